import Foundation
import Testing

/// `tokenc diff` as users run it: goldens on the sample brands, a tree against itself, `--base-ref` on a
/// git repository made by the test, `--fail-on` and usage exit codes.
@Suite struct DiffCLITests {
    /// The golden folder (shared with the core's diff fixtures).
    static let goldens = CLI.packageRoot.appendingPathComponent("Tests/TokenCoreTests/Fixtures/diff/sample-brands/expected")

    /// Compares `text` with the golden file `name`, or re-records it (and fails) when TOKENC_RECORD=1.
    static func golden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Re-recorded \(name) (TOKENC_RECORD=1); run again without it.", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if text != expected {
            let a = text.split(separator: "\n", omittingEmptySubsequences: false)
            let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("\(name) differs at line \(line + 1):\n  got:      \(line < a.count ? String(a[line]) : "<end>")\n  expected: \(line < b.count ? String(b[line]) : "<end>")",
                         sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [("text", "report.txt"), ("json", "report.json"), ("markdown", "report.md")])
    func sampleBrandsGolden(_ format: String, _ file: String) throws {
        let r = try CLI.run(["diff", "--from", "brand=harbor", "--to", "brand=summit", "--format", format])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        try Self.golden(r.stdout, file)
    }

    @Test func sampleTreeAgainstItselfIsEmpty() throws {
        let same = try CLI.run(["diff", "--from", "brand=summit", "--to", "brand=summit", "--input", "theme=dark", "--fail-on", "any"])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == "Token diff: brand=summit, theme=dark → brand=summit, theme=dark\nSuggested version bump: none\nNo differences.\n")
        let base = try CLI.run(["diff", "--base", ".", "--fail-on", "any", "--format", "json"])
        #expect(base.status == 0, "\(base.stderr)")
        #expect(base.stdout.contains("\"semver\": \"none\""))
        #expect(base.stdout.contains("\"changes\": []"))
        #expect(base.stdout.contains("\"label\": \"brand=lumen, theme=dark-high-contrast\""))
    }

    @Test func themesCanBeComparedToo() throws {
        let r = try CLI.run(["diff", "--from", "theme=light", "--to", "theme=dark", "--input", "brand=lumen", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"name\": \"brand=lumen, theme=light\""))
        #expect(r.stdout.contains("\"name\": \"brand=lumen, theme=dark\""))
        #expect(r.stdout.contains("\"semver\": \"patch\""))
    }

    // MARK: - A project in a temporary git repository

    static let config = #"{"resolver": "tokens.resolver.json", "brands": {"modifier": "brand"}, "validation": {"contrast": {"pairs": [{"foreground": "color.text", "background": "color.surface"}]}}}"#
    static let resolver = #"""
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
         "modifiers": {"brand": {"contexts": {"a": [{"$ref": "a.json"}], "b": [{"$ref": "b.json"}]}, "default": "a"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}]}
        """#

    static func color(_ hex: String) -> String {
        let v = stride(from: 1, to: 7, by: 2).map { i -> String in
            let s = hex.index(hex.startIndex, offsetBy: i)
            let byte = Int(hex[s..<hex.index(s, offsetBy: 2)], radix: 16)!
            return String(Double(byte) / 255)
        }
        return #"{"colorSpace": "srgb", "components": [\#(v.joined(separator: ", "))], "hex": "\#(hex)"}"#
    }

    static func core(text: String, extra: String = "") -> String {
        #"""
        {"color": {"$type": "color",
          "surface": {"$value": \#(color("#ffffff"))},
          "text": {"$value": \#(color(text))},
          "accent": {"$value": \#(color("#0066cc")), "$extensions": {"com.tokenc": {"id": "accent"}}}\#(extra)},
         "size": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}}}
        """#
    }

    /// A git repository holding the project under `tokens/`, committed once.
    static func repository() throws -> URL {
        let dir = try CLITests.project([
            "tokens/tokenc.json": config, "tokens/tokens.resolver.json": resolver,
            "tokens/core.json": core(text: "#767676"),
            "tokens/a.json": #"{"size": {"touch": {"$type": "dimension", "$value": {"value": 48, "unit": "px"}}}}"#,
            "tokens/b.json": #"{"size": {"touch": {"$type": "dimension", "$value": {"value": 44, "unit": "px"}}}}"#,
            "README": "not a token file\n",
        ])
        try git(["init", "-q"], in: dir)
        try git(["add", "-A"], in: dir)
        try git(["commit", "-q", "-m", "v1"], in: dir)
        return dir
    }

    @discardableResult
    static func git(_ arguments: [String], in dir: URL) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git"] + arguments
        p.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        for (k, v) in ["GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1"] { env[k] = v }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ text: String, _ path: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    @Test func baseRefComparesCommittedVersionsWithoutTouchingTheWorkingTree() throws {
        let dir = try Self.repository()
        let config = ["--config", "tokens/tokenc.json"]
        // Rename accent (same id), make the text fail contrast, drop the gap, change brand b's touch target; commit.
        try Self.write(Self.core(text: "#777777").replacingOccurrences(of: #""accent": {"$value": \#(Self.color("#0066cc"))"#,
                                                                       with: #""brand": {"$value": \#(Self.color("#0052a3"))"#)
                        .replacingOccurrences(of: #", "gap": {"$value": {"value": 8, "unit": "px"}}"#, with: ""), "tokens/core.json", in: dir)
        try Self.write(#"{"size": {"touch": {"$type": "dimension", "$value": {"value": 40, "unit": "px"}}}}"#, "tokens/b.json", in: dir)
        try Self.git(["commit", "-q", "-am", "v2"], in: dir)
        // An uncommitted change on top.
        try Self.write(#"{"size": {"touch": {"$type": "dimension", "$value": {"value": 36, "unit": "px"}}}}"#, "tokens/b.json", in: dir)
        let statusBefore = try Self.git(["status", "--porcelain"], in: dir)

        let r = try CLI.run(["diff", "--base-ref", "HEAD~1"] + config, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            Token diff: HEAD~1 → working tree (2 permutations compared)
            Suggested version bump: major (2 breaking, 2 changed)

            Breaking changes (2)
              > color.brand
                  renamed: from color.accent (same com.tokenc.id "accent")
                  value: #0066cc → #0052a3 (ΔE 7.71)
              - size.gap  dimension 8px

            Changed (2)
              ~ color.text
                  value: #767676 → #777777 (ΔE 0.40)
                  contrast: color.text on color.surface (text, 4.5:1): 4.54 pass → 4.47 fail
              ~ size.touch
                  value: 44px → 36px (\u{2212}8px)
                  in: brand=b

            """)
        #expect(try Self.git(["status", "--porcelain"], in: dir) == statusBefore)

        let head = try CLI.run(["diff", "--base-ref", "HEAD", "--format", "json", "--fail-on", "breaking"] + config, in: dir)
        #expect(head.status == 0, "\(head.stderr)")
        #expect(head.stdout.contains("\"semver\": \"patch\""))
        #expect(head.stdout.contains("\"path\": \"size.touch\""))
        #expect(head.stdout.contains("\"permutations\": [\n        \"brand=b\"\n      ]"))

        let missing = try CLI.run(["diff", "--base-ref", "no-such-ref"] + config, in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr == "tokenc: error: no-such-ref is not a commit in this repository\n")
    }

    @Test func baseRefFollowsTheResolverWhenNoConfigIsGiven() throws {
        let dir = try Self.repository()
        try Self.write(#"{"size": {"touch": {"$type": "dimension", "$value": {"value": 50, "unit": "px"}}}}"#, "tokens/a.json", in: dir)
        let r = try CLI.run(["diff", "--base-ref", "HEAD", "--resolver", "tokens/tokens.resolver.json", "--format", "markdown"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("| `size.touch` | value-changed | `48px` | `50px` | +2px | brand=a |"))
        // From a subdirectory, the same project path resolves against the repository.
        let sub = try CLI.run(["diff", "--base-ref", "HEAD", "--config", "tokenc.json", "--fail-on", "any"], in: dir.appendingPathComponent("tokens"))
        #expect(sub.status == 1, "\(sub.stderr)")
        #expect(sub.stdout.contains("~ size.touch"))
    }

    @Test func baseRefWithoutTheProjectFails() throws {
        let dir = try Self.repository()
        try Self.git(["mv", "tokens", "design"], in: dir)
        try Self.git(["commit", "-q", "-m", "move"], in: dir)
        let r = try CLI.run(["diff", "--base-ref", "HEAD", "--config", "tokens/tokenc.json"], in: dir)
        #expect(r.status == 2)
        let moved = try CLI.run(["diff", "--base-ref", "HEAD~1", "--config", "design/tokenc.json"], in: dir)
        #expect(moved.status == 2)
        #expect(moved.stderr == "tokenc: error: HEAD~1 has no design/tokenc.json\n")
    }

    @Test func failOnExitCodes() throws {
        let dir = try Self.repository()
        let base = try CLITests.project(["tokens/tokenc.json": Self.config, "tokens/tokens.resolver.json": Self.resolver,
                                         "tokens/core.json": Self.core(text: "#767676"),
                                         "tokens/a.json": #"{"size": {"touch": {"$type": "dimension", "$value": {"value": 48, "unit": "px"}}}}"#,
                                         "tokens/b.json": #"{"size": {"touch": {"$type": "dimension", "$value": {"value": 44, "unit": "px"}}}}"#])
        let args = ["diff", "--base", base.path, "--config", "tokens/tokenc.json"]
        #expect(try CLI.run(args + ["--fail-on", "any"], in: dir).status == 0)
        #expect(try CLI.run(args + ["--fail-on", "breaking"], in: dir).status == 0)

        // A value change: fails --fail-on any, not breaking.
        try Self.write(#"{"size": {"touch": {"$type": "dimension", "$value": {"value": 46, "unit": "px"}}}}"#, "tokens/b.json", in: dir)
        #expect(try CLI.run(args + ["--fail-on", "any"], in: dir).status == 1)
        #expect(try CLI.run(args + ["--fail-on", "breaking"], in: dir).status == 0)
        #expect(try CLI.run(args, in: dir).status == 0)

        // A removal: breaking.
        try Self.write(#"{"size": {"other": {"$type": "dimension", "$value": {"value": 46, "unit": "px"}}}}"#, "tokens/b.json", in: dir)
        let breaking = try CLI.run(args + ["--fail-on", "breaking", "--format", "json"], in: dir)
        #expect(breaking.status == 1)
        #expect(breaking.stdout.contains("\"breaking\": true"))
    }

    @Test func usageAndLoadingErrorsExitTwo() throws {
        let cases: [([String], String)] = [
            (["diff"], "nothing to compare"),
            (["diff", "--from", "brand=harbor"], "--from and --to go together"),
            (["diff", "--base", ".", "--base-ref", "HEAD"], "use either --base or --base-ref"),
            (["diff", "--from", "brand=harbor", "--to", "brand=summit", "--base", "."], "use one or the other"),
            (["diff", "--from", "brand", "--to", "brand=summit"], "--from takes modifier=context pairs"),
            (["diff", "--from", "brand=harbor", "--to", "brand=nope"], "modifier \"brand\" has no context \"nope\"; it has \"harbor\", \"summit\", \"lumen\""),
            (["diff", "--from", "colour=x", "--to", "brand=summit"], "unknown modifier \"colour\""),
            (["diff", "--from", "brand=harbor", "--to", "brand=summit", "--format", "yaml"], "yaml"),
            (["diff", "--base", "/nonexistent/dir"], "--base /nonexistent/dir: no such file or directory"),
            (["diff", "--base", ".", "--id-extension", "id"], "--id-extension takes an $extensions namespace and key"),
        ]
        for (args, message) in cases {
            let r = try CLI.run(args)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
    }

    @Test func tokenErrorsOnEitherSideExitOne() throws {
        let dir = try CLITests.project(["tokenc.json": #"{"tokens": ["t.json"]}"#, "t.json": #"{"a": {"$type": "number", "$value": 1}}"#])
        let broken = try CLITests.project(["tokenc.json": #"{"tokens": ["t.json"]}"#, "t.json": #"{"a": {"$type": "number", "$value": "{missing}"}}"#])
        let r = try CLI.run(["diff", "--base", broken.path, "--config", "tokenc.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("unresolved reference {missing} [unresolved-reference]"))
        #expect(r.stdout.isEmpty)
        let noResolver = try CLI.run(["diff", "--from", "brand=a", "--to", "brand=b", "--config", "tokenc.json"], in: dir)
        #expect(noResolver.status == 2)
        #expect(noResolver.stderr.contains("names token files, not a resolver"))
    }
}
