import ArgumentParser
import Foundation
import TokenCore

/// Loading the sides of a diff: two permutations of the project, or the project and another version of it.
extension DiffCommand {
    typealias Versions = DiffLoading.Versions

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
        let relative: String
        switch DiffLoading.relativeToWorkingDirectory(project.tokenProject().projectPath) {
        case .success(let path): relative = path
        case .failure(let f): throw failure(f.message)
        }
        var other = project.tokenProject()
        var baseName: String
        var rewrite: (String) -> String = { $0 }
        var temporary: GitSnapshot?
        defer { temporary?.remove() }
        if let baseRef {
            let snapshot: GitSnapshot
            do {
                snapshot = try GitSnapshot.materialise(ref: baseRef, project: project.tokenProject(), projectPath: relative)
            } catch let f as GitSnapshot.Failure {
                throw failure(f.description)
            }
            temporary = snapshot
            other = other.at(snapshot.projectPath)
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
                other = other.at(PathText.join(root, relative))
            } else {
                // A file is the old version of the project file itself (`--tokens-studio new.json --base old.json`).
                guard !other.namesTokenFiles else { throw failure("--base \(root): token files given on the command line compare against a folder holding them") }
                other = other.at(root)
            }
            baseName = root
        }
        let old = DiffLoading.renamed(DiffLoading.load(other, inputs: try project.selectedInputs(), strict: diagnostics.strict), rewrite)
        try report(old.diagnostics + head.diagnostics, sources: old.sources + head.sources, config: head.config)
        return Versions(base: old.sides, head: head.sides, baseName: baseName, headName: "working tree", config: head.config)
    }

    /// Compiles the permutations of `options` matching `inputs` (see `DiffLoading.load`).
    func load(_ options: ProjectOptions, inputs: [(String, String)]) throws -> DiffLoading.LoadedSides {
        DiffLoading.load(options.tokenProject(), inputs: inputs, strict: diagnostics.strict)
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

    /// A side's inputs for every modifier (see `DiffLoading.complete`); a usage error when they select none.
    func complete(_ side: [(String, String)], _ inputs: [(String, String)], _ config: Config, _ resolver: ResolverDocument) throws -> [(String, String)] {
        switch DiffLoading.complete(side, inputs, config, resolver) {
        case .success(let pairs): return pairs
        case .failure(let f): throw ValidationError(f.message)
        }
    }

    /// Prints `tokenc: error: message` (control characters shown, see `DisplayText`) and returns the exit-2 error to throw.
    func failure(_ message: String) -> ExitCode {
        Terminal.standardError.write("tokenc: error: \(DisplayText.escape(message))\n")
        return Exit.environment
    }
}
