import Stencil

/// A template output: a Stencil template rendered once per brand, per permutation or once for the project, each
/// rendering one file at the output's `path` (`{brand}` and `{theme}` replaced by the names' file slugs).
/// Problems in the template are located in it; problems with the path, at the path in tokenc.json. See
/// docs/templates.md.
public enum TemplateEmitter {
    /// Renders `template` for `target` over `model` (already narrowed to the output's tokens). `configFile` is
    /// where `target` is declared. Nothing is written when the template or the path has a problem.
    public static func emit(_ model: EmitModel, target: Config.TemplateTarget, template: SourceFile, configFile: String,
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let pathAt = SourceLocation(file: configFile, pointer: target.pointer.appending("path"))
        if let problem = TemplatePath.problem(target.path, per: target.per) {
            return ([], [Diagnostic(.outputPathInvalid, problem, at: pathAt)])
        }
        let ext = Extension()
        TemplateFilters.register(into: ext)
        let environment = Environment(extensions: [ext], trimBehaviour: .nothing)
        let text = String(decoding: template.bytes, as: UTF8.self)
        let parsed = Template(templateString: text, environment: environment, name: template.path)
        if let (token, name) = TemplateStrictness.unknownName(in: parsed.tokens) {
            return ([], [TemplateDiagnostics.unknownName(name, at: token, file: template)])
        }
        let nodes: [NodeType]
        do {
            nodes = try TokenParser(tokens: parsed.tokens, environment: environment).parse()
        } catch {
            return ([], [TemplateDiagnostics.diagnostic(error, file: template, parsing: true)])
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
                let root = Context(dictionary: context.root(brand: unit.brand, theme: unit.theme), environment: environment)
                let output = try renderNodes(nodes, root)
                rendered.append(OutputFile(path: path, contents: Array(output.utf8)))
            } catch {
                return ([], diagnostics + [TemplateDiagnostics.diagnostic(error, file: template, parsing: false)])
            }
        }
        return (rendered.map { sink($0) }, diagnostics)
    }
}
