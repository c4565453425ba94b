/// Spacing and radius scales drawn to scale, and touch targets drawn at true size with the minimum overlaid.
extension HTMLSheetWriter {
    /// Dimension tokens of the spacing scale: those under a top-level `spacing` or `space` group.
    var spacingPaths: [TokenPath] {
        paths(of: .dimension).filter { ["spacing", "space"].contains($0.components.first ?? "") }
    }

    /// Dimension tokens of the radius scale: those with `radius` in a name (`radius.small`, `button.radius`).
    var radiusPaths: [TokenPath] {
        paths(of: .dimension).filter { $0.components.contains { $0.contains("radius") } }
    }

    /// A dimension token's value per theme (nil where missing or not a dimension).
    package func dimensions(_ p: TokenPath) -> [DimensionValue?] {
        themes.map { t in
            if case .dimension(let d)? = t[p]?.value { return d }
            return nil
        }
    }

    /// The distinct values of a token across themes, each with the themes that have it (one entry when the value
    /// does not vary by theme).
    package func variants(_ p: TokenPath) -> [(value: DimensionValue, themes: [Int])] {
        var out: [(value: DimensionValue, themes: [Int])] = []
        for (i, d) in dimensions(p).enumerated() {
            guard let d else { continue }
            if let k = out.firstIndex(where: { $0.value == d }) { out[k].themes.append(i) } else { out.append((d, [i])) }
        }
        return out
    }

    /// `light, dark` — the themes a value belongs to, when it varies by theme.
    package func themeList(_ indices: [Int]) -> String {
        indices.map { HTMLText.escape(model.themes[$0].name) }.joined(separator: ", ")
    }

    /// The opening of a scale's table, up to its body: token, value, drawing.
    static let scaleTableHead = "<table>\n<thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Value</th><th scope=\"col\">Drawn to scale</th></tr></thead>\n<tbody>\n"

    /// Each variant's value, one a line, with its themes when the token has more than one.
    func valueLines(_ vs: [(value: DimensionValue, themes: [Int])]) -> String {
        vs.map { v in HTMLSwatch.describe(v.value, remBase: options.remBase) + (vs.count > 1 ? " (\(themeList(v.themes)))" : "") }
            .joined(separator: "<br>")
    }

    /// One row per token: its value and a bar as long as the value.
    mutating func writeSpacing() {
        out.append(Self.scaleTableHead)
        for p in spacingPaths {
            let vs = variants(p)
            out.append("<tr>\(tokenHeading(p))<td>")
            out.append(valueLines(vs))
            out.append("</td><td>")
            out.append(vs.map { HTMLSwatch.bar(HTMLSwatch.pixels($0.value, remBase: options.remBase), attributes: " data-token=\"\(HTMLText.escape(p))\"") }
                .joined(separator: "<br>"))
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n")
    }

    /// One row per token: its value and a box with that corner radius.
    mutating func writeRadius() {
        out.append(Self.scaleTableHead)
        for p in radiusPaths {
            let vs = variants(p)
            out.append("<tr>\(tokenHeading(p))<td>")
            out.append(valueLines(vs))
            out.append("</td><td>")
            for v in vs {
                out.append("<div class=\"radius\" style=\"border-radius:\(HTMLText.px(HTMLSwatch.pixels(v.value, remBase: options.remBase)))\"></div>")
            }
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n")
    }

    /// Every touch-target token as a square of its size (1 px = 1 pt) with the brand's minimum dashed on top.
    mutating func writeTouchTargets() {
        guard let t = context.touchTargets[brand] else { return }
        let minimum = t.minimum
        out.append("<p>Each target is drawn at its true size (1 CSS px = 1 pt); the dashed square is \(HTMLText.escape(t.phrase)) ")
        out.append("(<span class=\"minlabel\">\(NumberText.format(minimum)) × \(NumberText.format(minimum)) pt</span>).</p>\n<div class=\"targets\">\n")
        for p in t.tokens {
            for v in variants(p) {
                let px = HTMLSwatch.pixels(v.value, remBase: options.remBase)
                let side = HTMLText.px(min(px, 1024))
                let box = HTMLText.px(max(min(px, 1024), minimum))
                let status: String
                if t.exempt.contains(p) {
                    status = "<span class=\"badge exempt\">exempt</span>"
                } else if px >= minimum {
                    status = "<span class=\"badge pass\">✓ meets minimum</span>"
                } else {
                    status = "<span class=\"badge fail\">✗ below minimum</span>"
                }
                out.append("<figure><div style=\"width:\(box);height:\(box);position:relative\">")
                out.append("<div class=\"target\" style=\"width:\(side);height:\(side)\" data-token=\"\(HTMLText.escape(p))\"></div>")
                out.append("<div class=\"min\" style=\"position:absolute;left:0;top:0;box-sizing:border-box;border:2px dashed \(HTMLPalette.minimum);width:\(HTMLText.px(minimum));height:\(HTMLText.px(minimum))\"></div></div>")
                out.append("<figcaption><code>\(HTMLText.escape(p))</code><br>\(NumberText.format(px)) × \(NumberText.format(px)) pt")
                if variants(p).count > 1 { out.append(" (\(themeList(v.themes)))") }
                out.append(" \(status)")
                if first(p)?.deprecation != nil { out.append(" <span class=\"badge deprecated\">deprecated</span>") }
                out.append("</figcaption></figure>\n")
            }
        }
        out.append("</div>\n")
    }
}
