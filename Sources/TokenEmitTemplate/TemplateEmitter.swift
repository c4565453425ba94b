import Stencil

/// A template output: a Stencil template rendered once per brand, per permutation or once for the project, each
/// rendering one file at the output's `path` (`{brand}` and `{theme}` replaced by the names' file slugs).
/// Problems in the template are located in it; problems with the path, at the path in tokenc.json. See
/// docs/templates.md.
package enum TemplateEmitter {
    /// Renders `template` for `target` over `model` (already narrowed to the output's tokens). `configFile` is
    /// where `target` is declared. Nothing is written when the template or the path has a problem, and rendering
    /// stays within `limits`.
    package static func emit(_ model: EmitModel, target: Config.TemplateTarget, template: SourceFile, configFile: String,
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        emit(model, target: target, template: template, configFile: configFile, limits: .standard, sink: sink)
    }

    /// `emit` within `limits` (tests and the fuzzer set smaller ones).
    package static func emit(_ model: EmitModel, target: Config.TemplateTarget, template: SourceFile, configFile: String,
                     limits: TemplateLimits, sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let pathAt = SourceLocation(file: configFile, pointer: target.pointer.appending("path"))
        if let problem = TemplatePath.problem(target.path, per: target.per) {
            return ([], [Diagnostic(.outputPathInvalid, problem, at: pathAt)])
        }
        if let problem = SourceEncoding.problem(inText: template) { return ([], [problem]) }
        let largest = model.brands.indices.map { b in model.themes.indices.map { model.tokens(brand: b, theme: $0).tokens.count }.max() ?? 0 }.max() ?? 0
        let budget = TemplateBudget(limits.scaled(toTokens: largest))
        let ext = Extension()
        TemplateFilters.register(into: ext, budget: budget)
        ext.registerTag("for") { parser, token in try TemplateForNode.parse(parser, token: token, budget: budget) }
        let environment = Environment(extensions: [ext], trimBehaviour: .nothing)
        let lexer: TemplateLexer
        switch TemplateLexer.tokenize(template, environment: environment) {
        case .success(let l): lexer = l
        case .failure(let d): return ([], [d])
        }
        if let problem = TemplateNesting.problem(in: lexer.tokens, limits: limits) {
            return ([], [Diagnostic(problem.code, problem.message, at: TemplateDiagnostics.location(problem.token, file: template, lexer: lexer))])
        }
        if let (token, name) = TemplateStrictness.unknownName(in: lexer.tokens) {
            return ([], [TemplateDiagnostics.unknownName(name, at: token, file: template, lexer: lexer)])
        }
        let nodes: [NodeType]
        do {
            nodes = try TokenParser(tokens: lexer.tokens, environment: environment).parse()
        } catch {
            return ([], [TemplateDiagnostics.diagnostic(error, file: template, lexer: lexer, parsing: true, codes: budget.codes)])
        }
        let brandSlugs = BrandFileNames.slugs(model.brands.map(\.name), kind: "The brands", what: "`{brand}` value", diagnostics: &diagnostics)
        let themeSlugs = BrandFileNames.slugs(model.themes.map(\.name), kind: "The themes", what: "`{theme}` value", diagnostics: &diagnostics)
        let context = TemplateContext(model: model, target: target, brandSlugs: brandSlugs, themeSlugs: themeSlugs)
        var units: [(brand: Int?, theme: Int?)] = []
        switch target.per {
        case .project: units = [(nil, nil)]
        case .brand: units = model.brands.indices.map { ($0, nil) }
        case .permutation:
            for b in model.brands.indices { for t in model.themes.indices { units.append((b, t)) } }
        }
        // Every file is rendered before any is handed over, so a failing one leaves the outputs as they were.
        var rendered: [OutputFile] = []
        var paths: [String: Int] = [:]
        for (k, unit) in units.enumerated() {
            let path = TemplatePath.expand(target.path, brand: unit.brand.map { brandSlugs[$0] }, theme: unit.theme.map { themeSlugs[$0] })
            if let earlier = paths[path] {
                let names = [units[earlier], unit].map { u in
                    [u.brand.map { model.brands[$0].name }, u.theme.map { model.themes[$0].name }].compactMap { $0 }.joined(separator: "/")
                }
                return ([], diagnostics + [Diagnostic(.outputPathInvalid,
                    "template output \"\(target.name)\" writes \(names[0]) and \(names[1]) both to \"\(path)\"; put {brand}\(target.per == .permutation ? " and {theme}" : "") in its path",
                    at: pathAt)])
            }
            paths[path] = k
            do {
                budget.reset()
                let root = Context(dictionary: context.root(brand: unit.brand, theme: unit.theme), environment: environment)
                let output = try renderNodes(nodes, root)
                try budget.checkOutput(output.utf8.count)
                rendered.append(OutputFile(path: path, contents: Array(output.utf8)))
            } catch {
                return ([], diagnostics + [TemplateDiagnostics.diagnostic(error, file: template, lexer: lexer, parsing: false, codes: budget.codes)])
            }
        }
        return (rendered.map { sink($0) }, diagnostics)
    }
}
