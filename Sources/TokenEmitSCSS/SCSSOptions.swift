/// Options of the SCSS output.
package struct SCSSOptions: Sendable, Hashable {
    /// Words put in front of every variable (`ds` → `$ds-color-…`); empty for none (default).
    package var prefix: String
    /// Write one variable per token with the default theme's value (default true).
    package var variables: Bool
    /// Write one map per theme (`$tokens-light: ("color-accent": …)`) and the map of the themes
    /// (`$tokens: ("light": $tokens-light, …)`) (default true).
    package var maps: Bool
    /// The name the maps are made from (default `tokens`), reduced to words joined by `-`.
    package var mapName: String
    /// Write `$description` and `$deprecated` as `//` comments before the variables (default true).
    package var comments: Bool

    /// Creates options; every parameter has the documented default.
    package init(prefix: String = "", variables: Bool = true, maps: Bool = true, mapName: String = "tokens", comments: Bool = true) {
        self.prefix = prefix
        self.variables = variables
        self.maps = maps
        self.mapName = mapName
        self.comments = comments
    }
}
