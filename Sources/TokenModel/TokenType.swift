/// The 13 token types of the DTCG Format module 2025.10, and three non-standard ones real token sets use
/// (`string`, `boolean`, `edgeInsets`; a compatibility form, `non-standard-type`).
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
    /// Non-standard: a plain string (Terrazzo's `string`; Tokens Studio's `text` and `other`).
    case string
    /// Non-standard: `true` or `false` (Terrazzo's and Tokens Studio's `boolean`).
    case boolean
    /// Non-standard: 1 to 4 lengths for the four sides, a CSS shorthand (Tokens Studio's multi-value spacing,
    /// `"8px 16px"`), written as an array of dimensions.
    case edgeInsets

    /// True for the composite types, whose values are objects (or arrays) of sub-values.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: return true
        default: return false
        }
    }

    /// False for the non-standard types (`string`, `boolean`), which DTCG 2025.10 does not define.
    public var isStandard: Bool {
        switch self {
        case .string, .boolean, .edgeInsets: return false
        default: return true
        }
    }

    /// The types of DTCG 2025.10 (what messages about an unknown type list).
    public static let standard: [TokenType] = allCases.filter(\.isStandard)

    /// The non-standard type a `$type` name means, besides `string` and `boolean` themselves: Tokens Studio's
    /// `text` and `other`, whose values are free text. Nil for any other name.
    public init?(nonStandardAlias name: String) {
        switch name {
        case "text", "other": self = .string
        default: return nil
        }
    }

    /// Orders types by name.
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

    /// Every DTCG 2025.10 type by its lower-cased name (a near miss of a non-standard type stays unknown).
    private static let byLowercasedName: [String: TokenType] =
        Dictionary(uniqueKeysWithValues: standard.map { ($0.rawValue.lowercased(), $0) })
}
