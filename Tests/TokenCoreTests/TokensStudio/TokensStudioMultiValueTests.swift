import Testing
@testable import TokenCore

/// Tokens Studio multi-value spacing (`"8px 16px"`, issue #38): split into values as sd-transforms'
/// `checkAndEvaluateMath` splits them, read as an `edgeInsets` token, written as a CSS shorthand and as Swift insets.
@Suite struct TokensStudioMultiValueTests {
    /// `value` converted as Tokens Studio type `type`: compact JSON, the type it asks for, the converter.
    static func convert(_ value: JSONValue, _ type: TokensStudioType) -> (json: String, type: TokenType?, converter: TokensStudioValue) {
        var converter = TokensStudioValue(file: "t.json")
        let out = converter.convert(value, as: type, at: JSONPointer(["t", "value"]), token: TokenPath(["t"]))
        return (JSONWriter.string(out, pretty: false), converter.pending.type, converter)
    }

    // MARK: Splitting, as sd-transforms' checkAndEvaluateMath spec

    @Test(arguments: [
        ("8px 16px", ["8px", "16px"]),
        ("4 8 4 8", ["4", "8", "4", "8"]),
        ("{spacing.sm} {spacing.md}", ["{spacing.sm}", "{spacing.md}"]),
        // An operator word joins its neighbours: one value per run of math.
        ("{a} * 2 {b}", ["{a} * 2", "{b}"]),
        ("8 / 4 * 7px 8 * 5px 2 * 4px", ["8 / 4 * 7px", "8 * 5px", "2 * 4px"]),
        ("5px + 4px + 10px 3 * 2px", ["5px + 4px + 10px", "3 * 2px"]),
        ("5px 3 * 2px", ["5px", "3 * 2px"]),
        ("3 * 2px 5px", ["3 * 2px", "5px"]),
        ("4*1.5px 4*1.5px 4*1.5px", ["4*1.5px", "4*1.5px", "4*1.5px"]),
        // Spaces inside parentheses do not split.
        ("8 * 14px roundTo(4 / 7, 1)", ["8 * 14px", "roundTo(4 / 7, 1)"]),
        ("min(10, 24, 5, 12, 6) 8 * 14px", ["min(10, 24, 5, 12, 6)", "8 * 14px"]),
        ("4 * 7px", ["4 * 7px"]),
        ("(15 + 20 - 17 * 8 / 3) * 7px", ["(15 + 20 - 17 * 8 / 3) * 7px"]),
    ])
    func splitsAsSDTransforms(_ text: String, _ parts: [String]) {
        #expect(TokensStudioValue.multiValueParts(text) == parts)
    }

    @Test func textThatIsNotLengthsIsNoMultiValue() {
        #expect(TokensStudioValue.multiValueParts("800 italic 16px/1 'Arial Black'") == nil)
        #expect(TokensStudioValue.multiValueParts("auto 8px") == nil)
    }

    // MARK: The converter

    @Test func severalPartsAreAnEdgeInsetsToken() {
        let pair = Self.convert("8px 16px", .spacing)
        #expect(pair.json == #"[{"value":8,"unit":"px"},{"value":16,"unit":"px"}]"#)
        #expect(pair.type == .edgeInsets)
        // Unitless is px, as for one length; references and math are left for after merging, one per part.
        #expect(Self.convert("4 8 4 8", .sizing).json == #"[{"value":4,"unit":"px"},{"value":8,"unit":"px"},{"value":4,"unit":"px"},{"value":8,"unit":"px"}]"#)
        #expect(Self.convert("{spacing.sm} {spacing.md}", .borderRadius).json == #"["{spacing.sm}","{spacing.md}"]"#)
        #expect(Self.convert("{a} * 2 {b}", .dimension).json == #"["{a} * 2","{b}"]"#)
        #expect(Self.convert("1rem 50%", .spacing).json == #"[{"value":1,"unit":"rem"},{"value":50,"unit":"%"}]"#)
    }

    @Test func oneValueStaysADimension() {
        let one = Self.convert("8px", .spacing)
        #expect(one.json == #"{"value":8,"unit":"px"}"#)
        #expect(one.type == nil)
        let math = Self.convert("{a} * 2", .spacing)
        #expect(math.json == #""{a} * 2""#)
        #expect(math.type == nil)
    }

    @Test func fiveValuesAreRefused() {
        let five = Self.convert("1 2 3 4 5", .spacing)
        #expect(five.converter.refused == [TokenPath(["t"])])
        #expect(five.converter.diagnostics.first?.message == #""1 2 3 4 5" is 5 lengths; multi-value spacing takes 2 to 4 (top, right, bottom, left, as CSS's padding)"#)
    }

    @Test func sidesExpandAsCSS() {
        let a = DimensionValue(1, .px), b = DimensionValue(2, .px), c = DimensionValue(3, .px), d = DimensionValue(4, .px)
        func sides(_ e: EdgeInsetsValue) -> [Double] { [e.top, e.right, e.bottom, e.left].map(\.value) }
        #expect(sides(EdgeInsetsValue([a])) == [1, 1, 1, 1])
        #expect(sides(EdgeInsetsValue([a, b])) == [1, 2, 1, 2])
        #expect(sides(EdgeInsetsValue([a, b, c])) == [1, 2, 3, 2])
        #expect(sides(EdgeInsetsValue([a, b, c, d])) == [1, 2, 3, 4])
    }

    // MARK: DTCG form

    @Test func dtcgFormIsAnArrayOfDimensions() {
        var diagnostics: [Diagnostic] = []
        let origin = Origin(file: "t.json", pointer: JSONPointer(["t"]))
        let json: JSONValue = [["value": 8, "unit": "px"], ["value": 1, "unit": "rem"]]
        let v = ValueParser.parse(json, as: .edgeInsets, origin: origin, token: TokenPath(["t"]), diagnostics: &diagnostics)
        #expect(v == .edgeInsets(EdgeInsetsValue([DimensionValue(8, .px), DimensionValue(1, .rem)])))
        #expect(v?.canonicalJSON == json)
        let five: JSONValue = .array(Array(repeating: ["value": 1, "unit": "px"], count: 5))
        #expect(ValueParser.parse(five, as: .edgeInsets, origin: origin, token: TokenPath(["t"]), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.last?.message == "invalid edgeInsets: 5 lengths; edgeInsets takes 1 to 4 (top, right, bottom, left)")
        #expect(ValueParser.parse(["value": 8, "unit": "px"], as: .edgeInsets, origin: origin, token: TokenPath(["t"]), diagnostics: &diagnostics) == nil)
    }

    /// In a DTCG file: members may be references; the type is a compatibility form, an error in strict mode.
    @Test func dtcgEdgeInsetsBuildsAndStrictModeRefusesIt() throws {
        let tokens = #"""
        {"space": {
          "sm": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
          "md": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
          "pad": {"$type": "edgeInsets", "$value": ["{space.sm}", {"value": 1, "unit": "rem"}, "{space.md}"]}
        }}
        """#
        let config = #"{"tokens": ["tokens.json"], "css": {"path": "css"}, "output": "out", "compatibility": "strict"}"#
        let files = ["tokenc.json": SourceFile(path: "tokenc.json", text: config), "tokens.json": SourceFile(path: "tokens.json", text: tokens)]
        let outcome = try TokenBuild(project: .config("tokenc.json"), options: BuildOptions(validate: false),
                                     sources: InMemorySourceProvider(files)).run().get()
        let css = TokensStudioSupport.properties(TokensStudioSupport.outputs(outcome)["css/tokens.css"] ?? "")
        #expect(css["--space-pad"] == "4px 1rem 8px" || css["--space-pad"] == "var(--space-sm) 1rem var(--space-md)", "\(css)")
        #expect(outcome.reported.filter { $0.code == .nonStandardType }.count == 1)
        let strict = WarningPolicy(flag: false, config: outcome.compiled.config).apply(outcome.reported)
        #expect(strict.filter { $0.severity == .error }.map(\.code) == [.nonStandardType])
    }

    /// Each part is resolved and evaluated in each permutation: the unit a theme sets changes every part built on it.
    @Test func partsResolvePerPermutation() throws {
        let files: [String: String] = [
            "p/tokenc.json": #"{"tokensStudio": ".", "output": "out", "themes": {"modifier": "size"}, "css": {}}"#,
            "p/$metadata.json": #"{"tokenSetOrder": ["base", "small", "large"]}"#,
            "p/$themes.json": """
            [{"id": "1", "name": "small", "group": "size", "selectedTokenSets": {"base": "enabled", "small": "enabled"}},
             {"id": "2", "name": "large", "group": "size", "selectedTokenSets": {"base": "enabled", "large": "enabled"}}]
            """,
            "p/base.json": #"{"pad": {"value": "{unit} * 2 {unit}", "type": "spacing"}}"#,
            "p/small.json": #"{"unit": {"value": "4", "type": "spacing"}}"#,
            "p/large.json": #"{"unit": {"value": "8", "type": "spacing"}}"#,
        ]
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), files)
        #expect(!outcome.reported.hasErrors, "\(outcome.reported.map(\.message))")
        let px = DimensionValue.init(_:_:)
        #expect(TokensStudioSupport.tokens(outcome, "size=small")?["pad"]?.value == .edgeInsets(EdgeInsetsValue([px(8, .px), px(4, .px)])))
        #expect(TokensStudioSupport.tokens(outcome, "size=large")?["pad"]?.value == .edgeInsets(EdgeInsetsValue([px(16, .px), px(8, .px)])))
    }

    // MARK: End to end

    static let set = #"""
    {
      "spacing": {
        "sm": {"value": "4", "type": "spacing"},
        "md": {"value": "8px", "type": "spacing"},
        "pair": {"value": "8px 16px", "type": "spacing"},
        "refs": {"value": "{spacing.sm} {spacing.md}", "type": "spacing"},
        "four": {"value": "4 8 4 8", "type": "spacing"},
        "three": {"value": "1rem 2px 3px", "type": "spacing"},
        "math": {"value": "{spacing.md} * 2 {spacing.sm}", "type": "spacing"},
        "single": {"value": "{spacing.md} * 2", "type": "spacing"}
      },
      "radius": {"card": {"value": "4px 8px", "type": "borderRadius"}},
      "size": {"box": {"value": "10 20", "type": "sizing"}}
    }
    """#

    static func built(outputs: String = ##""css": {}, "swift": {}, "json": {}, "kotlin": {}"##) throws -> TokenBuild.Outcome {
        try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set, outputs: outputs))
    }

    @Test func buildsToCSSShorthands() throws {
        let outcome = try Self.built()
        let errors = outcome.reported.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let out = TokensStudioSupport.outputs(outcome)
        let css = TokensStudioSupport.properties(try #require(out.first { $0.key.hasSuffix(".css") }?.value))
        #expect(css["--spacing-pair"] == "8px 16px")
        #expect(css["--spacing-refs"] == "4px 8px")
        #expect(css["--spacing-four"] == "4px 8px 4px 8px")
        #expect(css["--spacing-three"] == "1rem 2px 3px")
        #expect(css["--spacing-math"] == "16px 4px")
        #expect(css["--spacing-single"] == "16px")
        #expect(css["--radius-card"] == "4px 8px")
        #expect(css["--size-box"] == "10px 20px")
        // JSON: the tokenc type, its value the array of lengths.
        let json = try #require(out["json/tokens/default.json"])
        #expect(json.contains(#""$type": "edgeInsets""#), "\(json)")
    }

    @Test func isReportedAsNonStandardAndLeftOutOfKotlin() throws {
        let outcome = try Self.built()
        let types = outcome.reported.filter { $0.code == .nonStandardType && $0.message.hasPrefix("$type") }
        #expect(types.count == 7, "\(types.map(\.message))")
        // Left out of Kotlin with one warning each, at the token's name.
        let rendered = DiagnosticLocator(files: Array(TokensStudioSupport.files(["ts/global.json": Self.set]).values))
            .locate(outcome.rendered?.diagnostics ?? [])
        let kotlin = rendered.filter { $0.code == .nonStandardType && $0.message.contains("Kotlin") }
        #expect(kotlin.count == 7, "\(rendered.map(\.message))")
        let pair = try #require(kotlin.first { $0.tokenPath == "spacing.pair" })
        #expect(pair.message == "`spacing.pair` is an edgeInsets token (several lengths, 8px 16px), which the Kotlin output has no form for; left out")
        #expect(pair.location?.line == 5, "\(String(describing: pair.location))")
        let source = try #require(TokensStudioSupport.outputs(outcome)["kotlin/Tokens.kt"])
        #expect(!source.contains("pair") && source.contains("single"))
    }
}

extension EmitSwiftCompileTests {
    /// Tokens Studio multi-value spacing as Swift insets: compiled and run.
    @Test func tokensStudioMultiValueCompilesAsEdgeInsets() throws {
        let outcome = try TokensStudioMultiValueTests.built(outputs: ##""swift": {}"##)
        let files = (outcome.rendered?.files ?? []).filter { $0.path.hasSuffix(".swift") }
            .map { OutputFile(path: String($0.path.split(separator: "/").last!), contents: $0.contents) }
        let swift = files.map(\.text).joined()
        #expect(swift.contains("var pair: DesignTokens.EdgeInsets { DesignTokens.EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) }"), "\(swift)")
        let main = #"""
        let b = DesignTokens.brands[0]
        for e in [b.spacing.pair, b.spacing.refs, b.spacing.four, b.spacing.three, b.spacing.math, b.radius.card, b.size.box] {
            print(e.top, e.leading, e.bottom, e.trailing)
        }
        print(b.spacing.single)
        """#
        let output = try SwiftCompiler.run(files, main: main)
        #expect(output == """
        8.0 16.0 8.0 16.0
        4.0 8.0 4.0 8.0
        4.0 8.0 4.0 8.0
        16.0 2.0 3.0 2.0
        16.0 4.0 16.0 4.0
        4.0 8.0 4.0 8.0
        10.0 20.0 10.0 20.0
        16.0

        """)
    }
}
