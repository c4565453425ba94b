/// Writes one permutation's tokens as a resolved DTCG document (groups nested in the author's order) and
/// as a flat `path → $value` object. Values come from the emission's `JSONValueTable`.
///
/// Permutations mostly differ in values alone (a brand's themes, and brands built on one structure), so each
/// document can also be written from another permutation's `Text`: when the tokens have the same outline
/// (`hasOutline(of:)`), everything between the values is copied, and only the values (and the header) are
/// written.
package struct JSONDocumentWriter {
    package let tokens: ResolvedTokens
    /// `valueIDs[i]`: the table id of token `i`'s `$value`.
    package let valueIDs: [Int]

    package init(tokens: ResolvedTokens, valueIDs: [Int]) {
        self.tokens = tokens
        self.valueIDs = valueIDs
    }

    /// A written document, and where each token's `$value` text is in it.
    package struct Text {
        package var bytes: [UInt8]
        /// The tokens in the order the document holds them, and the range of each one's `$value` text.
        package var order: [Int]
        package var values: [Range<Int>]
        /// Where the text after the header members begins.
        var bodyStart: Int
        /// The document's length with its values (about the length of one written from it).
        package var size = 0
    }

    /// True when the tokens have the same outline as `other`: the same paths in the same order, each with the
    /// same type, description, deprecation and extensions — everything a document holds but values and header.
    package func hasOutline(of other: ResolvedTokens) -> Bool {
        let a = tokens.tokens, b = other.tokens
        guard a.count == b.count else { return false }
        for i in a.indices where !a[i].isIdentical(to: b[i]) {
            guard a[i].path == b[i].path, a[i].type == b[i].type, a[i].description == b[i].description,
                  a[i].deprecation == b[i].deprecation, a[i].extensions == b[i].extensions else { return false }
        }
        return true
    }

    /// The nested document, with `header` members (`$description`, `$extensions`) first. With `outline`, the
    /// document without its values: each value's range is empty, where the value stands. That is all a document
    /// written from it copies (`fill`), usually most of its bytes, and the first permutation's document is itself
    /// written from it, in pieces, instead of being held whole beside it.
    package func resolved(header: [(String, JSONValue)], values: JSONValueTable, outline: Bool = false) -> Text {
        let tree = Tree(tokens)
        // Sized for the whole document, or for its outline (see `SwiftBrandFile.render`).
        var out = ByteBuffer(capacity: 256 + tokens.count * (outline ? 200 : 320))
        var text = Text(bytes: [], order: [], values: [], bodyStart: 0)
        text.order.reserveCapacity(tokens.count)
        text.values.reserveCapacity(tokens.count)
        writeGroup(tree, node: 0, level: 0, header: header, values: values, outline: outline, into: &out, recording: &text)
        text.bytes = out.finished()
        text.size += text.bytes.count
        return text
    }

    /// The nested document, written from `template` (the resolved document of tokens with the same outline,
    /// and a header of as many members). With `stream`, the bytes go to it in pieces as they are written, and
    /// what is returned is the document's last piece.
    package func resolved(header: [(String, JSONValue)], values: JSONValueTable, following template: Text,
                  stream: OutputFileStream? = nil) -> [UInt8] {
        var out = ByteBuffer(size: template.size + 256, streamingTo: stream)
        out.append(byte: 0x7B)
        Self.writeHeader(header, into: &out)
        let list = tokens.tokens
        return fill(template, into: &out) { i, out in
            values.writePretty(valueIDs[i], level: list[i].path.components.count + 1, into: &out)
        }
    }

    /// Copies `template` from its body on, writing each token's value with `value` in place of the template's.
    private func fill(_ template: Text, into out: inout ByteBuffer, value: (Int, inout ByteBuffer) -> Void) -> [UInt8] {
        template.bytes.withUnsafeBufferPointer { t in
            var from = template.bodyStart
            for (i, range) in zip(template.order, template.values) {
                out.append(buffer: UnsafeBufferPointer(rebasing: t[from..<range.lowerBound]))
                value(i, &out)
                from = range.upperBound
            }
            out.append(buffer: UnsafeBufferPointer(rebasing: t[from...]))
        }
        return out.finished()
    }

    /// The header members of the document's root object, each on its own line.
    private static func writeHeader(_ header: [(String, JSONValue)], into out: inout ByteBuffer) {
        for (i, (key, value)) in header.enumerated() {
            if i > 0 { out.append(byte: 0x2C) }
            out.line()
            out.indent(2)
            JSONTextWriter.writeString(key, into: &out)
            out.append(": ")
            JSONTextWriter.write(value, level: 1, into: &out)
        }
    }

    private func writeGroup(_ tree: Tree, node: Int, level: Int, header: [(String, JSONValue)], values: JSONValueTable,
                            outline: Bool, into out: inout ByteBuffer, recording text: inout Text) {
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
        if !header.isEmpty {
            Self.writeHeader(header, into: &out)
            first = false
        }
        if level == 0 { text.bodyStart = out.count }
        if let ti = tree.nodes[node].token {
            let list = tokens.tokens
            plainKey("\"$type\": \"", &out)
            out.append(list[ti].type.rawValue)
            out.append(byte: 0x22)
            plainKey("\"$value\": ", &out)
            let start = out.count
            if outline {
                text.size += values.prettyLength(valueIDs[ti])
            } else {
                values.writePretty(valueIDs[ti], level: level + 1, into: &out)
            }
            text.order.append(ti)
            text.values.append(start..<out.count)
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
            writeGroup(tree, node: c, level: level + 1, header: [], values: values, outline: outline, into: &out,
                       recording: &text)
        }
        if !first { out.line(); out.indent(level * 2) }
        out.append(byte: 0x7D)
    }

    /// The flat document: `{"color.accent": <$value>, …}`, one token per line; with `outline`, without its values
    /// (as `resolved(header:values:outline:)`).
    package func flat(values: JSONValueTable, outline: Bool = false) -> Text {
        // Sized for the whole document, or for its outline (see `SwiftBrandFile.render`).
        var out = ByteBuffer(capacity: 16 + tokens.count * (outline ? 100 : 180))
        var text = Text(bytes: [], order: Array(tokens.tokens.indices), values: [], bodyStart: 0)
        text.values.reserveCapacity(tokens.count)
        out.append(byte: 0x7B)
        let list = tokens.tokens
        for i in list.indices {
            if i > 0 { out.append(byte: 0x2C) }
            out.line()
            out.indent(2)
            JSONTextWriter.writeString(joining: list[i].path.components, into: &out)
            out.append(": ")
            let start = out.count
            if outline {
                text.size += values.compactLength(valueIDs[i])
            } else {
                values.writeCompact(valueIDs[i], into: &out)
            }
            text.values.append(start..<out.count)
        }
        if !tokens.isEmpty { out.line() }
        out.append(byte: 0x7D)
        text.bytes = out.finished()
        text.size += text.bytes.count
        return text
    }

    /// The flat document, written from `template` (the flat document of tokens with the same outline); with
    /// `stream`, in pieces, as `resolved(header:values:following:stream:)`.
    package func flat(values: JSONValueTable, following template: Text, stream: OutputFileStream? = nil) -> [UInt8] {
        var out = ByteBuffer(size: template.size + 64, streamingTo: stream)
        return fill(template, into: &out) { i, out in values.writeCompact(valueIDs[i], into: &out) }
    }

    /// The group tree of one permutation, children in order of first appearance.
    package struct Tree {
        /// One group or token.
        package struct Node {
            package var name: String
            package var token: Int?
            package var children: [Int] = []
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
        package init(_ tokens: ResolvedTokens) {
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
