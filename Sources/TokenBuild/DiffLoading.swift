import Foundation

/// The sides of `tokenc diff` loaded from disk: permutations of one project, or the project and another version
/// of it (a folder, a file or a git revision, see `GitSnapshot`).
package enum DiffLoading {
    /// Both versions' permutations, named.
    package struct Versions {
        /// The old version's permutations.
        package var base: [DiffSide]
        /// The working tree's permutations.
        package var head: [DiffSide]
        /// `HEAD~1`, or the `--base` path.
        package var baseName: String
        /// `working tree`.
        package var headName: String
        /// The working tree's config (its `validation` settings apply to both sides).
        package var config: Config

        package init(base: [DiffSide], head: [DiffSide], baseName: String, headName: String, config: Config) {
            self.base = base
            self.head = head
            self.baseName = baseName
            self.headName = headName
            self.config = config
        }
    }

    /// A compiled project: its sides, its config, and what loading found.
    package struct LoadedSides {
        /// One side per compiled permutation.
        package var sides: [DiffSide]
        /// The config as loaded.
        package var config: Config
        /// Everything loading found (reported by the caller, once).
        package var diagnostics: [Diagnostic]
        /// The files read, for locating diagnostics.
        package var sources: [SourceFile]
    }

    /// Compiles the permutations of `project` matching `inputs`, without validating (a diff compares tokens
    /// whatever the rules say); `strict`: `--strict`.
    package static func load(_ project: TokenProject, inputs: [(String, String)], strict: Bool) -> LoadedSides {
        let (loadedOrNil, found, sources) = ProjectBuilder.compile(project, BuildOptions(inputs: inputs, validate: false, strict: strict))
        guard let loaded = loadedOrNil, !found.hasErrors else {
            return LoadedSides(sides: [], config: loadedOrNil?.config ?? Config(), diagnostics: found, sources: sources)
        }
        let sides = loaded.compilation.permutations.map { p in
            DiffSide(permutation: p.permutation, tokens: p.tokens, backdrop: isDark(p.permutation, loaded.config) ? DiffSide.black : DiffSide.white)
        }
        return LoadedSides(sides: sides, config: loaded.config, diagnostics: found, sources: sources)
    }

    /// True when the permutation's theme context is configured (or guessed) dark.
    package static func isDark(_ p: Permutation, _ config: Config) -> Bool {
        guard let theme = config.themeModifier, let context = p[theme] else { return false }
        return config.appearance(ofTheme: context).dark
    }

    /// A side's inputs for every modifier: the side's own, else `inputs` (`--input`), else the config's `inputs`,
    /// else the modifier's default (see `PermutationSelection`). Names are the document's. Fails, in words for a
    /// usage error, when they do not select one context of every modifier.
    package static func complete(_ side: [(String, String)], _ inputs: [(String, String)], _ config: Config,
                                 _ resolver: ResolverDocument) -> Result<[(String, String)], DiffLoadFailure> {
        // A modifier of the config's `inputs` the document lacks is the config's problem, reported when the side loads.
        let configured = config.inputPairs.filter { resolver.modifier(named: $0.0) != nil }
        let selection = PermutationSelection(inputs: [side, inputs, configured], defaultsForUnnamed: true, oneContextEach: true)
        switch selection.select(from: resolver) {
        case .success(let permutations):
            return .success(permutations.first.map { $0.inputs.map { ($0.modifier, $0.context) } } ?? [])
        case .failure(let problems):
            let first = problems.all.first { if case .unknownModifier = $0 { return true } else { return false } } ?? problems.all[0]
            if case .noContext(let m) = first {
                return .failure(DiffLoadFailure(message: DisplayText.escape("modifier \"\(m.name)\" has no default; choose one of \(m.contextNames.joined(separator: ", ")) with --input \(m.name)=…")))
            }
            return .failure(DiffLoadFailure(message: DisplayText.escape(first.message(in: resolver))))
        }
    }

    /// `loaded` with every file path its diagnostics and sources name passed through `rewrite` (a snapshot's
    /// temporary files shown as `ref:path`).
    package static func renamed(_ loaded: LoadedSides, _ rewrite: (String) -> String) -> LoadedSides {
        var out = loaded
        out.diagnostics = loaded.diagnostics.map { d -> Diagnostic in
            var d = d
            if let file = d.location?.file { d.location?.file = rewrite(file) }
            for i in d.notes.indices { if let f = d.notes[i].location?.file { d.notes[i].location?.file = rewrite(f) } }
            return d
        }
        out.sources = loaded.sources.map { SourceFile(path: rewrite($0.path), bytes: $0.bytes) }
        return out
    }

    /// `given` (the project's path) relative to the working directory, or why it cannot be.
    package static func relativeToWorkingDirectory(_ given: String) -> Result<String, DiffLoadFailure> {
        guard given.hasPrefix("/") else { return .success(PathText.normalize(given)) }
        let cwd = FileManager.default.currentDirectoryPath
        guard PathText.isInside(given, root: cwd) else {
            return .failure(DiffLoadFailure(message: "\(given) is outside the working directory; give the project path relative to it so that the other version can be found at the same place"))
        }
        return .success(String(PathText.normalize(given).dropFirst(PathText.normalize(cwd).count)).drop { $0 == "/" }.description)
    }
}

/// Why a diff's sides cannot be loaded, in words for `tokenc: error: …` (exit 2).
package struct DiffLoadFailure: Error {
    package var message: String
}

extension TokenProject {
    /// The path naming the project: the config, the resolver document, the Tokens Studio project or the Style
    /// Dictionary config (the first file of token files).
    package var projectPath: String {
        switch self {
        case .config(let path), .resolver(let path, _), .tokensStudio(let path, _), .styleDictionary(let path): return path
        case .files(let files, _): return files.first ?? ""
        }
    }

    /// True when the project is token files named one by one (no single project file).
    package var namesTokenFiles: Bool {
        if case .files = self { return true }
        return false
    }

    /// Another copy of the project (another version's): the same kind of project at `path`.
    package func at(_ path: String) -> TokenProject {
        switch self {
        case .resolver(_, let output): return .resolver(path, outputDirectory: output)
        case .tokensStudio(_, let output): return .tokensStudio(path, outputDirectory: output)
        case .styleDictionary: return .styleDictionary(path)
        case .config, .files: return .config(path)
        }
    }
}
