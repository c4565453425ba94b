/// A `string` token whose text is the value as written, to be written unquoted where an output can
/// (`--x: 28em`): a Style Dictionary token whose type cannot be told, marked by
/// `$extensions["org.tokenc"].literal: true`, which `tokenc migrate` keeps in the DTCG file.
package enum LiteralToken {
    /// The `$extensions` key the mark is under.
    package static let extensionKey = "org.tokenc"
    /// The member of that object that marks a literal.
    package static let member = "literal"

    /// True when `extensions` marks the token literal.
    package static func isMarked(_ extensions: JSONValue?) -> Bool {
        extensions?.objectValue?[extensionKey]?.objectValue?[member] == .bool(true)
    }

    /// `extensions` with the mark added (other members kept).
    package static func marking(_ extensions: JSONValue?) -> JSONValue {
        var out = extensions?.objectValue ?? JSONObject()
        var tokenc = out[extensionKey]?.objectValue ?? JSONObject()
        tokenc[member] = .bool(true)
        out[extensionKey] = .object(tokenc)
        return .object(out)
    }
}
