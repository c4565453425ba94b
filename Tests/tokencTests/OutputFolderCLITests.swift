import Foundation
import Testing

/// Where a build writes: the same folder names however it is started, and `--output` taken from the working
/// directory whatever the project's path looks like.
@Suite struct OutputFolderCLITests {
    static let tokens = ##"{"c": {"$type": "color", "$value": "#ff0000"}, "n": {"$type": "number", "$value": 2}}"##
    static let resolver = #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "tokens.json"}]}]}"#

    /// The folders directly under `dir/out`, sorted (the hidden manifest left out).
    static func folders(_ dir: URL, _ out: String = "out") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(out).path).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyWayOfStartingABuildWritesTheSameFolders() throws {
        let dir = try CLITests.project([
            "tokens.json": Self.tokens,
            "r.resolver.json": Self.resolver,
            "tokenc.json": #"{"tokens": ["tokens.json"], "output": "c", "swift": {}, "css": {}, "json": {}}"#,
        ])
        let files = try CLI.run(["build", "tokens.json", "--output", "f", "-q"], in: dir)
        let resolver = try CLI.run(["build", "--resolver", "r.resolver.json", "--output", "r", "-q"], in: dir)
        let config = try CLI.run(["build", "--config", "tokenc.json", "-q"], in: dir)
        for r in [files, resolver, config] { #expect(r.status == 0, "\(r.stderr)") }
        #expect(try Self.folders(dir, "f") == ["css", "json", "swift"])
        #expect(try Self.folders(dir, "r") == Self.folders(dir, "f"))
        #expect(try Self.folders(dir, "c") == Self.folders(dir, "f"))
    }

    /// A project named by an absolute path, or one above the working directory, still writes `--output` below the
    /// working directory (it used to land at the file system's root, or beside the project).
    @Test func outputIsFromTheWorkingDirectoryForAbsoluteAndUpwardProjects() throws {
        let dir = try CLITests.project(["project/tokens.json": Self.tokens, "project/r.resolver.json": Self.resolver, "work/.keep": ""])
        let work = dir.appendingPathComponent("work")
        let absolute = dir.appendingPathComponent("project/r.resolver.json").path
        let a = try CLI.run(["build", "--resolver", absolute, "--output", "abs", "-q"], in: work)
        #expect(a.status == 0, "\(a.stderr)")
        #expect(try Self.folders(work, "abs") == ["css", "json", "swift"])
        let b = try CLI.run(["build", "--resolver", "../project/r.resolver.json", "--output", "up", "-q"], in: work)
        #expect(b.status == 0, "\(b.stderr)")
        #expect(try Self.folders(work, "up") == ["css", "json", "swift"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("project/abs").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("up").path))
    }

    @Test func outputWithAStyleDictionaryConfigIsRefusedWithTheReason() throws {
        let dir = try CLITests.project(["config.json": #"{"source": ["t.json"], "platforms": {}}"#, "t.json": "{}"])
        let r = try CLI.run(["build", "--style-dictionary", "config.json", "--output", "x"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("buildPath"), "\(r.stderr)")
        let files = try CLI.run(["build", "t.json", "--style-dictionary", "config.json"], in: dir)
        #expect(files.status == 2)
        #expect(files.stderr.contains("token files replace the project"), "\(files.stderr)")
    }
}
