import Testing
@testable import TokenCore

@Suite struct ContrastRuleTests {
    /// Text colours and surfaces, one per line so locations are easy to pin.
    static let palette = """
    {
      "color": {
        "$type": "color",
        "text": {
          "muted": {"$value": "#777777"},
          "body": {"$value": "#767676"},
          "strong": {"$value": "#595959"},
          "black": {"$value": "#000000"},
          "red": {"$value": "#ff0000"},
          "blue": {"$value": "#0000ff"},
          "white": {"$value": "#ffffff"}
        },
        "surface": {
          "default": {"$value": "#ffffff"}
        }
      }
    }
    """

    func ratio(_ run: RuleHarness.Run, _ fg: String, _ bg: String = "color.surface.default") -> Double? {
        run.result.contrast.first { $0.foregroundPath.description == fg && $0.backgroundPath.description == bg }?.ratio
    }

    @Test func publishedRatiosAndTruncation() throws {
        let run = RuleHarness(Self.palette).run("""
        {"contrast": {"pairs": [{"foreground": "color.text.*", "background": "color.surface.default", "kind": "text"}]}}
        """)
        #expect(run.configDiagnostics.isEmpty)
        // W3C / WebAIM figures: #777 4.48 (fails AA), #767676 4.54, #595959 7.00, black 21, red 3.99, blue 8.59, white 1.
        #expect(abs(try #require(ratio(run, "color.text.muted")) - 4.478) < 0.001)
        #expect(abs(try #require(ratio(run, "color.text.body")) - 4.542) < 0.001)
        #expect(abs(try #require(ratio(run, "color.text.strong")) - 7.004) < 0.001)
        #expect(ratio(run, "color.text.black") == 21)
        #expect(abs(try #require(ratio(run, "color.text.red")) - 3.998) < 0.001)
        #expect(abs(try #require(ratio(run, "color.text.blue")) - 8.592) < 0.001)
        #expect(ratio(run, "color.text.white") == 1)
        #expect(run.summary == ["contrast@tokens.json:5:27", "contrast@tokens.json:9:25", "contrast@tokens.json:11:27"])
        let muted = run.diagnostics[0]
        #expect(muted.message == "color.text.muted (#777777) on color.surface.default (#ffffff): contrast 4.47:1 is below 4.5:1 (WCAG 1.4.3 AA, text)")
        #expect(muted.severity == .error)
        #expect(muted.tokenPath == "color.text.muted")
        #expect(muted.permutation == nil)
        #expect(muted.notes.map(\.message) == ["background color.surface.default is #ffffff", "pair declared here"])
        #expect(muted.notes.map { $0.location?.formatted } == ["tokens.json:14:29", "tokenc.json:1:40"])
        // 3.998 is shown as 3.99, never rounded up to a figure that looks like a pass.
        #expect(run.diagnostics[1].message == "color.text.red (#ff0000) on color.surface.default (#ffffff): contrast 3.99:1 is below 4.5:1 (WCAG 1.4.3 AA, text)")
        #expect(run.diagnostics[2].message == "color.text.white (#ffffff) on color.surface.default (#ffffff): contrast 1.00:1 is below 4.5:1 (WCAG 1.4.3 AA, text)")
    }

    @Test func kindsLevelsAndCustomMinimum() {
        let h = RuleHarness(Self.palette)
        func failing(_ pair: String, level: String = "AA") -> [String] {
            h.run(#"{"contrast": {"level": "\#(level)", "pairs": [\#(pair)]}}"#).findings(.contrast).map { $0.tokenPath! }
        }
        let all = #""foreground": ["color.text.muted", "color.text.red", "color.text.strong"], "background": "color.surface.default""#
        #expect(failing("{\(all), \"kind\": \"large-text\"}") == [])
        #expect(failing("{\(all), \"kind\": \"non-text\"}") == [])
        #expect(failing("{\(all), \"kind\": \"large-text\"}", level: "AAA") == ["color.text.muted", "color.text.red"])
        #expect(failing("{\(all), \"kind\": \"text\"}", level: "AAA") == ["color.text.muted", "color.text.red"])
        #expect(failing("{\(all), \"kind\": \"non-text\"}", level: "AAA") == [])
        #expect(failing("{\(all), \"kind\": \"text\", \"level\": \"AA\"}", level: "AAA") == ["color.text.muted", "color.text.red"])
        let custom = h.run(#"{"contrast": {"pairs": [{"foreground": "color.text.red", "background": "color.surface.default", "minimum": 4}]}}"#)
        #expect(custom.messages(.contrast) == ["color.text.red (#ff0000) on color.surface.default (#ffffff): contrast 3.99:1 is below 4:1 (configured minimum, text)"])
        let aaa = h.run(#"{"contrast": {"level": "AAA", "pairs": [{"foreground": "color.text.muted", "background": "color.surface.default", "kind": "large-text"}]}}"#)
        #expect(aaa.messages(.contrast) == ["color.text.muted (#777777) on color.surface.default (#ffffff): contrast 4.47:1 is below 4.5:1 (WCAG 1.4.6 AAA, large text)"])
        let nonText = h.run(#"{"contrast": {"pairs": [{"foreground": "color.text.white", "background": "color.surface.default", "kind": "non-text"}]}}"#)
        #expect(nonText.messages(.contrast) == ["color.text.white (#ffffff) on color.surface.default (#ffffff): contrast 1.00:1 is below 3:1 (WCAG 1.4.11, non-text)"])
    }

    @Test func translucentForegroundIsCompositedOverItsBackground() throws {
        let run = RuleHarness("""
        {
          "color": {
            "$type": "color",
            "ink": {"$value": "#00000080"},
            "half": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}},
            "paper": {"$value": "#ffffff"}
          }
        }
        """).run(#"{"contrast": {"pairs": [{"foreground": ["color.ink", "color.half"], "background": "color.paper"}]}}"#)
        let ink = try #require(run.result.contrast.first { $0.foregroundPath.description == "color.ink" })
        #expect(ink.measuredForeground.hexString == "#7f7f7f")
        let half = try #require(run.result.contrast.first { $0.foregroundPath.description == "color.half" })
        #expect(half.measuredForeground.hexString == "#808080")
        #expect(half.measuredForeground.alpha == 1)
        // 50 % black over white is (0.5, 0.5, 0.5): luminance ((0.5 + 0.055) / 1.055)^2.4 = 0.21404, ratio 1.05 / 0.26404.
        #expect(abs(half.ratio - 1.05 / 0.264_04) < 0.0005)
        #expect(run.messages(.contrast) == [
            "color.ink (#00000080, composited #7f7f7f) on color.paper (#ffffff): contrast 4.00:1 is below 4.5:1 (WCAG 1.4.3 AA, text)",
            "color.half (#00000080, composited #808080) on color.paper (#ffffff): contrast 3.97:1 is below 4.5:1 (WCAG 1.4.3 AA, text)",
        ])
    }

    @Test func translucentBackgroundIsCompositedOverEachSurface() throws {
        let tokens = """
        {
          "color": {
            "$type": "color",
            "label": {"$value": "#6b5bd6"},
            "wash": {"$value": "#6b5bd61a"},
            "surface": {
              "default": {"$value": "#ffffff"},
              "sunken": {"$value": "#d0d0d0"}
            }
          }
        }
        """
        let h = RuleHarness(tokens)
        let run = h.run(#"{"contrast": {"over": ["color.surface.*"], "pairs": [{"foreground": "color.label", "background": "color.wash"}]}}"#)
        #expect(run.result.contrast.map { $0.surfacePath?.description } == ["color.surface.default", "color.surface.sunken"])
        // 0x1a alpha = 0.10196: red 0.4196 × 0.10196 + 1 × 0.89804 = 0.9408 → f0 over white; over #d0d0d0 → c6.
        #expect(run.result.contrast.map(\.measuredBackground.hexString) == ["#f0eefb", "#c6c4d1"])
        #expect(run.summary == ["contrast@tokens.json:4:25", "contrast@tokens.json:4:25"])
        #expect(run.messages(.contrast) == [
            "color.label (#6b5bd6) on color.wash (#6b5bd61a over color.surface.default #ffffff, composited #f0eefb): contrast 4.48:1 is below 4.5:1 (WCAG 1.4.3 AA, text)",
            "color.label (#6b5bd6) on color.wash (#6b5bd61a over color.surface.sunken #d0d0d0, composited #c6c4d1): contrast 2.98:1 is below 4.5:1 (WCAG 1.4.3 AA, text)",
        ])
        let d = run.diagnostics[1]
        #expect(d.notes.map(\.message) == ["background color.wash is #6b5bd61a", "surface color.surface.sunken is #d0d0d0", "pair declared here"])
        #expect(d.notes[1].location?.formatted == "tokens.json:8:28")
        // Without surfaces: white, or black in a theme whose appearance is dark.
        let light = RuleHarness([("t.json", tokens)], permutations: [([("theme", "dark")], ["t.json"])])
            .run(#"{"contrast": {"pairs": [{"foreground": "color.label", "background": "color.wash"}]}}"#)
        #expect(light.result.contrast.map(\.measuredBackground.hexString) == ["#f0eefb"])
        let dark = RuleHarness([("t.json", tokens)], permutations: [([("theme", "dark")], ["t.json"])])
            .run(#"{"contrast": {"pairs": [{"foreground": "color.label", "background": "color.wash"}]}}"#,
                 appearances: ["dark": Config.Appearance(dark: true)])
        #expect(dark.result.contrast.map(\.measuredBackground.hexString) == ["#0b0916"])
        #expect(dark.diagnostics[0].notes.map(\.message).contains("the background is translucent and no \"over\" surface is a colour here; measured over black (dark theme)"))
    }

    @Test func wideGamutColoursAreMeasuredInSRGB() throws {
        let run = RuleHarness("""
        {"c": {"$type": "color",
          "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
          "bg": {"$value": "#ffffff"}}}
        """).run(#"{"contrast": {"pairs": [{"foreground": "c.p3", "background": "c.bg"}]}}"#)
        let m = try #require(run.result.contrast.first)
        let p3 = ColorValue(colorSpace: .displayP3, components: [1, 0, 0])
        // Out of sRGB: measured from its gamut-mapped sRGB components, and shown as that sRGB hex.
        #expect(!p3.isInSRGBGamut)
        #expect(m.measuredForeground.hexString == p3.hexString)
        #expect(m.ratio == ColorValue.contrastRatio(p3, ContrastEngine.white))
        let srgb = p3.srgbComponents
        let mapped = ColorValue(colorSpace: .srgb, components: [srgb.red, srgb.green, srgb.blue])
        #expect(m.ratio == ColorValue.contrastRatio(mapped, ContrastEngine.white))
        #expect(run.messages(.contrast) == ["c.p3 (\(p3.hexString) from display-p3) on c.bg (#ffffff): contrast \(m.ratioText):1 is below 4.5:1 (WCAG 1.4.3 AA, text)"])
        #expect(m.ratioText.hasPrefix("3."))
    }
}
