import Foundation
import Testing
import TestSupport

/// What the resolver document leaves out, reported once per project: sets `resolutionOrder` never uses, the
/// reason a reference into one fails, and token files no set reads.
@Suite struct UnusedSetCLITests {
    static func project() throws -> URL {
        try CLITests.project([
            "tokenc.json": #"{"resolver": "tokens/r.resolver.json", "json": {}}"#,
            "tokens/r.resolver.json": """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]},
                      "fonts": {"sources": [{"$ref": "fonts.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """,
            "tokens/base.tokens.json": #"{"body": {"$type": "fontFamily", "$value": "{font.design.default}"}}"#,
            "tokens/fonts.tokens.json": #"{"font": {"design": {"default": {"$type": "fontFamily", "$value": "SF Pro"}}}}"#,
            "tokens/stray.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
            "tokens/package.json": #"{"name": "tokens"}"#,
        ])
    }

    @Test func theUnusedSetExplainsTheFailedReference() throws {
        let result = try CLI.run(["build", "--config", "tokenc.json"], in: try Self.project())
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"tokens/r.resolver.json:3:11: warning: set "fonts" is declared but resolutionOrder never uses it"#), "\(result.stderr)")
        #expect(result.stderr.contains("tokens/base.tokens.json:1:44: error: unresolved reference {font.design.default} [unresolved-reference]"), "\(result.stderr)")
        #expect(result.stderr.contains(#"tokens/r.resolver.json:3:11: note: font.design.default is defined in set "fonts", which resolutionOrder does not include"#),
                "\(result.stderr)")
        #expect(result.stderr.contains("tokens/stray.tokens.json: warning: stray.tokens.json is a token file beside the resolver document that no set or modifier context reads"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("package.json"))
        #expect(!result.stderr.contains("fonts.tokens.json is a token file"))
    }

    @Test func bothWarningsCanBeSetOff() throws {
        let dir = try Self.project()
        try #"{"resolver": "tokens/r.resolver.json", "json": {}, "diagnostics": {"unused-set": "off", "unused-file": "off"}}"#
            .write(to: dir.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8)
        try #"{"body": {"$type": "fontFamily", "$value": "SF Pro"}}"#
            .write(to: dir.appendingPathComponent("tokens/base.tokens.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", "--config", "tokenc.json", "--warnings-as-errors"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("unused-"), "\(result.stderr)")
    }

    /// Directories below the resolver document are looked in; hidden ones, node_modules and the output are not.
    @Test func tokenFilesBelowAreFoundButNotInSkippedDirectories() throws {
        let dir = try CLITests.project([
            "tokenc.json": #"{"resolver": "r.resolver.json", "output": "Out", "json": {}}"#,
            "r.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
            "base.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
            "sub/deep/old.tokens": #"{}"#,
            ".git/hidden.tokens.json": #"{}"#,
            "node_modules/pkg/dep.tokens.json": #"{}"#,
            "Out/copy.tokens.json": #"{}"#,
        ])
        let result = try CLI.run(["validate", "--config", "tokenc.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let warned = result.stderr.split(separator: "\n").filter { $0.contains("[unused-file]") }
        #expect(warned.count == 1, "\(result.stderr)")
        #expect(warned.first?.hasPrefix("sub/deep/old.tokens: warning: sub/deep/old.tokens is a token file") == true, "\(result.stderr)")
    }
    /// Resolver documents side by side in one folder, each with its own folder of sources (published examples):
    /// a build of one never mentions the others' files, and still reports a stray file in its own folder.
    @Test func siblingProjectsFilesAreNotThisProjects() throws {
        func resolver(_ name: String) -> String {
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(name)/base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        }
        let dir = try CLITests.project([
            "examples/a.resolver.json": resolver("a"),
            "examples/a/base.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
            "examples/a/stray.tokens.json": #"{}"#,
            "examples/b.resolver.json": resolver("b"),
            "examples/b/base.tokens.json": #"{"y": {"$type": "number", "$value": 2}}"#,
            "examples/b/extra.tokens.json": #"{}"#,
            "examples/c/tokenc.json": #"{"tokens": ["c.tokens.json"]}"#,
            "examples/c/c.tokens.json": #"{}"#,
        ])
        let result = try CLI.run(["validate", "--resolver", "examples/a.resolver.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let warned = result.stderr.split(separator: "\n").filter { $0.contains("[unused-file]") }
        #expect(warned.count == 1, "\(result.stderr)")
        #expect(warned.first?.hasPrefix("examples/a/stray.tokens.json: warning: a/stray.tokens.json is a token file") == true, "\(result.stderr)")
        #expect(!result.stderr.contains("b/"), "\(result.stderr)")
    }
}
