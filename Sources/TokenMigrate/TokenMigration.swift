/// `tokenc migrate`'s core: a token project read as it is, moved to DTCG 2025.10 in memory, and checked.
///
/// The project is compiled with every `deprecated-form` finding made; Style Dictionary files are rewritten as DTCG
/// (`StyleDictionaryConversion`), a Tokens Studio folder as a DTCG project (`TokensStudioConversion`), Terrazzo modes as a
/// resolver document (`TerrazzoModesConversion`); the fix-its of all findings are applied
/// (`FixItApplier`, the machinery `tokenc fix` uses) until none is left, each applied one a listed change.
/// Every token file and the resolver document are then written as 2-space JSON, the migrated set is compiled
/// again from exactly those bytes, and it must have no error and resolve, in every permutation, to the tokens the
/// original resolves to (type, value, alias, description, deprecation). Nothing is written when either fails.
package enum TokenMigration {
    /// The most rounds of fix-its: a fix can uncover another finding (a type fixed, then its value's form).
    static let maximumRounds = 4

    /// Migrates `project`, read through `sources`; output paths are the sources' paths relative to `root` (a
    /// source outside `root` is an error).
    package static func migrate(_ project: TokenProject, root: String, sources: any SourceProvider,
                               scheduler: any BuildScheduler = SerialScheduler()) -> MigrationResult {
        var result = MigrationResult()
        result.root = root
        var overlay = OverlaySourceProvider(base: sources)
        let original: CompiledProject
        switch compile(project, overlay, scheduler) {
        case .failure(let failure):
            result.diagnostics = failure.diagnostics
            result.sources = failure.sources
            return result
        case .success(let compiled): original = compiled
        }
        result.sources = original.sources
        // Errors no fix-it answers: the original does not build, so there is nothing to compare a migration with.
        let unfixable = original.diagnostics.filter { $0.severity == .error && $0.fixIt == nil }
        guard unfixable.isEmpty else {
            result.diagnostics = original.diagnostics
            return result
        }

        // A Tokens Studio project becomes a DTCG one first: its sets rewritten, a resolver document and a config.
        var migratedProject = project
        /// The migrated project compiled from the overlay; nil, with why in `result`, when it does not load.
        func recompile() -> CompiledProject? {
            switch compile(migratedProject, overlay, scheduler) {
            case .failure(let failure):
                result.diagnostics += failure.diagnostics
                result.sources = failure.sources
                return nil
            case .success(let compiled): return compiled
            }
        }
        var current = original
        // Aliases written as their value (Tokens Studio's loose aliases, which DTCG refuses): not compared as aliases.
        var unaliased = Set<TokenPath>()
        if let resolver = original.resolver, resolver.sourceFormat == .tokensStudio {
            guard original.project.config.tokensStudio == ".", case .tokensStudio = project else {
                result.diagnostics.append(Diagnostic(.migrateSourceInvalid,
                    "migrate reads a Tokens Studio project as a folder (with $themes.json or $metadata.json and one file per set); export the sets as files, or pass the folder",
                    at: SourceLocation(file: resolver.path)))
                return result
            }
            var conversion = TokensStudioConversion(original, root: root)
            result.diagnostics += conversion.diagnostics
            guard !result.diagnostics.hasErrors else { return result }
            migratedProject = conversion.project
            // Tokens whose DTCG form does not resolve as Tokens Studio resolved them (math, colour modifiers, loose
            // aliases) take the value Tokens Studio computed; a pinned value can uncover another, so in rounds.
            var pinned = Set<TokenPath>()
            var looseAliases = Set<TokenPath>()
            let aliases = Set(original.compilation.permutations.flatMap { $0.tokens.tokens.filter { $0.aliasOf != nil }.map(\.path) })
            for round in 0...maximumRounds {
                for f in conversion.files { overlay.files[f.path] = f }
                guard let converted = recompile() else { return result }
                current = converted
                // An alias whose value differs does so because its target does: only targets are pinned. An alias
                // that is an error in DTCG (a number aliasing a dimension, which Tokens Studio allows) is pinned too,
                // and aliases nothing from then on.
                let invalid = Set(current.diagnostics.filter { $0.severity == .error }.compactMap(\.tokenPath).map { TokenPath(dotted: $0) })
                let changed = Set(differences(original, current, unaliased: looseAliases).compactMap(\.tokenPath).map { TokenPath(dotted: $0) })
                let more = invalid.union(changed.subtracting(aliases)).subtracting(pinned)
                looseAliases.formUnion(invalid.intersection(aliases))
                guard !more.isEmpty, round < maximumRounds else { break }
                pinned.formUnion(more)
                let problems = conversion.pin(more, original: original)
                guard !problems.isEmpty else { continue }
                result.diagnostics += problems
                return result
            }
            result.changes += conversion.changes
            unaliased = looseAliases
        }
        // Terrazzo modes become a resolver document with a file per mode, and a config that reads it.
        if let resolver = original.resolver, let (modifier, key) = TerrazzoModesConversion.modifier(of: resolver) {
            let conversion = TerrazzoModesConversion(original, modifier: modifier, key: key, root: root)
            result.diagnostics += conversion.diagnostics
            guard !result.diagnostics.hasErrors else { return result }
            migratedProject = conversion.project
            for f in conversion.files { overlay.files[f.path] = f }
            guard let converted = recompile() else { return result }
            current = converted
            result.changes += conversion.changes
        }

        let configPath = current.configPath.map(PathText.normalize)
        let editable = current.sources.map(\.path).filter { PathText.normalize($0) != configPath }
        var relative: [String: String] = [:]
        let all = editable + [current.configPath].compactMap({ $0 })
        // Sources outside the config's (or resolver's) folder: the layout root is the folder holding them all, so
        // every relative reference between the files still holds below --to.
        let layoutRoot = all.allSatisfy { relativePath($0, root: root) != nil } ? root
            : commonDirectory([root] + all.map { PathText.directory(of: $0) })
        result.root = layoutRoot
        for path in all {
            guard let r = relativePath(path, root: layoutRoot) else {
                result.diagnostics.append(Diagnostic(.migrateSourceInvalid,
                    "\(path) has no folder in common with \(root.isEmpty ? "the working directory" : root) (one path is absolute, the other relative); name every source the same way",
                    at: SourceLocation(file: path)))
                continue
            }
            relative[path] = r
        }
        guard !result.diagnostics.hasErrors else { return result }

        // Style Dictionary files become DTCG files (and a config's declared formats go, so they are read as such).
        if let converted = convertStyleDictionary(current, editable: editable, relative: relative) {
            result.changes += converted.changes
            for f in converted.files { overlay.files[f.path] = f }
            guard let next = recompile() else { return result }
            current = next
        }

        // Fix-its, round by round, on the bytes in memory.
        for _ in 0..<maximumRounds {
            let (fixIts, carriers) = distinctFixIts(current.diagnostics)
            guard !fixIts.isEmpty else { break }
            let files = current.sources.filter { editable.contains($0.path) }
            let outcome = FixItApplier.apply(fixIts, to: files)
            for (i, reason) in outcome.refused.sorted(by: { $0.key < $1.key }) {
                let d = carriers[i]
                result.diagnostics.append(Diagnostic(.fixNotApplied, "not fixed [\(d.code.rawValue)]: \(reason)",
                                                     at: d.location, token: d.tokenPath))
            }
            let locator = DiagnosticLocator(files: files)
            var made: [(change: MigrationChange, at: SourceLocation)] = []
            for i in outcome.applied {
                let d = carriers[i]
                let at = locator.locate(fixIts[i].edits.first?.location ?? d.location ?? SourceLocation(file: ""))
                made.append((MigrationChange(file: relative[at.file] ?? at.file, token: d.tokenPath, member: member(at.pointer),
                                             change: fixIts[i].message, reason: "[\(d.code.rawValue)] \(d.message)"), at))
            }
            // In document order, file by file.
            result.changes += made.sorted { ($0.change.file, $0.at.line, $0.at.column) < ($1.change.file, $1.at.line, $1.at.column) }.map(\.change)
            guard !outcome.files.isEmpty else { break }
            for f in outcome.files { overlay.files[f.original.path] = SourceFile(path: f.original.path, bytes: f.bytes) }
            guard case .success(let next) = compile(migratedProject, overlay, scheduler) else { break }
            current = next
        }

        // Rounds after the first change what earlier ones fixed: file by file, in round order.
        result.changes = result.changes.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)

        // Every token file (and the resolver document) as 2-space JSON; the config as it is.
        var written: [MigratedFile] = []
        for file in current.sources {
            guard let path = relative[file.path] else { continue }
            if file.path == current.configPath {
                let (bytes, dropped) = withoutDeclaredFormats(file)
                if dropped > 0 {
                    overlay.files[file.path] = SourceFile(path: file.path, bytes: bytes)
                    result.changes.append(MigrationChange(file: path, token: nil,
                        change: "remove \"format\" from \(dropped) \"tokens\" entr\(dropped == 1 ? "y" : "ies")",
                        reason: "[migrate] the migrated files are DTCG, which is what a token file is read as without a declared format"))
                }
                written.append(MigratedFile(path: path, bytes: bytes))
                continue
            }
            guard let value = JSONReader.read(file).value else { continue }
            let bytes = Array((JSONWriter.string(value) + "\n").utf8)
            overlay.files[file.path] = SourceFile(path: file.path, bytes: bytes)
            written.append(MigratedFile(path: path, bytes: bytes))
        }

        // The check: the migrated set, from the very bytes to be written.
        switch compile(migratedProject, overlay, scheduler) {
        case .failure(let failure):
            result.diagnostics += failure.diagnostics
            result.sources = failure.sources
        case .success(let migrated):
            result.sources = migrated.sources
            result.diagnostics += migrated.diagnostics
            if !migrated.diagnostics.hasErrors {
                result.diagnostics += differences(original, migrated, unaliased: unaliased)
            }
        }
        if !result.diagnostics.hasErrors { result.files = written.sorted { $0.path < $1.path } }
        return result
    }

    /// Every Style Dictionary file among `editable` (declared, or detected) as DTCG, with the changes; a config that
    /// declares formats without them. Nil when the project has no Style Dictionary file.
    static func convertStyleDictionary(_ compiled: CompiledProject, editable: [String],
                                       relative: [String: String]) -> (files: [SourceFile], changes: [MigrationChange])? {
        var types: [String: [JSONPointer: TokenType]] = [:]
        var built = Set<TokenPath>()
        // Colours with a hex fallback in every permutation, and those lacking one in some.
        var hexed: [String: Set<JSONPointer>] = [:], unhexed: [String: Set<JSONPointer>] = [:]
        for p in compiled.compilation.permutations {
            for t in p.tokens.tokens {
                built.insert(t.path)
                if t.origin.valueKey != "$value" { types[t.origin.file, default: [:]][t.origin.pointer] = t.type }
                if case .color(let c) = t.value {
                    if c.hex != nil { hexed[t.origin.file, default: []].insert(t.origin.pointer) } else { unhexed[t.origin.file, default: []].insert(t.origin.pointer) }
                }
            }
        }
        var files: [SourceFile] = []
        var changes: [MigrationChange] = []
        for file in compiled.sources where editable.contains(file.path) {
            guard let root = JSONReader.read(file).value else { continue }
            let format = compiled.project.tokenFormats[file.path]
                ?? (compiled.project.tokenFiles.contains { $0.path == file.path } || compiled.project.resolverFiles[file.path] != nil
                    ? (TokenFileReader.detect(root) == .dtcg ? .dtcg : .styleDictionary) : .dtcg)
            guard format == .styleDictionary else { continue }
            let name = relative[file.path] ?? file.path
            let conversion = StyleDictionaryConversion(root, file: file.path, relative: name, resolvedTypes: types[file.path] ?? [:], built: built,
                                                       hexed: (hexed[file.path] ?? []).subtracting(unhexed[file.path] ?? []))
            files.append(SourceFile(path: file.path, bytes: Array((JSONWriter.string(conversion.tree) + "\n").utf8)))
            changes += conversion.changes
        }
        guard !files.isEmpty else { return nil }
        if let configPath = compiled.configPath, let config = compiled.sources.first(where: { $0.path == configPath }) {
            let (bytes, dropped) = withoutDeclaredFormats(config)
            if dropped > 0 {
                files.append(SourceFile(path: configPath, bytes: bytes))
                changes.append(MigrationChange(file: relative[configPath] ?? configPath, token: nil,
                    change: "remove \"format\" from \(dropped) \"tokens\" entr\(dropped == 1 ? "y" : "ies")",
                    reason: "[migrate] the migrated files are DTCG, which is what a token file is read as without a declared format"))
            }
        }
        return (files, changes)
    }

    /// The config's bytes with `"format"` removed from each `"tokens"` entry (an entry left with only `"path"`
    /// becomes the path), and how many were removed; the bytes as they are when none was.
    static func withoutDeclaredFormats(_ file: SourceFile) -> (bytes: [UInt8], dropped: Int) {
        guard case .object(var config)? = JSONReader.read(file).value, case .array(var entries)? = config["tokens"] else { return (file.bytes, 0) }
        var dropped = 0
        for i in entries.indices {
            guard case .object(var entry) = entries[i], entry["format"] != nil else { continue }
            entry.members.removeAll { $0.key == "format" }
            dropped += 1
            if entry.members.count == 1, let path = entry["path"], case .string = path { entries[i] = path } else { entries[i] = .object(entry) }
        }
        guard dropped > 0 else { return (file.bytes, 0) }
        config["tokens"] = .array(entries)
        return (Array((JSONWriter.string(.object(config)) + "\n").utf8), dropped)
    }

    /// The deepest folder holding every one of `directories` (as the project names them); "" for the working
    /// directory, "/" for the file system's root.
    package static func commonDirectory(_ directories: [String]) -> String {
        let split = directories.map { PathText.normalize($0.isEmpty ? "." : $0).split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        guard var common = split.first else { return "" }
        for parts in split.dropFirst() {
            var n = 0
            while n < common.count, n < parts.count, common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let joined = common.joined(separator: "/")
        return joined == "." ? "" : (joined.isEmpty && split.first?.first == "" ? "/" : joined)
    }

    /// The project loaded and compiled through `sources`, with every `deprecated-form` finding made (as a warning)
    /// and no validation rule run.
    package static func compile(_ project: TokenProject, _ sources: any SourceProvider,
                        _ scheduler: any BuildScheduler) -> Result<CompiledProject, ProjectLoadFailure> {
        let build = TokenBuild(project: project, options: BuildOptions(validate: false), sources: sources, scheduler: scheduler)
        switch build.load() {
        case .failure(let f): return .failure(f)
        case .success(var loaded):
            loaded.config.legacyForms = .warning
            return .success(build.compile(loaded))
        }
    }

    /// Each distinct fix-it once, in the order of the diagnostics carrying it, with the first diagnostic carrying it.
    static func distinctFixIts(_ diagnostics: [Diagnostic]) -> (fixIts: [FixIt], carriers: [Diagnostic]) {
        var fixIts: [FixIt] = []
        var carriers: [Diagnostic] = []
        var seen = Set<FixIt>()
        for d in diagnostics {
            guard let f = d.fixIt, seen.insert(f).inserted else { continue }
            fixIts.append(f)
            carriers.append(d)
        }
        return (fixIts, carriers)
    }

    /// The part of `pointer` from a token's `$value` on, when it is deeper than the value itself (`$value/offsetX`).
    package static func member(_ pointer: JSONPointer?) -> String? {
        guard let tokens = pointer?.tokens, let v = tokens.lastIndex(of: "$value"), v < tokens.count - 1 else { return nil }
        return tokens[v...].joined(separator: "/")
    }

    /// `path` relative to `root` (both as the project names them), or nil when it is not below it.
    package static func relativePath(_ path: String, root: String) -> String? {
        let p = PathText.normalize(path)
        let r = PathText.normalize(root.isEmpty ? "." : root)
        if r == "." { return p.hasPrefix("../") || p == ".." || p.hasPrefix("/") ? nil : p }
        guard PathText.isInside(normalized: p, normalizedRoot: r), p.count > r.count else { return nil }
        return String(p.dropFirst(r.hasSuffix("/") ? r.count : r.count + 1))
    }

    /// A `migrate-value-changed` error for every token the migrated compilation resolves differently from the
    /// original (or lacks, or adds, or emits where the original keeps it private or the other way), permutation by
    /// permutation; at most a few, then a count. A token in `unaliased` may have become its value.
    package static func differences(_ originalProject: CompiledProject, _ migratedProject: CompiledProject,
                            unaliased: Set<TokenPath> = []) -> [Diagnostic] {
        let original = originalProject.compilation, migrated = migratedProject.compilation
        let privacy = (PrivateTokens(config: originalProject.config, resolver: originalProject.resolver),
                       PrivateTokens(config: migratedProject.config, resolver: migratedProject.resolver))
        var found: [Diagnostic] = []
        var more = 0
        func add(_ message: String, _ token: ResolvedToken?, _ permutation: String) {
            guard found.count < 20 else { more += 1; return }
            found.append(Diagnostic(.migrateValueChanged, message, at: token.map { $0.origin.location() },
                                    token: token?.path.description, permutation: permutation.isEmpty ? nil : permutation))
        }
        let byLabel = Dictionary(migrated.permutations.map { ($0.label, $0) }, uniquingKeysWith: { a, _ in a })
        for p in original.permutations {
            guard let m = byLabel[p.label] else {
                add("the migrated set has no permutation \(p.label)", nil, p.label)
                continue
            }
            for t in p.tokens.tokens {
                guard let u = m.tokens[t.path] else {
                    add("\(t.path) is missing from the migrated set", t, p.label)
                    continue
                }
                var what: [String] = []
                if u.type != t.type { what.append("type \(t.type.rawValue) became \(u.type.rawValue)") }
                if !u.hasSameValue(as: t) { what.append("its value changed") }
                if u.aliasOf != t.aliasOf, !unaliased.contains(t.path) { what.append("it aliases \(u.aliasOf?.description ?? "nothing") instead of \(t.aliasOf?.description ?? "nothing")") }
                if u.description != t.description { what.append("its description changed") }
                if u.deprecation != t.deprecation { what.append("its deprecation changed") }
                if !what.isEmpty { add("migrating \(t.path) would change it: \(what.joined(separator: ", ")); nothing is written", u, p.label) }
            }
            for u in m.tokens.tokens where !p.tokens.contains(u.path) {
                add("the migrated set has a token \(u.path) the original does not", u, p.label)
            }
            let shown = privacy.0.emitted(p.tokens, permutation: p.permutation)
            let shownAfter = privacy.1.emitted(m.tokens, permutation: m.permutation)
            for t in p.tokens.tokens where shown.contains(t.path) != shownAfter.contains(t.path) {
                add("migrating would \(shown.contains(t.path) ? "stop emitting" : "emit") \(t.path), which the original \(shown.contains(t.path) ? "emits" : "keeps private")", t, p.label)
            }
        }
        if more > 0, var last = found.popLast() {
            last.notes.append(DiagnosticNote("and \(more + 1) more like it"))
            found.append(last)
        }
        return found
    }
}
