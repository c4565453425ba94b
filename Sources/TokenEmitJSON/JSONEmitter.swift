/// The JSON output: for every permutation (brand × theme) a resolved DTCG document
/// (`<brand>/<theme>.json`) and a flat `path → $value` document (`<brand>/<theme>.flat.json`), plus
/// `manifest.json` listing the permutations, their resolver inputs and files. See docs/outputs.md.
package enum JSONEmitter {
    /// Renders `model`. Diagnostics report brand or theme names whose file names collide. Every distinct value
    /// of a brand is rendered once (the brands' tables, then the documents, through `scheduler`; the bytes do
    /// not depend on it). The first permutation's documents are written in full; every other permutation whose
    /// tokens have the same outline copies all but its header and values from them (see `JSONDocumentWriter`).
    /// Each file goes to `sink` as soon as it is rendered; the result holds what the sink gives back.
    package static func emit(_ model: EmitModel, options: JSONOptions = JSONOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let brandDirs = BrandFileNames.slugs(model.brands.map(\.name), kind: "The brands", what: "JSON file name", diagnostics: &diagnostics)
        let themeFiles = BrandFileNames.slugs(model.themes.map(\.name), kind: "The themes", what: "JSON file name", diagnostics: &diagnostics)
        let header = GeneratedHeader.text(source: model.source)
        // One value table per brand, built on every core: a brand's themes share most values, and a value's
        // text does not depend on the table that renders it.
        let themeCount = model.themes.count
        let table = { @Sendable (b: Int) -> (values: JSONValueTable, ids: [[Int]]) in
            var values = JSONValueTable(tokens: themeCount > 0 ? model.tokens(brand: b, theme: 0).count : 0)
            var ids: [[Int]] = []
            for t in 0..<themeCount {
                var themeIDs: [Int] = []
                if options.resolved || options.flat {
                    let list = model.tokens(brand: b, theme: t).tokens
                    themeIDs.reserveCapacity(list.count)
                    for i in list.indices {  // by index: copying whole tokens is what costs here
                        let id = options.outputReferences ? values.id(ofRaw: list[i].rawValue) : values.id(of: list[i])
                        themeIDs.append(id)
                        // The level its resolved document writes it at (see `JSONDocumentWriter`).
                        if options.resolved { values.prepare(id, level: list[i].path.components.count + 1) }
                    }
                }
                ids.append(themeIDs)
            }
            return (values, ids)
        }
        let jobs = model.brands.indices.flatMap { b in model.themes.indices.map { t in (brand: b, theme: t) } }
        // Permutation (`b`, `t`)'s documents, with brand `b`'s table: copied from `template` (the first permutation's
        // documents) when its tokens have the same outline, else written in full. Without a template (the first
        // permutation), the documents are also returned, as the template; no other permutation keeps its text
        // once the sink has it.
        // A permutation's documents read its tokens, its brand's and theme's names, the source and the options. Those
        // a sink holds as rendered from the same are not rendered again (nor their brand's table made).
        let inputs = { @Sendable (b: Int, t: Int) in
            RenderInputs(DocumentInputs(tokens: model.tokens(brand: b, theme: t), brand: model.brands[b].name,
                                        theme: model.themes[t], source: model.source, options: options))
        }
        let documentPaths = { @Sendable (b: Int, t: Int) -> [String] in
            let base = brandDirs[b] + "/" + themeFiles[t]
            return (options.resolved ? [base + ".json"] : []) + (options.flat ? [base + ".flat.json"] : [])
        }
        // Each job's files, in job order; a job every file of which the sink holds needs nothing more.
        var filesOfJob: [[OutputFile]] = Array(repeating: [], count: jobs.count)
        var left: [Int] = []
        for (j, (b, t)) in jobs.enumerated() {
            let paths = documentPaths(b, t)
            let kept = sink.keepsFiles ? paths.compactMap { sink.kept($0, from: inputs(b, t))?.file } : []
            if paths.isEmpty || kept.count < paths.count { left.append(j) } else { filesOfJob[j] = kept }
        }
        let jobCount = left.count
        let write = { @Sendable (b: Int, t: Int, brandTable: (values: JSONValueTable, ids: [[Int]]), template: Template?)
            -> (files: [OutputFile], template: Template?) in
            let brand = model.brands[b], theme = model.themes[t]
            let table = brandTable.values
            let tokens = model.tokens(brand: b, theme: t)
            let writer = JSONDocumentWriter(tokens: tokens, valueIDs: brandTable.ids[t])
            let follow = template.flatMap { writer.hasOutline(of: $0.tokens) ? $0 : nil }
            let base = brandDirs[b] + "/" + themeFiles[t]
            // A template only when some other permutation will copy it.
            var made = template == nil && jobCount > 1 ? Template(tokens: tokens) : nil
            var out: [OutputFile] = []
            defer { for path in documentPaths(b, t) { sink.rendered(path, from: inputs(b, t)) } }
            if options.resolved {
                let note: JSONValue = .object(JSONObject([JSONMember(key: "tokenc", value: [
                    "generatedFrom": .string(model.source), "brand": .string(brand.name), "theme": .string(theme.name),
                ])]))
                let header: [(String, JSONValue)] = [
                    ("$description", .string(header + " Brand \(brand.name), theme \(theme.name).")),
                    ("$extensions", note),
                ]
                // A copied document goes to the sink in pieces, when it takes them, as it is written, so the whole
                // text of each is never held (nor its memory freshly mapped) at once.
                // The template, kept for the others to copy, is the document without the values each writes anew;
                // this permutation's document is written from it too. (Made only when a template is.)
                made?.resolved = writer.resolved(header: header, values: table, outline: true)
                if let resolved = follow?.resolved ?? made?.resolved {
                    out.append(sink.deliver(base + ".json") { stream in
                        writer.resolved(header: header, values: table, following: resolved, stream: stream)
                    })
                } else {
                    out.append(sink(OutputFile(path: base + ".json", contents: writer.resolved(header: header, values: table).bytes)))
                }
            }
            if options.flat {
                made?.flat = writer.flat(values: table, outline: true)
                if let flat = follow?.flat ?? made?.flat {
                    out.append(sink.deliver(base + ".flat.json") { stream in writer.flat(values: table, following: flat, stream: stream) })
                } else {
                    out.append(sink(OutputFile(path: base + ".flat.json", contents: writer.flat(values: table).bytes)))
                }
            }
            return (out, made)
        }
        // A batch of brands at a time: their tables are made, their documents written, and the tables go, so
        // thousands of brands (a brand per permutation) hold a batch's tables, not all of them. Up to
        // `brandsPerBatch` brands (real projects), that is one batch, all on every core at once.
        var template: Template?
        let brandsLeft = left.reduce(into: [Int]()) { list, j in if list.last != jobs[j].brand { list.append(jobs[j].brand) } }
        var next = 0  // the first job of `left` not written yet
        for start in stride(from: 0, to: brandsLeft.count, by: brandsPerBatch) {
            let brands = Array(brandsLeft[start..<min(brandsLeft.count, start + brandsPerBatch)])
            let tables = scheduler.map(brands.count) { i in table(brands[i]) }
            let tableOf = Dictionary(uniqueKeysWithValues: zip(brands, tables.indices))
            var batch: [Int] = []  // indices into `jobs`, by brand, then theme
            while next < left.count, tableOf[jobs[left[next]].brand] != nil { batch.append(left[next]); next += 1 }
            var done = 0
            if template == nil, let j = batch.first {
                let first = write(jobs[j].brand, jobs[j].theme, tables[tableOf[jobs[j].brand]!], nil)
                filesOfJob[j] = first.files
                template = first.template
                done = 1
            }
            let shared = template, skipped = done, batchJobs = batch, allJobs = jobs
            let rest = scheduler.map(batch.count - skipped) { k in
                let (b, t) = allJobs[batchJobs[k + skipped]]
                return write(b, t, tables[tableOf[b]!], shared)
            }
            for (k, r) in rest.enumerated() { filesOfJob[batch[k + skipped]] = r.files }
            sink.retire(tables)
        }
        var files = Array(filesOfJob.joined())
        sink.retire(template as Any)
        var permutations: [JSONValue] = []
        for (b, t) in jobs {
            let brand = model.brands[b], theme = model.themes[t]
            let base = brandDirs[b] + "/" + themeFiles[t]
            var fileMembers: [JSONMember] = []
            if options.resolved { fileMembers.append(JSONMember(key: "resolved", value: .string(base + ".json"))) }
            if options.flat { fileMembers.append(JSONMember(key: "flat", value: .string(base + ".flat.json"))) }
            var inputs: [JSONMember] = []
            if !brand.inputs.isEmpty {
                // A brand made of several modifiers names each one's context, never the joined name.
                for i in brand.inputs { inputs.append(JSONMember(key: i.modifier, value: .string(i.context))) }
            } else if let m = model.brandModifier {
                inputs.append(JSONMember(key: m, value: .string(brand.name)))
            }
            if let m = model.themeModifier { inputs.append(JSONMember(key: m, value: .string(theme.name))) }
            permutations.append(.object(JSONObject([
                JSONMember(key: "brand", value: .string(brand.name)),
                JSONMember(key: "theme", value: .string(theme.name)),
                JSONMember(key: "inputs", value: .object(JSONObject(inputs))),
                JSONMember(key: "tokenCount", value: .number(Double(model.tokens(brand: b, theme: t).count))),
                JSONMember(key: "files", value: .object(JSONObject(fileMembers))),
            ])))
        }
        if options.manifest {
            let manifest: JSONValue = .object(JSONObject([
                JSONMember(key: "$description", value: .string(header)),
                JSONMember(key: "generator", value: "tokenc"),
                JSONMember(key: "source", value: .string(model.source)),
                JSONMember(key: "brands", value: .array(model.brands.map { .string($0.name) })),
                JSONMember(key: "themes", value: .array(model.themes.enumerated().map { i, t in
                    .object(JSONObject([
                        JSONMember(key: "name", value: .string(t.name)),
                        JSONMember(key: "colorScheme", value: .string(t.colorScheme.rawValue)),
                        JSONMember(key: "highContrast", value: .bool(t.highContrast)),
                        JSONMember(key: "default", value: .bool(i == 0)),
                    ]))
                })),
                JSONMember(key: "permutations", value: .array(permutations)),
            ]))
            var out = ByteBuffer(capacity: 1024)
            JSONTextWriter.write(manifest, into: &out)
            files.append(sink(OutputFile(path: "manifest.json", contents: out.finished())))
        }
        return (files, diagnostics)
    }

    /// The most brands whose value tables are held at once (see `emit`).
    package static let brandsPerBatch = 64

    /// What a permutation's documents are rendered from.
    private struct DocumentInputs: Equatable, Sendable {
        var tokens: ResolvedTokens
        var brand: String
        var theme: ThemeInfo
        var source: String
        var options: JSONOptions
    }

    /// A permutation's documents as written in full, for the others to copy.
    private struct Template: Sendable {
        var tokens: ResolvedTokens
        var resolved: JSONDocumentWriter.Text?
        var flat: JSONDocumentWriter.Text?
    }
}
