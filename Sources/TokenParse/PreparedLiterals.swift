/// The literal `$value`s of a compilation's definitions (those without references), each parsed once as the type
/// it has or inherits within its own source. What `ValueParser.parse` gives depends only on the definition and the
/// type, so every permutation that resolves a definition to that type takes the parsed value from here instead of
/// parsing it again (a permutation whose merge gives it another type parses it itself).
///
/// A side table owned by the compilation: filled by the parse stage, before any permutation is resolved, then
/// only read. Keyed by the definition's box (`TokenDefinition.identity`); each entry keeps its definition, so a
/// changed copy of one has a box, and so a key, of its own and is not mistaken for it.
package struct PreparedLiterals: Sendable {
    /// A literal `$value` parsed as one type: what `ValueParser.parse` gave, and the diagnostics it reported.
    package struct Literal: Sendable {
        package var type: TokenType
        package var value: TokenValue?
        package var diagnostics: [Diagnostic]
        /// `ValueKey`'s hash of `value`, computed once (every permutation's resolved token takes it).
        package var valueHash: Int
    }

    /// One parsed definition (kept: its box is the key) and what it parsed to.
    private struct Entry: Sendable {
        let definition: TokenDefinition
        let literal: Literal
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// No literal parsed: every definition is parsed where it is resolved.
    package init() {}

    /// The literal parsed for `definition` (this very definition, or a copy sharing its box), if it was.
    package func literal(for definition: TokenDefinition) -> Literal? {
        entries[definition.identity]?.literal
    }

    /// The number of definitions parsed.
    package var count: Int { entries.count }

    /// Parses the literal values of `layer`'s tokens, each as the type it has or inherits within the layer.
    /// `deprecatedForms` as for `ValueParser.parse`.
    package init(_ layer: TokenLayer, deprecatedForms: Bool = true) {
        var groupTypes: [TokenPath: TokenType] = [:]
        for g in layer.groups { if let t = g.type { groupTypes[g.path] = t } }
        entries.reserveCapacity(layer.tokens.count)
        // Tokens Studio values are read with that format's math and colour modifiers, where they are resolved.
        for t in layer.tokens where t.references.isEmpty && t.malformedReferences.isEmpty && !t.isPoisoned && t.format != .tokensStudio {
            var type = t.type
            var group = t.parentPath
            while type == nil, let g = group, !g.isRoot {
                type = groupTypes[g]
                group = g.parent
            }
            if type == nil, let root = groupTypes[.root] { type = root }
            guard let type else { continue }
            var diagnostics: [Diagnostic] = []
            let value = ValueParser.parse(t.value, as: type, origin: t.origin, token: t.path,
                                          deprecatedForms: deprecatedForms, extensions: t.extensions, diagnostics: &diagnostics)
            entries[t.identity] = Entry(definition: t, literal: Literal(type: type, value: value, diagnostics: diagnostics,
                                                                         valueHash: value.map(ValueKey.hash) ?? 0))
        }
    }

    /// Drops the literals parsed from `layer`'s definitions (a layer no longer read).
    package mutating func remove(_ layer: TokenLayer) {
        for t in layer.tokens { entries[t.identity] = nil }
    }

    /// Adds `other`'s literals (parsed from other layers) to these.
    package mutating func add(_ other: PreparedLiterals) {
        if entries.isEmpty { entries = other.entries; return }
        entries.reserveCapacity(entries.count + other.entries.count)
        for (key, entry) in other.entries { entries[key] = entry }
    }
}
