/// One contrast pair a fixed colour must keep passing, with the colour being searched standing in for one (or more)
/// of its three colours.
package struct ContrastFixConstraint: Sendable {
    /// A colour of the pair: fixed, or the candidate.
    package enum Slot: Sendable {
        case fixed(ColorValue)
        case candidate
    }
    package var foreground: Slot
    package var background: Slot
    /// What a translucent background is composited over (itself over `fallback` when translucent).
    package var surface: Slot
    /// The default surface (white, black in dark themes) under a translucent surface.
    package var fallback: ColorValue
    package var requirement: ContrastRequirement

    package init(foreground: Slot, background: Slot, surface: Slot, fallback: ColorValue, requirement: ContrastRequirement) {
        self.foreground = foreground
        self.background = background
        self.surface = surface
        self.fallback = fallback
        self.requirement = requirement
    }

    /// True when the pair meets its requirement with `candidate` in the candidate's slots, measured as the
    /// contrast rule measures: translucent colours composited, WCAG 2 ratio and APCA Lc as the pair asks.
    package func passes(_ candidate: ColorValue) -> Bool {
        func color(_ s: Slot) -> ColorValue {
            switch s {
            case .fixed(let c): return c
            case .candidate: return candidate
            }
        }
        var background = color(self.background)
        if background.alpha < 1 {
            var under = color(surface)
            if under.alpha < 1 { under = under.composited(over: fallback) }
            background = background.composited(over: under)
        }
        var foreground = color(self.foreground)
        if foreground.alpha < 1 { foreground = foreground.composited(over: background) }
        let ratio = ColorValue.contrastRatio(foreground, background)
        let lc = requirement.algorithm.judgesLc ? APCA.lightnessContrast(text: foreground, background: background) : 0
        return requirement.isMet(ratio: ratio, lc: lc)
    }
}

/// The nearest colour that passes: a search in OKLCH that keeps the hue, moves lightness and then lowers chroma,
/// stays in sRGB, and keeps the colour nearest the original by CIEDE2000 among those that pass.
///
/// Each of `chromaLevels + 1` chromas (the original's, stepping down to grey) is tried at the original lightness
/// and at every lightness from 0 to 1 in `lightnessStep`s; each candidate is taken as the file will hold it
/// (`written`: e.g. rounded to 8-bit hex), so what is checked is what is written. At most
/// (chromaLevels + 1) × (1 / lightnessStep + 2) candidates are tried: bounded, and deterministic (ties keep the
/// first found: higher chroma, then darker).
package enum ContrastFixSearch {
    /// A colour found, and its distance from the original.
    package struct Found: Sendable {
        package var color: ColorValue
        package var deltaE: Double
    }

    /// Fine enough that the 8-bit rounding of the written colour, not the walk, decides the result.
    static let lightnessStep = 0.002
    static let chromaLevels = 16

    /// The colour nearest `original` (ΔE2000) that `passes` accepts once `written`, nil when none does.
    /// `coarse`: a quicker, rougher walk, for telling which pairs make a fix impossible.
    package static func nearest(to original: ColorValue, coarse: Bool = false, written: (ColorValue) -> ColorValue,
                        passes: (ColorValue) -> Bool) -> Found? {
        let oklab = original.oklab
        let polar = ColorMath.toPolar(oklab, epsilon: 0.000001)
        guard polar.0.isFinite, polar.1.isFinite else { return nil }
        let l0 = min(max(polar.0, 0), 1)
        let c0 = polar.1
        let hue = polar.2 ?? 0
        let levels = c0 > 0.000001 ? (coarse ? 4 : chromaLevels) : 0
        let step = coarse ? 0.01 : lightnessStep
        let count = Int((1 / step).rounded())
        var best: Found?
        for k in 0...levels {
            let chroma = levels == 0 ? 0 : c0 * Double(levels - k) / Double(levels)
            // The original lightness (a lower chroma alone may do), then the grid 0, step, 2·step … 1.
            for n in -1...count {
                let l = n < 0 ? l0 : Double(n) * step
                let candidate = ColorValue(colorSpace: .oklch, components: [l, chroma, hue], alpha: original.alpha)
                guard candidate.isInSRGBGamut else { continue }
                let color = written(candidate)
                // The distance first: it is cheaper than measuring every pair, and most candidates are farther.
                let d = original.deltaE2000(color)
                guard best == nil || d < best!.deltaE - 1e-9, passes(color) else { continue }
                best = Found(color: color, deltaE: d)
            }
        }
        return best
    }

    /// Which constraints make a fix impossible: one no colour meets alone, else the first two no colour meets
    /// together (empty when neither is found; then only all of them together conflict).
    package static func blocking(_ constraints: [ContrastFixConstraint], original: ColorValue, written: (ColorValue) -> ColorValue) -> [Int] {
        for i in constraints.indices where nearest(to: original, written: written, passes: constraints[i].passes) == nil {
            return [i]
        }
        // Pairs among the first few only: the work stays bounded on a colour with many pairs.
        let n = min(constraints.count, 12)
        for i in 0..<n {
            for j in (i + 1)..<max(n, i + 1) {
                let both: (ColorValue) -> Bool = { constraints[i].passes($0) && constraints[j].passes($0) }
                if nearest(to: original, coarse: true, written: written, passes: both) == nil { return [i, j] }
            }
        }
        return []
    }
}
