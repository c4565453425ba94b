extension ReferenceSyntax {
    /// True when `value`, the `$value` of a non-standard `string` token, is text although a brace in it reads as a
    /// malformed reference: there only a string that is entirely `{…}` is an alias (and a malformed one, `{a..b}`,
    /// is still reported), so `"Hello {name}"` and `"{a.b"` are the token's text.
    package static func isStringText(_ value: JSONValue) -> Bool {
        guard case .string(let s) = value else { return false }
        return !(s.hasPrefix("{") && s.hasSuffix("}"))
    }
}
