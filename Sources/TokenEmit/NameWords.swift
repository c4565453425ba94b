/// Splits token, group, brand and theme names into words, the common ground of every naming rule
/// (Swift `lowerCamelCase`, CSS `kebab-case`, file slugs).
///
/// A word is a run of ASCII letters and digits or of non-ASCII letters (and combining marks) that Swift
/// accepts in identifiers. Everything else — punctuation, spaces, emoji, symbols, invisible and
/// bidirectional control characters — separates words. Case changes split words too: `primaryTint` is
/// `primary`, `Tint`; `URLScheme` is `URL`, `Scheme`. A name with no word at all (`🎨`) is named after its
/// code points (`u1F3A8`), so it still gets a stable, valid name.
package enum NameWords {
    /// The words of `name`, never empty.
    package static func split(_ name: String) -> [String] {
        if let words = splitASCII(name) { return words }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        let scalars = Array(name.unicodeScalars)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for (i, s) in scalars.enumerated() {
            guard isWordScalar(s, first: current.isEmpty) else {
                flush()
                previous = nil
                continue
            }
            if let p = previous, !current.isEmpty, isUpper(s) {
                if isLower(p) || isDigit(p) {
                    flush()
                } else if isUpper(p), i + 1 < scalars.count, isLower(scalars[i + 1]) {
                    flush()
                }
            }
            current.append(s)
            previous = s
        }
        flush()
        if words.isEmpty { return [fallback(name)] }
        return words
    }

    /// `split` for an ASCII name, on its bytes (the common case; nil when `name` is not ASCII).
    private static func splitASCII(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { u -> [String]? in
            var words: [String] = []
            var start = -1  // where the current word starts, -1 between words
            func flush(_ end: Int) {
                if start >= 0 { words.append(String(decoding: UnsafeBufferPointer(rebasing: u[start..<end]), as: UTF8.self)) }
                start = -1
            }
            @inline(__always) func upper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
            @inline(__always) func lower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
            @inline(__always) func digit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
            for i in 0..<u.count {
                let b = u[i]
                if b >= 0x80 { return nil }
                guard upper(b) || lower(b) || digit(b) else { flush(i); continue }
                // Inside a word the previous byte is its last letter or digit.
                if start >= 0, upper(b) {
                    let p = u[i - 1]
                    if lower(p) || digit(p) || (upper(p) && i + 1 < u.count && lower(u[i + 1])) { flush(i) }
                }
                if start < 0 { start = i }
            }
            flush(u.count)
            return words.isEmpty ? [fallback(String(decoding: u, as: UTF8.self))] : words
        }
    }

    /// The name of a wordless name: `u` and the hex code points (`u1F3A8`), `empty` for "".
    package static func fallback(_ name: String) -> String {
        if name.isEmpty { return "empty" }
        var out = ""
        for s in name.unicodeScalars { out += "u" + String(s.value, radix: 16, uppercase: true) }
        return out
    }

    /// True for ASCII digits.
    @inline(__always) package static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

    /// True for upper-case letters.
    @inline(__always) package static func isUpper(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return s.value >= 0x41 && s.value <= 0x5A }
        return s.properties.isUppercase
    }

    /// True for lower-case letters.
    @inline(__always) static func isLower(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII { return s.value >= 0x61 && s.value <= 0x7A }
        return s.properties.isLowercase
    }

    /// True when `s` belongs in a word: ASCII letters and digits, non-ASCII letters inside Swift's
    /// identifier ranges, and (not first) combining marks.
    package static func isWordScalar(_ s: Unicode.Scalar, first: Bool) -> Bool {
        let v = s.value
        if v < 0x80 {
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
        }
        if SwiftIdentifierRanges.isCombining(v) { return !first }
        guard SwiftIdentifierRanges.isHead(v) else { return false }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        case .nonspacingMark, .spacingMark:
            return !first && s.properties.isAlphabetic
        default:
            return false
        }
    }
}

/// The Unicode ranges Swift's grammar allows in identifiers (The Swift Programming Language, Lexical
/// Structure), used to keep only scalars every Swift compiler accepts.
package enum SwiftIdentifierRanges {
    /// Ranges allowed anywhere in an identifier (beyond ASCII).
    private static let head: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]

    /// True when `v` may start a Swift identifier (non-ASCII part of the grammar).
    static func isHead(_ v: UInt32) -> Bool {
        for r in head where r.contains(v) { return true }
        return false
    }

    /// True for the combining ranges Swift allows after the first character only.
    static func isCombining(_ v: UInt32) -> Bool {
        (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE20...0xFE2F).contains(v)
    }
}
