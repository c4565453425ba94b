import Testing
@testable import TokenCore

/// A contrast pair that names a typography token: APCA's font lookup sets the minimum Lc from the text's size
/// and weight, in each permutation, and findings and reports say which font decided it.
@Suite struct ContrastAPCAFontTests {
    /// #777777 on white is Lc 71.1, #595959 Lc 84.3, black Lc 106.0. The dark theme makes the body text 18px.
    static let harness = RuleHarness([
        ("tokens.json", #"""
        {
          "color": {
            "$type": "color",
            "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
            "grey": {"$value": {"colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667], "hex": "#777777"}},
            "dark": {"$value": {"colorSpace": "srgb", "components": [0.349, 0.349, 0.349], "hex": "#595959"}},
            "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}}
          },
          "text": {
            "$type": "color",
            "body": {"$value": "{color.dark}"},
            "heading": {"$value": "{color.grey}"},
            "caption": {"$value": "{color.black}"}
          },
          "type": {
            "$type": "typography",
            "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
            "heading": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 1.5, "unit": "rem"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
            "caption": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 10, "unit": "px"}, "fontWeight": 300, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}
          },
          "size": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}
        }
        """#),
        ("light.json", #"{}"#),
        ("dark.json", #"{"type": {"body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}"#),
    ], permutations: [([("theme", "light")], ["tokens.json", "light.json"]), ([("theme", "dark")], ["tokens.json", "dark.json"])])

    static func run(_ pairs: String) -> RuleHarness.Run {
        harness.run(#"{"contrast": {"algorithm": "apca", "pairs": [\#(pairs)]}}"#, brand: nil, theme: "theme")
    }

    @Test func theFontSetsTheMinimumInEachPermutation() {
        #expect(Self.harness.compileDiagnostics.isEmpty, "\(Self.harness.compileDiagnostics)")
        let run = Self.run(#"{"foreground": "text.*", "background": "color.surface", "typography": "type.$1"}"#)
        #expect(run.configDiagnostics.isEmpty, "\(run.configDiagnostics)")
        // Body text at 16px/400 needs Lc 90 (84.3 fails); at 18px in dark, Lc 75 (passes). The 24px bold heading
        // needs 44.7 (interpolated), and 15 more as body text; the 10px light caption is too small for any
        // contrast, in both themes (one finding).
        #expect(run.findings(.contrast).map { "\($0.permutation ?? "all"): \($0.message)" }.sorted() == [
            "all: text.caption (#000000) on color.surface (#ffffff): APCA Lc 106.0, but no contrast is enough for text this small (APCA font lookup, body text at 10px weight 300)",
            "theme=light: text.body (#595959) on color.surface (#ffffff): APCA Lc 84.3 is below 90 (APCA Lc 90, body text at 16px weight 400)",
        ])
        let heading = run.result.contrast.first { $0.foregroundPath.description == "text.heading" }
        #expect(abs((heading?.requirement.minimumLc ?? 0) - 59.6875) < 1e-6)
        #expect(heading?.requirement.apcaCriterion == "APCA Lc 59.7, body text at 24px weight 700")
        #expect(heading?.requirement.font == APCAFont(size: 24, weight: 700, token: "type.heading"))
    }

    @Test func largeTextTakesTheLookupAsItIs() {
        let run = Self.run(#"{"foreground": "text.heading", "background": "color.surface", "kind": "large-text", "typography": "type.heading"}"#)
        #expect(run.findings(.contrast).isEmpty)
        #expect(run.result.contrast.allSatisfy { abs($0.requirement.minimumLc - 44.6875) < 1e-6 })
    }

    @Test func reportsShowTheFontsMinimum() {
        let run = Self.run(#"{"foreground": "text.*", "background": "color.surface", "typography": "type.$1"}"#)
        let report = ContrastReport(measurements: run.result.contrast, permutations: Self.harness.permutations)
        let text = report.text()
        #expect(text.contains("Lc 84.3 < 90"), "\(text)")
        #expect(text.contains("Lc 106.0 < none"), "\(text)")
        let json = report.json()
        #expect(json.contains("\"minimumLc\": null") && json.contains("\"minimumLc\": 90"), "\(json)")
    }

    @Test func badTypographyIsALocatedConfigError() {
        let notTypography = Self.run(#"{"foreground": "text.body", "background": "color.surface", "typography": "size.gap"}"#)
        let problems = notTypography.findings(.configInvalid) + notTypography.configDiagnostics
        #expect(problems.map(\.message).contains { $0.contains("size.gap, a dimension token") }, "\(problems.map(\.message))")
        #expect(problems.allSatisfy { $0.location?.line != nil })
        let missing = Self.run(#"{"foreground": "text.body", "background": "color.surface", "typography": "type.missing"}"#)
        #expect((missing.findings(.configInvalid) + missing.configDiagnostics).map(\.message).contains { $0.contains("names no token for text.body") })
        let nonText = Self.run(#"{"foreground": "text.body", "background": "color.surface", "kind": "non-text", "typography": "type.body"}"#)
        #expect(nonText.configDiagnostics.map(\.message).contains { $0.contains("has no font") }, "\(nonText.configDiagnostics.map(\.message))")
        let list = Self.run(#"{"foreground": "text.body", "background": "color.surface", "typography": ["type.body", "type.heading"]}"#)
        #expect(list.configDiagnostics.map(\.message).contains { $0.contains("not a list") })
    }
}
