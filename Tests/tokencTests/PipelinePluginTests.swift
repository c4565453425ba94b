import Foundation
import Testing

/// How the SwiftPM plugins find a target's project (`Plugins/TokensPlugin/TokenProject.swift`, compiled into this
/// test target through a symbolic link, since plugins cannot be imported). The plugins end to end are exercised
/// by `make example` (Examples/TokenConsumer).
@Suite struct PipelinePluginTests {
    /// A target directory with `files`; returns the directory and the URLs of its files, as SwiftPM lists them.
    static func target(_ files: [String: String]) throws -> (URL, [URL]) {
        let dir = try CLITests.project(files).appendingPathComponent("Sources/App")
        return (dir, files.keys.filter { $0.hasPrefix("Sources/App/") }.sorted().map {
            dir.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent($0)
        })
    }

    static func problem(_ files: [String: String]) throws -> String {
        let (dir, urls) = try target(files)
        do {
            _ = try TokenProject.find(in: urls, targetName: "App", targetDirectory: dir)
            return "no problem"
        } catch let p as TokenProject.Problem {
            return p.description
        }
    }

    @Test func aConfigIsFoundAndEveryFileItReadsIsAnInput() throws {
        let (dir, urls) = try Self.target([
            "Sources/App/tokenc.json": "{\n  // comments are allowed\n  \"resolver\": \"tokens.resolver.json\" /* here too */\n}",
            "Sources/App/tokens.resolver.json": ##"{"sets": {"core": {"sources": [{"$ref": "core.tokens.json"}, {"$ref": "../../Shared/brand.tokens.json#/brand"}, {"$ref": "#/sets/x"}]}}}"##,
            "Sources/App/core.tokens.json": "{}",
            "Sources/App/App.swift": "",
            "Shared/brand.tokens.json": "{}",
        ])
        let project = try TokenProject.find(in: urls, targetName: "App", targetDirectory: dir)
        #expect(project.arguments() == ["--config", dir.appendingPathComponent("tokenc.json").path])
        #expect(project.arguments(relativeTo: dir.deletingLastPathComponent().deletingLastPathComponent()) == ["--config", "Sources/App/tokenc.json"])
        let inputs = project.inputs.map { $0.standardizedFileURL.path.replacingOccurrences(of: dir.deletingLastPathComponent().deletingLastPathComponent().path + "/", with: "") }
        #expect(inputs == ["Sources/App/core.tokens.json", "Sources/App/tokenc.json", "Sources/App/tokens.resolver.json", "Shared/brand.tokens.json"])
    }

    @Test func configTokenListOutsideTheTargetIsAnInput() throws {
        let (dir, urls) = try Self.target([
            "Sources/App/tokenc.json": #"{"tokens": ["../../Tokens/a.json", "missing.json"]}"#,
            "Tokens/a.json": "{}",
        ])
        let project = try TokenProject.find(in: urls, targetName: "App", targetDirectory: dir)
        // A named file that does not exist is not declared (tokenc reports it, located, when it runs).
        #expect(project.inputs.map(\.lastPathComponent) == ["tokenc.json", "a.json"])
    }

    @Test func aLoneResolverDocumentIsCompiledWithoutAConfig() throws {
        let (dir, urls) = try Self.target(["Sources/App/tokens/brand.resolver.json": "{}", "Sources/App/a.tokens.json": "{}"])
        let project = try TokenProject.find(in: urls, targetName: "App", targetDirectory: dir)
        #expect(project.arguments() == ["--resolver", dir.appendingPathComponent("tokens/brand.resolver.json").path])
    }

    @Test func aMissingConfigSaysWhatToAdd() throws {
        let message = try Self.problem(["Sources/App/App.swift": "", "Sources/App/colors.tokens.json": "{}"])
        #expect(message.hasPrefix("target 'App' has no tokenc.json, which the tokenc plugins compile; add one to /"))
        #expect(message.hasSuffix(#"/Sources/App, e.g. {"resolver": "tokens.resolver.json", "swift": {}} or {"tokens": ["colors.tokens.json"], "swift": {}} (see docs/plugins.md)"#))
    }

    @Test func twoConfigsAreRefusedByName() throws {
        let message = try Self.problem(["Sources/App/tokenc.json": "{}", "Sources/App/more/tokenc.json": "{}"])
        #expect(message == "target 'App' has 2 tokenc.json files (more/tokenc.json, tokenc.json); the tokens plugin compiles one project per target: keep one, or move the others into targets of their own")
    }

    @Test func twoResolverDocumentsWithoutAConfigAskForOne() throws {
        let message = try Self.problem(["Sources/App/a.resolver.json": "{}", "Sources/App/b.resolver.json": "{}"])
        #expect(message.hasPrefix("target 'App' has 2 resolver documents (a.resolver.json, b.resolver.json) and no tokenc.json; add a tokenc.json next to them naming the one to compile, e.g. {\"resolver\": \""))
    }

    @Test func commentsAreBlankedOutsideStringsOnly() {
        let text = #"{"a": "http://x/*y*/", // note"# + "\n" + #""b": /* c */ 1}"#
        let cleaned = String(decoding: TokenProject.withoutComments(Array(text.utf8)), as: UTF8.self)
        #expect(cleaned == #"{"a": "http://x/*y*/",        "# + "\n" + #""b":         1}"#)
    }
}

/// Which targets apply the build-tool plugin, read from a manifest's text (`Plugins/GenerateTokens/ManifestPluginUse.swift`,
/// linked into this target): `generate-tokens` refuses to write committed Swift for them.
@Suite struct ManifestPluginUseTests {
    static let manifest = """
    let package = Package(
        name: "App",
        dependencies: [.package(name: "tokenc", path: "../tokenc")],
        targets: [
            .target(
                name: "BrandKit",
                dependencies: [.product(name: "Other", package: "other")],
                plugins: [.plugin(name: "TokensPlugin", package: "tokenc")]
            ),
            .target(name: "Committed", exclude: ["Tokens"]),
            .executableTarget(name: "Tool", plugins: ["TokensPlugin"]),
            .testTarget(name: "BrandKitTests", dependencies: ["BrandKit"]),
        ]
    )
    """

    @Test func targetsNamingThePluginInTheirDeclarationAreFound() {
        #expect(ManifestPluginUse.targets(applying: "TokensPlugin", inManifest: Self.manifest) == ["BrandKit", "Tool"])
    }

    @Test func aManifestWithoutThePluginHasNone() {
        let text = Self.manifest.replacingOccurrences(of: "TokensPlugin", with: "OtherPlugin")
        #expect(ManifestPluginUse.targets(applying: "TokensPlugin", inManifest: text).isEmpty)
        #expect(ManifestPluginUse.targets(applying: "TokensPlugin", inManifest: "").isEmpty)
    }
}
