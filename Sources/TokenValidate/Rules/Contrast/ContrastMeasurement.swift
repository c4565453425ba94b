/// One contrast pair measured in one permutation. Compact (a large token set has hundreds of thousands):
/// nodes and packed colours are stored, paths and colours are read through properties.
public struct ContrastMeasurement: Sendable, Hashable {
    /// Where the pair was declared.
    public enum Source: Sendable, Hashable {
        /// `validation.contrast.pairs[index]` (of the options in force for the permutation).
        case config(index: Int)
        /// `$extensions."com.tokenc".contrast` on the foreground token.
        case tokenExtension
    }

    /// The permutation number.
    private var permutationIndex: Int32
    /// The foreground token.
    public var foreground: PathIndex.Node
    /// The background token.
    public var background: PathIndex.Node
    /// The surface node, -1 for none.
    private var surfaceNode: PathIndex.Node
    /// The foreground token's path.
    public var foregroundPath: TokenPath
    /// The background token's path.
    public var backgroundPath: TokenPath
    /// The path of `surface`, when there is one.
    public var surfacePath: TokenPath?
    /// The unrounded WCAG ratio.
    public var ratio: Double
    /// The unrounded APCA Lc of the same colours, the foreground as text (signed).
    public var lc: Double
    /// The minimum that applies and its criterion.
    public var requirement: ContrastRequirement
    /// 0xRRGGBB of the opaque colours compared (8 bits per channel: what hex shows).
    package private(set) var foregroundRGB: UInt32
    /// See `foregroundRGB`.
    package private(set) var backgroundRGB: UInt32
    /// The config pair index, -1 for `$extensions`.
    private var sourceIndex: Int32
    /// True when the background is translucent (it was composited over a surface).
    public var backgroundIsTranslucent: Bool
    /// True when a token of the pair matches an `exempt` pattern, or the foreground is fully transparent:
    /// measured, not judged.
    public var isExempt: Bool

    /// A measurement (colours packed as 0xRRGGBB).
    init(permutation: Int, foreground: PathIndex.Node, background: PathIndex.Node, surface: PathIndex.Node?,
         foregroundPath: TokenPath, backgroundPath: TokenPath, surfacePath: TokenPath?, foregroundRGB: UInt32, backgroundRGB: UInt32,
         backgroundIsTranslucent: Bool, ratio: Double, lc: Double, requirement: ContrastRequirement, isExempt: Bool, source: Source) {
        self.permutationIndex = Int32(permutation)
        self.foreground = foreground
        self.background = background
        self.surfaceNode = surface ?? -1
        self.foregroundPath = foregroundPath
        self.backgroundPath = backgroundPath
        self.surfacePath = surfacePath
        self.ratio = ratio
        self.lc = lc
        self.requirement = requirement
        self.foregroundRGB = foregroundRGB
        self.backgroundRGB = backgroundRGB
        switch source {
        case .config(let index): sourceIndex = Int32(index)
        case .tokenExtension: sourceIndex = -1
        }
        self.backgroundIsTranslucent = backgroundIsTranslucent
        self.isExempt = isExempt
    }

    /// The permutation's position in the validated array.
    public var permutation: Int { Int(permutationIndex) }
    /// The surface a translucent background was composited over; nil for the default surface (white, black in
    /// dark themes) or when the background is opaque.
    public var surface: PathIndex.Node? { surfaceNode >= 0 ? surfaceNode : nil }
    /// Where the pair was declared.
    public var source: Source { sourceIndex >= 0 ? .config(index: Int(sourceIndex)) : .tokenExtension }
    /// The opaque foreground compared (the token's colour, or its composite when translucent), to 8 bits.
    public var measuredForeground: ColorValue { ColorValue(packedRGB: foregroundRGB) }
    /// The opaque background compared, to 8 bits.
    public var measuredBackground: ColorValue { ColorValue(packedRGB: backgroundRGB) }

    /// True when every method the requirement names passes.
    public var passes: Bool { requirement.isMet(ratio: ratio, lc: lc) }
    /// True when the pair is judged and fails.
    public var fails: Bool { !isExempt && !passes }

    /// The ratio with two decimals, truncated (4.4781 → `4.47`), never rounded up to a passing figure.
    public var ratioText: String { NumberText.fixed(ratio, places: 2, truncate: true) }
    /// Lc to one decimal, signed.
    public var lcText: String { NumberText.fixed(lc, places: 1) }
}
