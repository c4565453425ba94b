import Testing
@testable import TokenCore

@Suite struct ValidationConfigTests {
    func decode(_ json: String) -> (ValidationConfig, [String]) {
        let file = SourceFile(path: "tokenc.json", text: "{\"validation\": \(json)}")
        let object = JSONReader.read(file).value?.objectValue?["validation"]?.objectValue ?? JSONObject()
        let (config, diagnostics) = ValidationConfig.decode(object, file: "tokenc.json")
        let locator = DiagnosticLocator(files: [file])
        return (config, diagnostics.map { locator.locate($0) }.sorted().map { "\($0.location!.line):\($0.location!.column) \($0.code.rawValue): \($0.message)" })
    }

    @Test func defaults() {
        let (c, d) = decode("{}")
        #expect(d.isEmpty)
        #expect(!c.warningsAsErrors)
        #expect(c.remBase == 16)
        #expect(c.rules.map(\.id) == RuleCatalog.descriptors.map(\.key))
        #expect(c.rules.map(\.defaultSeverity) == [.error, nil, .error, .error, .warning, .warning, .warning, .warning, .error, nil])
        #expect(c.rules.map { DiagnosticCode(rawValue: $0.id) } == c.rules.map(\.code))
        #expect(c[ContrastRule.self].severity == .error && c[UnusedTokenRule.self].severity == .off)
        #expect(c[ContrastRule.self].options.exempt.map(\.pattern.text) == ["**.*disabled*.**"])
        #expect(c[TouchTargetRule.self].options.threshold(brand: nil).value == 44)
    }

    @Test func severityShorthandAndSwitchingOn() {
        let (c, d) = decode(#"{"warningsAsErrors": true, "remBase": 10, "contrast": "warning", "spacing-grid": "off", "unused-token": {"primitives": ["a.*"]}}"#)
        #expect(d.isEmpty)
        #expect(c.warningsAsErrors && c.remBase == 10)
        #expect(c[ContrastRule.self].severity == .warning)
        #expect(c[SpacingGridRule.self].severity == .off && c[SpacingGridRule.self].isOff)
        // Configuring a rule that is off by default switches it on, as a warning.
        #expect(c[UnusedTokenRule.self].severity == .warning)
        #expect(decode(#"{"unused-token": {"severity": "off", "primitives": ["a.*"]}}"#).0[UnusedTokenRule.self].isOff)
    }

    @Test func everyMistakeIsLocated() {
        let (_, d) = decode("""
        {
          "remBase": 0,
          "contrast": "loud",
          "touch-target": {"level": "huge", "brands": {"harbor": -4}, "tokens": [3, "a..b"]},
          "spacing-grid": {"grid": "four", "allow": ["x"]},
          "min-size": {"overrides": {"when": {}}},
          "min-font-size": {"overrides": [{"severity": "off"}, 5, {"when": {"brand": 3}, "minimun": 3}]},
          "missing-in-context": {"modifiers": "theme"},
          "touch-targets": {}
        }
        """)
        #expect(d == [
            "2:14 config-invalid: \"remBase\" must be greater than 0 and at most 10000 (px per rem), not 0",
            "3:15 config-invalid: \"contrast\" must be \"error\", \"warning\", \"off\" or an object of options, not \"loud\"",
            "4:29 config-invalid: \"level\" must be one of \"apple\", \"material\", \"wcag-aa\", \"wcag-aaa\", not \"huge\"",
            "4:58 config-invalid: \"harbor\" must be a number greater than zero",
            "4:74 config-invalid: \"tokens\" must hold token patterns (strings), not number",
            "4:77 config-invalid: \"a..b\" has an empty segment",
            "5:28 config-invalid: \"grid\" must be a number, not string",
            "5:45 config-invalid: \"allow\" must be an array of numbers (px values allowed off the grid)",
            "6:29 config-invalid: \"overrides\" must be an array of {\"when\": {…}, …} objects",
            "7:35 config-invalid: an override needs \"when\", e.g. {\"brand\": \"summit\"}",
            "7:56 config-invalid: an override must be an object like {\"when\": {\"brand\": \"summit\"}, \"severity\": \"warning\"}",
            "7:78 config-invalid: \"brand\" in \"when\" must be a context name or pattern (\"*-high-contrast\"), or an array of them",
            "7:82 config-unknown-key: unknown key \"minimun\"; did you mean \"minimum\"?",
            "8:39 config-invalid: \"modifiers\" must be an array of strings",
            "9:3 config-unknown-key: unknown key \"touch-targets\"; did you mean \"touch-target\"?",
        ])
    }

    @Test func overridesApplyInOrderOnTopOfTheBase() throws {
        let (c, d) = decode("""
        {"touch-target": {"minimum": 44, "overrides": [
          {"when": {"brand": ["harbor", "lumen"]}, "minimum": 48},
          {"when": {"brand": "lumen", "theme": "*-high-contrast"}, "level": "wcag-aa"}
        ]}}
        """)
        #expect(d.isEmpty)
        func permutation(_ brand: String, _ theme: String) -> CompiledPermutation {
            CompiledPermutation(permutation: Permutation([("brand", brand), ("theme", theme)]), tokens: ResolvedTokens())
        }
        let roles = ModifierRoles(brand: "brand", theme: "theme")
        let summit = c[TouchTargetRule.self].resolved(for: permutation("summit", "light"), roles: roles)
        #expect(summit.options.threshold(brand: "summit").value == 44 && summit.applied.isEmpty)
        let harbor = c[TouchTargetRule.self].resolved(for: permutation("harbor", "dark-high-contrast"), roles: roles)
        #expect(harbor.options.threshold(brand: "harbor").value == 48 && harbor.applied.count == 1)
        // A level set by a later override replaces a minimum set earlier.
        let lumen = c[TouchTargetRule.self].resolved(for: permutation("lumen", "light-high-contrast"), roles: roles)
        #expect(lumen.options.threshold(brand: "lumen").value == 24)
        #expect(lumen.notes.map(\.message) == ["the override for brand=harbor|lumen applies", "the override for brand=lumen, theme=*-high-contrast applies"])
        // `brand`/`theme` name the configured modifiers.
        let custom = ModifierRoles(brand: "label", theme: "mode")
        let p = CompiledPermutation(permutation: Permutation([("label", "lumen"), ("mode", "light-high-contrast")]), tokens: ResolvedTokens())
        #expect(c[TouchTargetRule.self].resolved(for: p, roles: custom).applied.count == 2)
    }
}

@Suite struct ValidatorProjectConfigTests {
    static func config(_ text: String) -> Config {
        let (c, d) = Config.decode(SourceFile(path: "Tokens/tokenc.json", text: text))
        #expect(!d.hasErrors)
        return c!
    }

    @Test func rolesAppearancesAndLocationsComeFromTheProjectConfig() {
        let h = RuleHarness([("t.json", ##"{"c": {"$type": "color", "fg": {"$value": "#6b5bd6"}, "wash": {"$value": "#6b5bd61a"}}}"##)],
                            permutations: [([("look", "night")], ["t.json"])])
        let config = Self.config("""
        {"tokens": ["t.json"], "themes": {"modifier": "look", "appearances": {"night": {"colorScheme": "dark"}}},
         "validation": {"contrast": {"pairs": [{"foreground": "c.fg", "background": "c.wash"}]}}}
        """)
        let result = Validator.validate(h.permutations, project: config)
        // Dark appearance: the translucent wash is measured over black.
        #expect(result.contrast.map(\.measuredBackground.hexString) == ["#0b0916"])
        #expect(result.diagnostics.first?.notes.last?.location?.file == "Tokens/tokenc.json")
    }

    @Test func anInvalidValidationObjectRunsNoRule() {
        let h = RuleHarness(##"{"c": {"$type": "color", "fg": {"$value": "#ffffff"}, "bg": {"$value": "#ffffff"}}}"##)
        let config = Self.config(#"{"tokens": ["t.json"], "validation": {"contrast": {"pairs": [{"foreground": "c.fg", "background": "c.bg"}]}, "spacing": "off"}}"#)
        let result = Validator.validate(h.permutations, project: config)
        #expect(result.diagnostics.map(\.code) == [.configUnknownKey])
        #expect(result.diagnostics.first?.location?.file == "Tokens/tokenc.json")
        #expect(result.contrast.isEmpty)
        let plain = Validator.validate(h.permutations, project: Self.config(#"{"tokens": ["t.json"]}"#))
        #expect(plain.diagnostics.isEmpty)
    }
}
