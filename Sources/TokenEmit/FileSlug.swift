/// File-name-safe forms of brand and theme names, so generated paths are portable (no separators, no
/// case-only differences that a case-insensitive file system would merge).
package enum FileSlug {
    /// `Summit Brand` → `summit-brand`; `🎨` → `u1f3a8`. ASCII-only, lower case, `-`-separated.
    package static func make(_ name: String) -> String {
        var words: [String] = []
        for w in NameWords.split(name) {
            var ascii = ""
            for s in w.unicodeScalars {
                if s.isASCII { ascii.unicodeScalars.append(s) } else { ascii += "u" + String(s.value, radix: 16) }
            }
            words.append(ascii.lowercased())
        }
        return words.joined(separator: "-")
    }
}
