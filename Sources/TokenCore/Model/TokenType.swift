/// The 13 token types of the DTCG Format module 2025.10.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    /// True for the composite types, whose values are objects (or arrays) of sub-values.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: return true
        default: return false
        }
    }

    public static func < (a: TokenType, b: TokenType) -> Bool { a.rawValue < b.rawValue }
}
