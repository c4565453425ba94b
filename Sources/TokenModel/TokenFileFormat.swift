/// The shape a token file is written in: W3C DTCG, or one of the older shapes teams keep (read without
/// conversion, see docs/coming-from-style-dictionary.md and docs/coming-from-tokens-studio.md).
public enum TokenFileFormat: String, Sendable, Hashable, CaseIterable {
    /// W3C Design Tokens Format Module 2025.10 (and the older drafts tokenc accepts with warnings).
    case dtcg
    /// Style Dictionary: `value`/`type`/`comment`, references such as `{color.base.red.value}`.
    case styleDictionary = "style-dictionary"
    /// Tokens Studio for Figma: its own types, math in values, colour modifiers.
    case tokensStudio = "tokens-studio"
}
