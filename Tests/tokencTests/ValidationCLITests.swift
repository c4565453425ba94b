import Foundation
import Testing
import TestSupport

/// Validation runs on every brand × theme inside `build` and `validate`, and a finding stops the build
/// before anything is written.
@Suite struct ValidationCLITests {
    /// A copy of the sample project (Tokens/) in a temporary directory, with `edit` applied to one file.
    static func samples(editing file: String, _ edit: (String) -> String) throws -> URL {
        let dir = Scratch.directory("tokenc-val")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Tokens"), to: dir.appendingPathComponent("Tokens"))
        let url = dir.appendingPathComponent("Tokens/\(file)")
        try edit(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        return dir
    }

    @Test func samplesPassEveryRule() throws {
        let r = try CLI.run(["validate", "--warnings-as-errors"])
        #expect(r.status == 0, "\(r.stderr.prefix(2000))")
    }

    @Test func aContrastFailureIsLocatedMeasuredAndStopsTheBuild() throws {
        let dir = try Self.samples(editing: "themes/light.tokens.json") {
            $0.replacingOccurrences(of: #""primary": {"$value": "{color.brand.neutral.900}""#, with: #""primary": {"$value": "{color.brand.neutral.400}""#)
        }
        let r = try CLI.run(["build"], in: dir)
        #expect(r.status == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output").path), "the build wrote outputs despite errors")
        let line = r.stderr.split(separator: "\n").first { $0.contains("[contrast]") && $0.contains("color.text.primary") }
        let finding = try #require(line, "\(r.stderr.prefix(2000))")
        #expect(finding.hasPrefix("Tokens/themes/light.tokens.json:15:"))
        #expect(finding.contains("theme=light"))
        #expect(finding.contains(":1"))
        #expect(!finding.contains("theme=dark"))
    }

    @Test func aSmallTouchTargetFailsForTheBrandThatNeeds48() throws {
        let dir = try Self.samples(editing: "brands/harbor/size.tokens.json") {
            $0.replacingOccurrences(of: "{size.touch-target.large}", with: "{size.touch-target.standard}")
        }
        let r = try CLI.run(["validate"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("[touch-target]"), "\(r.stderr.prefix(2000))")
        #expect(r.stderr.contains("brand=harbor"))
        #expect(!r.stderr.contains("brand=summit"))
    }

    @Test func reportersForCI() throws {
        let sarif = try CLI.run(["validate", "--diagnostics-format", "sarif"])
        #expect(sarif.status == 0)
        #expect(sarif.stdout.contains("\"version\": \"2.1.0\""))
        let matrix = try CLI.run(["validate", "--report", "contrast", "--report-format", "json"])
        #expect(matrix.status == 0)
        #expect(matrix.stdout.contains("brand=lumen, theme=dark-high-contrast"))
    }

    /// Each rule the sample config declares fires on a broken copy of the samples, naming the rule's code.
    @Test(arguments: [
        ("brands/harbor/button.tokens.json", "\"horizontal\": {\n        \"$value\": \"{spacing.margin.minimum}\"", "\"horizontal\": {\n        \"$value\": {\"value\": 12, \"unit\": \"px\"}", "[min-size]", "button.margin.horizontal"),
        ("core/typography.tokens.json", "\"caption-2\": {\"$value\": {\"value\": 11, \"unit\": \"px\"}", "\"caption-2\": {\"$value\": {\"value\": 9, \"unit\": \"px\"}", "[min-font-size]", "caption-2"),
        ("brands/harbor/button.tokens.json", "\"gap\": {\"$type\": \"dimension\", \"$value\": \"{spacing.8}\"", "\"gap\": {\"$type\": \"dimension\", \"$value\": {\"value\": 7, \"unit\": \"px\"}", "[spacing-grid]", "button.gap"),
        ("themes/dark.tokens.json", "\"sunken\": {\"$value\": \"{color.brand.neutral.1000}\", \"$description\": \"Grouped table background.\"},", "", "[missing-in-context]", "color.surface.sunken"),
    ])
    func eachRuleFiresOnABrokenCopy(_ file: String, _ find: String, _ replace: String, _ code: String, _ token: String) throws {
        var found = false
        let dir = try Self.samples(editing: file) { text in
            found = text.contains(find)
            return text.replacingOccurrences(of: find, with: replace)
        }
        #expect(found, "the sample no longer contains the text this test edits")
        let r = try CLI.run(["validate", "--warnings-as-errors"], in: dir)
        #expect(r.status == 1)
        let line = r.stderr.split(separator: "\n").first { $0.contains(code) && $0.contains(token) }
        #expect(line != nil, "no \(code) finding for \(token):\n\(r.stderr.prefix(1500))")
        #expect(line?.hasPrefix("Tokens/") == true, "finding not located: \(line ?? "")")
    }

    /// A colour written in the pre-2025.10 hex string form is accepted silently by default (`legacyForms` absent:
    /// no warning is even built), and reported, located, as a warning or an error when the config asks.
    @Test(arguments: [nil, "warn", "error"] as [String?])
    func legacyFormsPolicy(_ policy: String?) throws {
        let find = ##""$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"},"##
        var found = false
        let dir = try Self.samples(editing: "core/color.tokens.json") { text in
            found = text.contains(find)
            return text.replacingOccurrences(of: find, with: ##""$value": "#ffffff","##)
        }
        #expect(found, "the sample no longer contains the text this test edits")
        if let policy {
            let config = dir.appendingPathComponent("Tokens/tokenc.json")
            let text = try String(contentsOf: config, encoding: .utf8)
            try text.replacingOccurrences(of: #""resolver": "tokens.resolver.json","#,
                                          with: #""resolver": "tokens.resolver.json", "legacyForms": "\#(policy)","#)
                .write(to: config, atomically: true, encoding: .utf8)
        }
        let r = try CLI.run(["validate"], in: dir)
        let findings = r.stderr.split(separator: "\n").filter { $0.contains("[deprecated-form]") }
        switch policy {
        case nil:
            #expect(r.status == 0, "\(r.stderr.prefix(1500))")
            #expect(findings.isEmpty, "\(findings)")
        default:
            #expect(r.status == (policy == "error" ? 1 : 0), "\(r.stderr.prefix(1500))")
            let line = try #require(findings.first, "no deprecated-form finding:\n\(r.stderr.prefix(1500))")
            #expect(line.hasPrefix("Tokens/core/color.tokens.json:8:"), "\(line)")
            #expect(line.contains(policy == "error" ? "error:" : "warning:"), "\(line)")
            #expect(line.contains("#ffffff"), "\(line)")
        }
    }
}
