/// What each colour space's three components mean and which values the Color module allows for them.
extension ColorSpace {
    /// The range the DTCG Color module (2025.10) gives a component.
    public enum ComponentRange: Sendable, Hashable {
        /// 0…1 (RGB channels, XYZ, OKLab lightness).
        case unit
        /// 0…100 (HSL/HWB percentages, CIE lightness).
        case percentage
        /// 0 up to but not including 360 degrees.
        case hue
        /// 0 or more.
        case chroma
        /// Any number (Lab/OKLab a and b).
        case unbounded

        /// True when `v` lies in the range.
        public func contains(_ v: Double) -> Bool {
            switch self {
            case .unit: return v >= 0 && v <= 1
            case .percentage: return v >= 0 && v <= 100
            case .hue: return v >= 0 && v < 360
            case .chroma: return v >= 0
            case .unbounded: return v.isFinite
            }
        }

        /// The range in words, for messages ("between 0 and 1").
        public var phrase: String {
            switch self {
            case .unit: return "between 0 and 1"
            case .percentage: return "between 0 and 100"
            case .hue: return "at least 0 and less than 360"
            case .chroma: return "0 or more"
            case .unbounded: return "a finite number"
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

    /// The allowed range of each component, in order, as the Color module's schema gives them.
    public var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: return [.unit, .unit, .unit]
        case .hsl, .hwb: return [.hue, .percentage, .percentage]
        case .lab: return [.percentage, .unbounded, .unbounded]
        case .lch: return [.percentage, .chroma, .hue]
        case .oklab: return [.unit, .unbounded, .unbounded]
        case .oklch: return [.unit, .chroma, .hue]
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
