/// Joining strings into one allocation: every part's UTF-8 bytes copied once into a string made at its
/// final size. (`joined(separator:)` and `+` go through the generic string append, costly per part, and paths
/// and property names are joined for every token.)
package enum TextJoin {
    /// `prefix`, then `parts` joined with the ASCII byte `separator` between them (`nil`: nothing between them).
    /// An array, not a generic sequence: a generic function another target calls runs unspecialised.
    package static func join(_ parts: [String], separator: UInt8?, prefix: String = "") -> String {
        var total = prefix.utf8.count
        for p in parts { total += p.utf8.count }
        if separator != nil { total += max(0, parts.count - 1) }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            func copy(_ s: String) {
                var s = s
                s.withUTF8 { src in
                    guard let base = src.baseAddress, !src.isEmpty else { return }
                    (buffer.baseAddress! + at).update(from: base, count: src.count)
                    at += src.count
                }
            }
            copy(prefix)
            var first = true
            for p in parts {
                if !first, let separator {
                    buffer[at] = separator
                    at += 1
                }
                first = false
                copy(p)
            }
            return at
        }
    }
}
