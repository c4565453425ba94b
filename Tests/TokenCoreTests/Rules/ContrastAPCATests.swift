import Testing
@testable import TokenCore

/// The contrast rule with `algorithm`: APCA judged by use case, beside or instead of WCAG 2, in findings and in
/// every rendering of the report.
@Suite struct ContrastAPCATests {
    /// #777777 on white: WCAG 4.47:1 (fails 4.5), APCA Lc 71.1 (fails body text 75, passes large text 60).
    /// #595959 on white: WCAG 7.0:1, Lc 84.3 (passes body text 75, fails its preferred 90).
    static let harness = RuleHarness(#"""
    {
      "color": {
        "$type": "color",
        "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
        "grey": {"$value": {"colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667], "hex": "#777777"}},
        "dark": {"$value": {"colorSpace": "srgb", "components": [0.349, 0.349, 0.349], "hex": "#595959"}}
      }
    }
    """#)

    static func run(_ pairs: String, rule: String = "") -> RuleHarness.Run {
        harness.run(#"{"contrast": {\#(rule)"pairs": [\#(pairs)]}}"#)
    }

    @Test func apcaJudgesByUseCase() {
        let body = Self.run(#"{"foreground": "color.grey", "background": "color.surface", "algorithm": "apca"}"#)
        #expect(body.configDiagnostics.isEmpty, "\(body.configDiagnostics)")
        #expect(body.messages(.contrast) == [
            "color.grey (#777777) on color.surface (#ffffff): APCA Lc 71.1 is below 75 (APCA Lc 75, body text)",
        ])
        let large = Self.run(#"{"foreground": "color.grey", "background": "color.surface", "kind": "large-text", "algorithm": "apca"}"#)
        #expect(large.findings(.contrast).isEmpty)
        let spot = Self.run(#"{"foreground": "color.grey", "background": "color.surface", "use": "spot"}"#, rule: #""algorithm": "apca", "#)
        #expect(spot.findings(.contrast).isEmpty)
        // AAA asks for the preferred level: 90 for body text.
        let preferred = Self.run(#"{"foreground": "color.dark", "background": "color.surface", "algorithm": "apca", "level": "AAA"}"#)
        #expect(preferred.messages(.contrast) == [
            "color.dark (#595959) on color.surface (#ffffff): APCA Lc 84.3 is below 90 (APCA Lc 90, body text)",
        ])
    }

    @Test func bothNamesEachMethodThatFails() {
        let both = Self.run(#"{"foreground": "color.grey", "background": "color.surface"}"#, rule: #""algorithm": "both", "#)
        #expect(both.messages(.contrast) == [
            "color.grey (#777777) on color.surface (#ffffff): contrast 4.47:1 is below 4.5:1 (WCAG 1.4.3 AA, text); APCA Lc 71.1 is below 75 (APCA Lc 75, body text)",
        ])
        // WCAG alone passes #595959 at AA; with both, APCA passes it too.
        #expect(Self.run(#"{"foreground": "color.dark", "background": "color.surface", "algorithm": "both"}"#).findings(.contrast).isEmpty)
        // The default is WCAG 2 alone: Lc is measured but not judged.
        let wcag = Self.run(#"{"foreground": "color.grey", "background": "color.surface", "kind": "large-text"}"#)
        #expect(wcag.findings(.contrast).isEmpty)
        #expect(wcag.result.contrast.first.map { NumberText.fixed($0.lc, places: 1) } == "71.1")
    }

    @Test func badValuesAreConfigErrors() {
        let bad = Self.run(#"{"foreground": "color.grey", "background": "color.surface", "algorithm": "wcag3", "use": "heading"}"#)
        #expect(bad.configDiagnostics.count == 2, "\(bad.configDiagnostics.map(\.message))")
        #expect(bad.configDiagnostics.allSatisfy { $0.location?.line != nil })
    }

    @Test func everyRenderingShowsBothMethodsWhenAPairUsesAPCA() {
        let run = Self.run(#"{"foreground": "color.grey", "background": "color.surface", "algorithm": "both"}, {"foreground": "color.dark", "background": "color.surface", "kind": "non-text"}"#)
        let report = ContrastReport(measurements: run.result.contrast, permutations: Self.harness.permutations)
        #expect(report.showsAPCA)
        let text = report.text()
        #expect(text.contains("4.47 < 4.5 · Lc 71.1 < 75"), "\(text)")
        #expect(text.contains("7.00 · Lc 84.3"), "\(text)")  // the WCAG-only pair shows its Lc too
        let markdown = report.markdown()
        #expect(markdown.contains("❌ 4.47 < 4.5 · Lc 71.1 < 75"), "\(markdown)")
        #expect(markdown.contains("✅ 7.00 · Lc 84.3"), "\(markdown)")
        let json = report.json()
        #expect(json.contains("\"lc\": 71.1") && json.contains("\"algorithm\": \"both\""), "\(json)")
        // Without APCA anywhere, the text and Markdown tables are as they were.
        let plain = Self.run(#"{"foreground": "color.grey", "background": "color.surface"}"#)
        let plainReport = ContrastReport(measurements: plain.result.contrast, permutations: Self.harness.permutations)
        #expect(!plainReport.showsAPCA)
        #expect(!plainReport.text().contains("Lc"))
    }
}
