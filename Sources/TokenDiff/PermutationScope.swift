/// Describes a set of permutations briefly for reports: `brand=harbor`,
/// `theme=dark, dark-high-contrast`, or the labels themselves.
package enum PermutationScope {
    /// How `labels` (a subset of `all`'s labels) reads: nil when they are all of them; the permutations of some
    /// contexts of one modifier (every other modifier free), like `brand=harbor, summit`; or the labels joined by `; `.
    package static func describe(_ labels: [String], among all: [Permutation]) -> String? {
        let chosen = Set(labels)
        if all.allSatisfy({ chosen.contains(TokenDiffer.name($0)) }) { return nil }
        let modifiers = all.first?.inputs.map(\.modifier) ?? []
        if all.count > 1 {
            for m in modifiers {
                var contexts: [String] = []
                for p in all { if let c = p[m], !contexts.contains(c) { contexts.append(c) } }
                guard contexts.count > 1 else { continue }
                let picked = contexts.filter { c in all.filter { $0[m] == c }.allSatisfy { chosen.contains(TokenDiffer.name($0)) } }
                let covered = all.filter { p in picked.contains(p[m] ?? "") }.count
                if !picked.isEmpty, picked.count < contexts.count, covered == chosen.count {
                    return "\(m)=\(picked.joined(separator: ", "))"
                }
            }
        }
        let order = all.map(TokenDiffer.name)
        return labels.sorted { (order.firstIndex(of: $0) ?? Int.max) < (order.firstIndex(of: $1) ?? Int.max) }.joined(separator: "; ")
    }
}
