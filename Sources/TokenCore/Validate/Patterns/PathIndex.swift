/// Every token path of a set of permutations in one tree, so a pattern is matched by walking only the
/// branches it can reach (a literal segment is one lookup) instead of testing every token, and each
/// permutation's token for a node is one array read.
///
/// Built once per validation run over the union of all permutations' paths; permutations that share their
/// token order with the first (the usual case: the same files, different values) cost one comparison per token.
public struct PathIndex: Sendable {
    /// A node of the tree; `PathIndex.root` is the empty path.
    public typealias Node = Int32

    private struct ChildKey: Hashable {
        var parent: Node
        var name: String
    }

    /// The root node (the empty path).
    public static let root: Node = 0

    private var names: [String] = [""]
    private var parents: [Node] = [-1]
    private var firstChild: [Node] = [-1]
    private var lastChild: [Node] = [-1]
    private var nextSibling: [Node] = [-1]
    private var lookup: [ChildKey: Node] = [:]
    /// For every node, the path when some permutation has a token there.
    private var paths: [TokenPath?] = [nil]
    /// Per permutation: node → index into that permutation's `tokens.tokens`, or -1.
    private var slots: [[Int32]] = []
    /// Per permutation: token index → node.
    private var nodesOf: [[Node]] = []
    /// Every node that is a token in some permutation, in first-seen order.
    public private(set) var tokenNodes: [Node] = []

    /// Indexes the paths of `permutations` (positions in this array are the permutation numbers used below).
    public init(_ permutations: [CompiledPermutation]) {
        var nodesOf: [[Node]] = []
        nodesOf.reserveCapacity(permutations.count)
        for (p, permutation) in permutations.enumerated() {
            let tokens = permutation.tokens.tokens
            var nodes = [Node](repeating: -1, count: tokens.count)
            let first = p > 0 ? permutations[0].tokens.tokens : []
            var previous: (path: [String], nodes: [Node]) = ([], [])
            for (i, token) in tokens.enumerated() {
                if i < first.count, first[i].path == token.path {
                    nodes[i] = nodesOf[0][i]
                    continue
                }
                nodes[i] = insert(token.path, previous: &previous)
            }
            nodesOf.append(nodes)
        }
        self.nodesOf = nodesOf
        slots = nodesOf.map { nodes in
            var slot = [Int32](repeating: -1, count: names.count)
            for (i, n) in nodes.enumerated() { slot[Int(n)] = Int32(i) }
            return slot
        }
    }

    /// Adds `path` (reusing the nodes of the common prefix with the previous path), returns its node.
    private mutating func insert(_ path: TokenPath, previous: inout (path: [String], nodes: [Node])) -> Node {
        let names = path.components
        var shared = 0
        while shared < names.count, shared < previous.path.count, names[shared] == previous.path[shared] { shared += 1 }
        var nodes = Array(previous.nodes.prefix(shared))
        var node = shared == 0 ? Self.root : nodes[shared - 1]
        for k in shared..<names.count {
            node = child(of: node, named: names[k], create: true)!
            nodes.append(node)
        }
        previous = (names, nodes)
        if paths[Int(node)] == nil {
            paths[Int(node)] = path
            tokenNodes.append(node)
        }
        return node
    }

    private mutating func child(of parent: Node, named name: String, create: Bool) -> Node? {
        let key = ChildKey(parent: parent, name: name)
        if let n = lookup[key] { return n }
        guard create else { return nil }
        let n = Node(names.count)
        names.append(name)
        parents.append(parent)
        firstChild.append(-1)
        lastChild.append(-1)
        nextSibling.append(-1)
        paths.append(nil)
        if lastChild[Int(parent)] >= 0 { nextSibling[Int(lastChild[Int(parent)])] = n } else { firstChild[Int(parent)] = n }
        lastChild[Int(parent)] = n
        lookup[key] = n
        return n
    }

    /// How many nodes the tree has (node numbers are `0..<nodeCount`).
    public var nodeCount: Int { names.count }
    /// How many permutations were indexed.
    public var permutationCount: Int { slots.count }

    /// The token path of `node`, when some permutation has a token there.
    public func path(_ node: Node) -> TokenPath? { paths[Int(node)] }
    /// The last segment of `node`'s path.
    public func name(_ node: Node) -> String { names[Int(node)] }
    /// The parent of `node` (nil for the root).
    public func parent(_ node: Node) -> Node? { node == Self.root ? nil : parents[Int(node)] }

    /// The children of `node`, in first-seen order.
    public func children(_ node: Node) -> [Node] {
        var out: [Node] = []
        var c = firstChild[Int(node)]
        while c >= 0 { out.append(c); c = nextSibling[Int(c)] }
        return out
    }

    /// The node of `path`, when it is in the tree (as a token or a group).
    public func node(_ path: TokenPath) -> Node? {
        var node = Self.root
        for name in path.components {
            guard let n = lookup[ChildKey(parent: node, name: name)] else { return nil }
            node = n
        }
        return node
    }

    /// Index of `node`'s token in permutation `p`'s `tokens.tokens`, nil when `p` has no token there.
    public func slot(_ node: Node, in p: Int) -> Int? {
        let s = slots[p][Int(node)]
        return s >= 0 ? Int(s) : nil
    }

    /// The node of the token at `index` in permutation `p`'s `tokens.tokens`.
    public func node(ofToken index: Int, in p: Int) -> Node { nodesOf[p][index] }

    /// True when permutation `p` has a token at `node`.
    public func has(_ node: Node, in p: Int) -> Bool { slots[p][Int(node)] >= 0 }

    /// Every token node `pattern` matches (in any permutation), with the captures of the first way it matched,
    /// in tree order. `pattern` must not hold `$n` references (substitute them first).
    public func match(_ pattern: TokenPattern) -> [(node: Node, captures: [[String]])] {
        if let literal = pattern.literalPath {
            guard let n = node(literal), paths[Int(n)] != nil else { return [] }
            return [(n, [])]
        }
        var out: [(node: Node, captures: [[String]])] = []
        var seen = Set<Node>()
        var captures: [[String]] = []
        walk(pattern.segments, 0, Self.root, &captures) { node, caps in
            if seen.insert(node).inserted { out.append((node, caps)) }
        }
        return out
    }

    /// Every token node `pattern` matches, without captures, in tree order.
    public func nodes(matching pattern: TokenPattern) -> [Node] { match(pattern).map(\.node) }

    private func walk(_ segments: [TokenPattern.Segment], _ i: Int, _ node: Node, _ captures: inout [[String]],
                      _ emit: (Node, [[String]]) -> Void) {
        guard i < segments.count else {
            if paths[Int(node)] != nil { emit(node, captures) }
            return
        }
        switch segments[i] {
        case .literal(let name):
            if let c = lookup[ChildKey(parent: node, name: name)] { walk(segments, i + 1, c, &captures, emit) }
        case .anyDepth:
            // Zero or more segments: try the rest of the pattern at this node and at every descendant.
            var stack: [(Node, [String])] = [(node, [])]
            while let (n, taken) = stack.popLast() {
                captures.append(taken)
                walk(segments, i + 1, n, &captures, emit)
                captures.removeLast()
                let kids = children(n)
                for c in kids.reversed() { stack.append((c, taken + [names[Int(c)]])) }
            }
        case .any, .glob:
            var c = firstChild[Int(node)]
            while c >= 0 {
                if let caps = TokenPattern.matchSegment(segments[i], names[Int(c)]) {
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
