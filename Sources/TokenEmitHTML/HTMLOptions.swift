/// Options of the HTML token sheet (`"html"` in tokenc.json). See docs/html.md.
package struct HTMLOptions: Sendable, Hashable {
    /// Pixels per rem, for drawing `rem` dimensions (default 16).
    package var remBase: Double
    /// Show the contrast matrix from validation (default true).
    package var contrastMatrix: Bool
    /// Render buttons and radio buttons from their tokens (default true).
    package var components: Bool
    /// Show the colours as people with colour-vision deficiencies see them, beside the originals (default true).
    package var colourVision: Bool

    /// Creates options; every parameter has the documented default.
    package init(remBase: Double = 16, contrastMatrix: Bool = true, components: Bool = true, colourVision: Bool = true) {
        self.remBase = remBase
        self.contrastMatrix = contrastMatrix
        self.components = components
        self.colourVision = colourVision
    }
}
