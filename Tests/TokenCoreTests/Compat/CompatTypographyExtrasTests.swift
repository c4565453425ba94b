import Testing
@testable import TokenCore

/// Typography properties beyond the five of 2025.10 (`typography-extra-property`): kept in the model, carried
/// to JSON, to the CSS `font` shorthand where it takes them and to a CSS longhand each where CSS has the property,
/// to Swift as `italic`, and read from `$extensions["org.tokenc"].typography`
/// too, where the fix-it moves them.
@Suite struct CompatTypographyExtrasTests {
    static let source = ##"""
    {
      "type": {
        "$type": "typography",
        "quote": {"$value": {"fontFamily": "Georgia", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400,
                             "fontStyle": "italic", "fontVariant": "small-caps", "textTransform": "uppercase",
                             "textDecoration": "underline", "paragraphSpacing": {"value": 12, "unit": "px"},
                             "WebkitFontSmoothing": "antialiased"}},
        "label": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 600, "textCase": "uppercase"},
                  "$extensions": {"com.example": {"x": 1}}},
        "hostile": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 600,
                               "fontStyle": "italic; } body { color: red", "fontVariant": "</style>"},
                    "$extensions": {"org.tokenc": {"other": true}}}
      }
    }
    """##

    @Test func keptWithAWarningAndAFixIt() throws {
        let build = try Compat.check(Self.source, warnings: [
            "typography-extra-property@5:26", "typography-extra-property@8:109", "typography-extra-property@11:28",
        ], sameOutputs: ["css/", "swift/"])
        let d = build.diagnostics
        #expect(d[0].message == #"typography has properties "fontStyle", "fontVariant", "textTransform", "textDecoration", "paragraphSpacing", "WebkitFontSmoothing" beyond the five of DTCG 2025.10 (fontFamily, fontSize, fontWeight, letterSpacing, lineHeight); kept: JSON carries them, CSS and Swift what they can express"#)
        #expect(d[0].location?.part == .key)
        #expect(d[0].fixIt?.message == #"move "fontStyle", "fontVariant", "textTransform", "textDecoration", "paragraphSpacing", "WebkitFontSmoothing" to $extensions["org.tokenc"].typography"#)
        #expect(d[0].fixIt?.edits.count == 7)
        let css = build.text("css/compat.css")
        #expect(css.contains(##"--type-quote: italic small-caps 400 18px "Georgia";"##), "\(css)")
        #expect(css.contains(##"--type-hostile: 600 12px "Inter";"##), "\(css)")
        #expect(!css.contains("</style>") && !css.contains("color: red"), "\(css)")
        // A longhand per property CSS has, valid values only (the hostile token's are not).
        #expect(css.contains("""
          --type-quote-line-height: normal;
          --type-quote-font-style: italic;
          --type-quote-font-variant: small-caps;
          --type-quote-text-transform: uppercase;
          --type-quote-text-decoration: underline;
          --type-quote-paragraph-spacing: 12px;
          --type-quote-webkit-font-smoothing: antialiased;

        """), "\(css)")
        #expect(css.contains("  --type-label-line-height: normal;\n  --type-label-text-transform: uppercase;\n"), "\(css)")
        #expect(!css.contains("--type-hostile-font-style") && !css.contains("--type-hostile-font-variant"), "\(css)")
        let json = build.text("json/compat/default.json")
        #expect(json.contains(#""textTransform": "uppercase""#), "\(json)")
        #expect(json.contains(#""WebkitFontSmoothing": "antialiased""#), "\(json)")
        #expect(json.contains(#""textCase": "uppercase""#), "\(json)")
        // Swift carries what its text has: the slant, the case and the decoration.
        let swift = build.text("swift/DesignTokens+Compat.swift")
        #expect(swift.contains("italic: true, textCase: .uppercase, underline: true, paragraphSpacing: 12)"), "\(swift)")
        #expect(swift.contains("lineHeight: nil, textCase: .uppercase)"), "\(swift)")
        try Golden.check(build.files, against: "compat/typography-extras/expected")
    }

    /// The strict form, extras under `$extensions["org.tokenc"].typography`, gives the same value and no warning.
    @Test func readFromExtensions() {
        let build = Compat.build(##"{"t": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400}, "$extensions": {"org.tokenc": {"typography": {"fontStyle": "oblique", "fontSize": 3}}}}}"##, strict: true)
        #expect(build.diagnostics.isEmpty)
        #expect(build.text("css/compat.css").contains(##"--t: oblique 400 18px "Georgia";"##), "\(build.text("css/compat.css"))")
        #expect(build.text("json/compat/default.json").contains(#""fontStyle": "oblique""#))
    }

    /// Extras reached through a reference get the warning but no fix-it: moving the resolved value would lose the reference.
    @Test func referencedExtraHasNoFixIt() {
        let build = Compat.build(##"{"s": {"$type": "fontWeight", "$value": 400}, "t": {"$type": "typography", "$value": {"fontFamily": "Georgia", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400, "fontStyle": "{s}"}}}"##)
        #expect(build.diagnostics.map(\.code) == [.typographyExtraProperty])
        #expect(build.diagnostics.first?.fixIt == nil)
    }
}
