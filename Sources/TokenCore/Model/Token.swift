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
public struct TokenDefinition: Sendable, Hashable {
    public var path: TokenPath
    /// `$type` on the token itself.
    public var type: TokenType?
    /// The raw `$value` (for a whole-value `$ref`, the `{"$ref": …}` object).
    public var value: JSONValue
    public var description: String?
    /// `.some(nil)` means explicitly `false`, which stops inheritance of a group's deprecation.
    public var deprecated: Deprecation??
    public var extensions: JSONValue?
    /// The token object's location.
    public var origin: Origin
    /// Set when reading already reported an error that makes this token unusable (e.g. an unknown `$type`);
    /// later stages skip it without reporting follow-on errors.
    public var isPoisoned: Bool = false
    /// A non-standard `alpha` beside `$value` (GitHub Primer, Style Dictionary): the opacity of the resolved colour.
    public var alpha: Double?
    /// The references inside `value`, found once when the source is read (every permutation reuses them).
    public var references: [Reference] = []
    /// Malformed references inside `value`: where, and why.
    public var malformedReferences: [MalformedReference] = []

    public init(path: TokenPath, type: TokenType? = nil, value: JSONValue, description: String? = nil,
                deprecated: Deprecation?? = nil, extensions: JSONValue? = nil, origin: Origin) {
        self.path = path; self.type = type; self.value = value; self.description = description
        self.deprecated = deprecated; self.extensions = extensions; self.origin = origin
        if ReferenceSyntax.mayContainReference(value) {
            let found = ReferenceSyntax.references(in: value)
            self.references = found.refs
            self.malformedReferences = found.malformed.map { MalformedReference(position: $0.0, message: $0.1) }
        }
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
}

/// A resolved token: typed value, inherited properties, and how its value was reached.
public struct ResolvedToken: Sendable, Hashable {
    public var path: TokenPath
    public var type: TokenType
    public var value: TokenValue
    public var description: String?
    public var deprecation: Deprecation?
    public var extensions: JSONValue?
    /// Where the winning definition is.
    public var origin: Origin
    /// The raw `$value` as written, references included (for `var(--…)` output and `explain`).
    public var rawValue: JSONValue
    /// The token this one aliases as a whole (first hop), if it is an alias.
    public var aliasOf: TokenPath?
    /// References inside a composite value: JSON pointer inside `$value` → referenced token (first hop).
    public var partialAliases: [JSONPointer: TokenPath]

    public init(path: TokenPath, type: TokenType, value: TokenValue, description: String? = nil,
                deprecation: Deprecation? = nil, extensions: JSONValue? = nil, origin: Origin, rawValue: JSONValue,
                aliasOf: TokenPath? = nil, partialAliases: [JSONPointer: TokenPath] = [:]) {
        self.path = path; self.type = type; self.value = value; self.description = description
        self.deprecation = deprecation; self.extensions = extensions; self.origin = origin; self.rawValue = rawValue
        self.aliasOf = aliasOf; self.partialAliases = partialAliases
    }
}

/// Every resolved token of one permutation, in the author's order.
public struct ResolvedTokens: Sendable, Hashable {
    public private(set) var tokens: [ResolvedToken]
    private var index: [TokenPath: Int]

    public init(_ tokens: [ResolvedToken] = []) {
        self.tokens = tokens
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (i, t) in tokens.enumerated() { index[t.path] = i }
        self.index = index
    }

    public subscript(path: TokenPath) -> ResolvedToken? {
        index[path].map { tokens[$0] }
    }
    public subscript(dotted: String) -> ResolvedToken? { self[TokenPath(dotted: dotted)] }

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
