#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The maths of CSS Color 4 (its sample code, `conversions.js`): matrices, transfer functions, and each
/// space's way to and from CIE XYZ relative to D65, the hub every conversion passes through.
package enum ColorMath {
    // MARK: White points

    /// D50 reference white, from 4-figure CIE x,y chromaticities.
    package static let d50 = ColorTriple(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
    /// D65 reference white, from 4-figure CIE x,y chromaticities.
    package static let d65 = ColorTriple(0.3127 / 0.3290, 1.0, (1.0 - 0.3127 - 0.3290) / 0.3290)

    // MARK: Matrices

    /// Linear sRGB → XYZ-D65.
    static let linSRGBToXYZ = ColorMatrix(
        ColorTriple(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        ColorTriple(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        ColorTriple(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))
    /// XYZ-D65 → linear sRGB.
    static let xyzToLinSRGB = ColorMatrix(
        ColorTriple(12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        ColorTriple(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        ColorTriple(705.0 / 12673, -2585.0 / 12673, 705.0 / 667))
    /// Linear display-p3 → XYZ-D65.
    static let linP3ToXYZ = ColorMatrix(
        ColorTriple(608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        ColorTriple(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        ColorTriple(0, 32229.0 / 714400, 5220557.0 / 5000800))
    /// XYZ-D65 → linear display-p3.
    static let xyzToLinP3 = ColorMatrix(
        ColorTriple(446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        ColorTriple(-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        ColorTriple(11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415))
    /// Linear prophoto-rgb → XYZ-D50.
    static let linProPhotoToXYZD50 = ColorMatrix(
        ColorTriple(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        ColorTriple(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        ColorTriple(0, 0, 0.82510460251046020))
    /// XYZ-D50 → linear prophoto-rgb.
    static let xyzD50ToLinProPhoto = ColorMatrix(
        ColorTriple(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
        ColorTriple(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
        ColorTriple(0, 0, 1.21196754563894520))
    /// Linear a98-rgb → XYZ-D65.
    static let linA98ToXYZ = ColorMatrix(
        ColorTriple(573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        ColorTriple(591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        ColorTriple(53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835))
    /// XYZ-D65 → linear a98-rgb.
    static let xyzToLinA98 = ColorMatrix(
        ColorTriple(1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150),
        ColorTriple(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        ColorTriple(16779.0 / 1248040, -147721.0 / 1248040, 1266979.0 / 1248040))
    /// Linear rec2020 → XYZ-D65.
    static let lin2020ToXYZ = ColorMatrix(
        ColorTriple(63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        ColorTriple(26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        ColorTriple(0, 19567812.0 / 697040785, 295819943.0 / 278816314))
    /// XYZ-D65 → linear rec2020.
    static let xyzToLin2020 = ColorMatrix(
        ColorTriple(30757411.0 / 17917100, -6372589.0 / 17917100, -4539589.0 / 17917100),
        ColorTriple(-19765991.0 / 29648200, 47925759.0 / 29648200, 467509.0 / 29648200),
        ColorTriple(792561.0 / 44930125, -1921689.0 / 44930125, 42328811.0 / 44930125))
    /// Bradford chromatic adaptation D65 → D50.
    static let d65ToD50 = ColorMatrix(
        ColorTriple(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        ColorTriple(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        ColorTriple(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
    /// Bradford chromatic adaptation D50 → D65.
    static let d50ToD65 = ColorMatrix(
        ColorTriple(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        ColorTriple(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        ColorTriple(0.012314014864481998, -0.020507649298898964, 1.330365926242124))
    /// XYZ-D65 → OKLab's LMS cone space.
    static let xyzToLMS = ColorMatrix(
        ColorTriple(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        ColorTriple(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        ColorTriple(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    /// Non-linear LMS → OKLab.
    static let lmsToOKLab = ColorMatrix(
        ColorTriple(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        ColorTriple(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        ColorTriple(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    /// LMS → XYZ-D65.
    static let lmsToXYZ = ColorMatrix(
        ColorTriple(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        ColorTriple(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        ColorTriple(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    /// OKLab → non-linear LMS.
    static let okLabToLMS = ColorMatrix(
        ColorTriple(1.0, 0.3963377773761749, 0.2158037573099136),
        ColorTriple(1.0, -0.1055613458156586, -0.0638541728258133),
        ColorTriple(1.0, -0.0894841775298119, -1.2914855480194092))

    // MARK: Transfer functions (extended to negative values by reflection, as CSS does)

    /// sRGB (and display-p3) gamma-encoded → linear light.
    static func linearSRGB(_ v: Double) -> Double {
        let a = abs(v)
        if a <= 0.04045 { return v / 12.92 }
        return (v < 0 ? -1 : 1) * pow((a + 0.055) / 1.055, 2.4)
    }
    /// sRGB (and display-p3) linear light → gamma-encoded.
    static func gammaSRGB(_ v: Double) -> Double {
        let a = abs(v)
        if a > 0.0031308 { return (v < 0 ? -1 : 1) * (1.055 * pow(a, 1 / 2.4) - 0.055) }
        return 12.92 * v
    }
    /// prophoto-rgb encoded → linear.
    static func linearProPhoto(_ v: Double) -> Double {
        let a = abs(v)
        if a <= 16.0 / 512 { return v / 16 }
        return (v < 0 ? -1 : 1) * pow(a, 1.8)
    }
    /// prophoto-rgb linear → encoded.
    static func gammaProPhoto(_ v: Double) -> Double {
        let a = abs(v)
        if a >= 1.0 / 512 { return (v < 0 ? -1 : 1) * pow(a, 1 / 1.8) }
        return 16 * v
    }
    /// a98-rgb encoded → linear.
    static func linearA98(_ v: Double) -> Double { (v < 0 ? -1 : 1) * pow(abs(v), 563.0 / 256) }
    /// a98-rgb linear → encoded.
    static func gammaA98(_ v: Double) -> Double { (v < 0 ? -1 : 1) * pow(abs(v), 256.0 / 563) }
    /// rec2020 α constant (ITU-R BT.2020-2).
    static let rec2020Alpha = 1.09929682680944
    /// rec2020 β constant (ITU-R BT.2020-2).
    static let rec2020Beta = 0.018053968510807
    /// rec2020 encoded → linear.
    static func linear2020(_ v: Double) -> Double {
        let a = abs(v)
        if a < rec2020Beta * 4.5 { return v / 4.5 }
        return (v < 0 ? -1 : 1) * pow((a + rec2020Alpha - 1) / rec2020Alpha, 1 / 0.45)
    }
    /// rec2020 linear → encoded.
    static func gamma2020(_ v: Double) -> Double {
        let a = abs(v)
        if a > rec2020Beta { return (v < 0 ? -1 : 1) * (rec2020Alpha * pow(a, 0.45) - (rec2020Alpha - 1)) }
        return 4.5 * v
    }

    /// Applies `f` to each coordinate.
    package static func map(_ v: ColorTriple, _ f: (Double) -> Double) -> ColorTriple {
        ColorTriple(f(v.x), f(v.y), f(v.z))
    }

    // MARK: Lab / LCH / OKLab / OKLCH

    /// CIE κ = 29³/3³.
    static let kappa = 24389.0 / 27
    /// CIE ε = 6³/29³.
    package static let epsilon = 216.0 / 24389

    /// XYZ-D50 → CIE Lab.
    static func xyzD50ToLab(_ xyz: ColorTriple) -> ColorTriple {
        let scaled = xyz / d50
        let f = map(scaled) { $0 > epsilon ? cbrt($0) : (kappa * $0 + 16) / 116 }
        return ColorTriple(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }
    /// CIE Lab → XYZ-D50.
    static func labToXYZD50(_ lab: ColorTriple) -> ColorTriple {
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? pow((lab.x + 16) / 116, 3) : lab.x / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return ColorTriple(x, y, z) * d50
    }
    /// XYZ-D65 → OKLab.
    static func xyzToOKLab(_ xyz: ColorTriple) -> ColorTriple {
        lmsToOKLab.apply(map(xyzToLMS.apply(xyz)) { cbrt($0) })
    }
    /// OKLab → XYZ-D65.
    static func okLabToXYZ(_ lab: ColorTriple) -> ColorTriple {
        lmsToXYZ.apply(map(okLabToLMS.apply(lab)) { $0 * $0 * $0 })
    }
    /// Rectangular (L, a, b) → polar (L, C, H); H is nil (powerless) when C ≤ `epsilon`.
    package static func toPolar(_ lab: ColorTriple, epsilon: Double) -> (Double, Double, Double?) {
        let c = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var h = atan2(lab.z, lab.y) * 180 / Double.pi
        if h < 0 { h += 360 }
        if h >= 360 { h -= 360 }
        return (lab.x, c, c <= epsilon ? nil : h)
    }
    /// Polar (L, C, H°) → rectangular (L, a, b).
    static func fromPolar(_ l: Double, _ c: Double, _ h: Double) -> ColorTriple {
        let r = h * Double.pi / 180
        return ColorTriple(l, c * cos(r), c * sin(r))
    }

    // MARK: HSL / HWB (CSS Color 4 §7, §8)

    /// Gamma-encoded sRGB → HSL (hue°, saturation 0–100, lightness 0–100); hue nil when powerless.
    static func srgbToHSL(_ rgb: ColorTriple) -> (Double?, Double, Double) {
        let mx = max(rgb.x, rgb.y, rgb.z)
        let mn = min(rgb.x, rgb.y, rgb.z)
        let light = (mn + mx) / 2
        let d = mx - mn
        var hue: Double? = nil
        var sat = 0.0
        if d > 1e-12 {
            sat = (light == 0 || light == 1) ? 0 : (mx - light) / min(light, 1 - light)
            var h: Double
            if mx == rgb.x {
                h = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
            } else if mx == rgb.y {
                h = (rgb.z - rgb.x) / d + 2
            } else {
                h = (rgb.x - rgb.y) / d + 4
            }
            h *= 60
            if sat < 0 {
                h += 180
                sat = -sat
            }
            hue = normalizedHue(h)
        }
        return (hue, sat * 100, light * 100)
    }
    /// HSL (hue°, saturation 0–100, lightness 0–100) → gamma-encoded sRGB.
    static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> ColorTriple {
        let h = normalizedHue(hue)
        let s = saturation / 100
        let l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ColorTriple(f(0), f(8), f(4))
    }
    /// HWB (hue°, whiteness 0–100, blackness 0–100) → gamma-encoded sRGB.
    static func hwbToSRGB(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> ColorTriple {
        let w = whiteness / 100
        let b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return ColorTriple(gray, gray, gray)
        }
        return hslToSRGB(hue, 100, 50) * (1 - w - b) + ColorTriple(repeating: w)
    }
    /// Gamma-encoded sRGB → HWB; hue nil when powerless (achromatic).
    static func srgbToHWB(_ rgb: ColorTriple) -> (Double?, Double, Double) {
        let (hue, _, _) = srgbToHSL(rgb)
        let w = min(rgb.x, rgb.y, rgb.z)
        let b = 1 - max(rgb.x, rgb.y, rgb.z)
        return (w + b >= 1 - 1e-12 ? nil : hue, w * 100, b * 100)
    }

    /// A hue angle in [0, 360).
    static func normalizedHue(_ h: Double) -> Double {
        var r = h.truncatingRemainder(dividingBy: 360)
        if r < 0 { r += 360 }
        return r >= 360 ? 0 : r
    }
}
