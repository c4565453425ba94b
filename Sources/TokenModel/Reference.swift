/// A reference written inside a `$value`: a curly alias `{a.b.c}` or a `{"$ref": "#/a/b/$value/…"}` JSON Pointer.
public struct Reference: Sendable, Hashable {
    /// How it is written.
    public enum Form: Sendable, Hashable {
        case curly
        case pointer
        /// A curly reference inside a longer string (Tokens Studio: `"{size.unit} * 2"`): its target's value is
        /// put into the text, not in place of it.
        case embedded
    }

    /// Where inside the referring token's `$value` the reference stands (empty for a whole-value alias).
    public var position: JSONPointer
    /// The token referred to.
    public var target: TokenPath
    /// For a property-level `$ref` (`#/a/b/$value/components/0`), the pointer inside the target's value.
    public var targetMember: JSONPointer
    /// How the reference is written: a curly alias, a `$ref` pointer, or curly inside a longer string.
    public var form: Form
    /// The reference as written, for messages (`{a.b}` or `#/a/b/$value`).
    public var text: String

    /// True when the reference replaces the whole value.
    public var isWholeValue: Bool { position.tokens.isEmpty && form != .embedded }

    /// True for a reference outside `$value`: `position` then starts at `$extensions` (a Tokens Studio colour
    /// modifier's amount or colour).
    public var isInExtensions: Bool { position.tokens.first == "$extensions" }
}

/// Parses reference syntax. Invalid references come back as an error message.
package enum ReferenceSyntax {
    /// The outcome of looking at one JSON string or object.
    package enum Parsed: Sendable {
        case notAReference
        case reference(TokenPath, member: JSONPointer, form: Reference.Form, text: String)
        case malformed(String)
    }

    /// Looks at a string: `{a.b.c}` is a reference; a string with unbalanced braces is malformed.
    /// (Read over the string's contiguous UTF-8 bytes: every `$value` string of every token passes here.)
    package static func parse(string s: String) -> Parsed {
        var text = s
        return text.withUTF8 { b -> Parsed in
            let n = b.count
            guard n > 0 else { return .notAReference }
            let first = b[0], last = b[n - 1]
            // Fast path: no brace at all (most strings: font names, keywords).
            guard first == 0x7B || last == 0x7D || b.contains(where: { $0 == 0x7B || $0 == 0x7D }) else { return .notAReference }
            var malformed: Parsed { .malformed("malformed reference \"\(s)\": a reference is written {group.token} and must be the whole string") }
            guard first == 0x7B, last == 0x7D, n >= 2 else {
                return first == 0x7B || last == 0x7D ? malformed : .notAReference
            }
            var dots = 0
            for i in 1..<(n - 1) {
                let c = b[i]
                if c == 0x7B || c == 0x7D { return malformed }
                if c == 0x2E { dots += 1 }
            }
            // Sized once: growing the array name by name reallocated it two or three times a reference.
            var parts: [String] = []
            parts.reserveCapacity(dots + 1)
            var start = 1
            for i in 1..<(n - 1) where b[i] == 0x2E {
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))
                start = i + 1
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<(n - 1)]), as: UTF8.self))
            if parts.contains(where: { $0.isEmpty }) {
                return .malformed("malformed reference \"\(s)\": empty name in the path")
            }
            return .reference(TokenPath(parts), member: .root, form: .curly, text: s)
        }
    }

    /// Parses a `$ref` pointer string (`#/a/b/$value/x`). Only same-document pointers are supported in values.
    package static func parse(pointer s: String) -> Parsed {
        guard s.hasPrefix("#") else {
            return .malformed("\"$ref\": \"\(s)\" points into another document; in token values only same-document pointers (\"#/…\") are supported")
        }
        guard let pointer = JSONPointer(parsing: String(s.dropFirst())) else {
            return .malformed("\"$ref\": \"\(s)\" is not a valid JSON Pointer (RFC 6901)")
        }
        guard !pointer.tokens.isEmpty else {
            return .malformed("\"$ref\": \"\(s)\" points at the whole document, not a token")
        }
        if let v = pointer.tokens.firstIndex(of: "$value") {
            let path = Array(pointer.tokens[..<v])
            guard !path.isEmpty else { return .malformed("\"$ref\": \"\(s)\" does not name a token") }
            return .reference(TokenPath(path), member: JSONPointer(Array(pointer.tokens[(v + 1)...])), form: .pointer, text: s)
        }
        if let bad = pointer.tokens.first(where: { $0.hasPrefix("$") && $0 != "$root" }) {
            return .malformed("\"$ref\": \"\(s)\" points at \"\(bad)\", which is not a token value")
        }
        return .reference(TokenPath(pointer.tokens), member: .root, form: .pointer, text: s)
    }

    /// Every reference inside a raw `$value`, plus the malformed ones (position and message).
    package static func references(in value: JSONValue) -> (refs: [Reference], malformed: [(JSONPointer, String)]) {
        var refs: [Reference] = []
        var malformed: [(JSONPointer, String)] = []
        sites(in: value, string: { s, at in
            switch parse(string: s) {
            case .notAReference: break
            case .reference(let p, let m, let f, let t):
                refs.append(Reference(position: JSONPointer(at), target: p, targetMember: m, form: f, text: t))
            case .malformed(let msg): malformed.append((JSONPointer(at), msg))
            }
        }, ref: { _, r, at in
            guard case .string(let s) = r else {
                malformed.append((JSONPointer(at + ["$ref"]), "\"$ref\" must be a string, not \(r.kindName)"))
                return
            }
            switch parse(pointer: s) {
            case .notAReference: break
            case .reference(let p, let m, let f, let t):
                refs.append(Reference(position: JSONPointer(at), target: p, targetMember: m, form: f, text: t))
            case .malformed(let msg): malformed.append((JSONPointer(at + ["$ref"]), msg))
            }
        })
        return (refs, malformed)
    }

    /// Where references can be in `value`: every string, and every `{"$ref": …}` object (not walked into), each
    /// with the path to it. The one walk the DTCG and the Tokens Studio readings share.
    static func sites(in value: JSONValue, string: (String, [String]) -> Void,
                      ref: (_ object: JSONValue, _ target: JSONValue, _ at: [String]) -> Void) {
        func visit(_ v: JSONValue, _ at: [String]) {
            switch v {
            case .string(let s): string(s, at)
            case .object(let o):
                if let r = o["$ref"] { return ref(v, r, at) }
                for m in o.members { visit(m.value, at + [m.key]) }
            case .array(let a):
                for (i, e) in a.enumerated() { visit(e, at + [String(i)]) }
            default: break
            }
        }
        visit(value, [])
    }

    /// Quick check used on the fast path: could `value` hold a reference at all?
    package static func mayContainReference(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let s): return s.utf8.contains(0x7B) || s.utf8.contains(0x7D)
        case .object(let o): return o["$ref"] != nil || o.members.contains { mayContainReference($0.value) }
        case .array(let a): return a.contains { mayContainReference($0) }
        default: return false
        }
    }
}
