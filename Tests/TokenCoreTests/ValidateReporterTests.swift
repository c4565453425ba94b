import Foundation
import Testing
@testable import TokenCore

@Suite struct ValidateReporterTests {
    /// Real findings (located) plus hand-made ones that exercise escaping and missing locations.
    static func diagnostics() -> [Diagnostic] {
        let run = ContrastPairingTests.harness.run(ContrastPairingTests.config)
        var out = Array(run.diagnostics.prefix(2))
        out.append(Diagnostic(.spacingGrid, severity: .warning, "100% wrong: a, b\nsecond line",
                              at: SourceLocation(file: "dir with space/é.json", line: 3, column: 7), token: "a.b"))
        out.append(Diagnostic(.configInvalid, "no location"))
        out.append(Diagnostic(.unusedToken, severity: .note, "a note", at: SourceLocation(file: "x.json"), notes: [DiagnosticNote("unlocated note")]))
        return out
    }

    @Test func gitHubActionsAnnotations() {
        let lines = GitHubActionsReporter().report(Self.diagnostics()).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "::error file=light-high-contrast.json,line=6,col=29,title=tokenc contrast::button.primary.default.label (#ffffff) on button.primary.default.background (#2f5fc0): contrast 5.96%3A1 is below 7%3A1 (WCAG 1.4.6 AAA, text) (brand=harbor, theme=light-high-contrast)%0Anote: light-high-contrast.json:7:34: background button.primary.default.background is #2f5fc0 (from brand.primary)%0Anote: tokenc.json:4:7: pair declared here%0Anote: tokenc.json:7:7: the override for theme=*-high-contrast applies"
            .replacingOccurrences(of: "%3A", with: ":"))
        #expect(lines[2] == "::warning file=dir with space/é.json,line=3,col=7,title=tokenc spacing-grid::100%25 wrong: a, b%0Asecond line")
        #expect(lines[3] == "::error title=tokenc config-invalid::no location")
        #expect(lines[4] == "::notice file=x.json,title=tokenc unused-token::a note%0Anote: unlocated note")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%d\r\n") == "a%3Ab%2Cc%25d%0D%0A")
        #expect(GitHubActionsReporter(stripPrefix: "/repo").line(Diagnostic(.contrast, "m", at: SourceLocation(file: "/repo/T/a.json", line: 1, column: 2)))
            == "::error file=T/a.json,line=1,col=2,title=tokenc contrast::m")
    }

    @Test func sarifGolden() throws {
        let sarif = SARIFReporter(version: "1.0.0", rulesDocumentationBase: "https://example.com/docs/rules",
                                  describe: RuleCatalog.description(of:)).report(Self.diagnostics())
        try ValidateFixtures.expectGolden(sarif, "reporters/report.sarif")
    }

    @Test func sarifHasTheRequiredStructure() throws {
        let text = SARIFReporter(describe: RuleCatalog.description(of:)).report(Self.diagnostics())
        let log = try #require(JSONReader.read(SourceFile(path: "r.sarif", text: text)).value?.objectValue)
        #expect(log["version"] == "2.1.0")
        let runs = try #require(log["runs"]?.arrayValue)
        #expect(runs.count == 1)
        let run = try #require(runs[0].objectValue)
        let driver = try #require(run["tool"]?.objectValue?["driver"]?.objectValue)
        #expect(driver["name"] == "tokenc")
        let rules = try #require(driver["rules"]?.arrayValue).compactMap { $0.objectValue?["id"]?.stringValue }
        #expect(rules == ["contrast", "spacing-grid", "unused-token", "config-invalid"])
        let results = try #require(run["results"]?.arrayValue).compactMap(\.objectValue)
        #expect(results.count == 5)
        for r in results {
            let id = try #require(r["ruleId"]?.stringValue)
            #expect(r["ruleIndex"]?.numberValue.map { rules[Int($0)] } == id)
            #expect(["error", "warning", "note"].contains(r["level"]?.stringValue ?? ""))
            #expect(r["message"]?.objectValue?["text"]?.stringValue?.isEmpty == false)
        }
        let first = results[0]
        let physical = try #require(first["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue)
        #expect(physical["artifactLocation"]?.objectValue?["uri"] == "light-high-contrast.json")
        #expect(physical["region"] == ["startLine": 6, "startColumn": 29])
        let related = try #require(first["relatedLocations"]?.arrayValue).compactMap(\.objectValue)
        #expect(related.map { $0["id"]?.numberValue } == [1, 2, 3])
        #expect(related[0]["message"]?.objectValue?["text"] == "background button.primary.default.background is #2f5fc0 (from brand.primary)")
        #expect(first["properties"]?.objectValue?["permutation"] == "brand=harbor, theme=light-high-contrast")
        // Paths become URI references; a result without a location has none.
        #expect(results[2]["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue?["artifactLocation"]?.objectValue?["uri"]
            == "dir%20with%20space/%C3%A9.json")
        #expect(results[3]["locations"] == nil)
    }

    @Test func jsonAndTextReporters() {
        let d = Self.diagnostics()
        #expect(JSONReporter().report(d) == DiagnosticRenderer(locator: DiagnosticLocator()).json(d))
        #expect(ReportFormat.text.reporter(renderer: DiagnosticRenderer(locator: DiagnosticLocator())).report([d[3]])
            == "tokenc: error: no location [config-invalid]\n1 error, 0 warnings\n")
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "github", "sarif"])
    }
}
