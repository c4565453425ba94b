/// Every token path of a set of permutations in one tree, so a pattern is matched by walking only the
/// branches it can reach (a literal segment is one lookup) instead of testing every token, and each
/// permutation's token for a node is one array read.
///
/// Built once per validation run over the union of all permutations' paths; permutations that share their
/// token order with the first (the usual case: the same files, different values) cost one comparison per token.
/// Names are interned, so a child lookup hashes two integers.
public struct PathIndex: Sendable {
    /// A node of the tree; `PathIndex.root` is the empty path.
    public typealias Node = Int32

    /// The root node (the empty path).
    public static let root: Node = 0

    /// Interned names: name → id, id → name.
    private(set) var nameIDs: [String: Int32] = ["": 0]
    /// Id → name.
    private(set) var nameTable: [String] = [""]
    /// UTF-8 of each interned name, for glob matching without allocating.
    private(set) var nameBytes: [[UInt8]] = [[]]
    /// Per node: its name's id, parent, first child, last child, next sibling.
    private(set) var nameOf: [Int32] = [0]
    /// Per node: its parent (-1 for the root).
    private(set) var parents: [Node] = [-1]
    /// Per node: its first child, or -1.
    private(set) var firstChild: [Node] = [-1]
    /// Per node: its last child, or -1 (for appending in order).
    private(set) var lastChild: [Node] = [-1]
    /// Per node: its next sibling, or -1.
    private(set) var nextSibling: [Node] = [-1]
    /// (parent << 32 | name id) → child.
    private(set) var lookup: [UInt64: Node] = [:]
    /// For every node, the path when some permutation has a token there.
    private(set) var paths: [TokenPath?] = [nil]
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
            // Known to have the first permutation's paths: its nodes, compared with nothing.
            if p > 0, permutation.tokens.hasSamePaths(as: permutations[0].tokens) {
                nodesOf.append(nodesOf[0])
                continue
            }
            let tokens = permutation.tokens.tokens
            var nodes = [Node](repeating: -1, count: tokens.count)
            let first = p > 0 ? permutations[0].tokens.tokens : []
            var previous: [String] = []
            var previousNodes: [Node] = []
            for (i, token) in tokens.enumerated() {
                if i < first.count, first[i].path == token.path {
                    nodes[i] = nodesOf[0][i]
                    continue
                }
                nodes[i] = insert(token.path, previous: &previous, previousNodes: &previousNodes)
            }
            nodesOf.append(nodes)
        }
        self.nodesOf = nodesOf
        slots = InverseMaps.of(nodesOf, nodeCount: parents.count)
    }

    /// The lookup key of a child.
    @inline(__always) package static func key(_ parent: Node, _ name: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: name))
    }

    /// Adds `path` (reusing the nodes of the common prefix with the previous path), returns its node.
    private mutating func insert(_ path: TokenPath, previous: inout [String], previousNodes nodes: inout [Node]) -> Node {
        let names = path.components
        var shared = 0
        while shared < names.count, shared < previous.count, names[shared] == previous[shared] { shared += 1 }
        nodes.removeSubrange(shared...)
        var node = shared == 0 ? Self.root : nodes[shared - 1]
        for k in shared..<names.count {
            node = child(of: node, named: names[k])
            nodes.append(node)
        }
        previous = names
        if paths[Int(node)] == nil {
            paths[Int(node)] = path
            tokenNodes.append(node)
        }
        return node
    }

    /// The child of `parent` named `name`, created if missing.
    private mutating func child(of parent: Node, named name: String) -> Node {
        let id: Int32
        if let known = nameIDs[name] {
            id = known
            if let n = lookup[Self.key(parent, id)] { return n }
        } else {
            id = Int32(nameTable.count)
            nameTable.append(name)
            nameBytes.append(Array(name.utf8))
            nameIDs[name] = id
        }
        let n = Node(parents.count)
        nameOf.append(id)
        parents.append(parent)
        firstChild.append(-1)
        lastChild.append(-1)
        nextSibling.append(-1)
        paths.append(nil)
        if lastChild[Int(parent)] >= 0 { nextSibling[Int(lastChild[Int(parent)])] = n } else { firstChild[Int(parent)] = n }
        lastChild[Int(parent)] = n
        lookup[Self.key(parent, id)] = n
        return n
    }

    /// How many nodes the tree has (node numbers are `0..<nodeCount`).
    public var nodeCount: Int { parents.count }
    /// How many permutations were indexed.
    public var permutationCount: Int { slots.count }

    /// The token path of `node`, when some permutation has a token there.
    public func path(_ node: Node) -> TokenPath? { paths[Int(node)] }
    /// The last segment of `node`'s path.
    public func name(_ node: Node) -> String { nameTable[Int(nameOf[Int(node)])] }
    /// The parent of `node` (nil for the root).
    public func parent(_ node: Node) -> Node? { node == Self.root ? nil : parents[Int(node)] }

    /// The children of a node, in first-seen order, without allocating.
    public struct Children: Sequence, IteratorProtocol {
        /// The next-sibling table.
        fileprivate let siblings: [Node]
        /// The child to return next, or -1.
        fileprivate var current: Node
        /// The next child.
        public mutating func next() -> Node? {
            guard current >= 0 else { return nil }
            defer { current = siblings[Int(current)] }
            return current
        }
    }

    /// The children of `node`, in first-seen order.
    public func children(_ node: Node) -> Children { Children(siblings: nextSibling, current: firstChild[Int(node)]) }

    /// True when `node` has more than one child.
    public func hasSeveralChildren(_ node: Node) -> Bool {
        let first = firstChild[Int(node)]
        return first >= 0 && nextSibling[Int(first)] >= 0
    }

    /// The node of `path`, when it is in the tree (as a token or a group).
    public func node(_ path: TokenPath) -> Node? {
        var node = Self.root
        for name in path.components {
            guard let id = nameIDs[name], let n = lookup[Self.key(node, id)] else { return nil }
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

    /// The node of every token of permutation `p`, in its order (two permutations with equal arrays have the
    /// same paths in the same order).
    public func tokenNodes(in p: Int) -> [Node] { nodesOf[p] }

    /// True when permutation `p` has a token at `node`.
    public func has(_ node: Node, in p: Int) -> Bool { slots[p][Int(node)] >= 0 }

    /// Every token node `pattern` matches, without captures, in tree order.
    public func nodes(matching pattern: TokenPattern) -> [Node] {
        if let literal = pattern.literalPath {
            guard let n = node(literal), paths[Int(n)] != nil else { return [] }
            return [n]
        }
        guard case .walk(let steps) = prepared(pattern, globs: true) else { return [] }
        var out: [Node] = []
        var seen = NodeMask(count: nodeCount)
        walkNodes(steps, 0, Self.root) { node in
            if !seen.contains(node) {
                seen.insert(node)
                out.append(node)
            }
        }
        return out
    }

    /// A pattern prepared for a walk, or why it needs none.
    package enum Steps {
        /// The steps to walk.
        case walk([Step])
        /// A literal segment names no token: nothing matches.
        case noMatch
        /// A segment the walk cannot take (a `$n` reference; a glob when globs were not asked for).
        case unsupported
    }

    /// `pattern`'s segments as steps, literal names looked up once; globs become steps only when `globs`.
    package func prepared(_ pattern: TokenPattern, globs: Bool) -> Steps {
        var steps: [Step] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let s):
                guard let id = nameIDs[s] else { return .noMatch }
                steps.append(.name(id))
            case .any: steps.append(.any)
            case .anyDepth: steps.append(.anyDepth)
            case .glob(let parts):
                guard globs else { return .unsupported }
                steps.append(.glob(parts.map { Array($0.utf8) }))
            case .reference: return .unsupported
            }
        }
        return .walk(steps)
    }

    /// A pattern segment prepared for `walkNodes`.
    package enum Step {
        case name(Int32)
        case any
        case anyDepth
        /// The UTF-8 of the literal pieces between the stars.
        case glob([[UInt8]])
    }

    /// Matches `steps[i…]` below `node`, without captures.
    private func walkNodes(_ steps: [Step], _ i: Int, _ node: Node, _ emit: (Node) -> Void) {
        guard i < steps.count else {
            if paths[Int(node)] != nil { emit(node) }
            return
        }
        switch steps[i] {
        case .name(let id):
            if let c = lookup[Self.key(node, id)] { walkNodes(steps, i + 1, c, emit) }
        case .anyDepth:
            // Zero or more segments: the rest of the pattern at this node and at every descendant, in pre-order.
            var stack: [Node] = [node]
            while let n = stack.popLast() {
                walkNodes(steps, i + 1, n, emit)
                var k = firstChild[Int(n)]
                let mark = stack.count
                while k >= 0 { stack.append(k); k = nextSibling[Int(k)] }
                stack[mark...].reverse()
            }
        case .any:
            var c = firstChild[Int(node)]
            while c >= 0 {
                walkNodes(steps, i + 1, c, emit)
                c = nextSibling[Int(c)]
            }
        case .glob(let parts):
            var c = firstChild[Int(node)]
            while c >= 0 {
                if Glob.matches(parts, nameBytes[Int(nameOf[Int(c)])]) { walkNodes(steps, i + 1, c, emit) }
                c = nextSibling[Int(c)]
            }
        }
    }
}
