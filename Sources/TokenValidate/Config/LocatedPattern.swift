/// A token pattern and, when it came from the config, where it is written (for "matches no token" warnings).
public struct LocatedPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern.
    public var pattern: TokenPattern
    /// The pattern's place in tokenc.json; nil for built-in defaults.
    public var location: SourceLocation?

    /// A pattern, located where the config writes it.
    public init(_ pattern: TokenPattern, at location: SourceLocation? = nil) {
        self.pattern = pattern
        self.location = location
    }

    /// A built-in pattern (must parse).
    public init(builtIn text: String) {
        guard case .success(let p) = TokenPattern.parse(text) else { preconditionFailure("invalid built-in pattern \(text)") }
        self.init(p)
    }

    /// The pattern as written.
    public var description: String { pattern.text }
}
