/// Renaming a model's tokens for one output (`OutputNames`), where the output's tokens are chosen, so every
/// format writes the renamed paths in its own casing and needs no code for it.
extension EmitModel {
    /// The model with every token's path renamed by `names` (the same model when it keeps all), and the
    /// `name-collision` errors the renaming makes. References follow their targets: `aliasOf`, the references
    /// inside composites and the raw `$value` (`{…}`, `$ref`) name the renamed paths. A token whose new path is
    /// taken (by an earlier token, or by a group of earlier tokens, or the other way round) is left out, reported
    /// at it with a note at the token that keeps the name; a token referring to one left out keeps its resolved
    /// value instead of the reference.
    package func renaming(_ names: OutputNames) -> (EmitModel, [Diagnostic]) {
        guard !names.keepsAll else { return (self, []) }
        var out = self
        var diagnostics: [Diagnostic] = []
        var reported = Set<TokenPath>()
        for b in brands.indices {
            out.brands[b].themes = brands[b].themes.map { tokens in
                let (renamed, found) = Self.rename(tokens, names)
                // Each permutation finds the same collisions: report each token once.
                for (path, d) in found where reported.insert(path).inserted { diagnostics.append(d) }
                return renamed
            }
        }
        return (out, diagnostics)
    }

    /// One permutation's tokens renamed, and the collisions (the path of the token left out, the error).
    private static func rename(_ tokens: ResolvedTokens, _ names: OutputNames) -> (ResolvedTokens, [(TokenPath, Diagnostic)]) {
        var kept: [ResolvedToken] = []
        kept.reserveCapacity(tokens.count)
        var original: [TokenPath] = []
        var holders: [TokenPath: Int] = [:]
        var groups: [TokenPath: Int] = [:]
        var dropped = Set<TokenPath>()
        var problems: [(TokenPath, Diagnostic)] = []
        for t in tokens.tokens {
            let p = names.apply(t.path)
            let parents = (1..<max(p.components.count, 1)).map { TokenPath(Array(p.components.prefix($0))) }
            var clash = holders[p].map { ($0, "the token `\(p)`") } ?? groups[p].map { ($0, "a token and a group named `\(p)`") }
            if clash == nil, let parent = parents.first(where: { holders[$0] != nil }) {
                clash = (holders[parent]!, "a token and a group named `\(parent)`")
            }
            if let (k, what) = clash {
                dropped.insert(t.path)
                problems.append((t.path, .nameCollision(
                    kept: original[k].description, keptAt: TokenOriginLocation.name(of: tokens[original[k]] ?? t),
                    dropped: t.path.description, droppedAt: TokenOriginLocation.name(of: t),
                    becomes: what + " with this output's \"names\"")))
                continue
            }
            holders[p] = kept.count
            for parent in parents where groups[parent] == nil { groups[parent] = kept.count }
            var r = t
            if p != t.path { r.path = p }
            kept.append(r)
            original.append(t.path)
        }
        for i in kept.indices {
            let t = kept[i]
            guard t.aliasOf != nil || !t.partialAliases.isEmpty || ReferenceSyntax.mayContainReference(t.rawValue) else { continue }
            let targets = (t.aliasOf.map { [$0] } ?? []) + Array(t.partialAliases.values)
            if !targets.contains(where: dropped.contains), let raw = renamedReferences(in: t.rawValue, names, dropped) {
                if let a = t.aliasOf { kept[i].aliasOf = names.apply(a) }
                if !t.partialAliases.isEmpty { kept[i].partialAliases = t.partialAliases.mapValues(names.apply) }
                if raw != t.rawValue { kept[i].rawValue = raw }
            } else {
                kept[i].aliasOf = nil
                kept[i].partialAliases = [:]
                kept[i].rawValue = t.value.canonicalJSON
            }
        }
        return (ResolvedTokens(kept), problems)
    }

    /// `raw` with each reference (`{a.b}`, `{"$ref": "#/a/b/$value/…"}`) naming its renamed target; nil when
    /// one cannot be renamed (its target was left out, or it is written inside a longer string).
    private static func renamedReferences(in raw: JSONValue, _ names: OutputNames, _ dropped: Set<TokenPath>) -> JSONValue? {
        switch raw {
        case .string(let s):
            switch ReferenceSyntax.parse(string: s) {
            case .notAReference: return raw
            case .malformed: return nil
            case .reference(let target, _, _, _):
                return dropped.contains(target) ? nil : .string("{" + names.apply(target).description + "}")
            }
        case .object(let o):
            if case .string(let s)? = o["$ref"] {
                guard case .reference(let target, let member, _, _) = ReferenceSyntax.parse(pointer: s),
                      !dropped.contains(target) else { return nil }
                let renamed = names.apply(target).components
                let pointer = JSONPointer(member.tokens.isEmpty && !s.contains("/$value") ? renamed : renamed + ["$value"] + member.tokens)
                var copy = o
                copy.members = o.members.map { $0.key == "$ref" ? JSONMember(key: "$ref", value: .string("#" + pointer.description)) : $0 }
                return .object(copy)
            }
            var members: [JSONMember] = []
            members.reserveCapacity(o.members.count)
            for m in o.members {
                guard let v = renamedReferences(in: m.value, names, dropped) else { return nil }
                members.append(JSONMember(key: m.key, value: v))
            }
            return .object(JSONObject(members))
        case .array(let a):
            var out: [JSONValue] = []
            out.reserveCapacity(a.count)
            for e in a {
                guard let v = renamedReferences(in: e, names, dropped) else { return nil }
                out.append(v)
            }
            return .array(out)
        default:
            return raw
        }
    }
}
