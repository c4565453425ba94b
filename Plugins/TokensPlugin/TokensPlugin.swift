import Foundation
import PackagePlugin

/// The build-tool plugin: a target holding a `tokenc.json` (or one `*.resolver.json`) and its token files gets the
/// generated Swift compiled in at build time; nothing generated is committed.
///
/// The plugin runs `tokenc build --config <tokenc.json> --swift-file <work dir>/<Target>Tokens.swift --quiet`.
/// SwiftPM must know a build command's outputs before it runs, and the Swift emitter names its files after the
/// namespace and the brands, which only tokenc knows; so tokenc writes the Swift output combined into this one
/// file of a fixed name (file naming stays in the emitter alone). Inputs are every JSON file in the target
/// plus the token files the config and resolver name elsewhere, so SwiftPM reruns tokenc only when tokens change
/// (and tokenc rewrites the file only when its bytes change).
@main
struct TokensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw TokenProject.Problem(description: "the tokens plugin works on Swift source targets; '\(target.name)' is not one")
        }
        let project = try TokenProject.find(in: target.sourceFiles.map(\.url), targetName: target.name,
                                            targetDirectory: target.directoryURL)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)Tokens.swift")
        return [Self.command(tool: try context.tool(named: "tokenc").url, project: project, output: output, name: target.name)]
    }

    /// The build command for `project`, writing `output`.
    static func command(tool: URL, project: TokenProject, output: URL, name: String) -> Command {
        .buildCommand(
            displayName: "Compiling design tokens for \(name) (\(project.entryURL.lastPathComponent))",
            executable: tool,
            arguments: ["build"] + project.arguments() + ["--swift-file", output.path, "--quiet"],
            inputFiles: project.inputs,
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TokensPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode app target: its `tokenc.json` and token files are found among its input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let directory = files.first(where: { $0.lastPathComponent == "tokenc.json" })?.deletingLastPathComponent()
            ?? context.xcodeProject.directoryURL
        let project = try TokenProject.find(in: files, targetName: target.displayName, targetDirectory: directory)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.displayName)Tokens.swift")
        return [Self.command(tool: try context.tool(named: "tokenc").url, project: project, output: output, name: target.displayName)]
    }
}
#endif
