/// Tokens Studio lets a token hold child tokens beside its value (`"primary": {"value": "#f00", "light": {…}}`),
/// which DTCG 2025.10 forbids (a token cannot contain tokens or groups). Both are read: the token becomes its
/// group's `$root` token (same name in every output; `{primary}` in a Tokens Studio file still names it) and the
/// children its group's members, with a `token-with-children` warning at the first child.
extension TokensStudioTree {
    /// Token `members` (already in DTCG form) at `path`: the token itself when it has no child objects, else a
    /// group holding it as `$root` and its children read as groups of tokens (inheriting `inherited`).
    mutating func separatingChildren(_ members: [JSONMember], pointer: JSONPointer, path: TokenPath,
                                     inherited: TokensStudioType?) -> JSONValue {
        let isChild = { (m: JSONMember) -> Bool in
            if m.key.hasPrefix("$") { return false }
            if case .object = m.value { return true }
            return false
        }
        guard let first = members.first(where: isChild) else { return .object(JSONObject(members)) }
        values.diagnostics.append(Diagnostic(
            .tokenWithChildren, severity: .warning,
            "token \"\(path)\" has a value and also a child \"\(first.key)\"; DTCG 2025.10 forbids a token containing tokens "
                + "or groups (Tokens Studio allows it): both are read, the token as the group's $root token",
            at: SourceLocation(file: values.file, pointer: pointer.appending(first.key), part: .key), token: path.description))
        var out: [JSONMember] = [JSONMember(key: "$root", value: .object(JSONObject(members.filter { !isChild($0) })))]
        for m in members where isChild(m) {
            let wrapped: JSONValue = .object(JSONObject([JSONMember(key: m.key, value: m.value)]))
            // Each child is read as the group walk reads a member (a token in either key syntax, or a group).
            if case .object(let o) = group(wrapped, pointer: pointer, path: path, inherited: inherited), let v = o[m.key] {
                out.append(JSONMember(key: m.key, value: v))
            }
        }
        return .object(JSONObject(out))
    }
}
