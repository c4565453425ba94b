/// One contrast pair measured in one permutation.
public struct ContrastMeasurement: Sendable, Hashable {
    /// Where the pair was declared.
    public enum Source: Sendable, Hashable {
        /// `validation.contrast.pairs[index]`.
        case config(index: Int)
        /// `$extensions."com.tokenc".contrast` on the foreground token.
        case tokenExtension
    }

    /// The permutation's position in the validated array.
    public var permutation: Int
    public var foreground: PathIndex.Node
    public var background: PathIndex.Node
    /// The surface a translucent background was composited over; nil for the default surface or when the
    /// background is opaque.
    public var surface: PathIndex.Node?
    public var foregroundPath: TokenPath
    public var backgroundPath: TokenPath
    public var surfacePath: TokenPath?
    /// The colours as resolved.
    public var foregroundColor: ColorValue
    public var backgroundColor: ColorValue
    /// The colour under a translucent background (a surface token, or the default white/black).
    public var surfaceColor: ColorValue?
    /// The opaque sRGB colours actually compared, after compositing.
    public var measuredForeground: ColorValue
    public var measuredBackground: ColorValue
    /// The unrounded WCAG ratio.
    public var ratio: Double
    public var requirement: ContrastRequirement
    /// True when a token of the pair matches an `exempt` pattern: measured, not judged.
    public var isExempt: Bool
    public var source: Source
    /// Where the pair was declared.
    public var declaration: SourceLocation?

    /// True when the ratio meets the requirement.
    public var passes: Bool { requirement.isMet(by: ratio) }
    /// True when the pair is judged and fails.
    public var fails: Bool { !isExempt && !passes }

    /// The ratio with two decimals, truncated (4.4781 → `4.47`), never rounded up to a passing figure.
    public var ratioText: String { NumberText.fixed(ratio, places: 2, truncate: true) }
}
