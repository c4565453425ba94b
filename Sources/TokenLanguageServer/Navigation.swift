extension LanguageServer {
    // MARK: - Definition

    func definition(_ params: JSONValue) throws -> JSONValue {
        let (path, offset) = try target(params)
        guard let model else { return .null }
        if let code = codeSideTarget(path, offset) {
            return (model.definitions[code.path] ?? model.groups[code.path] ?? []).map { location($0) }.json
        }
        switch cursorTarget(path, offset) {
        case .token(let t, _, let isReference)?:
            var sites = model.definitions[t] ?? []
            if !isReference {
                // On a definition: the others of the same token (what it overrides, or is overridden by).
                let others = sites.filter { !($0.file == path && spanHolds($0, offset)) }
                if !others.isEmpty { sites = others }
            }
            return sites.map { location($0) }.json
        case .group(let g, _, _)?:
            return (model.groups[g] ?? []).map { location($0) }.json
        case .file(let f, let pointer, _)?:
            var r = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
            if let pointer, let span = spans(f)[pointer] {
                r = range(span.key.map { ($0.lowerBound + 1)..<max($0.lowerBound + 1, $0.upperBound - 1) } ?? span.value, in: f)
            }
            return [Location(uri: FileURI.uri(fromPath: f), range: r)].json
        case nil:
            return .null
        }
    }

    /// True when the node of `site` holds `offset` in its file as it is now.
    private func spanHolds(_ site: SourceSite, _ offset: Int) -> Bool {
        guard let span = spans(site.file)[site.pointer] else { return false }
        return span.value.contains(offset) || (span.key?.contains(offset) ?? false)
    }

    /// Where a definition is, for the client.
    func location(_ site: SourceSite) -> Location {
        Location(uri: FileURI.uri(fromPath: site.file), range: siteRange(site))
    }

    // MARK: - References

    func references(_ params: JSONValue) throws -> JSONValue {
        let (path, offset) = try target(params)
        guard let model else { return .null }
        let includeDeclaration: Bool
        if case .object(let o) = params, case .object(let c)? = o["context"], case .bool(let b)? = c["includeDeclaration"] {
            includeDeclaration = b
        } else {
            includeDeclaration = true
        }
        let subject: TokenPath
        var isGroup = false
        if let code = codeSideTarget(path, offset) {
            subject = code.path
        } else {
            switch cursorTarget(path, offset) {
            case .token(let t, _, _)?: subject = t
            case .group(let g, _, _)?: subject = g; isGroup = true
            default: return .null
            }
        }
        var out: [Location] = []
        if includeDeclaration { out += ((isGroup ? model.groups[subject] : model.definitions[subject]) ?? []).map { location($0) } }
        for site in model.references.byToken[subject] ?? [] {
            out.append(Location(uri: FileURI.uri(fromPath: site.file), range: model.lines(site.file).range(of: site.range, encoding: encoding)))
        }
        // Then its uses in the workspace's code, by the outputs' names.
        for use in codeUses(of: [subject]) where !use.passing {
            out.append(Location(uri: FileURI.uri(fromPath: use.file), range: range(use.name, in: use.file)))
        }
        return out.json
    }

    // MARK: - Rename

    func prepareRename(_ params: JSONValue) throws -> JSONValue {
        let (path, offset) = try target(params)
        switch cursorTarget(path, offset) {
        case .token(let t, let name, let isReference)?, .group(let t, let name, let isReference)?:
            return ["range": range(name, in: path).json, "placeholder": .string(isReference ? t.description : t.components.last ?? "")]
        default:
            throw ResponseError(.requestFailed, "only a token or a group can be renamed")
        }
    }

    /// Renames a token or group: its key in every file that defines it, and every reference to it or below it.
    /// `newName` is a new last name (`primary-strong`) or a whole path in the same group (`color.text.primary-strong`).
    func rename(_ params: JSONValue) throws -> JSONValue {
        let (path, offset) = try target(params)
        guard case .object(let o) = params, case .string(let newName)? = o["newName"] else {
            throw ResponseError(.invalidParams, "rename needs a newName")
        }
        guard let model else { throw ResponseError(.requestFailed, "the project has not compiled yet") }
        let old: TokenPath
        let isGroup: Bool
        switch cursorTarget(path, offset) {
        case .token(let t, _, _)?: (old, isGroup) = (t, false)
        case .group(let g, _, _)?: (old, isGroup) = (g, true)
        default: throw ResponseError(.requestFailed, "only a token or a group can be renamed")
        }
        let new = newName.contains(".") ? TokenPath(dotted: newName) : TokenPath(Array(old.components.dropLast()) + [newName])
        guard let last = new.components.last, !last.isEmpty, !last.hasPrefix("$"),
              !new.components.contains(where: { $0.isEmpty || $0.contains("{") || $0.contains("}") || $0.contains(".") }) else {
            throw ResponseError(.requestFailed, "\"\(newName)\" is not a token name: names are not empty, do not start with $ and hold no {, } or .")
        }
        guard Array(new.components.dropLast()) == Array(old.components.dropLast()) else {
            throw ResponseError(.requestFailed, "a rename keeps \(isGroup ? "a group" : "a token") in its group (\(old.components.dropLast().joined(separator: ".")))")
        }
        if new == old { return WorkspaceEdit(changes: [:]).json }
        /// The path `p` takes when `old` is renamed (nil when it is not `old` or below it).
        func renamed(_ p: TokenPath) -> TokenPath? {
            guard p.components.count >= old.components.count, Array(p.components.prefix(old.components.count)) == old.components else { return nil }
            return TokenPath(new.components + p.components.dropFirst(old.components.count))
        }
        let moving = model.paths.compactMap { p in renamed(p).map { (p, $0) } } + model.groups.keys.compactMap { p in renamed(p).map { (p, $0) } }
        for (from, to) in moving where model.definitions[to] != nil || model.groups[to] != nil {
            throw ResponseError(.requestFailed, "cannot rename \(old.description) to \(new.description): \(to.description) already exists (renaming \(from.description) onto it)")
        }
        var edits: [String: [TextEdit]] = [:]
        var seen = Set<String>()
        /// The key of the node of a definition of `old` (a token, or the group).
        for site in (isGroup ? model.groups[old] : model.definitions[old]) ?? [] where site.pointer.tokens.last == old.components.last {
            guard let span = spans(site.file)[site.pointer], let key = span.key else { continue }
            let id = "\(site.file)#\(key.lowerBound)"
            guard seen.insert(id).inserted else { continue }
            edits[FileURI.uri(fromPath: site.file), default: []].append(TextEdit(range: range(key, in: site.file), newText: JSONText.quoted(last)))
        }
        for (file, sites) in model.references.byFile {
            let b = model.file(file)?.bytes ?? []
            for site in sites {
                guard case .token(let target) = site.target, let to = renamed(target), site.range.upperBound <= b.count else { continue }
                let written = String(decoding: b[site.range], as: UTF8.self)
                let text: String
                if site.pointer.tokens.last == "$ref" {
                    guard let hash = written.firstIndex(of: "#"), let pointer = JSONPointer(parsing: String(written[written.index(after: hash)...])) else { continue }
                    var tokens = pointer.tokens
                    guard tokens.count >= old.components.count else { continue }
                    tokens.replaceSubrange(0..<old.components.count, with: new.components)
                    text = String(written[..<written.index(after: hash)]) + JSONPointer(tokens).description
                } else {
                    text = to.description + (written.hasSuffix(".value") && target.components.last != "value" ? ".value" : "")
                }
                edits[FileURI.uri(fromPath: file), default: []].append(TextEdit(range: model.lines(file).range(of: site.range, encoding: encoding), newText: JSONText.content(text)))
            }
        }
        // Uses in the workspace's code of every token and group that moves, each written by its output's naming
        // rules: a custom property or variable whole, a member chain segment by segment (the renamed segments only, so
        // subscripts and the rest stay as written). A chain whose length the rename changes is left alone.
        let naming = model.codeNames.naming
        let destination = Dictionary(moving, uniquingKeysWith: { a, _ in a })
        var namers = (CSSNamer(prefix: naming.cssPrefix), CSSNamer(prefix: naming.scssPrefix))
        var changed = Set<String>()  // file and byte offset: a segment two uses share is edited once
        var leftAlone: [String] = []  // uses the rename cannot write, as `file:line`
        for use in codeUses(of: Set(destination.keys)) {
            let from = use.subject
            guard let to = destination[from], let b = bytes(use.file), let language = CodeLanguage(path: use.file) else { continue }
            var changes: [(Range<Int>, String)] = []
            switch language {
            case .css, .scss:
                let written = String(decoding: b[use.name], as: UTF8.self)
                changes = [(use.name, written.hasPrefix("$") ? "$" + naming.scss(to, &namers.1) : naming.css(to, &namers.0))]
            case .script, .swift:
                let (old, new) = language == .swift ? (naming.swift(from), naming.swift(to)) : (naming.script(from), naming.script(to))
                guard old.count == new.count, old.count == use.segments.count else {
                    leftAlone.append("\(use.file):\(lines(use.file).position(of: use.name.lowerBound, encoding: encoding).line + 1)")
                    continue
                }
                for (k, segment) in use.segments.enumerated() where old[k] != new[k] {
                    // A quoted key takes any name. A member keeps being one while the new name is an identifier; in JS
                    // it becomes a subscript otherwise (`.primary` → `["primary-strong"]`, as completion writes such keys).
                    let before = segment.lowerBound > 0 ? b[segment.lowerBound - 1] : 0
                    if before == 0x22 || before == 0x27 || Self.isIdentifier(new[k]) {
                        changes.append((segment, new[k]))
                    } else if language == .script, before == 0x2E {
                        changes.append(((segment.lowerBound - 1)..<segment.upperBound, Self.subscripted(new[k])))
                    } else {
                        leftAlone.append("\(use.file):\(lines(use.file).position(of: segment.lowerBound, encoding: encoding).line + 1)")
                        changes = []
                        break
                    }
                }
            }
            let uri = FileURI.uri(fromPath: use.file)
            for (bytes, text) in changes where changed.insert("\(use.file)#\(bytes.lowerBound)").inserted {
                edits[uri, default: []].append(TextEdit(range: range(bytes, in: use.file), newText: text))
            }
        }
        // Token paths and patterns the config names (contrast pairs, exemptions, rule scopes) that start with the
        // old path: a pattern's literal head is renamed, what follows it kept.
        if let config = model.compiled?.configPath.map({ ProjectLocator.absolute($0, root) }), let b = model.file(config)?.bytes {
            for span in model.spans(config).all where span.value.count >= 2 && b[span.value.lowerBound] == 0x22 {
                guard let (text, _) = Lexer.readString(b, at: span.value.lowerBound), !text.contains("/") else { continue }
                let oldText = old.description
                guard text == oldText || text.hasPrefix(oldText + ".") else { continue }
                let renamedText = new.description + text.dropFirst(oldText.count)
                let inner = (span.value.lowerBound + 1)..<(span.value.upperBound - 1)
                edits[FileURI.uri(fromPath: config), default: []].append(TextEdit(range: model.lines(config).range(of: inner, encoding: encoding),
                                                                                   newText: JSONText.content(renamedText)))
            }
        }
        if !leftAlone.isEmpty {
            // The edit goes ahead; the editor shows which uses it could not write.
            let shown = leftAlone.prefix(5).joined(separator: ", ") + (leftAlone.count > 5 ? " and \(leftAlone.count - 5) more" : "")
            send("window/showMessage", ["type": .number(2), "message": .string(
                "tokenc: renamed \(old.description) to \(new.description); \(leftAlone.count) use\(leftAlone.count == 1 ? "" : "s") in code left as written (the new name is not a member name there): \(shown)")])
        }
        return WorkspaceEdit(changes: edits).json
    }
}

/// JSON string text for edits.
enum JSONText {
    /// `s` as a JSON string literal, quotes included.
    static func quoted(_ s: String) -> String { JSONWriter.string(.string(s), pretty: false) }
    /// `s` escaped for inside a JSON string, without quotes.
    static func content(_ s: String) -> String { String(quoted(s).dropFirst().dropLast()) }
}
