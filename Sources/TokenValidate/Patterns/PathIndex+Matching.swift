/// Matching with captures: as text (`match`, for any pattern) and as interned names with `$n` templates resolved
/// by lookups (`matchNames`, `template`, `resolve`: the contrast rule's fast path for captured pairs).
extension PathIndex {
    /// Every token node `pattern` matches (in any permutation), with the captures of the first way it matched,
    /// in tree order. `pattern` must not hold `$n` references (substitute them first).
    public func match(_ pattern: TokenPattern) -> [(node: Node, captures: [[String]])] {
        if let literal = pattern.literalPath {
            guard let n = node(literal), paths[Int(n)] != nil else { return [] }
            return [(n, [])]
        }
        var out: [(node: Node, captures: [[String]])] = []
        var seen = NodeMask(count: nodeCount)
        var captures: [[String]] = []
        walk(pattern.segments, 0, Self.root, &captures) { node, caps in
            if !seen.contains(node) {
                seen.insert(node)
                out.append((node, caps))
            }
        }
        return out
    }

    /// Like `match`, with each capture as the interned names it covers, for patterns whose wildcards are whole
    /// segments (`*`, `**`); nil for patterns with `*` inside a name (use `match`).
    func matchNames(_ pattern: TokenPattern) -> [(node: Node, captures: [[Int32]])]? {
        let steps: [Step]
        switch prepared(pattern, globs: false) {
        case .walk(let s): steps = s
        case .noMatch: return []
        case .unsupported: return nil
        }
        var out: [(node: Node, captures: [[Int32]])] = []
        var seen = NodeMask(count: nodeCount)
        var captures: [[Int32]] = []
        walkNames(steps, 0, Self.root, &captures) { node, caps in
            if !seen.contains(node) {
                seen.insert(node)
                out.append((node, caps))
            }
        }
        return out
    }

    /// Matches `steps[i…]` below `node`, capturing interned names.
    private func walkNames(_ steps: [Step], _ i: Int, _ node: Node, _ captures: inout [[Int32]], _ emit: (Node, [[Int32]]) -> Void) {
        guard i < steps.count else {
            if paths[Int(node)] != nil { emit(node, captures) }
            return
        }
        switch steps[i] {
        case .name(let id):
            if let c = lookup[Self.key(node, id)] { walkNames(steps, i + 1, c, &captures, emit) }
        case .anyDepth:
            var stack: [(Node, [Int32])] = [(node, [])]
            while let (n, taken) = stack.popLast() {
                captures.append(taken)
                walkNames(steps, i + 1, n, &captures, emit)
                captures.removeLast()
                let mark = stack.count
                var k = firstChild[Int(n)]
                while k >= 0 { stack.append((k, taken + [nameOf[Int(k)]])); k = nextSibling[Int(k)] }
                stack[mark...].reverse()
            }
        case .any:
            var c = firstChild[Int(node)]
            while c >= 0 {
                captures.append([nameOf[Int(c)]])
                walkNames(steps, i + 1, c, &captures, emit)
                captures.removeLast()
                c = nextSibling[Int(c)]
            }
        case .glob:
            return
        }
    }

    /// A `$n` template ready to resolve against captured names: literal names and whole-segment references.
    package struct Template {
        /// One segment of a template.
        package enum Part {
            case name(Int32)
            /// A literal name no token has: the template cannot name a token.
            case unknown
            case capture(Int)
        }
        package var parts: [Part]
    }

    /// The template for `pattern` when every segment is a literal or a whole-segment `$n`; nil otherwise.
    package func template(_ pattern: TokenPattern) -> Template? {
        var parts: [Template.Part] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let s): parts.append(nameIDs[s].map { .name($0) } ?? .unknown)
            case .reference(let pieces):
                guard pieces.count == 1, case .capture(let n) = pieces[0] else { return nil }
                parts.append(.capture(n))
            case .any, .anyDepth, .glob: return nil
            }
        }
        return Template(parts: parts)
    }

    /// The token node `template` names with `captures` substituted, if any.
    package func resolve(_ template: Template, _ captures: [[Int32]]) -> Node? {
        var node = Self.root
        for part in template.parts {
            switch part {
            case .name(let id):
                guard let n = lookup[Self.key(node, id)] else { return nil }
                node = n
            case .unknown: return nil
            case .capture(let k):
                guard k <= captures.count else { return nil }
                for id in captures[k - 1] {
                    guard let n = lookup[Self.key(node, id)] else { return nil }
                    node = n
                }
            }
        }
        return node != Self.root && paths[Int(node)] != nil ? node : nil
    }

    /// Matches `segments[i…]` below `node`, capturing names as text.
    private func walk(_ segments: [TokenPattern.Segment], _ i: Int, _ node: Node, _ captures: inout [[String]],
                      _ emit: (Node, [[String]]) -> Void) {
        guard i < segments.count else {
            if paths[Int(node)] != nil { emit(node, captures) }
            return
        }
        switch segments[i] {
        case .literal(let name):
            if let id = nameIDs[name], let c = lookup[Self.key(node, id)] { walk(segments, i + 1, c, &captures, emit) }
        case .anyDepth:
            // Zero or more segments: try the rest of the pattern at this node and at every descendant.
            var stack: [(Node, [String])] = [(node, [])]
            while let (n, taken) = stack.popLast() {
                captures.append(taken)
                walk(segments, i + 1, n, &captures, emit)
                captures.removeLast()
                let mark = stack.count
                for c in children(n) { stack.append((c, taken + [name(c)])) }
                stack[mark...].reverse()
            }
        case .any, .glob:
            var c = firstChild[Int(node)]
            while c >= 0 {
                if let caps = TokenPattern.matchSegment(segments[i], name(c)) {
                    let mark = captures.count
                    captures += caps
                    walk(segments, i + 1, c, &captures, emit)
                    captures.removeSubrange(mark...)
                }
                c = nextSibling[Int(c)]
            }
        case .reference:
            return
        }
    }
}
