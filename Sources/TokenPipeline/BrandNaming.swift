/// Brand names from the contexts of the modifiers that make up the brand, joined with `-` (`a` × `b-c` →
/// `a-b-c`). Joining is ambiguous when a context holds `-` (`a-b` × `c` is `a-b-c` too): such a collision is a
/// `name-collision` error at the later context, and the later brand is renamed (`a-b-c-2`) so no permutation is
/// merged into another's brand.
package enum BrandNaming {
    /// The brand name of each permutation (its brand contexts, `inputs[i]`; `fallback` when it has none), and a
    /// diagnostic for each set of contexts whose joined name another set already has.
    package static func join(_ inputs: [[Permutation.Input]], default fallback: String, resolver: ResolverDocument?)
        -> (names: [String], collisions: [Diagnostic]) {
        func joined(_ i: [Permutation.Input]) -> String { i.isEmpty ? fallback : i.map(\.context).joined(separator: "-") }
        var names: [String] = []
        names.reserveCapacity(inputs.count)
        var collisions: [Diagnostic] = []
        var owners: [String: [Permutation.Input]] = [:]  // brand name → the contexts it stands for
        var given: [[Permutation.Input]: String] = [:]  // contexts → the brand name they were given
        let taken = Set(inputs.map(joined))
        for i in inputs {
            if let name = given[i] { names.append(name); continue }
            var name = joined(i)
            if let kept = owners[name] {
                var n = 2
                while taken.contains("\(name)-\(n)") || owners["\(name)-\(n)"] != nil { n += 1 }
                let renamed = "\(name)-\(n)"
                collisions.append(collision(i, kept: kept, joined: name, renamed: renamed, resolver: resolver))
                name = renamed
            }
            owners[name] = i
            given[i] = name
            names.append(name)
        }
        return (names, collisions)
    }

    /// `dropped` and `kept` both join to `joined`; `dropped` becomes `renamed`. Located at the first context
    /// where the two differ (its key in the resolver), with a note at the other's.
    private static func collision(_ dropped: [Permutation.Input], kept: [Permutation.Input], joined: String, renamed: String,
                                  resolver: ResolverDocument?) -> Diagnostic {
        func label(_ i: [Permutation.Input]) -> String { i.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") }
        // The first modifier whose contexts differ (both come from the same modifiers, in the same order).
        let k = dropped.indices.first { $0 < kept.count && dropped[$0] != kept[$0] } ?? 0
        func location(_ i: [Permutation.Input]) -> SourceLocation? {
            guard k < i.count else { return nil }
            return resolver?.modifier(named: i[k].modifier)?.context(named: i[k].context)?.origin.location(part: .key)
        }
        return Diagnostic(
            .nameCollision,
            "the brand contexts \(label(dropped)) and \(label(kept)) both join to the brand name `\(joined)`; \(label(dropped)) is named `\(renamed)`; rename a context so that every brand has a name of its own",
            at: location(dropped),
            notes: [DiagnosticNote("\(label(kept)) keeps the name `\(joined)`", at: location(kept))])
    }
}
