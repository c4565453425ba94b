import TokenCore

/// Prints resolved tokens for `tokenc resolve`.
enum TokenListing {
    /// `{ "a.b": { "$type": …, "$value": … }, … }` in token order.
    static func json(_ tokens: ResolvedTokens) -> String {
        var o = JSONObject()
        for t in tokens.tokens {
            var entry = JSONObject()
            entry["$type"] = .string(t.type.rawValue)
            entry["$value"] = t.value.canonicalJSON
            if let a = t.aliasOf { entry["aliasOf"] = .string(a.description) }
            o.members.append(JSONMember(key: t.path.description, value: .object(entry)))
        }
        return JSONWriter.string(.object(o)) + "\n"
    }

    /// `a.b  type  value` lines, names and values through `DisplayText` (no control character reaches the terminal).
    static func text(_ tokens: ResolvedTokens) -> String {
        var out = ""
        for t in tokens.tokens {
            out += DisplayText.escape("\(t.path)  \(t.type.rawValue)  \(JSONWriter.string(t.value.canonicalJSON, pretty: false))")
            if let a = t.aliasOf { out += "  (→ {\(DisplayText.escape(a.description))})" }
            out += "\n"
        }
        return out
    }
}
