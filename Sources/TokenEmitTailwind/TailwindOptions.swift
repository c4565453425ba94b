/// Options of the Tailwind v4 output.
public struct TailwindOptions: Sendable, Hashable {
    /// The attribute that selects a theme other than the default (default `data-theme`), as in the CSS output.
    public var themeAttribute: String

    /// Creates options; every parameter has the documented default.
    public init(themeAttribute: String = "data-theme") {
        self.themeAttribute = themeAttribute
    }
}
