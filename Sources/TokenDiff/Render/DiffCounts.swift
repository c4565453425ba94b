/// Counting and naming shared by the renderers.
package enum DiffCounts {
    /// `1 breaking, 52 added, 120 changed` (sections with none left out).
    package static func phrase(_ diff: TokenDiff) -> String {
        var parts: [String] = []
        let breaking = diff.breakingCount
        let added = diff.changes.filter { $0.section == .added }.count + diff.addedPermutations.count
        let changed = diff.changes.filter { $0.section == .changed }.count
        if breaking > 0 { parts.append("\(breaking) breaking") }
        if added > 0 { parts.append("\(added) added") }
        if changed > 0 { parts.append("\(changed) changed") }
        return parts.joined(separator: ", ")
    }

    /// A side's name in summary columns: only the inputs that differ from the other side (`summit` for
    /// `brand=summit, theme=light` against `brand=harbor, theme=light`), else the full name.
    static func shortName(_ p: Permutation?, _ other: Permutation?, _ fallback: String) -> String {
        guard let p, let other else { return fallback }
        let differing = p.inputs.filter { other[$0.modifier] != $0.context }
        guard !differing.isEmpty else { return fallback }
        return differing.map(\.context).joined(separator: "/")
    }
}
