/// The tables of the visual diff: one row per change, values drawn (swatches, bars) beside their text.
extension DiffHTMLRenderer {
    /// The table of one section.
    package func table(_ section: String, _ changes: [TokenChange], _ diff: TokenDiff) -> String {
        let scopes = changes.map { diff.mode == .versions ? PermutationScope.describe($0.permutations, among: diff.permutations) : nil }
        let showScope = scopes.contains { $0 != nil }
        var header: [String]
        switch section {
        case "colours": header = ["Token", "Before", "After", "ΔE", "Details"]
        case "sizes": header = ["Token", "Before", "After", "Change", "Details"]
        case "added": header = ["Token", "Type", "Value"]
        default: header = ["Token", "Change", "Before", "After", "Details"]
        }
        let showDetails = section == "added" || changes.contains { !details($0, skipping: Self.shownInColumns(section)).isEmpty }
        if !showDetails { header.removeLast() }
        if showScope { header.append("Permutations") }
        var out = "<table>\n<thead><tr>" + header.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (c, scope) in zip(changes, scopes) {
            out += "<tr>" + tokenCell(c)
            switch section {
            case "colours", "sizes":
                out += "<td>\(visual(c.old, c, side: "old"))</td><td>\(visual(c.new, c, side: "new"))</td>"
                out += "<td class=\"ratio\">\(HTMLText.escape(c.delta.map { section == "colours" ? NumberText.fixed($0.amount, places: 2) : $0.text } ?? "—"))</td>"
                if showDetails { out += "<td>\(details(c, skipping: Self.shownInColumns(section)))</td>" }
            case "added":
                out += "<td>\(c.new?.type.rawValue ?? "")</td><td>\(visual(c.new, c, side: "new"))</td>"
            default:
                out += "<td>\(c.kinds.map { "<span class=\"badge \($0.isBreaking ? "fail" : "exempt")\">\($0.rawValue)</span>" }.joined(separator: " "))</td>"
                out += "<td>\(c.old.map { visual($0, c, side: "old") } ?? "—")</td><td>\(c.new.map { visual($0, c, side: "new") } ?? "—")</td>"
                if showDetails { out += "<td>\(details(c, skipping: Self.shownInColumns(section)))</td>" }
            }
            if showScope { out += "<td>\(HTMLText.escape(scope ?? "all"))</td>" }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// Detail labels a section's columns already show.
    static func shownInColumns(_ section: String) -> Set<String> {
        section == "colours" || section == "sizes" ? ["value", "reference"] : ["added", "removed", "reference"]
    }

    /// The token's path (and old path when renamed), with a deprecated badge.
    func tokenCell(_ c: TokenChange) -> String {
        var s = "<th scope=\"row\"><code>\(HTMLText.escape(c.path))</code>"
        if let o = c.oldPath { s += "<p class=\"desc\">was <code>\(HTMLText.escape(o))</code></p>" }
        if c.new?.deprecation != nil || (c.new == nil && c.old?.deprecation != nil) { s += " <span class=\"badge deprecated\">deprecated</span>" }
        return s + "</th>"
    }

    /// A value drawn: a swatch for a colour, a bar for a dimension, text otherwise; its reference below.
    package func visual(_ snapshot: TokenSnapshot?, _ c: TokenChange, side: String) -> String {
        guard let s = snapshot else { return "—" }
        let attributes = " data-token=\"\(HTMLText.escape(c.path))\" data-side=\"\(side)\""
        var out: String
        switch s.value {
        case .color(let color):
            out = HTMLSwatch.color(color, attributes: attributes)
        case .dimension(let d):
            out = "<span class=\"ratio\">\(HTMLText.escape(HTMLSwatch.describe(d, remBase: remBase)))</span><br>"
                + HTMLSwatch.bar(HTMLSwatch.pixels(d, remBase: remBase), attributes: attributes, maximum: HTMLSwatch.maximumDiffBar)
        default:
            out = "<code>\(HTMLText.escape(DiffValueText.text(s.value)))</code>"
        }
        if !s.reference.isLiteral { out += "<p class=\"alias\">→ <code>\(HTMLText.escape(s.reference.description))</code></p>" }
        return out
    }

    /// The change's details as a list (labels in `skipping` left out), or empty.
    package func details(_ c: TokenChange, skipping: Set<String>) -> String {
        let list = c.details(idExtension: idExtension).filter { !skipping.contains($0.label) }
        guard !list.isEmpty else { return "" }
        return "<ul>" + list.map { "<li><strong>\(HTMLText.escape($0.label))</strong>: \(HTMLText.escape($0.text))</li>" }.joined() + "</ul>"
    }
}
