/// Where the nodes of a JSON text are, as byte ranges: what an editor needs to change one node and leave every
/// other byte (formatting, key order, comments) as it was. Built on the `Lexer` that locates diagnostics.
package struct JSONSpans {
    /// One object member or array element.
    package struct Member: Sendable, Hashable {
        /// The decoded key (nil for an array element).
        package var key: String?
        /// The key's string literal, quotes included (nil for an array element).
        package var keyRange: Range<Int>?
        /// The value.
        package var valueRange: Range<Int>
        /// The comma after the value, when one follows (after whitespace or comments).
        package var comma: Int?

        /// Where the member starts: its key, or its value for an element.
        package var start: Int { keyRange?.lowerBound ?? valueRange.lowerBound }
    }

    /// An object or an array and its members in source order.
    package struct Container: Sendable, Hashable {
        /// True for an object.
        package var isObject: Bool
        /// The opening bracket.
        package var open: Int
        /// The closing bracket.
        package var close: Int
        /// The members or elements, in source order.
        package var members: [Member]
    }

    /// A node found at a pointer: its value's bytes, and the container and member index it is in (nil for the root).
    package struct Node: Sendable, Hashable {
        /// The bytes of the node's value.
        package var valueRange: Range<Int>
        /// The object or array the node is in; nil for the root.
        package var parent: Container?
        /// The node's index among `parent`'s members; nil for the root.
        package var index: Int?

        /// The member it is (nil for the root).
        package var member: Member? { index.flatMap { parent?.members[$0] } }
    }

    /// The text.
    package let bytes: [UInt8]
    /// Containers already scanned, by the offset of their opening bracket: each is scanned once, however many
    /// edits lead through it.
    private var containers: [Int: Container] = [:]
    /// For each scanned object, the index of the member each key names (the last, as json-c keeps the last).
    private var keyIndexes: [Int: [String: Int]] = [:]
    /// The root value's bytes, once found.
    private var root: Range<Int>?

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The offset of the root value (after a byte-order mark and leading whitespace or comments).
    package var rootStart: Int {
        Lexer.skipTrivia(bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    }

    /// The node `pointer` designates, nil when it does not exist (or the text around it cannot be scanned).
    /// Array tokens must be canonical indices (`"0"`, not `"00"`), as `JSONValue.value(at:)` reads them.
    package mutating func node(at pointer: JSONPointer) -> Node? {
        if root == nil {
            let start = rootStart
            guard start < bytes.count, let end = Lexer.skipValue(bytes, at: start) else { return nil }
            root = start..<end
        }
        var node = Node(valueRange: root!, parent: nil, index: nil)
        for token in pointer.tokens {
            guard let c = container(at: node.valueRange.lowerBound) else { return nil }
            let index: Int?
            if c.isObject {
                index = keyIndexes[c.open]?[token]
            } else if let i = Int(token), i >= 0, i < c.members.count, String(i) == token {
                index = i
            } else {
                index = nil
            }
            guard let index else { return nil }
            node = Node(valueRange: c.members[index].valueRange, parent: c, index: index)
        }
        return node
    }

    /// The object or array whose opening bracket is at `offset`, nil for another value or text that cannot be
    /// scanned.
    package mutating func container(at offset: Int) -> Container? {
        if let known = containers[offset] { return known }
        guard offset < bytes.count, bytes[offset] == 0x7B || bytes[offset] == 0x5B else { return nil }
        let isObject = bytes[offset] == 0x7B
        let closing: UInt8 = isObject ? 0x7D : 0x5D
        let b = bytes
        var members: [Member] = []
        var keys: [String: Int] = [:]
        var i = Lexer.skipTrivia(b, from: offset + 1)
        while i < b.count, b[i] != closing {
            var key: String?
            var keyRange: Range<Int>?
            if isObject {
                guard let (k, afterKey) = Lexer.readString(b, at: i) else { return nil }
                key = k
                keyRange = i..<afterKey
                i = Lexer.skipTrivia(b, from: afterKey)
                guard i < b.count, b[i] == 0x3A else { return nil }
                i = Lexer.skipTrivia(b, from: i + 1)
            }
            guard i < b.count, b[i] != 0x2C, b[i] != closing, let after = Lexer.skipValue(b, at: i), after > i else { return nil }
            let valueRange = i..<after
            i = Lexer.skipTrivia(b, from: after)
            var comma: Int?
            if i < b.count, b[i] == 0x2C {
                comma = i
                i = Lexer.skipTrivia(b, from: i + 1)
            } else if i < b.count, b[i] != closing {
                return nil
            }
            if let key { keys[key] = members.count }
            members.append(Member(key: key, keyRange: keyRange, valueRange: valueRange, comma: comma))
        }
        guard i < b.count else { return nil }
        let c = Container(isObject: isObject, open: offset, close: i, members: members)
        containers[offset] = c
        if isObject { keyIndexes[offset] = keys }
        return c
    }
}
