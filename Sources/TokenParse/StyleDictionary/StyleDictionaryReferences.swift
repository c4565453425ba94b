/// Style Dictionary references (`{color.base.red.value}`, `{color.base.red}`) as DTCG references.
package enum StyleDictionaryReferences {
    /// `s` with every `{…}` reference written without its trailing `.value` (a Style Dictionary token can have no
    /// child named `value`: that key holds its value, so the two forms name the same token).
    package static func rewrite(_ s: String) -> String {
        guard s.contains(".value}") else { return s }
        let suffix = Array(".value}".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            out.append(b)
            if b == UInt8(ascii: "}"), out.count >= suffix.count, Array(out[(out.count - suffix.count)...]) == suffix {
                out.removeLast(suffix.count)
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` with every string's references rewritten.
    package static func rewrite(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let s): return .string(rewrite(s))
        case .array(let a): return .array(a.map(rewrite))
        case .object(let o): return .object(JSONObject(o.members.map { JSONMember(key: $0.key, value: rewrite($0.value)) }))
        default: return value
        }
    }

    /// True when `s` is one whole reference (`{a.b}`).
    static func isWhole(_ s: String) -> Bool {
        guard s.hasPrefix("{"), s.hasSuffix("}") else { return false }
        return s.utf8.dropFirst().dropLast().allSatisfy { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "}") }
    }

    /// True when `s` holds a reference among other text (`"1px solid {color.border}"`).
    static func isInterpolated(_ s: String) -> Bool {
        s.contains("{") && s.contains("}") && !isWhole(s)
    }
}
