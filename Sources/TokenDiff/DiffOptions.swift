/// What the diff compares besides the tokens themselves.
package struct DiffOptions: Sendable, Hashable {
    /// How removed and added tokens are paired as renames.
    package enum RenameDetection: String, Sendable, Hashable {
        /// Never: every path that disappears is removed, every new one added.
        case off
        /// Only tokens carrying the same `$extensions` id.
        case extensionID = "extension-id"
        /// The same id, or else the same type and value with no other candidate on either side.
        case extensionIDOrValue = "extension-id-or-value"
    }

    /// `com.tokenc.id`: where the stable id lives in `$extensions`.
    package static let defaultIDExtension = ["com.tokenc", "id"]

    /// The `$extensions` member path of a token's stable id.
    package var idExtension: [String] = DiffOptions.defaultIDExtension
    /// How renames are detected (`--from/--to` uses `.extensionID`: brands are not renames of each other).
    package var renames: RenameDetection = .extensionIDOrValue
    /// Declared contrast pairs: a changed colour lists those whose verdict changes. Pairs tokens declare in
    /// `$extensions` (`com.tokenc.contrast`) are added from each side.
    package var contrastPairs: [DiffContrastPair] = []
    /// The contrast rule's level (`AA`, `AAA`) and exemptions, for pairs declared on tokens.
    package var contrastLevel = "AA"
    /// Patterns of tokens whose pairs are not judged (the rule's `exempt`).
    package var contrastExempt: [String] = DiffContrastPair.defaultExempt
    /// Read pairs declared on tokens (off when the config switches the contrast rule off).
    package var tokenDeclaredPairs = true
    /// Pixels per rem, for dimension deltas across units.
    package var remBase: Double = 16
    /// Tokens that are touch targets besides the marked ones and those with `touch-target` in their path.
    package var touchTargetPatterns: [DiffPathPattern] = []
    /// Tokens that are minimum sizes besides those with a `min-…` or `minimum` segment.
    package var minSizePatterns: [DiffPathPattern] = []

    /// Defaults: `com.tokenc.id`, renames by id or value, no contrast pairs.
    package init() {}

    /// Options taking contrast pairs, touch-target and min-size token patterns and `remBase` from a raw
    /// `validation` config object (the same keys the validator reads; malformed entries are left to it).
    package init(validation: JSONObject?) {
        contrastPairs = DiffContrastPair.pairs(inValidation: validation)
        (contrastLevel, contrastExempt, tokenDeclaredPairs) = DiffContrastPair.ruleDefaults(inValidation: validation)
        if let r = validation?["remBase"]?.numberValue, ObjectReader.acceptsRemBase(r) { remBase = r }
        func patterns(_ rule: String) -> [DiffPathPattern] {
            switch validation?[rule]?.objectValue?["tokens"] {
            case .string(let s)?: return [DiffPathPattern(s)]
            case .array(let a)?: return a.compactMap(\.stringValue).map(DiffPathPattern.init)
            default: return []
            }
        }
        touchTargetPatterns = patterns(TouchTargetRule.descriptor.key)
        minSizePatterns = patterns(MinSizeRule.descriptor.key)
    }
}

/// One side of a comparison: a permutation's resolved tokens.
package struct DiffSide: Sendable {
    /// The permutation (its inputs name it in reports and match it across versions).
    package var permutation: Permutation
    /// Its resolved tokens.
    package var tokens: ResolvedTokens
    /// The surface a translucent contrast background is composited over: white, or black in a dark theme.
    package var backdrop: ColorValue

    /// A side; the backdrop defaults to white.
    package init(permutation: Permutation = Permutation([Permutation.Input]()), tokens: ResolvedTokens, backdrop: ColorValue = DiffSide.white) {
        self.permutation = permutation
        self.tokens = tokens
        self.backdrop = backdrop
    }

    /// Opaque white.
    package static let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    /// Opaque black (the backdrop of dark themes).
    package static let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0])
}
