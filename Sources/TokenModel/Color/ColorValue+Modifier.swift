/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`), computed as sd-transforms computes
/// them with colorjs: lighten and darken move each channel (or the lightness) toward white or black by the
/// amount, mix interpolates toward another colour, alpha sets the opacity. The result is in the modifier's space.
public enum ColorModifierKind: String, Sendable, Hashable, CaseIterable {
    case lighten, darken, mix, alpha
}

/// The spaces a Tokens Studio colour modifier works in.
public enum ColorModifierSpace: String, Sendable, Hashable, CaseIterable {
    case srgb, hsl, lch, p3

    /// The DTCG colour space it is.
    public var colorSpace: ColorSpace {
        switch self {
        case .srgb: return .srgb
        case .hsl: return .hsl
        case .lch: return .lch
        case .p3: return .displayP3
        }
    }
}

extension ColorValue {
    /// This colour modified by `kind` with `amount` in `space` (`other`: the colour a mix moves toward), in
    /// `space`. The formulas are sd-transforms' (`lighten.ts`, `darken.ts`, `mix.ts`, `transparentize.ts`); the
    /// result is brought within the space's ranges as colorjs writes it (`inGamut`), so it is always a valid colour.
    public func modified(_ kind: ColorModifierKind, amount: Double, in space: ColorModifierSpace, toward other: ColorValue? = nil) -> ColorValue {
        unfittedModification(kind, amount: amount, in: space, toward: other).fitted(to: space)
    }

    /// `modified` before the result is brought within the space's ranges.
    private func unfittedModification(_ kind: ColorModifierKind, amount: Double, in space: ColorModifierSpace, toward other: ColorValue?) -> ColorValue {
        let target = space.colorSpace
        var c = converted(to: target)
        var comps = c.components
        func at(_ i: Int) -> Double { comps[i] ?? 0 }
        switch (kind, space) {
        case (.lighten, .srgb), (.lighten, .p3):
            for i in 0..<3 { comps[i] = Swift.min(1, at(i) + amount * (1 - at(i))) }
        case (.darken, .srgb), (.darken, .p3):
            for i in 0..<3 { comps[i] = Swift.max(0, at(i) - amount * at(i)) }
        case (.lighten, .hsl):
            comps[2] = Swift.min(100, at(2) + (100 - at(2)) * amount)
        case (.darken, .hsl):
            comps[2] = Swift.max(0, at(2) - at(2) * amount)
        case (.lighten, .lch):
            comps[1] = Swift.max(0, at(1) - amount * at(1))
            comps[0] = Swift.min(100, at(0) + (100 - at(0)) * amount)
        case (.darken, .lch):
            comps[1] = Swift.max(0, at(1) - amount * at(1))
            comps[0] = Swift.max(0, at(0) - at(0) * amount)
        case (.alpha, _):
            c.alpha = Swift.max(0, Swift.min(1, amount))
        case (.mix, _):
            guard let other else { break }
            return mixed(with: other, amount: Swift.max(0, Swift.min(1, amount)), in: target)
        }
        c.components = comps
        c.hex = nil
        return c
    }

    /// This colour (in `space`) within the ranges the space's components take: an sRGB, HSL or display-p3 colour
    /// outside its gamut gamut-mapped into it (CSS Color 4, as colorjs' `inGamut` output), an LCH lightness and
    /// chroma clamped and its hue normalized, alpha clamped to 0…1.
    func fitted(to space: ColorModifierSpace) -> ColorValue {
        var c = self
        c.alpha = alpha.isFinite ? ColorValue.unitClamped(alpha) : 1
        switch space {
        case .srgb, .hsl, .p3:
            let gamut: RGBGamut = space == .p3 ? .displayP3 : .srgb
            let rgb = space == .p3 ? resolvedComponents : unmappedSRGB
            if !ColorValue.inUnitCube(rgb) {
                let mapped = ColorValue.gamutMapped(oklab: oklab, xyz: xyzD65, into: gamut)
                let inGamut = ColorValue(colorSpace: space == .p3 ? .displayP3 : .srgb, components: [mapped.x, mapped.y, mapped.z], alpha: c.alpha)
                c = inGamut.converted(to: space.colorSpace)
            }
        case .lch:
            break
        }
        // Rounding may leave a component a hair outside its range: clamp each one (a hue is normalized).
        let ranges = space.colorSpace.componentRanges
        c.components = c.components.enumerated().map { i, v in
            guard let v, i < ranges.count else { return v }
            guard v.isFinite else { return 0 }
            switch ranges[i] {
            case .unit: return ColorValue.unitClamped(v)
            case .percentage: return Swift.min(100, Swift.max(0, v))
            case .hue: return ColorMath.normalizedHue(v)
            case .chroma(let limit): return Swift.min(limit, Swift.max(0, v))
            case .axis(let limit): return Swift.min(limit, Swift.max(-limit, v))
            }
        }
        c.hex = nil
        return c
    }

    /// colorjs' `mix`: each component interpolated in `space` from this colour (0) to `other` (1); a hue takes
    /// the shorter way round, and a missing (`none`) hue takes the other colour's.
    package func mixed(with other: ColorValue, amount p: Double, in space: ColorSpace) -> ColorValue {
        let a = converted(to: space), b = other.converted(to: space)
        var out: [Double?] = []
        for i in 0..<3 {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            guard let xv = x else { out.append(y); continue }
            guard let yv = y else { out.append(xv); continue }
            if i == space.hueIndex {
                var d = yv - xv
                if d > 180 { d -= 360 } else if d < -180 { d += 360 }
                out.append(ColorMath.normalizedHue(xv + d * p))
            } else {
                out.append(xv + (yv - xv) * p)
            }
        }
        return ColorValue(colorSpace: space, components: out, alpha: a.alpha + (b.alpha - a.alpha) * p)
    }
}
