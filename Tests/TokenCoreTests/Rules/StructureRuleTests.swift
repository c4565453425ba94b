import Testing
@testable import TokenCore

@Suite struct StructureRuleTests {
    @Test func caseCollisionsWithinAPermutation() {
        let h = RuleHarness([
            ("a.json", """
            {
              "color": {
                "$type": "color",
                "Primary": {"$value": "#000000"},
                "primary": {"$value": "#111111"},
                "Brand": {"Accent": {"$value": "#222222"}},
                "brand": {"accent": {"$value": "#333333"}, "other": {"$value": "#444444"}}
              }
            }
            """),
            ("b.json", #"{"Color": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
            ("c.json", #"{"color": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
        ], permutations: [([("m", "one")], ["a.json", "b.json"]), ([("m", "two")], ["c.json"]), ([("m", "three")], ["b.json"])])
        // The contexts define different tokens on purpose: only case collisions are looked at here.
        let run = h.run(#"{"missing-in-context": "off"}"#)
        // color.x (two) and Color.x (one, three) never meet in one permutation.
        #expect(RuleHarness.render(run.diagnostics) == """
        a.json:5:5: warning: color.primary and color.Primary differ only in letter case (m=one) [case-collision]
            note: a.json:4:5: color.Primary is defined here
        a.json:7:15: warning: color.brand.accent and color.Brand.Accent differ only in letter case (m=one) [case-collision]
            note: a.json:6:15: color.Brand.Accent is defined here

        """)
    }

    @Test func referencesToDeprecatedTokens() {
        let run = RuleHarness("""
        {
          "spacing": {
            "$type": "dimension",
            "gutter": {"$value": {"value": 16, "unit": "px"}, "$deprecated": "Use spacing.margin."},
            "margin": {"$value": {"value": 16, "unit": "px"}},
            "legacy": {"$value": "{spacing.gutter}", "$deprecated": true}
          },
          "card": {"$type": "dimension", "inset": {"$value": "{spacing.gutter}"}},
          "old": {"$deprecated": true, "$type": "dimension", "size": {"$value": {"value": 2, "unit": "px"}}},
          "border": {"$type": "border", "hairline": {"$value": {"color": "#000000", "width": "{old.size}", "style": "solid"}}}
        }
        """).run()
        #expect(RuleHarness.render(run.diagnostics) == """
        tokens.json:8:54: warning: card.inset references spacing.gutter, which is deprecated: Use spacing.margin. [deprecated-reference]
            note: tokens.json:4:15: spacing.gutter is deprecated here
        tokens.json:10:86: warning: border.hairline references old.size, which is deprecated [deprecated-reference]
            note: tokens.json:9:62: old.size is deprecated here

        """)
    }

    static let themes = [
        ("base.json", #"{"size": {"$type": "number", "one": {"$value": 1}}}"#),
        ("harbor.json", #"{"brand": {"$type": "number", "h": {"$value": 1}}}"#),
        ("summit.json", #"{"brand": {"$type": "number", "s": {"$value": 1}}}"#),
        ("light.json", """
        {
          "color": {
            "$type": "number",
            "text": {"$value": 1},
            "link": {"$value": 2}
          }
        }
        """),
        ("dark.json", """
        {
          "color": {
            "$type": "number",
            "text": {"$value": 3}
          }
        }
        """),
    ]

    @Test func tokensMissingInASiblingTheme() {
        let h = RuleHarness(Self.themes, base: ["base.json"], brands: [("harbor", "harbor.json"), ("summit", "summit.json")],
                            themes: [("light", "light.json"), ("dark", "dark.json")])
        // By default every modifier is compared: a brand missing a token another brand has is an error (the
        // Swift `Brand` protocol lists every token), and so is a theme missing one.
        let run = h.run()
        #expect(RuleHarness.render(run.diagnostics) == """
        harbor.json:1:31: error: brand.h is defined for brand=harbor but missing for brand=summit (theme=light; theme=dark) [missing-in-context]
        summit.json:1:31: error: brand.s is defined for brand=summit but missing for brand=harbor (theme=light; theme=dark) [missing-in-context]
        light.json:5:5: error: color.link is defined for theme=light but missing for theme=dark (brand=harbor; brand=summit) [missing-in-context]

        """)
        // Brands opt out of the check (tokens of their own), themes still must match.
        let themesOnly = h.run(#"{"missing-in-context": {"modifiers": ["theme"]}}"#)
        #expect(RuleHarness.render(themesOnly.diagnostics) == """
        light.json:5:5: error: color.link is defined for theme=light but missing for theme=dark (brand=harbor; brand=summit) [missing-in-context]

        """)
        let brands = h.run(#"{"missing-in-context": {"modifiers": ["brand", "flavour"], "severity": "warning"}}"#)
        #expect(RuleHarness.render(brands.diagnostics) == """
        tokenc.json:1:53: warning: no permutation has a modifier "flavour" [config-invalid]
        harbor.json:1:31: warning: brand.h is defined for brand=harbor but missing for brand=summit (theme=light; theme=dark) [missing-in-context]
        summit.json:1:31: warning: brand.s is defined for brand=summit but missing for brand=harbor (theme=light; theme=dark) [missing-in-context]

        """)
    }

    @Test func unusedPrimitivesAreOffByDefault() {
        let h = RuleHarness("""
        {
          "color": {
            "$type": "color",
            "blue": {"500": {"$value": "#0000ff"}, "600": {"$value": "#0000cc"}},
            "red": {"500": {"$value": "#ff0000"}},
            "accent": {"$value": "{color.blue.500}"},
            "danger": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}
          },
          "border": {"$type": "border", "alert": {"$value": {"color": "{color.red.500}", "width": {"value": 1, "unit": "px"}, "style": "solid"}}}
        }
        """)
        #expect(h.run().findings(.unusedToken).isEmpty)
        let run = h.run(#"{"unused-token": {"primitives": ["color.*.*"]}}"#)
        #expect(RuleHarness.render(run.diagnostics) == """
        tokens.json:4:44: warning: color.blue.600 is a primitive that no token references in any permutation [unused-token]

        """)
        let missing = h.run(#"{"unused-token": "error"}"#)
        #expect(RuleHarness.render(missing.diagnostics) == """
        tokenc.json:1:33: error: "unused-token" needs "primitives": the token patterns that are meant to be referenced ("color.*.*") [config-invalid]

        """)
    }
}
