/// What each colour space's three components mean and which values the Color module allows for them.
extension ColorSpace {
    /// The range a component may take. The Color module (2025.10) leaves Lab/OKLab a and b and LCH/OKLCH chroma
    /// without an upper bound; tokenc bounds them (`cieLimit`, `okLimit`) far beyond any colour a display or the
    /// XYZ unit cube holds, so that every conversion of an accepted colour stays finite.
    public enum ComponentRange: Sendable, Hashable {
        /// 0…1 (RGB channels, XYZ, OKLab lightness).
        case unit
        /// 0…100 (HSL/HWB percentages, CIE lightness).
        case percentage
        /// 0 up to but not including 360 degrees.
        case hue
        /// 0 up to `limit` (LCH and OKLCH chroma).
        case chroma(limit: Double)
        /// −`limit`…`limit` (Lab and OKLab a and b).
        case axis(limit: Double)

        /// The bound of CIE Lab a and b and LCH chroma (CSS takes 125 and 150 as 100 %; every colour of the
        /// XYZ unit cube stays within 540).
        public static let cieLimit = 1000.0
        /// The bound of OKLab a and b and OKLCH chroma (CSS takes 0.4 as 100 %; every colour of the XYZ unit
        /// cube stays within 1.9).
        public static let okLimit = 10.0

        /// True when `v` lies in the range (never for NaN).
        public func contains(_ v: Double) -> Bool {
            switch self {
            case .unit: return v >= 0 && v <= 1
            case .percentage: return v >= 0 && v <= 100
            case .hue: return v >= 0 && v < 360
            case .chroma(let limit): return v >= 0 && v <= limit
            case .axis(let limit): return v >= -limit && v <= limit
            }
        }

        /// The range in words, for messages ("between 0 and 1").
        public var phrase: String {
            switch self {
            case .unit: return "between 0 and 1"
            case .percentage: return "between 0 and 100"
            case .hue: return "at least 0 and less than 360"
            case .chroma(let limit): return "between 0 and \(NumberText.format(limit))"
            case .axis(let limit): return "between -\(NumberText.format(limit)) and \(NumberText.format(limit))"
            }
        }
    }

    /// The names of the three components, in order (`red`, `green`, `blue` for srgb).
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return ["red", "green", "blue"]
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        case .hsl: return ["hue", "saturation", "lightness"]
        case .hwb: return ["hue", "whiteness", "blackness"]
        case .lab, .oklab: return ["lightness", "a", "b"]
        case .lch, .oklch: return ["lightness", "chroma", "hue"]
        }
    }

    /// The allowed range of each component, in order: the Color module's, with its unbounded ones bounded.
    public var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: return [.unit, .unit, .unit]
        case .hsl, .hwb: return [.hue, .percentage, .percentage]
        case .lab: return [.percentage, .axis(limit: ComponentRange.cieLimit), .axis(limit: ComponentRange.cieLimit)]
        case .lch: return [.percentage, .chroma(limit: ComponentRange.cieLimit), .hue]
        case .oklab: return [.unit, .axis(limit: ComponentRange.okLimit), .axis(limit: ComponentRange.okLimit)]
        case .oklch: return [.unit, .chroma(limit: ComponentRange.okLimit), .hue]
        }
    }

    /// The index of the hue component in polar spaces (hsl, hwb, lch, oklch), nil otherwise.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: return 0
        case .lch, .oklch: return 2
        default: return nil
        }
    }
}
