/// Folds the same finding reported by several permutations into one diagnostic: a broken reference in a file
/// every permutation reads is one error, not one per brand × theme.
package enum DiagnosticMerger {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var severity: Severity
        var message: String
        var location: SourceLocation?
        var token: String?
        var notes: [DiagnosticNote]

        /// The code, token and message pick a finding out nearly always (the message names the token and its
        /// value); its location and notes are compared on a match, not hashed for every finding.
        func hash(into hasher: inout Hasher) {
            hasher.combine(code)
            hasher.combine(token)
            hasher.combine(message)
        }
    }

    /// `diagnostics` with findings that differ only by permutation merged. A finding present in all
    /// `permutationCount` permutations loses its permutation label; one present in some lists them
    /// (`brand=harbor, theme=dark; brand=summit, theme=dark`). Order of first appearance is kept.
    package static func merge(_ diagnostics: [Diagnostic], permutationCount: Int) -> [Diagnostic] {
        // Groups in order of first appearance; each diagnostic's key is hashed once.
        var keys: [Key] = []
        var groups: [(first: Diagnostic, labels: [String])] = []
        var index: [Key: Int] = [:]
        var passthrough: [Diagnostic] = []
        for d in diagnostics {
            guard let label = d.permutation else { passthrough.append(d); continue }
            let key = Key(code: d.code, severity: d.severity, message: d.message, location: d.location, token: d.tokenPath, notes: d.notes)
            if let i = index[key] {
                if !groups[i].labels.contains(label) { groups[i].labels.append(label) }
            } else {
                index[key] = groups.count
                keys.append(key)
                groups.append((d, [label]))
            }
        }
        var out = passthrough
        let unlabelled = Set(passthrough.map { Key(code: $0.code, severity: $0.severity, message: $0.message, location: $0.location, token: $0.tokenPath, notes: $0.notes) })
        for (i, key) in keys.enumerated() where unlabelled.isEmpty || !unlabelled.contains(key) {
            var (d, labels) = groups[i]
            if permutationCount > 1 && labels.count >= permutationCount {
                d.permutation = nil
            } else {
                d.permutation = labels.joined(separator: "; ")
            }
            out.append(d)
        }
        return out
    }
}
