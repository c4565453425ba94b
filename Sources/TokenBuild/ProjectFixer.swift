/// `tokenc fix` without the printing: loads a project for fixing, applies the fix-its of its located
/// diagnostics to the files it may edit (or, for a dry run, only computes them), and says what was fixed, what
/// was not and why. Writes go through `FixFileWriter` (atomic, never outside the project's roots).
package enum ProjectFixer {
    /// What `fix` works on: the project compiled, its diagnostics, every source read (to locate them), and the
    /// files it may edit (token files and the resolver document, never the config).
    package struct Project {
        package var config: Config?
        package var diagnostics: [Diagnostic]
        package var sources: [SourceFile]
        package var editable: Set<String>
        /// A `source-outside-root` error for each of those files outside the project's roots.
        package var outside: [Diagnostic] = []
    }

    /// Loads and compiles `target` as the other commands do, with two differences: `deprecated-form` findings
    /// are made whatever `legacyForms` says (as warnings, or errors when it says so), since they carry the
    /// fix-its that migrate a set to 2025.10; and validation rules run only when `options` asks (the contrast
    /// rule's fixes).
    package static func load(_ target: TokenProject, _ options: BuildOptions) -> Project {
        let build = ProjectBuilder.tokenBuild(target, options)
        switch build.load() {
        case .failure(let failure):
            // The config cannot be used: its diagnostics, as every command reports them.
            let explained = failure.explained(for: build.project)
            return Project(config: nil, diagnostics: explained.diagnostics, sources: explained.sources, editable: [])
        case .success(var loaded):
            loaded.config.legacyForms = loaded.config.legacyForms ?? .warning
            let compiled = build.compile(loaded)
            let editable = Set(compiled.sources.map(\.path).filter { $0 != loaded.configPath })
            return Project(config: compiled.config, diagnostics: compiled.diagnostics, sources: compiled.sources, editable: editable,
                           outside: outsideRoots(editable.sorted(), of: loaded))
        }
    }

    /// What applying the fix-its came to.
    package struct Outcome {
        /// Each distinct fix-it once, in the order of the diagnostics carrying it.
        package var fixIts: [FixIt] = []
        /// The diagnostics carrying each fix-it.
        package var carriers: [[Diagnostic]] = []
        /// The files changed (written, or for a dry run, would be), with the fix-its applied to each.
        package var files: [FixItApplier.ChangedFile] = []
        /// The fix-its applied (indices into `fixIts`).
        package var fixed: Set<Int> = []
        /// Every finding whose fix-it was not applied, and a `fix-not-applied` or `fix-write-failed` finding
        /// saying why for each refused one.
        package var remaining: [Diagnostic] = []
    }

    /// Applies the fix-its of `located` (the project's diagnostics, located) to the editable files it can write;
    /// with `dryRun`, changes nothing on disk.
    package static func apply(_ located: [Diagnostic], to project: Project, dryRun: Bool) -> Outcome {
        var out = Outcome()
        var indexOf: [FixIt: Int] = [:]
        for d in located {
            guard let f = d.fixIt else { continue }
            if let i = indexOf[f] {
                out.carriers[i].append(d)
            } else {
                indexOf[f] = out.fixIts.count
                out.fixIts.append(f)
                out.carriers.append([d])
            }
        }

        // Files tokenc may edit and can write; the others keep their fix-its' findings, with the reason.
        let touched = Set(out.fixIts.flatMap { $0.edits.map(\.location.file) })
        var unwritable: [String: String] = [:]
        for path in touched.sorted() where project.editable.contains(path) {
            if let why = FixFileWriter.unwritableReason(path) { unwritable[path] = why }
        }
        let editable = project.sources.filter { project.editable.contains($0.path) && unwritable[$0.path] == nil }
        let applied = FixItApplier.apply(out.fixIts, to: editable)
        var problems: [Diagnostic] = []
        for (i, reason) in applied.refused.sorted(by: { $0.key < $1.key }) {
            let write = out.fixIts[i].edits.lazy.compactMap { unwritable[$0.location.file] }.first
            problems.append(refusal(out.carriers[i][0], reason: write ?? reason, write: write != nil))
        }

        // Write each changed file; a file that cannot be written takes its fixes back.
        if !dryRun {
            // Temporary files a killed fix (or build) left beside the files about to be rewritten.
            let folders = Set(applied.files.map { PathText.directory(of: OutputWriter.realPath($0.original.path)) })
            for folder in folders.sorted() { FileSystem.removeLeftoverTemporaryFiles(in: folder, recursive: false) }
        }
        for file in applied.files {
            if !dryRun, let why = FixFileWriter.write(file.bytes, over: file.original) {
                for i in file.applied { problems.append(refusal(out.carriers[i][0], reason: why, write: true)) }
            } else {
                out.files.append(file)
            }
        }
        out.fixed = Set(out.files.flatMap(\.applied))
        out.remaining = located.filter { d in d.fixIt.flatMap { indexOf[$0] }.map { !out.fixed.contains($0) } ?? true } + problems
        return out
    }

    /// The finding for fix-it `carrier.fixIt` not applied: `fix-write-failed` when its file cannot be written,
    /// else `fix-not-applied`; at the finding's location.
    private static func refusal(_ carrier: Diagnostic, reason: String, write: Bool) -> Diagnostic {
        Diagnostic(write ? .fixWriteFailed : .fixNotApplied, "not fixed [\(carrier.code.rawValue)]: \(reason)",
                   at: carrier.location, token: carrier.tokenPath)
    }

    /// A `source-outside-root` error for each of `paths` outside `loaded`'s roots (`LoadedProject.rootDirectories`,
    /// as a resolver's sources are checked), links followed; located at the config's `tokens` entry naming it, if
    /// one does, else at the file.
    package static func outsideRoots(_ paths: [String], of loaded: LoadedProject) -> [Diagnostic] {
        let containment = PathContainment(loaded.rootDirectories, realPath: OutputWriter.realPath)
        return paths.compactMap { path in
            guard let escape = containment.escape(path, realPath: OutputWriter.realPath) else { return nil }
            let entry = loaded.config.tokens.firstIndex { PathText.join(loaded.baseDirectory, $0) == path }
            let at = loaded.configPath.flatMap { config in entry.map { SourceLocation(file: config, pointer: JSONPointer(["tokens", String($0)])) } }
                ?? SourceLocation(file: path)
            let how = switch escape {
            case .outside: "is outside the project"
            case .throughLink(let real): "leads outside the project through a symlink (to \(real))"
            }
            let hint = loaded.configPath != nil ? "add its directory to \"allowedRoots\" in tokenc.json to allow it"
                : "name files inside \(loaded.baseDirectory.isEmpty ? "the working directory" : loaded.baseDirectory)"
            return Diagnostic(.sourceOutsideRoot, "\(path) \(how); fix never writes outside the project: \(hint)", at: at)
        }
    }
}
