/// One contrast pair measured in one permutation.
public struct ContrastMeasurement: Sendable, Hashable {
    /// Where the pair was declared.
    public enum Source: Sendable, Hashable {
        /// `validation.contrast.pairs[index]` (of the options in force for the permutation).
        case config(index: Int)
        /// `$extensions."com.tokenc".contrast` on the foreground token.
        case tokenExtension
    }

    /// The permutation's position in the validated array.
    public var permutation: Int
    public var foreground: PathIndex.Node
    public var background: PathIndex.Node
    /// The surface a translucent background was composited over; nil for the default surface (white, black in
    /// dark themes) or when the background is opaque.
    public var surface: PathIndex.Node?
    public var foregroundPath: TokenPath
    public var backgroundPath: TokenPath
    public var surfacePath: TokenPath?
    /// The opaque colours compared: the tokens' own colours, or their composites when translucent.
    public var measuredForeground: ColorValue
    public var measuredBackground: ColorValue
    /// True when the background is translucent (it was composited over a surface).
    public var backgroundIsTranslucent: Bool
    /// The unrounded WCAG ratio.
    public var ratio: Double
    public var requirement: ContrastRequirement
    /// True when a token of the pair matches an `exempt` pattern, or the foreground is fully transparent:
    /// measured, not judged.
    public var isExempt: Bool
    public var source: Source

    /// True when the ratio meets the requirement.
    public var passes: Bool { requirement.isMet(by: ratio) }
    /// True when the pair is judged and fails.
    public var fails: Bool { !isExempt && !passes }

    /// The ratio with two decimals, truncated (4.4781 → `4.47`), never rounded up to a passing figure.
    public var ratioText: String { NumberText.fixed(ratio, places: 2, truncate: true) }
}
