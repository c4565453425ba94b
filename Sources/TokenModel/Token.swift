/// Where a token or group was defined: a file and the JSON pointer of its object.
public struct Origin: Sendable, Hashable {
    /// The file the node was read from, as diagnostics report it.
    public var file: String
    /// The JSON pointer of the node's object in that file.
    public var pointer: JSONPointer
    /// The key the token's value is written under in its file: `$value` in DTCG, `value` in Style Dictionary.
    /// Every stage names the value `$value`; locations put this key in its place.
    public var valueKey: String

    /// The node at `pointer` in `file`, its value written under `valueKey`.
    public init(file: String, pointer: JSONPointer, valueKey: String = "$value") {
        self.file = file
        self.pointer = pointer
        self.valueKey = valueKey
    }

    /// The location of this node, or of a member below it (`sub` pointer tokens appended; a leading `$value`
    /// is written as the file's value key).
    public func location(_ sub: [String] = [], part: SourceLocation.Part = .value) -> SourceLocation {
        SourceLocation(file: file, pointer: pointer.appending(contentsOf: written(sub)), part: part)
    }

    /// `sub` with a leading `$value` replaced by the file's value key.
    public func written(_ sub: [String]) -> [String] {
        guard valueKey != "$value", sub.first == "$value" else { return sub }
        var s = sub
        s[0] = valueKey
        return s
    }
}

/// `$deprecated`: true, or a message explaining what to use instead.
public struct Deprecation: Sendable, Hashable {
    /// What to use instead; nil for a bare `"$deprecated": true`.
    public var message: String?
    /// A deprecation, with a message or without one.
    public init(message: String? = nil) { self.message = message }
}

/// A token as written in one source, before merging and resolution.
///
/// The fields live in one reference-counted box (`Storage`): definitions are copied at every stage (into
/// layers, merged trees and per-permutation arrays), and with a box each copy is one retain instead of one per
/// reference-counted field. The box is never changed: setting a field makes a new one, so the type keeps value
/// semantics and the box is safely shared between threads. A reader that sets several fields (the tree parser)
/// fills a `Fields` first and makes one box from it. See docs/performance.md.
public struct TokenDefinition: Sendable, Hashable {
    /// Every field of a definition, as a plain value: filled field by field, then made into a definition at once.
    package struct Fields: Sendable {
        package var path: TokenPath {
            didSet { parent = path.parent }
        }
        /// `path.parent`, kept: every permutation asks for it (type and deprecation inheritance, merging), and
        /// computing it allocates and hashes a new path.
        private(set) var parent: TokenPath?
        package var type: TokenType?
        package var value: JSONValue {
            didSet { if format == .tokensStudio { findTokensStudioReferences() } }
        }
        package var description: String?
        package var deprecated: Deprecation??
        package var extensions: JSONValue? {
            didSet { if format == .tokensStudio { findTokensStudioReferences() } }
        }
        package var origin: Origin
        package var isPoisoned = false
        /// The shape of the file the token was read from: later stages apply that format's rules (math in
        /// Tokens Studio values, for one). Made `.tokensStudio`, the references are found again in that format's
        /// way (inside expressions, and in a colour modifier: see `findTokensStudioReferences`).
        package var format: TokenFileFormat = .dtcg {
            didSet { if format == .tokensStudio && oldValue != .tokensStudio { findTokensStudioReferences() } }
        }
        package var alpha: Double?
        package var references: [Reference] = []
        package var malformedReferences: [MalformedReference] = []

        /// The fields of a token at `path`, in group `parent` (`path.parent`: the tree parser has it, which is
        /// otherwise made and hashed again), with the references in `value` found. With `read`, what `value` reads
        /// as is taken from it instead of found again (`read` is given only for a value that may contain a reference).
        package init(path: TokenPath, parent: TokenPath?, type: TokenType? = nil, value: JSONValue, description: String? = nil,
             deprecated: Deprecation?? = nil, extensions: JSONValue? = nil, origin: Origin, read: ReadValue? = nil) {
            assert(parent == path.parent)
            self.path = path; self.parent = parent; self.type = type; self.value = read?.value ?? value
            self.description = description; self.deprecated = deprecated; self.extensions = extensions; self.origin = origin
            if let read {
                references = read.references
                malformedReferences = read.malformed
                return
            }
            guard ReferenceSyntax.mayContainReference(value) else { return }
            let found = ReferenceSyntax.references(in: value)
            references = found.refs
            malformedReferences = found.malformed.map { MalformedReference(position: $0.0, message: $0.1) }
        }

        /// Finds the references as Tokens Studio writes them: `{…}` inside a longer string too (`"{size.unit} * 2"`),
        /// and those of a colour modifier in `$extensions` (see `ReferenceSyntax.tokensStudioReferences`).
        mutating func findTokensStudioReferences() {
            let found = ReferenceSyntax.tokensStudioReferences(in: value, extensions: extensions)
            references = found.refs
            malformedReferences = found.malformed.map { MalformedReference(position: $0.0, message: $0.1) }
        }
    }

    /// What a `$value` reads as, found once for every token with the same string (the tree parser's interner):
    /// the value to hold (that string, shared), its references and its malformed references.
    package typealias ReadValue = (value: JSONValue, references: [Reference], malformed: [MalformedReference])

    /// The box: constant fields, shared by every copy of the definition.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
    private var storage: Storage

    /// Changes fields in a new box (the old one may be shared).
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The identity of the box: equal for copies that share it, which are equal in every field. A changed copy
    /// gets a box of its own, and so another identity, while the box it was copied from lives.
    package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The token's path in the tree.
    public var path: TokenPath {
        get { storage.fields.path }
        set { update { $0.path = newValue } }
    }
    /// The group the token is in (`path.parent`), computed once.
    public var parentPath: TokenPath? { storage.fields.parent }
    /// `$type` on the token itself.
    public var type: TokenType? {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }
    /// The raw `$value` (for a whole-value `$ref`, the `{"$ref": …}` object).
    public var value: JSONValue {
        get { storage.fields.value }
        set { update { $0.value = newValue } }
    }
    /// `$description` on the token itself.
    public var description: String? {
        get { storage.fields.description }
        set { update { $0.description = newValue } }
    }
    /// `.some(nil)` means explicitly `false`, which stops inheritance of a group's deprecation.
    public var deprecated: Deprecation?? {
        get { storage.fields.deprecated }
        set { update { $0.deprecated = newValue } }
    }
    /// `$extensions` on the token itself, as written.
    public var extensions: JSONValue? {
        get { storage.fields.extensions }
        set { update { $0.extensions = newValue } }
    }
    /// The token object's location.
    public var origin: Origin {
        get { storage.fields.origin }
        set { update { $0.origin = newValue } }
    }
    /// Set when reading already reported an error that makes this token unusable (e.g. an unknown `$type`);
    /// later stages skip it without reporting follow-on errors.
    public var isPoisoned: Bool {
        get { storage.fields.isPoisoned }
        set { update { $0.isPoisoned = newValue } }
    }
    /// The shape of the file the token was read from.
    public var format: TokenFileFormat {
        get { storage.fields.format }
        set { update { $0.format = newValue } }
    }
    /// A non-standard `alpha` beside `$value` (GitHub Primer, Style Dictionary): the opacity of the resolved colour.
    public var alpha: Double? {
        get { storage.fields.alpha }
        set { update { $0.alpha = newValue } }
    }
    /// The references inside `value`, found once when the source is read (every permutation reuses them).
    public var references: [Reference] {
        get { storage.fields.references }
        set { update { $0.references = newValue } }
    }
    /// Malformed references inside `value`: where, and why.
    public var malformedReferences: [MalformedReference] {
        get { storage.fields.malformedReferences }
        set { update { $0.malformedReferences = newValue } }
    }

    /// A definition read from a DTCG file with the given fields; the references in `value` are found here.
    public init(path: TokenPath, type: TokenType? = nil, value: JSONValue, description: String? = nil,
                deprecated: Deprecation?? = nil, extensions: JSONValue? = nil, origin: Origin) {
        storage = Storage(Fields(path: path, parent: path.parent, type: type, value: value, description: description,
                                 deprecated: deprecated, extensions: extensions, origin: origin))
    }

    /// A definition with `fields`.
    package init(_ fields: Fields) { storage = Storage(fields) }

    /// True when both share one box (and so are equal in every field, without comparing any).
    package func isIdentical(to other: TokenDefinition) -> Bool { storage === other.storage }

    /// True when every field is equal.
    public static func == (a: TokenDefinition, b: TokenDefinition) -> Bool {
        if a.storage === b.storage { return true }
        let x = a.storage.fields, y = b.storage.fields
        return x.path == y.path && x.type == y.type && x.value == y.value && x.description == y.description
            && x.deprecated == y.deprecated && x.extensions == y.extensions && x.origin == y.origin
            && x.isPoisoned == y.isPoisoned && x.format == y.format && x.alpha == y.alpha && x.references == y.references
            && x.malformedReferences == y.malformedReferences
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        let s = storage.fields
        hasher.combine(s.path); hasher.combine(s.type); hasher.combine(s.value); hasher.combine(s.description)
        hasher.combine(s.deprecated); hasher.combine(s.extensions); hasher.combine(s.origin)
        hasher.combine(s.isPoisoned); hasher.combine(s.format); hasher.combine(s.alpha); hasher.combine(s.references)
        hasher.combine(s.malformedReferences)
    }
}

/// A malformed reference inside a `$value`: where it stands and what is wrong.
public struct MalformedReference: Sendable, Hashable {
    /// Where inside the `$value` the malformed reference stands.
    public var position: JSONPointer
    /// What is wrong with it.
    public var message: String

    package init(position: JSONPointer, message: String) {
        self.position = position
        self.message = message
    }
}

/// A group as written in one source: the properties its tokens inherit or that `$extends` copies.
public struct GroupDefinition: Sendable, Hashable {
    /// The group's path in the tree.
    public var path: TokenPath
    /// `$type` on the group, inherited by the tokens inside it that set none.
    public var type: TokenType?
    /// `$description` on the group.
    public var description: String?
    /// `$deprecated` on the group, inherited by the tokens inside it; `.some(nil)` means explicitly `false`.
    public var deprecated: Deprecation??
    /// `$extensions` on the group, as written.
    public var extensions: JSONValue?
    /// The raw `$extends` reference (`{a.b}` or a `$ref` pointer string), if any.
    public var extends: String?
    /// True when the reference was written as JSON Schema `$ref` rather than `$extends`: then it may also
    /// name a token, which makes this node an alias of that token.
    public var extendsViaRef: Bool = false
    /// The group object's location.
    public var origin: Origin
    /// Set when the group's `$type` was invalid: tokens inheriting from it are skipped silently.
    public var isPoisoned: Bool = false

    /// A group with the given properties (`extendsViaRef` and `isPoisoned` false).
    public init(path: TokenPath, type: TokenType? = nil, description: String? = nil, deprecated: Deprecation?? = nil,
                extensions: JSONValue? = nil, extends: String? = nil, origin: Origin) {
        self.path = path; self.type = type; self.description = description; self.deprecated = deprecated
        self.extensions = extensions; self.extends = extends; self.origin = origin
    }

    /// True when the group sets any property (`$type`, an invalid one included, `$description`, `$deprecated`,
    /// `$extensions`, `$extends` or `$ref`); false when it only holds tokens and groups.
    package var setsAProperty: Bool {
        type != nil || isPoisoned || description != nil || deprecated != nil || extensions != nil || extends != nil
    }
}

/// A resolved token: typed value, inherited properties, and how its value was reached.
///
/// Boxed like `TokenDefinition` (one retain a copy; a constant box, a changed field gets a new one): every stage
/// after resolution (validation, every emitter, diff) copies resolved tokens.
public struct ResolvedToken: Sendable, Hashable {
    private final class Storage: Sendable {
        /// The winning definition, shared with the merged tree: the path, description, extensions, origin and
        /// raw value are its own. Holding it instead of copying those five fields saves a permutation five retains
        /// per token, each on an object that other threads touch too (see docs/performance.md).
        let definition: TokenDefinition
        let type: TokenType
        let value: TokenValue
        /// `ValueKey`'s hash of `value`: every emitter keys a table by value, and an alias takes its target's
        /// hash, a literal its definition's (`PreparedLiterals`), instead of each emitter hashing every value again.
        let valueHash: Int
        let deprecation: Deprecation?
        let alias: Alias
        let partialAliases: [JSONPointer: TokenPath]

        init(definition: TokenDefinition, type: TokenType, value: TokenValue, valueHash: Int, deprecation: Deprecation?,
             alias: Alias, partialAliases: [JSONPointer: TokenPath]) {
            self.definition = definition; self.type = type; self.value = value; self.valueHash = valueHash
            self.deprecation = deprecation; self.alias = alias; self.partialAliases = partialAliases
        }

        /// A box with the given fields changed and the others as here.
        func with(definition: TokenDefinition? = nil, type: TokenType? = nil, value: (TokenValue, hash: Int)? = nil,
                  deprecation: Deprecation?? = nil, alias: Alias? = nil, partialAliases: [JSONPointer: TokenPath]? = nil) -> Storage {
            Storage(definition: definition ?? self.definition, type: type ?? self.type, value: value?.0 ?? self.value,
                    valueHash: value?.hash ?? valueHash, deprecation: deprecation ?? self.deprecation, alias: alias ?? self.alias,
                    partialAliases: partialAliases ?? self.partialAliases)
        }
    }

    /// What `aliasOf` is: none, the target of one of the definition's references (read when asked: the resolver
    /// recording the path retained, for every alias in every permutation, an object no core had in its cache), or
    /// a path given.
    package enum Alias {
        case none
        case reference(Int32)
        case path(TokenPath)
    }
    private var storage: Storage

    /// Changes one of the definition's fields (in a copy of it, in a new box: such changes are rare).
    private mutating func setDefinition(_ change: (inout TokenDefinition) -> Void) {
        var d = storage.definition
        change(&d)
        storage = storage.with(definition: d)
    }

    /// The token's path in the tree.
    public var path: TokenPath {
        get { storage.definition.path }
        set { setDefinition { $0.path = newValue } }
    }
    /// The token's type: its own `$type`, else its nearest group's, else (for an alias) its target's.
    public var type: TokenType {
        get { storage.type }
        set { storage = storage.with(type: newValue) }
    }
    /// The typed value, every reference followed to its end.
    public var value: TokenValue {
        get { storage.value }
        set { storage = storage.with(value: (newValue, ValueKey.hash(newValue))) }
    }
    /// `value`'s key in a table of values, its hash computed once.
    package var valueKey: ValueKey { ValueKey(storage.value, hash: storage.valueHash) }
    /// `ValueKey`'s hash of `value`.
    package var valueHash: Int { storage.valueHash }
    /// True when both tokens have equal values: their hashes first (values that differ mostly hash apart), then
    /// the values.
    package func hasSameValue(as other: ResolvedToken) -> Bool {
        storage === other.storage || (storage.valueHash == other.storage.valueHash && storage.value == other.storage.value)
    }
    /// `$description` of the winning definition.
    public var description: String? {
        get { storage.definition.description }
        set { setDefinition { $0.description = newValue } }
    }
    /// The token's own `$deprecated`, or the one it inherits from its groups; nil when it is not deprecated.
    public var deprecation: Deprecation? {
        get { storage.deprecation }
        set { storage = storage.with(deprecation: .some(newValue)) }
    }
    /// `$extensions` of the winning definition, as written.
    public var extensions: JSONValue? {
        get { storage.definition.extensions }
        set { setDefinition { $0.extensions = newValue } }
    }
    /// Where the winning definition is.
    public var origin: Origin {
        get { storage.definition.origin }
        set { setDefinition { $0.origin = newValue } }
    }
    /// The shape of the file the winning definition was read from.
    package var format: TokenFileFormat { storage.definition.format }
    /// The raw `$value` as written, references included (for `var(--…)` output and `explain`).
    public var rawValue: JSONValue {
        get { storage.definition.value }
        set { setDefinition { $0.value = newValue } }
    }
    /// The token this one aliases as a whole (first hop), if it is an alias.
    public var aliasOf: TokenPath? {
        get {
            switch storage.alias {
            case .none: return nil
            case .reference(let k): return storage.definition.references[Int(k)].target
            case .path(let p): return p
            }
        }
        set { storage = storage.with(alias: newValue.map(Alias.path) ?? Alias.none) }
    }
    /// True when both alias the same token (or neither does); two tokens resolved from one definition through
    /// the same reference are, without reading it.
    package func hasSameAlias(as other: ResolvedToken) -> Bool {
        if case .reference(let a) = storage.alias, case .reference(let b) = other.storage.alias, a == b,
           storage.definition.isIdentical(to: other.storage.definition) { return true }
        return aliasOf == other.aliasOf
    }
    /// References inside a composite value: JSON pointer inside `$value` → referenced token (first hop).
    public var partialAliases: [JSONPointer: TokenPath] {
        get { storage.partialAliases }
        set { storage = storage.with(partialAliases: newValue) }
    }

    /// A resolved token with the given fields; `rawValue` is the `$value` as written.
    public init(path: TokenPath, type: TokenType, value: TokenValue, description: String? = nil,
                deprecation: Deprecation? = nil, extensions: JSONValue? = nil, origin: Origin, rawValue: JSONValue,
                aliasOf: TokenPath? = nil, partialAliases: [JSONPointer: TokenPath] = [:]) {
        let definition = TokenDefinition(path: path, value: rawValue, description: description, extensions: extensions, origin: origin)
        storage = Storage(definition: definition, type: type, value: value, valueHash: ValueKey.hash(value), deprecation: deprecation,
                          alias: aliasOf.map(Alias.path) ?? .none, partialAliases: partialAliases)
    }

    /// A token resolved from `definition` (its path, description, extensions, origin and raw value). `valueHash`
    /// is `ValueKey.hash(value)`, known already; `aliasReference`, the definition's reference whose target the
    /// token aliases as a whole, if it does.
    package init(definition: TokenDefinition, type: TokenType, value: TokenValue, valueHash: Int, deprecation: Deprecation?,
         aliasReference: Int?, partialAliases: [JSONPointer: TokenPath]) {
        assert(valueHash == ValueKey.hash(value))
        storage = Storage(definition: definition, type: type, value: value, valueHash: valueHash, deprecation: deprecation,
                          alias: aliasReference.map { .reference(Int32($0)) } ?? .none, partialAliases: partialAliases)
    }

    /// True when every field is equal.
    public static func == (a: ResolvedToken, b: ResolvedToken) -> Bool {
        if a.storage === b.storage { return true }
        let x = a.storage, y = b.storage
        return a.path == b.path && x.type == y.type && x.value == y.value && a.description == b.description
            && x.deprecation == y.deprecation && a.extensions == b.extensions && a.origin == b.origin
            && a.rawValue == b.rawValue && a.aliasOf == b.aliasOf && x.partialAliases == y.partialAliases
    }

    /// True when both share one box, and so are equal in every field (without comparing any).
    package func isIdentical(to other: ResolvedToken) -> Bool { storage === other.storage }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(path); hasher.combine(s.type); hasher.combine(s.value); hasher.combine(description)
        hasher.combine(s.deprecation); hasher.combine(extensions); hasher.combine(origin)
        hasher.combine(rawValue); hasher.combine(aliasOf); hasher.combine(s.partialAliases)
    }
}

/// The identity of one order of token paths: token lists given the same one have the same paths in the same
/// order (see `ResolvedTokens.hasSamePaths(as:)`). Whoever knows that of lists it makes (the merger, of merges
/// taking one layout) gives them one.
package final class PathOrder: Sendable {
    package init() {}
}

/// Every resolved token of one permutation, in the author's order.
public struct ResolvedTokens: Sendable, Hashable {
    /// The tokens, in the author's order.
    public private(set) var tokens: [ResolvedToken]
    private var index: [TokenPath: Int]
    /// Shared by every permutation whose tokens have the same paths in the same order (merged with one layout,
    /// every token resolved); nil when not known.
    private var pathOrder: PathOrder?

    /// The list of `tokens`, indexed by path (a path given twice finds the later token).
    public init(_ tokens: [ResolvedToken] = []) {
        self.tokens = tokens
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (i, t) in tokens.enumerated() { index[t.path] = i }
        self.index = index
    }

    /// `tokens` with their index by path already made (`index[tokens[i].path] == i` for every `i`, and nothing
    /// else): a permutation whose every merged token resolved takes the merged tree's index as it is.
    package init(_ tokens: [ResolvedToken], index: [TokenPath: Int], pathOrder: PathOrder? = nil) {
        assert(index.count == tokens.count && tokens.indices.allSatisfy { index[tokens[$0].path] == $0 })
        self.tokens = tokens
        self.index = index
        self.pathOrder = pathOrder
    }

    /// True when `other` is known to have the same paths in the same order (token `i` here and there has one
    /// path for every `i`), without comparing any: both permutations merged with one layout and resolved every
    /// token. False says nothing.
    package func hasSamePaths(as other: ResolvedTokens) -> Bool {
        pathOrder != nil && pathOrder === other.pathOrder
    }

    /// The tokens (their index follows from them; `pathOrder` is a shortcut, not part of the value).
    public static func == (a: ResolvedTokens, b: ResolvedTokens) -> Bool { a.tokens == b.tokens }
    /// Hashes the tokens.
    public func hash(into hasher: inout Hasher) { hasher.combine(tokens) }

    /// The token at `path`, if there is one.
    public subscript(path: TokenPath) -> ResolvedToken? {
        index[path].map { tokens[$0] }
    }
    /// The token at a dotted path (`color.button.primary`), if there is one.
    public subscript(dotted: String) -> ResolvedToken? { self[TokenPath(dotted: dotted)] }

    /// True when `path` is one of the tokens (without copying it).
    public func contains(_ path: TokenPath) -> Bool { index[path] != nil }

    /// The number of tokens.
    public var count: Int { tokens.count }

    /// Every hop of a whole-value alias, first to last (empty when `path` is not an alias).
    public func aliasChain(of path: TokenPath) -> [TokenPath] {
        var chain: [TokenPath] = []
        var current = self[path]?.aliasOf
        while let next = current, chain.count <= tokens.count {
            chain.append(next)
            current = self[next]?.aliasOf
        }
        return chain
    }
    /// True when there are no tokens.
    public var isEmpty: Bool { tokens.isEmpty }
}
