/// Contrast pairs declared on a token: `"$extensions": {"com.tokenc": {"contrast": {"against":
/// "color.surface.default", "kind": "text"}}}` (or an array of such objects). The token is the foreground;
/// `against` is a pattern or a list of them; `kind`, `level`, `minimum`, `over` and `exempt` are as in a
/// config pair.
package enum ContrastExtension {
    /// The pairs declared in `value` (the `contrast` member) of `token`; problems are added to `problems`
    /// as token-file diagnostics (`invalid-property`, or `unknown-property` for a misspelt key).
    package static func read(_ value: JSONValue, of token: ResolvedToken, _ problems: inout Set<Diagnostic>) -> [ContrastPair] {
        let base = token.origin.pointer.appending(contentsOf: ["$extensions", "com.tokenc", "contrast"])
        let items: [(JSONValue, JSONPointer)]
        switch value {
        case .object: items = [(value, base)]
        case .array(let a): items = a.enumerated().map { ($1, base.appending(String($0))) }
        default:
            problems.insert(Diagnostic(.invalidProperty, "\"contrast\" in $extensions.com.tokenc must be an object like {\"against\": \"color.surface.default\", \"kind\": \"text\"}",
                                       at: SourceLocation(file: token.origin.file, pointer: base), token: token.path.description))
            return []
        }
        var out: [ContrastPair] = []
        for (item, pointer) in items {
            guard case .object(let o) = item else {
                problems.insert(Diagnostic(.invalidProperty, "each contrast declaration must be an object like {\"against\": \"color.surface.default\"}",
                                           at: SourceLocation(file: token.origin.file, pointer: pointer), token: token.path.description))
                continue
            }
            var r = ObjectReader(o, file: token.origin.file, at: pointer)
            var more: [Diagnostic] = []
            let pair = ContrastPair.read(&r, &more, backgroundKey: "against", foreground: [])
            r.finish()
            for d in r.diagnostics + more {
                var d = d
                d.code = d.code == .configUnknownKey ? .unknownProperty : .invalidProperty
                d.severity = d.code.defaultSeverity
                d.tokenPath = token.path.description
                problems.insert(d)
            }
            if let pair { out.append(pair) }
        }
        return out
    }
}
