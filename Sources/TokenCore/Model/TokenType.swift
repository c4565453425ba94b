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

    /// The type `name` plainly means though it is not its name: another case (`"Color"`, `"FONTFAMILY"`), the
    /// British spelling (`"colour"`) or a plural (`"dimensions"`). Nil for anything else, and for `fontWeights`:
    /// a Tokens Studio type whose values (`"Semi bold"`) are not DTCG font weights.
    public init?(nearMiss name: String) {
        var key = name.lowercased()
        if key.hasPrefix("colour") { key = "color" + key.dropFirst("colour".count) }
        if let type = TokenType.byLowercasedName[key] {
            self = type
            return
        }
        guard key.hasSuffix("s"), let type = TokenType.byLowercasedName[String(key.dropLast())], type != .fontWeight else { return nil }
        self = type
    }

    /// Every type by its lower-cased name.
    private static let byLowercasedName: [String: TokenType] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })
}
