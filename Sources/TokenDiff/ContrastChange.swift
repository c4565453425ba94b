/// A declared contrast pair whose verdict (meets its minimum or not) differs between the two sides.
package struct ContrastChange: Sendable, Hashable {
    /// The foreground (text, icon) token.
    package var foreground: TokenPath
    /// The background token.
    package var background: TokenPath
    /// What the pair is for.
    package var kind: DiffContrastPair.Kind
    /// The minimum ratio the pair must reach.
    package var minimum: Double
    /// The WCAG contrast ratio before and after, unrounded (print them truncated, as WCAG requires).
    package var oldRatio: Double
    /// The ratio after.
    package var newRatio: Double

    /// A change from its parts.
    package init(foreground: TokenPath, background: TokenPath, kind: DiffContrastPair.Kind, minimum: Double, oldRatio: Double, newRatio: Double) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.minimum = minimum
        self.oldRatio = oldRatio
        self.newRatio = newRatio
    }

    /// True when the pair met its minimum before.
    package var passedBefore: Bool { oldRatio >= minimum }
    /// True when the pair meets its minimum after.
    package var passesAfter: Bool { newRatio >= minimum }
    /// True when the pair now fails (a regression), false when it now passes.
    package var isRegression: Bool { passedBefore && !passesAfter }

    /// The ratio as reports print it: two decimals, truncated (4.499 → 4.49, never a passing-looking 4.50).
    package static func ratioText(_ ratio: Double) -> String { NumberText.fixed(ratio, places: 2, truncate: true) }

    /// `color.text.secondary on color.surface.default (text, 4.5:1): 4.62 pass → 4.12 fail`.
    package var text: String {
        "\(foreground) on \(background) (\(kind.rawValue), \(NumberText.format(minimum)):1): "
            + "\(ContrastChange.ratioText(oldRatio)) \(passedBefore ? "pass" : "fail") → "
            + "\(ContrastChange.ratioText(newRatio)) \(passesAfter ? "pass" : "fail")"
    }
}
