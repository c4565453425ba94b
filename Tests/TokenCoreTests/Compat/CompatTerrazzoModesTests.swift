import Testing
@testable import TokenCore

/// Terrazzo's modes (`$extensions.mode` beside `$value`) read as a modifier whose contexts are the modes: every
/// mode is a theme, a token that gives a mode no value keeps `$value`, mode values are typed, may be aliases,
/// and are located; one `terrazzo-modes` warning per file.
@Suite struct CompatTerrazzoModesTests {
    static let tokens = ##"""
    {
      "color": {
        "$type": "color",
        "white": {"$value": "#ffffff"},
        "black": {"$value": "#000000"},
        "bg": {"$value": "#ffffff", "$extensions": {"mode": {"light": "#ffffff", "dark": "{color.black}"}}},
        "fg": {"$value": "#111111", "$extensions": {"mode": {"light": "#111111", "dark": "#eeeeee", "contrast": "#000000"}}},
        "accent": {"$value": "#0066cc"}
      },
      "space": {"md": {"$type": "dimension", "$value": "8px", "$extensions": {"mode": {"dark": "8px"}}}}
    }
    """##

    static func files(_ tokens: String = tokens, config: String = #"{"tokens": ["tokens.json"], "css": {"path": "css"}, "output": "out"}"#) -> [String: SourceFile] {
        ["tokenc.json": SourceFile(path: "tokenc.json", text: config), "tokens.json": SourceFile(path: "tokens.json", text: tokens)]
    }

    static func run(_ files: [String: SourceFile]) throws -> TokenBuild.Outcome {
        try TokenBuild(project: .config("tokenc.json"), options: BuildOptions(validate: false), sources: InMemorySourceProvider(files)).run().get()
    }

    static func css(_ outcome: TokenBuild.Outcome) -> String {
        outcome.rendered?.files.filter { $0.path.hasPrefix("css/") }.map { String(decoding: $0.contents, as: UTF8.self) }.joined() ?? ""
    }

    @Test func everyModeIsATheme() throws {
        let outcome = try Self.run(Self.files())
        let modes = outcome.reported.filter { $0.code == .terrazzoModes }
        #expect(modes.count == 1, "\(outcome.reported.map(\.message))")
        #expect(modes.first?.severity == .warning)
        #expect(modes.first?.location?.pointer == JSONPointer(["color", "bg", "$extensions", "mode"]))
        #expect(!outcome.reported.hasErrors, "\(outcome.reported.map(\.message))")
        #expect(outcome.compiled.compilation.permutations.map(\.label) == ["mode=light", "mode=dark", "mode=contrast"])
        let byMode = Dictionary(uniqueKeysWithValues: outcome.compiled.compilation.permutations.map { ($0.label, $0.tokens) })
        // An alias in a mode value, and a mode only some tokens give (the others keep $value).
        #expect(byMode["mode=dark"]?[TokenPath(["color", "bg"])]?.value == byMode["mode=dark"]?[TokenPath(["color", "black"])]?.value)
        #expect(byMode["mode=dark"]?[TokenPath(["color", "bg"])]?.aliasOf == TokenPath(["color", "black"]))
        #expect(byMode["mode=contrast"]?[TokenPath(["color", "bg"])]?.value == byMode["mode=light"]?[TokenPath(["color", "bg"])]?.value)
        #expect(byMode["mode=contrast"]?[TokenPath(["color", "fg"])]?.value != byMode["mode=light"]?[TokenPath(["color", "fg"])]?.value)
        let css = Self.css(outcome)
        #expect(css.contains("dark"), "\(css)")
        #expect(css.contains("contrast"), "\(css)")
        #expect(css.contains("#eeeeee"), "\(css)")
    }

    @Test func aBadModeValueIsLocated() throws {
        let bad = Self.tokens.replacingOccurrences(of: ##""dark": "#eeeeee""##, with: ##""dark": "not a colour""##)
        let outcome = try Self.run(Self.files(bad))
        let errors = outcome.reported.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.location?.pointer == JSONPointer(["color", "fg", "$extensions", "mode", "dark"]) },
                "\(errors.map { "\($0.location?.pointer?.description ?? "") \($0.message)" })")
        #expect(outcome.rendered == nil)
    }

    @Test func strictModeRejectsThem() throws {
        let files = Self.files(config: #"{"tokens": ["tokens.json"], "css": {"path": "css"}, "compatibility": "strict"}"#)
        let outcome = try Self.run(files)
        let reported = WarningPolicy(flag: false, config: outcome.compiled.config).apply(outcome.reported)
        // Strict mode also refuses the fixture's pre-2025.10 colour strings (deprecated-form); modes once.
        #expect(reported.filter { $0.severity == .error && $0.code != .deprecatedForm }.map(\.code) == [.terrazzoModes])
        #expect(DiagnosticCode.terrazzoModes.isCompatibility)
    }

    @Test func theModifierNameIsConfigurable() throws {
        let files = Self.files(config: #"{"tokens": ["tokens.json"], "css": {"path": "css"}, "terrazzoModes": {"modifier": "theme"}}"#)
        let outcome = try Self.run(files)
        #expect(outcome.compiled.compilation.permutations.map(\.label) == ["theme=light", "theme=dark", "theme=contrast"])
    }

    @Test func filesWithoutModesBuildAsBefore() throws {
        let plain = #"{"a": {"$type": "number", "$value": 1, "$extensions": {"com.example": {"mode": "x"}}}}"#
        let outcome = try Self.run(Self.files(plain))
        #expect(outcome.reported.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(outcome.compiled.resolver == nil)
    }
}
