import Foundation

extension LanguageServer {
    /// A diagnostic as the protocol carries it: `tokenc validate`'s code, message (with its permutation) and
    /// location, the range being the key or value the finding points at.
    func lspDiagnostic(_ d: Diagnostic, in path: String, _ analysis: Analysis) -> LSPDiagnostic {
        let severity: LSPDiagnostic.Severity = d.severity == .error ? .error : d.severity == .warning ? .warning : .information
        let message = d.message + (d.permutation.map { " (\($0))" } ?? "")
        var related: [LSPDiagnostic.RelatedInformation] = []
        for n in d.notes {
            guard let l = n.location else { continue }
            let file = ProjectLocator.absolute(l.file, root)
            related.append(.init(location: Location(uri: FileURI.uri(fromPath: file), range: analysedRange(l, in: file, analysis)), message: n.message))
        }
        let range = d.location.map { analysedRange($0, in: path, analysis) } ?? LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        return LSPDiagnostic(range: range, severity: severity, code: .string(d.code.rawValue), source: "tokenc", message: message,
                             relatedInformation: related.isEmpty ? nil : related)
    }

    /// The range a located finding covers in the analysed text: the node its pointer names (its key for a
    /// naming finding, its value when that is on one line), else from its offset to the end of the line.
    func analysedRange(_ l: SourceLocation, in path: String, _ analysis: Analysis) -> LSPRange {
        let lines = analysis.lines(path)
        let bytes = analysis.file(path)?.bytes ?? []
        var start = l.offset ?? 0
        if l.offset == nil, l.line > 0 {
            start = lines.offset(of: Position(line: l.line - 1, character: 0), encoding: .utf8)
            var column = 1
            while column < l.column, start < bytes.count, bytes[start] != 0x0A {
                start += 1
                while start < bytes.count, bytes[start] & 0xC0 == 0x80 { start += 1 }
                column += 1
            }
        }
        var end = start
        if let pointer = l.pointer, let span = analysis.span(path, pointer) {
            let chosen = l.part == .key ? (span.key ?? span.value) : span.value
            if chosen.lowerBound == start || span.key?.lowerBound == start || span.value.lowerBound == start {
                let oneLine = !bytes[chosen].contains(0x0A)
                let r = oneLine ? chosen : (span.key ?? chosen.lowerBound..<chosen.lowerBound + 1)
                start = r.lowerBound
                end = r.upperBound
            }
        }
        if end == start {
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        }
        return lines.range(of: start..<end, encoding: encoding)
    }

    // MARK: - Hover

    func hover(_ params: JSONValue) throws -> JSONValue {
        let (path, offset) = try target(params)
        if let code = codeSideTarget(path, offset) {
            guard let text = tokenHover(code.path) else { return .null }
            return Hover(contents: MarkupContent(value: text), range: range(code.name, in: path)).json
        }
        switch cursorTarget(path, offset) {
        case .token(let t, let name, _)?:
            guard let text = tokenHover(t) else { return .null }
            return Hover(contents: MarkupContent(value: text), range: range(name, in: path)).json
        case .group(let g, let name, _)?:
            return Hover(contents: MarkupContent(value: groupHover(g)), range: range(name, in: path)).json
        case .file(let f, _, let name)?:
            return Hover(contents: MarkupContent(value: "`\(model?.display(f) ?? f)`"), range: range(name, in: path)).json
        case nil:
            return .null
        }
    }

    /// The hover text of a token: type, description, deprecation, its value in every permutation (swatches for
    /// colours), its alias chain with links, and the contrast of every pair it is in.
    func tokenHover(_ path: TokenPath) -> String? {
        guard let model else { return nil }
        let values = model.resolved(path).compactMap { p, t in t.map { (p, $0) } }
        guard let first = values.first?.1 else { return nil }
        var out = "**\(MarkdownText.escape(path.description))** · `\(first.type.rawValue)`\n"
        if let d = first.description, !d.isEmpty { out += "\n\(MarkdownText.escape(d))\n" }
        if let dep = first.deprecation { out += "\n**Deprecated**" + (dep.message.map { ": \(MarkdownText.escape($0))" } ?? "") + "\n" }
        var swatchRefs: [String: Int] = [:]
        /// A value as a table cell: a swatch (a reference to an image defined below the text) and the text.
        func cell(_ value: TokenValue) -> String {
            var swatch = ""
            if case .color(let c) = value, swatches {
                let hex = c.hexString
                let n = swatchRefs[hex] ?? swatchRefs.count + 1
                swatchRefs[hex] = n
                swatch = "![\(hex)][s\(n)] "
            }
            return "\(swatch)\(MarkdownText.code(DiffValueText.text(value)))"
        }
        if values.count == model.permutations.count, let v = values.first?.1.value, values.allSatisfy({ $0.1.value == v }) {
            out += "\n" + cell(v) + (values.count > 1 ? " in every permutation (\(values.count))" : "") + "\n"
        } else {
            out += "\n" + permutationTable(values.map { ($0.0.permutation, cell($0.1.value)) })
        }
        // The alias chain of the first permutation, each hop linked to its definition.
        if let (p, _) = values.first {
            let chain = p.tokens.aliasChain(of: path)
            if !chain.isEmpty {
                out += "\n" + ([path] + chain).map { hop in
                    guard let site = model.definitions[hop]?.first else { return "\(MarkdownText.code(hop.description))" }
                    return "[\(MarkdownText.code(hop.description))](\(link(site)))"
                }.joined(separator: " → ") + "\n"
            }
        }
        if let measurements = model.compiled?.validation?.contrast.filter({ $0.foregroundPath == path || $0.backgroundPath == path }), !measurements.isEmpty {
            out += "\n**Contrast**\n"
            // One table per pair: the other token, then its ratio, Lc and verdict in every permutation.
            var order: [String] = []
            var pairs: [String: [ContrastMeasurement]] = [:]
            for m in measurements {
                let key = m.foregroundPath == path ? "on \(MarkdownText.code(m.backgroundPath.description))" : "\(MarkdownText.code(m.foregroundPath.description)) on it"
                if pairs[key] == nil { order.append(key) }
                pairs[key, default: []].append(m)
            }
            for key in order.prefix(8) {
                let list = pairs[key]!
                var criteria: [String] = []
                for m in list where !criteria.contains(m.requirement.criterion) { criteria.append(m.requirement.criterion) }
                let needs = criteria.count == 1 ? "needs " + MarkdownText.escape(criteria[0]) : "needs, by permutation, " + criteria.map(MarkdownText.escape).joined(separator: " · ")
                out += "\n\(key): \(needs)\n\n"
                let cells = list.compactMap { m -> (Permutation, String)? in
                    guard m.permutation < model.permutations.count else { return nil }
                    let verdict = m.isExempt ? "exempt" : m.passes ? "✓" : "**✗ fails**"
                    return (model.permutations[m.permutation].permutation, "\(m.ratioText):1 · Lc \(m.lcText) \(verdict)")
                }
                out += permutationTable(cells)
            }
            if order.count > 8 { out += "\n… and \(order.count - 8) more pairs (`tokenc validate --report contrast`)\n" }
        }
        if let site = model.definitions[path]?.first { out += "\n[\(MarkdownText.escape(model.display(site.file)))](\(link(site)))\n" }
        if !swatchRefs.isEmpty {
            out += "\n" + swatchRefs.sorted { $0.value < $1.value }.map { "[s\($0.value)]: \(Self.swatchURI($0.key))" }.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// Cells of permutations as a Markdown table: one row per context of every modifier but the last (`harbor`),
    /// one column per context of the last (`light`, `dark`); a list for one modifier.
    func permutationTable(_ cells: [(Permutation, String)]) -> String {
        guard let first = cells.first else { return "" }
        let modifiers = first.0.inputs.map(\.modifier)
        if modifiers.count < 2 {
            var out = "| \(MarkdownText.escape(modifiers.first ?? "permutation")) | |\n|---|---|\n"
            for (p, v) in cells { out += "| \(MarkdownText.escape(p.inputs.first?.context ?? p.label)) | \(v) |\n" }
            return out
        }
        var rows: [String] = []
        var columns: [String] = []
        var table: [String: String] = [:]
        for (p, v) in cells {
            let row = p.inputs.dropLast().map(\.context).joined(separator: ", ")
            let column = p.inputs.last?.context ?? ""
            if !rows.contains(row) { rows.append(row) }
            if !columns.contains(column) { columns.append(column) }
            table[row + "\u{0}" + column] = v
        }
        var out = "| \(MarkdownText.escape(modifiers.joined(separator: " × "))) | " + columns.map(MarkdownText.escape).joined(separator: " | ") + " |\n"
        out += "|---|" + columns.map { _ in "---|" }.joined() + "\n"
        for row in rows {
            out += "| **\(MarkdownText.escape(row))** | " + columns.map { table[row + "\u{0}" + $0] ?? "—" }.joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// The hover text of a group: its path, description and how many tokens are below it.
    func groupHover(_ group: TokenPath) -> String {
        guard let model else { return "" }
        let prefix = group.components
        let count = model.paths.filter { $0.components.count > prefix.count && Array($0.components.prefix(prefix.count)) == prefix }.count
        var out = "**\(MarkdownText.escape(group.description))** · group of \(count) token\(count == 1 ? "" : "s")\n"
        let description = model.permutations.lazy.compactMap { $0.merged?.groups[group]?.description }.first
        if let description, !description.isEmpty { out += "\n\(MarkdownText.escape(description))\n" }
        return out
    }

    /// A `file:` link to a definition's line (`#L12`, as editors open it).
    func link(_ site: SourceSite) -> String {
        let line = siteRange(site).start.line + 1
        return FileURI.uri(fromPath: site.file) + "#L\(line)"
    }

    /// The range of a definition's key (or value) in its file as it is now.
    func siteRange(_ site: SourceSite) -> LSPRange {
        guard let span = spans(site.file)[site.pointer] else {
            return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        let r = span.key.map { ($0.lowerBound + 1)..<max($0.lowerBound + 1, $0.upperBound - 1) } ?? span.value
        return range(r, in: site.file)
    }

    /// A 12-pixel square of `hex`, an SVG image as a `data:` URI.
    static func swatchURI(_ hex: String) -> String {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='12' height='12'><rect width='12' height='12' rx='2' fill='\(hex)' stroke='#8888'/></svg>"
        return "data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())"
    }

    /// Whether hovers draw colour swatches (Markdown images): as `initializationOptions.swatches` says, else only
    /// for the VS Code family, whose hovers draw images (others show an image's text).
    var swatches: Bool {
        if case .object(let o)? = initializationOptionsValue, case .bool(let b)? = o["swatches"] { return b }
        return ["Visual Studio Code", "VSCodium", "Cursor", "Code - OSS"].contains { clientName.hasPrefix($0) }
    }
}
