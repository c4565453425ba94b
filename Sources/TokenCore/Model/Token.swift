/// Where a token or group was defined: a file and the JSON pointer of its object.
public struct Origin: Sendable, Hashable {
    public var file: String
    public var pointer: JSONPointer

    public init(file: String, pointer: JSONPointer) {
        self.file = file
        self.pointer = pointer
    }

    /// The location of this node, or of a member below it (`sub` pointer tokens appended).
    public func location(_ sub: [String] = [], part: SourceLocation.Part = .value) -> SourceLocation {
        SourceLocation(file: file, pointer: pointer.appending(contentsOf: sub), part: part)
    }
}

/// `$deprecated`: true, or a message explaining what to use instead.
public struct Deprecation: Sendable, Hashable {
    public var message: String?
    public init(message: String? = nil) { self.message = message }
}

/// A token as written in one source, before merging and resolution.
///
/// The fields live in one reference-counted box (`Storage`): definitions are copied at every stage (into
/// layers, merged trees and per-permutation arrays), and with a box each copy is one retain instead of one per
/// reference-counted field. Setting a field copies the box first when another value shares it
/// (copy-on-write), so the type keeps value semantics. See docs/performance.md.
public struct TokenDefinition: Sendable, Hashable {
    private final class Storage: @unchecked Sendable {
        var path: TokenPath {
            didSet { parent = path.parent }
        }
        /// `path.parent`, kept: every permutation asks for it (type and deprecation inheritance, merging), and
        /// computing it allocates and hashes a new path.
        var parent: TokenPath?
        var type: TokenType?
        var value: JSONValue
        var description: String?
        var deprecated: Deprecation??
        var extensions: JSONValue?
        var origin: Origin
        var isPoisoned = false
        var alpha: Double?
        var references: [Reference] = []
        var malformedReferences: [MalformedReference] = []
        /// The literal `$value` parsed once (`prepareLiteral(as:)`); not copied, and cleared by any change.
        var parsedLiteral: ParsedLiteral?

        init(path: TokenPath, parent: TokenPath?, type: TokenType?, value: JSONValue, description: String?,
             deprecated: Deprecation??, extensions: JSONValue?, origin: Origin) {
            self.path = path; self.parent = parent; self.type = type; self.value = value; self.description = description
            self.deprecated = deprecated; self.extensions = extensions; self.origin = origin
        }

        func copy() -> Storage {
            let c = Storage(path: path, parent: parent, type: type, value: value, description: description, deprecated: deprecated,
                            extensions: extensions, origin: origin)
            c.isPoisoned = isPoisoned; c.alpha = alpha; c.references = references; c.malformedReferences = malformedReferences
            return c
        }
    }
    private var storage: Storage

    /// The box, copied first when another value shares it. Any change drops the parsed literal.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.parsedLiteral = nil
        return storage
    }

    /// A literal `$value` (one without references) parsed as one type: what `ValueParser.parse` gave, and the
    /// diagnostics it reported. It depends only on the definition and the type, so every permutation that
    /// resolves the definition to that type takes it instead of parsing the value again.
    public struct ParsedLiteral: Sendable {
        public var type: TokenType
        public var value: TokenValue?
        public var diagnostics: [Diagnostic]
        /// `ValueKey`'s hash of `value`, computed once (every permutation's resolved token takes it).
        var valueHash: Int
    }

    /// The literal value parsed by `prepareLiteral(as:)`, if it was.
    public var parsedLiteral: ParsedLiteral? { storage.parsedLiteral }

    /// Parses the `$value` as `type` (when it holds no reference) and keeps the result with this definition and
    /// every copy sharing its box. A memo of a pure function of the other fields: equality ignores it. Call it
    /// only while no other thread reads the definition (`ProjectCompiler` does, before any permutation runs).
    /// `deprecatedForms` as for `ValueParser.parse`.
    public func prepareLiteral(as type: TokenType, deprecatedForms: Bool = true) {
        guard storage.references.isEmpty, storage.malformedReferences.isEmpty, !storage.isPoisoned else { return }
        var diagnostics: [Diagnostic] = []
        let value = ValueParser.parse(storage.value, as: type, origin: storage.origin, token: storage.path,
                                      deprecatedForms: deprecatedForms, extensions: storage.extensions, diagnostics: &diagnostics)
        storage.parsedLiteral = ParsedLiteral(type: type, value: value, diagnostics: diagnostics,
                                              valueHash: value.map(ValueKey.hash) ?? 0)
    }

    public var path: TokenPath {
        get { storage.path }
        set { unique().path = newValue }
    }
    /// The group the token is in (`path.parent`), computed once.
    public var parentPath: TokenPath? { storage.parent }
    /// `$type` on the token itself.
    public var type: TokenType? {
        get { storage.type }
        set { unique().type = newValue }
    }
    /// The raw `$value` (for a whole-value `$ref`, the `{"$ref": …}` object).
    public var value: JSONValue {
        get { storage.value }
        set { unique().value = newValue }
    }
    public var description: String? {
        get { storage.description }
        set { unique().description = newValue }
    }
    /// `.some(nil)` means explicitly `false`, which stops inheritance of a group's deprecation.
    public var deprecated: Deprecation?? {
        get { storage.deprecated }
        set { unique().deprecated = newValue }
    }
    public var extensions: JSONValue? {
        get { storage.extensions }
        set { unique().extensions = newValue }
    }
    /// The token object's location.
    public var origin: Origin {
        get { storage.origin }
        set { unique().origin = newValue }
    }
    /// Set when reading already reported an error that makes this token unusable (e.g. an unknown `$type`);
    /// later stages skip it without reporting follow-on errors.
    public var isPoisoned: Bool {
        get { storage.isPoisoned }
        set { unique().isPoisoned = newValue }
    }
    /// A non-standard `alpha` beside `$value` (GitHub Primer, Style Dictionary): the opacity of the resolved colour.
    public var alpha: Double? {
        get { storage.alpha }
        set { unique().alpha = newValue }
    }
    /// The references inside `value`, found once when the source is read (every permutation reuses them).
    public var references: [Reference] {
        get { storage.references }
        set { unique().references = newValue }
    }
    /// Malformed references inside `value`: where, and why.
    public var malformedReferences: [MalformedReference] {
        get { storage.malformedReferences }
        set { unique().malformedReferences = newValue }
    }

    public init(path: TokenPath, type: TokenType? = nil, value: JSONValue, description: String? = nil,
                deprecated: Deprecation?? = nil, extensions: JSONValue? = nil, origin: Origin) {
        self.init(path: path, parent: path.parent, type: type, value: value, description: description, deprecated: deprecated,
                  extensions: extensions, origin: origin)
    }

    /// The same, given `path.parent` (the tree parser has it: the group it is reading), which is otherwise
    /// made and hashed again. With `interner`, a string value with a brace in it, and what it reads as, are shared
    /// with every other token of the compilation that has the same string.
    init(path: TokenPath, parent: TokenPath?, type: TokenType? = nil, value: JSONValue, description: String? = nil,
         deprecated: Deprecation?? = nil, extensions: JSONValue? = nil, origin: Origin, interner: ReferenceInterner? = nil) {
        assert(parent == path.parent)
        storage = Storage(path: path, parent: parent, type: type, value: value, description: description, deprecated: deprecated,
                          extensions: extensions, origin: origin)
        guard ReferenceSyntax.mayContainReference(value) else { return }
        if let interner, case .string(let text) = value {
            let entry = interner.entry(for: text)
            storage.value = entry.value
            storage.references = entry.references
            storage.malformedReferences = entry.malformed
        } else {
            let found = ReferenceSyntax.references(in: value)
            storage.references = found.refs
            storage.malformedReferences = found.malformed.map { MalformedReference(position: $0.0, message: $0.1) }
        }
    }

    /// True when both share one box (and so are equal in every field, without comparing any).
    func isIdentical(to other: TokenDefinition) -> Bool { storage === other.storage }

    public static func == (a: TokenDefinition, b: TokenDefinition) -> Bool {
        if a.storage === b.storage { return true }
        let x = a.storage, y = b.storage
        return x.path == y.path && x.type == y.type && x.value == y.value && x.description == y.description
            && x.deprecated == y.deprecated && x.extensions == y.extensions && x.origin == y.origin
            && x.isPoisoned == y.isPoisoned && x.alpha == y.alpha && x.references == y.references
            && x.malformedReferences == y.malformedReferences
    }

    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.path); hasher.combine(s.type); hasher.combine(s.value); hasher.combine(s.description)
        hasher.combine(s.deprecated); hasher.combine(s.extensions); hasher.combine(s.origin)
        hasher.combine(s.isPoisoned); hasher.combine(s.alpha); hasher.combine(s.references)
        hasher.combine(s.malformedReferences)
    }
}

/// A malformed reference inside a `$value`: where it stands and what is wrong.
public struct MalformedReference: Sendable, Hashable {
    public var position: JSONPointer
    public var message: String
}

/// A group as written in one source: the properties its tokens inherit or that `$extends` copies.
public struct GroupDefinition: Sendable, Hashable {
    public var path: TokenPath
    public var type: TokenType?
    public var description: String?
    public var deprecated: Deprecation??
    public var extensions: JSONValue?
    /// The raw `$extends` reference (`{a.b}` or a `$ref` pointer string), if any.
    public var extends: String?
    /// True when the reference was written as JSON Schema `$ref` rather than `$extends`: then it may also
    /// name a token, which makes this node an alias of that token.
    public var extendsViaRef: Bool = false
    public var origin: Origin
    /// Set when the group's `$type` was invalid: tokens inheriting from it are skipped silently.
    public var isPoisoned: Bool = false

    public init(path: TokenPath, type: TokenType? = nil, description: String? = nil, deprecated: Deprecation?? = nil,
                extensions: JSONValue? = nil, extends: String? = nil, origin: Origin) {
        self.path = path; self.type = type; self.description = description; self.deprecated = deprecated
        self.extensions = extensions; self.extends = extends; self.origin = origin
    }

    /// True when the group sets any property (`$type`, an invalid one included, `$description`, `$deprecated`,
    /// `$extensions`, `$extends` or `$ref`); false when it only holds tokens and groups.
    var setsAProperty: Bool {
        type != nil || isPoisoned || description != nil || deprecated != nil || extensions != nil || extends != nil
    }
}

/// A resolved token: typed value, inherited properties, and how its value was reached.
///
/// Boxed like `TokenDefinition` (one retain a copy, copy-on-write on mutation): every stage after resolution
/// (validation, every emitter, diff) copies resolved tokens.
public struct ResolvedToken: Sendable, Hashable {
    private final class Storage: @unchecked Sendable {
        /// The winning definition, shared with the merged tree: the path, description, extensions, origin and
        /// raw value are its own. Holding it instead of copying those five fields saves a permutation five retains
        /// per token, each on an object that other threads touch too (see docs/performance.md).
        /// A constant: a changed field gets a new box (`setDefinition`). (A `var` here cost a dynamic exclusivity
        /// check on every read of the five fields.)
        let definition: TokenDefinition
        var type: TokenType
        var value: TokenValue
        /// `ValueKey`'s hash of `value`: every emitter keys a table by value, and an alias takes its target's
        /// hash, a literal its definition's (`ParsedLiteral`), instead of each emitter hashing every value again.
        var valueHash: Int
        var deprecation: Deprecation?
        var alias: Alias
        var partialAliases: [JSONPointer: TokenPath]

        init(definition: TokenDefinition, type: TokenType, value: TokenValue, valueHash: Int, deprecation: Deprecation?,
             alias: Alias, partialAliases: [JSONPointer: TokenPath]) {
            self.definition = definition; self.type = type; self.value = value; self.valueHash = valueHash
            self.deprecation = deprecation; self.alias = alias; self.partialAliases = partialAliases
        }

        func copy(definition: TokenDefinition? = nil) -> Storage {
            Storage(definition: definition ?? self.definition, type: type, value: value, valueHash: valueHash,
                    deprecation: deprecation, alias: alias, partialAliases: partialAliases)
        }
    }

    /// What `aliasOf` is: none, the target of one of the definition's references (read when asked: the resolver
    /// recording the path retained, for every alias in every permutation, an object no core had in its cache), or
    /// a path given.
    enum Alias {
        case none
        case reference(Int32)
        case path(TokenPath)
    }
    private var storage: Storage

    /// The box, copied first when another value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Changes one of the definition's fields (in a copy of it, in a new box: such changes are rare).
    private mutating func setDefinition(_ change: (inout TokenDefinition) -> Void) {
        var d = storage.definition
        change(&d)
        storage = storage.copy(definition: d)
    }

    public var path: TokenPath {
        get { storage.definition.path }
        set { setDefinition { $0.path = newValue } }
    }
    public var type: TokenType {
        get { storage.type }
        set { unique().type = newValue }
    }
    public var value: TokenValue {
        get { storage.value }
        set {
            let s = unique()
            s.value = newValue
            s.valueHash = ValueKey.hash(newValue)
        }
    }
    /// `value`'s key in a table of values, its hash computed once.
    var valueKey: ValueKey { ValueKey(storage.value, hash: storage.valueHash) }
    /// `ValueKey`'s hash of `value`.
    var valueHash: Int { storage.valueHash }
    /// True when both tokens have equal values: their hashes first (values that differ mostly hash apart), then
    /// the values.
    func hasSameValue(as other: ResolvedToken) -> Bool {
        storage === other.storage || (storage.valueHash == other.storage.valueHash && storage.value == other.storage.value)
    }
    public var description: String? {
        get { storage.definition.description }
        set { setDefinition { $0.description = newValue } }
    }
    public var deprecation: Deprecation? {
        get { storage.deprecation }
        set { unique().deprecation = newValue }
    }
    public var extensions: JSONValue? {
        get { storage.definition.extensions }
        set { setDefinition { $0.extensions = newValue } }
    }
    /// Where the winning definition is.
    public var origin: Origin {
        get { storage.definition.origin }
        set { setDefinition { $0.origin = newValue } }
    }
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
        set { unique().alias = newValue.map(Alias.path) ?? .none }
    }
    /// True when both alias the same token (or neither does); two tokens resolved from one definition through
    /// the same reference are, without reading it.
    func hasSameAlias(as other: ResolvedToken) -> Bool {
        if case .reference(let a) = storage.alias, case .reference(let b) = other.storage.alias, a == b,
           storage.definition.isIdentical(to: other.storage.definition) { return true }
        return aliasOf == other.aliasOf
    }
    /// References inside a composite value: JSON pointer inside `$value` → referenced token (first hop).
    public var partialAliases: [JSONPointer: TokenPath] {
        get { storage.partialAliases }
        set { unique().partialAliases = newValue }
    }

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
    init(definition: TokenDefinition, type: TokenType, value: TokenValue, valueHash: Int, deprecation: Deprecation?,
         aliasReference: Int?, partialAliases: [JSONPointer: TokenPath]) {
        assert(valueHash == ValueKey.hash(value))
        storage = Storage(definition: definition, type: type, value: value, valueHash: valueHash, deprecation: deprecation,
                          alias: aliasReference.map { .reference(Int32($0)) } ?? .none, partialAliases: partialAliases)
    }

    public static func == (a: ResolvedToken, b: ResolvedToken) -> Bool {
        if a.storage === b.storage { return true }
        let x = a.storage, y = b.storage
        return a.path == b.path && x.type == y.type && x.value == y.value && a.description == b.description
            && x.deprecation == y.deprecation && a.extensions == b.extensions && a.origin == b.origin
            && a.rawValue == b.rawValue && a.aliasOf == b.aliasOf && x.partialAliases == y.partialAliases
    }

    /// True when both share one box, and so are equal in every field (without comparing any).
    func isIdentical(to other: ResolvedToken) -> Bool { storage === other.storage }

    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(path); hasher.combine(s.type); hasher.combine(s.value); hasher.combine(description)
        hasher.combine(s.deprecation); hasher.combine(extensions); hasher.combine(origin)
        hasher.combine(rawValue); hasher.combine(aliasOf); hasher.combine(s.partialAliases)
    }
}

/// Every resolved token of one permutation, in the author's order.
public struct ResolvedTokens: Sendable, Hashable {
    public private(set) var tokens: [ResolvedToken]
    private var index: [TokenPath: Int]
    /// Shared by every permutation whose tokens have the same paths in the same order (merged with one
    /// `MergeLayout`, every token resolved); nil when not known.
    private var pathOrder: PathOrder?

    public init(_ tokens: [ResolvedToken] = []) {
        self.tokens = tokens
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (i, t) in tokens.enumerated() { index[t.path] = i }
        self.index = index
    }

    /// `tokens` with their index by path already made (`index[tokens[i].path] == i` for every `i`, and nothing
    /// else): a permutation whose every merged token resolved takes the merged tree's index as it is.
    init(_ tokens: [ResolvedToken], index: [TokenPath: Int], pathOrder: PathOrder? = nil) {
        assert(index.count == tokens.count && tokens.indices.allSatisfy { index[tokens[$0].path] == $0 })
        self.tokens = tokens
        self.index = index
        self.pathOrder = pathOrder
    }

    /// True when `other` is known to have the same paths in the same order (token `i` here and there has one
    /// path for every `i`), without comparing any: both permutations merged with one layout and resolved every
    /// token. False says nothing.
    func hasSamePaths(as other: ResolvedTokens) -> Bool {
        pathOrder != nil && pathOrder === other.pathOrder
    }

    /// The tokens (their index follows from them; `pathOrder` is a shortcut, not part of the value).
    public static func == (a: ResolvedTokens, b: ResolvedTokens) -> Bool { a.tokens == b.tokens }
    public func hash(into hasher: inout Hasher) { hasher.combine(tokens) }

    public subscript(path: TokenPath) -> ResolvedToken? {
        index[path].map { tokens[$0] }
    }
    public subscript(dotted: String) -> ResolvedToken? { self[TokenPath(dotted: dotted)] }

    /// True when `path` is one of the tokens (without copying it).
    public func contains(_ path: TokenPath) -> Bool { index[path] != nil }

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
    public var isEmpty: Bool { tokens.isEmpty }
}
