/// Buttons and radio buttons rendered from their tokens, in every theme, on the theme's default surface.
///
/// Buttons are found as `button.<variant>.<style>.<state>.{background,label,border}` with the geometry in
/// `button.{border-width,radius,padding.*,size.min-*,typography.label,focus-ring.*}`; radio buttons as
/// `radio.<selection>.<state>.{ring,dot,label}` with `radio.{size.*,border-width,gap,typography.label}`
/// (docs/sample-brands.md). States whose name contains `focus` draw a focus ring.
extension HTMLSheetWriter {
    /// The rows and columns of a component grid, in author order.
    package struct ComponentMatrix {
        /// Row keys: `[variant, style]` for buttons, `[selection]` for radio buttons.
        package var variants: [[String]] = []
        /// Column keys: the states.
        package var states: [String] = []
    }

    /// The grid found by matching `prefix.<row…>.<state>.<part>` paths; the `default` state first.
    package func matrix(prefix: String, rowDepth: Int, part: String) -> ComponentMatrix {
        var m = ComponentMatrix()
        for p in paths(of: .color) {
            let c = p.components
            guard c.count == rowDepth + 3, c[0] == prefix, c.last == part else { continue }
            let row = Array(c[1...rowDepth])
            if !m.variants.contains(row) { m.variants.append(row) }
            if !m.states.contains(c[rowDepth + 1]) { m.states.append(c[rowDepth + 1]) }
        }
        // The resting state leads, whichever file defined another state first.
        if let d = m.states.firstIndex(of: "default") { m.states.insert(m.states.remove(at: d), at: 0) }
        return m
    }

    /// Variants × styles by states.
    var buttonMatrix: ComponentMatrix { matrix(prefix: "button", rowDepth: 2, part: "background") }
    /// Selections by states.
    var radioMatrix: ComponentMatrix { matrix(prefix: "radio", rowDepth: 1, part: "ring") }

    /// A dimension token's value in px in theme `i`.
    package func px(_ dotted: String, _ i: Int) -> Double? {
        if case .dimension(let d)? = themes[i][dotted]?.value { return HTMLSwatch.pixels(d, remBase: options.remBase) }
        return nil
    }

    /// A colour token's hex in theme `i`.
    package func hex(_ path: [String], _ i: Int) -> String? {
        if case .color(let c)? = themes[i][TokenPath(path)]?.value { return c.hexString }
        return nil
    }

    /// Font declarations from a typography token in theme `i` (empty when missing).
    package func font(_ dotted: String, _ i: Int) -> String {
        guard case .typography(let t)? = themes[i][dotted]?.value else { return "" }
        let size = HTMLSwatch.pixels(t.fontSize, remBase: options.remBase)
        var out = "font-family:\(HTMLText.fontFamily(t.fontFamily));font-size:\(HTMLText.px(size));font-weight:\(NumberText.format(t.fontWeight));"
        // Absent line height and letter spacing are the font's own: `normal`.
        out += "line-height:" + (t.lineHeightLength.map(CSSValueWriter.dimension) ?? t.lineHeight.map(NumberText.format) ?? "normal") + ";"
        out += "letter-spacing:" + (t.letterSpacing.map { HTMLText.px(HTMLSwatch.pixels($0, remBase: options.remBase)) } ?? "normal")
        return out
    }

    /// The default surface of theme `i` (`color.surface.default`), or the page background.
    package func surface(_ i: Int) -> String { hex(["color", "surface", "default"], i) ?? HTMLPalette.page }

    /// A caption naming the theme and the surface the components sit on.
    func componentCaption(_ i: Int) -> String {
        "<caption>\(HTMLText.escape(model.themes[i].name)) — on <code>color.surface.default</code> \(surface(i))</caption>"
    }

    /// The opening of theme `i`'s grid, up to its body: `corner` above the rows' headings, then one column a state.
    mutating func openComponentGrid(_ i: Int, corner: String, states: [String]) {
        out.append("<table class=\"components\">\(componentCaption(i))\n<thead><tr><th scope=\"col\">\(corner)</th>")
        for s in states { out.append("<th scope=\"col\">\(HTMLText.escape(s))</th>") }
        out.append("</tr></thead>\n<tbody>\n")
    }

    /// The start of a grid row: its keys (variant and style, or selection) as the row's heading.
    func componentRowHeading(_ keys: [String]) -> String {
        "<tr><th scope=\"row\">\(keys.map(HTMLText.escape).joined(separator: " · "))</th>"
    }

    /// One grid per theme: variant and style by state.
    mutating func writeButtons() {
        let m = buttonMatrix
        for i in themes.indices {
            openComponentGrid(i, corner: "Variant · style", states: m.states)
            for v in m.variants {
                out.append(componentRowHeading(v))
                for s in m.states {
                    let base = ["button"] + v + [s]
                    guard let bg = hex(base + ["background"], i) else {
                        out.append("<td class=\"missing\">—</td>")
                        continue
                    }
                    var style = "background-color:\(bg);color:\(hex(base + ["label"], i) ?? HTMLPalette.text);"
                    style += "border-color:\(hex(base + ["border"], i) ?? "transparent");border-width:\(HTMLText.px(px("button.border-width", i) ?? 1));"
                    style += "border-radius:\(HTMLText.px(min(px("button.radius", i) ?? 0, 9999)));"
                    style += "padding:\(HTMLText.px(px("button.padding.vertical", i) ?? 8)) \(HTMLText.px(px("button.padding.horizontal", i) ?? 16));"
                    style += "min-height:\(HTMLText.px(px("button.size.min-height", i) ?? 44));min-width:\(HTMLText.px(px("button.size.min-width", i) ?? 44));"
                    style += font("button.typography.label", i)
                    if s.contains("focus") {
                        let kind = s.hasSuffix("-focused") ? String(s.dropLast("-focused".count)) : ""
                        let width = (kind.isEmpty ? nil : px("button.focus-ring.\(kind)-width", i)) ?? px("button.focus-ring.width", i) ?? 2
                        let ring = hex(base + ["border"], i) ?? HTMLPalette.accent
                        style += ";outline:\(HTMLText.px(width)) solid \(ring);outline-offset:\(HTMLText.px(px("button.focus-ring.offset", i) ?? 2))"
                    }
                    let name = (v + [s]).map(HTMLText.escape).joined(separator: " ")
                    out.append("<td class=\"panel\" style=\"background-color:\(surface(i))\"><span class=\"btn\" style=\"\(style)\" data-token=\"\(HTMLText.escape(TokenPath(base)))\" title=\"\(name)\">\(HTMLText.escape(s))</span></td>")
                }
                out.append("</tr>\n")
            }
            out.append("</tbody>\n</table>\n")
        }
    }

    /// One grid per theme: selection by state.
    mutating func writeRadios() {
        let m = radioMatrix
        for i in themes.indices {
            openComponentGrid(i, corner: "Selection", states: m.states)
            let control = px("radio.size.control", i) ?? 20, dot = px("radio.size.dot", i) ?? 10
            for v in m.variants {
                out.append(componentRowHeading(v))
                for s in m.states {
                    let base = ["radio"] + v + [s]
                    guard let ring = hex(base + ["ring"], i) else {
                        out.append("<td class=\"missing\">—</td>")
                        continue
                    }
                    let label = "color:\(hex(base + ["label"], i) ?? HTMLPalette.text);min-height:\(HTMLText.px(px("radio.size.hit-area", i) ?? 44));"
                        + "gap:\(HTMLText.px(px("radio.gap", i) ?? 8));" + font("radio.typography.label", i)
                    out.append("<td class=\"panel\" style=\"background-color:\(surface(i))\"><span class=\"radio\" style=\"\(label)\" data-token=\"\(HTMLText.escape(TokenPath(base)))\">")
                    out.append("<span class=\"ring\" style=\"width:\(HTMLText.px(control));height:\(HTMLText.px(control));border-width:\(HTMLText.px(px("radio.border-width", i) ?? 2));border-color:\(ring)\">")
                    out.append("<span class=\"dot\" style=\"width:\(HTMLText.px(dot));height:\(HTMLText.px(dot));background-color:\(hex(base + ["dot"], i) ?? "transparent")\"></span></span>")
                    out.append("\(HTMLText.escape(s))</span></td>")
                }
                out.append("</tr>\n")
            }
            out.append("</tbody>\n</table>\n")
        }
    }
}
