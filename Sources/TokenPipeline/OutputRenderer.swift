/// Turns a compilation into output files as the config asks: groups permutations into brands × themes
/// (the `EmitModel`), decodes each output's options strictly, and runs the emitters.
package enum OutputRenderer {
    /// Renders every output the config enables. Option errors are located in the config file. `validation` is
    /// what validation found (the HTML sheet shows its contrast measurements); when nil, the sheet measures the
    /// config's contrast pairs with the validator's engine itself. The Swift, CSS and JSON emitters, and the
    /// files within each, run through `scheduler`; the result does not depend on it. Every file goes to `sink`
    /// as soon as it is rendered, its path under its output's directory; the result holds what the sink gives
    /// back, in config order.
    package static func render(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String,
                              validation: ValidationResult? = nil,
                              scheduler: some WorkScheduler = SerialScheduler(),
                              sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        render(compilation, config: config, resolver: resolver, source: source, awaitingValidation: { validation },
               scheduler: scheduler, sink: sink)
    }

    /// Renders as `render(_:config:resolver:source:validation:scheduler:sink:)` does while validation still
    /// runs elsewhere: `awaitingValidation` gives its result, waiting for it if need be, and is called only
    /// when a format that starts after validation (the HTML sheet) is rendered (after every other output).
    /// `templates` holds the template of each template output (`config.templates`), by the output's name.
    package static func render(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String,
                              templates: [String: SourceFile] = [:],
                              awaitingValidation: @Sendable () -> ValidationResult?,
                              scheduler: some WorkScheduler = SerialScheduler(),
                              sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        render(compilation, config: config, resolver: resolver, source: source, formats: OutputFormats.builtIn,
               templates: templates, awaitingValidation: awaitingValidation, scheduler: scheduler, sink: sink)
    }

    /// Renders as `render(_:config:resolver:source:awaitingValidation:scheduler:sink:)` does with `formats`
    /// instead of the built-in ones: each format whose key `config.outputs` holds, its options read from there.
    /// Formats that start concurrently run through `scheduler`, the one with the lowest rank first; their results
    /// come in the order of `formats`, followed by those of the formats that start after validation.
    package static func render(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String,
                              formats: [any OutputFormat],
                              templates: [String: SourceFile] = [:],
                              awaitingValidation: @Sendable () -> ValidationResult?,
                              scheduler: some WorkScheduler,
                              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let model = model(compilation, config: config, resolver: resolver, source: source)
        var diagnostics = names(compilation, config: config, resolver: resolver).collisions
        let configFile = config.file ?? "tokenc.json"
        var jobs: [any ConfiguredOutput] = []
        var waiting: [(format: any OutputFormat, target: Config.Target)] = []
        for format in formats {
            guard let target = config.outputs[format.key] else { continue }
            guard case .concurrent = format.start else { waiting.append((format, target)); continue }
            let (job, problems) = configure(format, target, file: configFile)
            diagnostics += problems
            jobs.append(job)
        }
        // Template outputs come after the built-in ones, in the config's order.
        for target in config.templates {
            guard let file = templates[target.name] else { continue }
            jobs.append(ConfiguredTemplate(target: target, template: file, configFile: configFile))
        }
        // The model outputs with no viewport get, made once for all of them.
        let withoutViewport = jobs.contains { !$0.hasViewport } || waiting.contains { !$0.format.hasViewport }
            ? model.withoutViewportLengths() : model
        let order = jobs.indices.sorted { (jobs[$0].rank, $0) < (jobs[$1].rank, $1) }
        let started = scheduler.map(order.count) { [jobs] k -> (files: [OutputFile], diagnostics: [Diagnostic]) in
            let job = jobs[order[k]]
            // Once the sink has stopped (the output budget is spent), no other output is started.
            if sink.isStopped { return ([], []) }
            return job.emit(job.hasViewport ? model : withoutViewport, context: EmitContext(), scheduler: scheduler, sink: sink)
        }
        var results = started
        for (k, i) in order.enumerated() { results[i] = started[k] }
        var files: [OutputFile] = []
        for result in results {
            files += result.files
            diagnostics += result.diagnostics
        }
        if !waiting.isEmpty, !sink.isStopped {
            let context = EmitContext(sheet: htmlContext(compilation, model: model, config: config, resolver: resolver,
                                                         validation: awaitingValidation()))
            for (format, target) in waiting where !sink.isStopped {
                let (job, problems) = configure(format, target, file: configFile)
                diagnostics += problems
                let out = job.emit(job.hasViewport ? model : withoutViewport, context: context, scheduler: scheduler, sink: sink)
                files += out.files
                diagnostics += out.diagnostics
            }
        }
        sink.retire((model, withoutViewport))
        return (files, diagnostics)
    }

    /// `format` with its options read strictly from `target` (members it does not read are errors), and the
    /// problems found there.
    private static func configure<F: OutputFormat>(_ format: F, _ target: Config.Target,
                                                   file: String) -> (any ConfiguredOutput, [Diagnostic]) {
        var reader = ObjectReader(target.options, file: file, at: target.pointer)
        // The selection is every output's (`target.selection`, read with the config): known here, so a misspelt
        // member is suggested among them too.
        for key in OutputSelection.keys.union(["names"]).sorted() { _ = reader.value(key) }
        let options = format.options(from: &reader)
        reader.finish()
        return (Configured(format: format, options: options, path: target.path, selection: target.selection,
                           names: target.names), reader.diagnostics)
    }

    /// Groups permutations into brands (the brand modifier's context, plus any other non-theme modifier that
    /// varies) and themes (the theme modifier's contexts, its default first).
    package static func model(_ compilation: Compilation, config: Config, resolver: ResolverDocument?, source: String) -> EmitModel {
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
        let hiding = PrivateTokens(config: config, resolver: resolver)
        for (i, (p, n)) in zip(compilation.permutations, naming.names).enumerated() {
            table[n.brand, default: [:]][n.theme] = hiding.emitted(p.tokens, permutation: p.permutation)
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
    package static func names(_ compilation: Compilation, config: Config, resolver: ResolverDocument?)
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
