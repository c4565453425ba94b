/// The tokens and groups of one source (a file, a part of one, or inline tokens in a resolver document),
/// flattened to paths, in the author's order. Parsed once, merged into as many permutations as use it.
public struct TokenLayer: Sendable, Hashable {
    /// Where the tokens came from, for messages.
    public var name: String
    public var tokens: [TokenDefinition]
    public var groups: [GroupDefinition]
    /// Problems found while reading the layer (structure, names, `$type`).
    public var diagnostics: [Diagnostic]

    public init(name: String, tokens: [TokenDefinition] = [], groups: [GroupDefinition] = [], diagnostics: [Diagnostic] = []) {
        self.name = name
        self.tokens = tokens
        self.groups = groups
        self.diagnostics = diagnostics
    }
}
