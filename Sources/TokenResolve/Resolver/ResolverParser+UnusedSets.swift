extension ResolverParser {
    /// The sets declared under `sets` that `resolutionOrder` never reaches (directly, through another set, or
    /// through a modifier it uses), each with a warning at its name: their tokens are in no permutation, and
    /// references to them fail. Found by following every local `$ref` from `resolutionOrder` once.
    package mutating func unusedSets(_ sets: JSONObject?, steps: [ResolutionStep]) -> [ResolverSet] {
        guard let sets, !sets.members.isEmpty else { return [] }
        // Usually every set has a source in the steps (or is a step): then none is unused and nothing is walked.
        var named: Set<String> = []
        func note(_ pointer: JSONPointer) {
            if pointer.tokens.count >= 2, pointer.tokens[0] == "sets" { named.insert(pointer.tokens[1]) }
        }
        for step in steps {
            switch step {
            case .set(let s):
                note(s.origin.pointer)
                for source in s.sources { note(source.origin.pointer) }
            case .modifier(let m):
                for c in m.contexts { for source in c.sources { note(source.origin.pointer) } }
            }
        }
        guard sets.members.contains(where: { !$0.key.isEmpty && !named.contains($0.key) }) else { return [] }
        var visited: Set<JSONPointer> = []
        var pending = [JSONPointer(["resolutionOrder"])]
        /// Follows the local references below `value`.
        func scan(_ value: JSONValue) {
            switch value {
            case .object(let o):
                if case .string(let text)? = o["$ref"], case .local(let target) = ResolverReference.parse(text) {
                    pending.append(target)
                }
                for m in o.members { scan(m.value) }
            case .array(let a):
                for item in a { scan(item) }
            default:
                break
            }
        }
        while let pointer = pending.popLast() {
            guard visited.insert(pointer).inserted, let value = root.value(at: pointer) else { continue }
            scan(value)
        }
        var unused: [ResolverSet] = []
        for m in sets.members where !m.key.isEmpty {
            let p = JSONPointer(["sets", m.key])
            // Reached when a visited node is the set, inside it, or holds it (`#/sets`).
            if visited.contains(where: { $0.tokens.starts(with: p.tokens) || p.tokens.starts(with: $0.tokens) }) { continue }
            report(.unusedSet, "set \"\(m.key)\" is declared but resolutionOrder never uses it, so its tokens are in no permutation; "
                       + "add {\"$ref\": \"\(p.fragment)\"} to resolutionOrder, or remove the set",
                   at: p, part: .key)
            if let set = setCache[p] { unused.append(set) }
        }
        return unused
    }

    /// Every external file a set or modifier of the document reads, used or not, as written before any `#`
    /// (every definition was built, so the caches hold them all).
    package func mentionedFiles(_ steps: [ResolutionStep]) -> Set<String> {
        var files: Set<String> = []
        func add(_ sources: [TokenSource]) {
            for case .file(let path, _, _, _) in sources { files.insert(path) }
        }
        for set in setCache.values { add(set.sources) }
        for modifier in modifierCache.values { for c in modifier.contexts { add(c.sources) } }
        for step in steps {
            switch step {
            case .set(let s): add(s.sources)
            case .modifier(let m): for c in m.contexts { add(c.sources) }
            }
        }
        return files
    }
}
