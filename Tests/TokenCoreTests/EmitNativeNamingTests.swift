import Testing
@testable import TokenCore

/// Names, collisions, appearances and options of the platform formats.
@Suite struct EmitNativeNamingTests {
    static func model(_ paths: [String], themes: [ThemeInfo] = [ThemeInfo(name: "light")]) -> EmitModel {
        let tokens = ResolvedTokens(paths.enumerated().map { EmitSample.token($0.element, .color(EmitSample.rgb(UInt32($0.offset)))) })
        return EmitModel(brands: [BrandTokens(name: "b", themes: themes.map { _ in tokens })], themes: themes, source: "s")
    }

    @Test func namesThatCollideAfterConversionAreReportedAtTheLaterToken() {
        let m = Self.model(["color.primary-tint", "color.primaryTint", "color.primary_tint", "other"])
        for (format, diagnostics) in [("xcassets", AssetCatalogEmitter.emit(m).diagnostics), ("android", AndroidEmitter.emit(m).diagnostics),
                                      ("kotlin", KotlinEmitter.emit(m).diagnostics)] {
            let collisions = diagnostics.filter { $0.code == .nameCollision }
            #expect(collisions.count == 2, "\(format): \(diagnostics.map(\.message))")
            #expect(collisions.allSatisfy { $0.location != nil && $0.notes.first?.location != nil }, "\(format)")
            #expect(collisions.first?.message.contains("`color.primaryTint` and `color.primary-tint`") == true, "\(format): \(collisions.first?.message ?? "")")
        }
        #expect(AssetCatalogEmitter.emit(m).files.filter { $0.path.hasSuffix(".colorset/Contents.json") }.count == 2)
        #expect(KotlinEmitter.emit(m).files.last?.text.components(separatedBy: "const val ").count == 3)
    }

    /// Names that differ only in a digit-led word's boundary share a Swift case but not a colour-set name.
    @Test func assetCatalogChecksTheAccessorNameToo() {
        let m = Self.model(["a.1b", "a1b"])
        let d = AssetCatalogEmitter.emit(m).diagnostics
        #expect(d.count == 1 && d[0].code == .nameCollision && d[0].message.contains("Swift accessor"), "\(d.map(\.message))")
    }

    @Test func resourceNamesAreJavaIdentifiers() {
        #expect(AndroidText.name(["default"], prefix: []) == "default_")
        #expect(AndroidText.name(["100"], prefix: []) == "_100")
        #expect(AndroidText.name(["größe"], prefix: ["ds"]) == "ds_gruf6udfe")
        #expect(AssetCatalogName.colorSet(["Color", "größe"]) == "color-gruf6udfe")
        #expect(KotlinName.constant("light-high-contrast") == "LIGHT_HIGH_CONTRAST")
        #expect(KotlinName.constant("2x") == "_2X")
    }

    @Test func androidStringsAndCommentsAreEscaped() {
        #expect(AndroidText.string("@x 'y' \"z\" \\ <a>&") == "\\@x \\'y\\' \\\"z\\\" \\\\ &lt;a&gt;&amp;")
        #expect(AndroidText.string(" a  b ") == "\\u0020a\\u0020\\u0020b\\u0020")
        #expect(AndroidText.string("nul\u{0}\u{202E}\u{FFFF}") == "nul\\u0000\\u202E\\uFFFF")
        #expect(AndroidText.comment("a -- b-") == "a - - b- ")
        #expect(AndroidText.comment("<!-- x -->\nend") == "<!- - x - -> end")
        // R.java's Javadoc: no `*/`, no `\u` escape Java would read before lexing, no tag aapt2 turns into an annotation.
        #expect(AndroidText.comment("a */ b /* c") == "a * / b /* c")
        #expect(AndroidText.comment("\\u002a\\u002f") == "\\\\u002a\\\\u002f")
        #expect(AndroidText.comment("\\\\u0041 \\\\\\u0041 \\x") == "\\\\\\\\u0041 \\\\\\\\\\\\u0041 \\x")
        #expect(AndroidText.comment("@SystemApi a@b @ x @1") == "@ SystemApi a@ b @ x @1")
        #expect(AndroidText.comment("\u{202E}") == "\\\\u{202E}")
    }

    /// Printable ASCII with no `--` and no trailing `-` comes back as it is; anything else is rewritten, also
    /// when the first change is the last byte or a control character the plain check must not let through.
    @Test(arguments: [
        ("Primary text colour.", "Primary text colour."), ("a-b-c", "a-b-c"), ("-a", "-a"), ("", ""),
        ("a-", "a- "), ("a--", "a- - "), ("---", "- - - "), ("tab\there", "tab\\\\u{9}here"),
        ("ü-ü", "ü-ü"), ("x\u{7F}", "x\\\\u{7F}"), ("a\r\nb", "a  b"), ("-\n-", "- - "),
    ])
    func androidCommentsAreUnchangedOnlyWhenPlain(_ text: String, _ expected: String) {
        #expect(AndroidText.comment(text) == expected)
    }

    /// `isFontSize` finds the word `font` in any case and any component, and never a longer word holding it.
    @Test func fontSizeIsTheWordFontAnywhereInThePath() {
        for path in [["font", "size", "md"], ["typography", "fontSize"], ["FONT", "x"], ["a", "bodyFont"], ["größe", "font"]] {
            #expect(NativeTokens.isFontSize(TokenPath(path)), "\(path)")
        }
        for path in [["fonts", "md"], ["frontend"], ["fontsize"], ["fon", "t"], ["größe"], ["spacing", "md"]] {
            #expect(!NativeTokens.isFontSize(TokenPath(path)), "\(path)")
        }
    }

    @Test func kotlinStringsAndCommentsAreEscaped() {
        #expect(KotlinText.string("$x \"q\" \\ \n\u{202E}") == "\"\\$x \\\"q\\\" \\\\ \\n\\u202E\"")
        #expect(KotlinText.breakCommentMarks("a */ b /* c /*/") == "a * / b / * c / * /")
        #expect(KotlinText.breakCommentMarks("no marks / here") == "no marks / here")
        #expect(KotlinText.breakCommentMarks("*/\u{301}") == "* /\u{301}")
        #expect(KotlinText.float(16) == "16.0f" && KotlinText.float(1e300) == "kotlin.Float.POSITIVE_INFINITY")
        #expect(KotlinText.isPackageName("com.example.tokens") && KotlinText.isPackageName(""))
        #expect(!KotlinText.isPackageName("com.fun.x") && !KotlinText.isPackageName("a..b") && !KotlinText.isPackageName("1a"))
    }

    /// Each appearance's variant takes the theme made for it, else one of the same luminosity, else the default.
    @Test func colourSetVariantsFollowTheThemeAppearances() {
        let four = [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark),
                    ThemeInfo(name: "light-hc", highContrast: true), ThemeInfo(name: "dark-hc", colorScheme: .dark, highContrast: true)]
        let v = AssetCatalogVariant.variants(four)
        #expect(v.map { $0.appearances.map { "\($0.0)=\($0.1)" } } == [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
        #expect(v.map(\.theme) == [0, 1, 2, 3])
        let twoDarkFirst = [ThemeInfo(name: "dark", colorScheme: .dark), ThemeInfo(name: "light")]
        let w = AssetCatalogVariant.variants(twoDarkFirst)
        #expect(w.map { $0.appearances.map { "\($0.0)=\($0.1)" } } == [[], ["luminosity=light"]] && w.map(\.theme) == [0, 1])
        let hcOnly = [ThemeInfo(name: "light"), ThemeInfo(name: "hc", highContrast: true), ThemeInfo(name: "dark", colorScheme: .dark)]
        #expect(AssetCatalogVariant.variants(hcOnly).map(\.theme) == [0, 2, 1, 2])
    }

    /// A token some theme lacks, or whose type differs between themes, is left out with `inconsistent-token`.
    @Test func inconsistentTokensAreReportedAndLeftOut() {
        let themes = [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark)]
        let light = ResolvedTokens([EmitSample.token("a", .color(EmitSample.rgb(1))), EmitSample.token("b", .number(1))])
        let dark = ResolvedTokens([EmitSample.token("a", .number(2)), EmitSample.token("c", .number(3))])
        let m = EmitModel(brands: [BrandTokens(name: "x", themes: [light, dark])], themes: themes, source: "s")
        let k = KotlinEmitter.emit(m)
        #expect(k.diagnostics.filter { $0.code == .inconsistentToken }.count == 3, "\(k.diagnostics.map(\.message))")
        #expect(!k.files.last!.text.contains("val a") && !k.files.last!.text.contains("val b") && !k.files.last!.text.contains("val c"))
    }

    @Test func kotlinPackageIsCheckedInTheConfig() {
        var reader = ObjectReader(JSONObject([JSONMember(key: "package", value: "com.fun")]), file: "tokenc.json", at: .root)
        _ = KotlinFormat().options(from: &reader)
        reader.finish()
        #expect(reader.diagnostics.count == 1 && reader.diagnostics[0].code == .configInvalid, "\(reader.diagnostics.map(\.message))")
    }
}
