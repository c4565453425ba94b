/// An RGB gamut colours are mapped into for output.
package enum RGBGamut: Sendable {
    /// sRGB.
    case srgb
    /// Display P3 (sRGB transfer function, P3 primaries, D65).
    case displayP3

    /// Gamma-encoded components of an XYZ-D65 colour (unclamped).
    package func encode(_ xyz: ColorTriple) -> ColorTriple {
        switch self {
        case .srgb: return ColorMath.map(ColorMath.xyzToLinSRGB.apply(xyz), ColorMath.gammaSRGB)
        case .displayP3: return ColorMath.map(ColorMath.xyzToLinP3.apply(xyz), ColorMath.gammaSRGB)
        }
    }

    /// XYZ-D65 of gamma-encoded components.
    package func decode(_ rgb: ColorTriple) -> ColorTriple {
        switch self {
        case .srgb: return ColorMath.linSRGBToXYZ.apply(ColorMath.map(rgb, ColorMath.linearSRGB))
        case .displayP3: return ColorMath.linP3ToXYZ.apply(ColorMath.map(rgb, ColorMath.linearSRGB))
        }
    }
}

/// Gamut checks and CSS Color 4 gamut mapping to sRGB and display-p3.
extension ColorValue {
    /// How far outside 0…1 an RGB component may stray and still count as in gamut (absorbs rounding in
    /// authored values; the same tolerance colorjs uses).
    static let gamutEpsilon = 0.000075

    /// True when the colour lies inside sRGB (small epsilon).
    public var isInSRGBGamut: Bool {
        let c = resolvedComponents
        switch colorSpace {
        case .srgb: return ColorValue.inUnitCube(c)
        case .hsl: return ColorValue.inUnitCube(ColorMath.hslToSRGB(c.x, c.y, c.z))
        case .hwb: return ColorValue.inUnitCube(ColorMath.hwbToSRGB(c.x, c.y, c.z))
        default: return ColorValue.inUnitCube(RGBGamut.srgb.encode(xyzD65))
        }
    }

    /// True when the colour lies inside display-p3 (small epsilon).
    public var isInDisplayP3Gamut: Bool { ColorValue.inUnitCube(RGBGamut.displayP3.encode(xyzD65)) }

    /// sRGB components 0…1, gamut-mapped with the CSS Color 4 algorithm (OKLCH chroma reduction, JND 0.02)
    /// when out of gamut.
    public var srgbComponents: (red: Double, green: Double, blue: Double) {
        let direct = unmappedSRGB
        if ColorValue.inUnitCube(direct) {
            let t = ColorValue.clipped(direct)
            return (t.x, t.y, t.z)
        }
        let t = ColorValue.gamutMapped(oklab: oklab, xyz: xyzD65, into: .srgb)
        return (t.x, t.y, t.z)
    }

    /// Gamma-encoded sRGB components before any gamut mapping (outside 0…1 for colours beyond sRGB).
    var unmappedSRGB: ColorTriple {
        let c = resolvedComponents
        switch colorSpace {
        case .srgb: return c
        case .hsl: return ColorMath.hslToSRGB(c.x, c.y, c.z)
        case .hwb: return ColorMath.hwbToSRGB(c.x, c.y, c.z)
        default: return RGBGamut.srgb.encode(xyzD65)
        }
    }

    /// display-p3 components 0…1, gamut-mapped like `srgbComponents` (for `color(display-p3 …)` CSS output).
    public var displayP3Components: (red: Double, green: Double, blue: Double) {
        if colorSpace == .displayP3, ColorValue.inUnitCube(resolvedComponents) {
            let t = ColorValue.clipped(resolvedComponents)
            return (t.x, t.y, t.z)
        }
        let t = ColorValue.gamutMapped(oklab: oklab, xyz: xyzD65, into: .displayP3)
        return (t.x, t.y, t.z)
    }

    /// True when every component is within 0…1 give or take `gamutEpsilon`.
    static func inUnitCube(_ t: ColorTriple) -> Bool {
        let lo = -gamutEpsilon, hi = 1 + gamutEpsilon
        return t.x >= lo && t.x <= hi && t.y >= lo && t.y <= hi && t.z >= lo && t.z <= hi
    }

    /// Each component clamped to 0…1 (NaN to 0).
    package static func clipped(_ t: ColorTriple) -> ColorTriple {
        ColorTriple(unitClamped(t.x), unitClamped(t.y), unitClamped(t.z))
    }

    /// Halvings that take any finite chroma down to the search's epsilon (log2 of the largest double over
    /// 0.0001 is under 1040): the bound on the search, which finite input never reaches.
    static let maximumSearchSteps = 1100

    /// The CSS Color 4 gamut-mapping algorithm (§13.2): binary search on OKLCH chroma for the most
    /// chromatic colour whose clipped version is within JND 0.02 (ΔEOK) of it. Returns encoded components 0…1.
    /// Total: a colour with a NaN or infinite coordinate (which validation keeps out) is clipped instead, and the
    /// search stops after `maximumSearchSteps` whatever the arithmetic does.
    static func gamutMapped(oklab: ColorTriple, xyz: ColorTriple, into gamut: RGBGamut) -> ColorTriple {
        let l = oklab.x
        let chroma = (oklab.y * oklab.y + oklab.z * oklab.z).squareRoot()
        guard l.isFinite, chroma.isFinite else { return clipped(gamut.encode(xyz)) }
        if l >= 1 { return ColorTriple(1, 1, 1) }
        if l <= 0 { return ColorTriple(0, 0, 0) }
        let direct = gamut.encode(xyz)
        if inUnitCube(direct) { return clipped(direct) }

        let jnd = 0.02
        let epsilon = 0.0001
        let unitA = chroma == 0 ? 0 : oklab.y / chroma
        let unitB = chroma == 0 ? 0 : oklab.z / chroma
        func deltaEOK(_ a: ColorTriple, _ b: ColorTriple) -> Double {
            let d = a - b
            return (d * d).sum().squareRoot()
        }
        func clip(_ lab: ColorTriple) -> (rgb: ColorTriple, oklab: ColorTriple) {
            let c = clipped(gamut.encode(ColorMath.okLabToXYZ(lab)))
            return (c, ColorMath.xyzToOKLab(gamut.decode(c)))
        }

        var current = oklab
        var clippedNow = clip(current)
        if deltaEOK(clippedNow.oklab, current) < jnd { return clippedNow.rgb }
        var low = 0.0, high = chroma
        var lowInGamut = true
        var steps = 0
        while high - low > epsilon, steps < maximumSearchSteps {
            steps += 1
            let c = (low + high) / 2
            current = ColorTriple(l, c * unitA, c * unitB)
            if lowInGamut && inUnitCube(gamut.encode(ColorMath.okLabToXYZ(current))) {
                low = c
                continue
            }
            clippedNow = clip(current)
            let e = deltaEOK(clippedNow.oklab, current)
            if e < jnd {
                if jnd - e < epsilon { return clippedNow.rgb }
                lowInGamut = false
                low = c
            } else {
                high = c
            }
        }
        return clippedNow.rgb
    }
}
