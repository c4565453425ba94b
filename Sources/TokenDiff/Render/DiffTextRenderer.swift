/// Renders a `TokenDiff` as terminal text: a header with the suggested version bump, then breaking changes,
/// additions and other changes (each sorted by path), then for permutation diffs the per-group summary and
/// the rule-relevant differences. ANSI colours only when `colors` is set (the CLI sets it for a terminal).
package struct DiffTextRenderer: Sendable {
    /// Use ANSI colours.
    package var colors: Bool
    /// The `$extensions` path of stable ids, for rename explanations.
    package var idExtension: [String]

    /// A renderer.
    package init(colors: Bool = false, idExtension: [String] = DiffOptions.defaultIDExtension) {
        self.colors = colors
        self.idExtension = idExtension
    }

    /// `s` wrapped in the ANSI SGR `code` when colours are on.
    private func paint(_ s: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    /// `s` in bold when colours are on.
    private func bold(_ s: String) -> String { paint(s, "1") }

    /// The report, ending with a newline.
    package func render(_ diff: TokenDiff) -> String {
        var out = bold("Token diff: \(shown(diff.from)) → \(shown(diff.to))")
        if diff.mode == .versions {
            out += " (\(diff.permutations.count) permutation\(diff.permutations.count == 1 ? "" : "s") compared)"
        }
        out += "\n"
        out += "Suggested version bump: \(bold(diff.bump.rawValue))"
        if !diff.isEmpty { out += " (" + DiffCounts.phrase(diff) + ")" }
        out += "\n"
        if diff.isEmpty { out += "No differences.\n" }

        if !diff.removedPermutations.isEmpty || !diff.addedPermutations.isEmpty {
            out += "\n" + bold("Permutations") + "\n"
            for p in diff.removedPermutations { out += "  " + paint("- \(shown(TokenDiffer.name(p)))", "31") + "  removed\n" }
            for p in diff.addedPermutations { out += "  " + paint("+ \(shown(TokenDiffer.name(p)))", "32") + "  added\n" }
        }
        for section in TokenChange.Section.allCases {
            let changes = diff.changes.filter { $0.section == section }
            guard !changes.isEmpty else { continue }
            let title: String
            switch section {
            case .breaking: title = "Breaking changes"
            case .added: title = "Added"
            case .changed: title = "Changed"
            }
            out += "\n" + bold("\(title) (\(changes.count))") + "\n"
            for c in changes { out += line(c, diff) }
        }
        if let summary = diff.summary, !diff.isEmpty { out += self.summary(summary, diff) }
        return out
    }

    /// One change: `sigil path`, then one indented line per detail (a lone detail stays on the line).
    private func line(_ c: TokenChange, _ diff: TokenDiff) -> String {
        let colour = c.section == .breaking ? "31" : c.section == .added ? "32" : "33"
        var out = "  " + paint("\(c.sigil) \(shown(c.path.description))", colour)
        var details = c.details(idExtension: idExtension)
        if let first = details.first, first.label == "added" || first.label == "removed" {
            out += "  \(shown(first.text))"
            details.removeFirst()
        }
        if let scope = PermutationScope.describe(c.permutations, among: diff.permutations), diff.mode == .versions {
            details.append(TokenChange.Detail(label: "in", text: scope))
        }
        if details.count == 1, c.sigil == "~" {
            return out + "  \(details[0].label): \(shown(details[0].text))\n"
        }
        out += "\n"
        for d in details { out += "      \(d.label): \(shown(d.text))\n" }
        return out
    }

    /// The per-group table and the rule-relevant differences.
    private func summary(_ s: BrandSummary, _ diff: TokenDiff) -> String {
        let from = shown(DiffCounts.shortName(diff.fromPermutation, diff.toPermutation, diff.from))
        let to = shown(DiffCounts.shortName(diff.toPermutation, diff.fromPermutation, diff.to))
        var out = "\n" + bold("By group") + "\n"
        let header = ["group", from, to, "differ", "only \(from)", "only \(to)"]
        let rows = s.groups.map { g in
            [shown(g.name), String(g.fromCount), String(g.toCount), String(g.differing), String(g.onlyInFrom), String(g.onlyInTo)]
        }
        out += table([header] + rows)
        if !s.ruleDifferences.isEmpty {
            out += "\n" + bold("Rule-relevant differences") + "\n"
            for r in s.ruleDifferences {
                var text = "  \(r.rule.rawValue)  " + shown("\(r.path)  \(r.from.map { DiffValueText.text($0.value) } ?? "absent") → \(r.to.map { DiffValueText.text($0.value) } ?? "absent")")
                if let d = r.delta { text += " (\(d.text))" }
                out += text + "\n"
            }
        }
        return out
    }

    /// User text (paths, names, values) for the terminal: control and invisible characters shown as escapes.
    private func shown(_ s: String) -> String { DisplayText.escape(s) }

    /// Left-aligned first column, right-aligned numbers, two spaces between columns.
    private func table(_ rows: [[String]]) -> String {
        guard let first = rows.first else { return "" }
        var widths = Array(repeating: 0, count: first.count)
        for r in rows { for (i, cell) in r.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for r in rows {
            var line = "  "
            for (i, cell) in r.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                line += i == 0 ? cell + pad : "  " + pad + cell
            }
            out += line + "\n"
        }
        return out
    }
}
