extension Config {
    /// The `tokens` list: each entry a path, or `{"path": …, "format": …}` declaring the file's format
    /// (`dtcg`, `style-dictionary`, `tokens-studio`); read strictly, an unknown key or format with a did-you-mean.
    /// Returns the paths in order, the declared formats by path, and the entries' problems.
    static func tokenSources(_ r: inout ObjectReader) -> (paths: [String], formats: [String: TokenFileFormat], problems: [Diagnostic]) {
        guard let v = r.value("tokens") else { return ([], [:], []) }
        guard case .array(let items) = v else {
            r.report("tokens", "\"tokens\" must be an array of paths or {\"path\": …, \"format\": …} objects")
            return ([], [:], [])
        }
        var paths: [String] = []
        var formats: [String: TokenFileFormat] = [:]
        var problems: [Diagnostic] = []
        let names = TokenFileFormat.allCases.map(\.rawValue)
        for (i, item) in items.enumerated() {
            switch item {
            case .string(let s): paths.append(s)
            case .object(let o):
                var entry = ObjectReader(o, file: r.file, at: r.pointer.appending(contentsOf: ["tokens", String(i)]))
                let path = entry.string("path")
                if let name = entry.string("format") {
                    if let format = TokenFileFormat(rawValue: name) {
                        if let path { formats[path] = format }
                    } else {
                        var message = "\"format\" must be one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(name)\""
                        if let near = names.min(by: { NameSuggestion.distance($0, name.lowercased()) < NameSuggestion.distance($1, name.lowercased()) }),
                           NameSuggestion.distance(near, name.lowercased()) <= 4 {
                            message += "; did you mean \"\(near)\"?"
                        }
                        entry.report("format", message)
                    }
                }
                if path == nil, o["path"] == nil { entry.report("path", "a \"tokens\" entry needs \"path\", the token file") }
                if let path { paths.append(path) }
                entry.finish()
                problems += entry.diagnostics
            default:
                problems.append(Diagnostic(.configInvalid, "a \"tokens\" entry must be a path or {\"path\": …, \"format\": …}, not \(item.kindName)",
                                           at: SourceLocation(file: r.file, pointer: r.pointer.appending(contentsOf: ["tokens", String(i)]))))
            }
        }
        return (paths, formats, problems)
    }
}
