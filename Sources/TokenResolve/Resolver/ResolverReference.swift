/// What a reference object's `$ref` string designates, as the resolver reads it.
package enum ResolverReference: Sendable, Hashable {
    /// A node of the resolver document itself (`#/sets/base`).
    case local(JSONPointer)
    /// An external file relative to the resolver document (`base.json`, `base.json#/color`).
    case file(path: String, pointer: JSONPointer)
    /// A URI with a scheme (`https://…`): tokenc reads no remote or absolute URIs.
    case remote(String)
    /// Not a usable reference; `reason` completes "invalid reference: …".
    case invalid(reason: String)

    /// Reads a `$ref` string. The fragment is percent-decoded and read as a JSON pointer; a fragment
    /// without its leading `/` (`example.json#sets/MySet`, as the module's own example writes) is accepted.
    package static func parse(_ text: String) -> ResolverReference {
        if text.isEmpty { return .invalid(reason: "the reference is empty") }
        if hasScheme(text) { return .remote(text) }
        let path: Substring
        let fragment: Substring?
        if let hash = text.firstIndex(of: "#") {
            path = text[..<hash]
            fragment = text[text.index(after: hash)...]
        } else {
            path = text[...]
            fragment = nil
        }
        var pointer = JSONPointer.root
        if let fragment, !fragment.isEmpty {
            guard let decoded = percentDecoded(fragment) else {
                return .invalid(reason: "'\(text)' has a malformed percent-escape")
            }
            let pointerText = decoded.hasPrefix("/") ? decoded : "/" + decoded
            guard let p = JSONPointer(parsing: pointerText) else {
                return .invalid(reason: "'#\(fragment)' is not a JSON pointer (a '~' must be followed by 0 or 1)")
            }
            pointer = p
        }
        return path.isEmpty ? .local(pointer) : .file(path: String(path), pointer: pointer)
    }

    /// True when `text` starts with a URI scheme of two or more characters (`https:`, `file:`);
    /// a single letter is taken for a drive letter.
    private static func hasScheme(_ text: String) -> Bool {
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z": count += 1
            case "0"..."9", "+", "-", ".": if count == 0 { return false } else { count += 1 }
            case ":": return count >= 2
            default: return false
            }
        }
        return false
    }

    /// `text` with `%XX` escapes decoded as UTF-8, or nil when an escape is malformed.
    private static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == 0x25 {
                guard i + 2 < utf8.count, let hi = hexValue(utf8[i + 1]), let lo = hexValue(utf8[i + 2]) else { return nil }
                bytes.append(hi << 4 | lo)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of one hexadecimal digit.
    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }
}
