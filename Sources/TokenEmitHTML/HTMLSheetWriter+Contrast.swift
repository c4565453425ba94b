/// The contrast matrix: every pair validation measured for this brand, one column per theme, with a pass, fail
/// or exempt badge (words, not colour alone), the ratio (truncated, as validation prints it) and its minimum.
extension HTMLSheetWriter {
    /// The report's rows measured in this brand, each with its cells rearranged by theme.
    var contrastRows: [(row: ContrastReport.Row, cells: [ContrastReport.Cell?])] {
        guard let report = context.contrast else { return [] }
        var out: [(row: ContrastReport.Row, cells: [ContrastReport.Cell?])] = []
        for row in report.rows {
            var cells = [ContrastReport.Cell?](repeating: nil, count: themes.count)
            var any = false
            for (j, cell) in row.cells.enumerated() {
                guard let cell, j < context.columns.count, let at = context.columns[j], at.brand == brand, at.theme < cells.count else { continue }
                cells[at.theme] = cell
                any = true
            }
            if any { out.append((row, cells)) }
        }
        return out
    }

    /// The matrix, with a one-line summary.
    mutating func writeContrast() {
        let rows = contrastRows
        var passed = 0, failed = 0, exempt = 0
        for r in rows {
            for case let c? in r.cells {
                switch c.status {
                case "pass": passed += 1
                case "fail": failed += 1
                default: exempt += 1
                }
            }
        }
        out.append("<p>\(rows.count) pair\(rows.count == 1 ? "" : "s") measured by validation: \(passed) pass, \(failed) fail, \(exempt) exempt. ")
        let apca = context.contrast?.showsAPCA ?? false
        out.append("Ratios are WCAG 2 contrast ratios, truncated to two decimals; translucent colours are composited over the surface named.")
        if apca { out.append(" Lc is APCA lightness contrast, to one decimal (negative: light on dark), judged where the pair uses APCA.") }
        out.append("</p>\n")
        out.append("<table class=\"contrast\">\n")
        themeColumns("Pair")
        out.append("<tbody>\n")
        for r in rows {
            out.append("<tr><th scope=\"row\"><code>\(HTMLText.escape(r.row.foreground))</code> on <code>\(HTMLText.escape(r.row.background))</code>")
            if let s = r.row.surface { out.append(" over <code>\(HTMLText.escape(s))</code>") }
            out.append("<p class=\"desc\">\(r.row.kind.rawValue)</p></th>")
            for cell in r.cells {
                guard let c = cell else {
                    out.append("<td class=\"missing\">—</td>")
                    continue
                }
                let badge: String
                switch c.status {
                case "pass": badge = "<span class=\"badge pass\">✓ pass</span>"
                case "fail": badge = "<span class=\"badge fail\">✗ fail</span>"
                default: badge = "<span class=\"badge exempt\">exempt</span>"
                }
                out.append("<td data-status=\"\(c.status)\">\(badge) <span class=\"ratio\">\(c.ratioText)</span>")
                if c.status != "exempt", c.requirement.algorithm.judgesRatio {
                    out.append(" \(c.ratioFails ? "&lt;" : "≥") \(NumberText.format(c.minimum))")
                }
                if apca {
                    out.append("<br><span class=\"ratio\">Lc \(c.lcText)</span>")
                    if c.status != "exempt", c.requirement.algorithm.judgesLc {
                        out.append(" \(c.lcFails ? "&lt;" : "≥") \(c.requirement.minimumLcText)")
                    }
                }
                out.append("<br><span class=\"chip\" style=\"background-color:\(c.foreground)\"></span> <span class=\"desc\">\(c.foreground) on</span> ")
                out.append("<span class=\"chip\" style=\"background-color:\(c.background)\"></span> <span class=\"desc\">\(c.background)</span></td>")
            }
            out.append("</tr>\n")
        }
        out.append("</tbody>\n</table>\n")
    }
}
