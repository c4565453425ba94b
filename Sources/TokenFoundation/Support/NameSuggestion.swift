/// "Did you mean …?" for misspelt keys and names in resolver documents and inputs.
package enum NameSuggestion {
    /// The candidate closest to `name`: equal ignoring case, or within a small edit distance
    /// (1 for names of up to 3 characters, else a third of the length, at least 2 and at most 3, so that
    /// one swapped pair of letters is found). Ties go to the earlier candidate.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let lower = name.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lower }) { return same }
        let limit = lower.count <= 3 ? 1 : min(3, max(2, lower.count / 3))
        var best: (String, Int)?
        for c in candidates {
            let d = distance(lower, c.lowercased())
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance over Unicode scalars.
    package static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// `names` quoted and joined for a note: `"light", "dark"`.
    package static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
