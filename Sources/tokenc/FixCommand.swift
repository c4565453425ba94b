import ArgumentParser
import Foundation
import TokenCore

/// `tokenc fix [FILE…] [--config PATH | --resolver FILE] [--input …] [--dry-run] [--contrast]`: applies the fix-its of the
/// project's diagnostics to its token files and resolver document, in place.
///
/// Exit codes: 0 when every fix-it was applied (or there was none) and no error remains; 1 when errors without a
/// fix-it remain (or a warning, with `--warnings-as-errors`); 2 when the project cannot be loaded or a fixed file
/// cannot be written (`fix-write-failed`). A fix-it that cannot be applied safely leaves its file alone with a
/// `fix-not-applied` warning.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply the fix-its of the diagnostics to the token files in place (with --dry-run: print the diff, write nothing)."
    )

    @Argument(help: "Token files, folders or globs to fix, read as one set. Without them, the project (--config, --resolver, --tokens-studio or --style-dictionary) is fixed.")
    var files: [String] = []

    @OptionGroup var project: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Flag(name: .customLong("dry-run"), help: "Print what would change as a unified diff; write nothing.")
    var dryRun = false

    @Flag(name: .customLong("contrast"), help: "Also fix failing contrast pairs: each gets the nearest colour (ΔE2000) that passes everywhere it is used.")
    var contrast = false

    func run() throws {
        let project = try loadForFixing()
        // A file outside the project is never rewritten: the project is refused, and nothing is written.
        guard project.outside.isEmpty else {
            let printed = diagnostics.report(DiagnosticLocator(files: project.sources).locate(project.outside, scheduler: DispatchScheduler()),
                                             sources: project.sources, config: project.config)
            if !diagnostics.quiet { Terminal.standardError.write("nothing fixed: the project has files outside its root\n") }
            throw exitStatus(for: printed)
        }
        var located = DiagnosticLocator(files: project.sources).locate(project.diagnostics, scheduler: DispatchScheduler())
        if contrast { located = FixIt.preferringContrastFixes(located) }

        // Each distinct fix-it once, in the order of the diagnostics carrying it (sorted, so deterministic).
        var fixIts: [FixIt] = []
        var carriers: [[Diagnostic]] = []
        var indexOf: [FixIt: Int] = [:]
        for d in located {
            guard let f = d.fixIt else { continue }
            if let i = indexOf[f] {
                carriers[i].append(d)
            } else {
                indexOf[f] = fixIts.count
                fixIts.append(f)
                carriers.append([d])
            }
        }

        // Files tokenc may edit and can write; the others keep their fix-its' findings, with the reason.
        let touched = Set(fixIts.flatMap { $0.edits.map(\.location.file) })
        var unwritable: [String: String] = [:]
        for path in touched.sorted() where project.editable.contains(path) {
            if let why = FixFileWriter.unwritableReason(path) { unwritable[path] = why }
        }
        let editable = project.sources.filter { project.editable.contains($0.path) && unwritable[$0.path] == nil }
        var outcome = FixItApplier.apply(fixIts, to: editable)
        var problems: [Diagnostic] = []
        for (i, reason) in outcome.refused.sorted(by: { $0.key < $1.key }) {
            let write = fixIts[i].edits.lazy.compactMap { unwritable[$0.location.file] }.first
            problems.append(refusal(carriers[i][0], reason: write ?? reason, write: write != nil))
        }

        // Write (or show) each changed file; a file that cannot be written takes its fixes back.
        let out = diagnostics.format == .text ? Terminal.standardOutput : Terminal.standardError
        var written: [FixItApplier.ChangedFile] = []
        if !dryRun {
            // Temporary files a killed fix (or build) left beside the files about to be rewritten.
            let folders = Set(outcome.files.map { PathText.directory(of: OutputWriter.realPath($0.original.path)) })
            for folder in folders.sorted() { FileSystem.removeLeftoverTemporaryFiles(in: folder, recursive: false) }
        }
        for file in outcome.files {
            if dryRun {
                out.write(UnifiedDiff.text(old: file.original.bytes, new: file.bytes,
                                           oldName: "a/" + Self.diffPath(file.original.path), newName: "b/" + Self.diffPath(file.original.path)))
                written.append(file)
            } else if let why = FixFileWriter.write(file.bytes, over: file.original) {
                for i in file.applied {
                    outcome.refused[i] = why
                    problems.append(refusal(carriers[i][0], reason: why, write: true))
                }
            } else {
                written.append(file)
            }
        }
        let fixed = Set(written.flatMap(\.applied))

        if !diagnostics.quiet {
            if !dryRun {
                for i in fixed.sorted() {
                    let d = carriers[i][0]
                    out.write("\(d.location?.formatted ?? written.first { $0.applied.contains(i) }!.original.path): fixed [\(d.code.rawValue)] \(fixIts[i].message)\n")
                }
            }
            let problemsText = "\(fixed.count) problem\(fixed.count == 1 ? "" : "s") in \(written.count) file\(written.count == 1 ? "" : "s")"
            if fixIts.isEmpty {
                Terminal.standardError.write("nothing to fix\n")
            } else if dryRun {
                Terminal.standardError.write("would fix \(problemsText); nothing written (--dry-run)\n")
            } else {
                out.write("fixed \(problemsText)\n")
            }
        }

        // What is left: every finding whose fix-it was not applied, and why it was not.
        let remaining = located.filter { d in d.fixIt.flatMap { indexOf[$0] }.map { !fixed.contains($0) } ?? true } + problems
        let printed = diagnostics.report(remaining, sources: project.sources, config: project.config)
        let code = exitStatus(for: printed)
        if code != .success { throw code }
    }

    /// The finding for fix-it `carrier.fixIt` not applied: `fix-write-failed` when its file cannot be written,
    /// else `fix-not-applied`; at the finding's location.
    private func refusal(_ carrier: Diagnostic, reason: String, write: Bool) -> Diagnostic {
        Diagnostic(write ? .fixWriteFailed : .fixNotApplied, "not fixed [\(carrier.code.rawValue)]: \(reason)",
                   at: carrier.location, token: carrier.tokenPath)
    }

    /// `path` as it follows `a/` and `b/` in a diff header.
    static func diffPath(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.dropFirst()) : path
    }

    /// What `fix` works on: the project compiled, its diagnostics, every source read (to locate them), and the
    /// files it may edit (token files and the resolver document, never the config).
    struct Project {
        var config: Config?
        var diagnostics: [Diagnostic]
        var sources: [SourceFile]
        var editable: Set<String>
        /// A `source-outside-root` error for each of those files outside the project's roots.
        var outside: [Diagnostic] = []
    }

    /// Loads and compiles the project as the other commands do, with two differences: `deprecated-form` findings
    /// are made whatever `legacyForms` says (as warnings, or errors when it says so), since they carry the fix-its
    /// that migrate a set to 2025.10; and validation rules are not run (they carry no fix-it), unless `--contrast`
    /// asks for the contrast rule's fixes.
    func loadForFixing() throws -> Project {
        let options = BuildOptions(inputs: try project.selectedInputs(), validate: contrast, strict: diagnostics.strict, contrastFixes: contrast)
        let target: TokenProject = files.isEmpty ? project.tokenProject() : .files(files)
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
                           outside: Self.outsideRoots(editable.sorted(), of: loaded))
        }
    }

    /// A `source-outside-root` error for each of `paths` outside `loaded`'s roots (`LoadedProject.rootDirectories`,
    /// as a resolver's sources are checked), links followed; located at the config's `tokens` entry naming it, if
    /// one does, else at the file.
    static func outsideRoots(_ paths: [String], of loaded: LoadedProject) -> [Diagnostic] {
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
