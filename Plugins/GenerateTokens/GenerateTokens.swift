import Foundation
import PackagePlugin

/// `swift package generate-tokens`: runs `tokenc build` and writes the outputs into the package, for teams that
/// commit generated files (and review them in pull requests) instead of using the build-tool plugin.
///
/// Which projects: `--config PATH` (repeatable, relative to the package), else the `tokenc.json` of each target
/// named with `--target NAME` (repeatable; a named target may hold one `*.resolver.json` instead), else of every
/// target that has one, else the package's `Tokens/tokenc.json`. Every other argument goes to `tokenc build` as is (`--check`, `--verbose`,
/// `--input brand=…`). Outputs go where each config's `output` says.
@main
struct GenerateTokens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let configPaths = extractor.extractOption(named: "config")
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        let package = context.package.directoryURL

        var projects: [(name: String, project: TokenProject)] = []
        if !configPaths.isEmpty {
            for path in configPaths {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appendingPathComponent(path)
                projects.append((path, TokenProject(entry: .config(url), inputs: [])))
            }
        } else {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            for case let target as SwiftSourceModuleTarget in targets {
                let files = target.sourceFiles.map(\.url)
                // Without --target, only targets with a tokenc.json count (test fixtures may hold resolver documents).
                guard !targetNames.isEmpty || files.contains(where: { $0.lastPathComponent == "tokenc.json" }) else { continue }
                let project = try TokenProject.find(in: files, targetName: target.name, targetDirectory: target.directoryURL)
                projects.append(("target '\(target.name)'", project))
            }
            let root = package.appendingPathComponent("Tokens/tokenc.json")
            if projects.isEmpty && targetNames.isEmpty && FileManager.default.fileExists(atPath: root.path) {
                projects.append(("Tokens/tokenc.json", TokenProject(entry: .config(root), inputs: [])))
            }
        }
        guard !projects.isEmpty else {
            throw TokenProject.Problem(description: "no tokens to generate: no target has a tokenc.json and there is no Tokens/tokenc.json; "
                + "add one (see docs/plugins.md) or pass --config PATH")
        }

        // A target compiled by the build-tool plugin already has these types: committed copies would declare them twice.
        let withBuildTool = BuildToolUse.targets(in: context.package)
        for (name, project) in projects {
            guard let target = BuildToolUse.target(holding: project.entryURL, in: context.package.targets),
                  withBuildTool.contains(target.name) else { continue }
            throw TokenProject.Problem(description: "not generating \(name): target '\(target.name)' applies the build-tool plugin "
                + "TokensPlugin, which already compiles its tokens into Swift at build time; generated files committed there "
                + "would declare every type twice (duplicate types). Use one plugin per target: remove TokensPlugin from "
                + "'\(target.name)', or keep it and do not run generate-tokens for that target (see docs/plugins.md)")
        }

        let tokenc = try context.tool(named: "tokenc").url
        for (name, project) in projects {
            let process = Process()
            process.executableURL = tokenc
            process.arguments = ["build"] + project.arguments(relativeTo: package) + passThrough
            process.currentDirectoryURL = package
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw TokenProject.Problem(description: "tokenc build failed for \(name) (exit code \(process.terminationStatus)); see the diagnostics above")
            }
        }
    }
}
