/// Inverts per-permutation maps from token index to node (the union tree's, the validator's path index): for each
/// map, the token index of every node, -1 where the permutation has none. A map equal to the one before — the
/// permutations of one layout have the same nodes, and share one map — shares its inverse instead of filling
/// another array of `nodeCount` entries.
package enum InverseMaps {
    package static func of(_ maps: [[Int32]], nodeCount: Int) -> [[Int32]] { inverses(maps, nodeCount: nodeCount) }

    /// `of` for maps to `Int` nodes.
    package static func of(_ maps: [[Int]], nodeCount: Int) -> [[Int32]] { inverses(maps, nodeCount: nodeCount) }

    /// Both `of`s, specialised here for each node type: a generic function another target calls runs
    /// unspecialised.
    private static func inverses<Node: BinaryInteger>(_ maps: [[Node]], nodeCount: Int) -> [[Int32]] {
        var inverses: [[Int32]] = []
        inverses.reserveCapacity(maps.count)
        for (k, map) in maps.enumerated() {
            if k > 0, map == maps[k - 1] {
                inverses.append(inverses[k - 1])
                continue
            }
            var inverse = [Int32](repeating: -1, count: nodeCount)
            for (i, n) in map.enumerated() { inverse[Int(n)] = Int32(i) }
            inverses.append(inverse)
        }
        return inverses
    }
}
