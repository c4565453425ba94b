/// Applies group `$extends`: the extending group receives every token and sub-group of the group it
/// extends that it does not define itself (a deep merge where local definitions win). Chains are followed;
/// cycles and references to anything but a group are errors.
///
/// A group is extended after the group it extends and after every extending group inside that group (their
/// copies are part of what it inherits). Work is proportional to what is copied: the tree is indexed by parent
/// once, and the number of tokens `$extends` may create is bounded, so a chain or a doubling ladder of
/// `$extends` written to blow up (each level copying all the levels before it) ends with an error instead of
/// exhausting memory.
package enum ExtendsResolver {
    /// The most tokens and groups `$extends` may create in one permutation: a generous floor, plus ten times the
    /// tokens written.
    static func maximumCopiedTokens(written: Int) -> Int { 100_000 + 10 * written }

    package static func apply(_ merged: inout MergedTokens) {
        let extending = merged.groups.values.filter { $0.extends != nil }.sorted { $0.path < $1.path }
        guard !extending.isEmpty else { return }
        var tree = Tree(merged)

        // Resolve each $extends reference to a group path.
        var target: [TokenPath: TokenPath] = [:]
        for g in extending {
            guard let raw = g.extends else { continue }
            let location = g.origin.location(["$extends"])
            let parsed: ReferenceSyntax.Parsed = raw.hasPrefix("#") ? ReferenceSyntax.parse(pointer: raw) : ReferenceSyntax.parse(string: raw)
            switch parsed {
            case .reference(let path, _, _, _):
                if merged.tokenIndex[path] != nil, g.extendsViaRef {
                    makeAlias(g, of: path, &merged, &tree)
                } else if merged.tokenIndex[path] != nil {
                    merged.diagnostics.append(Diagnostic(.invalidExtends, "$extends must reference a group, but \(raw) is a token", at: location, token: g.path.description))
                } else if merged.groups[path] == nil && !tree.hasDescendants(path) {
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

        // Extending groups strictly inside each group: what a group inherits is final once they are applied.
        var inside: [TokenPath: [TokenPath]] = [:]
        for path in target.keys.sorted() {
            var p = path.parent
            while let c = p {
                inside[c, default: []].append(path)
                p = c.parent
            }
        }
        func dependencies(_ g: TokenPath) -> [TokenPath] {
            guard let t = target[g] else { return [] }
            return (target[t] != nil ? [t] : []) + (inside[t] ?? [])
        }

        // Depth first over the dependencies (explicit stack: chains of any length), applying each group once its
        // dependencies are done; a dependency on a group on the stack closes a cycle.
        let before = merged
        let limit = maximumCopiedTokens(written: merged.tokens.count)
        var copied = 0
        var state: [TokenPath: VisitState] = [:]
        var onStack: [TokenPath: Int] = [:]
        for root in target.keys.sorted() where state[root] == nil {
            var stack: [(path: TokenPath, deps: [TokenPath], next: Int)] = [(root, dependencies(root), 0)]
            state[root] = .visiting
            onStack[root] = 0
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].deps.count {
                    let d = stack[top].deps[stack[top].next]
                    stack[top].next += 1
                    switch state[d] {
                    case nil:
                        state[d] = .visiting
                        onStack[d] = stack.count
                        stack.append((d, dependencies(d), 0))
                    case .visiting?:
                        reportCycle(stack[onStack[d]!...].map(\.path), target: target, &merged, &state)
                    case .done?, .failed?:
                        break
                    }
                    continue
                }
                let g = stack.removeLast().path
                onStack[g] = nil
                guard state[g] == .visiting else { continue }
                guard !dependencies(g).contains(where: { state[$0] == .failed }) else {
                    state[g] = .failed
                    continue
                }
                let source = tree.descendants(of: target[g]!)
                copied += source.tokens.count + source.groups.count
                if copied > limit {
                    merged = before
                    merged.diagnostics.append(Diagnostic(
                        .limitExceeded, "$extends would create more than \(limit) tokens and groups (from \(before.tokens.count) written); extending groups that extend each other multiply their tokens",
                        at: merged.groups[g]?.origin.location(["$extends"]), token: g.description))
                    return
                }
                copy(source, from: target[g]!, into: g, &merged, &tree)
                state[g] = .done
            }
        }
    }

    /// Where a group is in the depth-first walk.
    private enum VisitState { case visiting, done, failed }

    /// Reports a cycle of extending groups (each depending on the next, the last on the first) at every member.
    private static func reportCycle(_ cycle: [TokenPath], target: [TokenPath: TokenPath], _ merged: inout MergedTokens, _ state: inout [TokenPath: VisitState]) {
        let shown = min(cycle.count, TokenResolver.maximumCycleHopsShown)
        var names = cycle.prefix(shown).map(\.description)
        if shown < cycle.count { names.append("… \(cycle.count - shown) more") }
        names.append(cycle[0].description)
        var notes: [DiagnosticNote] = (0..<shown).map { i in
            let from = cycle[i], to = cycle[(i + 1) % cycle.count], t = target[from]!
            let text = t == to ? "\"\(from)\" extends \"\(t)\"" : "\"\(from)\" extends \"\(t)\", which contains \"\(to)\""
            return DiagnosticNote(text, at: merged.groups[from]?.origin.location(["$extends"]))
        }
        if shown < cycle.count { notes.append(DiagnosticNote("… and \(cycle.count - shown) more (the cycle has \(cycle.count) groups)")) }
        let message = "$extends cycle: " + names.joined(separator: " → ")
        for member in cycle where state[member] != .failed {
            state[member] = .failed
            merged.diagnostics.append(Diagnostic(.extendsCycle, message, at: merged.groups[member]?.origin.location(["$extends"]),
                                                 token: member.description, notes: notes))
        }
    }

    /// `{"$ref": "#/a/token"}` written where a token could stand: the node is an alias of that token.
    private static func makeAlias(_ g: GroupDefinition, of target: TokenPath, _ merged: inout MergedTokens, _ tree: inout Tree) {
        if let child = tree.descendants(of: g.path).tokens.first.map({ merged.tokens[$0] }) {
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
        tree.addToken(g.path, index: merged.tokens.count)
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

    /// Copies what `source` has and `destination` lacks. What would get a path longer than `TokenPath.maximumLength`
    /// there is left out, and reported once at the extending group.
    private static func copy(_ content: Tree.Descendants, from source: TokenPath, into destination: TokenPath, _ merged: inout MergedTokens, _ tree: inout Tree) {
        // Paths under `destination` are longer than under `source` by this many bytes.
        let growth = destination.byteLength - source.byteLength
        var tooLong: (path: TokenPath, length: Int)?
        func fits(_ newPath: TokenPath, from old: TokenPath) -> Bool {
            let length = old.byteLength + growth
            guard length > TokenPath.maximumLength else { return true }
            if tooLong == nil { tooLong = (newPath, length) }
            return false
        }
        defer {
            if let tooLong, let group = merged.groups[destination] {
                let property = group.extendsViaRef ? "$ref" : "$extends"
                merged.diagnostics.append(Diagnostic(
                    .limitExceeded, "\(property) of \(source.abbreviated()): " + TokenTreeParser.pathTooLong(tooLong.path, length: tooLong.length),
                    at: group.origin.location([property]), token: destination.abbreviated()))
            }
        }
        if let s = merged.groups[source], var d = merged.groups[destination] {
            if d.type == nil { d.type = s.type }
            if d.description == nil { d.description = s.description }
            if d.deprecated == nil { d.deprecated = s.deprecated }
            if d.extensions == nil { d.extensions = s.extensions }
            merged.groups[destination] = d
        }
        for path in content.groups {
            guard let g = merged.groups[path] else { continue }
            let newPath = g.path.replacingPrefix(source, with: destination)
            guard growth <= 0 || fits(newPath, from: g.path) else { continue }
            if merged.groups[newPath] == nil {
                var copy = g
                copy.path = newPath
                copy.extends = nil
                merged.groups[newPath] = copy
                tree.addGroup(newPath)
            } else if var existing = merged.groups[newPath] {
                if existing.type == nil { existing.type = g.type }
                merged.groups[newPath] = existing
            }
        }
        for i in content.tokens {
            let t = merged.tokens[i]
            let newPath = t.path.replacingPrefix(source, with: destination)
            guard merged.tokenIndex[newPath] == nil, growth <= 0 || fits(newPath, from: t.path) else { continue }
            var copy = t
            copy.path = newPath
            // An inherited token keeps the type it has where it is defined, whatever the extending group declares.
            if copy.type == nil { copy.type = typeInherited(at: t.path, merged) }
            merged.tokenIndex[newPath] = merged.tokens.count
            tree.addToken(newPath, index: merged.tokens.count)
            merged.tokens.append(copy)
        }
    }

    /// The merged tree indexed by parent: the groups and tokens directly inside each path (groups implied by a
    /// token's path included), so a subtree is enumerated without scanning every token.
    private struct Tree {
        /// Child paths (groups, explicit or implied) of each path.
        var groups: [TokenPath: [TokenPath]] = [:]
        /// Indices (into `MergedTokens.tokens`) of the tokens directly inside each path.
        var tokens: [TokenPath: [Int]] = [:]
        /// Every group path registered in `groups`.
        var known: Set<TokenPath> = [.root]

        init(_ merged: MergedTokens) {
            for path in merged.groups.keys { addGroup(path) }
            for (i, t) in merged.tokens.enumerated() { addToken(t.path, index: i) }
        }

        /// Registers `path` as a group, and its ancestors.
        mutating func addGroup(_ path: TokenPath) {
            var child = path
            while known.insert(child).inserted, let parent = child.parent {
                groups[parent, default: []].append(child)
                child = parent
            }
        }

        /// Registers the token at `index` under its parent.
        mutating func addToken(_ path: TokenPath, index: Int) {
            guard let parent = path.parent else { return }
            addGroup(parent)
            tokens[parent, default: []].append(index)
        }

        /// True when anything is defined inside `path`.
        func hasDescendants(_ path: TokenPath) -> Bool {
            !(groups[path]?.isEmpty ?? true) || !(tokens[path]?.isEmpty ?? true)
        }

        /// What is inside `path`: group paths (in no particular order: they go into a dictionary), token indices
        /// in definition order.
        struct Descendants {
            var groups: [TokenPath]
            var tokens: [Int]
        }

        func descendants(of path: TokenPath) -> Descendants {
            var out = Descendants(groups: [], tokens: [])
            var stack = [path]
            while let p = stack.popLast() {
                out.tokens += tokens[p] ?? []
                for g in groups[p] ?? [] {
                    out.groups.append(g)
                    stack.append(g)
                }
            }
            out.tokens.sort()
            return out
        }
    }
}
