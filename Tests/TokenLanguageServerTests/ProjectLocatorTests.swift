import Foundation
import Testing
@testable import TokenLanguageServer

@Suite struct ProjectLocatorTests {
    @Test func findsTheSampleConfig() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        guard case .config(let path)? = ProjectLocator.locate(in: root, options: nil) else { Issue.record("no config found"); return }
        #expect(path == root + "/Tokens/tokenc.json")
    }

    @Test func initializationOptionsChooseTheProject() {
        #expect(ProjectLocator.locate(in: "/w", options: ["resolver": "a/b.resolver.json"]) == .resolver("/w/a/b.resolver.json"))
        #expect(ProjectLocator.locate(in: "/w", options: ["tokensStudio": "/abs/ts"]) == .tokensStudio("/abs/ts"))
    }
}
