/// Names the set or modifier context a definition comes from.
package struct SourceDescriber {
    private var byFile: [String: [String]] = [:]
    /// Terrazzo mode values (`TokenSource.modeValues`): by file, then mode key and name, the context reading them.
    private var byMode: [String: [TerrazzoMode: String]] = [:]
    private var resolverPath: String?

    package init(resolver: ResolverDocument?) {
        guard let resolver else { return }
        resolverPath = resolver.path
        let base = PathText.directory(of: resolver.path)
        func add(_ sources: [TokenSource], _ label: String) {
            for s in sources {
                if case .file(let p, _, _, _) = s {
                    let full = PathText.join(base, p)
                    if !(byFile[full]?.contains(label) ?? false) { byFile[full, default: []].append(label) }
                } else if case .modeValues(let p, let mode, _) = s {
                    byMode[PathText.join(base, p), default: [:]][mode] = label
                }
            }
        }
        for step in resolver.resolutionOrder {
            switch step {
            case .set(let s): add(s.sources, "set \"\(s.name)\"")
            case .modifier(let m): for c in m.contexts { add(c.sources, "modifier \"\(m.name)\", context \"\(c.name)\"") }
            }
        }
    }

    package func callAsFunction(_ origin: Origin) -> String {
        // A mode's value sits at `…/$extensions/<key>`, its value key the mode's name.
        if let modes = byMode[origin.file], let key = origin.pointer.tokens.last, origin.pointer.tokens.dropLast().last == "$extensions",
           let label = modes[TerrazzoMode(key: key, context: origin.valueKey)] {
            return label
        }
        if let labels = byFile[origin.file] { return labels.joined(separator: "; ") }
        if origin.file == resolverPath { return "inline in the resolver document" }
        return ""
    }
}
