/// Renders a `TokenDiff` as a self-contained HTML page (no script, no network): the suggested version bump,
/// breaking changes first, then changed colours as old/new swatch pairs with their ΔE, changed sizes drawn both
/// ways (1 px = 1 pt), other changes, added tokens, and for permutation diffs the per-group summary. The page
/// uses the token sheet's WCAG AA palette. See docs/html.md.
package struct DiffHTMLRenderer: Sendable {
    /// The `$extensions` path of stable ids, for rename explanations.
    package var idExtension: [String]
    /// Pixels per rem, for drawing `rem` dimensions.
    package var remBase: Double

    /// A renderer.
    package init(idExtension: [String] = DiffOptions.defaultIDExtension, remBase: Double = 16) {
        self.idExtension = idExtension
        self.remBase = remBase
    }

    /// The page's sections, in order: `(id, title, changes)`.
    package func sections(_ diff: TokenDiff) -> [(id: String, title: String, changes: [TokenChange])] {
        var breaking: [TokenChange] = [], colours: [TokenChange] = [], sizes: [TokenChange] = []
        var other: [TokenChange] = [], added: [TokenChange] = []
        for c in diff.changes {
            switch c.section {
            case .breaking: breaking.append(c)
            case .added: added.append(c)
            case .changed:
                switch (c.old?.value, c.new?.value) {
                case (.color?, .color?) where c.kinds.contains(.valueChanged): colours.append(c)
                case (.dimension?, .dimension?) where c.kinds.contains(.valueChanged): sizes.append(c)
                default: other.append(c)
                }
            }
        }
        return [("breaking", "Breaking changes", breaking), ("colours", "Changed colours", colours),
                ("sizes", "Changed sizes", sizes), ("changed", "Other changes", other), ("added", "Added", added)]
            .filter { !$0.2.isEmpty }
    }

    /// The page, ending with a newline.
    package func render(_ diff: TokenDiff) -> String {
        let title = "Token diff: \(diff.from) → \(diff.to)"
        var out = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"tokenc\">\n"
        out += "<title>\(HTMLText.escape(title))</title>\n<style>\n\(HTMLPalette.styleSheet)\n</style>\n</head>\n<body>\n"
        out += "<a class=\"skip\" href=\"#main\">Skip to the changes</a>\n<header>\n<h1>\(HTMLText.escape(title))</h1>\n"
        out += "<p>Suggested version bump: <strong class=\"badge \(diff.hasBreakingChanges ? "fail" : "exempt")\">\(diff.bump.rawValue)</strong>"
        if diff.isEmpty {
            out += " — no differences.</p>\n</header>\n<main id=\"main\"></main>\n</body>\n</html>\n"
            return out
        }
        out += " — " + HTMLText.escape(DiffCounts.phrase(diff))
        if diff.mode == .versions { out += " across \(diff.permutations.count) permutation\(diff.permutations.count == 1 ? "" : "s")" }
        out += ". Sizes are drawn at 1 CSS px per pt; ΔE is CIEDE2000.</p>\n"
        let sections = self.sections(diff)
        out += "<nav aria-label=\"Sections\"><ul>"
        if !diff.removedPermutations.isEmpty || !diff.addedPermutations.isEmpty { out += "<li><a href=\"#permutations\">Permutations</a></li>" }
        for s in sections { out += "<li><a href=\"#\(s.id)\">\(s.title) (\(s.changes.count))</a></li>" }
        if diff.summary != nil { out += "<li><a href=\"#groups\">By group</a></li>" }
        out += "</ul></nav>\n</header>\n<main id=\"main\">\n"
        if !diff.removedPermutations.isEmpty || !diff.addedPermutations.isEmpty {
            out += open("permutations", "Permutations") + "<ul>"
            for p in diff.removedPermutations { out += "<li><span class=\"badge fail\">removed</span> <code>\(HTMLText.escape(TokenDiffer.name(p)))</code></li>" }
            for p in diff.addedPermutations { out += "<li><span class=\"badge pass\">added</span> <code>\(HTMLText.escape(TokenDiffer.name(p)))</code></li>" }
            out += "</ul>\n</section>\n"
        }
        for s in sections {
            out += open(s.id, "\(s.title) (\(s.changes.count))")
            out += table(s.id, s.changes, diff)
            out += "</section>\n"
        }
        if let summary = diff.summary { out += groups(summary, diff) }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// A section's opening tags and heading.
    package func open(_ id: String, _ title: String) -> String {
        "<section id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n<h2 id=\"\(id)-h\">\(HTMLText.escape(title))</h2>\n"
    }

    /// The per-group counts of a permutation diff.
    package func groups(_ s: BrandSummary, _ diff: TokenDiff) -> String {
        let from = HTMLText.escape(DiffCounts.shortName(diff.fromPermutation, diff.toPermutation, diff.from))
        let to = HTMLText.escape(DiffCounts.shortName(diff.toPermutation, diff.fromPermutation, diff.to))
        var out = open("groups", "By group") + "<table>\n<thead><tr><th scope=\"col\">Group</th><th scope=\"col\">\(from)</th><th scope=\"col\">\(to)</th>"
        out += "<th scope=\"col\">Differ</th><th scope=\"col\">Only \(from)</th><th scope=\"col\">Only \(to)</th></tr></thead>\n<tbody>\n"
        for g in s.groups {
            out += "<tr><th scope=\"row\"><code>\(HTMLText.escape(g.name))</code></th><td>\(g.fromCount)</td><td>\(g.toCount)</td>"
            out += "<td>\(g.differing)</td><td>\(g.onlyInFrom)</td><td>\(g.onlyInTo)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }
}
