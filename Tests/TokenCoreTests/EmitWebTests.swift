import Testing
@testable import TokenCore

/// Behaviour of the web formats beyond the golden files: the `brandSelector` option's checks and selectors, names
/// that collide, and names no generated file may take literally.
@Suite struct EmitWebTests {
    typealias S = EmitSample

    static let tokens = SourceFile(path: "tokens.json", text: #"{"a": {"$type": "number", "$value": 1}}"#)

    /// The diagnostics of a config whose CSS output has `"brandSelector": <selector>` (a JSON string literal).
    static func brandSelectorDiagnostics(_ literal: String) throws -> [Diagnostic] {
        let file = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "css": {"brandSelector": \#(literal)}}"#)
        let config = try #require(Config.decode(file).config)
        return OutputRenderer.render(Compiler.compile(files: [Self.tokens]), config: config, resolver: nil, source: "x").diagnostics
    }

    @Test(arguments: [#""""#, #"" ""#, #""a, b""#, #""a{""#, #""a}""#, #""a;b""#, #""a /* c""#, #""</style>""#, #""a\\b""#,
                      #""[x=\"open]""#, #""a\nb""#, #""(a""#, #""a)""#, #"".x-{brand} / .y""#])
    func badBrandSelectorIsALocatedConfigError(_ literal: String) throws {
        let d = try Self.brandSelectorDiagnostics(literal)
        #expect(d.map(\.code) == [.configInvalid], "\(literal): \(d.map(\.message))")
        #expect(d.first?.location?.pointer == JSONPointer(["css", "brandSelector"]))
    }

    @Test(arguments: [#""[data-brand=\"{brand}\"]""#, #"".brand-{brand}""#, #"":is(.a, .b)[data-x='{brand}']""#, #""body > .app""#])
    func goodBrandSelectorIsAccepted(_ literal: String) throws {
        #expect(try Self.brandSelectorDiagnostics(literal).isEmpty)
    }

    @Test func brandSelectorComposesWithTheThemeSelectorsAndUsesTheSlug() throws {
        let model = EmitModel(brands: [BrandTokens(name: "🎨 \"Brand\"\\ */", themes: [ResolvedTokens([S.token("x", .number(1))]),
                                                                                        ResolvedTokens([S.token("x", .number(2))])])],
                              themes: [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark)], source: "s")
        let css = CSSEmitter.emit(model, options: CSSOptions(brandSelector: ".b-{brand}")).files[0].text
        #expect(css.contains("\n.b-brand,\n.b-brand[data-theme=\"light\"],\n[data-theme=\"light\"] .b-brand,\n.b-brand [data-theme=\"light\"] {\n  --x: 1;\n}\n"))
        #expect(css.contains("\n.b-brand[data-theme=\"dark\"],\n[data-theme=\"dark\"] .b-brand,\n.b-brand [data-theme=\"dark\"] {\n  --x: 2;\n}\n"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) .b-brand:not([data-theme]),\n  .b-brand:root:not([data-theme]) {\n    --x: 2;\n  }\n}\n"))
        #expect(!css.contains(":root,") && !css.contains(":root {"))
    }

    /// `primaryTint` and `primary-tint` both become `primary-tint` in CSS, SCSS and Tailwind (reported, the first kept);
    /// JavaScript keys are the names as written, so both are there.
    @Test func namesCollidingAfterCaseConversion() {
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [ResolvedTokens([
            S.token("color.primaryTint", .color(S.rgb(0x112233))), S.token("color.primary-tint", .color(S.rgb(0x445566))),
        ])])], themes: [ThemeInfo(name: "light")], source: "s")
        let scss = SCSSEmitter.emit(model)
        #expect(scss.diagnostics.map(\.code) == [.nameCollision])
        #expect(scss.files[0].text.contains("$color-primary-tint: #112233;") && !scss.files[0].text.contains("#445566"))
        let tailwind = TailwindEmitter.emit(model)
        #expect(tailwind.diagnostics.map(\.code) == [.nameCollision])
        #expect(tailwind.files[0].text.contains("--color-primary-tint: #112233;") && !tailwind.files[0].text.contains("#445566"))
        let js = JSEmitter.emit(model)
        #expect(js.diagnostics.isEmpty)
        let module = js.files.first { $0.path == "b/light.js" }?.text ?? ""
        #expect(module.contains("\"primaryTint\": \"#112233\",") && module.contains("\"primary-tint\": \"#445566\","))
    }

    @Test func scssVariableNamedLikeAMapIsLeftOutAndReported() {
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [ResolvedTokens([S.token("tokens.light", .number(1)), S.token("n", .number(2))])])],
                              themes: [ThemeInfo(name: "light")], source: "s")
        let out = SCSSEmitter.emit(model)
        #expect(out.diagnostics.map(\.code) == [.nameCollision])
        let text = out.files[0].text
        #expect(!text.contains("$tokens-light: 1;") && text.contains("$n: 2;"))
        #expect(text.contains("$tokens-light: (\n  \"tokens-light\": (1),\n  \"n\": (2),\n);"))
    }

    @Test func themesWhoseSlugsCollideAreRenamed() {
        let tokens = ResolvedTokens([S.token("n", .number(1))])
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [tokens, tokens])],
                              themes: [ThemeInfo(name: "Dark Mode"), ThemeInfo(name: "dark-mode")], source: "s")
        let scss = SCSSEmitter.emit(model)
        #expect(scss.diagnostics.map(\.code) == [.nameCollision])
        #expect(scss.files[0].text.contains("$tokens-dark-mode-2: ("))
        let js = JSEmitter.emit(model)
        #expect(js.diagnostics.map(\.code) == [.nameCollision])
        #expect(js.files.contains { $0.path == "b/dark-mode-2.js" })
    }

    @Test func protoAndDigitNamesAreSafe() {
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [ResolvedTokens([
            S.token("__proto__.x", .number(1)), S.token("100", .number(2)), S.token("s", .string("#{1+1} </script>")),
        ])])], themes: [ThemeInfo(name: "t")], source: "s")
        let js = JSEmitter.emit(model).files.first { $0.path == "b/t.js" }?.text ?? ""
        #expect(js.contains("  [\"__proto__\"]: {\n    \"x\": 1,\n  },\n"))
        #expect(js.contains("\"s\": \"#{1+1} <\\/script>\","))
        let scss = SCSSEmitter.emit(model).files[0].text
        #expect(scss.contains("$_100: 2;"))
        #expect(scss.contains("$s: \"\\23 {1+1} \\3c /script>\";"))
        #expect(!scss.contains("#{"))
    }

    /// Only `#{` is rewritten: a `#` before anything else, a `{` alone and text without either are kept.
    @Test(arguments: [("#fff", "#fff"), ("{#", "{#"), ("a#{b", "a\\23 {b"), ("##{", "#\\23 {"), ("#{#{", "\\23 {\\23 {"),
                      ("", ""), ("# {", "# {"), ("ü#{", "ü\\23 {")])
    func scssInterpolationIsEscaped(_ css: String, _ expected: String) {
        #expect(SCSSText.value(css) == expected)
    }

    /// A Tailwind variable takes the namespace after the longest matching leading words, and needs a name left.
    @Test func tailwindVariablesDropTheirLeadingWords() {
        #expect(TailwindNamespace.variable(type: .color, property: "--color-text-primary") == "--color-text-primary")
        #expect(TailwindNamespace.variable(type: .color, property: "--brand-ü") == "--color-brand-ü")
        #expect(TailwindNamespace.variable(type: .dimension, property: "--spacing-md") == "--spacing-md")
        #expect(TailwindNamespace.variable(type: .dimension, property: "--spacing-") == nil)
        #expect(TailwindNamespace.variable(type: .fontFamily, property: "--font-family-body") == "--font-body")
        #expect(TailwindNamespace.variable(type: .dimension, property: "--size-md") == nil)
    }
}
