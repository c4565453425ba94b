/// Text, Markdown and JSON renderings of a contrast report.
extension ContrastReport {
    /// An aligned plain-text table: a pass shows the ratio, a failure `4.47 < 4.5`, an exempt pair `(1.21)`,
    /// a pair missing from a permutation `-`.
    package func text() -> String {
        let header = ["pair", "kind"] + columns.map(DisplayText.escape)
        var table = [header]
        let apca = showsAPCA
        for row in rows {
            table.append([DisplayText.escape(row.title), row.kind.rawValue] + row.cells.map { cell in
                guard let c = cell else { return "-" }
                let measured = Self.measured(c, apca: apca)
                return c.isExempt ? "(\(measured))" : measured
            })
        }
        var widths = [Int](repeating: 0, count: header.count)
        for line in table { for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = "Contrast report: \(summary)\n"
        if !columnKey.isEmpty { out += "columns: \(DisplayText.escape(columnKey))\n" }
        out += "\n"
        for line in table {
            var text = ""
            for (i, cell) in line.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                text += i < 2 ? cell + pad : pad + cell
                if i < line.count - 1 { text += "  " }
            }
            while text.hasSuffix(" ") { text.removeLast() }
            out += text + "\n"
        }
        out += "\nx < m: below the minimum m; (x): exempt, not judged; -: not in that permutation. Ratios are truncated to two decimals.\n"
        if apca { out += "Lc: APCA lightness contrast, to one decimal (negative: light on dark); judged where the pair's algorithm is apca or both.\n" }
        return out
    }

    /// A cell's figures: the ratio, and with `apca` its Lc, each followed by `< minimum` where it fails.
    package static func measured(_ c: Cell, apca: Bool) -> String {
        var text = c.ratioText + (c.ratioFails && !c.isExempt ? " < \(NumberText.format(c.minimum))" : "")
        if apca {
            text += " · Lc \(c.lcText)" + (c.lcFails && !c.isExempt ? " < \(c.requirement.minimumLcText)" : "")
        }
        return text
    }

    /// A GitHub-flavoured Markdown table.
    package func markdown() -> String {
        var out = "### Contrast report\n\n\(summary).\n\n"
        let apca = showsAPCA
        out += "| Pair | Kind | " + permutations.map { Self.escape($0) }.joined(separator: " | ") + " |\n"
        out += "|---|---|" + String(repeating: "---:|", count: permutations.count) + "\n"
        for row in rows {
            let pair = "`\(Self.escape(row.foreground.description))` on `\(Self.escape(row.background.description))`"
                + (row.surface.map { " over `\(Self.escape($0.description))`" } ?? "")
            out += "| \(pair) | \(row.kind.rawValue) | " + row.cells.map { cell in
                guard let c = cell else { return "—" }
                switch c.status {
                case "fail" where !apca: return "❌ **\(c.ratioText)** < \(NumberText.format(c.minimum))"
                case "fail": return "❌ " + Self.measured(c, apca: true)
                case "exempt": return "\(Self.measured(c, apca: apca)) (exempt)"
                default: return "✅ \(Self.measured(c, apca: apca))"
                }
            }.joined(separator: " | ") + " |\n"
        }
        if apca { out += "\nLc: APCA lightness contrast (negative: light on dark), judged where a pair's algorithm is `apca` or `both`.\n" }
        return out
    }

    /// `{"permutations": [...], "pairs": [{"foreground", "background", "surface"?, "kind", "results": [...]}], "summary": {...}}`;
    /// each result has the permutation, the ratio truncated to two decimals and its minimum, the APCA Lc to one
    /// decimal and its minimum, the algorithm that judges, the criterion, the status and the two colours compared.
    package func json() -> String {
        let pairs: [JSONValue] = rows.map { row in
            var o = JSONObject()
            o["foreground"] = .string(row.foreground.description)
            o["background"] = .string(row.background.description)
            if let s = row.surface { o["surface"] = .string(s.description) }
            o["kind"] = .string(row.kind.rawValue)
            o["results"] = .array(row.cells.enumerated().compactMap { (i, cell) -> JSONValue? in
                guard let c = cell else { return nil }
                return [
                    "permutation": .string(permutations[i]),
                    "ratio": .number(Double(c.ratioText)!),
                    "minimum": .number(c.minimum),
                    "lc": .number(Double(c.lcText)!),
                    "minimumLc": c.requirement.minimumLc.isFinite ? .number(c.requirement.minimumLc) : .null,
                    "algorithm": .string(c.requirement.algorithm.rawValue),
                    "criterion": .string(c.criterion),
                    "status": .string(c.status),
                    "foreground": .string(c.foreground),
                    "background": .string(c.background),
                ]
            })
            return .object(o)
        }
        let doc: JSONValue = [
            "permutations": .array(permutations.map { .string($0) }),
            "pairs": .array(pairs),
            "summary": [
                "pairs": .number(Double(rows.count)),
                "measured": .number(Double(measured)),
                "failures": .number(Double(failures)),
                "exempt": .number(Double(exemptions)),
            ],
        ]
        return JSONWriter.string(doc, pretty: true) + "\n"
    }

    /// A permutation label made safe for a Markdown table cell.
    /// `s` for a Markdown table cell: control characters shown (`DisplayText`), pipes escaped.
    private static func escape(_ s: String) -> String {
        DisplayText.escape(s).replacingPipes()
    }
}

/// Markdown escaping.
private extension String {
    /// `|` escaped for a Markdown table cell, scalar by scalar (`|` followed by a combining mark still ends a cell).
    func replacingPipes() -> String {
        var out = String.UnicodeScalarView()
        for c in unicodeScalars {
            if c == "|" { out.append("\\") }
            out.append(c)
        }
        return String(out)
    }
}
