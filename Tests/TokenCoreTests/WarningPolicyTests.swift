import Testing
@testable import TokenCore

/// `WarningPolicy` is the one place warnings become errors (`--warnings-as-errors`, `validation.warningsAsErrors`).
@Suite struct WarningPolicyTests {
    static let mixed = [
        Diagnostic(.unknownProperty, severity: .warning, "w1", notes: [DiagnosticNote("a note")]),
        Diagnostic(.unresolvedReference, severity: .error, "e1"),
        Diagnostic(.deprecatedForm, severity: .note, "n1"),
        Diagnostic(.caseCollision, severity: .warning, "w2"),
    ]

    @Test func offLeavesEveryDiagnosticAlone() {
        #expect(WarningPolicy().apply(Self.mixed) == Self.mixed)
        #expect(WarningPolicy(warningsAsErrors: false).apply(Self.mixed) == Self.mixed)
    }

    @Test func onMakesEveryWarningAnErrorAndNothingElse() {
        let applied = WarningPolicy(warningsAsErrors: true).apply(Self.mixed)
        #expect(applied.map(\.severity) == [.error, .error, .note, .error])
        #expect(applied.map(\.message) == ["w1", "e1", "n1", "w2"])
        #expect(applied.map(\.code) == Self.mixed.map(\.code))
        #expect(applied[0].notes == Self.mixed[0].notes)
        #expect(applied.hasErrors)
    }

    @Test func onWithoutWarningsChangesNothing() {
        let some = [Self.mixed[1], Self.mixed[2]]
        #expect(WarningPolicy(warningsAsErrors: true).apply(some) == some)
        #expect(WarningPolicy(warningsAsErrors: true).apply([]) == [])
        #expect(!WarningPolicy(warningsAsErrors: true).apply([Self.mixed[2]]).hasErrors)
    }

    /// A config from `text`.
    static func config(_ text: String) throws -> Config {
        try #require(Config.decode(SourceFile(path: "tokenc.json", bytes: Array(text.utf8))).config)
    }

    @Test func theFlagOrTheConfigTurnsItOn() throws {
        let on = try Self.config(#"{"tokens": ["t.json"], "validation": {"warningsAsErrors": true}}"#)
        let off = try Self.config(#"{"tokens": ["t.json"], "validation": {"warningsAsErrors": false}}"#)
        let unset = try Self.config(#"{"tokens": ["t.json"], "validation": {"spacing-grid": "off"}}"#)
        let none = try Self.config(#"{"tokens": ["t.json"]}"#)
        #expect(WarningPolicy(flag: false, config: on).warningsAsErrors)
        #expect(WarningPolicy(flag: true, config: off).warningsAsErrors)
        #expect(WarningPolicy(flag: true, config: nil).warningsAsErrors)
        for config in [off, unset, none] { #expect(!WarningPolicy(flag: false, config: config).warningsAsErrors) }
        #expect(!WarningPolicy(flag: false, config: nil).warningsAsErrors)
        // A validation object with a mistake elsewhere still says what it says about warnings.
        let mistaken = try Self.config(#"{"tokens": ["t.json"], "validation": {"warningsAsErrors": true, "contrast": 3}}"#)
        #expect(WarningPolicy(flag: false, config: mistaken).warningsAsErrors)
    }

    /// Strict mode (`--strict`, `"compatibility": "strict"`) makes compatibility warnings errors and nothing else.
    @Test func strictModeMakesCompatibilityWarningsErrors() throws {
        let compat = Diagnostic(.shortHexFallback, "c")
        let applied = WarningPolicy(compatibilityAsErrors: true).apply(Self.mixed + [compat])
        #expect(applied.map(\.severity) == [.warning, .error, .note, .warning, .error])
        #expect(WarningPolicy().apply([compat]).map(\.severity) == [.warning])
        let strict = try Self.config(#"{"tokens": ["t.json"], "compatibility": "strict"}"#)
        let lenient = try Self.config(#"{"tokens": ["t.json"], "compatibility": "lenient"}"#)
        let none = try Self.config(#"{"tokens": ["t.json"]}"#)
        #expect(WarningPolicy(flag: false, config: strict).compatibilityAsErrors)
        #expect(WarningPolicy(flag: false, strict: true, config: none).compatibilityAsErrors)
        #expect(WarningPolicy(flag: false, strict: true, config: nil).compatibilityAsErrors)
        for config in [lenient, none] { #expect(!WarningPolicy(flag: false, config: config).compatibilityAsErrors) }
        #expect(!WarningPolicy(flag: true, config: none).compatibilityAsErrors, "warnings-as-errors covers them by itself")
        let bad = Config.decode(SourceFile(path: "tokenc.json", text: #"{"tokens": ["t.json"], "compatibility": "loose"}"#))
        #expect(bad.config == nil)
        #expect(bad.diagnostics.map(\.message) == [#""compatibility" must be one of "lenient", "strict", not "loose""#])
    }

    /// Every compatibility code is a warning by default, so that strict mode has something to promote.
    @Test func compatibilityCodesAreWarnings() {
        let compat = DiagnosticCode.allCases.filter(\.isCompatibility)
        #expect(compat == [.nonStandardUnit, .shortHexFallback, .fontStackInArray, .dimensionWithoutUnit, .lineHeightDimension, .typographyExtraProperty, .misspelledType, .nonStandardType,
                           .shadowWithoutSpread, .nullDescription, .styleDictionaryType, .terrazzoModes])
        #expect(compat.allSatisfy { $0.defaultSeverity == .warning })
    }
}
