/// Conversion between the 14 colour spaces of the DTCG Color module, with the CSS Color 4 maths.
extension ColorValue {
    /// The three components with `none` read as 0 (missing components, as CSS converts them).
    var resolvedComponents: ColorTriple {
        func at(_ i: Int) -> Double { i < components.count ? (components[i] ?? 0) : 0 }
        return ColorTriple(at(0), at(1), at(2))
    }

    /// The colour as CIE XYZ relative to D65, the hub of every conversion.
    package var xyzD65: ColorTriple { ColorValue.xyzD65(from: resolvedComponents, in: colorSpace) }

    /// Exact conversion between any of the 14 DTCG colour spaces (CSS Color 4 maths; `none` components
    /// treated as 0; hue-powerless rules as CSS: a polar result whose chroma, saturation or whiteness+blackness
    /// leaves the hue meaningless gets a `none` hue).
    ///
    /// Alpha is kept. The result has no `hex` fallback unless the space is unchanged (then `self` is returned).
    /// Out-of-gamut colours are not mapped: an RGB result may lie outside 0…1.
    public func converted(to space: ColorSpace) -> ColorValue {
        if space == colorSpace { return self }
        let c = resolvedComponents
        let out: [Double?]
        // Spaces that are forms of one another convert directly, without the XYZ round trip's rounding.
        switch (ColorValue.family(of: colorSpace), ColorValue.family(of: space)) {
        case (.srgb?, .srgb?):
            let rgb: ColorTriple
            switch colorSpace {
            case .hsl: rgb = ColorMath.hslToSRGB(c.x, c.y, c.z)
            case .hwb: rgb = ColorMath.hwbToSRGB(c.x, c.y, c.z)
            default: rgb = c
            }
            out = ColorValue.components(fromSRGB: rgb, in: space)
        case (.lab?, .lab?):
            let lab = colorSpace == .lch ? ColorMath.fromPolar(c.x, c.y, c.z) : c
            out = ColorValue.components(fromLab: lab, in: space)
        case (.oklab?, .oklab?):
            let lab = colorSpace == .oklch ? ColorMath.fromPolar(c.x, c.y, c.z) : c
            out = ColorValue.components(fromOKLab: lab, in: space)
        default:
            out = ColorValue.components(fromXYZD65: xyzD65, in: space)
        }
        return ColorValue(colorSpace: space, components: out, alpha: alpha)
    }

    /// Groups of spaces that are forms of one another.
    private enum Family {
        /// srgb, hsl, hwb.
        case srgb
        /// lab, lch.
        case lab
        /// oklab, oklch.
        case oklab
    }

    /// The family `space` belongs to, if any.
    private static func family(of space: ColorSpace) -> Family? {
        switch space {
        case .srgb, .hsl, .hwb: return .srgb
        case .lab, .lch: return .lab
        case .oklab, .oklch: return .oklab
        default: return nil
        }
    }

    /// srgb, hsl or hwb components of gamma-encoded sRGB `rgb`.
    private static func components(fromSRGB rgb: ColorTriple, in space: ColorSpace) -> [Double?] {
        switch space {
        case .hsl:
            let (h, s, l) = ColorMath.srgbToHSL(rgb)
            return [h, s, l]
        case .hwb:
            let (h, w, b) = ColorMath.srgbToHWB(rgb)
            return [h, w, b]
        default:
            return [rgb.x, rgb.y, rgb.z]
        }
    }

    /// lab or lch components of CIE Lab `lab`.
    private static func components(fromLab lab: ColorTriple, in space: ColorSpace) -> [Double?] {
        guard space == .lch else { return [lab.x, lab.y, lab.z] }
        let (l, c, h) = ColorMath.toPolar(lab, epsilon: 0.0015)
        return [l, c, h]
    }

    /// oklab or oklch components of OKLab `lab`.
    private static func components(fromOKLab lab: ColorTriple, in space: ColorSpace) -> [Double?] {
        guard space == .oklch else { return [lab.x, lab.y, lab.z] }
        let (l, c, h) = ColorMath.toPolar(lab, epsilon: 0.000004)
        return [l, c, h]
    }

    /// CIE XYZ-D65 of `c` read in `space`.
    package static func xyzD65(from c: ColorTriple, in space: ColorSpace) -> ColorTriple {
        switch space {
        case .srgb: return ColorMath.linSRGBToXYZ.apply(ColorMath.map(c, ColorMath.linearSRGB))
        case .srgbLinear: return ColorMath.linSRGBToXYZ.apply(c)
        case .hsl: return xyzD65(from: ColorMath.hslToSRGB(c.x, c.y, c.z), in: .srgb)
        case .hwb: return xyzD65(from: ColorMath.hwbToSRGB(c.x, c.y, c.z), in: .srgb)
        case .lab: return ColorMath.d50ToD65.apply(ColorMath.labToXYZD50(c))
        case .lch: return xyzD65(from: ColorMath.fromPolar(c.x, c.y, c.z), in: .lab)
        case .oklab: return ColorMath.okLabToXYZ(c)
        case .oklch: return ColorMath.okLabToXYZ(ColorMath.fromPolar(c.x, c.y, c.z))
        case .displayP3: return ColorMath.linP3ToXYZ.apply(ColorMath.map(c, ColorMath.linearSRGB))
        case .a98RGB: return ColorMath.linA98ToXYZ.apply(ColorMath.map(c, ColorMath.linearA98))
        case .prophotoRGB:
            return ColorMath.d50ToD65.apply(ColorMath.linProPhotoToXYZD50.apply(ColorMath.map(c, ColorMath.linearProPhoto)))
        case .rec2020: return ColorMath.lin2020ToXYZ.apply(ColorMath.map(c, ColorMath.linear2020))
        case .xyzD65: return c
        case .xyzD50: return ColorMath.d50ToD65.apply(c)
        }
    }

    /// The components, in `space`, of the colour whose XYZ-D65 is `xyz`.
    package static func components(fromXYZD65 xyz: ColorTriple, in space: ColorSpace) -> [Double?] {
        func array(_ t: ColorTriple) -> [Double?] { [t.x, t.y, t.z] }
        switch space {
        case .srgb: return array(ColorMath.map(ColorMath.xyzToLinSRGB.apply(xyz), ColorMath.gammaSRGB))
        case .srgbLinear: return array(ColorMath.xyzToLinSRGB.apply(xyz))
        case .hsl, .hwb: return components(fromSRGB: RGBGamut.srgb.encode(xyz), in: space)
        case .lab, .lch: return components(fromLab: ColorMath.xyzD50ToLab(ColorMath.d65ToD50.apply(xyz)), in: space)
        case .oklab, .oklch: return components(fromOKLab: ColorMath.xyzToOKLab(xyz), in: space)
        case .displayP3: return array(ColorMath.map(ColorMath.xyzToLinP3.apply(xyz), ColorMath.gammaSRGB))
        case .a98RGB: return array(ColorMath.map(ColorMath.xyzToLinA98.apply(xyz), ColorMath.gammaA98))
        case .prophotoRGB:
            return array(ColorMath.map(ColorMath.xyzD50ToLinProPhoto.apply(ColorMath.d65ToD50.apply(xyz)), ColorMath.gammaProPhoto))
        case .rec2020: return array(ColorMath.map(ColorMath.xyzToLin2020.apply(xyz), ColorMath.gamma2020))
        case .xyzD65: return array(xyz)
        case .xyzD50: return array(ColorMath.d65ToD50.apply(xyz))
        }
    }

    /// The colour in OKLab (none → 0).
    package var oklab: ColorTriple {
        if colorSpace == .oklch { let c = resolvedComponents; return ColorMath.fromPolar(c.x, c.y, c.z) }
        return colorSpace == .oklab ? resolvedComponents : ColorMath.xyzToOKLab(xyzD65)
    }

    /// The colour in CIE Lab, D50 (none → 0).
    package var lab: ColorTriple {
        if colorSpace == .lch { let c = resolvedComponents; return ColorMath.fromPolar(c.x, c.y, c.z) }
        return colorSpace == .lab ? resolvedComponents : ColorMath.xyzD50ToLab(ColorMath.d65ToD50.apply(xyzD65))
    }
}
