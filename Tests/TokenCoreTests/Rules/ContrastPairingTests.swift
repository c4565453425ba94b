import Testing
@testable import TokenCore

@Suite struct ContrastPairingTests {
    static let base = """
    {
      "color": {
        "$type": "color",
        "surface": {"default": {"$value": "#ffffff"}},
        "text": {"hint": {"$value": "#999999"}}
      }
    }
    """
    static let theme = """
    {
      "button": {
        "$type": "color",
        "primary": {
          "default": {
            "label": {"$value": "#ffffff"},
            "background": {"$value": "{brand.primary}"}
          },
          "disabled": {
            "label": {"$value": "#aaaaaa"},
            "background": {"$value": "#eeeeee"}
          }
        },
        "secondary": {
          "default": {
            "label": {"$value": "#767676"},
            "background": {"$value": "#ffffff"}
          }
        }
      }
    }
    """
    static func brand(_ hex: String) -> String { #"{"brand": {"$type": "color", "primary": {"$value": "\#(hex)"}}}"# }

    static let harness = RuleHarness(
        [("base.json", base), ("harbor.json", brand("#2f5fc0")), ("summit.json", brand("#7a7a7a")),
         ("light.json", theme), ("light-high-contrast.json", theme)],
        base: ["base.json"], brands: [("harbor", "harbor.json"), ("summit", "summit.json")],
        themes: [("light", "light.json"), ("light-high-contrast", "light-high-contrast.json")])

    static let config = """
    {
      "contrast": {
        "pairs": [
          {"foreground": "button.*.*.label", "background": "button.$1.$2.background", "kind": "text"}
        ],
        "overrides": [
          {"when": {"theme": "*-high-contrast"}, "level": "AAA"},
          {"when": {"brand": "summit"}, "severity": "warning"}
        ]
      }
    }
    """

    @Test func capturesPairEachLabelWithItsOwnBackground() {
        let h = Self.harness
        #expect(!h.compileDiagnostics.hasErrors)
        let run = h.run(Self.config)
        #expect(run.configDiagnostics.isEmpty)
        // 3 pairs in each of 4 permutations; the disabled pair is measured but exempt.
        #expect(run.result.contrast.count == 12)
        #expect(Set(run.result.contrast.map { "\($0.foregroundPath) | \($0.backgroundPath)" }) == [
            "button.primary.default.label | button.primary.default.background",
            "button.primary.disabled.label | button.primary.disabled.background",
            "button.secondary.default.label | button.secondary.default.background",
        ])
        #expect(run.result.contrast.filter(\.isExempt).map { $0.foregroundPath.description } == Array(repeating: "button.primary.disabled.label", count: 4))
        #expect(run.result.contrast.filter(\.isExempt).allSatisfy { !$0.passes && !$0.fails })
    }

    @Test func overridesRaiseTheLevelAndLowerTheSeverityPerPermutation() {
        let run = Self.harness.run(Self.config)
        let rendered = RuleHarness.render(run.diagnostics)
        #expect(rendered == """
        light-high-contrast.json:6:29: error: button.primary.default.label (#ffffff) on button.primary.default.background (#2f5fc0): contrast 5.96:1 is below 7:1 (WCAG 1.4.6 AAA, text) (brand=harbor, theme=light-high-contrast) [contrast]
            note: light-high-contrast.json:7:34: background button.primary.default.background is #2f5fc0 (from brand.primary)
            note: tokenc.json:4:7: pair declared here
            note: tokenc.json:7:7: the override for theme=*-high-contrast applies
        light-high-contrast.json:16:29: error: button.secondary.default.label (#767676) on button.secondary.default.background (#ffffff): contrast 4.54:1 is below 7:1 (WCAG 1.4.6 AAA, text) (brand=harbor, theme=light-high-contrast) [contrast]
            note: light-high-contrast.json:17:34: background button.secondary.default.background is #ffffff
            note: tokenc.json:4:7: pair declared here
            note: tokenc.json:7:7: the override for theme=*-high-contrast applies
        light.json:6:29: warning: button.primary.default.label (#ffffff) on button.primary.default.background (#7a7a7a): contrast 4.29:1 is below 4.5:1 (WCAG 1.4.3 AA, text) (brand=summit, theme=light) [contrast]
            note: light.json:7:34: background button.primary.default.background is #7a7a7a (from brand.primary)
            note: tokenc.json:4:7: pair declared here
            note: tokenc.json:8:7: the override for brand=summit applies
        light-high-contrast.json:6:29: warning: button.primary.default.label (#ffffff) on button.primary.default.background (#7a7a7a): contrast 4.29:1 is below 7:1 (WCAG 1.4.6 AAA, text) (brand=summit, theme=light-high-contrast) [contrast]
            note: light-high-contrast.json:7:34: background button.primary.default.background is #7a7a7a (from brand.primary)
            note: tokenc.json:4:7: pair declared here
            note: tokenc.json:7:7: the override for theme=*-high-contrast applies
            note: tokenc.json:8:7: the override for brand=summit applies
        light-high-contrast.json:16:29: warning: button.secondary.default.label (#767676) on button.secondary.default.background (#ffffff): contrast 4.54:1 is below 7:1 (WCAG 1.4.6 AAA, text) (brand=summit, theme=light-high-contrast) [contrast]
            note: light-high-contrast.json:17:34: background button.secondary.default.background is #ffffff
            note: tokenc.json:4:7: pair declared here
            note: tokenc.json:7:7: the override for theme=*-high-contrast applies
            note: tokenc.json:8:7: the override for brand=summit applies

        """)
    }

    @Test func templatesResolveAnyDepthAndPartialNames() {
        let h = RuleHarness(##"""
        {"c": {"$type": "color",
          "a": {"b": {"label": {"$value": "#000000"}, "background": {"$value": "#ffffff"}}},
          "label": {"$value": "#111111"}, "background": {"$value": "#eeeeee"},
          "x": {"label-strong": {"$value": "#222222"}, "bg-strong": {"$value": "#dddddd"}, "label-weak": {"$value": "#333333"}}}}
        """##)
        // `**` captures expand to any number of segments (none included) when resolved by interned names.
        let deep = h.run(#"{"contrast": {"pairs": [{"foreground": "c.**.label", "background": "c.$1.background"}]}}"#)
        #expect(deep.result.contrast.map { "\($0.foregroundPath) \($0.backgroundPath)" } == ["c.label c.background", "c.a.b.label c.a.b.background"])
        // A capture inside a name takes the string path.
        let partial = h.run(#"{"contrast": {"pairs": [{"foreground": "c.*.label-*", "background": "c.$1.bg-$2"}]}}"#)
        #expect(partial.result.contrast.map { "\($0.foregroundPath) \($0.backgroundPath)" } == ["c.x.label-strong c.x.bg-strong"])
        #expect(partial.diagnostics.isEmpty)
    }

    @Test func exemptionsAreConfigurable() {
        let judged = Self.harness.run(#"{"contrast": {"exempt": [], "pairs": [{"foreground": "button.primary.disabled.label", "background": "button.primary.disabled.background"}]}}"#)
        // Same finding in all four permutations (same files' values): merged, no permutation label.
        // One finding per theme file (the locations differ), each merged over the brands.
        #expect(judged.messages(.contrast) == Array(repeating: "button.primary.disabled.label (#aaaaaa) on button.primary.disabled.background (#eeeeee): contrast 2.00:1 is below 4.5:1 (WCAG 1.4.3 AA, text)", count: 2))
        #expect(judged.diagnostics.map(\.permutation) == ["brand=harbor, theme=light; brand=summit, theme=light",
                                                         "brand=harbor, theme=light-high-contrast; brand=summit, theme=light-high-contrast"])
        let custom = Self.harness.run(#"{"contrast": {"exempt": ["**.secondary.**"], "pairs": [{"foreground": "button.*.*.label", "background": "button.$1.$2.background", "level": "AAA"}]}}"#)
        // harbor: both primary pairs fail AAA in both themes; summit: its default pair (the disabled ones merged with harbor's).
        #expect(custom.findings(.contrast).map { "\($0.tokenPath!) \($0.permutation ?? "-")" } == [
            "button.primary.default.label brand=harbor, theme=light",
            "button.primary.disabled.label brand=harbor, theme=light; brand=summit, theme=light",
            "button.primary.default.label brand=harbor, theme=light-high-contrast",
            "button.primary.disabled.label brand=harbor, theme=light-high-contrast; brand=summit, theme=light-high-contrast",
            "button.primary.default.label brand=summit, theme=light",
            "button.primary.default.label brand=summit, theme=light-high-contrast",
        ])
    }

    @Test func pairsDeclaredInTokenExtensions() {
        let h = RuleHarness("""
        {
          "color": {
            "$type": "color",
            "surface": {"default": {"$value": "#ffffff"}, "raised": {"$value": "#fafafa"}},
            "hint": {
              "$value": "#999999",
              "$extensions": {"com.tokenc": {"contrast": {"against": "color.surface.*", "kind": "large-text"}}}
            },
            "caption": {
              "$value": "#949494",
              "$extensions": {"com.tokenc": {"contrast": [{"agaisnt": "color.surface.default"}]}}
            }
          }
        }
        """)
        let run = h.run()
        #expect(RuleHarness.render(run.diagnostics) == """
        tokens.json:11:51: error: a contrast pair needs "against": a token pattern such as "color.surface.default" [invalid-property]
        tokens.json:11:52: warning: unknown key "agaisnt"; did you mean "against"? [unknown-property]
        tokens.json:6:17: error: color.hint (#999999) on color.surface.default (#ffffff): contrast 2.84:1 is below 3:1 (WCAG 1.4.3 AA, large text) [contrast]
            note: tokens.json:4:39: background color.surface.default is #ffffff
            note: tokens.json:7:50: pair declared in the token's $extensions
        tokens.json:6:17: error: color.hint (#999999) on color.surface.raised (#fafafa): contrast 2.72:1 is below 3:1 (WCAG 1.4.3 AA, large text) [contrast]
            note: tokens.json:4:72: background color.surface.raised is #fafafa
            note: tokens.json:7:50: pair declared in the token's $extensions

        """)
    }

    @Test func declarationsThatMatchNothingAreReported() {
        let run = Self.harness.run("""
        {"contrast": {
          "exempt": ["**.disabeld.**"],
          "pairs": [
            {"foreground": "button.*.label", "background": "button.$1.background"},
            {"foreground": "button.*.*.label", "background": "color.surface.raised"}
          ]}}
        """)
        #expect(RuleHarness.render(run.diagnostics) == """
        tokenc.json:2:14: warning: "**.disabeld.**" matches no token in any permutation [config-invalid]
        tokenc.json:4:5: warning: this contrast pair measures nothing in any permutation: its foreground matches no token [config-invalid]
        tokenc.json:5:5: warning: this contrast pair measures nothing in any permutation: its foreground matches 3 tokens, but no background it names is a colour token of the same permutation [config-invalid]

        """)
    }

    @Test func aSelectionOfPermutationsSkipsExistenceChecks() {
        let h = Self.harness
        let harbor = Array(h.permutations.prefix(2))
        #expect(harbor.allSatisfy { $0.context(for: "brand") == "harbor" })
        let text = "{\"validation\": {\"contrast\": {\"exempt\": [\"**.loading.**\"], \"pairs\": [{\"foreground\": \"button.*.*.label\", \"background\": \"nothing.$1\"}], \"overrides\": [{\"when\": {\"brand\": \"summit\"}, \"severity\": \"off\"}]}, \"unused-token\": {\"primitives\": [\"color.text.*\"]}}}"
        let object = JSONReader.read(SourceFile(path: "tokenc.json", text: text)).value!.objectValue!["validation"]!.objectValue!
        let (config, _) = ValidationConfig.decode(object, file: "tokenc.json")
        let all = Validator.validate(harbor, config: config, brandModifier: "brand", themeModifier: "theme")
        #expect(all.diagnostics.map(\.code).filter { $0 != .contrast } == [.configInvalid, .configInvalid, .configInvalid, .unusedToken])
        let selection = Validator.validate(harbor, config: config, brandModifier: "brand", themeModifier: "theme", complete: false)
        #expect(selection.diagnostics.filter { $0.code != .contrast }.isEmpty)
    }

    @Test func strictConfigErrorsAreLocated() {
        let run = Self.harness.run("""
        {"contrast": {
          "levle": "AAA",
          "pairs": [{"foreground": "a.*", "background": "b.$2", "kind": "txt"}],
          "overrides": [{"when": {"thme": "dark"}, "severity": "loud"}]
        },
        "contrsat": "off"}
        """)
        #expect(RuleHarness.render(run.configDiagnostics) == """
        tokenc.json:2:3: error: unknown key "levle"; did you mean "level"? [config-unknown-key]
        tokenc.json:3:49: error: "b.$2" refers to $2, but the foreground "a.*" has 1 wildcard [config-invalid]
        tokenc.json:3:65: error: "kind" must be one of "text", "large-text", "non-text", not "txt" [config-invalid]
        tokenc.json:4:56: error: "severity" must be one of "error", "warning", "off", not "loud" [config-invalid]
        tokenc.json:6:1: error: unknown key "contrsat"; did you mean "contrast"? [config-unknown-key]

        """)
        // A `when` naming no modifier of these permutations is a warning at validation time.
        #expect(run.messages(.configInvalid).contains("no permutation has a modifier \"thme\" (modifiers: brand, theme)"))
    }
}
