import Foundation
import Testing
@testable import TokenCore

/// The colour-vision simulations: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
/// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), Table 1 at severity 1.0, in linear sRGB.
@Suite struct ColorVisionDeficiencyTests {
    /// The paper's published matrices (Table 1, severity 1.0), as printed.
    static let published: [ColorVisionDeficiency: [[Double]]] = [
        .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ]

    @Test func matricesAreThePapers() {
        for (deficiency, rows) in Self.published {
            #expect(deficiency.rows == rows, "\(deficiency)")
        }
    }

    /// Each dichromat matrix keeps white white (its rows sum to 1), as the model is built to.
    @Test(arguments: ColorVisionDeficiency.allCases) func whiteStaysWhite(_ deficiency: ColorVisionDeficiency) {
        let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1]).simulated(deficiency)
        for c in white.components { #expect(abs((c ?? 0) - 1) < 0.0005) }
        let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0]).simulated(deficiency)
        for c in black.components { #expect(abs(c ?? 1) < 1e-12) }
    }

    /// Pure red through protanopia, worked by hand: linear (1, 0, 0) times the first column, clamped, encoded.
    @Test func redToAProtanopeIsDarkOlive() {
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        let expected = [0.152286, 0.114503, 0].map(encode)
        let seen = ColorValue(colorSpace: .srgb, components: [1, 0, 0]).simulated(.protanopia)
        for (a, b) in zip(seen.components, expected) { #expect(abs((a ?? -1) - b) < 1e-9) }
        // About #6d5f00: red and a dark olive look alike to a protanope.
        #expect(Int(((seen.components[0] ?? 0) * 255).rounded()) == 109)
    }

    /// Achromatopsia leaves only relative luminance: every colour becomes the grey of the same WCAG luminance.
    @Test func achromatopsiaKeepsLuminance() {
        let colours: [[Double]] = [[0.2, 0.6, 0.9], [1, 0.5, 0], [0.1, 0.1, 0.1], [0.85, 0.1, 0.4]]
        for rgb in colours {
            let colour = ColorValue(colorSpace: .srgb, components: rgb.map { $0 }, alpha: 0.5)
            let grey = colour.simulated(.achromatopsia)
            #expect(grey.alpha == 0.5)
            #expect(grey.components[0] == grey.components[1] && grey.components[1] == grey.components[2])
            // WCAG 2 rounds the luminance coefficients to four places; the simulation uses sRGB's exact ones.
            #expect(abs(grey.relativeLuminance - colour.relativeLuminance) < 1e-4)
        }
    }
}
