import Testing
@testable import TokenCore

/// `"diagnostics"` in tokenc.json: a level per warning code, decoded strictly and applied by `WarningPolicy`.
@Suite struct DiagnosticSeveritiesTests {
    /// The config `text` decodes to, with its diagnostics.
    static func decode(_ text: String) -> (Config?, [Diagnostic]) {
        let decoded = Config.decode(SourceFile(path: "tokenc.json", bytes: Array(text.utf8)))
        return (decoded.config, decoded.diagnostics)
    }

    /// A config with `diagnostics` as its `"diagnostics"` member.
    static func config(_ diagnostics: String, validation: String = "{}") throws -> Config {
        let (config, problems) = decode(#"{"tokens": ["t.json"], "validation": \#(validation), "diagnostics": \#(diagnostics)}"#)
        #expect(problems.isEmpty, "\(problems)")
        return try #require(config)
    }

    static let unit = Diagnostic(.nonStandardUnit, "a unit", at: SourceLocation(file: "t.json", pointer: JSONPointer(["a"])))
    static let type = Diagnostic(.unknownType, "a type", at: SourceLocation(file: "t.json", pointer: JSONPointer(["b"])))
    static let property = Diagnostic(.unknownProperty, "a property", at: SourceLocation(file: "t.json", pointer: JSONPointer(["c"])))
    static let error = Diagnostic(.unresolvedReference, "a reference", at: SourceLocation(file: "t.json", pointer: JSONPointer(["d"])))

    @Test func aWarningSetOffIsNotReported() throws {
        let policy = WarningPolicy(flag: false, config: try Self.config(#"{"non-standard-unit": "off"}"#))
        #expect(policy.apply([Self.unit, Self.type, Self.error]) == [Self.type, Self.error])
    }

    @Test func aWarningCanBeRaisedToAnErrorOrLoweredToANote() throws {
        let policy = WarningPolicy(flag: false, config: try Self.config(#"{"unknown-type": "error", "unknown-property": "note"}"#))
        let applied = policy.apply([Self.unit, Self.type, Self.property])
        #expect(applied.map(\.severity) == [.warning, .error, .note])
        #expect(applied.map(\.message) == ["a unit", "a type", "a property"])
    }

    /// Per-code levels win over `--warnings-as-errors`; the flag raises every other warning.
    @Test func levelsWinOverWarningsAsErrors() throws {
        let config = try Self.config(#"{"non-standard-unit": "off", "unknown-property": "warning"}"#)
        for policy in [WarningPolicy(flag: true, config: config),
                       WarningPolicy(flag: false, config: try Self.config(#"{"non-standard-unit": "off", "unknown-property": "warning"}"#,
                                                                        validation: #"{"warningsAsErrors": true}"#))] {
            let applied = policy.apply([Self.unit, Self.type, Self.property])
            #expect(applied.map(\.code) == [.unknownType, .unknownProperty])
            #expect(applied.map(\.severity) == [.error, .warning])
        }
    }

    /// An error is never lowered, whatever its code is set to.
    @Test func anErrorOfASetCodeStaysAnError() throws {
        var promoted = Self.unit
        promoted.severity = .error
        let policy = WarningPolicy(flag: false, config: try Self.config(#"{"non-standard-unit": "off"}"#))
        #expect(policy.apply([promoted]) == [promoted])
    }

    @Test func anUnknownCodeIsRejectedAtItsKeyWithTheClosestCode() {
        let (config, problems) = Self.decode(#"{"tokens": ["t.json"], "diagnostics": {"non-standrad-unit": "off"}}"#)
        #expect(config == nil)
        let problem = try? #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem?.code == .configInvalid)
        #expect(problem?.message == #"unknown diagnostic code "non-standrad-unit"; did you mean "non-standard-unit"?"#)
        #expect(problem?.location == SourceLocation(file: "tokenc.json", pointer: JSONPointer(["diagnostics", "non-standrad-unit"]), part: .key))
    }

    @Test func aCodeFarFromAnyPointsAtTheList() {
        let (_, problems) = Self.decode(#"{"tokens": ["t.json"], "diagnostics": {"loud": "off"}}"#)
        #expect(problems.map(\.message) == [#"unknown diagnostic code "loud"; the codes are listed in docs/diagnostics.md"#])
    }

    @Test(arguments: [
        (#""warn""#, #"the level of "unknown-type" must be one of "off", "note", "warning", "error", not "warn"; did you mean "warning"?"#),
        (#""eror""#, #"the level of "unknown-type" must be one of "off", "note", "warning", "error", not "eror"; did you mean "error"?"#),
        (#""loud""#, #"the level of "unknown-type" must be one of "off", "note", "warning", "error", not "loud""#),
        ("false", #"the level of "unknown-type" must be one of "off", "note", "warning", "error", not boolean"#),
    ])
    func aBadLevelIsRejectedAtItsValue(_ level: String, _ message: String) {
        let (config, problems) = Self.decode(#"{"tokens": ["t.json"], "diagnostics": {"unknown-type": \#(level)}}"#)
        #expect(config == nil)
        #expect(problems.map(\.message) == [message])
        #expect(problems.first?.code == .configInvalid)
        #expect(problems.first?.location == SourceLocation(file: "tokenc.json", pointer: JSONPointer(["diagnostics", "unknown-type"])))
    }

    @Test(arguments: ["off", "note", "warning"])
    func aFixedErrorCannotBeLowered(_ level: String) {
        let (config, problems) = Self.decode(#"{"tokens": ["t.json"], "diagnostics": {"unresolved-reference": "\#(level)"}}"#)
        #expect(config == nil)
        #expect(problems.map(\.message) == [#""unresolved-reference" is an error that cannot be lowered: tokenc cannot build past it; only warnings can be set to "off", "note" or "warning""#])
        #expect(problems.first?.location == SourceLocation(file: "tokenc.json", pointer: JSONPointer(["diagnostics", "unresolved-reference"])))
    }

    @Test func aFixedErrorMayBeNamedAsAnError() throws {
        let config = try Self.config(#"{"invalid-value": "error"}"#)
        #expect(config.severities.levels == [.invalidValue: .error])
    }

    @Test(arguments: [("spacing-grid", "validation.spacing-grid"), ("unused-token", "validation.unused-token"), ("deprecated-form", "legacyForms")])
    func codesOwnedElsewhereAreRejected(_ code: String, _ owner: String) {
        let (_, problems) = Self.decode(#"{"tokens": ["t.json"], "diagnostics": {"\#(code)": "off"}}"#)
        #expect(problems.map(\.message) == ["\"\(code)\" is set by \"\(owner)\" in tokenc.json, not here"])
    }

    @Test func diagnosticsMustBeAnObject() {
        let (_, problems) = Self.decode(#"{"tokens": ["t.json"], "diagnostics": ["off"]}"#)
        #expect(problems.map(\.message) == [#""diagnostics" must be an object, not array"#])
    }

    /// Every warning code that no other key owns can be set; no error code can be lowered.
    @Test func theAdjustableCodesAreTheWarnings() {
        for code in DiagnosticCode.allCases {
            let owned = code == .deprecatedForm || RuleCatalog.descriptor(of: code) != nil
            #expect(DiagnosticSeverities.isAdjustable(code) == (code.defaultSeverity == .warning && !owned), "\(code)")
        }
    }
}
