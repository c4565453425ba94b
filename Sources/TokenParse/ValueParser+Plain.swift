/// Readers of the non-standard plain types (`string`, `boolean`; a compatibility form, `non-standard-type`).
extension ValueParser.Reader {
    /// Reads a JSON string, kept as written (an empty string included).
    package mutating func string(_ json: JSONValue, at site: ValueParser.Site) -> String? {
        guard case .string(let s) = json else {
            error("expected a string, found \(ValueParser.describe(json))", at: site)
            return nil
        }
        return s
    }

    /// Reads `true` or `false`. The strings `"true"` and `"false"` are refused with a hint: a JSON boolean is
    /// written without quotes (Terrazzo refuses them too).
    package mutating func boolean(_ json: JSONValue, at site: ValueParser.Site) -> Bool? {
        guard case .bool(let b) = json else {
            if case .string(let s) = json, s == "true" || s == "false" {
                error("expected true or false, found the string \"\(s)\"; write \(s) without quotes", at: site)
            } else {
                error("expected true or false, found \(ValueParser.describe(json))", at: site)
            }
            return nil
        }
        return b
    }
}
