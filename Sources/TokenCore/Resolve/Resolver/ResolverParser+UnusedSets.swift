extension ResolverParser {
    /// The sets declared under `sets` that `resolutionOrder` never reaches (directly, through another set, or
    /// through a modifier it uses), each with a warning at its name: their tokens are in no permutation, and
    /// references to them fail. Found by following every local `$ref` from `resolutionOrder` once.
    mutating func unusedSets(_ sets: JSONObject?) -> [ResolverSet] {
        guard let sets, !sets.members.isEmpty else { return [] }
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

    /// Every external file a `$ref` anywhere in the document names (used or not), as written before any `#`.
    func mentionedFiles() -> Set<String> {
        var files: Set<String> = []
        /// Collects the file references below `value`.
        func scan(_ value: JSONValue) {
            switch value {
            case .object(let o):
                if case .string(let text)? = o["$ref"], case .file(let path, _) = ResolverReference.parse(text) { files.insert(path) }
                for m in o.members { scan(m.value) }
            case .array(let a):
                for item in a { scan(item) }
            default:
                break
            }
        }
        scan(root)
        return files
    }
}
