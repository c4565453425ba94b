/// Swift identifiers from token, group, brand and theme names.
///
/// `button.primary-tint.default` → members `button`, `primaryTint`, `` `default` ``. Leading digits get a
/// `_` (`100` → `_100`), keywords are written in backticks, a handful of names that even backticks do not
/// make safe everywhere (`self`, `Type`, `init`, …) get a trailing `_`, and only Unicode letters Swift
/// accepts survive (see `NameWords`).
package enum SwiftIdentifier {
    /// The `lowerCamelCase` identifier for a member (without backticks; see `escaped`).
    /// `reserved` names (members the generated type already has) get a trailing `_`.
    package static func lowerCamel(_ name: String, reserved: Set<String> = []) -> String {
        let words = NameWords.split(name)
        var id = words[0].lowercased()
        for w in words.dropFirst() { id += capitalized(w) }
        return finish(id, reserved: reserved)
    }

    /// True when `name`'s identifier would start with a digit (`500`, `2xl`, `-1`): such a member is joined to
    /// its parent group's name one level up (`color.blue.500` → `color.blue500`), see `SwiftLowering`.
    package static func startsWithDigit(_ name: String) -> Bool {
        guard let f = NameWords.split(name)[0].unicodeScalars.first else { return false }
        return NameWords.isDigit(f)
    }

    /// The member names a token path is read through in Swift: every component after the first that starts with a
    /// digit is joined to the one before it (`color.blue.500` → `color`, `blue500`; `space.2.x` → `space2`, `x`).
    /// A first component starting with a digit has nothing to join and keeps the `_` (`100` → `_100`).
    package static func memberPath(_ components: [String]) -> [String] {
        var raw: [String] = []
        for (i, c) in components.enumerated() {
            if i > 0, startsWithDigit(c) { raw[raw.count - 1] += "-" + c } else { raw.append(c) }
        }
        return raw.enumerated().map { lowerCamel($0.element, reserved: $0.offset == 0 ? namespaceMembers : []) }
    }

    /// Members the namespace enum declares itself; a top-level group or token of that name gets a trailing `_`, so
    /// its static shortcut (`DesignTokens.color`) does not clash with them.
    package static let namespaceMembers: Set<String> = ["brands", "brandNames", "current", "defaultBrand", "use"]

    /// The `UpperCamelCase` identifier for a type (without backticks).
    package static func upperCamel(_ name: String, reserved: Set<String> = []) -> String {
        finish(upperCamelWords(NameWords.split(name)), reserved: reserved)
    }

    /// The words joined in `UpperCamelCase`, with no checks.
    package static func upperCamelWords(_ words: [String]) -> String {
        var id = ""
        for w in words { id += capitalized(w) }
        return id
    }

    /// `w` with its first character upper-cased.
    package static func capitalized(_ w: String) -> String {
        // An ASCII first letter: only its byte changes (combining marks after it keep their place either way).
        if let f = w.utf8.first, f < 0x80 {
            guard f >= 0x61 && f <= 0x7A else { return w }
            var bytes = Array(w.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = w.first else { return w }
        return first.uppercased() + w.dropFirst()
    }

    /// Makes `id` valid: drops scalars case mapping may have introduced that Swift rejects, prefixes `_`
    /// when it does not start with a letter, and suffixes `_` for unsafe and reserved names.
    private static func finish(_ raw: String, reserved: Set<String>) -> String {
        var out: String
        if SwiftText.allBytes(raw, { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }) {
            out = raw  // ASCII letters, digits and `_`: every scalar is kept
        } else {
            var id = String.UnicodeScalarView()
            for s in raw.unicodeScalars where NameWords.isWordScalar(s, first: id.isEmpty) || s == "_" { id.append(s) }
            out = String(id)
        }
        if let f = out.unicodeScalars.first, !(NameWords.isUpper(f) || NameWords.isLower(f) || startsAsLetter(f)) {
            out = "_" + out
        }
        if out.isEmpty { out = "_" }
        if alwaysSuffixed.contains(out) || reserved.contains(out) { out += "_" }
        return out
    }

    /// True for non-ASCII letters without case (`色`), which may start an identifier.
    private static func startsAsLetter(_ s: Unicode.Scalar) -> Bool {
        guard !s.isASCII else { return false }
        switch s.properties.generalCategory {
        case .otherLetter, .modifierLetter, .titlecaseLetter, .uppercaseLetter, .lowercaseLetter: return true
        default: return false
        }
    }

    /// The identifier as written in source: in backticks when it is a keyword.
    package static func escaped(_ id: String) -> String {
        keywords.contains(id) ? "`" + id + "`" : id
    }

    /// The identifier as an argument label in a call: labels need backticks only for `inout`, `var`, `let`
    /// (Swift warns about any other escaped keyword there).
    package static func label(_ id: String) -> String {
        id == "inout" || id == "var" || id == "let" ? "`" + id + "`" : id
    }

    /// Names that are awkward even in backticks (metatype `.Type`, `self.self`, initialisers).
    static let alwaysSuffixed: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]

    /// Swift keywords and contextual keywords, which are written in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "associativity", "convenience", "didSet",
        "dynamic", "final", "get", "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating",
        "optional", "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "some",
        "Type", "unowned", "weak", "willSet", "any", "actor", "async", "consume", "copy", "discard", "each",
        "macro", "isolated", "sending", "_",
    ]
}
