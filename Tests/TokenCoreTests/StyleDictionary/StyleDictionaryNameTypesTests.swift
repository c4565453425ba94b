import Testing
@testable import TokenCore

/// Types from the names of a Style Dictionary token's path (`StyleDictionaryNameTypes`), at any depth and in any
/// spelling, only when the value fits; and the literal a token no type fits becomes, with one warning per file.
@Suite struct StyleDictionaryNameTypesTests {
    /// A well-known name, a value that fits it, and the type it gives.
    static let cases: [(name: String, value: JSONValue, type: TokenType)] = [
        ("font-weight", "700", .fontWeight), ("font-weight", "bold", .fontWeight), ("line-height", "1.4", .number),
        ("letter-spacing", "0.5px", .dimension), ("border-width", "0", .dimension), ("border-width", "1px", .dimension),
        ("radius", "4px", .dimension), ("border-radius", 8, .dimension), ("opacity", "0.5", .number),
        ("z-index", "100", .number), ("duration", "200ms", .duration), ("delay", 150, .duration),
        ("font-family", "Inter, sans-serif", .fontFamily), ("shadow", ["x": 0, "y": 1, "blur": 2], .shadow),
        ("box-shadow", ["offsetX": "0px"], .shadow), ("font-size", "28em", .dimension), ("gap", "8px", .dimension),
        ("padding", "1rem", .dimension), ("width", "2", .dimension), ("color", "red", .color),
        ("background", "#fff", .color), ("easing", "cubic-bezier(0.4, 0, 0.2, 1)", .cubicBezier),
    ]

    @Test(arguments: 1...4)
    func eachNameAtEachDepth(_ depth: Int) {
        for c in Self.cases {
            let path = TokenPath(Array(["button", "primary", "hover"].prefix(depth - 1)) + [c.name])
            #expect(StyleDictionaryNameTypes.type(of: path, value: c.value) == c.type, "\(path) \(c.value)")
        }
    }

    @Test(arguments: ["font-weight", "fontWeight", "font_weight", "FontWeight", "FONT_WEIGHT"])
    func everySpelling(_ name: String) {
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(["button", name]), value: "600") == .fontWeight)
    }

    /// The CTI convention: category and type read together, and the category alone.
    @Test func ctiCategories() {
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "size.font.large"), value: "28em") == .dimension)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "font.family.base"), value: "Inter") == .fontFamily)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "font.weight.bold"), value: 700) == .fontWeight)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "typography.weight.bold"), value: 700) == .fontWeight)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "time.fast"), value: 100) == .duration)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "color.brand.primary"), value: "teal") == .color)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "content.icon.star"), value: "★") == .string)
    }

    /// A value that does not fit the last name's type goes on to the names before it, then to none.
    @Test func aMismatchFallsThrough() {
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "typography.body.line-height"), value: "normal") == nil)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "button.font-weight"), value: "heavy-ish") == nil)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "card.border-width"), value: "thin") == nil)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "rounding.circle"), value: "50%") == nil)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "size.radius.full"), value: "50%") == nil)
        // `opacity` does not fit a colour; `shadow` (outward) does not fit a number; `opacity` does.
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "opacity.shadow"), value: 0.2) == .number)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "color.background.opacity"), value: "50%") == .number)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "elevation.card.shadow"), value: "0 1px 2px #000") == nil)
        #expect(StyleDictionaryNameTypes.type(of: TokenPath(dotted: "motion.easing.in"), value: "ease-in") == nil)
    }

    /// Every name belongs to one rule, in one spelling.
    @Test func namesAreUnique() {
        let keys = StyleDictionaryNameTypes.rules.flatMap(\.names).map(StyleDictionaryNameTypes.key)
        #expect(Set(keys).count == keys.count)
    }

    static let deepTokens = """
    {
      "button": { "primary": { "font-weight": { "value": "700" }, "border-width": { "value": "0" } } },
      "typography": { "body": { "line-height": { "value": "1.4" }, "letter-spacing": { "value": "normal" } } },
      "size": { "font": { "large": { "value": "28em" } } },
      "card": { "radius": { "value": "8px" }, "radius-full": { "value": "50%" } },
      "modal": { "z-index": { "value": 100 } },
      "motion": { "fast": { "duration": { "value": "150" } }, "easing": { "value": "ease-in-out" } },
      "misc": { "decoration": { "value": "none" }, "alias": { "value": "{misc.decoration}" } }
    }
    """

    /// Read from a file: the names type what they can; the rest is text, with one warning for the file.
    @Test func readerTypesByNameAndCarriesTheRestAsText() throws {
        let c = SDCompiled(Self.deepTokens)
        #expect(c.tokens["button.primary.font-weight"]?.value == .fontWeight(700))
        #expect(c.tokens["button.primary.border-width"]?.type == .dimension)
        #expect(c.tokens["typography.body.line-height"]?.value == .number(1.4))
        #expect(c.tokens["size.font.large"]?.type == .dimension)
        #expect(c.tokens["card.radius"]?.type == .dimension)
        #expect(c.tokens["modal.z-index"]?.value == .number(100))
        #expect(c.tokens["motion.fast.duration"]?.type == .duration)
        for (path, text) in [("typography.body.letter-spacing", "normal"), ("card.radius-full", "50%"),
                             ("motion.easing", "ease-in-out"), ("misc.decoration", "none")] {
            let t = try #require(c.tokens[path], "\(path)")
            #expect(t.value == .string(text) && LiteralToken.isMarked(t.extensions), "\(path)")
        }
        #expect(c.tokens["misc.alias"]?.value == .string("none"))
        let warnings = c.diagnostics.filter { $0.code == .untypedLiteral }
        #expect(warnings.count == 1 && warnings[0].severity == .warning, "\(c.diagnostics.map(\.message))")
        #expect(warnings.first?.message.contains("4 tokens in tokens.json") == true, "\(warnings.map(\.message))")
        #expect(warnings.first?.tokenPath == "typography.body.letter-spacing")
        #expect(!c.diagnostics.contains { $0.code == .untypedToken })
    }

    /// Built end to end: every token is in the CSS (literals unquoted), JSON and Swift outputs.
    @Test func buildWritesEveryTokenToCSSJSONAndSwift() throws {
        let files = [
            "tokenc.json": SourceFile(path: "tokenc.json", text: #"{"tokens": ["sd.json"], "css": {"path": "css"}, "json": {"path": "json"}, "swift": {"path": "swift"}}"#),
            "sd.json": SourceFile(path: "sd.json", text: Self.deepTokens),
        ]
        let outcome = try TokenBuild(project: .config("tokenc.json"), sources: InMemorySourceProvider(files)).run().get()
        // `28em` is also a `non-standard-unit` warning, as in any file.
        #expect(outcome.reported.map(\.code) == [.untypedLiteral, .nonStandardUnit], "\(outcome.reported.map(\.message))")
        let rendered = try #require(outcome.rendered)
        func text(_ suffix: String) throws -> String {
            let files = rendered.files.filter { $0.path.hasSuffix(suffix) }
            #expect(!files.isEmpty, "\(rendered.files.map(\.path))")
            return files.map { String(decoding: $0.contents, as: UTF8.self) }.joined(separator: "\n")
        }
        let css = try text(".css")
        for line in ["--button-primary-font-weight: 700;", "--button-primary-border-width: 0px;", "--typography-body-line-height: 1.4;",
                     "--typography-body-letter-spacing: normal;", "--size-font-large: 28em;", "--card-radius: 8px;",
                     "--card-radius-full: 50%;", "--modal-z-index: 100;", "--motion-fast-duration: 150ms;",
                     "--motion-easing: ease-in-out;", "--misc-decoration: none;", "--misc-alias: none;"] {
            #expect(css.contains(line), "\(line) in \(css)")
        }
        let json = try text(".json")
        for fragment in [#""normal""#, #""50%""#, #""ease-in-out""#, #""none""#, "letter-spacing", "z-index", "radius-full"] {
            #expect(json.contains(fragment), "\(fragment) in \(json)")
        }
        let swift = try text(".swift")
        for fragment in [#"letterSpacing: Swift.String { "normal" }"#, #"radiusFull: Swift.String { "50%" }"#,
                         #"easing: Swift.String { "ease-in-out" }"#, #"alias: Swift.String { "none" }"#] {
            #expect(swift.contains(fragment), "\(fragment) in \(swift)")
        }
    }

    /// Text that could end a CSS declaration stays a quoted string.
    @Test func unsafeLiteralTextIsQuotedInCSS() {
        #expect(CSSText.literal("50%") == "50%")
        #expect(CSSText.literal("calc(100% - 8px)") == "calc(100% - 8px)")
        for unsafe in ["a; b", "x}", "\"q\"", "a /* b", "(", "<style>", "a\nb", "!important", ""] {
            #expect(CSSText.literal(unsafe) == nil, "\(unsafe)")
        }
    }
}
