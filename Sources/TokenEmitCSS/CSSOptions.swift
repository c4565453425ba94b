/// Options of the CSS output.
package struct CSSOptions: Sendable, Hashable {
    /// Words put in front of every custom property (`ds` → `--ds-color-…`); empty for none (default).
    package var prefix: String
    /// Keep aliases as `var(--…)` instead of resolved values (default false).
    package var outputReferences: Bool
    /// The attribute that selects a theme (default `data-theme`: `[data-theme="dark"]`).
    package var themeAttribute: String
    /// Follow the system appearance (`prefers-color-scheme`, `prefers-contrast`) when no theme is set
    /// explicitly (default true).
    package var followSystem: Bool
    /// Write `$description` and `$deprecated` as comments before declarations (default true).
    package var comments: Bool
    /// Write colours outside sRGB as `color(display-p3 …)` inside `@supports`, after their hex
    /// fallback (default true). When false, only the hex fallback is written.
    package var wideGamut: Bool
    /// A selector scoping each brand's custom properties (`[data-brand="{brand}"]`, `{brand}` standing for the
    /// brand's file slug), so several brands' files can live on one page; nil (default): the brand is on `:root`.
    package var brandSelector: String?

    /// Creates options; every parameter has the documented default.
    package init(prefix: String = "", outputReferences: Bool = false, themeAttribute: String = "data-theme",
                followSystem: Bool = true, comments: Bool = true, wideGamut: Bool = true,
                brandSelector: String? = nil) {
        self.prefix = prefix
        self.outputReferences = outputReferences
        self.themeAttribute = themeAttribute
        self.followSystem = followSystem
        self.comments = comments
        self.wideGamut = wideGamut
        self.brandSelector = brandSelector
    }
}
