/// Options of the Tailwind v4 output.
package struct TailwindOptions: Sendable, Hashable {
    /// The attribute that selects a theme other than the default (default `data-theme`), as in the CSS output.
    package var themeAttribute: String

    /// Creates options; every parameter has the documented default.
    package init(themeAttribute: String = "data-theme") {
        self.themeAttribute = themeAttribute
    }
}
