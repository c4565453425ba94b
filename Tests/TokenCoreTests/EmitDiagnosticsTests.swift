import Testing
@testable import TokenCore

/// The emitters' diagnostics: name collisions (located at both tokens), inconsistent tokens, renamed
/// brands and themes.
@Suite struct EmitDiagnosticsTests {
    typealias S = EmitSample

    /// The source the collision tokens come from, so locations get real line:col.
    static let source = SourceFile(path: "tokens.json", text: """
    {
      "color": {
        "primary-tint": { "$type": "color", "$value": "#ff0000" },
        "primaryTint": { "$type": "color", "$value": "#00ff00" },
        "Primary_Tint": { "$type": "color", "$value": "#0000ff" }
      }
    }
    """)

    static var collisionModel: EmitModel {
        let tokens = ResolvedTokens([
            S.token("color.primary-tint", .color(S.rgb(0xff0000))),
            S.token("color.primaryTint", .color(S.rgb(0x00ff00))),
            S.token("color.Primary_Tint", .color(S.rgb(0x0000ff))),
        ])
        return EmitModel(brands: [BrandTokens(name: "Tokens", themes: [tokens])], themes: [ThemeInfo(name: "default")], source: "tokens.json")
    }

    @Test func swiftCollisionNamesBothTokensAtBothOrigins() throws {
        let result = SwiftEmitter.emit(Self.collisionModel)
        let located = DiagnosticLocator(files: [Self.source]).locate(result.diagnostics)
        #expect(located.count == 2)
        let d = try #require(located.first)
        #expect(d.code == .nameCollision)
        #expect(d.severity == .error)
        #expect(d.message == "`color.primaryTint` and `color.primary-tint` both become the Swift member `primaryTint` in `color`; `color.primaryTint` is left out of the output")
        #expect(d.location?.formatted == "tokens.json:4:5")
        #expect(d.notes.first?.message == "`color.primary-tint` is defined here and keeps the name")
        #expect(d.notes.first?.location?.formatted == "tokens.json:3:5")
        #expect(located[1].location?.formatted == "tokens.json:5:5")
        #expect(located[1].tokenPath == "color.Primary_Tint")
        // The first keeps the name; the others are not emitted, so the file compiles.
        let shared = result.files[0].text
        #expect(shared.contains("var primaryTint: DesignTokens.Color { get }"))
        #expect(result.files[1].text.components(separatedBy: "var primaryTint").count == 2)
    }

    @Test func cssCollisionIsReportedOnceAcrossBrands() throws {
        var model = Self.collisionModel
        model.brands.append(BrandTokens(name: "Other", themes: model.brands[0].themes))
        let result = CSSEmitter.emit(model)
        #expect(result.diagnostics.map(\.message) == [
            "`color.primaryTint` and `color.primary-tint` both become the CSS custom property `--color-primary-tint`; `color.primaryTint` is left out of the output",
            "`color.Primary_Tint` and `color.primary-tint` both become the CSS custom property `--color-primary-tint`; `color.Primary_Tint` is left out of the output",
        ])
        #expect(result.files[0].text.contains("  --color-primary-tint: #ff0000;\n}"))
    }

    @Test func typographyLonghandsCollideWithTokens() {
        let tokens = ResolvedTokens([
            S.token("type.body", .typography(TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(16, .px), fontWeight: 400,
                                                             letterSpacing: DimensionValue(0, .px), lineHeight: 1.5))),
            S.token("type.body-font-size", .dimension(DimensionValue(17, .px))),
        ])
        let model = EmitModel(brands: [BrandTokens(name: "T", themes: [tokens])], themes: [ThemeInfo(name: "t")], source: "s")
        let result = CSSEmitter.emit(model)
        #expect(result.diagnostics.map(\.message) == [
            "`type.body-font-size` and `type.body` both become the CSS custom property `--type-body-font-size`; `type.body-font-size` is left out of the output",
        ])
    }

    @Test func tokenOfAnotherTypeInAnotherBrand() {
        var model = EmitSample.twoByTwo
        var tokens = model.brands[1].themes[0].tokens
        let i = tokens.firstIndex { $0.path.description == "opacity.disabled" }!
        tokens[i] = S.token("opacity.disabled", .dimension(DimensionValue(4, .px)))
        model.brands[1].themes[0] = ResolvedTokens(tokens)
        let result = SwiftEmitter.emit(model)
        #expect(result.diagnostics.map(\.message) == [
            "`opacity.disabled` is a number token for brand=summit, theme=light but a dimension token for brand=aurora, theme=light; the Swift output needs one type, so it is left out",
        ])
        #expect(result.diagnostics.first?.permutation == "brand=aurora, theme=light")
        #expect(!result.files[0].text.contains("OpacityGroup"))
    }

    @Test func brandOnlyTokensAreNoErrorInAnyOutput() throws {
        let model = EmitSwiftCompileTests.brandOnlyModel
        #expect(SwiftEmitter.emit(model).diagnostics.isEmpty)
        let css = CSSEmitter.emit(model)
        #expect(css.diagnostics.isEmpty)
        #expect(css.files[0].text.contains("  /* Busy fill. */\n  --color-button-loading: #999999;\n"))
        #expect(css.files[0].text.contains("\n[data-theme=\"dark\"] {\n  --color-palette-accent: #409cff;\n"))
        #expect(css.files[0].text.contains("  --color-button-loading: #666666;\n"))
        #expect(!css.files[1].text.contains("loading") && !css.files[1].text.contains("spinner"))
        let json = JSONEmitter.emit(model)
        #expect(json.diagnostics.isEmpty)
        let summit = try #require(json.files.first { $0.path == "summit/dark.flat.json" }).text
        let aurora = try #require(json.files.first { $0.path == "aurora/dark.flat.json" }).text
        #expect(summit.contains("\n  \"spinner.speed\": {\"value\": 800, \"unit\": \"ms\"}"))
        #expect(!aurora.contains("spinner"))
    }

    @Test func tokenThatIsAGroupElsewhere() {
        var model = EmitSample.twoByTwo
        model.brands[1].themes[1] = ResolvedTokens(model.brands[1].themes[1].tokens + [S.token("opacity.disabled.more", .number(0.2))])
        let result = SwiftEmitter.emit(model)
        #expect(result.diagnostics.map(\.code) == [.inconsistentToken, .inconsistentToken])
        #expect(result.diagnostics.first?.message == "`opacity.disabled` is a token in one brand or theme and a group in another; the token is left out of the Swift output")
    }

    @Test func themesAndBrandsWithCollidingNamesAreRenamed() {
        let tokens = ResolvedTokens([S.token("a", .number(1))])
        let model = EmitModel(brands: [BrandTokens(name: "summit", themes: [tokens, tokens]), BrandTokens(name: "Summit", themes: [tokens, tokens])],
                              themes: [ThemeInfo(name: "high-contrast"), ThemeInfo(name: "highContrast")], source: "s")
        let swift = SwiftEmitter.emit(model)
        #expect(swift.diagnostics.map(\.message) == [
            "The themes `highContrast` and `high-contrast` both become the Swift case `highContrast`; `highContrast` is renamed `highContrast_2`",
            "The brands `Summit` and `summit` both become the Swift type `Summit` (file names ignore case); `Summit` is renamed `Summit_2`",
        ])
        #expect(swift.files.map(\.path) == ["DesignTokens.swift", "DesignTokens+Summit.swift", "DesignTokens+Summit_2.swift"])
        let css = CSSEmitter.emit(model)
        #expect(css.files.map(\.path) == ["summit.css", "summit-2.css"])
        #expect(css.diagnostics.count == 1)
        let json = JSONEmitter.emit(model)
        #expect(json.files.map(\.path) == ["summit/high-contrast.json", "summit/high-contrast.flat.json", "summit/high-contrast-2.json",
                                           "summit/high-contrast-2.flat.json", "summit-2/high-contrast.json", "summit-2/high-contrast.flat.json",
                                           "summit-2/high-contrast-2.json", "summit-2/high-contrast-2.flat.json", "manifest.json"])
        #expect(json.diagnostics.count == 2)
    }
}
