/// A resolved value as the text a Tokens Studio expression holds in place of a reference to it.
extension TokenValue {
    /// The value written into an expression (`4px`, `1.5rem`, `700`, `200ms`, a string's text, a colour's
    /// `#rrggbb[aa]`), or nil for a value that has no such text (a composite).
    public var expressionText: String? {
        switch self {
        case .number(let n), .fontWeight(let n): return NumberText.format(n)
        case .dimension(let d): return NumberText.format(d.value) + d.unit.rawValue
        case .duration(let d): return NumberText.format(d.value) + d.unit.rawValue
        case .string(let s): return s
        case .color(let c): return c.hexString
        default: return nil
        }
    }
}
