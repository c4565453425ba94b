import Testing
@testable import TokenCore

/// Tokens Studio types read as DTCG types, with their values in DTCG form, in both key syntaxes.
@Suite struct TokensStudioTypesTests {
    /// One token of each Tokens Studio type; `K` is the key prefix (`""` for `value`/`type`, `"$"` for `$value`/`$type`).
    static func set(_ k: String) -> String {
        func t(_ value: String, _ type: String, _ extra: String = "") -> String {
            "{\"\(k)value\": \(value), \"\(k)type\": \"\(type)\"\(extra)}"
        }
        return """
        {
          "size": {"sm": \(t("\"12\"", "fontSizes")), "rem": \(t("\"1.5rem\"", "spacing")), "num": \(t("8", "sizing")),
                   "radius": \(t("\"4px\"", "borderRadius")), "bw": \(t("\"1\"", "borderWidth")), "ps": \(t("\"16\"", "paragraphSpacing")),
                   "dim": \(t("\"2\"", "dimension"))},
          "weight": {"semi": \(t("\"Semi Bold\"", "fontWeights")), "regular": \(t("\"Regular\"", "fontWeights")),
                     "bi": \(t("\"Bold Italic\"", "fontWeights")), "num": \(t("\"600\"", "fontWeights")), "extra": \(t("\"ExtraBold\"", "fontWeights"))},
          "lh": {"pct": \(t("\"150%\"", "lineHeights")), "num": \(t("\"1.2\"", "lineHeights"))},
          "ls": {"pct": \(t("\"-1%\"", "letterSpacing")), "px": \(t("\"0.5px\"", "letterSpacing"))},
          "opacity": {"half": \(t("\"50%\"", "opacity")), "n": \(t("\"0.3\"", "opacity"))},
          "case": \(t("\"uppercase\"", "textCase")), "deco": \(t("\"underline\"", "textDecoration")),
          "font": \(t("\"Inter\"", "fontFamilies")),
          "shadow": \(t(##"[{"x": "0", "y": "1", "blur": "2", "spread": "0", "color": "rgba(0,0,0,0.5)", "type": "dropShadow"}, {"x": 0, "y": 2, "blur": 4, "spread": 1, "color": "#000000", "type": "innerShadow"}]"##, "boxShadow")),
          "one-shadow": \(t(#"{"x": "2", "y": "2", "blur": "0", "spread": "0", "color": "rgb(255, 0, 0)"}"#, "boxShadow")),
          "border": \(t(##"{"color": "#ff0000", "width": "2", "style": "solid"}"##, "border")),
          "text": {"body": \(t(#"{"fontFamily": "{font}", "fontWeight": "{weight.semi}", "fontSize": "{size.sm}", "lineHeight": "{lh.pct}", "letterSpacing": "{ls.pct}", "textCase": "uppercase", "paragraphSpacing": "8"}"#, "typography")),
                   "lit": \(t(#"{"fontFamily": "Inter", "fontWeight": "Bold Italic", "fontSize": "16", "lineHeight": "24px", "letterSpacing": "2%"}"#, "typography"))},
          "brand": \(t("\"#336699\"", "color", ", \"\(k)description\": \"Brand blue\"")),
          "n": \(t("\"3\"", "number")),
          "label": \(t("\"hello\"", "text"))
        }
        """
    }

    /// The canonical JSON of every token the set gives, by path.
    static func values(_ k: String) throws -> (values: [String: String], outcome: TokenBuild.Outcome) {
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set(k)))
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        var out: [String: String] = [:]
        for t in tokens.tokens { out[t.path.description] = JSONWriter.string(t.value.canonicalJSON, pretty: false) }
        return (out, outcome)
    }

    @Test(arguments: ["", "$"]) func eachTypeReadsAsItsDTCGType(k: String) throws {
        let (v, outcome) = try Self.values(k)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(v["size.sm"] == #"{"value":12,"unit":"px"}"#)
        #expect(v["size.rem"] == #"{"value":1.5,"unit":"rem"}"#)
        #expect(v["size.num"] == #"{"value":8,"unit":"px"}"#)
        #expect(v["size.radius"] == #"{"value":4,"unit":"px"}"#)
        #expect(v["size.bw"] == #"{"value":1,"unit":"px"}"#)
        #expect(v["size.ps"] == #"{"value":16,"unit":"px"}"#)
        #expect(v["size.dim"] == #"{"value":2,"unit":"px"}"#)
        #expect(v["weight.semi"] == "600")
        #expect(v["weight.regular"] == "400")
        #expect(v["weight.bi"] == "700")
        #expect(v["weight.num"] == "600")
        #expect(v["weight.extra"] == "800")
        #expect(v["lh.pct"] == "1.5")
        #expect(v["lh.num"] == "1.2")
        #expect(v["ls.pct"] == #"{"value":-0.01,"unit":"em"}"#)
        #expect(v["ls.px"] == #"{"value":0.5,"unit":"px"}"#)
        #expect(v["opacity.half"] == "0.5")
        #expect(v["opacity.n"] == "0.3")
        #expect(v["case"] == #""uppercase""#)
        #expect(v["deco"] == #""underline""#)
        #expect(v["label"] == #""hello""#)
        #expect(v["n"] == "3")
        #expect(tokens["font"]?.type == .fontFamily)
        #expect(tokens["shadow"]?.type == .shadow)
        #expect(v["shadow"]?.contains(#""inset":true"#) == true, "\(v["shadow"] ?? "")")
        #expect(v["shadow"]?.contains(#""alpha":0.5"#) == true, "\(v["shadow"] ?? "")")
        #expect(v["one-shadow"]?.contains(#""offsetX":{"value":2,"unit":"px"}"#) == true, "\(v["one-shadow"] ?? "")")
        #expect(tokens["border"]?.type == .border)
        #expect(v["border"]?.contains(#""width":{"value":2,"unit":"px"}"#) == true, "\(v["border"] ?? "")")
        #expect(tokens["text.body"]?.type == .typography)
        #expect(tokens["brand"]?.description == "Brand blue")
        #expect(tokens.tokens.allSatisfy { $0.format == .tokensStudio })
    }

    @Test(arguments: ["", "$"]) func typographyMembersAreMappedAndExtrasKept(k: String) throws {
        let (_, outcome) = try Self.values(k)
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        guard case .typography(let body)? = tokens["text.body"]?.value, case .typography(let lit)? = tokens["text.lit"]?.value else {
            Issue.record("not typographies"); return
        }
        #expect(JSONWriter.string(body.canonicalJSON, pretty: false).contains(#""lineHeight":1.5"#))
        #expect(body.extra("textCase") == .string("uppercase"))
        #expect(body.extra("paragraphSpacing") != nil)
        #expect(lit.extra("fontStyle") == .string("italic"))
        let css = try #require(TokensStudioSupport.outputs(outcome).first { $0.key.hasSuffix(".css") }?.value)
        let p = TokensStudioSupport.properties(css)
        #expect(p["--text-body-text-transform"] == "uppercase", "\(css)")
        #expect(p["--text-lit-font-style"] == "italic", "\(css)")
        // No compatibility warning for Tokens Studio's own members: they are placed where tokenc reads them.
        #expect(!outcome.reported.contains { $0.code == .typographyExtraProperty })
    }

    @Test(arguments: ["", "$"]) func emittedLikeNativeTokens(k: String) throws {
        let (_, outcome) = try Self.values(k)
        let css = try #require(TokensStudioSupport.outputs(outcome).first { $0.key.hasSuffix(".css") }?.value)
        let p = TokensStudioSupport.properties(css)
        #expect(p["--size-sm"] == "12px")
        #expect(p["--weight-semi"] == "600")
        #expect(p["--lh-pct"] == "1.5")
        #expect(p["--ls-pct"] == "-0.01em")
        #expect(p["--opacity-half"] == "0.5")
    }

    /// `AUTO` has no DTCG form: refused with a located error that names the rewrite.
    @Test(arguments: ["", "$"]) func autoLineHeightIsRefused(k: String) throws {
        let set = "{\"lh\": {\"\(k)value\": \"AUTO\", \"\(k)type\": \"lineHeights\"}}"
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set))
        let d = try #require(outcome.reported.first { $0.message.contains("AUTO") })
        #expect(d.severity == .error)
        #expect(d.location?.file == "ts/global.json")
        #expect(d.location?.line == 1)
        #expect(d.message.contains("1.2"))
        // One error for the value, not a second from the number reader.
        #expect(outcome.reported.filter { $0.severity == .error }.count == 1)
    }

    /// Font weight names as Figma writes them, each to its CSS weight.
    @Test(arguments: [
        ("Thin", 100.0), ("Extra Light", 200), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Normal", 400),
        ("Medium", 500), ("Semi Bold", 600), ("SemiBold", 600), ("semi-bold", 600), ("Bold", 700), ("Extra Bold", 800),
        ("Black", 900), ("Heavy", 900), ("Italic", 400), ("Medium Italic", 500), ("350", 350),
    ])
    func fontWeightNames(name: String, weight: Double) {
        #expect(TokensStudioFontWeight.weight(name)?.weight == weight)
    }

    @Test func unknownWeightNamesAndTypesAreLeftToTheDTCGReader() throws {
        #expect(TokensStudioFontWeight.weight("Wobbly") == nil)
        let set = #"{"w": {"value": "Wobbly", "type": "fontWeights"}, "c": {"value": {"a": 1}, "type": "composition"}}"#
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set))
        let codes = Set(outcome.reported.map(\.code))
        #expect(codes.contains(.unknownType))
        #expect(outcome.reported.contains { $0.message.contains("Wobbly") })
        #expect(outcome.rendered == nil)
    }
}
