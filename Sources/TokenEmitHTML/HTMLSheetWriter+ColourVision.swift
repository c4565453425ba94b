/// The colour-vision view: every colour of each theme beside how people with protanopia, deuteranopia,
/// tritanopia and achromatopsia see it (Machado, Oliveira and Fernandes 2009, severity 1; achromatopsia keeps
/// the luminance), so a designer can see which colours merge.
extension HTMLSheetWriter {
    /// The simulations shown, in column order.
    package static let simulations: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

    /// A cell filled with `c` (a translucent colour over the page), its hex as the tooltip.
    package static func cell(_ c: ColorValue, simulation: ColorVisionDeficiency?) -> String {
        let hex = c.hexString
        let data = simulation.map { " data-simulation=\"\($0.rawValue)\"" } ?? ""
        return "<td class=\"sim\"\(data) style=\"background-color:\(hex)\" title=\"\(hex)\"></td>"
    }

    /// One table per theme (each theme in its own disclosure, the first open): token, original, simulations.
    mutating func writeColourVision() {
        out.append("<p>Each colour as people with a colour-vision deficiency see it, beside the original (simulated with the ")
        out.append("model of Machado et al. (2009) at full severity; achromatopsia keeps only lightness). Colours that ")
        out.append("look alike in a column are hard to tell apart for those readers: do not let them carry different meanings alone.</p>\n")
        let colours = paths(of: .color)
        for i in themes.indices {
            let name = HTMLText.escape(model.themes[i].name)
            out.append("<details class=\"cvd\" data-cvd-theme=\"\(name)\"\(i == 0 ? " open" : "")><summary>\(themeHeading(i))</summary>\n<table>\n")
            out.append("<thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Original</th>")
            for d in Self.simulations { out.append("<th scope=\"col\">\(HTMLText.escape(d.label))</th>") }
            out.append("</tr></thead>\n<tbody>\n")
            // Compact cells (the colour, its hex as a tooltip): the view repeats every colour four times.
            for p in colours {
                guard let token = themes[i][p], case .color(let c) = token.value else { continue }
                out.append("<tr data-token=\"\(HTMLText.escape(p))\"><th scope=\"row\"><code>\(HTMLText.escape(p))</code></th>")
                out.append(Self.cell(c, simulation: nil))
                for d in Self.simulations { out.append(Self.cell(c.simulated(d), simulation: d)) }
                out.append("</tr>\n")
            }
            out.append("</tbody>\n</table>\n</details>\n")
        }
    }
}
