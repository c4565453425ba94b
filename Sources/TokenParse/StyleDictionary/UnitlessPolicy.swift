/// `"units": {"unitless": …}` in tokenc.json: what a length written without a unit (`0.75`, `"0.75"`) in a
/// Style Dictionary token file means. Style Dictionary leaves the unit to its transforms (`size/rem` appends
/// `rem`), so such files are full of them; DTCG requires the unit written. See docs/coming-from-style-dictionary.md.
public enum UnitlessPolicy: String, Sendable, Hashable, CaseIterable {
    /// Read as pixels.
    case px
    /// Read as rem, what Style Dictionary's `size/rem` transform (in its `css`, `scss` and `less` groups) makes.
    case rem
    /// An `invalid-value` error at each such length (the behaviour before the setting existed).
    case error

    /// The policy a Style Dictionary file gets when tokenc.json sets none: Style Dictionary's own convention.
    public static let styleDictionaryDefault = UnitlessPolicy.rem

    /// The unit the policy writes, nil for `error`.
    public var unit: String? {
        switch self {
        case .px: return "px"
        case .rem: return "rem"
        case .error: return nil
        }
    }
}
