extension LanguageServer {
    /// The token tree of the document: groups holding tokens, each token with its type and value.
    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let p = try TextDocumentParams(json: params)
        let path = try documentPath(p.textDocument.uri)
        let spans = spans(path)
        guard !spans.all.isEmpty else { return JSONValue.array([]) }
        let owners = model?.owners(path).nodes ?? [:]
        // Children of each pointer, in order; `$`-members are properties, not symbols.
        var children: [JSONPointer: [JSONLocator.Span]] = [:]
        var isToken = Set<JSONPointer>()
        for s in spans.all.dropFirst() {
            guard let last = s.pointer.tokens.last else { continue }
            let parent = JSONPointer(Array(s.pointer.tokens.dropLast()))
            if last == "$value" || (last == "value" && owners[parent].map { !$0.isGroup } ?? false) { isToken.insert(parent) }
            if !last.hasPrefix("$"), s.key != nil { children[parent, default: []].append(s) }
        }
        func symbol(_ s: JSONLocator.Span, depth: Int) -> DocumentSymbol? {
            guard depth < 64, let name = s.pointer.tokens.last else { return nil }
            let token = isToken.contains(s.pointer)
            let keyRange = s.key.map { range($0, in: path) } ?? range(s.value, in: path)
            if token {
                let owner = owners[s.pointer]
                let type = owner.flatMap { model?.type(of: $0.path) }
                let value = owner.flatMap { o in model?.anyToken(o.path) }.map { DiffValueText.text($0.value) }
                let detail = [type?.rawValue, value].compactMap { $0 }.joined(separator: "  ")
                return DocumentSymbol(name: name, detail: detail.isEmpty ? nil : detail, kind: type == .color ? .constant : .property,
                                      range: range(s.key.map { $0.lowerBound..<s.value.upperBound } ?? s.value, in: path), selectionRange: keyRange, children: nil)
            }
            let kids = (children[s.pointer] ?? []).compactMap { symbol($0, depth: depth + 1) }
            guard !kids.isEmpty else { return nil }
            return DocumentSymbol(name: name, kind: .namespace, range: range(s.key.map { $0.lowerBound..<s.value.upperBound } ?? s.value, in: path),
                                  selectionRange: keyRange, children: kids)
        }
        return (children[.root] ?? []).compactMap { symbol($0, depth: 0) }.json
    }

    /// Tokens whose path holds the query (its words in order, case ignored), or whose value is it (`#0055ff`).
    func workspaceSymbols(_ params: JSONValue) throws -> JSONValue {
        guard case .object(let o) = params, case .string(let query)? = o["query"] else { throw ResponseError(.invalidParams, "workspace/symbol needs a query") }
        guard let model else { return JSONValue.array([]) }
        let q = query.lowercased().trimmingSpaces
        let hex = q.hasPrefix("#") ? q : nil
        var out: [SymbolInformation] = []
        for path in model.paths {
            guard out.count < Self.completionLimit else { break }
            let text = path.description
            var hit = q.isEmpty || Self.subsequence(q, in: text.lowercased())
            var valueText: String?
            if let hex {
                hit = model.permutations.contains { p in
                    guard case .color(let c)? = p.tokens[path]?.value else { return false }
                    return c.hexString.lowercased().hasPrefix(hex)
                }
                valueText = hex
            }
            guard hit, let site = model.definitions[path]?.first else { continue }
            let type = model.type(of: path)
            out.append(SymbolInformation(name: text, kind: type == .color ? .constant : .property, location: location(site),
                                         containerName: valueText ?? type?.rawValue))
        }
        return out.json
    }

    /// True when the characters of `needle` appear in `haystack` in order.
    static func subsequence(_ needle: String, in haystack: String) -> Bool {
        if haystack.contains(needle) { return true }
        var i = haystack.unicodeScalars.startIndex
        for c in needle.unicodeScalars {
            guard let found = haystack.unicodeScalars[i...].firstIndex(of: c) else { return false }
            i = haystack.unicodeScalars.index(after: found)
        }
        return true
    }
}
