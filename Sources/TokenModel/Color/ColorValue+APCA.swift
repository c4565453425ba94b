#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// APCA, the Accessible Perceptual Contrast Algorithm drafted for WCAG 3 (APCA-W3 0.0.98G-4g, the constants of
/// apca-w3 0.1.9). Unlike the WCAG 2 ratio it is polarity-aware: the text (or element) is the foreground, the
/// background is what it sits on, and the result Lc is signed: positive for dark text on a light background,
/// negative for light text on a dark one, 0 where the difference is too small to matter.
package enum APCA {
    // Screen luminance: a simple 2.4 power curve and the sRGB coefficients, as APCA defines them.
    static let mainTRC = 2.4
    static let redY = 0.2126729, greenY = 0.7151522, blueY = 0.0721750
    // Exponents for normal polarity (dark on light) and reverse polarity (light on dark).
    static let normalBackground = 0.56, normalText = 0.57
    static let reverseText = 0.62, reverseBackground = 0.65
    // The soft clamp of near-black, the smallest luminance difference, and the low-contrast clip and offsets.
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let minimumDeltaY = 0.0005
    package static let scale = 1.14, lowClip = 0.1, lowOffset = 0.027

    /// APCA's screen luminance Y of an opaque sRGB colour (components 0…1, gamut-mapped first).
    package static func screenLuminance(_ color: ColorValue) -> Double {
        let c = color.srgbComponents
        func channel(_ v: Double) -> Double { pow(min(max(v, 0), 1), mainTRC) }
        return redY * channel(c.red) + greenY * channel(c.green) + blueY * channel(c.blue)
    }

    /// Lc, the lightness contrast of `text` on `background` (both opaque: composite translucent colours first),
    /// unrounded, about −108…106. Report it to one decimal.
    package static func lightnessContrast(text: ColorValue, background: ColorValue) -> Double {
        lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
    }

    /// Lc from the two screen luminances.
    package static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        guard textY.isFinite, backgroundY.isFinite, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else { return 0 }
        func clamped(_ y: Double) -> Double { y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp) }
        let t = clamped(textY), b = clamped(backgroundY)
        guard abs(b - t) >= minimumDeltaY else { return 0 }
        if b > t {
            let sapc = (pow(b, normalBackground) - pow(t, normalText)) * scale
            return sapc < lowClip ? 0 : (sapc - lowOffset) * 100
        }
        let sapc = (pow(b, reverseBackground) - pow(t, reverseText)) * scale
        return sapc > -lowClip ? 0 : (sapc + lowOffset) * 100
    }
}

/// What an APCA-judged element is, after APCA's published use cases (the APCA Readability Criterion): each has a
/// minimum |Lc| and a preferred one.
public enum APCAUseCase: String, Sendable, Hashable, CaseIterable {
    /// Body text: columns and blocks of text read fluently (Lc 75; 90 preferred).
    case bodyText = "body-text"
    /// Large text: content text that is not body text, about 24px normal or 16px bold and up (Lc 60; 75 preferred).
    case largeText = "large-text"
    /// Non-text with fine detail: outline icons, focus rings, borders of controls (Lc 45; 60 preferred).
    case nonText = "non-text"
    /// Spot elements: placeholder and disabled text, copyright lines, solid icons (Lc 30; 45 preferred).
    case spot

    /// The minimum |Lc| (`preferred`: the level APCA recommends for comfortable reading).
    public func minimum(preferred: Bool = false) -> Double {
        let base: Double = switch self {
        case .bodyText: 75
        case .largeText: 60
        case .nonText: 45
        case .spot: 30
        }
        return preferred ? base + 15 : base
    }

    /// How messages name the use case.
    public var displayName: String {
        switch self {
        case .bodyText: return "body text"
        case .largeText: return "large text"
        case .nonText: return "non-text"
        case .spot: return "spot element"
        }
    }
}
