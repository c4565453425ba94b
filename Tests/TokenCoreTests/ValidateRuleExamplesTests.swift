import Foundation
import Testing
@testable import TokenCore

/// The examples in docs/rules/<rule>.md are the fixtures under Fixtures/validate/rules/<rule>/: each page quotes
/// every file of its `triggering` and `non-triggering` folders (after a `<!-- fixture: triggering/tokens.json -->`
/// marker), and this suite runs them. With TOKENC_RECORD=1 the expected outputs and the quoted blocks are
/// rewritten from the fixtures (and the tests fail).
@Suite struct ValidateRuleExamplesTests {
    static let cases = ["triggering", "non-triggering"]
    static let docs = ValidateFixtures.packageRoot.appendingPathComponent("docs/rules")
    static var recording: Bool { ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" }

    /// The files of one example folder (name → text), from the test bundle.
    static func files(_ rule: String, _ example: String) throws -> [(String, String)] {
        let dir = try ValidateFixtures.bundleDirectory().appendingPathComponent("rules/\(rule)/\(example)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        var out: [(String, String)] = []
        for name in names { out.append((name, try #require(try ValidateFixtures.read("rules/\(rule)/\(example)/\(name)")))) }
        return out
    }

    /// Runs an example: `tokens.json` in every permutation, then one file per context (`brand.harbor.json`,
    /// `theme.dark.json`: modifier `brand` first, `theme` second, others by name), validated with `tokenc.json`.
    static func run(_ rule: String, _ example: String) throws -> RuleHarness.Run {
        let files = try Self.files(rule, example).filter { $0.0 != "expected.txt" }
        let config = try #require(files.first { $0.0 == "tokenc.json" }?.1)
        let tokens = files.filter { $0.0 != "tokenc.json" }
        var contexts: [String: [(String, String)]] = [:]
        for (name, _) in tokens where name != "tokens.json" {
            let parts = name.dropLast(".json".count).split(separator: ".", maxSplits: 1).map(String.init)
            contexts[parts[0], default: []].append((parts[1], name))
        }
        let rank = ["brand": 0, "theme": 1]
        let modifiers = contexts.keys.sorted { (rank[$0] ?? 2, $0) < (rank[$1] ?? 2, $1) }
        var permutations: [(inputs: [(String, String)], files: [String])] = [([], ["tokens.json"])]
        for m in modifiers {
            permutations = permutations.flatMap { p in contexts[m]!.map { (p.inputs + [(m, $0.0)], p.files + [$0.1]) } }
        }
        let h = RuleHarness(tokens, permutations: permutations)
        #expect(!h.compileDiagnostics.hasErrors, "\(rule)/\(example) does not compile: \(h.compileDiagnostics)")
        return h.run(configText: config)
    }

    @Test(arguments: RuleCatalog.descriptors.map(\.key))
    func examplesBehaveAsDocumented(_ rule: String) throws {
        for example in Self.cases {
            let run = try Self.run(rule, example)
            #expect(run.configDiagnostics.isEmpty, "\(rule)/\(example): \(run.configDiagnostics)")
            let rendered = RuleHarness.render(run.diagnostics)
            try ValidateFixtures.expectGolden(rendered, "rules/\(rule)/\(example)/expected.txt")
            if example == "triggering" {
                #expect(run.diagnostics.contains { $0.code.rawValue == rule }, "\(rule)/triggering does not trigger \(rule)")
            } else {
                #expect(run.diagnostics.isEmpty, "\(rule)/non-triggering reports \(rendered)")
            }
        }
    }

    @Test(arguments: RuleCatalog.descriptors.map(\.key))
    func docsQuoteEveryExampleFile(_ rule: String) throws {
        let url = Self.docs.appendingPathComponent("\(rule).md")
        let page = try String(contentsOf: url, encoding: .utf8)
        var quoted: [String: String] = [:]
        var lines = page.components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard line.hasPrefix("<!-- fixture: "), line.hasSuffix(" -->") else { i += 1; continue }
            let name = String(line.dropFirst("<!-- fixture: ".count).dropLast(" -->".count))
            #expect(i + 1 < lines.count && lines[i + 1].hasPrefix("```"), "\(rule).md: no code block after the marker for \(name)")
            var end = i + 2
            while end < lines.count && lines[end] != "```" { end += 1 }
            let block = lines[(i + 2)..<end].map { $0 + "\n" }.joined()
            quoted[name] = block
            if Self.recording {
                let source = ValidateFixtures.packageRoot.appendingPathComponent("Tests/TokenCoreTests/Fixtures/validate/rules/\(rule)/\(name)")
                if let text = try? String(contentsOf: source, encoding: .utf8) {
                    var body = text.components(separatedBy: "\n")
                    if body.last == "" { body.removeLast() }
                    lines.replaceSubrange((i + 2)..<end, with: body)
                    end = i + 2 + body.count
                }
            }
            i = end + 1
        }
        if Self.recording {
            let updated = lines.joined(separator: "\n")
            if updated != page {
                try updated.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("re-recorded the examples quoted in docs/rules/\(rule).md; run again without TOKENC_RECORD")
            }
            return
        }
        var expected: [String: String] = [:]
        for example in Self.cases {
            for (name, text) in try Self.files(rule, example) { expected["\(example)/\(name)"] = text }
        }
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(quoted[name] == text, "docs/rules/\(rule).md does not quote \(name) as it is")
        }
        for name in quoted.keys where expected[name] == nil {
            Issue.record("docs/rules/\(rule).md quotes \(name), which is not a fixture")
        }
    }
}
