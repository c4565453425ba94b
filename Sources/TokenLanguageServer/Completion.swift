extension LanguageServer {
    /// The most items one completion returns; the list says it is incomplete beyond that, and the client asks
    /// again as the user types.
    static let completionLimit = 300

    func completion(_ params: JSONValue) throws -> JSONValue {
        let (path, offset) = try target(params)
        guard let model, let b = bytes(path) else { return CompletionList(isIncomplete: false, items: []).json }
        if let code = codeSideCompletion(path, offset) { return code.json }
        // Inside "{…": token paths that fit the token being edited.
        if let (start, end, typed) = Self.openCurly(before: offset, in: b) {
            let wanted = expectedType(path, offset)
            var items: [CompletionItem] = []
            var incomplete = false
            let edit = range(start..<end, in: path)
            let needle = Array(typed.utf8)
            let sites = model.sites
            for (i, p) in sites.paths.enumerated() {
                guard needle.isEmpty || Self.contains(sites.pathTexts[i], needle) else { continue }
                let text = p.description
                guard let type = model.type(of: p), wanted.map({ $0 == type }) ?? true else { continue }
                if items.count == Self.completionLimit { incomplete = true; break }
                let value = model.anyToken(p).map { DiffValueText.text($0.value) } ?? ""
                items.append(CompletionItem(label: text, kind: type == .color ? .color : .constant, detail: "\(type.rawValue)  \(value)",
                                            documentation: nil, insertText: nil, textEdit: TextEdit(range: edit, newText: JSONText.content(text))))
            }
            return CompletionList(isIncomplete: incomplete, items: items).json
        }
        let spans = spans(path)
        let node = node(at: offset, in: spans)
        // The value of "$type": the type names.
        if let node, node.pointer.tokens.last == "$type", node.value.contains(offset) || node.value.upperBound == offset {
            let inner = b.indices.contains(node.value.lowerBound) && b[node.value.lowerBound] == 0x22
                ? (node.value.lowerBound + 1)..<max(node.value.lowerBound + 1, node.value.upperBound - 1) : node.value
            return CompletionList(isIncomplete: false, items: TokenType.allCases.map {
                CompletionItem(label: $0.rawValue, kind: .enumMember, textEdit: TextEdit(range: range(inner, in: path), newText: $0.rawValue))
            }).json
        }
        // A key in a resolver document or tokenc.json.
        if !model.tokenFiles.contains(path), let keys = keyCompletions(path, node, b, offset) {
            return CompletionList(isIncomplete: false, items: keys.map { CompletionItem(label: $0, kind: .property, insertText: $0) }).json
        }
        return CompletionList(isIncomplete: false, items: []).json
    }

    /// True when `needle` occurs in `haystack` (bytes).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    if h[i] == first {
                        var k = 1
                        while k < n.count, h[i + k] == n[k] { k += 1 }
                        if k == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// The reference being typed before `offset`: where its path starts, where it ends (the closing brace or
    /// the cursor), and what is typed so far. Looks back along the line, so it works in half-typed JSON.
    static func openCurly(before offset: Int, in b: [UInt8]) -> (Int, Int, String)? {
        var i = min(offset, b.count)
        while i > 0 {
            let c = b[i - 1]
            if c == 0x7B { break }
            if c == 0x7D || c == 0x22 || c == 0x0A || c == 0x2C || c == 0x3A || offset - i > 512 { return nil }
            i -= 1
        }
        guard i > 0 else { return nil }
        // Inside a string: an odd number of unescaped quotes before the brace on this line.
        var quotes = 0
        var j = i - 1
        while j > 0, b[j - 1] != 0x0A {
            if b[j - 1] == 0x22, j < 2 || b[j - 2] != 0x5C { quotes += 1 }
            j -= 1
        }
        guard quotes % 2 == 1 else { return nil }
        var end = offset
        while end < b.count, end - offset < 512, b[end] != 0x7D, b[end] != 0x22, b[end] != 0x0A { end += 1 }
        if !(end < b.count && b[end] == 0x7D) { end = offset }
        return (i, end, String(decoding: b[i..<min(offset, b.count)], as: UTF8.self))
    }

    /// The type a reference at `offset` must have: the type of the token being edited, or of the composite
    /// member it is in (`color` in a shadow, `width` in a border…). Nil when nothing says.
    func expectedType(_ path: String, _ offset: Int) -> TokenType? {
        guard let model else { return nil }
        let spans = spans(path)
        guard let node = node(at: offset, in: spans) else { return nil }
        let tokens = node.pointer.tokens
        if let v = tokens.lastIndex(where: { $0 == "$value" || $0 == "value" }), v + 1 < tokens.count {
            let member = tokens.last!
            switch member {
            case "color": return .color
            case "width", "offsetX", "offsetY", "blur", "spread", "fontSize", "letterSpacing", "top", "bottom", "left", "right": return .dimension
            case "fontFamily": return .fontFamily
            case "fontWeight": return .fontWeight
            case "duration", "delay": return .duration
            case "timingFunction": return .cubicBezier
            case "lineHeight", "position": return .number
            case "style": return .strokeStyle
            default: return nil
            }
        }
        // The token's own `$type`: written beside the value, or known to the model.
        if let owner = model.owners(path).owner(node.pointer), !owner.isGroup { return model.type(of: owner.path) }
        var parent = tokens
        if parent.last == "$value" || parent.last == "value" { parent.removeLast() }
        let typeNode = spans[JSONPointer(parent + ["$type"])]
        if let typeNode, let b = bytes(path), let (text, _) = Lexer.readString(b, at: typeNode.value.lowerBound) { return TokenType(rawValue: text) }
        return nil
    }

    /// The keys that fit where a key is being typed in a resolver document or a config; nil when `offset` is not
    /// at a key.
    func keyCompletions(_ path: String, _ node: JSONLocator.Span?, _ b: [UInt8], _ offset: Int) -> [String]? {
        // At a key: the cursor is in a member's key, or between members (after `{` or `,`).
        var container: [String] = []
        if let node {
            if let key = node.key, key.contains(offset) || key.upperBound == offset {
                container = Array(node.pointer.tokens.dropLast())
            } else if node.value.contains(offset), b[node.value.lowerBound] == 0x7B {
                container = node.pointer.tokens
            } else {
                return nil
            }
        }
        let present = Set(spans(path).all.filter { Array($0.pointer.tokens.dropLast()) == container }.compactMap(\.pointer.tokens.last))
        let keys: [String]
        if PathText.fileName(of: path) == "tokenc.json" {
            guard container.isEmpty else { return nil }
            keys = Self.configKeys
        } else {
            switch container.count {
            case 0: keys = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]
            case 2 where container[0] == "sets": keys = ["description", "sources", "$extensions"]
            case 2 where container[0] == "modifiers": keys = ["description", "contexts", "default", "$extensions"]
            default: return nil
            }
        }
        return keys.filter { !present.contains($0) }
    }

    /// The members of tokenc.json, output targets included.
    static let configKeys: [String] = ["$schema", "name", "resolver", "tokens", "tokensStudio", "styleDictionary", "output", "inputs",
        "brands", "themes", "terrazzoModes", "exclude", "allowedRoots", "emitSourceSets", "validation", "diagnostics", "legacyForms",
        "compatibility", "units", "outputBudget", "names", "templates"] + OutputFormats.builtIn.map(\.key)
}
