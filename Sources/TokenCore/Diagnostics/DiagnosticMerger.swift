/// Folds the same finding reported by several permutations into one diagnostic: a broken reference in a file
/// every permutation reads is one error, not one per brand × theme.
public enum DiagnosticMerger {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var severity: Severity
        var message: String
        var location: SourceLocation?
        var token: String?
        var notes: [DiagnosticNote]
    }

    /// `diagnostics` with findings that differ only by permutation merged. A finding present in all
    /// `permutationCount` permutations loses its permutation label; one present in some lists them
    /// (`brand=harbor, theme=dark; brand=summit, theme=dark`). Order of first appearance is kept.
    public static func merge(_ diagnostics: [Diagnostic], permutationCount: Int) -> [Diagnostic] {
        var order: [Key] = []
        var groups: [Key: (first: Diagnostic, labels: [String])] = [:]
        var passthrough: [Diagnostic] = []
        for d in diagnostics {
            guard let label = d.permutation else { passthrough.append(d); continue }
            let key = Key(code: d.code, severity: d.severity, message: d.message, location: d.location, token: d.tokenPath, notes: d.notes)
            if groups[key] == nil {
                order.append(key)
                groups[key] = (d, [label])
            } else if !groups[key]!.labels.contains(label) {
                groups[key]!.labels.append(label)
            }
        }
        var out = passthrough
        let unlabelled = Set(passthrough.map { Key(code: $0.code, severity: $0.severity, message: $0.message, location: $0.location, token: $0.tokenPath, notes: $0.notes) })
        for key in order where !unlabelled.contains(key) {
            var (d, labels) = groups[key]!
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
