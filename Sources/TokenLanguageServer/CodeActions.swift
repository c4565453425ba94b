extension LanguageServer {
    /// Every fix-it of the findings in the requested range, as a quick fix, and "fix all" for the file. Offered
    /// only while the document is what was compiled (a fix-it names nodes of that text).
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let p = try CodeActionParams(json: params)
        let path = try documentPath(p.textDocument.uri)
        guard let analysis = latest, let file = analysis.file(path), bytes(path) == file.bytes else { return JSONValue.array([]) }
        let wanted = p.range
        let files = Array(analysis.files.values)
        var actions: [CodeAction] = []
        var all: [(Diagnostic, FixIt)] = []
        for d in analysis.diagnostics {
            guard let fix = d.fixIt, let l = d.location, ProjectLocator.absolute(l.file, root) == path else { continue }
            all.append((d, fix))
            let r = analysedRange(l, in: path, analysis)
            guard r.start <= wanted.end && wanted.start <= r.end else { continue }
            guard let edit = workspaceEdit([fix], files) else { continue }
            actions.append(CodeAction(title: fix.message, kind: CodeActionKind.quickFix, diagnostics: [lspDiagnostic(d, in: path, analysis)],
                                      isPreferred: true, edit: edit))
        }
        let only = p.only ?? []
        if only.isEmpty || only.contains(where: { CodeActionKind.sourceFixAll.hasPrefix($0) }), all.count > 0 {
            var unique: [FixIt] = []
            for (_, f) in all where !unique.contains(f) { unique.append(f) }
            if let edit = workspaceEdit(unique, files) {
                actions.append(CodeAction(title: "Fix all in \(PathText.fileName(of: path)) (\(unique.count) fix\(unique.count == 1 ? "" : "es"))",
                                          kind: CodeActionKind.sourceFixAll, edit: edit))
            }
        }
        if !only.isEmpty { actions = actions.filter { a in only.contains { a.kind?.hasPrefix($0) ?? false } } }
        return actions.json
    }

    /// The edits that make `fixes` (applied whole, as `tokenc fix` does), one replacement per changed file: the
    /// bytes between the first and the last that differ. Nil when none applies.
    func workspaceEdit(_ fixes: [FixIt], _ files: [SourceFile]) -> WorkspaceEdit? {
        let outcome = FixItApplier.apply(fixes, to: files)
        guard !outcome.applied.isEmpty else { return nil }
        var changes: [String: [TextEdit]] = [:]
        for changed in outcome.files {
            let old = changed.original.bytes
            let new = changed.bytes
            var head = 0
            while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
            var tail = 0
            while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
            // Keep whole UTF-8 sequences on both sides.
            while head > 0, head < old.count, old[head] & 0xC0 == 0x80 { head -= 1 }
            while tail > 0, old.count - tail < old.count, old[old.count - tail] & 0xC0 == 0x80 { tail -= 1 }
            let path = ProjectLocator.absolute(changed.original.path, root)
            let lines = LineTable(old)
            let text = String(decoding: new[head..<(new.count - tail)], as: UTF8.self)
            changes[FileURI.uri(fromPath: path), default: []].append(TextEdit(range: lines.range(of: head..<(old.count - tail), encoding: encoding), newText: text))
        }
        return WorkspaceEdit(changes: changes)
    }
}
