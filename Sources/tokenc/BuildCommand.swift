import ArgumentParser
import Foundation
import TokenCore

/// `tokenc build`: compiles the project, validates it, and writes only the outputs whose bytes changed.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens a config (or a resolver document) names into Swift, CSS and JSON."
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "With --resolver: the output directory (default Output).")
    var output: String?

    @Flag(help: "Write nothing; exit 1 listing every output that is missing, stale or would be removed.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if output != nil && project.resolver == nil {
            throw ValidationError("--output goes with --resolver; with a config, set \"output\" in tokenc.json")
        }
    }

    func run() throws {
        let (loadedOrNil, found, sources) = try project.load(outputDirectory: output)
        let printed = diagnostics.report(found, sources: sources)
        let code = exitStatus(for: printed)
        guard code == .success, let loaded = loadedOrNil else { throw code }

        let rendered = OutputRenderer.render(loaded.compilation, config: loaded.config, resolver: loaded.resolver,
                                             source: loaded.sourceDescription)
        let renderProblems = diagnostics.report(rendered.diagnostics, sources: sources)
        guard exitStatus(for: renderProblems) == .success else { throw exitStatus(for: renderProblems) }

        let writer = OutputWriter(directory: loaded.outputDirectory)
        let pathProblems = diagnostics.report(writer.validatePaths(rendered.files), sources: sources)
        guard pathProblems.isEmpty else { throw Exit.environment }
        let plan = writer.plan(rendered.files)
        if check {
            try reportCheck(plan)
            return
        }
        try writer.apply(plan)
        if !diagnostics.quiet { Terminal.standardOutput.write(plan.summary(directory: loaded.outputDirectory)) }
    }

    private func reportCheck(_ plan: OutputWriter.Plan) throws {
        let stale = plan.changes
        guard !stale.isEmpty else {
            if !diagnostics.quiet { Terminal.standardOutput.write("outputs are up to date (\(plan.unchanged.count) files)\n") }
            return
        }
        var lines = ""
        for change in stale { lines += "\(change.path): error: output is \(change.kind.rawValue) [output-stale]\n" }
        lines += "\(stale.count) output\(stale.count == 1 ? " is" : "s are") out of date; run `tokenc build`\n"
        Terminal.standardError.write(lines)
        throw Exit.tokenErrors
    }
}
