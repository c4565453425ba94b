/// Leaving viewport lengths (`50vw`, `100vh`) and box shares (`50%`) out of an output that has no viewport (see
/// `OutputFormat.hasViewport`).
extension EmitModel {
    /// The model without every token whose value is a viewport length in some brand or theme: left out of all of
    /// them, so each brand still has every token the others have. Tokens referring to one keep their values.
    /// The same model when no token is one.
    package func withoutViewportLengths() -> EmitModel {
        var viewport = Set<TokenPath>()
        for brand in brands {
            for theme in brand.themes {
                for t in theme.tokens {
                    if case .dimension(let d) = t.value, d.unit.isLayoutRelative { viewport.insert(t.path) }
                    if case .edgeInsets(let e) = t.value, e.parts.contains(where: \.unit.isLayoutRelative) { viewport.insert(t.path) }
                }
            }
        }
        guard !viewport.isEmpty else { return self }
        var out = self
        for b in brands.indices {
            out.brands[b].themes = brands[b].themes.map { Self.select(from: $0) { !viewport.contains($0.path) } }
        }
        return out
    }
}
