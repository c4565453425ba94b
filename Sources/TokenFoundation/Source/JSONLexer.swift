/// A minimal JSON scanner over raw bytes, used only off the fast path: to skip whitespace and comments
/// after json-c is done, and to find where a JSON pointer's node sits in the source (`JSONLocator`).
/// It is forgiving: on malformed input it stops rather than traps.
package enum Lexer {
    /// The offset of the first byte at or after `offset` that is not whitespace or a comment.
    static func skipTrivia(_ b: [UInt8], from offset: Int) -> Int {
        var i = offset
        while i < b.count {
            switch b[i] {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case 0x2F where i + 1 < b.count && b[i + 1] == 0x2F: // line comment
                i += 2
                while i < b.count && b[i] != 0x0A { i += 1 }
            case 0x2F where i + 1 < b.count && b[i + 1] == 0x2A: // block comment
                i += 2
                while i + 1 < b.count && !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                i = min(i + 2, b.count)
            default:
                return i
            }
        }
        return i
    }

    /// Reads a string starting at the quote at `offset`; returns its decoded text and the offset after it.
    package static func readString(_ b: [UInt8], at offset: Int) -> (String, Int)? {
        guard offset < b.count, b[offset] == 0x22 || b[offset] == 0x27 else { return nil }
        let quote = b[offset]
        var i = offset + 1
        var out: [UInt8] = []
        var pendingHigh: UInt32?
        while i < b.count {
            let c = b[i]
            if c == quote { return (String(decoding: out, as: UTF8.self), i + 1) }
            if c == 0x5C, i + 1 < b.count {
                let e = b[i + 1]
                i += 2
                switch e {
                case 0x6E: out.append(0x0A)
                case 0x74: out.append(0x09)
                case 0x72: out.append(0x0D)
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x75:
                    guard i + 4 <= b.count, let v = UInt32(String(decoding: b[i..<i + 4], as: UTF8.self), radix: 16) else { return nil }
                    i += 4
                    if (0xD800...0xDBFF).contains(v) { pendingHigh = v; continue }
                    var scalarValue = v
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(v) {
                        scalarValue = 0x10000 + ((high - 0xD800) << 10) + (v - 0xDC00)
                    }
                    pendingHigh = nil
                    if let s = Unicode.Scalar(scalarValue) { out.append(contentsOf: Array(String(Character(s)).utf8)) }
                    continue
                default: out.append(e)
                }
                pendingHigh = nil
                continue
            }
            out.append(c)
            i += 1
        }
        return nil
    }

    /// Where a string's text ends when it holds no escape: the text starting at `start` (just after the opening
    /// quote) up to the first `quote`. Most strings of a token file are plain, and this finds their end with
    /// `memchr` instead of looking at every byte.
    package enum PlainStringEnd {
        /// The index of the closing quote.
        case closed(Int)
        /// A backslash comes before the first quote: the caller reads the escapes byte by byte.
        case escaped
        /// No quote follows.
        case unterminated
    }

    static func plainStringEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> PlainStringEnd {
        guard let close = p.firstIndex(of: quote, from: start) else { return .unterminated }
        return p.firstIndex(of: 0x5C, from: start, to: close) == nil ? .closed(close) : .escaped
    }

    /// The offset just after the string starting at the quote at `offset`, without decoding it.
    package static func skipString(_ b: [UInt8], at offset: Int) -> Int? {
        guard offset < b.count, b[offset] == 0x22 || b[offset] == 0x27 else { return nil }
        let quote = b[offset]
        return b.withUnsafeBufferPointer { p -> Int? in
            switch plainStringEnd(p, from: offset + 1, quote: quote) {
            case .closed(let close): return close + 1
            case .unterminated: return nil
            case .escaped:
                var i = offset + 1
                while i < p.count {
                    let c = p[i]
                    if c == quote { return i + 1 }
                    i += c == 0x5C ? 2 : 1
                }
                return nil
            }
        }
    }

    /// Visits the members of the object whose `{` is at `offset`, in order: `visit` gets each key, where the key
    /// and its value start, and returns the offset just after the value (nil stops). Returns the offset after
    /// the closing `}`; nil when the object is cut short or malformed, or `visit` stopped.
    static func members(ofObjectAt offset: Int, in b: [UInt8], _ visit: (_ key: String, _ keyOffset: Int, _ value: Int) -> Int?) -> Int? {
        var i = skipTrivia(b, from: offset + 1)
        while i < b.count, b[i] != 0x7D {
            let keyOffset = i
            guard let (key, afterKey) = readString(b, at: i) else { return nil }
            i = skipTrivia(b, from: afterKey)
            guard i < b.count, b[i] == 0x3A else { return nil }
            i = skipTrivia(b, from: i + 1)
            guard let after = visit(key, keyOffset, i) else { return nil }
            i = skipTrivia(b, from: after)
            if i < b.count, b[i] == 0x2C { i = skipTrivia(b, from: i + 1) }
        }
        return i < b.count ? i + 1 : nil
    }

    /// Visits the elements of the array whose `[` is at `offset`: `visit` gets each index and where the element
    /// starts, and returns the offset just after it (nil stops). Returns the offset after the closing `]`; nil
    /// when the array is cut short or malformed, or `visit` stopped.
    static func elements(ofArrayAt offset: Int, in b: [UInt8], _ visit: (_ index: Int, _ value: Int) -> Int?) -> Int? {
        var i = skipTrivia(b, from: offset + 1)
        var n = 0
        while i < b.count, b[i] != 0x5D {
            guard let after = visit(n, i) else { return nil }
            i = skipTrivia(b, from: after)
            if i < b.count, b[i] == 0x2C { i = skipTrivia(b, from: i + 1) }
            n += 1
        }
        return i < b.count ? i + 1 : nil
    }

    /// The offset just after the value starting at `offset` (after trivia has been skipped).
    static func skipValue(_ b: [UInt8], at offset: Int) -> Int? {
        guard offset < b.count else { return nil }
        switch b[offset] {
        case 0x22, 0x27:
            return skipString(b, at: offset)
        case 0x7B, 0x5B: // { [
            var depth = 0
            var i = offset
            while i < b.count {
                switch b[i] {
                case 0x7B, 0x5B: depth += 1; i += 1
                case 0x7D, 0x5D:
                    depth -= 1
                    i += 1
                    if depth == 0 { return i }
                case 0x22, 0x27:
                    guard let next = skipString(b, at: i) else { return nil }
                    i = next
                case 0x2F:
                    let j = skipTrivia(b, from: i)
                    i = j == i ? i + 1 : j
                default: i += 1
                }
            }
            return nil
        default:
            var i = offset
            while i < b.count {
                switch b[i] {
                case 0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D, 0x2F: return i
                default: i += 1
                }
            }
            return i
        }
    }
}

/// Finds the byte offset of the node a JSON pointer designates, by scanning the source.
/// Duplicate keys resolve to the last occurrence, as json-c keeps the last.
package enum JSONLocator {
    /// The offset of the node's value (or key, for `.key`), or of the deepest ancestor found.
    package static func offset(of pointer: JSONPointer, part: SourceLocation.Part, in bytes: [UInt8]) -> Int {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        start = Lexer.skipTrivia(bytes, from: start)
        var valueStart = start
        var keyStart = start
        for token in pointer.tokens {
            guard valueStart < bytes.count else { return valueStart }
            if bytes[valueStart] == 0x7B {
                guard let found = member(named: token, inObjectAt: valueStart, bytes) else { return valueStart }
                keyStart = found.key
                valueStart = found.value
            } else if bytes[valueStart] == 0x5B {
                guard let index = Int(token), let found = element(index, inArrayAt: valueStart, bytes) else { return valueStart }
                keyStart = found
                valueStart = found
            } else {
                return valueStart
            }
        }
        return part == .key ? keyStart : valueStart
    }

    private static func member(named name: String, inObjectAt offset: Int, _ b: [UInt8]) -> (key: Int, value: Int)? {
        var result: (Int, Int)?
        _ = Lexer.members(ofObjectAt: offset, in: b) { key, keyOffset, value in
            if key == name { result = (keyOffset, value) }
            return Lexer.skipValue(b, at: value)
        }
        return result
    }

    private static func element(_ index: Int, inArrayAt offset: Int, _ b: [UInt8]) -> Int? {
        var found: Int?
        _ = Lexer.elements(ofArrayAt: offset, in: b) { n, value in
            guard n != index else {
                found = value
                return nil
            }
            return Lexer.skipValue(b, at: value)
        }
        return found
    }
}

extension JSONLocator {
    /// Where every node of a document is: pointer → (key offset, value offset). One pass over the bytes,
    /// used when many diagnostics point into the same file.
    package static func index(_ b: [UInt8]) -> [JSONPointer: (key: Int, value: Int)] {
        var out: [JSONPointer: (key: Int, value: Int)] = [:]
        var start = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        start = Lexer.skipTrivia(b, from: start)
        var path: [String] = []
        out[.root] = (start, start)
        _ = walk(b, at: start, path: &path, depth: 0, into: &out)
        return out
    }

    /// Records the children of the value at `offset`; returns the offset after it.
    private static func walk(_ b: [UInt8], at offset: Int, path: inout [String], depth: Int, into out: inout [JSONPointer: (key: Int, value: Int)]) -> Int? {
        guard offset < b.count, depth < 1000 else { return nil }
        switch b[offset] {
        case 0x7B:
            return Lexer.members(ofObjectAt: offset, in: b) { key, keyOffset, value in
                path.append(key)
                defer { path.removeLast() }
                out[JSONPointer(path)] = (keyOffset, value)
                return walk(b, at: value, path: &path, depth: depth + 1, into: &out)
            }
        case 0x5B:
            return Lexer.elements(ofArrayAt: offset, in: b) { n, value in
                path.append(String(n))
                defer { path.removeLast() }
                out[JSONPointer(path)] = (value, value)
                return walk(b, at: value, path: &path, depth: depth + 1, into: &out)
            }
        default:
            return Lexer.skipValue(b, at: offset)
        }
    }
}

extension JSONLocator {
    /// The offsets of the nodes `pointers` name, in one pass over the bytes that skips every value no pointer
    /// leads into: locating many findings in a file costs one scan, not one per finding. Each pointer gets what
    /// `offset(of:part:in:)` gives it: its node's key and value offsets, or, when the node does not exist, the
    /// value offset of its deepest ancestor that does (for both parts).
    package static func offsets(of pointers: some Sequence<JSONPointer>, in b: [UInt8]) -> [JSONPointer: (key: Int, value: Int)] {
        var trie = [TrieNode()]
        var wanted: [(JSONPointer, [Int])] = []  // each pointer and its trie path, root first
        for pointer in pointers {
            var n = 0
            var nodes = [0]
            for token in pointer.tokens {
                if let c = trie[n].children[token] {
                    n = c
                } else {
                    trie.append(TrieNode())
                    trie[n].children[token] = trie.count - 1
                    n = trie.count - 1
                }
                nodes.append(n)
            }
            wanted.append((pointer, nodes))
        }
        var start = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        start = Lexer.skipTrivia(b, from: start)
        var found = [(key: Int, value: Int)?](repeating: nil, count: trie.count)
        found[0] = (start, start)
        visit(b, at: start, node: 0, trie: trie, depth: 0, found: &found)
        var out: [JSONPointer: (key: Int, value: Int)] = [:]
        out.reserveCapacity(wanted.count)
        for (pointer, nodes) in wanted {
            if let exact = found[nodes[nodes.count - 1]] {
                out[pointer] = exact
            } else {
                let ancestor = nodes.lazy.compactMap { found[$0] }.last ?? (start, start)
                out[pointer] = (ancestor.value, ancestor.value)
            }
        }
        return out
    }

    /// A step of the pointers being looked for.
    private struct TrieNode {
        var children: [String: Int] = [:]
    }

    /// Records where the trie's children of `node` are inside the value at `offset`. Duplicate keys resolve to
    /// the last, array tokens as `offset(of:part:in:)` reads them.
    private static func visit(_ b: [UInt8], at offset: Int, node: Int, trie: [TrieNode], depth: Int,
                              found: inout [(key: Int, value: Int)?]) {
        guard !trie[node].children.isEmpty, offset < b.count, depth < 1000 else { return }
        switch b[offset] {
        case 0x7B:
            var matches: [(child: Int, value: Int)] = []
            _ = Lexer.members(ofObjectAt: offset, in: b) { key, keyOffset, value in
                if let c = trie[node].children[key] {
                    found[c] = (keyOffset, value)
                    matches.removeAll { $0.child == c }
                    matches.append((c, value))
                }
                return Lexer.skipValue(b, at: value)
            }
            for m in matches { visit(b, at: m.value, node: m.child, trie: trie, depth: depth + 1, found: &found) }
        case 0x5B:
            var byIndex: [Int: [Int]] = [:]  // element index → the trie children naming it ("1", "01"…)
            for (token, c) in trie[node].children {
                if let index = Int(token), index >= 0 { byIndex[index, default: []].append(c) }
            }
            guard let last = byIndex.keys.max() else { return }
            _ = Lexer.elements(ofArrayAt: offset, in: b) { n, value in
                guard n <= last else { return nil }
                for c in byIndex[n] ?? [] {
                    found[c] = (value, value)
                    visit(b, at: value, node: c, trie: trie, depth: depth + 1, found: &found)
                }
                return Lexer.skipValue(b, at: value)
            }
        default:
            return
        }
    }
}

extension JSONLocator {
    /// One node of a document as written: its pointer, its key's span (object members) and its value's span.
    package struct Span: Sendable, Hashable {
        /// The node.
        package var pointer: JSONPointer
        /// The key with its quotes; nil for array elements and the root.
        package var key: Range<Int>?
        /// The value, quotes and brackets included.
        package var value: Range<Int>
    }

    /// Every node of a document in the order it is written (a container before its children), with the byte
    /// spans of its key and value. On malformed text the walk stops there: the nodes read before it are kept,
    /// and a container cut short ends where the text does. What an editor matches a cursor against.
    package static func spans(_ b: [UInt8]) -> [Span] {
        var out: [Span] = []
        var start = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        start = Lexer.skipTrivia(b, from: start)
        guard start < b.count else { return [] }
        var path: [String] = []
        out.append(Span(pointer: .root, key: nil, value: start..<b.count))
        if let end = spanWalk(b, at: start, path: &path, depth: 0, into: &out) { out[0].value = start..<end }
        return out
    }

    /// Records the spans of the children of the value at `offset`; returns the offset after it (nil when cut short).
    private static func spanWalk(_ b: [UInt8], at offset: Int, path: inout [String], depth: Int, into out: inout [Span]) -> Int? {
        guard offset < b.count, depth < 1000 else { return nil }
        func child(_ key: Range<Int>?, _ value: Int) -> Int? {
            let slot = out.count
            out.append(Span(pointer: JSONPointer(path), key: key, value: value..<b.count))
            guard let end = spanWalk(b, at: value, path: &path, depth: depth + 1, into: &out) else { return nil }
            out[slot].value = value..<end
            return end
        }
        switch b[offset] {
        case 0x7B:
            return Lexer.members(ofObjectAt: offset, in: b) { key, keyOffset, value in
                path.append(key)
                defer { path.removeLast() }
                let keyEnd = Lexer.skipString(b, at: keyOffset) ?? keyOffset + 1
                return child(keyOffset..<keyEnd, value)
            }
        case 0x5B:
            return Lexer.elements(ofArrayAt: offset, in: b) { n, value in
                path.append(String(n))
                defer { path.removeLast() }
                return child(nil, value)
            }
        default:
            return Lexer.skipValue(b, at: offset)
        }
    }
}
