import ArgumentParser
import Foundation
import TokenCore

/// `tokenc migrate SRC… --to DIR [--force] [--dry-run]`: writes the sources as DTCG 2025.10 token files below
/// `DIR` (same relative paths), and lists every change.
///
/// Exit codes: 0 when the migrated set was written (or, with `--dry-run`, would be); 1 when the sources have
/// token errors, or the migrated set would not build the same (nothing written); 2 when SRC or `--to` cannot be
/// used or a file cannot be written (nothing written: see `MigrateTarget.write`). The sources are never modified.
/// See docs/migrate.md.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Write token files (Style Dictionary, Tokens Studio, older DTCG drafts) as DTCG 2025.10 into another folder, listing every change."
    )

    @Argument(help: "What to migrate: token files, a folder, a tokenc.json or a resolver document.")
    var sources: [String] = []

    @Option(name: .customLong("to"), help: "The folder to write into: empty or missing (or any, with --force); never in, or holding, a source folder.")
    var target: String

    @Flag(help: "Write into a --to folder that is not empty (files at the migrated paths are replaced; others are left).")
    var force = false

    @Flag(name: .customLong("dry-run"), help: "Print what would change; write nothing.")
    var dryRun = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let source: MigrateSource
        do {
            source = try MigrateSource.classify(sources)
            if let problem = MigrateTarget.problem(target, root: source.root, folders: source.folders, force: force) { throw MigrateProblem(problem) }
        } catch let problem as MigrateProblem {
            diagnostics.report([problem.diagnostic], sources: [], config: nil)
            throw Exit.environment
        }

        let result = TokenMigration.migrate(source.project, root: source.root, sources: FileSystemSources(reads: ReadLog()),
                                            scheduler: DispatchScheduler())
        var found = result.diagnostics
        // Sources outside the named folder widen the layout root: --to must not hold that, nor any source read.
        if let problem = MigrateTarget.problem(target, root: result.root, folders: source.folders, sources: result.sources.map(\.path), force: true) {
            found.append(problem)
        }
        if result.succeeded, !found.hasErrors, !dryRun {
            found += MigrateTarget.write(result.files, into: target, sources: result.sources)
        }
        let out = diagnostics.progress
        if !diagnostics.quiet, !result.files.isEmpty {
            out.write(MigrationReportText.render(result, target: target, dryRun: dryRun, written: !found.hasErrors))
        }
        let printed = diagnostics.report(found, sources: result.sources, config: nil)
        let code = exitStatus(for: printed)
        if code != .success { throw code }
        if result.files.isEmpty, !diagnostics.quiet { Terminal.standardError.write("nothing to migrate\n") }
    }
}
