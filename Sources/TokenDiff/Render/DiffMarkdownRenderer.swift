/// Renders a `TokenDiff` as GitHub-flavoured Markdown for a pull-request comment: a heading, the suggested
/// version bump, one table per section (breaking, added, changed), and for permutation diffs the per-group
/// summary in a collapsed block. Sections longer than `collapseAfter` rows are collapsed too.
package struct DiffMarkdownRenderer: Sendable {
    /// The `$extensions` path of stable ids.
    package var idExtension: [String]
    /// Tables with more rows than this are wrapped in `<details>`.
    package var collapseAfter: Int

    /// A renderer.
    package init(idExtension: [String] = DiffOptions.defaultIDExtension, collapseAfter: Int = 25) {
        self.idExtension = idExtension
        self.collapseAfter = collapseAfter
    }

    /// The Markdown, ending with a newline.
    package func render(_ diff: TokenDiff) -> String {
        var out = "### Token diff: \(code(diff.from)) → \(code(diff.to))\n\n"
        out += "**Suggested version bump: \(diff.bump.rawValue)**"
        if diff.isEmpty {
            out += " — no differences.\n"
            return out
        }
        out += " — " + DiffCounts.phrase(diff)
        if diff.mode == .versions {
            out += " across \(diff.permutations.count) permutation\(diff.permutations.count == 1 ? "" : "s")"
        }
        out += ".\n"

        if !diff.removedPermutations.isEmpty || !diff.addedPermutations.isEmpty {
            out += "\n#### Permutations\n\n"
            for p in diff.removedPermutations { out += "- removed: \(code(TokenDiffer.name(p)))\n" }
            for p in diff.addedPermutations { out += "- added: \(code(TokenDiffer.name(p)))\n" }
        }
        let versions = diff.mode == .versions
        for section in TokenChange.Section.allCases {
            let changes = diff.changes.filter { $0.section == section }
            guard !changes.isEmpty else { continue }
            var rows: [[String]]
            var header: [String]
            let title: String
            switch section {
            case .breaking:
                title = "⚠️ Breaking changes"
                header = ["Token", "Change", "Before", "After"]
                rows = changes.map { c in
                    [code(c.path.description), c.kinds.map(\.rawValue).joined(separator: ", "),
                     c.old.map { cell($0, c, old: true) } ?? "", c.new.map { cell($0, c, old: false) } ?? ""]
                }
            case .added:
                title = "Added"
                header = ["Token", "Type", "Value", "Reference"]
                rows = changes.map { c in
                    let n = c.new!
                    return [code(c.path.description), n.type.rawValue, code(DiffValueText.text(n.value)),
                            n.reference.isLiteral ? "" : code(n.reference.description)]
                }
            case .changed:
                title = "Changed"
                header = ["Token", "Change", "Before", "After", "Details"]
                rows = changes.map { c in
                    [code(c.path.description), c.kinds.map(\.rawValue).joined(separator: ", "),
                     c.old.map { cell($0, c, old: true) } ?? "", c.new.map { cell($0, c, old: false) } ?? "", notes(c)]
                }
            }
            let scopes = changes.map { PermutationScope.describe($0.permutations, among: diff.permutations) }
            if versions, scopes.contains(where: { $0 != nil }) {
                header.append("Permutations")
                for (i, scope) in scopes.enumerated() { rows[i].append(escape(scope ?? "all")) }
            }
            if section == .breaking, changes.contains(where: { !notes($0).isEmpty }) {
                header.insert("Details", at: 4)
                for (i, c) in changes.enumerated() { rows[i].insert(notes(c), at: 4) }
            }
            out += "\n" + block("#### \(title) (\(changes.count))", table(header, rows), collapse: rows.count > collapseAfter)
        }
        if let s = diff.summary {
            let from = DiffCounts.shortName(diff.fromPermutation, diff.toPermutation, diff.from)
            let to = DiffCounts.shortName(diff.toPermutation, diff.fromPermutation, diff.to)
            var body = table(["Group", escape(from), escape(to), "Differ", "Only \(escape(from))", "Only \(escape(to))"],
                             s.groups.map { [code($0.name), "\($0.fromCount)", "\($0.toCount)", "\($0.differing)", "\($0.onlyInFrom)", "\($0.onlyInTo)"] })
            if !s.ruleDifferences.isEmpty {
                body += "\n**Rule-relevant differences**\n\n"
                body += table(["Rule", "Token", escape(from), escape(to), "Delta"], s.ruleDifferences.map { r in
                    [r.rule.rawValue, code(r.path.description), r.from.map { code(DiffValueText.text($0.value)) } ?? "—",
                     r.to.map { code(DiffValueText.text($0.value)) } ?? "—", r.delta.map { escape($0.text) } ?? ""]
                })
            }
            out += "\n" + block("By group: \(s.totalDiffering) token\(s.totalDiffering == 1 ? "" : "s") differ", body, collapse: true)
        }
        return out
    }

    /// One side's cell: the value, after the path of a rename and the type of a type change, and the part of the
    /// reference that changed; the old side of a removed alias also shows its reference.
    private func cell(_ s: TokenSnapshot, _ c: TokenChange, old: Bool) -> String {
        var cell = code(DiffValueText.text(s.value))
        if c.kinds.contains(.renamed) { cell = code(s.path.description) + " " + cell }
        if c.kinds.contains(.typeChanged) { cell = s.type.rawValue + " " + cell }
        if c.kinds.contains(.referenceChanged), let other = old ? c.new : c.old {
            cell += " " + code(old ? s.reference.differingText(other.reference).0 : other.reference.differingText(s.reference).1)
        } else if old, c.kinds == [.removed], !s.reference.isLiteral {
            cell += " " + code(s.reference.description)
        }
        return cell
    }

    /// Delta, description and deprecation changes, rename evidence and contrast verdicts, `; `-separated.
    private func notes(_ c: TokenChange) -> String {
        var parts: [String] = []
        if let d = c.delta { parts.append(escape(d.text)) }
        if let why = c.renameReason(idExtension: idExtension) { parts.append("renamed: \(escape(why))") }
        if c.kinds == [.removed], let d = c.old?.deprecation { parts.append(escape("was \(DiffValueText.deprecation(d))")) }
        for d in c.details(idExtension: idExtension) where ["description", "deprecated"].contains(d.label) {
            parts.append("\(d.label): \(escape(d.text))")
        }
        for x in c.contrast {
            let verdict = x.isRegression ? "❌ now fails" : "✅ now passes"
            parts.append("contrast \(verdict): \(code(x.foreground.description)) on \(code(x.background.description)) "
                + "\(ContrastChange.ratioText(x.oldRatio)) → \(ContrastChange.ratioText(x.newRatio)) (\(x.kind.rawValue), \(NumberText.format(x.minimum)):1)")
        }
        return parts.joined(separator: "; ")
    }

    /// A table; cells are already escaped.
    private func table(_ header: [String], _ rows: [[String]]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.map { _ in "---|" }.joined() + "\n"
        for r in rows { out += "| " + r.joined(separator: " | ") + " |\n" }
        return out
    }

    /// A heading and body, or both inside `<details>` when `collapse` is set.
    private func block(_ title: String, _ body: String, collapse: Bool) -> String {
        guard collapse else { return title + "\n\n" + body }
        let summary = title.hasPrefix("#") ? String(title.drop { $0 == "#" || $0 == " " }) : title
        return "<details><summary>\(html(summary))</summary>\n\n" + body + "\n</details>\n"
    }

    private func code(_ text: String) -> String { MarkdownText.code(text) }

    private func escape(_ text: String) -> String { MarkdownText.escape(text) }

    /// Text safe inside an HTML element.
    private func html(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;")
    }
}
