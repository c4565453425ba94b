/// Writes one permutation's tokens as a resolved DTCG document (groups nested in the author's order) and
/// as a flat `path → $value` object. Values come from the emission's `JSONValueTable`.
struct JSONDocumentWriter {
    let tokens: ResolvedTokens
    /// `valueIDs[i]`: the table id of token `i`'s `$value`.
    let valueIDs: [Int]

    /// The nested document, with `header` members (`$description`, `$extensions`) first.
    func resolved(header: [(String, JSONValue)], values: JSONValueTable) -> [UInt8] {
        let tree = Tree(tokens)
        var out = ByteBuffer(capacity: 256 + tokens.count * 200)
        writeGroup(tree, node: 0, level: 0, header: header, values: values, into: &out)
        return out.finished()
    }

    private func writeGroup(_ tree: Tree, node: Int, level: Int, header: [(String, JSONValue)], values: JSONValueTable,
                            into out: inout ByteBuffer) {
        out.append(byte: 0x7B)
        var first = true
        func key(_ k: String, _ out: inout ByteBuffer) {
            if !first { out.append(byte: 0x2C) }
            first = false
            out.line()
            out.indent((level + 1) * 2)
            JSONTextWriter.writeString(k, into: &out)
            out.append(": ")
        }
        /// A key that needs no escaping.
        func plainKey(_ k: StaticString, _ out: inout ByteBuffer) {
            if !first { out.append(byte: 0x2C) }
            first = false
            out.line()
            out.indent((level + 1) * 2)
            out.append(static: k)
        }
        for (k, v) in header {
            key(k, &out)
            JSONTextWriter.write(v, level: level + 1, into: &out)
        }
        if let ti = tree.nodes[node].token {
            let list = tokens.tokens
            plainKey("\"$type\": \"", &out)
            out.append(list[ti].type.rawValue)
            out.append(byte: 0x22)
            plainKey("\"$value\": ", &out)
            values.writePretty(valueIDs[ti], level: level + 1, into: &out)
            if let d = list[ti].description {
                plainKey("\"$description\": ", &out)
                JSONTextWriter.writeString(d, into: &out)
            }
            if let dep = list[ti].deprecation {
                plainKey("\"$deprecated\": ", &out)
                if let m = dep.message { JSONTextWriter.writeString(m, into: &out) } else { out.append("true") }
            }
            if let e = list[ti].extensions {
                plainKey("\"$extensions\": ", &out)
                JSONTextWriter.write(e, level: level + 1, into: &out)
            }
        }
        for c in tree.nodes[node].children {
            key(tree.nodes[c].name, &out)
            writeGroup(tree, node: c, level: level + 1, header: [], values: values, into: &out)
        }
        if !first { out.line(); out.indent(level * 2) }
        out.append(byte: 0x7D)
    }

    /// The flat document: `{"color.accent": <$value>, …}`, one token per line.
    func flat(values: JSONValueTable) -> [UInt8] {
        var out = ByteBuffer(capacity: 16 + tokens.count * 120)
        out.append(byte: 0x7B)
        let list = tokens.tokens
        for i in list.indices {
            if i > 0 { out.append(byte: 0x2C) }
            out.line()
            out.indent(2)
            JSONTextWriter.writeString(joining: list[i].path.components, into: &out)
            out.append(": ")
            values.writeCompact(valueIDs[i], into: &out)
        }
        if !tokens.isEmpty { out.line() }
        out.append(byte: 0x7D)
        return out.finished()
    }

    /// The group tree of one permutation, children in order of first appearance.
    struct Tree {
        /// One group or token.
        struct Node {
            var name: String
            var token: Int?
            var children: [Int] = []
        }

        /// A child by its parent and name.
        private struct ChildKey: Hashable {
            var parent: Int
            var name: String
        }

        /// `nodes[0]` is the root.
        private(set) var nodes: [Node] = [Node(name: "")]

        /// Builds the tree of `tokens`. Consecutive tokens mostly share their groups, so the part of a path
        /// shared with the previous token's path is reused without a lookup.
        init(_ tokens: ResolvedTokens) {
            var childOf: [ChildKey: Int] = [:]
            childOf.reserveCapacity(tokens.count * 2)
            nodes.reserveCapacity(tokens.count * 2)
            var previous: [String] = []
            var previousNodes: [Int] = []  // previousNodes[d]: the node of previous[0...d]
            let list = tokens.tokens
            for ti in list.indices {
                let components = list[ti].path.components
                var shared = 0
                let limit = min(components.count, previous.count)
                while shared < limit && components[shared] == previous[shared] { shared += 1 }
                var n = shared == 0 ? 0 : previousNodes[shared - 1]
                previousNodes.removeSubrange(shared...)
                for c in components[shared...] {
                    let key = ChildKey(parent: n, name: c)
                    if let i = childOf[key] {
                        n = i
                    } else {
                        let i = nodes.count
                        nodes.append(Node(name: c))
                        nodes[n].children.append(i)
                        childOf[key] = i
                        n = i
                    }
                    previousNodes.append(n)
                }
                nodes[n].token = ti
                previous = components
            }
        }
    }
}
