/// The one loop behind every language's escaping (Swift, Kotlin, CSS and HTML text, workflow commands): each
/// says only what a scalar becomes, so none can drift from the others in how it walks the text.
package enum ScalarEscaping {
    /// `s` between two `quote`s, each scalar for which `replacement` gives text written as that text, the others
    /// kept as they are.
    @inlinable
    package static func escape(_ s: String, quote: String = "", _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = quote
        out.reserveCapacity(s.utf8.count + 2 * quote.utf8.count)
        for c in s.unicodeScalars {
            if let r = replacement(c) { out += r } else { out.unicodeScalars.append(c) }
        }
        out += quote
        return out
    }
}
