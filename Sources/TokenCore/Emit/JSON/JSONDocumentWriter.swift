/// Writes one permutation's tokens as a resolved DTCG document (groups nested in the author's order) and
/// as a flat `path → $value` object.
struct JSONDocumentWriter {
    let tokens: ResolvedTokens
    let options: JSONOptions
    /// The `$value` of each token (canonical resolved, or as written when keeping references), computed
    /// once for both documents.
    private let values: [JSONValue]

    /// Prepares the documents of `tokens`.
    init(tokens: ResolvedTokens, options: JSONOptions) {
        self.tokens = tokens
        self.options = options
        values = tokens.tokens.map { options.outputReferences ? $0.rawValue : $0.value.canonicalJSON }
    }

    /// The nested document, with `header` members (`$description`, `$extensions`) first.
    func resolved(header: [(String, JSONValue)]) -> [UInt8] {
        let tree = Tree(tokens)
        var out = ByteBuffer(capacity: 256 + tokens.count * 200)
        writeGroup(tree, node: 0, level: 0, header: header, into: &out)
        return out.finished()
    }

    private func writeGroup(_ tree: Tree, node: Int, level: Int, header: [(String, JSONValue)], into out: inout ByteBuffer) {
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
        for (k, v) in header {
            key(k, &out)
            JSONTextWriter.write(v, level: level + 1, into: &out)
        }
        if let ti = tree.nodes[node].token {
            let t = tokens.tokens[ti]
            key("$type", &out)
            JSONTextWriter.writeString(t.type.rawValue, into: &out)
            key("$value", &out)
            JSONTextWriter.write(values[ti], level: level + 1, into: &out)
            if let d = t.description {
                key("$description", &out)
                JSONTextWriter.writeString(d, into: &out)
            }
            if let dep = t.deprecation {
                key("$deprecated", &out)
                if let m = dep.message { JSONTextWriter.writeString(m, into: &out) } else { out.append("true") }
            }
            if let e = t.extensions {
                key("$extensions", &out)
                JSONTextWriter.write(e, level: level + 1, into: &out)
            }
        }
        for c in tree.nodes[node].children {
            key(tree.nodes[c].name, &out)
            writeGroup(tree, node: c, level: level + 1, header: [], into: &out)
        }
        if !first { out.line(); out.indent(level * 2) }
        out.append(byte: 0x7D)
    }

    /// The flat document: `{"color.accent": <$value>, …}`, one token per line.
    func flat() -> [UInt8] {
        var out = ByteBuffer(capacity: 16 + tokens.count * 120)
        out.append(byte: 0x7B)
        for (i, t) in tokens.tokens.enumerated() {
            if i > 0 { out.append(byte: 0x2C) }
            out.line()
            out.indent(2)
            JSONTextWriter.writeString(t.path.description, into: &out)
            out.append(": ")
            JSONTextWriter.write(values[i], compact: true, into: &out)
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
            var childIndex: [String: Int] = [:]
        }

        /// `nodes[0]` is the root.
        var nodes: [Node] = [Node(name: "")]

        /// Builds the tree of `tokens`.
        init(_ tokens: ResolvedTokens) {
            for (ti, t) in tokens.tokens.enumerated() {
                var n = 0
                for c in t.path.components {
                    if let i = nodes[n].childIndex[c] {
                        n = i
                    } else {
                        let i = nodes.count
                        nodes.append(Node(name: c))
                        nodes[n].children.append(i)
                        nodes[n].childIndex[c] = i
                        n = i
                    }
                }
                nodes[n].token = ti
            }
        }
    }
}
