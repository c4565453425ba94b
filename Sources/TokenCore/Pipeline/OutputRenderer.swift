/// Turns a compilation into output files as the config asks: groups permutations into brands × themes
/// (the `EmitModel`), decodes each output's options strictly, and runs the emitters.
public enum OutputRenderer {
    /// Renders every output the config enables. Option errors are located in the config file. `validation` is
    /// what validation found (the HTML sheet shows its contrast measurements); when nil, the sheet measures the
    /// config's contrast pairs with the validator's engine itself. The Swift, CSS and JSON emitters, and the
    /// files within each, run through `scheduler`; the result does not depend on it. Every file goes to `sink`
    /// as soon as it is rendered, its path under its output's directory; the result holds what the sink gives
    /// back, in config order.
    public static func render(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String,
                              validation: ValidationResult? = nil,
                              scheduler: some WorkScheduler = SerialScheduler(),
                              sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        render(compilation, config: config, resolver: resolver, source: source, awaitingValidation: { validation },
               scheduler: scheduler, sink: sink)
    }

    /// Renders as `render(_:config:resolver:source:validation:scheduler:sink:)` does while validation still
    /// runs elsewhere: `awaitingValidation` gives its result, waiting for it if need be, and is called only
    /// when the HTML sheet is rendered (after every other output).
    public static func render(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String,
                              awaitingValidation: @Sendable () -> ValidationResult?,
                              scheduler: some WorkScheduler = SerialScheduler(),
                              sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let model = model(compilation, config: config, resolver: resolver, source: source)
        var diagnostics = names(compilation, config: config, resolver: resolver).collisions
        var jobs: [Emission] = []
        let configFile = config.file ?? "tokenc.json"
        if let target = config.swift {
            var r = ObjectReader(target.options, file: configFile, at: target.pointer)
            var o = SwiftOptions()
            if let a = r.choice("accessLevel", SwiftOptions.AccessLevel.allCases.map(\.rawValue)) { o.accessLevel = SwiftOptions.AccessLevel(rawValue: a)! }
            if let n = r.string("namespace") {
                if let problem = SwiftLowering.namespaceProblem(n) { r.report("namespace", problem) } else { o.namespace = n }
            }
            if let b = r.remBase() { o.remBase = b }
            if let p = r.bool("platformConveniences") { o.platformConveniences = p }
            r.finish()
            diagnostics += r.diagnostics
            jobs.append(.swift(o, target.path))
        }
        if let target = config.css {
            var r = ObjectReader(target.options, file: configFile, at: target.pointer)
            var o = CSSOptions()
            if let p = r.string("prefix") { o.prefix = p }
            if let v = r.bool("outputReferences") { o.outputReferences = v }
            if let v = r.string("themeAttribute") { o.themeAttribute = v }
            if let v = r.bool("followSystem") { o.followSystem = v }
            if let v = r.bool("comments") { o.comments = v }
            if let v = r.bool("wideGamut") { o.wideGamut = v }
            r.finish()
            diagnostics += r.diagnostics
            jobs.append(.css(o, target.path))
        }
        if let target = config.json {
            var r = ObjectReader(target.options, file: configFile, at: target.pointer)
            var o = JSONOptions()
            if let v = r.bool("resolved") { o.resolved = v }
            if let v = r.bool("flat") { o.flat = v }
            if let v = r.bool("manifest") { o.manifest = v }
            if let v = r.bool("outputReferences") { o.outputReferences = v }
            r.finish()
            diagnostics += r.diagnostics
            jobs.append(.json(o, target.path))
        }
        // Started in order of their longest serial part (Swift lowers the whole union tree before its files;
        // JSON builds its value tables before its documents; CSS lowers each brand on its own), so the others
        // fill the cores around it; the results go back in config order.
        let order = jobs.indices.sorted { Self.startRank(jobs[$0]) < Self.startRank(jobs[$1]) }
        let started = scheduler.map(order.count) { [jobs] k -> (files: [OutputFile], diagnostics: [Diagnostic]) in
            let i = order[k]
            switch jobs[i] {
            case .swift(let o, let p): return SwiftEmitter.emit(model, options: o, scheduler: scheduler, sink: sink.under(p))
            case .css(let o, let p): return CSSEmitter.emit(model, options: o, scheduler: scheduler, sink: sink.under(p))
            case .json(let o, let p): return JSONEmitter.emit(model, options: o, scheduler: scheduler, sink: sink.under(p))
            }
        }
        var results = started
        for (k, i) in order.enumerated() { results[i] = started[k] }
        var files: [OutputFile] = []
        for result in results {
            files += result.files
            diagnostics += result.diagnostics
        }
        if let target = config.html {
            var r = ObjectReader(target.options, file: configFile, at: target.pointer)
            var o = HTMLOptions()
            if let v = r.remBase() { o.remBase = v }
            if let v = r.bool("contrastMatrix") { o.contrastMatrix = v }
            if let v = r.bool("components") { o.components = v }
            r.finish()
            diagnostics += r.diagnostics
            let context = htmlContext(compilation, model: model, config: config, resolver: resolver, validation: awaitingValidation())
            let out = HTMLEmitter.emit(model, options: o, context: context, sink: sink.under(target.path))
            files += out.files
            diagnostics += out.diagnostics
        }
        sink.retire(model)
        return (files, diagnostics)
    }

    /// When an emitter starts: the one with the longest serial part first.
    private static func startRank(_ job: Emission) -> Int {
        switch job {
        case .swift: return 0
        case .json: return 1
        case .css: return 2
        }
    }

    /// One emitter to run, with its decoded options and its output directory.
    private enum Emission: Sendable {
        case swift(SwiftOptions, String)
        case css(CSSOptions, String)
        case json(JSONOptions, String)
    }

    /// Groups permutations into brands (the brand modifier's context, plus any other non-theme modifier that
    /// varies) and themes (the theme modifier's contexts, its default first).
    public static func model(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String) -> EmitModel {
        let naming = names(compilation, config: config, resolver: resolver)
        var brandOrder: [String] = []
        var themeOrder: [String] = []
        for n in naming.names {
            if !brandOrder.contains(n.brand) { brandOrder.append(n.brand) }
            if !themeOrder.contains(n.theme) { themeOrder.append(n.theme) }
        }
        if let m = naming.themeModifier.flatMap({ resolver?.modifier(named: $0) }), let d = m.defaultContext,
           let i = themeOrder.firstIndex(where: { $0.lowercased() == d.lowercased() }) {
            themeOrder.insert(themeOrder.remove(at: i), at: 0)
        }
        let themes = themeOrder.map { name -> ThemeInfo in
            let appearance = config.appearance(ofTheme: name)
            return ThemeInfo(name: name, colorScheme: appearance.dark ? .dark : .light, highContrast: appearance.highContrast)
        }
        var table: [String: [String: ResolvedTokens]] = [:]
        var inputs: [String: [Permutation.Input]] = [:]
        for (i, (p, n)) in zip(compilation.permutations, naming.names).enumerated() {
            table[n.brand, default: [:]][n.theme] = p.tokens
            if inputs[n.brand] == nil { inputs[n.brand] = naming.inputs[i] }
        }
        let brands = brandOrder.map { b in
            BrandTokens(name: b, themes: themeOrder.map { table[b]?[$0] ?? ResolvedTokens() }, inputs: inputs[b] ?? [])
        }
        return EmitModel(brands: brands, themes: themes, source: source,
                         brandModifier: naming.brandAxes.count == 1 ? naming.brandAxes[0] : naming.brandModifier,
                         themeModifier: naming.themeModifier)
    }

    /// The brand and theme name of every compiled permutation, in order, and the modifiers they come from.
    /// `inputs` holds each permutation's brand contexts (parallel to `names`); `collisions` reports brand contexts
    /// whose names join to the same brand name (the later ones are renamed, see `BrandNaming`).
    static func names(_ compilation: Compilation, config: Config, resolver: ResolverDocument?)
        -> (names: [(brand: String, theme: String)], inputs: [[Permutation.Input]], brandAxes: [String], brandModifier: String?,
            themeModifier: String?, collisions: [Diagnostic]) {
        let themeModifier = config.themeModifier.flatMap { name in resolver?.modifier(named: name)?.name ?? name }
        let brandModifier = config.brandModifier.flatMap { name in resolver?.modifier(named: name)?.name ?? name }
        let permutations = compilation.permutations

        // Modifiers other than the theme that vary across the compiled permutations make up the brand.
        var brandAxes: [String] = []
        if let first = permutations.first {
            for input in first.permutation.inputs where input.modifier.lowercased() != themeModifier?.lowercased() {
                let varies = permutations.contains { $0.context(for: input.modifier) != input.context }
                if input.modifier.lowercased() == brandModifier?.lowercased() || varies { brandAxes.append(input.modifier) }
            }
        }
        let inputs = permutations.map { p in
            brandAxes.compactMap { axis in p.context(for: axis).map { Permutation.Input(modifier: axis, context: $0) } }
        }
        let brands = BrandNaming.join(inputs, default: config.name, resolver: resolver)
        let names = permutations.indices.map { i -> (brand: String, theme: String) in
            (brands.names[i], themeModifier.flatMap { permutations[i].context(for: $0) } ?? "default")
        }
        return (names, inputs, brandAxes, brandModifier, themeModifier, brands.collisions)
    }
}
