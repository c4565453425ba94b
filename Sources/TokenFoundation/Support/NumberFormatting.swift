/// Deterministic, locale-free number text shared by every emitter: the shortest form that reads back
/// as the same `Double`, without an exponent and without a trailing `.0` (`16`, `0.5`, `-0.125`).
public enum NumberText {
    /// `value` as text; non-finite values (rejected on reading, so never expected here) print as `0`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let shortest = value.description
        // Looked for in the UTF-8 bytes (the text is ASCII): walking `Character`s costs far more per digit.
        guard let e = shortest.utf8.firstIndex(where: { $0 == 0x65 || $0 == 0x45 }) else {
            let u = shortest.utf8
            return u.count > 2 && u[u.index(u.endIndex, offsetBy: -2)] == 0x2E && u.last == 0x30
                ? String(shortest.dropLast(2)) : shortest
        }
        // Expand d.ddde±x into plain decimal notation.
        let mantissa = shortest[..<e]
        guard let exponent = Int(shortest[shortest.index(after: e)...]) else { return shortest }
        let negative = mantissa.hasPrefix("-")
        let unsigned = negative ? mantissa.dropFirst() : mantissa[...]
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let intPart = String(parts[0])
        let fracPart = parts.count > 1 ? String(parts[1]) : ""
        var digits = intPart + fracPart
        var point = intPart.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: -point + 1) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        let i = digits.index(digits.startIndex, offsetBy: point)
        var whole = String(digits[..<i])
        var fraction = String(digits[i...])
        while fraction.hasSuffix("0") { fraction.removeLast() }
        while whole.count > 1 && whole.hasPrefix("0") { whole.removeFirst() }
        let body = fraction.isEmpty ? whole : whole + "." + fraction
        return negative ? "-" + body : body
    }

    /// `value` as a person reads it in a message: `format`'s plain digits, or an exponent (`1e+300`, `1e-320`)
    /// where plain digits would run past twenty places.
    public static func readable(_ value: Double) -> String {
        guard value.isFinite, value != 0, abs(value) >= 1e21 || abs(value) < 1e-6 else { return format(value) }
        return value.description
    }

    /// `value` rounded to `places` decimals, trailing zeros kept (`4.48`, `21.00`), never rounded up past
    /// what it is when `truncate` is set (contrast ratios are reported truncated, as WCAG requires).
    public static func fixed(_ value: Double, places: Int, truncate: Bool = false) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = truncate ? (value * scale + 1e-9).rounded(.towardZero) : (value * scale).rounded()
        // Past Int64 (and there a double has no fraction digits to round) the plain digits, padded with zeros.
        guard abs(scaled) < 9e18 else {
            let whole = format(value.rounded(.towardZero))
            return places > 0 ? whole + "." + String(repeating: "0", count: places) : whole
        }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        var digits = String(magnitude)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return negative && magnitude != 0 ? "-" + digits : digits
    }
}
