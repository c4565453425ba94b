/// `case-collision`: two tokens of one permutation whose paths differ only in letter case (`color.Primary` and
/// `color.primary`). Case-insensitive file systems, lookups and some generated names cannot tell them apart.
/// See docs/rules/case-collision.md.
package struct CaseCollisionRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        CaseCollisionRule.self, code: .caseCollision, defaultSeverity: .warning,
        summary: "No two tokens of a permutation have paths that differ only in letter case.")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<NoOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<NoOptions>) { self.settings = settings }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        let groups = Self.collisionGroups(context.index)
        guard !groups.isEmpty else { return [] }
        var out: [Diagnostic] = []
        for (p, s, severity) in inForce(context) {
            for group in groups {
                let present = group.compactMap { n in context.index.slot(n, in: p).map { (slot: $0, node: n) } }.sorted { $0.slot < $1.slot }
                guard present.count > 1 else { continue }
                let first = context.permutations[p].tokens.tokens[present[0].slot]
                for other in present.dropFirst() {
                    let t = context.permutations[p].tokens.tokens[other.slot]
                    out.append(Diagnostic(.caseCollision, severity: severity, "\(t.path) and \(first.path) differ only in letter case",
                                          at: t.origin.location(part: .key), token: t.path.description, permutation: context.label(p),
                                          notes: [DiagnosticNote("\(first.path) is defined here", at: first.origin.location(part: .key))] + s.notes))
                }
            }
        }
        return out
    }

    /// Sets of token nodes (of any permutation) whose paths are equal ignoring case. Only branches below a node
    /// with two children whose names differ only in case are compared, so a tree without such names costs one
    /// pass over its names.
    static func collisionGroups(_ index: PathIndex) -> [[PathIndex.Node]] {
        var groups: [[PathIndex.Node]] = []
        var seen = Set<[PathIndex.Node]>()
        for n in 0..<PathIndex.Node(index.nodeCount) {
            guard index.hasSeveralChildren(n), index.children(n).contains(where: { hasUpper(index.name($0)) }) else { continue }
            let kids = Array(index.children(n))
            var byLower: [String: [PathIndex.Node]] = [:]
            var names: [String] = []
            for k in kids {
                let lower = index.name(k).lowercased()
                if byLower[lower] == nil { names.append(lower) }
                byLower[lower, default: []].append(k)
            }
            for name in names where byLower[name]!.count > 1 {
                let colliding = byLower[name]!
                var byPath: [String: [PathIndex.Node]] = [:]
                var order: [String] = []
                for root in colliding {
                    var stack = [(root, [index.name(root).lowercased()])]
                    while let (node, rel) = stack.popLast() {
                        if index.path(node) != nil {
                            let key = rel.joined(separator: ".")
                            if byPath[key] == nil { order.append(key) }
                            byPath[key, default: []].append(node)
                        }
                        for c in Array(index.children(node)).reversed() { stack.append((c, rel + [index.name(c).lowercased()])) }
                    }
                }
                for key in order {
                    let nodes = byPath[key]!.sorted()
                    if nodes.count > 1, seen.insert(nodes).inserted { groups.append(nodes) }
                }
            }
        }
        return groups
    }

    /// True when a name has an uppercase ASCII letter or any non-ASCII character.
    private static func hasUpper(_ s: String) -> Bool {
        s.utf8.contains { ($0 >= 65 && $0 <= 90) || $0 >= 0x80 }
    }
}
