/// A colour-vision deficiency that tokenc can simulate: the three dichromacies of Machado, Oliveira and Fernandes
/// (2009) at severity 1.0, and achromatopsia (no colour vision, only luminance).
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable, Codable {
    /// No long-wavelength (red) cones.
    case protanopia
    /// No medium-wavelength (green) cones.
    case deuteranopia
    /// No short-wavelength (blue) cones.
    case tritanopia
    /// No cones at all: only lightness is seen.
    case achromatopsia

    /// How the deficiency is named to a reader ("protanopia (no red cones)").
    public var label: String {
        switch self {
        case .protanopia: return "protanopia (no red cones)"
        case .deuteranopia: return "deuteranopia (no green cones)"
        case .tritanopia: return "tritanopia (no blue cones)"
        case .achromatopsia: return "achromatopsia (no colour)"
        }
    }

    /// The simulation matrix, applied to linear sRGB: Machado et al. 2009, Table 1, severity 1.0; for
    /// achromatopsia, every channel becomes the relative luminance (the sRGB Y row).
    package var matrix: ColorMatrix {
        switch self {
        case .protanopia:
            return ColorMatrix(ColorTriple(0.152286, 1.052583, -0.204868),
                               ColorTriple(0.114503, 0.786281, 0.099216),
                               ColorTriple(-0.003882, -0.048116, 1.051998))
        case .deuteranopia:
            return ColorMatrix(ColorTriple(0.367322, 0.860646, -0.227968),
                               ColorTriple(0.280085, 0.672501, 0.047413),
                               ColorTriple(-0.011820, 0.042940, 0.968881))
        case .tritanopia:
            return ColorMatrix(ColorTriple(1.255528, -0.076749, -0.178779),
                               ColorTriple(-0.078411, 0.930809, 0.147602),
                               ColorTriple(0.004733, 0.691367, 0.303900))
        case .achromatopsia:
            let y = ColorTriple(0.2126729, 0.7151522, 0.0721750)
            return ColorMatrix(y, y, y)
        }
    }

    /// The matrix's rows, for tests and documentation.
    public var rows: [[Double]] {
        let m = matrix.rows
        return [m.0, m.1, m.2].map { [$0.x, $0.y, $0.z] }
    }
}

extension ColorValue {
    /// How the colour looks to someone with `deficiency`: its sRGB components (gamut-mapped first) in linear
    /// light, through the deficiency's matrix, clamped to the sRGB cube. Alpha is kept.
    public func simulated(_ deficiency: ColorVisionDeficiency) -> ColorValue {
        let c = srgbComponents
        let linear = ColorTriple(ColorMath.linearSRGB(c.red), ColorMath.linearSRGB(c.green), ColorMath.linearSRGB(c.blue))
        let seen = ColorValue.clipped(deficiency.matrix.apply(linear))
        let encoded = [seen.x, seen.y, seen.z].map { ColorMath.gammaSRGB($0) }
        return ColorValue(colorSpace: .srgb, components: encoded, alpha: alpha)
    }
}
