/// Every token path of every brand and theme as one tree, in order of first appearance (the author's
/// order, brand by brand, theme by theme). Each node is a group (it has children), a token, or both when
/// the permutations disagree.
struct UnionTree {
    /// One path in the tree.
    struct Node {
        var name: String
        var path: TokenPath
        var children: [Int] = []
        var childIndex: [String: Int] = [:]
        /// The first permutation (brand, theme) in which this path is a token.
        var firstToken: (brand: Int, theme: Int)?
    }

    /// The nodes; `nodes[0]` is the root.
    private(set) var nodes: [Node]

    /// Builds the tree of `model`'s tokens.
    init(model: EmitModel) {
        nodes = [Node(name: "", path: .root)]
        var seen = Set<TokenPath>()
        for b in model.brands.indices {
            for t in model.themes.indices {
                for token in model.tokens(brand: b, theme: t).tokens where seen.insert(token.path).inserted {
                    var n = 0
                    for (depth, component) in token.path.components.enumerated() {
                        if let c = nodes[n].childIndex[component] {
                            n = c
                        } else {
                            let c = nodes.count
                            nodes.append(Node(name: component, path: TokenPath(Array(token.path.components.prefix(depth + 1)))))
                            nodes[n].children.append(c)
                            nodes[n].childIndex[component] = c
                            n = c
                        }
                    }
                    if nodes[n].firstToken == nil { nodes[n].firstToken = (b, t) }
                }
            }
        }
    }

    /// Some token at or below node `n`, for locating a group.
    func sampleToken(under n: Int, model: EmitModel) -> ResolvedToken? {
        var i = n
        while true {
            if let (b, t) = nodes[i].firstToken, let token = model.tokens(brand: b, theme: t)[nodes[i].path] { return token }
            guard let c = nodes[i].children.first else { return nil }
            i = c
        }
    }
}
