/// What a position in a project file stands on.
package enum CursorTarget: Sendable, Hashable {
    /// A token: its definition's key or value, or a reference to it. `name` is the bytes of the key (without
    /// quotes) or of the reference's path; `isReference` when it is a reference.
    case token(TokenPath, name: Range<Int>, isReference: Bool)
    /// A group, the same way.
    case group(TokenPath, name: Range<Int>, isReference: Bool)
    /// A file (absolute) named by a `$ref` or a source entry, with a pointer into it.
    case file(String, JSONPointer?, name: Range<Int>)
}

/// Which token or group each node of one file is, built from the model's definitions.
package struct NodeOwners: Sendable {
    /// Pointer → (path, is it a group).
    package var nodes: [JSONPointer: (path: TokenPath, isGroup: Bool)] = [:]

    init(_ written: [Analysis.Written]) {
        nodes.reserveCapacity(written.count)
        for w in written where !w.isGroup { nodes[w.pointer] = (w.path, false) }
        for w in written where w.isGroup && nodes[w.pointer] == nil { nodes[w.pointer] = (w.path, true) }
    }

    /// The token or group at `pointer`, or the nearest one above it.
    func owner(_ pointer: JSONPointer) -> (path: TokenPath, isGroup: Bool, pointer: JSONPointer)? {
        var tokens = pointer.tokens
        while true {
            let p = JSONPointer(tokens)
            if let o = nodes[p] { return (o.path, o.isGroup, p) }
            if tokens.isEmpty { return nil }
            tokens.removeLast()
        }
    }
}

extension LanguageServer {
    /// The innermost node whose key or value holds `offset`, in the file's spans.
    func node(at offset: Int, in spans: FileSpans) -> JSONLocator.Span? {
        var best: JSONLocator.Span?
        for s in spans.all {
            let inKey = s.key.map { $0.contains(offset) || $0.upperBound == offset } ?? false
            if inKey || s.value.contains(offset) || s.value.upperBound == offset && s.value.count > 0 {
                best = s
            } else if s.value.lowerBound > offset && (s.key?.lowerBound ?? s.value.lowerBound) > offset {
                break
            }
        }
        return best
    }

    /// What the position `offset` in the file at `path` stands on, with the model's help.
    func cursorTarget(_ path: String, _ offset: Int) -> CursorTarget? {
        guard let model, let bytes = bytes(path) else { return nil }
        let spans = spans(path)
        guard let node = node(at: offset, in: spans) else { return nil }
        let v = node.value
        // A string value: a `$ref`, a curly reference, or a file a resolver or config names.
        if v.contains(offset), v.count >= 2, bytes[v.lowerBound] == 0x22 {
            let inner = (v.lowerBound + 1)..<(v.upperBound - 1)
            if node.pointer.tokens.last == "$ref", let (text, _) = Lexer.readString(bytes, at: v.lowerBound) {
                switch ReferenceIndex.pointerTarget(text, in: path, model) {
                case .token(let t)?: return model.definitions[t] != nil ? .token(t, name: inner, isReference: true) : .group(t, name: inner, isReference: true)
                case .file(let f, let p)?: return .file(f, p, name: inner)
                case nil: return nil
                }
            }
            if let (range, text) = Self.curly(around: offset, in: bytes, inner) {
                guard let t = ReferenceIndex.curlyTarget(text, model) else { return nil }
                return model.definitions[t] != nil ? .token(t, name: range, isReference: true) : .group(t, name: range, isReference: true)
            }
            if !model.tokenFiles.contains(path), let (text, _) = Lexer.readString(bytes, at: v.lowerBound), text.hasSuffix(".json") {
                let file = ProjectLocator.absolute(PathText.join(PathText.directory(of: path), text), "/")
                if model.files[file] != nil || MigrateSource.kind(of: file) == .file { return .file(file, nil, name: inner) }
            }
        }
        guard let owner = model.owners(path).owner(node.pointer), !owner.path.components.isEmpty else { return nil }
        let keyRange = spans[owner.pointer]?.key.map { ($0.lowerBound + 1)..<max($0.lowerBound + 1, $0.upperBound - 1) } ?? offset..<offset
        return owner.isGroup ? .group(owner.path, name: keyRange, isReference: false) : .token(owner.path, name: keyRange, isReference: false)
    }

    /// The curly reference in the string `inner` that `offset` is in: the bytes between its braces and their text.
    static func curly(around offset: Int, in b: [UInt8], _ inner: Range<Int>) -> (Range<Int>, String)? {
        var open = offset
        while open > inner.lowerBound, b[open - 1] != 0x7B, b[open - 1] != 0x7D { open -= 1 }
        guard open > inner.lowerBound, b[open - 1] == 0x7B else { return nil }
        var close = open
        while close < inner.upperBound, b[close] != 0x7D, b[close] != 0x7B { close += 1 }
        guard close < inner.upperBound, b[close] == 0x7D, offset <= close else { return nil }
        return (open..<close, String(decoding: b[open..<close], as: UTF8.self))
    }
}
