import Testing
@testable import TokenCore

/// `tokenc fix --contrast`'s search and plan: the nearest passing colour by ΔE2000 (checked against a brute-force
/// grid), in sRGB, hue kept, in the definition's written form; the definition chosen; the impossible case named.
@Suite struct ContrastFixTests {
    static let white = ColorValue(hex: "#ffffff")!
    static let black = ColorValue(hex: "#000000")!
    static let hexForm = ContrastFixForm(space: nil)

    /// A pair with the candidate as foreground on `background`.
    static func text(on background: ColorValue, level: ContrastLevel = .aa, algorithm: ContrastAlgorithm = .wcag2, use: APCAUseCase? = nil) -> ContrastFixConstraint {
        ContrastFixConstraint(foreground: .candidate, background: .fixed(background), surface: .fixed(white), fallback: white,
                              requirement: ContrastRequirement(kind: .text, level: level, customMinimum: nil, algorithm: algorithm, use: use))
    }

    static func search(_ hex: String, _ constraints: [ContrastFixConstraint], form: ContrastFixForm = hexForm) -> ContrastFixSearch.Found? {
        ContrastFixSearch.nearest(to: ColorValue(hex: hex)!, written: form.written) { c in constraints.allSatisfy { $0.passes(c) } }
    }

    /// OKLCH hue in degrees.
    static func hue(_ c: ColorValue) -> Double { ColorMath.toPolar(c.oklab, epsilon: 0).2 ?? 0 }

    /// The least ΔE2000 over a coarse OKLCH grid (lightness 0…1 in 0.01 steps, chroma the original's in eighths,
    /// the original hue), each point written as hex, found by trying every point: the search (a finer grid that
    /// holds this one, pruned by distance) must match or beat it.
    static func bruteForce(_ hex: String, _ constraints: [ContrastFixConstraint]) -> Double? {
        let original = ColorValue(hex: hex)!
        let (_, c0, h) = ColorMath.toPolar(original.oklab, epsilon: 0.000001)
        var best: Double?
        for k in 0...8 {
            for i in 0...100 {
                let candidate = ColorValue(colorSpace: .oklch, components: [Double(i) / 100, c0 * Double(k) / 8, h ?? 0])
                guard candidate.isInSRGBGamut else { continue }
                let written = hexForm.written(candidate)
                guard constraints.allSatisfy({ $0.passes(written) }) else { continue }
                let d = original.deltaE2000(written)
                if best == nil || d < best! { best = d }
            }
        }
        return best
    }

    @Test func greyJustBelowAAGetsTheNextPassingGrey() throws {
        // #777777 on white is 4.47:1; #767676 is the lightest grey at 4.54:1.
        let found = try #require(Self.search("#777777", [Self.text(on: Self.white)]))
        #expect(found.color.hexString == "#767676")
        #expect(found.deltaE < 0.5)
        // With APCA as well (body text, Lc 75), the grey must go darker, to #6e6e6e.
        let both = try #require(Self.search("#777777", [Self.text(on: Self.white, algorithm: .both)]))
        #expect(APCA.lightnessContrast(text: both.color, background: Self.white) >= 75)
        #expect(ColorValue.contrastRatio(both.color, Self.white) >= 4.5)
        #expect(both.color.hexString == "#6e6e6e", "\(both.color.hexString)")
    }

    @Test(arguments: ["#4a90e2", "#e24a4a", "#2fa84f", "#b58b00", "#9b59b6", "#8a7f70"])
    func theResultIsAsNearAsABruteForceGridHueKeptInGamut(hex: String) throws {
        for constraints in [[Self.text(on: Self.white)], [Self.text(on: Self.black, level: .aaa)],
                            [Self.text(on: ColorValue(hex: "#2b2620")!, algorithm: .both, use: .largeText)]] {
            let found = try #require(Self.search(hex, constraints))
            let reference = try #require(Self.bruteForce(hex, constraints))
            #expect(found.deltaE <= reference + 1e-6, "\(hex): \(found.color.hexString) ΔE \(found.deltaE) vs grid \(reference)")
            #expect(constraints.allSatisfy { $0.passes(found.color) })
            #expect(found.color.isInSRGBGamut)
            let original = ColorValue(hex: hex)!
            let dh = abs(Self.hue(found.color) - Self.hue(original))
            // 8-bit rounding moves the hue a little; a grey has none.
            if ColorMath.toPolar(found.color.oklab, epsilon: 0).1 > 0.02 { #expect(min(dh, 360 - dh) < 3, "\(hex) → \(found.color.hexString)") }
        }
    }

    @Test func aColourObjectKeepsItsSpaceAndAlpha() throws {
        let original = ColorValue(colorSpace: .oklch, components: [0.7, 0.1, 250], alpha: 0.9)
        let form = ContrastFixForm(space: .oklch, hasAlpha: true)
        let c = Self.text(on: Self.white)
        let found = try #require(ContrastFixSearch.nearest(to: original, written: form.written, passes: c.passes))
        #expect(found.color.colorSpace == .oklch)
        #expect(found.color.alpha == 0.9)
        #expect(abs((found.color.components[2] ?? 0) - 250) < 0.01)
        let edits = form.edits(found.color, at: Origin(file: "t.json", pointer: JSONPointer(["color", "a"])))
        #expect(edits.count == 1)
        #expect(edits.first?.location.pointer == JSONPointer(["color", "a", "$value", "components"]))
    }

    @Test func twoBackgroundsThatPullApartMakeItImpossible() {
        // AAA on white needs a dark grey, AAA on black a light one: no grey is both.
        let constraints = [Self.text(on: Self.white, level: .aaa), Self.text(on: Self.black, level: .aaa)]
        #expect(Self.search("#777777", constraints) == nil)
        #expect(ContrastFixSearch.blocking(constraints, original: ColorValue(hex: "#777777")!, written: Self.hexForm.written) == [0, 1])
        // A pair no colour meets alone is named alone.
        let alone = [Self.text(on: ColorValue(hex: "#808080")!, level: .aaa)]
        #expect(ContrastFixSearch.blocking(alone, original: ColorValue(hex: "#777777")!, written: Self.hexForm.written) == [0])
    }

    @Test func aContrastFixWinsOverAnotherFixItOfTheSameValue() {
        func at(_ tokens: [String]) -> TokenCore.SourceLocation { TokenCore.SourceLocation(file: "t.json", pointer: JSONPointer(tokens)) }
        let contrast = Diagnostic(.contrast, "a fails", at: at(["a", "$value"]),
                                  fixIt: FixIt("set a", edits: [.replace(at(["a", "$value"]), json: ##""#767676""##)]))
        let sameValue = Diagnostic(.deprecatedForm, "hex string", at: at(["a", "$value"]),
                                   fixIt: FixIt("write object", edits: [.replace(at(["a", "$value"]), json: #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#)]))
        let inside = Diagnostic(.deprecatedForm, "inside", at: at(["a", "$value", "hex"]),
                                fixIt: FixIt("write hex", edits: [.replace(at(["a", "$value", "hex"]), json: ##""#000000""##)]))
        let other = Diagnostic(.deprecatedForm, "other token", at: at(["b", "$value"]),
                               fixIt: FixIt("write object", edits: [.replace(at(["b", "$value"]), json: "{}")]))
        let out = FixIt.preferringContrastFixes([contrast, sameValue, inside, other])
        #expect(out.map { $0.fixIt != nil } == [true, false, false, true])
        #expect(out.map { $0.message } == ["a fails", "hex string", "inside", "other token"])
    }

    // MARK: The plan, through the rule

    static let palette = """
    {
      "color": {
        "$type": "color",
        "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
        "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}},
        "grey": {"$value": {"colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667], "hex": "#777777"}},
        "text": {"a": {"$value": "{color.grey}"}, "b": {"$value": "{color.grey}"}}
      }
    }
    """

    @Test func thePaletteColourIsChangedWhenEveryUserStillPasses() throws {
        let run = RuleHarness(Self.palette).run(#"{"contrast": {"pairs": [{"foreground": "color.text.*", "background": "color.white"}]}}"#, contrastFixes: true)
        let findings = run.findings(.contrast)
        #expect(findings.count == 2)
        let fix = try #require(findings.first?.fixIt)
        #expect(findings.allSatisfy { $0.fixIt == fix })
        #expect(fix.message == "set color.grey in tokens.json to #767676 (was #777777; ΔE2000 0.4) so color.text.a on color.white, color.text.b on color.white pass in the permutation")
        #expect(fix.edits.map(\.location.pointer) == [JSONPointer(["color", "grey", "$value", "components"]), JSONPointer(["color", "grey", "$value", "hex"])])
        #expect(run.findings(.contrastNoFix).isEmpty)
        // Without asking, no fix-it (and no search).
        #expect(RuleHarness(Self.palette).run(#"{"contrast": {"pairs": [{"foreground": "color.text.*", "background": "color.white"}]}}"#)
            .findings(.contrast).allSatisfy { $0.fixIt == nil })
    }

    @Test func theAliasBecomesAColourWhenThePaletteCannotPassForEveryUser() throws {
        // text.a needs grey darker (on white), text.b lighter (AAA on black): the palette colour cannot serve both,
        // so text.a's alias is replaced by its own colour.
        let pairs = #"{"contrast": {"pairs": [{"foreground": "color.text.a", "background": "color.white"}, {"foreground": "color.text.b", "background": "color.black", "level": "AAA"}]}}"#
        let run = RuleHarness(Self.palette).run(pairs, contrastFixes: true)
        let fix = try #require(run.findings(.contrast).first?.fixIt)
        #expect(fix.message.hasPrefix("set color.text.a in tokens.json to #767676 (was #777777; ΔE2000 0.4)"), "\(fix.message)")
        #expect(fix.message.hasSuffix(", in place of its alias to color.grey"))
        #expect(fix.edits == [.replace(SourceLocation(file: "tokens.json", pointer: JSONPointer(["color", "text", "a", "$value"])),
                                       json: ##"{"colorSpace": "srgb", "components": [0.4627, 0.4627, 0.4627], "hex": "#767676"}"##)])
    }

    @Test func anAliasIsPointedAtAnotherStepWhenNoOneColourServesEveryBrand() throws {
        // Light text aliases each brand's ink, too light on white; ink is also dark-theme text, judged at AAA on
        // black, so it cannot get darker; and the light theme's alias gives each brand a different colour, so no one
        // colour can replace it. Pointing it at the brands' ink-dark passes in both.
        let core = #"{"color": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "night": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
        let acme = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.8, 0.8, 0.8]}}, "ink-dark": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}}}}"#
        let zen = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.7, 0.7, 0.7]}}, "ink-dark": {"$value": {"colorSpace": "srgb", "components": [0.3, 0.3, 0.3]}}}}"#
        let light = #"{"color": {"$type": "color", "surface": {"$value": "{color.white}"}, "text": {"$value": "{color.ink}"}}}"#
        let dark = #"{"color": {"$type": "color", "surface": {"$value": "{color.night}"}, "text": {"$value": "{color.ink}"}}}"#
        let harness = RuleHarness([("core.json", core), ("acme.json", acme), ("zen.json", zen), ("light.json", light), ("dark.json", dark)],
                                  base: ["core.json"], brands: [("acme", "acme.json"), ("zen", "zen.json")],
                                  themes: [("light", "light.json"), ("dark", "dark.json")])
        let run = harness.run(#"{"contrast": {"pairs": [{"foreground": "color.text", "background": "color.surface"}], "overrides": [{"when": {"theme": "dark"}, "level": "AAA"}]}}"#,
                              contrastFixes: true)
        let findings = run.findings(.contrast)
        #expect(findings.count == 2)
        let fix = try #require(findings.first?.fixIt)
        #expect(findings.allSatisfy { $0.fixIt == fix })
        #expect(fix.edits == [.replace(SourceLocation(file: "light.json", pointer: JSONPointer(["color", "text", "$value"])), json: #""{color.ink-dark}""#)])
        #expect(fix.message.hasPrefix("point color.text in light.json at {color.ink-dark} (was {color.ink}; ΔE2000 up to "), "\(fix.message)")
        #expect(fix.message.hasSuffix(" so color.text on color.surface passes in brand=acme, theme=light; brand=zen, theme=light"), "\(fix.message)")
        #expect(run.findings(.contrastNoFix).isEmpty)
    }

    @Test func aPaletteStepStaysBetweenItsNeighbours() throws {
        // grey.500 must get darker than 600 to pass AAA on white: its ramp would lose its order, so the alias is
        // replaced instead.
        let tokens = """
        {
          "color": {
            "$type": "color",
            "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
            "grey": {
              "400": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "hex": "#999999"}},
              "500": {"$value": {"colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667], "hex": "#777777"}},
              "600": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.4, 0.4], "hex": "#666666"}}
            },
            "text": {"$value": "{color.grey.500}"}
          }
        }
        """
        let run = RuleHarness(tokens).run(#"{"contrast": {"pairs": [{"foreground": "color.text", "background": "color.white", "level": "AAA"}]}}"#, contrastFixes: true)
        let fix = try #require(run.findings(.contrast).first?.fixIt)
        #expect(fix.edits.map(\.location.pointer) == [JSONPointer(["color", "text", "$value"])], "\(fix.message)")
        // At AA, 500 only moves a little and stays between 400 and 600: the palette step is changed.
        let aa = RuleHarness(tokens).run(#"{"contrast": {"pairs": [{"foreground": "color.text", "background": "color.white"}]}}"#, contrastFixes: true)
        let step = try #require(aa.findings(.contrast).first?.fixIt)
        #expect(step.edits.first?.location.pointer == JSONPointer(["color", "grey", "500", "$value", "components"]), "\(step.message)")
    }

    @Test func anImpossibleFixIsALocatedFindingNamingThePairs() throws {
        let pairs = #"{"contrast": {"pairs": [{"foreground": "color.text.a", "background": ["color.white", "color.black"], "level": "AAA"}]}}"#
        let run = RuleHarness(Self.palette).run(pairs, contrastFixes: true)
        #expect(run.findings(.contrast).allSatisfy { $0.fixIt == nil })
        let none = run.findings(.contrastNoFix)
        #expect(none.count == 2)
        #expect(none.first?.message == "no colour in sRGB fixes color.text.a on color.white keeping its hue: color.text.a on color.white (the permutation) and color.text.a on color.black (the permutation) pull it in opposite directions")
        #expect(none.first?.location?.line == 7)
        #expect(none.first?.location?.column == 30)
        #expect(none.first?.severity == .warning)
    }

    @Test func fixesInOneBrandAndThemeEditOnlyThatBrandsFile() throws {
        let core = #"{"color": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "night": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}"#
        let acme = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.8, 0.8, 0.8]}}}}"#
        let zen = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.45, 0.45, 0.45]}}}}"#
        let light = #"{"color": {"$type": "color", "surface": {"$value": "{color.white}"}, "text": {"$value": "{color.night}"}}}"#
        let dark = #"{"color": {"$type": "color", "surface": {"$value": "{color.night}"}, "text": {"$value": "{color.ink}"}}}"#
        let harness = RuleHarness([("core.json", core), ("acme.json", acme), ("zen.json", zen), ("light.json", light), ("dark.json", dark)],
                                  base: ["core.json"], brands: [("acme", "acme.json"), ("zen", "zen.json")],
                                  themes: [("light", "light.json"), ("dark", "dark.json")])
        let run = harness.run(#"{"contrast": {"pairs": [{"foreground": "color.text", "background": "color.surface"}]}}"#, contrastFixes: true)
        let findings = run.findings(.contrast)
        #expect(findings.count == 1)
        #expect(findings.first?.permutation == "brand=zen, theme=dark")
        let fix = try #require(findings.first?.fixIt)
        #expect(Set(fix.edits.map(\.location.file)) == ["zen.json"])
        #expect(fix.message.contains("in brand=zen, theme=dark"), "\(fix.message)")
    }
}
