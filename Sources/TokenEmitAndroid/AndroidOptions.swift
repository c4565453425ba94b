/// Options of the Android resources output.
package struct AndroidOptions: Sendable, Hashable {
    /// Words before every resource name (`ds` → `ds_color_accent`); empty for none (default).
    package var prefix: String
    /// dp (or sp) per `rem` (default 16).
    package var remBase: Double
    /// Write descriptions and deprecations as XML comments before each resource (default true).
    package var comments: Bool

    /// Creates options; every parameter has the documented default.
    package init(prefix: String = "", remBase: Double = 16, comments: Bool = true) {
        self.prefix = prefix
        self.remBase = remBase
        self.comments = comments
    }
}
