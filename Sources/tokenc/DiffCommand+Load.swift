import ArgumentParser
import Foundation
import TokenCore

/// Loading the sides of a diff: two permutations of the project, or the project and another version of it.
extension DiffCommand {
    /// Both versions' permutations, named.
    struct Versions {
        /// The old version's permutations.
        var base: [DiffSide]
        /// The working tree's permutations.
        var head: [DiffSide]
        /// `HEAD~1`, or the `--base` path.
        var baseName: String
        /// `working tree`.
        var headName: String
        /// The working tree's config (its `validation` settings apply to both sides).
        var config: Config
    }

    /// A compiled project: its sides, its config, and what loading found.
    struct LoadedSides {
        /// One side per compiled permutation.
        var sides: [DiffSide]
        /// The config as loaded.
        var config: Config
        /// Everything loading found (reported by the caller, once).
        var diagnostics: [Diagnostic]
        /// The files read, for locating diagnostics.
        var sources: [SourceFile]
    }

    /// The `--from` and `--to` permutations, every modifier they do not name taken from `--input`, the config's
    /// `inputs`, or its default.
    func loadPermutations() throws -> (DiffSide, DiffSide, Config) {
        let (config, resolver) = try peekResolver()
        let inputs = try project.selectedInputs()
        let a = try load(project, inputs: complete(ProjectOptions.pairs(from, option: "--from"), inputs, config, resolver))
        let b = try load(project, inputs: complete(ProjectOptions.pairs(to, option: "--to"), inputs, config, resolver))
        try report(a.diagnostics + b.diagnostics, sources: a.sources + b.sources, config: a.config)
        guard a.sides.count == 1, b.sides.count == 1 else {
            throw failure("expected one permutation per side, got \(a.sides.count) and \(b.sides.count)")
        }
        return (a.sides[0], b.sides[0], a.config)
    }

    /// The working tree and the version named by `--base` or `--base-ref`, every permutation (or those `--input` selects).
    func loadVersions() throws -> Versions {
        let head = try load(project, inputs: project.selectedInputs())
        let relative = try projectPathRelativeToWorkingDirectory()
        var other = project
        var baseName: String
        var rewrite: (String) -> String = { $0 }
        var temporary: String?
        defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }
        if let baseRef {
            let snapshot = try GitSnapshot.materialise(ref: baseRef, project: project.tokenProject(), projectPath: relative)
            temporary = snapshot.directory
            other.setProjectPath(snapshot.projectPath)
            baseName = baseRef
            let prefix = snapshot.directory + "/"
            rewrite = { $0.hasPrefix(prefix) ? "\(baseRef):" + $0.dropFirst(prefix.count) : $0 }
        } else {
            let root = base ?? "."
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw failure("--base \(root): no such file or directory")
            }
            if isDirectory.boolValue {
                other.setProjectPath(PathText.join(root, relative))
            } else {
                // A file is the old version of the project file itself (`--tokens-studio new.json --base old.json`).
                guard !project.namesTokenFiles else { throw failure("--base \(root): token files given on the command line compare against a folder holding them") }
                other.setProjectPath(root)
            }
            baseName = root
        }
        let old = try load(other, inputs: project.selectedInputs())
        let renamed = old.diagnostics.map { d -> Diagnostic in
            var d = d
            if let file = d.location?.file { d.location?.file = rewrite(file) }
            for i in d.notes.indices { if let f = d.notes[i].location?.file { d.notes[i].location?.file = rewrite(f) } }
            return d
        }
        let renamedSources = old.sources.map { SourceFile(path: rewrite($0.path), bytes: $0.bytes) }
        try report(renamed + head.diagnostics, sources: renamedSources + head.sources, config: head.config)
        return Versions(base: old.sides, head: head.sides, baseName: baseName, headName: "working tree", config: head.config)
    }

    /// The config (or resolver document) path as given, relative to the working directory.
    func projectPathRelativeToWorkingDirectory() throws -> String {
        let given = project.projectPath
        guard given.hasPrefix("/") else { return PathText.normalize(given) }
        let cwd = FileManager.default.currentDirectoryPath
        guard PathText.isInside(given, root: cwd) else {
            throw failure("\(given) is outside the working directory; give the project path relative to it so that the other version can be found at the same place")
        }
        return String(PathText.normalize(given).dropFirst(PathText.normalize(cwd).count)).drop { $0 == "/" }.description
    }

    /// Compiles the permutations of `options` matching `inputs`.
    func load(_ options: ProjectOptions, inputs: [(String, String)]) throws -> LoadedSides {
        let (loadedOrNil, found, sources) = try options.load(validate: false, inputs: inputs, strict: diagnostics.strict)
        guard let loaded = loadedOrNil, !found.hasErrors else {
            return LoadedSides(sides: [], config: loadedOrNil?.config ?? Config(), diagnostics: found, sources: sources)
        }
        let sides = loaded.compilation.permutations.map { p in
            DiffSide(permutation: p.permutation, tokens: p.tokens, backdrop: Self.isDark(p.permutation, loaded.config) ? DiffSide.black : DiffSide.white)
        }
        return LoadedSides(sides: sides, config: loaded.config, diagnostics: found, sources: sources)
    }

    /// True when the permutation's theme context is configured (or guessed) dark.
    static func isDark(_ p: Permutation, _ config: Config) -> Bool {
        guard let theme = config.themeModifier, let context = p[theme] else { return false }
        return config.appearance(ofTheme: context).dark
    }

    /// Prints the diagnostics once each (see `DiagnosticReport`); any error (warnings too with
    /// --warnings-as-errors or the config's `validation.warningsAsErrors`) stops the diff with the exit code every
    /// command gives for it (`exitStatus`: 1 for token errors, 2 for configuration and I/O problems). JSON and
    /// SARIF diagnostics go to standard error, and only when there are some, so that standard output holds
    /// nothing but the report.
    func report(_ found: [Diagnostic], sources: [SourceFile], config: Config?) throws {
        let printed = diagnostics.report(found, sources: sources, config: config, productOnStandardOutput: true)
        if printed.hasErrors { throw exitStatus(for: printed) }
    }

    /// Reads the config and resolver document without compiling, to learn the modifiers and their defaults.
    func peekResolver() throws -> (Config, ResolverDocument) {
        let build = ProjectBuilder.tokenBuild(project.tokenProject(), BuildOptions(strict: diagnostics.strict))
        let loaded: LoadedProject
        switch build.load(readingSources: false) {
        case .success(let l): loaded = l
        case .failure(let failure):
            try report(failure.diagnostics, sources: failure.sources, config: nil)
            throw Exit.environment
        }
        // Token files with Terrazzo modes have a resolver document made of the modes (`TerrazzoModes`).
        if loaded.resolver == nil, loaded.config.resolver == nil, loaded.config.tokensStudio == nil, project.resolver == nil {
            throw ValidationError("--from and --to compare permutations of a resolver document, and \(project.config ?? "Tokens/tokenc.json") names token files, not a resolver; use --base or --base-ref to compare versions")
        }
        let config = project.resolver == nil ? loaded.config : Config()
        guard let resolver = loaded.resolver, !loaded.diagnostics.hasErrors else {
            try report(loaded.diagnostics, sources: loaded.sources, config: config)
            throw Exit.environment
        }
        return (config, resolver)
    }

    /// A side's inputs for every modifier: the side's own, else `--input`, else the config's `inputs`, else
    /// the modifier's default (see `PermutationSelection`). Names are the document's.
    func complete(_ side: [(String, String)], _ inputs: [(String, String)], _ config: Config, _ resolver: ResolverDocument) throws -> [(String, String)] {
        // A modifier of the config's `inputs` the document lacks is the config's problem, reported when the side loads.
        let configured = config.inputPairs.filter { resolver.modifier(named: $0.0) != nil }
        let selection = PermutationSelection(inputs: [side, inputs, configured], defaultsForUnnamed: true, oneContextEach: true)
        switch selection.select(from: resolver) {
        case .success(let permutations):
            return permutations.first.map { $0.inputs.map { ($0.modifier, $0.context) } } ?? []
        case .failure(let problems):
            let first = problems.all.first { if case .unknownModifier = $0 { return true } else { return false } } ?? problems.all[0]
            if case .noContext(let m) = first {
                throw ValidationError(DisplayText.escape("modifier \"\(m.name)\" has no default; choose one of \(m.contextNames.joined(separator: ", ")) with --input \(m.name)=…"))
            }
            throw ValidationError(DisplayText.escape(first.message(in: resolver)))
        }
    }

    /// Prints `tokenc: error: message` (control characters shown, see `DisplayText`) and returns the exit-2 error to throw.
    func failure(_ message: String) -> ExitCode {
        Terminal.standardError.write("tokenc: error: \(DisplayText.escape(message))\n")
        return Exit.environment
    }
}

extension ProjectOptions {
    /// The path naming the project, of whichever kind `tokenProject()` finds: the config, the resolver document
    /// or the Tokens Studio project.
    var projectPath: String {
        switch tokenProject() {
        case .config(let path), .resolver(let path, _), .tokensStudio(let path, _), .styleDictionary(let path): return path
        case .files(let files, _): return files.first ?? ""
        }
    }

    /// True when the project is token files named on the command line (no single project file).
    var namesTokenFiles: Bool {
        if case .files = tokenProject() { return true }
        return false
    }

    /// Points the options at another copy of the project (another version's): the same kind of project as
    /// `tokenProject()` finds, at `path`.
    mutating func setProjectPath(_ path: String) {
        switch tokenProject() {
        case .resolver: resolver = path
        case .tokensStudio: tokensStudio = path
        case .styleDictionary: styleDictionary = path
        case .config, .files: config = path
        }
    }
}
