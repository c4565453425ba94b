/// Comparing two versions of a tree, permutation by permutation.
extension TokenDiffer {
    /// Compares every permutation `base` and `head` share (matched by their inputs, case-insensitively), in
    /// `head`'s order. A change that is the same in several permutations is listed once, with their labels.
    /// `baseName` and `headName` say what the versions are (`HEAD~1`, `working tree`).
    package static func compare(versions base: [DiffSide], _ head: [DiffSide], baseName: String, headName: String,
                               options: DiffOptions = DiffOptions()) -> TokenDiff {
        let baseByKey = Dictionary(base.map { (key($0.permutation), $0) }, uniquingKeysWith: { a, _ in a })
        let headKeys = Set(head.map { key($0.permutation) })
        var compared: [Permutation] = []
        var added: [Permutation] = []
        var grouped: [TokenChange] = []
        var index: [TokenChange: Int] = [:]
        for side in head {
            guard let old = baseByKey[key(side.permutation)] else { added.append(side.permutation); continue }
            compared.append(side.permutation)
            let label = name(side.permutation)
            for change in changes(from: old, to: side, options: options) {
                if let i = index[change] {
                    grouped[i].permutations.append(label)
                } else {
                    index[change] = grouped.count
                    var c = change
                    c.permutations = [label]
                    grouped.append(c)
                }
            }
        }
        let removed = base.map(\.permutation).filter { !headKeys.contains(key($0)) }
        // Stable sort: changes at one path keep permutation order.
        let sorted = grouped.enumerated().sorted { a, b in
            if TokenChange.precedes(a.element, b.element) { return true }
            if TokenChange.precedes(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
        return TokenDiff(mode: .versions, from: baseName, to: headName, permutations: compared,
                         addedPermutations: added, removedPermutations: removed, changes: sorted)
    }

    /// The inputs, lowercased and sorted by modifier: what identifies a permutation across versions.
    package static func key(_ p: Permutation) -> [String] {
        p.inputs.map { "\($0.modifier.lowercased())=\($0.context.lowercased())" }.sorted()
    }
}
