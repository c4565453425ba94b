import Foundation
import Testing
import TestSupport
@testable import TokenLanguageServer
@testable import TokenMigrate

@Suite struct ProjectLocatorTests {
    @Test func findsTheSampleConfig() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        guard case .config(let path)? = ProjectLocator.locate(in: root, options: nil) else { Issue.record("no config found"); return }
        #expect(path == root + "/Tokens/tokenc.json")
    }

    @Test func looseTokenFilesAreLookedForWithinABound() throws {
        let root = Scratch.directory("tokenc-locator").path
        try FileManager.default.createDirectory(atPath: root + "/z/deeper", withIntermediateDirectories: true)
        for file in ["a.tokens.json", "z/b.tokens.json", "z/deeper/c.tokens.json"] {
            try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        guard case .files(let all, _)? = ProjectLocator.locate(in: root, options: nil) else { Issue.record("no files found"); return }
        #expect(all.map { String($0.dropFirst(root.count + 1)) } == ["a.tokens.json", "z/b.tokens.json", "z/deeper/c.tokens.json"])
        // Two entries looked at: `a.tokens.json` and the folder `z`, whose contents are past the bound.
        #expect(MigrateSource.jsonFiles(under: root, limit: 2).map { String($0.dropFirst(root.count + 1)) } == ["a.tokens.json"])
    }

    @Test func initializationOptionsChooseTheProject() {
        #expect(ProjectLocator.locate(in: "/w", options: ["resolver": "a/b.resolver.json"]) == .resolver("/w/a/b.resolver.json"))
        #expect(ProjectLocator.locate(in: "/w", options: ["tokensStudio": "/abs/ts"]) == .tokensStudio("/abs/ts"))
    }
}
