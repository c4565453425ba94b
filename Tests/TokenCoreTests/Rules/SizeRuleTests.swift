import Testing
@testable import TokenCore

@Suite struct SizeRuleTests {
    static let core = """
    {
      "size": {
        "$type": "dimension",
        "touch": {
          "minimum": {"$value": {"value": 44, "unit": "px"}, "$extensions": {"com.tokenc": {"touchTarget": true}}},
          "compact": {"$value": {"value": 2.5, "unit": "rem"}, "$extensions": {"com.tokenc": {"touchTarget": true}}}
        },
        "icon": {"$value": "{size.touch.compact}"},
        "hit": {"$value": "{size.touch.minimum}", "$extensions": {"com.tokenc": {"touchTarget": true}}}
      },
      "color": {"$type": "color", "tap": {"$value": "#000000", "$extensions": {"com.tokenc": {"touchTarget": true}}}}
    }
    """

    @Test func touchTargetsDefaultToAppleMinimumAndConvertRem() {
        let run = RuleHarness(Self.core).run()
        #expect(RuleHarness.render(run.findings(.touchTarget)) == """
        tokens.json:6:29: error: touch target size.touch.compact is 2.5rem (40px), below the 44px minimum (Apple HIG) [touch-target]
        tokens.json:11:106: error: color.tap is marked as a touch target but is a color; only dimension tokens can be checked [touch-target]

        """)
        // size.hit aliases a checked token: reported once, at the token that holds the value; size.icon is not a target.
        let rem = RuleHarness(Self.core).run(#"{"remBase": 20}"#)
        #expect(rem.findings(.touchTarget).count == 1)
        let wcag = RuleHarness(Self.core).run(#"{"touch-target": {"level": "wcag-aa", "tokens": ["size.icon"]}}"#)
        #expect(wcag.messages(.touchTarget) == ["color.tap is marked as a touch target but is a color; only dimension tokens can be checked"])
    }

    @Test func perBrandMinimumsAndPatterns() {
        let brand = { (name: String, px: Int) in
            #"{"button": {"$type": "dimension", "height": {"$value": {"value": \#(px), "unit": "px"}}}}"#
        }
        let h = RuleHarness([("harbor.json", brand("harbor", 44)), ("summit.json", brand("summit", 44)), ("lumen.json", brand("lumen", 40))],
                            permutations: [([("brand", "harbor")], ["harbor.json"]), ([("brand", "summit")], ["summit.json"]), ([("brand", "lumen")], ["lumen.json"])])
        let run = h.run("""
        {"touch-target": {
          "minimum": 44,
          "brands": {"harbor": 48, "lumen": 36, "harbour": 50},
          "tokens": ["button.height", "button.widht"],
          "overrides": [{"when": {"brand": "summit"}, "minimum": 46, "severity": "warning"}]
        }}
        """)
        #expect(RuleHarness.render(run.diagnostics) == """
        tokenc.json:3:52: warning: "harbour" is not a context of brand (harbor, lumen, summit) [config-invalid]
        tokenc.json:4:31: warning: "button.widht" matches no token in any permutation [config-invalid]
        harbor.json:1:56: error: touch target button.height is 44px, below the 48px minimum for brand harbor (brand=harbor) [touch-target]
            note: tokenc.json:3:24: minimum 48px set here
        summit.json:1:56: warning: touch target button.height is 44px, below the configured 46px minimum (brand=summit) [touch-target]
            note: tokenc.json:5:58: minimum 46px set here
            note: tokenc.json:5:17: the override for brand=summit applies

        """)
    }

    @Test func minSizeChecksConfiguredTokens() {
        let h = RuleHarness("""
        {
          "spacing": {"$type": "dimension", "12": {"$value": {"value": 12, "unit": "px"}}, "16": {"$value": {"value": 16, "unit": "px"}}},
          "button": {
            "$type": "dimension",
            "margin": {
              "horizontal": {"$value": "{spacing.16}"},
              "vertical": {"$value": "{spacing.12}"}
            }
          }
        }
        """)
        #expect(h.run().findings(.minSize).isEmpty)  // nothing is checked unless configured
        let run = h.run(#"{"min-size": {"tokens": ["button.margin.*"]}}"#)
        #expect(RuleHarness.render(run.diagnostics) == """
        tokens.json:7:30: error: button.margin.vertical is 12px, below the 16px minimum [min-size]
            note: tokens.json:2:54: the value comes from spacing.12

        """)
        #expect(h.run(#"{"min-size": {"tokens": ["button.margin.*"], "minimum": 12}}"#).findings(.minSize).isEmpty)
    }

    @Test func spacingGrid() {
        let h = RuleHarness("""
        {
          "spacing": {
            "$type": "dimension",
            "2": {"$value": {"value": 2, "unit": "px"}},
            "13": {"$value": {"value": 13, "unit": "px"}},
            "half": {"$value": {"value": 0.5, "unit": "rem"}},
            "neg": {"$value": {"value": -6, "unit": "px"}}
          },
          "card": {"$type": "dimension", "padding": {"$value": "{spacing.13}"}, "gap": {"$value": {"value": 10, "unit": "px"}}},
          "radius": {"$type": "dimension", "small": {"$value": {"value": 3, "unit": "px"}}}
        }
        """)
        #expect(RuleHarness.render(h.run().diagnostics) == """
        tokens.json:4:21: warning: spacing.2 is 2px, off the 4px grid (nearest: 0px or 4px) [spacing-grid]
        tokens.json:5:22: warning: spacing.13 is 13px, off the 4px grid (nearest: 12px or 16px) [spacing-grid]
        tokens.json:7:23: warning: spacing.neg is -6px, off the 4px grid (nearest: -4px or -8px) [spacing-grid]
        tokens.json:9:91: warning: card.gap is 10px, off the 4px grid (nearest: 8px or 12px) [spacing-grid]

        """)
        let tuned = h.run(#"{"spacing-grid": {"grid": 2, "allow": [13], "exempt": ["spacing.neg"], "tokens": ["spacing.*", "card.*", "radius.*"]}}"#)
        #expect(tuned.messages(.spacingGrid) == ["radius.small is 3px, off the 2px grid (nearest: 2px or 4px)"])
        #expect(h.run(#"{"spacing-grid": {"grid": 4, "tolerance": 2}}"#).findings(.spacingGrid).isEmpty)
        #expect(h.run(#"{"spacing-grid": "off"}"#).diagnostics.isEmpty)
    }

    @Test func minFontSize() {
        let h = RuleHarness("""
        {
          "font": {"size": {"$type": "dimension", "tiny": {"$value": {"value": 10, "unit": "px"}}, "body": {"$value": {"value": 17, "unit": "px"}}}},
          "label": {"$type": "dimension", "small": {"$value": {"value": 0.5, "unit": "rem"}}},
          "typography": {
            "$type": "typography",
            "caption": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 9, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
            "footnote": {"$value": {"fontFamily": "SF Pro", "fontSize": "{label.small}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
            "body": {"$value": {"fontFamily": "SF Pro", "fontSize": "{font.size.body}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
            "alias": {"$value": "{typography.caption}"}
          }
        }
        """)
        // Not configured: the built-in 11px minimum is a policy the team did not choose, so a warning.
        let run = h.run()
        #expect(RuleHarness.render(run.findings(.minFontSize).sorted()) == """
        tokens.json:2:62: warning: font size font.size.tiny is 10px, below the 11px minimum [min-font-size]
        tokens.json:3:55: warning: font size label.small is 0.5rem (8px), below the 11px minimum [min-font-size]
        tokens.json:6:64: warning: typography.caption has font size 9px, below the 11px minimum [min-font-size]

        """)
        // Configured: the severity the team sets, an error when it sets none.
        let severities = { (config: String) in Set(h.run(config).findings(.minFontSize).map(\.severity)) }
        #expect(severities(#"{"min-font-size": {"minimum": 11}}"#) == [.error])
        #expect(severities(#"{"min-font-size": "error"}"#) == [.error])
        #expect(severities(#"{"min-font-size": {"severity": "warning", "minimum": 11}}"#) == [.warning])
        #expect(RuleCatalog.defaultSeverity(of: .minFontSize) == .warning && DiagnosticCode.minFontSize.defaultSeverity == .warning)
        #expect(h.run(#"{"min-font-size": {"minimum": 10}}"#).messages(.minFontSize) == [
            "font size label.small is 0.5rem (8px), below the 10px minimum", "typography.caption has font size 9px, below the 10px minimum",
        ])
        #expect(h.run(#"{"min-font-size": {"exempt": ["typography.*", "label.*"], "tokens": []}}"#).findings(.minFontSize).isEmpty)
    }
}
