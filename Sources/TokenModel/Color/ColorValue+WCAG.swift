/// WCAG 2 relative luminance, contrast ratio and alpha compositing.
extension ColorValue {
    /// WCAG 2 relative luminance of the (gamut-mapped, opaque) sRGB colour: 0 for black, 1 for white,
    /// with the 0.04045 linearisation threshold. Alpha is ignored; composite translucent colours first.
    public var relativeLuminance: Double {
        let c = srgbComponents
        let linear = ColorMath.linearSRGB  // v ≤ 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055)^2.4
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The WCAG 2 contrast ratio (L1 + 0.05) / (L2 + 0.05), 1…21, symmetric, unrounded (report it truncated:
    /// `NumberText.fixed(_:places:truncate:)`). Alpha is ignored: composite translucent colours first.
    public static func contrastRatio(_ a: ColorValue, _ b: ColorValue) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// This colour painted over `background` with source-over alpha compositing in (gamut-mapped) sRGB.
    /// The result is an srgb colour with alpha `a + b·(1 − a)`; an opaque colour is returned in sRGB unchanged.
    public func composited(over background: ColorValue) -> ColorValue {
        let f = srgbComponents, b = background.srgbComponents
        let a = min(max(alpha, 0), 1), ba = min(max(background.alpha, 0), 1)
        let outA = a + ba * (1 - a)
        guard outA > 0 else { return ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0) }
        func mix(_ x: Double, _ y: Double) -> Double { (x * a + y * ba * (1 - a)) / outA }
        return ColorValue(colorSpace: .srgb, components: [mix(f.red, b.red), mix(f.green, b.green), mix(f.blue, b.blue)], alpha: outA)
    }
}
