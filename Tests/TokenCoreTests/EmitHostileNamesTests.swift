import Testing
@testable import TokenCore

/// Every nasty string as token, group, brand and theme names, descriptions, deprecation messages and font
/// families: the Swift must still compile and mean the original text; names that collide are reported.
@Suite(.serialized) struct EmitHostileNamesTests {
    /// Strings that break naive generators.
    static let nasty: [String] = [
        "quote\"d", "back\\slash", "new\nline", "cr\rlf\r\n", "tri\"\"\"ple", "#\"raw\"#", "\\(interp)", "end */ comment",
        "/* open", "rtl\u{200F}mark", "over\u{202E}ride", "emoji 🎨🏳️‍🌈", "nul\u{0}byte", "</style><script>", "tab\there",
        "line\u{2028}sep", "zero\u{200B}width", "bom\u{FEFF}", "#if false", "`tick`",
    ]
    /// Names that are keywords, reserved, or not identifiers at all.
    static let names: [String] = [
        "default", "self", "Type", "init", "protocol", "Any", "100", "2xl", "größe", "色", "🎨", "swift",
        "theme", "themed", "color", "brand", "design-tokens", "callAsFunction", "_", "$root", "é\u{301}t\u{E9}",
        "\u{0627}\u{0644}\u{0644}\u{0648}\u{0646}", "a\u{202E}b",
    ]

    static var model: EmitModel {
        func tokens(_ t: Int) -> ResolvedTokens {
            var list: [ResolvedToken] = []
            for (i, s) in nasty.enumerated() {
                list.append(EmitSample.token("strings.s\(i)", .fontFamily([s, "sans-serif"]), description: s,
                                             deprecated: i % 3 == 0 ? Deprecation(message: s) : nil))
            }
            for (i, n) in names.enumerated() {
                list.append(EmitSample.token("names.\(n)", .number(Double(i * 10 + t)), description: n))
                list.append(EmitSample.token("\(n).\(n)", .dimension(DimensionValue(Double(i), .px))))
            }
            list.append(EmitSample.token("\(nasty[0]).\(nasty[6]).\(nasty[7])", .color(EmitSample.rgb(0x123456))))
            return ResolvedTokens(list)
        }
        let themes = [ThemeInfo(name: "default"), ThemeInfo(name: "dark \"HC\"\n\u{202E}", colorScheme: .dark, highContrast: true)]
        return EmitModel(brands: [BrandTokens(name: "Color", themes: [tokens(0), tokens(1)]),
                                  BrandTokens(name: "🎨 \"Brand\"\\ */", themes: [tokens(0), tokens(1)])],
                         themes: themes, source: "hostile */ \"source\"\n.json")
    }

    /// The lowering builds each path comment from its group's and the last name when both are plain text, and
    /// checks the whole path otherwise: either way the comment is the path's own (`SwiftText.commentLine`).
    @Test func pathCommentsAreThePathsOwn() {
        let paths = ["a.b.c", "a.b.d", "new\nline.b.c", "a.new\nline.c", "a. lead.c", "a.trail .c", "a.tab\there",
                     "emoji 🎨.b", "plain.end */ comment", "x", "\u{202E}.y"]
        let tokens = ResolvedTokens(paths.enumerated().map { EmitSample.token($0.element, .number(Double($0.offset))) })
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [tokens])], themes: [ThemeInfo(name: "t")], source: "s")
        let lowering = SwiftLowering(model: model, options: SwiftOptions())
        #expect(lowering.tokens.count == paths.count)
        for t in lowering.tokens { #expect(t.pathComment == SwiftText.commentLine(t.path.description), "\(t.path.components)") }
        for g in lowering.groups.dropFirst() where !g.members.isEmpty {
            #expect(g.pathComment == SwiftText.commentLine(g.path.description), "\(g.path.components)")
        }
        #expect(lowering.tokens.contains { $0.pathComment == "a.b.c" })
    }

    @Test func hostileNamesCompileAndKeepTheirText() throws {
        let result = SwiftEmitter.emit(Self.model)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.files.map(\.path) == ["DesignTokens.swift", "DesignTokens+ColorBrand.swift", "DesignTokens+BrandBrand.swift"])
        var main = "for brand in DesignTokens.brands {\n"
        for i in Self.nasty.indices where i % 3 != 0 { main += "    print(brand.strings.s\(i))\n" }
        main += "    print(brand.names.default[.default], brand.names.self_(.darkHC), brand.names100[.default], brand.names.色[.darkHC])\n"
        main += "    print(brand.default.default, brand.self_.self_, brand.designTokens.designTokens)\n"
        main += "}\nprint(DesignTokens.brandNames)\nprint(DesignTokens.Theme.allCases.map(\\.rawValue))\n"
        let output = try SwiftCompiler.run(result.files, main: main)
        var expected = ""
        for _ in 0..<2 {
            for (i, s) in Self.nasty.enumerated() where i % 3 != 0 { expected += "\([s, "sans-serif"])\n" }
            expected += "0.0 11.0 60.0 91.0\n0.0 1.0 16.0\n"
        }
        expected += "\(["Color", "🎨 \"Brand\"\\ */"])\n\(["default", "dark \"HC\"\n\u{202E}"])\n"
        #expect(output == expected)
    }
}

extension EmitHostileNamesTests {
    /// Every nasty string as the value of a non-standard `string` token (and a boolean beside them): the Swift
    /// compiles and each constant is the original text.
    @Test func hostileStringValuesCompileAndKeepTheirText() throws {
        var list = Self.nasty.enumerated().map { EmitSample.token("texts.s\($0.offset)", .string($0.element)) }
        list.append(EmitSample.token("texts.flag", .boolean(true)))
        let model = EmitModel(brands: [BrandTokens(name: "b", themes: [ResolvedTokens(list)])], themes: [ThemeInfo(name: "t")], source: "s")
        let result = SwiftEmitter.emit(model)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let names = Self.nasty.indices.map { "t.texts.s\($0)" }.joined(separator: ", ")
        let main = "let t = DesignTokens.brands[0]\nprint([\(names)])\nprint(t.texts.flag)\n"
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == "\(Self.nasty)\ntrue\n")
    }
}
