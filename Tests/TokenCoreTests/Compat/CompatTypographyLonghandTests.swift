import Testing
@testable import TokenCore

/// The CSS longhands of typography properties beyond the five (`--type-quote-text-transform: uppercase`): written
/// only with values valid for the property, the initial value where a theme's value lacks one, named through the
/// same collision check as every other custom property, and kept as `var()` references by an alias.
@Suite struct CompatTypographyLonghandTests {
    typealias S = EmitSample

    /// A typography value of Inter 16px with `extras`.
    static func style(_ extras: [String: JSONValue]) -> TokenValue {
        .typography(TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(16, .px), fontWeight: 400,
                                    extras: extras.sorted { $0.key < $1.key }.map { TypographyExtra(name: $0.key, value: $0.value) }))
    }

    @Test func validValuesOnly() {
        let build = Compat.build(##"""
        {"t": {"$type": "typography",
          "ok": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                            "textCase": "capitalize", "textDecoration": "underline line-through", "paragraphIndent": "0",
                            "paragraphSpacing": {"value": 1.5, "unit": "rem"}, "webkitFontSmoothing": "subpixel-antialiased", "fontStyle": "oblique"}},
          "bad": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                             "textTransform": "uppercase; } body { color: red", "textCase": "small-caps", "textDecoration": "underline underline",
                             "paragraphIndent": "12px; color: red", "paragraphSpacing": {"value": 12, "unit": "px", "x": "</style>"},
                             "WebkitFontSmoothing": "antialiased\n;", "fontStyle": "italic!important", "fontVariant": "</style>"}},
          "huge": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                              "paragraphIndent": {"value": 1e300, "unit": "px"}, "paragraphSpacing": 7, "textDecoration": "blink"}}
        }}
        """##)
        #expect(build.errors.isEmpty, "\(build.errors.map(\.message))")
        let css = build.text("css/compat.css")
        for line in ["--t-ok-font-style: oblique;", "--t-ok-text-transform: capitalize;", "--t-ok-text-decoration: underline line-through;",
                     "--t-ok-text-indent: 0px;", "--t-ok-paragraph-spacing: 1.5rem;", "--t-ok-webkit-font-smoothing: subpixel-antialiased;"] {
            #expect(css.contains("  " + line + "\n"), "\(line)\n\(css)")
        }
        #expect(!css.contains("--t-ok-font-variant"), "\(css)")
        for name in ["font-style", "font-variant", "text-transform", "text-decoration", "text-indent", "paragraph-spacing", "webkit-font-smoothing"] {
            #expect(!css.contains("--t-bad-" + name) && !css.contains("--t-huge-" + name), "\(name)\n\(css)")
        }
        #expect(!css.contains("color: red") && !css.contains("</style>") && !css.contains("1e300"), "\(css)")
    }

    /// A theme whose value lacks a property another theme gives declares the property's initial value, so the
    /// default theme's does not leak into it.
    @Test func aThemeWithoutThePropertyGetsItsInitialValue() throws {
        let light = ResolvedTokens([S.token("type.heading", Self.style(["textTransform": "uppercase", "fontStyle": "italic"]))])
        let dark = ResolvedTokens([S.token("type.heading", Self.style(["fontStyle": "italic"]))])
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [light, dark])],
                              themes: [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark)], source: "s")
        let css = CSSEmitter.emit(model).files[0].text
        let root = try #require(EmitCSSTests.block(css, ":root,\n[data-theme=\"light\"]"))
        #expect(root.hasSuffix("  --type-heading-line-height: normal;\n  --type-heading-font-style: italic;\n  --type-heading-text-transform: uppercase;"), "\(css)")
        let darkBlock = try #require(EmitCSSTests.block(css, "[data-theme=\"dark\"]"))
        #expect(darkBlock.contains("  --type-heading-text-transform: none;"), "\(css)")
        #expect(darkBlock.contains("  --type-heading-font-style: italic;"), "\(css)")
        // A value without any extra property gets none of these longhands.
        let plain = EmitModel(brands: [BrandTokens(name: "b", themes: [ResolvedTokens([S.token("type.body", Self.style([:]))])])],
                              themes: [ThemeInfo(name: "t")], source: "s")
        #expect(CSSEmitter.emit(plain).files[0].text.components(separatedBy: "\n  --type-body").count == 7)
    }

    /// A longhand's name goes through the collision check: a token named like it is a `name-collision`.
    @Test func aLonghandNameClashIsACollision() {
        let build = Compat.build(##"""
        {"type": {"$type": "typography",
          "quote": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "textTransform": "uppercase"}}},
         "typeQuote": {"textTransform": {"$type": "number", "$value": 1}}}
        """##)
        let collisions = build.diagnostics.filter { $0.code == .nameCollision }
        #expect(collisions.count == 1, "\(build.diagnostics.map(\.message))")
        #expect(collisions.first?.message.contains("`--type-quote-text-transform`") == true, "\(collisions.map(\.message))")
        let css = build.text("css/compat.css")
        #expect(css.components(separatedBy: "--type-quote-text-transform:").count == 2, "\(css)")
    }

    /// With `outputReferences`, an alias of a typography token refers to the target's longhands, the extra ones
    /// included.
    @Test func anAliasRefersToTheTargetsLonghands() {
        let tokens = ResolvedTokens([
            S.token("type.base", Self.style(["textDecoration": "underline"])),
            S.token("type.link", Self.style(["textDecoration": "underline"]), aliasOf: "type.base"),
        ])
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [tokens])], themes: [ThemeInfo(name: "t")], source: "s")
        let css = CSSEmitter.emit(model, options: CSSOptions(outputReferences: true)).files[0].text
        #expect(css.contains("  --type-base-text-decoration: underline;\n"), "\(css)")
        #expect(css.contains("  --type-link-text-decoration: var(--type-base-text-decoration);\n"), "\(css)")
    }

    /// Swift's `Typography` gets `italic: true` for an italic or oblique `fontStyle`, and nothing for the rest.
    @Test func swiftGetsItalic() {
        let writer = SwiftValueWriter(namespace: "N", remBase: 16)
        #expect(writer.literal(Self.style(["fontStyle": "italic"])).hasSuffix(", lineHeight: nil, italic: true)"))
        #expect(writer.literal(Self.style(["fontStyle": "oblique"])).hasSuffix(", italic: true)"))
        #expect(writer.literal(Self.style(["fontStyle": "normal"])).hasSuffix(", lineHeight: nil)"))
        #expect(writer.literal(Self.style([:])).hasSuffix(", lineHeight: nil)"))
    }
}
