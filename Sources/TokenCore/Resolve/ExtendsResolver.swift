/// Applies group `$extends`: the extending group receives every token and sub-group of the group it
/// extends that it does not define itself (a deep merge where local definitions win). Chains are followed;
/// cycles and references to anything but a group are errors.
enum ExtendsResolver {
    static func apply(_ merged: inout MergedTokens) {
        let extending = merged.groups.values.filter { $0.extends != nil }.sorted { $0.path < $1.path }
        guard !extending.isEmpty else { return }

        // Resolve each $extends reference to a group path.
        var target: [TokenPath: TokenPath] = [:]
        for g in extending {
            guard let raw = g.extends else { continue }
            let location = g.origin.location(["$extends"])
            let parsed: ReferenceSyntax.Parsed = raw.hasPrefix("#") ? ReferenceSyntax.parse(pointer: raw) : ReferenceSyntax.parse(string: raw)
            switch parsed {
            case .reference(let path, _, _, _):
                if merged.tokenIndex[path] != nil, g.extendsViaRef {
                    makeAlias(g, of: path, &merged)
                } else if merged.tokenIndex[path] != nil {
                    merged.diagnostics.append(Diagnostic(.invalidExtends, "$extends must reference a group, but \(raw) is a token", at: location, token: g.path.description))
                } else if merged.groups[path] == nil && !hasTokens(under: path, merged) {
                    merged.diagnostics.append(Diagnostic(.invalidExtends, "$extends references \(raw), which does not exist", at: location, token: g.path.description))
                } else if path == g.path || g.path.hasPrefix(path) || path.hasPrefix(g.path) {
                    merged.diagnostics.append(Diagnostic(.extendsCycle, "group \"\(g.path)\" cannot extend \(raw): one contains the other", at: location, token: g.path.description))
                } else {
                    target[g.path] = path
                }
            case .malformed(let message):
                merged.diagnostics.append(Diagnostic(.invalidExtends, message, at: location, token: g.path.description))
            case .notAReference:
                merged.diagnostics.append(Diagnostic(.invalidExtends, "$extends must be a reference like {group.path}, not \"\(raw)\"", at: location, token: g.path.description))
            }
        }

        // Order so that a group is extended after the group it extends; report cycles.
        var done = Set<TokenPath>()
        var failed = Set<TokenPath>()
        for g in extending where target[g.path] != nil {
            var chain: [TokenPath] = []
            var current: TokenPath? = g.path
            while let c = current, let t = target[c], !done.contains(c), !failed.contains(c) {
                if let start = chain.firstIndex(of: c) {
                    let cycle = Array(chain[start...])
                    for member in cycle where failed.insert(member).inserted {
                        let origin = merged.groups[member]!.origin
                        merged.diagnostics.append(Diagnostic(
                            .extendsCycle, "$extends cycle: " + (cycle + [cycle[0]]).map(\.description).joined(separator: " → "),
                            at: origin.location(["$extends"]), token: member.description,
                            notes: cycle.map { DiagnosticNote("\"\($0)\" extends \"\(target[$0]!)\"", at: merged.groups[$0]!.origin.location(["$extends"])) }))
                    }
                    break
                }
                chain.append(c)
                current = t
                _ = t
            }
            // Apply from the deepest link back.
            for link in chain.reversed() where !failed.contains(link) && !done.contains(link) {
                if let t = target[link], failed.contains(t) { failed.insert(link); continue }
                copy(from: target[link]!, into: link, &merged)
                done.insert(link)
            }
        }
    }

    private static func hasTokens(under path: TokenPath, _ merged: MergedTokens) -> Bool {
        merged.tokens.contains { $0.path.hasPrefix(path) && $0.path != path }
    }

    /// `{"$ref": "#/a/token"}` written where a token could stand: the node is an alias of that token.
    private static func makeAlias(_ g: GroupDefinition, of target: TokenPath, _ merged: inout MergedTokens) {
        if let child = merged.tokens.first(where: { $0.path.hasPrefix(g.path) && $0.path != g.path }) {
            merged.diagnostics.append(Diagnostic(
                .tokenWithChildren, "\"\(g.path)\" references the token \(target) with $ref, so it is a token and cannot contain \"\(child.path)\"",
                at: g.origin.location(["$ref"]), token: g.path.description))
            return
        }
        var token = TokenDefinition(path: g.path, type: g.type, value: .string("{\(target)}"), description: g.description,
                                    deprecated: g.deprecated, extensions: g.extensions, origin: g.origin)
        token.isPoisoned = g.isPoisoned
        merged.groups[g.path] = nil
        merged.tokenIndex[g.path] = merged.tokens.count
        merged.tokens.append(token)
    }

    /// The `$type` the nearest group above `path` declares.
    private static func typeInherited(at path: TokenPath, _ merged: MergedTokens) -> TokenType? {
        var p = path.parent
        while let current = p {
            if let t = merged.groups[current]?.type { return t }
            p = current.parent
        }
        return nil
    }

    /// Copies what `source` has and `destination` lacks.
    private static func copy(from source: TokenPath, into destination: TokenPath, _ merged: inout MergedTokens) {
        if let s = merged.groups[source], var d = merged.groups[destination] {
            if d.type == nil { d.type = s.type }
            if d.description == nil { d.description = s.description }
            if d.deprecated == nil { d.deprecated = s.deprecated }
            if d.extensions == nil { d.extensions = s.extensions }
            merged.groups[destination] = d
        }
        let subgroups = merged.groups.values.filter { $0.path.hasPrefix(source) && $0.path != source }.sorted { $0.path < $1.path }
        for g in subgroups {
            let newPath = g.path.replacingPrefix(source, with: destination)
            if merged.groups[newPath] == nil {
                var copy = g
                copy.path = newPath
                copy.extends = nil
                merged.groups[newPath] = copy
            } else if var existing = merged.groups[newPath] {
                if existing.type == nil { existing.type = g.type }
                merged.groups[newPath] = existing
            }
        }
        let inherited = merged.tokens.filter { $0.path.hasPrefix(source) && $0.path != source }
        for t in inherited {
            let newPath = t.path.replacingPrefix(source, with: destination)
            guard merged.tokenIndex[newPath] == nil else { continue }
            var copy = t
            copy.path = newPath
            // An inherited token keeps the type it has where it is defined, whatever the extending group declares.
            if copy.type == nil { copy.type = typeInherited(at: t.path, merged) }
            merged.tokenIndex[newPath] = merged.tokens.count
            merged.tokens.append(copy)
        }
    }
}
