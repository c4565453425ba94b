/// Compiles the permutations of a resolver document: every source is read and flattened once, then each
/// permutation merges the layers its inputs select and resolves them.
package struct ProjectCompiler: Sendable {
    /// The resolver document.
    package let resolver: ResolverDocument
    /// Where the resolver document is (its directory anchors relative `$ref`s).
    package let resolverPath: String
    /// Every layer, keyed by the source that produced it.
    private var layers: [TokenSource: TokenLayer] = [:]
    /// Problems reading sources (reported once, not once per permutation).
    package private(set) var diagnostics: [Diagnostic] = []
    /// Sources every permutation reads (the sets of `resolutionOrder`).
    private var sharedSources = Set<TokenSource>()
    /// Whether values written in a pre-2025.10 form are reported (`deprecated-form`); set by `resolveShared`.
    /// A project whose `legacyForms` policy drops those warnings builds none.
    private var reportsDeprecatedForms = true
    /// The shared sources merged and resolved once; permutations reuse every token their modifiers leave alone.
    private var base: Base?
    /// One permutation's layers, merged by `resolveShared(premerging:)` while the shared sets were resolved.
    private var premerged: (permutation: Permutation, tokens: MergedTokens)?
    /// Each layer's shape (layers with one number have the same token and group paths, in the same order).
    private var shapes: [TokenSource: Int] = [:]
    /// The layout of the premerged permutation's merge, by its layers' shapes: every permutation whose layers
    /// have those shapes takes it (see `MergeLayout`).
    private var layouts: [[Int]: MergeLayout] = [:]
    /// Every layer's literal values, parsed once by `resolveShared` (see `PreparedLiterals`).
    private var literals = PreparedLiterals()
    /// Where the resolutions are kept for the next compile, and what the previous compile kept there.
    private let cache: CompileCache?
    private var previous: Resolutions?
    /// The sources whose layer is not the one the previous compile read (every source, without one).
    private var changed = Set<TokenSource>()
    /// Whether the base is the previous compile's, nothing it reads having changed.
    private var baseReused = false
    /// Whether every group of every layer is the one the previous compile read.
    private var sameGroups = false
    /// The shared sets' merge layout: kept while every layer keeps its shape.
    private var baseLayout: MergeLayout?
    /// What resolving the shared sets reported (before its errors were dropped).
    private var baseReport: [Diagnostic] = []

    /// What a compile resolved, kept in a `CompileCache` for the next. Every part is told apart by the identity
    /// of the definitions it was made from, so what an earlier compile kept is never taken for a change it missed.
    package struct Resolutions: Sendable {
        var deprecatedForms: Bool
        var layers: [TokenSource: TokenLayer]
        var shared: [TokenSource]
        var literals: PreparedLiterals
        var baseLayout: MergeLayout?
        var shapes: [TokenSource: Int]
        var layouts: [[Int]: MergeLayout]
        var base: Base?
        var baseReport: [Diagnostic]
        var permutations: [Permutation: Kept]
    }

    /// One permutation's compile: the sources it merged, its resolution, and what merging reported.
    package struct Kept: Sendable {
        var sources: [TokenSource]
        var resolution: ResolvedMerge
        var mergeDiagnostics: [Diagnostic]
    }

    /// Reads every source the document names from `files` (keyed by path as joined to the resolver's directory),
    /// then resolves what every permutation shares (`resolveShared`). Files are read, sources parsed and literal
    /// values parsed through `scheduler` (each on its own); the result does not depend on it.
    package init(resolver: ResolverDocument, resolverPath: String, files: [String: SourceFile],
                scheduler: some WorkScheduler = SerialScheduler()) {
        self.init(parsing: resolver, resolverPath: resolverPath, files: files, scheduler: scheduler)
        resolveShared(scheduler: scheduler)
    }

    /// Reads and parses every source only; `resolveShared` must follow before any permutation is compiled. (Two
    /// steps so a caller can time parsing and resolution apart.)
    /// `unitless`: what a length without a unit in a Style Dictionary file means (nil: the default).
    /// `cache`: layers kept from an earlier compile, taken for files that did not change (and filled).
    package init(parsing resolver: ResolverDocument, resolverPath: String, files: [String: SourceFile],
                scheduler: some WorkScheduler = SerialScheduler(), unitless: UnitlessPolicy? = nil, cache: CompileCache? = nil) {
        self.resolver = resolver
        self.resolverPath = resolverPath
        self.cache = cache
        // Taken out, so the parts this compile changes are not copied first.
        previous = cache?.takeResolutions()
        let base = PathText.directory(of: resolverPath)
        var sources: [TokenSource] = []
        var seen = Set<TokenSource>()
        // Every file once, in document order, with the sources read from it; `loose`, the sources that are not.
        var paths: [String] = []
        var readers: [[Int]] = []
        var pathIndex: [String: Int] = [:]
        var loose: [Int] = []
        for source in resolver.allSources where seen.insert(source).inserted {
            sources.append(source)
            guard let path = source.filePath else {
                loose.append(sources.count - 1)
                continue
            }
            let full = PathText.join(base, path)
            if let k = pathIndex[full] {
                readers[k].append(sources.count - 1)
            } else {
                pathIndex[full] = paths.count
                paths.append(full)
                readers.append([sources.count - 1])
            }
        }
        // Each file is read and its sources parsed in one piece of work, and its JSON tree freed at the end of it,
        // so a large tree's JSON is never all in memory at once.
        let interner = ReferenceInterner()
        // The layers the previous compile read: a file read again keeps their unchanged definitions.
        let earlier = previous?.layers ?? [:]
        let format = resolver.sourceFormat
        let modesKey = resolver.modesKey
        typealias Parsed = (source: Int, result: SourceResult, fingerprint: Int)
        let pieces = scheduler.map(paths.count + loose.count) { [sources, paths, readers, loose, earlier] k
            -> (read: [Diagnostic]?, parsed: [Parsed]) in
            func parse(_ i: Int, _ read: JSONReader.Result?) -> Parsed {
                var result = Self.layer(of: sources[i], base: base, read: read, interner: interner, format: format, dropping: modesKey,
                                        unitless: unitless)
                guard case .layer(var layer) = result else { return (i, result, 0) }
                if let old = earlier[sources[i]] {
                    layer = layer.keepingDefinitions(of: old)
                    result = .layer(layer)
                }
                return (i, result, layer.shapeFingerprint)
            }
            guard k < paths.count else { return (nil, [parse(loose[k - paths.count], nil)]) }
            let file = files[paths[k]]
            let settings = CompileCache.Settings(sources: readers[k].map { sources[$0] }, format: format, modesKey: modesKey,
                                               unitless: unitless, base: base)
            if let cache, let file, let hit = cache.lookup(paths[k], bytes: file.bytes, settings: settings) {
                return (hit.read, zip(readers[k], hit.parsed).map { ($0, $1.result, $1.fingerprint) })
            }
            let read = file.map { JSONReader.read($0) }
            let parsed = readers[k].map { parse($0, read) }
            if let cache, let file {
                cache.store(paths[k], CompileCache.Entry(bytes: file.bytes, settings: settings, read: read?.diagnostics,
                                                       parsed: parsed.map { ($0.result, $0.fingerprint) }, used: true))
            }
            return (read?.diagnostics, parsed)
        }
        cache?.sweep()
        var parsed = [(result: SourceResult, fingerprint: Int)?](repeating: nil, count: sources.count)
        for piece in pieces {
            diagnostics += piece.read ?? []
            for p in piece.parsed { parsed[p.source] = (p.result, p.fingerprint) }
        }
        var reported = Set<String>()
        // Shapes: a layer takes the number of the first layer with its fingerprint and the same paths.
        var byFingerprint: [Int: [(shape: Int, source: TokenSource)]] = [:]
        var nextShape = 0
        for (source, (result, fingerprint)) in zip(sources, parsed.map { $0! }) {  // every source is in one piece
            switch result {
            case .layer(let layer):
                layers[source] = layer
                if let same = byFingerprint[fingerprint]?.first(where: { layers[$0.source]!.sameShape(as: layer) }) {
                    shapes[source] = same.shape
                } else {
                    shapes[source] = nextShape
                    byFingerprint[fingerprint, default: []].append((nextShape, source))
                    nextShape += 1
                }
            case .problem(let d): diagnostics.append(d)
            case .missingFile(let full, let d): if reported.insert(full).inserted { diagnostics.append(d) }
            case .unreadable: break
            }
        }
        for source in sources { diagnostics += layers[source]?.diagnostics ?? [] }
    }

    /// Parses every literal value once (each definition as the type it has or inherits within its own source:
    /// a permutation whose merge gives it another type parses it again), then merges and resolves the sets every
    /// permutation shares. `deprecatedForms: false` leaves out `deprecated-form` warnings, here and in `compile`.
    ///
    /// The shared layers' values are parsed first; the modifiers' are parsed while the shared sets are merged and
    /// resolved, which needs none of them (that merge runs on one core, and would leave the other idle).
    /// So is `premerging`'s merge, when given (the permutation compiled first): `compile` then resolves it only.
    package mutating func resolveShared(scheduler: some WorkScheduler = SerialScheduler(), deprecatedForms: Bool = true,
                                       premerging first: Permutation? = nil) {
        reportsDeprecatedForms = deprecatedForms
        for step in resolver.resolutionOrder {
            if case .set(let s) = step { sharedSources.formUnion(s.sources) }
        }
        // In a stable order (the dictionary's is not): the same layers go to the same items on every run.
        let ordered = resolver.allSources.compactMap { source in layers[source].map { (source, $0) } }
        var reading = ordered
        var first = first
        if var kept = previous.take(), kept.deprecatedForms == deprecatedForms {
            // Only the layers that changed are parsed for literals; the previous compile's are kept for the rest.
            var sameShapes = kept.shapes == shapes
            var sameGroups = true
            for source in Set(kept.layers.keys).union(layers.keys) {
                if let old = kept.layers[source], let new = layers[source], Self.same(old, new) { continue }
                changed.insert(source)
                if let old = kept.layers[source] {
                    kept.literals.remove(old)
                    if let new = layers[source], !new.sameShape(as: old) { sameShapes = false }
                    if layers[source]?.groups != old.groups { sameGroups = false }
                } else {
                    sameGroups = false
                }
            }
            self.sameGroups = sameGroups
            literals = kept.literals
            kept.literals = PreparedLiterals()
            // Every layer has the shape it had: the merge layouts found then hold (the first permutation need not
            // be merged ahead to find one).
            if sameShapes {
                layouts = kept.layouts
                baseLayout = kept.baseLayout
                first = nil
            }
            previous = kept
            reading = reading.filter { changed.contains($0.0) }
            baseReused = kept.base != nil && kept.shared == sharedOrder && !kept.shared.contains { changed.contains($0) }
            if let p = first, canReuse(p) { first = nil }
        } else {
            previous = nil
            changed = Set(layers.keys)
        }
        let shared = reading.filter { sharedSources.contains($0.0) }.map(\.1)
        let others = reading.filter { !sharedSources.contains($0.0) }.map(\.1)
        for parsed in scheduler.map(shared.count, { [shared] i in PreparedLiterals(shared[i], deprecatedForms: deprecatedForms) }) {
            literals.add(parsed)
        }
        let compiler = self
        let results = scheduler.map(others.count + (first == nil ? 1 : 2)) { [others, first] i -> Made in
            if i == 0 { return .base(compiler.baseReused ? nil : compiler.makeBase()) }
            if i <= others.count { return .literals(PreparedLiterals(others[i - 1], deprecatedForms: deprecatedForms)) }
            return first.map { p in
                let made = compiler.merge(p, recordingLayout: true)
                return .merged(made.merged, made.shapes, made.layout)
            } ?? .none
        }
        for case .literals(let parsed) in results { literals.add(parsed) }
        if baseReused, let kept = previous {
            base = kept.base
            baseReport = kept.baseReport
            baseLayout = kept.baseLayout
            diagnostics += kept.baseReport.filter { $0.severity != .error }
        } else if case .base(let made?) = results[0] {
            base = made.base
            baseReport = made.report
            baseLayout = made.layout
            diagnostics += made.report.filter { $0.severity != .error }
        }
        if let first, case .merged(let tokens, let shapes, let layout) = results[results.count - 1] {
            premerged = (first, tokens)
            layouts[shapes] = layout
        }
    }

    /// What reading one source gave.
    enum SourceResult: Sendable {
        case layer(TokenLayer)
        /// The source's file is not among the files given (reported once per file).
        case missingFile(String, Diagnostic)
        /// The file is there but is not JSON (its read diagnostics say why).
        case unreadable
        /// The pointer names nothing.
        case problem(Diagnostic)
    }

    /// Parses one source into a layer.
    /// Parses one source into a layer; `read`, its file's JSON (nil when the file is not among those given).
    private static func layer(of source: TokenSource, base: String, read: JSONReader.Result?,
                              interner: ReferenceInterner, format: TokenFileFormat = .dtcg, dropping: String? = nil,
                              unitless: UnitlessPolicy? = nil) -> SourceResult {
        switch source {
        case .inline(let value, let origin):
            var layer = TokenTreeParser.parse(value, file: origin.file, at: origin.pointer, name: source.summary,
                                              interner: interner)
            layer.name = source.summary
            return .layer(layer)
        case .modeValues(let path, let mode, let origin):
            let full = PathText.join(base, path)
            guard let read else {
                return .missingFile(full, Diagnostic(.resolverMissingReference, "cannot read \(path): no such file", at: origin.location()))
            }
            guard let document = read.value else { return .unreadable }
            return .layer(TokenTreeParser.parse(document, file: full, name: source.summary, interner: interner, mode: mode))
        case .file(let path, let pointer, let origin, let overrides):
            let full = PathText.join(base, path)
            guard let read else {
                return .missingFile(full, Diagnostic(.resolverMissingReference, "cannot read \(path): no such file",
                                                     at: origin.location(["$ref"])))
            }
            guard let document = read.value else { return .unreadable }
            guard var value = document.value(at: pointer) else {
                return .problem(Diagnostic(.resolverMissingReference, "\(path)#\(pointer) does not exist",
                                           at: origin.location(["$ref"])))
            }
            var overrideLayer: TokenLayer?
            if let overrides, !overrides.isEmpty, case .object(var o) = value {
                for key in overrides.keys { o[key] = nil }
                value = .object(o)
                overrideLayer = TokenTreeParser.parse(.object(overrides), file: origin.file, at: origin.pointer,
                                                      interner: interner)
            }
            var layer = TokenFileReader.parse(value, file: full, at: pointer, name: source.summary,
                                              format: format == .tokensStudio ? .tokensStudio : nil, interner: interner, dropping: dropping,
                                              unitless: unitless)
            if let extra = overrideLayer {
                layer.tokens += extra.tokens
                layer.groups += extra.groups
                layer.diagnostics += extra.diagnostics
            }
            return .layer(layer)
        }
    }

    /// The shared sets merged and resolved, with who references whom among the tokens that resolved.
    typealias Base = (merged: MergedTokens, tokens: ResolvedTokens, dependents: [TokenPath: [TokenPath]])

    /// What an item of `resolveShared`'s map gives: the base (item 0), the first permutation merged (the last item,
    /// when asked for), a modifier layer's literal values parsed, or nothing.
    private enum Made: Sendable {
        case base((base: Base, report: [Diagnostic], layout: MergeLayout)?)
        case merged(MergedTokens, [Int], MergeLayout)
        case literals(PreparedLiterals)
        case none
    }

    /// The shared sets' sources, in resolution order.
    private var sharedOrder: [TokenSource] {
        resolver.resolutionOrder.flatMap { step -> [TokenSource] in
            if case .set(let s) = step { return s.sources }
            return []
        }
    }

    /// Merges and resolves the sources every permutation shares, and indexes who references whom; with what
    /// resolving reported (nil when no set is shared). Reads only the shared layers.
    private func makeBase() -> (base: Base, report: [Diagnostic], layout: MergeLayout)? {
        let shared = sharedOrder
        guard !shared.isEmpty else { return nil }
        // A long-running process keeps the layout, with who references whom (see `TokenResolver.resolve(_:reusing:)`).
        let sharedLayers = shared.compactMap { layers[$0] }.map(Self.withoutDiagnostics)
        let made: (merged: MergedTokens, layout: MergeLayout)
        if sameGroups, let layout = baseLayout, let kept = previous?.base, previous?.shared == shared, shared.allSatisfy({ layers[$0] != nil }),
           let patched = TokenMerger.merge(sharedLayers, reusing: layout, patching: kept.merged, changed: shared.map { changed.contains($0) }) {
            made = (patched, layout)
        } else {
            made = TokenMerger.merge(sharedLayers, reusing: baseLayout, findingTargets: cache != nil)
        }
        let merged = made.merged
        // References into modifier-defined tokens are unresolved here: errors are not even built (each
        // permutation that still fails reports its own), let alone "did you mean" looked for.
        // Warnings about shared tokens (a legacy form, say) are reported once, from here; errors make a token
        // unusable, so it is resolved again, and reported, by every permutation.
        let before = previous?.base.map { ResolvedMerge(merged: $0.merged, tokens: $0.tokens, diagnostics: previous!.baseReport) }
        let resolved = TokenResolver.resolve(merged, reusing: before, sameGroups: sameGroups && previous?.shared == shared, errors: false,
                                             deprecatedForms: reportsDeprecatedForms, literals: literals)
        // Who references whom, among the tokens that resolved (the only ones `reusable` can hand out).
        var dependents: [TokenPath: [TokenPath]] = [:]
        for t in merged.tokens where !t.references.isEmpty && resolved.tokens.contains(t.path) {
            for r in t.references { dependents[r.target, default: []].append(t.path) }
        }
        return ((merged, resolved.tokens, dependents), resolved.diagnostics, made.layout)
    }

    /// Whether two layers hold the same definitions (the same boxes: see `TokenDefinition.identity`) and groups.
    private static func same(_ a: TokenLayer, _ b: TokenLayer) -> Bool {
        a.tokens.count == b.tokens.count && zip(a.tokens, b.tokens).allSatisfy { $0.identity == $1.identity } && a.groups == b.groups
    }

    /// Whether the previous compile of `permutation` is this one's: the base and every layer it merges are those it read.
    private func canReuse(_ permutation: Permutation) -> Bool {
        guard baseReused || sharedOrder.isEmpty, let kept = previous?.permutations[permutation] else { return false }
        return !kept.sources.contains { changed.contains($0) } && kept.sources == resolver.sources(for: permutation)
    }

    private static func withoutDiagnostics(_ layer: TokenLayer) -> TokenLayer {
        var l = layer
        l.diagnostics = []
        return l
    }

    /// The resolved tokens of the shared sources a permutation can take as they are: every token whose winning
    /// definition is the shared one, whose type and deprecation inheritance the modifiers leave alone, and none of
    /// whose references (followed to the end) lead to a token a modifier redefines.
    ///
    /// Only tokens the shared sets resolved on their own are tracked: every reference of such a token leads to
    /// another such token (a token with an unresolved reference does not resolve), so a change can reach one
    /// only through others. On trees whose shared tokens mostly alias modifier-defined ones, that is a small
    /// part of the tree, not all of it.
    private func reusable(for permutation: Permutation, merged: MergedTokens) -> [TokenPath: ResolvedToken] {
        guard let base else { return [:] }
        let modifierLayers = resolver.sources(for: permutation).filter { !sharedSources.contains($0) }.compactMap { layers[$0] }
        var dirty = Set<TokenPath>()
        var dirtyPrefixes: [TokenPath] = []
        for layer in modifierLayers {
            for t in layer.tokens where base.tokens.contains(t.path) && merged[t.path]?.origin != base.merged[t.path]?.origin {
                dirty.insert(t.path)
            }
            for g in layer.groups {
                if g.extends != nil { return [:] } // $extends from a modifier: resolve everything
                if g.type != nil || g.isPoisoned, Self.effectiveType(g.path, merged) != Self.effectiveType(g.path, base.merged) {
                    dirtyPrefixes.append(g.path)
                }
                if g.deprecated != nil { dirtyPrefixes.append(g.path) }
            }
        }
        if !dirtyPrefixes.isEmpty {
            for r in base.tokens.tokens where dirtyPrefixes.contains(where: { r.path.hasPrefix($0) }) { dirty.insert(r.path) }
        }
        var queue = Array(dirty)
        while let p = queue.popLast() {
            for d in base.dependents[p] ?? [] where dirty.insert(d).inserted { queue.append(d) }
        }
        var seed: [TokenPath: ResolvedToken] = [:]
        seed.reserveCapacity(base.tokens.count)
        for r in base.tokens.tokens where !dirty.contains(r.path) && merged[r.path]?.origin == r.origin {
            seed[r.path] = r
        }
        return seed
    }

    /// The `$type` a group has or inherits.
    private static func effectiveType(_ path: TokenPath, _ merged: MergedTokens) -> TokenType? {
        var p: TokenPath? = path
        while let current = p {
            if let g = merged.groups[current], g.type != nil || g.isPoisoned { return g.type }
            p = current.parent
        }
        return nil
    }

    /// Merges the layers `permutation` selects, in resolution order (their diagnostics left out: `init` reports
    /// them once).
    /// With the layers' shapes, and the merge's layout (taken from `layouts` when one is known for those shapes).
    /// `recordingLayout`: the layout will be kept for the others (it records where references lead, then).
    private func merge(_ permutation: Permutation, recordingLayout: Bool = false) -> (merged: MergedTokens, shapes: [Int], layout: MergeLayout) {
        let sources = resolver.sources(for: permutation).filter { layers[$0] != nil }
        var selected = sources.map { layers[$0]! }
        for i in selected.indices { selected[i].diagnostics = [] }
        let shapes = sources.map { self.shapes[$0]! }
        if !recordingLayout, let layout = layouts[shapes], let patched = patch(selected, sources: sources, layout: layout,
                                                                                 earlier: previous?.permutations[permutation]) {
            return (patched, shapes, layout)
        }
        let made = TokenMerger.merge(selected, reusing: layouts[shapes], findingTargets: recordingLayout)
        return (made.merged, shapes, made.layout)
    }

    /// The previous compile's merge of these sources with the changed layers' winners taken again (see
    /// `TokenMerger.merge(_:reusing:patching:changed:)`); nil when it cannot be made so.
    private func patch(_ selected: [TokenLayer], sources: [TokenSource], layout: MergeLayout, earlier: Kept?) -> MergedTokens? {
        guard sameGroups, let earlier, earlier.sources == sources else { return nil }
        return TokenMerger.merge(selected, reusing: layout, patching: earlier.resolution.merged, changed: sources.map { changed.contains($0) })
    }

    /// Merges and resolves one permutation (the one `resolveShared` merged already is resolved only). Safe to call
    /// concurrently for different permutations.
    package func compile(_ permutation: Permutation, keepMerged: Bool = false) -> (permutation: CompiledPermutation, diagnostics: [Diagnostic]) {
        let made = compileKeeping(permutation, keepMerged: keepMerged)
        return (made.permutation, made.diagnostics)
    }

    /// `compile`, with what the next compile can take from this one (see `remember`).
    package func compileKeeping(_ permutation: Permutation, keepMerged: Bool = false)
        -> (permutation: CompiledPermutation, diagnostics: [Diagnostic], kept: Kept) {
        if canReuse(permutation), let kept = previous?.permutations[permutation] {
            let r = kept.resolution
            let compiled = CompiledPermutation(permutation: permutation, tokens: r.tokens, merged: keepMerged ? r.merged : nil)
            return (compiled, kept.mergeDiagnostics + r.diagnostics, kept)
        }
        let merged = premerged.flatMap { $0.permutation == permutation ? $0.tokens : nil } ?? merge(permutation).merged
        let label = permutation.label
        let before = previous?.permutations[permutation]
        let resolved = TokenResolver.resolve(merged, reusing: before?.resolution,
                                             sameGroups: sameGroups && before?.sources == resolver.sources(for: permutation),
                                             permutation: label.isEmpty ? nil : label,
                                             seed: reusable(for: permutation, merged: merged), deprecatedForms: reportsDeprecatedForms,
                                             literals: literals)
        var mergeDiagnostics = merged.diagnostics
        for i in mergeDiagnostics.indices where mergeDiagnostics[i].permutation == nil && !label.isEmpty {
            mergeDiagnostics[i].permutation = label
        }
        let compiled = CompiledPermutation(permutation: permutation, tokens: resolved.tokens, merged: keepMerged ? merged : nil)
        let kept = Kept(sources: resolver.sources(for: permutation),
                        resolution: ResolvedMerge(merged: merged, tokens: resolved.tokens, diagnostics: resolved.diagnostics),
                        mergeDiagnostics: mergeDiagnostics)
        return (compiled, mergeDiagnostics + resolved.diagnostics, kept)
    }

    /// Keeps this compile's resolutions in the cache given to `init`, for the next compile (nothing without one).
    package func remember(_ permutations: [Permutation: Kept]) {
        guard let cache else { return }
        cache.keepResolutions(Resolutions(deprecatedForms: reportsDeprecatedForms, layers: layers, shared: sharedOrder, literals: literals,
                                        baseLayout: baseLayout, shapes: shapes, layouts: layouts, base: base, baseReport: baseReport, permutations: permutations))
    }
}

extension ResolverDocument {
    /// Every token source any permutation can select, each once, in document order.
    public var allSources: [TokenSource] {
        var seen = Set<TokenSource>()
        var out: [TokenSource] = []
        for step in resolutionOrder {
            let sources: [TokenSource]
            switch step {
            case .set(let s): sources = s.sources
            case .modifier(let m): sources = m.contexts.flatMap(\.sources)
            }
            for s in sources where seen.insert(s).inserted { out.append(s) }
        }
        return out
    }
}
