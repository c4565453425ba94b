/// The JavaScript output: per permutation an ES module `<brand>/<theme>.js` exporting `tokens`, the token tree
/// as nested objects keyed by the path's names, each token's value in its CSS form (numbers and booleans as
/// such, typography as an object of longhands); per brand `<brand>/index.js` with `tokens` keyed by theme; and
/// `index.js` with `brands`. Every module has a `.d.ts` beside it, and `package.json` makes Node read them as ES
/// modules. See docs/outputs.md.
package enum JSEmitter {
    /// Renders `model`; permutations through `scheduler` (the bytes do not depend on it).
    package static func emit(_ model: EmitModel, options: JSOptions = JSOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty, !model.brands.isEmpty else { return ([], []) }
        let brands = BrandFileNames.unique(model.brands.map(\.name), suffix: "", kind: "The brands", what: "JavaScript folder")
        let themes = BrandFileNames.unique(model.themes.map(\.name), suffix: "", kind: "The themes", what: "JavaScript module")
        let count = model.themes.count
        let rendered = scheduler.map(model.brands.count * count) { p -> (files: [OutputFile], diagnostics: [Diagnostic]) in
            let (b, t) = (p / count, p % count)
            let base = brands.paths[b] + "/" + themes.paths[t]
            let module = JSModuleWriter(model: model, brand: b, theme: t, options: options)
            var files = [sink.deliver(base + ".js") { _ in module.javaScript() }]
            if options.types { files.append(sink.deliver(base + ".d.ts") { _ in module.declarations() }) }
            return (files, module.diagnostics)
        }
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for d in themes.collisions.compactMap({ $0 }) { diagnostics.append(d) }
        for b in model.brands.indices {
            for t in 0..<count {
                files += rendered[b * count + t].files
                for d in rendered[b * count + t].diagnostics where seen.insert(d).inserted { diagnostics.append(d) }
            }
            if let c = brands.collisions[b] { diagnostics.append(c) }
        }
        if options.packageJSON {
            files.append(sink(OutputFile(path: "package.json", contents: Array("{\n  \"type\": \"module\",\n  \"sideEffects\": false\n}\n".utf8))))
        }
        guard options.themed else { return (files, diagnostics) }
        let index = JSIndexWriter(model: model, brandFolders: brands.paths, themeModules: themes.paths)
        for b in model.brands.indices {
            files.append(sink(OutputFile(path: brands.paths[b] + "/index.js", contents: index.brandModule(b, types: false))))
            if options.types {
                files.append(sink(OutputFile(path: brands.paths[b] + "/index.d.ts", contents: index.brandModule(b, types: true))))
            }
        }
        files.append(sink(OutputFile(path: "index.js", contents: index.rootModule(types: false))))
        if options.types { files.append(sink(OutputFile(path: "index.d.ts", contents: index.rootModule(types: true)))) }
        return (files, diagnostics)
    }
}
