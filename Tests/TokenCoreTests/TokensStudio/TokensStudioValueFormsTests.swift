import Testing
@testable import TokenCore

/// Value forms Tokens Studio accepts that DTCG has no direct form for (issue #38): px line heights, `%` sizes,
/// `linear-gradient(…)` colours, `rgba(#hex, a)` and `rgba({ref}, a)`, a token with a value and children.
@Suite struct TokensStudioValueFormsTests {
    /// `value` converted as Tokens Studio type `type`, as compact JSON, with what the conversion asks of the token.
    static func convert(_ value: JSONValue, _ type: TokensStudioType) -> (json: String, pending: TokensStudioValue.Pending) {
        var converter = TokensStudioValue(file: "t.json")
        let out = converter.convert(value, as: type, at: JSONPointer(["t", "value"]), token: TokenPath(["t"]))
        return (JSONWriter.string(out, pretty: false), converter.pending)
    }

    // MARK: The converter

    @Test func hexWithAlphaIsAColour() {
        #expect(Self.convert("rgba(#0000ff, 50%)", .color).json == ##"{"colorSpace":"srgb","components":[0,0,1],"alpha":0.5,"hex":"#0000ff"}"##)
        #expect(Self.convert("rgba(#00f, 0.5)", .color).json == ##"{"colorSpace":"srgb","components":[0,0,1],"alpha":0.5,"hex":"#0000ff"}"##)
        #expect(Self.convert("rgba( #ABC123 , 1)", .color).json.contains(##""hex":"#abc123""##))
        // As sd-transforms: what is not a hex colour is left alone (for the DTCG reader to report).
        #expect(Self.convert("rgba(#GGG, 0.5)", .color).json == ##""rgba(#GGG, 0.5)""##)
        #expect(StyleDictionaryColor.literal("rgba(#000000, 0.00)")?.alpha == 0)
    }

    @Test func referenceWithAlphaKeepsTheReference() {
        let (json, pending) = Self.convert("rgba({color.blue}, 0.5)", .color)
        #expect(json == ##""{color.blue}""##)
        #expect(pending.alpha == 0.5)
        #expect(Self.convert("rgba({color.Blue}, 25%)", .color).pending.alpha == 0.25)
    }

    @Test func lineHeightLengthIsADimension() {
        let px = Self.convert("24px", .lineHeights)
        #expect(px.json == ##"{"value":24,"unit":"px"}"##)
        #expect(px.pending.type == .dimension)
        // `%` is a ratio, as sd-transforms' transformLineHeight gives (150% → 1.5).
        let pct = Self.convert("150%", .lineHeights)
        #expect(pct.json == "1.5")
        #expect(pct.pending.type == nil)
    }

    @Test func percentSizesStayPercent() {
        #expect(Self.convert("50%", .borderRadius).json == ##"{"value":50,"unit":"%"}"##)
        #expect(Self.convert("100%", .sizing).json == ##"{"value":100,"unit":"%"}"##)
        // A letter spacing's % is still a share of the font size.
        #expect(Self.convert("10%", .letterSpacing).json == ##"{"value":0.1,"unit":"em"}"##)
    }

    @Test func linearGradientIsAGradient() {
        let (json, pending) = Self.convert("linear-gradient(90deg, #354752 0%, rgba(#0b0d0e, 0.5) 100%)", .color)
        #expect(json == ##"[{"color":"#354752","position":0},{"color":{"colorSpace":"srgb","components":[0.043137254901960784,0.050980392156862744,0.054901960784313725],"alpha":0.5,"hex":"#0b0d0e"},"position":1}]"##)
        #expect(pending.type == .gradient)
        #expect(pending.extensions.first?.key == "gradient")
        #expect(JSONWriter.string(pending.extensions.first?.value ?? .null, pretty: false) == ##"{"angle":"90deg"}"##)
    }

    @Test func gradientPositionsSpreadAsCSS() throws {
        let g = try #require(TokensStudioGradient("linear-gradient(to right, {color.a}, #fff 20%, #000, red, blue)"))
        #expect(g.angle == "to right")
        #expect(g.stops.map { $0.color } == ["{color.a}", "#fff", "#000", "red", "blue"])
        #expect(g.stops.map { ($0.position * 1000).rounded() / 1000 } == [0, 0.2, 0.467, 0.733, 1])
        #expect(TokensStudioGradient("linear-gradient(90deg, #fff 10px, #000)") == nil)
        #expect(TokensStudioGradient("radial-gradient(#fff, #000)") == nil)
    }

    /// A length with several parts is refused where one length is meant (a border width); spacing reads them
    /// (`TokensStudioMultiValueTests`).
    @Test func multiValueBorderWidthIsRefusedClearly() throws {
        var converter = TokensStudioValue(file: "t.json")
        _ = converter.convert("8px 16px", as: .borderWidth, at: JSONPointer(["t", "value"]), token: TokenPath(["t"]))
        #expect(converter.refused == [TokenPath(["t"])])
        #expect(converter.diagnostics.first?.message.hasPrefix(#""8px 16px" is several lengths"#) == true)
        #expect(!TokensStudioValue.isMultiValue("8px"))
        #expect(!TokensStudioValue.isMultiValue("{a} {b}"))
        #expect(TokensStudioValue.isMultiValue("0 4px 8px 1rem"))
    }

    // MARK: End to end

    static let set = #"""
    {
      "color": {
        "blue": {"value": "#0000ff", "type": "color"},
        "hexa": {"value": "rgba(#0000ff, 50%)", "type": "color"},
        "short": {"value": "rgba(#00f, 0.5)", "type": "color"},
        "faded": {"value": "rgba({color.blue}, 0.5)", "type": "color"},
        "fade": {"value": "linear-gradient(90deg, #354752 0%, rgba(#0b0d0e, 0.5) 100%)", "type": "color"},
        "primary": {"value": "#ff0000", "type": "color", "light": {"value": "#ffaaaa", "type": "color"}},
        "veil": {"value": "linear-gradient(180deg, {color.blue} 0%, rgba({color.blue}, 0) 100%)", "type": "color"},
        "uses-primary": {"value": "{color.primary}", "type": "color"}
      },
      "lh": {"px": {"value": "24px", "type": "lineHeights"}, "pct": {"value": "150%", "type": "lineHeights"}},
      "radius": {"round": {"value": "50%", "type": "borderRadius"}, "sm": {"value": "4", "type": "borderRadius"}},
      "shadow": {"value": {"x": 0, "y": 1, "blur": 2, "spread": 0, "color": "rgba({color.blue}, 0.5)", "type": "dropShadow"}, "type": "boxShadow"}
    }
    """#

    static func built() throws -> (css: [String: String], swift: String, outcome: TokenBuild.Outcome) {
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set, outputs: ##""css": {}, "swift": {}"##))
        let out = TokensStudioSupport.outputs(outcome)
        let css = try #require(out.first { $0.key.hasSuffix(".css") }?.value)
        let swift = out.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map(\.value).joined()
        return (TokensStudioSupport.properties(css), swift, outcome)
    }

    @Test func formsBuildToCSSAndSwift() throws {
        let (css, swift, outcome) = try Self.built()
        let errors = outcome.reported.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        #expect(css["--color-hexa"] == "#0000ff80")
        #expect(css["--color-short"] == "#0000ff80")
        #expect(css["--color-faded"] == "#0000ff80")
        #expect(css["--color-fade"] == "linear-gradient(90deg, #354752 0%, #0b0d0e80 100%)")
        #expect(css["--color-primary"] == "#ff0000")
        #expect(css["--color-primary-light"] == "#ffaaaa")
        #expect(css["--color-uses-primary"] == "var(--color-primary)" || css["--color-uses-primary"] == "#ff0000")
        #expect(css["--color-veil"] == "linear-gradient(180deg, #0000ff 0%, #0000ff00 100%)")
        #expect(css["--shadow"] == "0px 1px 2px 0px #0000ff80")
        #expect(css["--lh-px"] == "24px")
        #expect(css["--lh-pct"] == "1.5")
        #expect(css["--radius-round"] == "50%")
        #expect(css["--radius-sm"] == "4px")
        // Swift: a px line height is a length, the gradient its stops; `%` has no length there and is left out.
        #expect(swift.contains("public var px: Swift.Double { 24 }"))
        #expect(swift.contains("public var fade: [DesignTokens.GradientStop] { [DesignTokens.GradientStop("))
        #expect(swift.contains("public var light: DesignTokens.Color"))
        #expect(swift.contains("public var hexa: DesignTokens.Color { DesignTokens.Color(red: 0, green: 0, blue: 1, alpha: 0.5"))
        #expect(!swift.contains("var round"))
        #expect(swift.contains("public var sm: Swift.Double { 4 }"))
    }

    @Test func formsAreReportedWhereTheyBendDTCG() throws {
        let (_, _, outcome) = try Self.built()
        let children = outcome.reported.filter { $0.code == .tokenWithChildren }
        #expect(children.count == 1)
        #expect(children.first?.severity == .warning)
        #expect(children.first?.location?.line == 8, "\(children.map { "\($0.location.map(String.init(describing:)) ?? "")" })")
        let percent = outcome.reported.filter { $0.code == .nonStandardUnit && $0.message.contains("unit %") }
        #expect(percent.count == 1, "\(outcome.reported.map(\.message))")
        #expect(percent.first?.message.contains("leave the token out") == true)
        #expect(percent.first?.location?.line == 13)
        // A problem in a token with children is located at its value, though it is read as a `$root` token.
        let bad = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(
            ##"{"c": {"$value": "nope", "$type": "color", "light": {"$value": "#ffffff", "$type": "color"}}}"##))
        let error = try #require(bad.reported.first { $0.severity == .error })
        #expect(error.location?.line == 1 && error.location?.column == 18, "\(String(describing: error.location))")
    }
}
