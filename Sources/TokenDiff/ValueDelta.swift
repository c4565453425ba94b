#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far a value moved, for the types where a distance means something.
package enum ValueDelta: Sendable, Hashable {
    /// CIEDE2000 colour difference (alpha ignored).
    case color(deltaE2000: Double)
    /// new − old; in the shared unit, or in px when one side is rem (at `remBase` px per rem).
    case dimension(DimensionValue)
    /// new − old; in the shared unit, or in ms when the units differ.
    case duration(DurationValue)
    /// new − old, for `number` and `fontWeight`.
    case number(Double)

    /// The delta from `old` to `new`, or nil when the values are of different types or have no distance (a
    /// difference past the largest double has none).
    package static func between(_ old: TokenValue, _ new: TokenValue, remBase: Double = 16) -> ValueDelta? {
        guard let delta = unchecked(old, new, remBase: remBase), delta.magnitude.isFinite else { return nil }
        return delta
    }

    /// The distance the delta measures (never negative; infinite or NaN when the subtraction overflowed).
    private var magnitude: Double {
        switch self {
        case .color(let e): return e
        case .dimension(let d): return abs(d.value)
        case .duration(let d): return abs(d.value)
        case .number(let n): return abs(n)
        }
    }

    /// `between` without the check that the delta is finite.
    private static func unchecked(_ old: TokenValue, _ new: TokenValue, remBase: Double) -> ValueDelta? {
        switch (old, new) {
        case (.color(let a), .color(let b)):
            return .color(deltaE2000: a.deltaE2000(b))
        case (.dimension(let a), .dimension(let b)):
            if a.unit == b.unit { return .dimension(DimensionValue(b.value - a.value, a.unit)) }
            guard let pa = a.absolutePixels(remBase: remBase), let pb = b.absolutePixels(remBase: remBase) else { return nil }
            return .dimension(DimensionValue(pb - pa, .px))
        case (.duration(let a), .duration(let b)):
            if a.unit == b.unit { return .duration(DurationValue(b.value - a.value, a.unit)) }
            return .duration(DurationValue((b.seconds - a.seconds) * 1000, .ms))
        case (.number(let a), .number(let b)), (.fontWeight(let a), .fontWeight(let b)):
            return .number(b - a)
        default:
            return nil
        }
    }

    /// `ΔE 5.21`, `+4px`, `−4px`, `+100ms`, `+0.5`: what reports print. ΔE has two decimals; other deltas are
    /// signed (U+2212 for minus) and keep the value's precision.
    package var text: String {
        switch self {
        case .color(let e): return "ΔE " + NumberText.fixed(e, places: 2)
        case .dimension(let d): return ValueDelta.signed(d.value) + d.unit.rawValue
        case .duration(let d): return ValueDelta.signed(d.value) + d.unit.rawValue
        case .number(let n): return ValueDelta.signed(n)
        }
    }

    /// The delta as a number rounded to 4 decimals (deterministic across platforms' last-bit differences).
    package var amount: Double {
        switch self {
        case .color(let e): return ValueDelta.rounded(e, places: 2)
        case .dimension(let d): return ValueDelta.rounded(d.value, places: 4)
        case .duration(let d): return ValueDelta.rounded(d.value, places: 4)
        case .number(let n): return ValueDelta.rounded(n, places: 4)
        }
    }

    /// `value` rounded to `places` decimals.
    package static func rounded(_ value: Double, places: Int) -> Double {
        Double(NumberText.fixed(value, places: places)) ?? value
    }

    /// `+4`, `−4`, `0`.
    package static func signed(_ value: Double) -> String {
        let v = rounded(value, places: 4)
        if v == 0 { return "0" }
        return (v > 0 ? "+" : "\u{2212}") + NumberText.format(abs(v))
    }
}
