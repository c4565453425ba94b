/// Every token path of every brand and theme as one tree, in order of first appearance (the author's
/// order, brand by brand, theme by theme). Each node is a group (it has children), a token, or both when
/// the permutations disagree. For every permutation it also records which of its tokens each node is, so
/// later stages index arrays instead of hashing paths again.
package struct UnionTree: Equatable {
    /// One path in the tree.
    package struct Node: Equatable {
        package var name: String
        package var path: TokenPath
        package var children: [Int] = []
        /// The first permutation (brand, theme) in which this path is a token.
        package var firstToken: FirstToken?
    }

    /// A permutation, by brand and theme.
    package struct FirstToken: Equatable {
        package var brand: Int
        package var theme: Int
    }

    /// The nodes; `nodes[0]` is the root.
    package private(set) var nodes: [Node]
    /// `tokenIndex[brand * themeCount + theme][node]`: the index of the node's token in that
    /// permutation's `ResolvedTokens.tokens`, or -1.
    private(set) var tokenIndex: [[Int32]]
    private let themeCount: Int

    /// Builds the tree of `model`'s tokens.
    package init(model: EmitModel) {
        nodes = [Node(name: "", path: .root)]
        themeCount = model.themes.count
        // Every node by its path (a path keeps its hash, so a lookup hashes nothing): groups and tokens alike.
        var nodeOfPath: [TokenPath: Int] = [:]
        var nodeOfToken: [[Int]] = []
        let expected = model.brands.first.flatMap { $0.themes.first }?.tokens.count ?? 0
        nodeOfPath.reserveCapacity(expected + expected / 4)
        nodes.reserveCapacity(expected + expected / 4)
        // The permutation before: a token at the same index with the same path is the same node, found without
        // a lookup (permutations mostly list the same paths in the same order).
        var before: (tokens: ResolvedTokens, map: [Int]) = (ResolvedTokens(), [])
        for b in model.brands.indices {
            for t in model.themes.indices {
                let resolved = model.tokens(brand: b, theme: t)
                // Known to have the same paths as the permutation before: the same nodes, compared with nothing.
                if resolved.hasSamePaths(as: before.tokens) {
                    nodeOfToken.append(before.map)
                    continue
                }
                let tokens = resolved.tokens
                var map = [Int](repeating: 0, count: tokens.count)
                // Consecutive new paths mostly share their groups: the part shared with the previous new path is
                // reused without looking its names up again.
                var previous: [String] = []
                var previousNodes: [Int] = []  // previousNodes[d]: the node of previous[0...d]
                for i in tokens.indices {  // by index: copying whole tokens is what costs here
                    if i < before.tokens.count && before.tokens.tokens[i].path == tokens[i].path {
                        map[i] = before.map[i]
                        continue
                    }
                    let path = tokens[i].path
                    if let n = nodeOfPath[path] {
                        if nodes[n].firstToken == nil { nodes[n].firstToken = FirstToken(brand: b, theme: t) }
                        map[i] = n
                        continue
                    }
                    let components = path.components
                    var shared = 0
                    let limit = min(components.count, previous.count)
                    while shared < limit && components[shared] == previous[shared] { shared += 1 }
                    var n = shared == 0 ? 0 : previousNodes[shared - 1]
                    previousNodes.removeSubrange(shared...)
                    for depth in shared..<components.count {
                        let component = components[depth]
                        let nodePath = depth == components.count - 1 ? path : nodes[n].path.appending(component)
                        if let c = nodeOfPath[nodePath] {
                            n = c
                        } else {
                            let c = nodes.count
                            nodes.append(Node(name: component, path: nodePath))
                            nodes[n].children.append(c)
                            nodeOfPath[nodePath] = c
                            n = c
                        }
                        previousNodes.append(n)
                    }
                    previous = components
                    if nodes[n].firstToken == nil { nodes[n].firstToken = FirstToken(brand: b, theme: t) }
                    map[i] = n
                }
                nodeOfToken.append(map)
                before = (resolved, map)
            }
        }
        tokenIndex = InverseMaps.of(nodeOfToken, nodeCount: nodes.count)
    }

    /// The index of node `n`'s token in a permutation's `ResolvedTokens.tokens`, or -1.
    @inline(__always) package func tokenIndex(_ n: Int, brand: Int, theme: Int) -> Int {
        Int(tokenIndex[brand * themeCount + theme][n])
    }

    /// The token at node `n` in a permutation, if it has one there.
    package func token(_ n: Int, brand: Int, theme: Int, in model: EmitModel) -> ResolvedToken? {
        let i = tokenIndex[brand * themeCount + theme][n]
        return i < 0 ? nil : model.brands[brand].themes[theme].tokens[Int(i)]
    }

    /// Some token at or below node `n`, for locating a group.
    package func sampleToken(under n: Int, model: EmitModel) -> ResolvedToken? {
        var i = n
        while true {
            if let first = nodes[i].firstToken, let token = token(i, brand: first.brand, theme: first.theme, in: model) { return token }
            guard let c = nodes[i].children.first else { return nil }
            i = c
        }
    }
}
