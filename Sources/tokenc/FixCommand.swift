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
        let options = BuildOptions(inputs: try project.selectedInputs(), validate: contrast, strict: diagnostics.strict, contrastFixes: contrast)
        let project = ProjectFixer.load(files.isEmpty ? self.project.tokenProject() : .files(files), options)
        // A file outside the project is never rewritten: the project is refused, and nothing is written.
        guard project.outside.isEmpty else {
            let printed = diagnostics.report(DiagnosticLocator(files: project.sources).locate(project.outside, scheduler: DispatchScheduler()),
                                             sources: project.sources, config: project.config)
            if !diagnostics.quiet { Terminal.standardError.write("nothing fixed: the project has files outside its root\n") }
            throw exitStatus(for: printed)
        }
        var located = DiagnosticLocator(files: project.sources).locate(project.diagnostics, scheduler: DispatchScheduler())
        if contrast { located = FixIt.preferringContrastFixes(located) }
        let outcome = ProjectFixer.apply(located, to: project, dryRun: dryRun)

        let out = diagnostics.format == .text ? Terminal.standardOutput : Terminal.standardError
        if dryRun {
            for file in outcome.files {
                let name = Self.diffPath(file.original.path)
                out.write(UnifiedDiff.text(old: file.original.bytes, new: file.bytes, oldName: "a/" + name, newName: "b/" + name))
            }
        }
        if !diagnostics.quiet {
            if !dryRun {
                for i in outcome.fixed.sorted() {
                    let d = outcome.carriers[i][0]
                    out.write("\(d.location?.formatted ?? outcome.files.first { $0.applied.contains(i) }!.original.path): fixed [\(d.code.rawValue)] \(outcome.fixIts[i].message)\n")
                }
            }
            let count = outcome.fixed.count, files = outcome.files.count
            let problemsText = "\(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
            if outcome.fixIts.isEmpty {
                Terminal.standardError.write("nothing to fix\n")
            } else if dryRun {
                Terminal.standardError.write("would fix \(problemsText); nothing written (--dry-run)\n")
            } else {
                out.write("fixed \(problemsText)\n")
            }
        }

        // What is left: every finding whose fix-it was not applied, and why it was not.
        let printed = diagnostics.report(outcome.remaining, sources: project.sources, config: project.config)
        let code = exitStatus(for: printed)
        if code != .success { throw code }
    }

    /// `path` as it follows `a/` and `b/` in a diff header.
    static func diffPath(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.dropFirst()) : path
    }
}
