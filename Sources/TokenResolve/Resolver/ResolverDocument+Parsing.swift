extension ResolverDocument {
    /// Reads and validates the resolver document in `file`.
    ///
    /// Every problem is appended to `diagnostics`, located in `file` (a JSON pointer; line and column come
    /// later from `DiagnosticLocator`): JSON syntax, a missing or wrong `version`, unknown properties,
    /// modifiers without contexts (and a warning for one context), unknown defaults, invalid, missing
    /// and circular references, duplicate names. Returns nil when any of them is an error.
    public static func parse(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> ResolverDocument? {
        let read = JSONReader.read(file)
        diagnostics += read.diagnostics
        guard let value = read.value, !read.diagnostics.hasErrors else { return nil }
        return parse(value, path: file.path, diagnostics: &diagnostics)
    }

    /// Validates an already parsed resolver document; `path` is the file diagnostics and origins name.
    public static func parse(_ value: JSONValue, path: String, diagnostics: inout [Diagnostic]) -> ResolverDocument? {
        var parser = ResolverParser(path: path, root: value)
        let document = parser.parse()
        diagnostics += parser.diagnostics
        return document
    }

    /// True when `value` looks like a resolver document rather than a token document: it has a
    /// `resolutionOrder` array, `"version": "2025.10"`, or a `$schema` naming the resolver schema.
    /// (A token document's keys are group names, so `sets` or `modifiers` alone prove nothing.)
    public static func looksLikeResolver(_ value: JSONValue) -> Bool {
        guard case .object(let o) = value else { return false }
        if case .array? = o["resolutionOrder"] { return true }
        if o["version"] == .string(supportedVersion) { return true }
        if case .string(let schema)? = o["$schema"], schema.hasSuffix("/resolver.json") { return true }
        return false
    }
}
