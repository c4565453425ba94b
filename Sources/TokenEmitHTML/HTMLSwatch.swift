/// Pieces of markup shared by the token sheet and the visual diff: colour swatches and bars drawn to scale.
package enum HTMLSwatch {
    /// A colour swatch: the colour as an inline `background-color` (its hex, `#rrggbbaa` when translucent) over a
    /// checkerboard when translucent, labelled with its hex in black or white, whichever contrasts more (a
    /// translucent swatch's label sits on a white backing instead, as its backdrop varies).
    /// `attributes` are added to the outer element (already escaped, with a leading space).
    package static func color(_ c: ColorValue, attributes: String = "") -> String {
        let hex = c.hexString
        let label = c.alpha < 1 ? "\(HTMLPalette.text);background-color:\(HTMLPalette.page)" : HTMLPalette.labelColor(on: c)
        let gamut = c.isInSRGBGamut ? "" : " (P3)"
        return "<div class=\"sw\(c.alpha < 1 ? " t" : "")\"\(attributes)><span class=\"fill\" style=\"background-color:\(hex)\"></span>"
            + "<span class=\"hex\" style=\"color:\(label)\">\(hex)\(gamut)</span></div>"
    }

    /// A dimension in px (rem at `remBase` px per rem).
    package static func pixels(_ d: DimensionValue, remBase: Double) -> Double {
        d.pixels(remBase: remBase)
    }

    /// How a dimension reads: `16px`, `1rem (16px)`.
    package static func describe(_ d: DimensionValue, remBase: Double) -> String {
        let own = d.text
        guard let px = d.absolutePixels(remBase: remBase), d.unit != .px else { return own }
        return own + " (" + NumberText.format(px) + "px)"
    }

    /// The longest bar drawn on a token sheet; longer values are clipped and marked.
    static let maximumBar = 640.0
    /// The longest bar in a visual diff, where a before and an after bar share one table row.
    package static let maximumDiffBar = 240.0

    /// A horizontal bar `px` long (1 px = 1 pt), clipped at `maximum` with a dashed end.
    package static func bar(_ px: Double, attributes: String = "", maximum: Double = maximumBar) -> String {
        let clipped = px > maximum
        let width = max(0, min(px, maximum))
        return "<span class=\"bar\(clipped ? " clip" : "")\" style=\"width:\(HTMLText.px(width))\"\(attributes)></span>"
            + (clipped ? " <span class=\"note\">(clipped at \(NumberText.format(maximum))px)</span>" : "")
    }
}
