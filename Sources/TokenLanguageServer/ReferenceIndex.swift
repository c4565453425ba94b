/// A reference written in a project file: a curly reference's path (`{color.blue}` inside any string), or a
/// `$ref` (a JSON pointer to a token, a file, or a file and a pointer).
package struct ReferenceSite: Sendable, Hashable {
    /// What it names.
    package enum Target: Sendable, Hashable {
        /// A token or group, by path.
        case token(TokenPath)
        /// A file (absolute path), and a pointer into it when one is given.
        case file(String, JSONPointer?)
    }

    /// The file it is written in, absolute.
    package var file: String
    /// The bytes of the name: between the braces, or the whole `$ref` string without its quotes.
    package var range: Range<Int>
    /// What it names.
    package var target: Target
    /// The string node it is written in.
    package var pointer: JSONPointer
}

/// Every reference written in the project's files, and where each token's references are.
package struct ReferenceIndex: Sendable {
    /// Every reference, by file, in document order.
    package var byFile: [String: [ReferenceSite]] = [:]
    /// The curly and pointer references to each token path (exactly that path).
    package var byToken: [TokenPath: [ReferenceSite]] = [:]

    /// Scans every file `analysis` read.
    init(_ analysis: Analysis) {
        for path in analysis.files.keys.sorted() {
            let sites = Self.scan(path, analysis)
            byFile[path] = sites
            for s in sites { if case .token(let t) = s.target { byToken[t, default: []].append(s) } }
        }
    }

    /// The references in one file. A curly path names the token the model has (a Style Dictionary `.value`
    /// suffix dropped); a `$ref` is a pointer in the same file (`#/a/b`) or a file path relative to this one.
    static func scan(_ path: String, _ analysis: Analysis) -> [ReferenceSite] {
        guard let file = analysis.file(path) else { return [] }
        let b = file.bytes
        var out: [ReferenceSite] = []
        for span in analysis.spans(path).all {
            let v = span.value
            guard v.count >= 2, b[v.lowerBound] == 0x22 else { continue }
            let inner = (v.lowerBound + 1)..<(v.upperBound - 1)
            if span.pointer.tokens.last == "$ref" {
                guard let (text, _) = Lexer.readString(b, at: v.lowerBound) else { continue }
                if let target = pointerTarget(text, in: path, analysis) {
                    out.append(ReferenceSite(file: path, range: inner, target: target, pointer: span.pointer))
                }
                continue
            }
            var i = inner.lowerBound
            while i < inner.upperBound {
                guard b[i] == 0x7B else { i += 1; continue }
                var j = i + 1
                while j < inner.upperBound, b[j] != 0x7D, b[j] != 0x7B, b[j] != 0x22 { j += 1 }
                guard j < inner.upperBound, b[j] == 0x7D, j > i + 1 else { i = j; continue }
                let text = String(decoding: b[(i + 1)..<j], as: UTF8.self)
                if let target = curlyTarget(text, analysis) {
                    out.append(ReferenceSite(file: path, range: (i + 1)..<j, target: .token(target), pointer: span.pointer))
                }
                i = j + 1
            }
        }
        return out
    }

    /// The token or group a curly reference's text names, if the project has it.
    static func curlyTarget(_ text: String, _ analysis: Analysis) -> TokenPath? {
        let path = TokenPath(dotted: text.trimmingSpaces)
        if analysis.definitions[path] != nil || analysis.groups[path] != nil { return path }
        if path.components.count > 1, path.components.last == "value" {
            let trimmed = TokenPath(Array(path.components.dropLast()))
            if analysis.definitions[trimmed] != nil { return trimmed }
        }
        return nil
    }

    /// What a `$ref` names: `#/a/b/$value` → the token `a.b`; `file.json` or `file.json#/a` → that file.
    static func pointerTarget(_ text: String, in path: String, _ analysis: Analysis) -> ReferenceSite.Target? {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let pointer = parts.count > 1 ? JSONPointer(parsing: parts[1]) : nil
        if parts[0].isEmpty {
            guard let pointer else { return nil }
            // In a resolver document, `#/sets/core` names a node of the document itself.
            if !analysis.tokenFiles.contains(path) { return .file(path, pointer) }
            var tokens = pointer.tokens
            if let v = tokens.firstIndex(where: { $0 == "$value" || $0 == "value" }) { tokens = Array(tokens[..<v]) }
            let target = TokenPath(tokens)
            return analysis.definitions[target] != nil || analysis.groups[target] != nil ? .token(target) : nil
        }
        return .file(ProjectLocator.absolute(PathText.join(PathText.directory(of: path), parts[0]), "/"), pointer)
    }
}
