import Testing
@testable import TokenCore

@Suite struct ValueParserCompositeTests {
    static let black = #"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}"#
    static func px(_ v: Double) -> String { #"{"value": \#(NumberText.format(v)), "unit": "px"}"# }
    static func layer(_ y: Double, extra: String = "") -> String {
        #"{"color": \#(black), "offsetX": \#(px(0)), "offsetY": \#(px(y)), "blur": \#(px(2 * y)), "spread": \#(px(0))\#(extra)}"#
    }

    @Test func strokeStyles() {
        #expect(parseValue(.strokeStyle, #""dashed""#).value == .strokeStyle(.keyword("dashed")))
        let dashes = parseValue(.strokeStyle, #"{"dashArray": [{"value": 0.5, "unit": "rem"}, "2px"], "lineCap": "round"}"#)
        #expect(dashes.value == .strokeStyle(.dashes(dashArray: [DimensionValue(0.5, .rem), DimensionValue(2, .px)], lineCap: "round")))
        #expect(dashes.diagnostics.map(\.code) == [.deprecatedForm])
        #expect(dashes.pointers == ["/$value/dashArray/1"])
        let bad = parseValue(.strokeStyle, #"{"dashArray": [{"value": 1, "unit": "vh"}], "lineCap": "pointy"}"#)
        #expect(bad.diagnostics.map(\.message) == [#"invalid strokeStyle dashArray[0]: unit "vh" is not one of px, rem"#,
                                                  #"invalid strokeStyle: lineCap "pointy" is not one of round, butt, square"#])
        #expect(bad.pointers == ["/$value/dashArray/0/unit", "/$value/lineCap"])
        #expect(parseValue(.strokeStyle, #"{"dashArray": [], "lineCap": "butt"}"#).diagnostics.map(\.message)
            == ["invalid strokeStyle: dashArray must be a non-empty array of dimensions, found an empty array"])
        #expect(parseValue(.strokeStyle, #""Solid""#).errors.count == 1)
        #expect(parseValue(.strokeStyle, #"{"lineCap": "round"}"#).diagnostics.map(\.message) == [#"invalid strokeStyle: missing required property "dashArray""#])
    }

    @Test func borders() {
        let r = parseValue(.border, ##"{"color": "#36363600", "width": "3px", "style": "solid"}"##)
        #expect(r.errors.isEmpty)
        #expect(r.diagnostics.count == 2)
        guard case .border(let b)? = r.value else { Issue.record("border"); return }
        #expect(b.width == DimensionValue(3, .px))
        #expect(b.color.alpha == 0)
        #expect(b.style == .keyword("solid"))
        let bad = parseValue(.border, #"{"color": {"colorSpace": "srgb", "components": [0, 0, 2]}, "width": {"value": 1, "unit": "vh"}, "style": "wavy"}"#)
        #expect(bad.value == nil)
        #expect(bad.diagnostics.map(\.message) == [
            "invalid border color: srgb blue must be between 0 and 1, found 2",
            #"invalid border width: unit "vh" is not one of px, rem"#,
            #"invalid border style: "wavy" is not one of solid, dashed, dotted, double, groove, ridge, outset, inset"#,
        ])
        #expect(bad.pointers == ["/$value/color/components/2", "/$value/width/unit", "/$value/style"])
        #expect(parseValue(.border, #""1px solid red""#).errors.count == 1)
    }

    @Test func transitions() {
        let r = parseValue(.transition, #"{"duration": "200ms", "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.5, 0, 1, 1]}"#)
        #expect(r.value == .transition(TransitionValue(duration: DurationValue(200, .ms), delay: DurationValue(0, .s), timingFunction: CubicBezierValue(0.5, 0, 1, 1))))
        let bad = parseValue(.transition, #"{"duration": {"value": 1, "unit": "min"}, "delay": "0ms", "timingFunction": [2, 0, 1, 1]}"#)
        #expect(bad.value == nil)
        #expect(bad.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            #"invalid transition duration: unit "min" is not one of ms, s"#,
            "invalid transition timingFunction: P1x must be between 0 and 1, found 2",
        ])
    }

    @Test func shadowSingleAndLayered() {
        let single = parseValue(.shadow, Self.layer(2))
        guard case .shadow(let one)? = single.value else { Issue.record("single"); return }
        #expect(one.count == 1)
        #expect(one[0].inset == false)
        #expect(one[0].offsetY == DimensionValue(2, .px))
        let layered = parseValue(.shadow, "[\(Self.layer(1)), \(Self.layer(4, extra: #", "inset": true"#))]")
        guard case .shadow(let two)? = layered.value else { Issue.record("layered"); return }
        #expect(two.map(\.inset) == [false, true])
        #expect(two.map(\.blur) == [DimensionValue(2, .px), DimensionValue(8, .px)])
        #expect(parseValue(.shadow, "[]").diagnostics.map(\.message) == ["invalid shadow: expected at least one shadow, found an empty array"])
    }

    @Test func shadowArrayElementsMayBeSubstitutedLayeredShadows() {
        // ["{base.shadow}", {...}] where base.shadow is itself layered: the reference's layers come first.
        let r = parseValue(.shadow, "[[\(Self.layer(1)), \(Self.layer(2))], \(Self.layer(3))]")
        guard case .shadow(let layers)? = r.value else { Issue.record("flatten"); return }
        #expect(layers.map(\.offsetY.value) == [1, 2, 3])
    }

    @Test func shadowErrorsNameTheLayer() {
        let r = parseValue(.shadow, "[\(Self.layer(1)), " + ##"{"color": "#000", "offsetX": 3, "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": "yes"}]"##)
        #expect(r.value == nil)
        #expect(r.errors.map(\.message) == [
            #"invalid shadow layer 2 offsetX: expected an object with "value" and "unit" (px, rem), found number 3"#,
            #"invalid shadow layer 2: inset must be true or false, found string "yes""#,
        ])
        #expect(r.errors.map { JSONPointer(Array($0.location!.pointer!.tokens.dropFirst())).description } == ["/$value/1/offsetX", "/$value/1/inset"])
        let missing = parseValue(.shadow, ##"{"color": "#000000", "offsetX": "1px", "offsetY": "1px", "spread": "1px"}"##)
        #expect(missing.errors.map(\.message) == [#"invalid shadow: missing required property "blur""#])
    }

    @Test func gradients() {
        let r = parseValue(.gradient, ##"[{"color": "#0000ff", "position": -0.5}, {"color": {"colorSpace": "oklch", "components": [0.6, 0.2, 30]}, "position": 42}]"##)
        guard case .gradient(let stops)? = r.value else { Issue.record("gradient"); return }
        #expect(stops.map(\.position) == [0, 1])
        #expect(stops[1].color.colorSpace == .oklch)
        #expect(parseValue(.gradient, "[]").errors.count == 1)
        #expect(parseValue(.gradient, Self.black).diagnostics.map(\.message) == [#"invalid gradient: expected an array of { "color", "position" } stops, found object"#])
        // ["{gradient.start-stop}", {...}, "{gradient.end-stop}"] with gradient tokens substituted.
        let nested = parseValue(.gradient, ##"[[{"color": "#ffffff", "position": 0}], {"color": "#ff0000", "position": 0.333}, [{"color": "#000000", "position": 1}]]"##)
        guard case .gradient(let flat)? = nested.value else { Issue.record("nested"); return }
        #expect(flat.map(\.position) == [0, 0.333, 1])
    }

    @Test func typographies() {
        let r = parseValue(.typography, #"{"fontFamily": "Roboto", "fontSize": {"value": 42, "unit": "px"}, "fontWeight": "bold", "letterSpacing": "0.1px", "lineHeight": 1.2}"#)
        #expect(r.value == .typography(TypographyValue(fontFamily: ["Roboto"], fontSize: DimensionValue(42, .px), fontWeight: 700,
                                                       letterSpacing: DimensionValue(0.1, .px), lineHeight: 1.2)))
        #expect(r.diagnostics.map(\.code) == [.deprecatedForm])
        let bad = parseValue(.typography, #"{"fontFamily": [], "fontSize": {"value": 16, "unit": "pt"}, "fontWeight": 1200, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "1.5"}"#)
        #expect(bad.value == nil)
        #expect(bad.diagnostics.map(\.message) == [
            "invalid typography fontFamily: expected at least one font name, found an empty array",
            #"invalid typography fontSize: unit "pt" is not one of px, rem"#,
            "invalid typography fontWeight: must be between 1 and 1000, found 1200",
            #"invalid typography: lineHeight must be a number (a multiple of fontSize), found string "1.5""#,
        ])
    }

    /// DTCG 2025.10 requires all five properties; real sets (Figma SDS, GitHub Primer) leave out letterSpacing and
    /// lineHeight, so those two are optional: absent is nil, without a diagnostic; present but wrong is still an error.
    @Test func typographyWithoutLetterSpacingOrLineHeight() {
        let r = parseValue(.typography, #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400}"#)
        #expect(r.value == .typography(TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(16, .px), fontWeight: 400,
                                                       letterSpacing: nil, lineHeight: nil)))
        #expect(r.diagnostics.isEmpty)
        #expect(r.canonical == #"{"fontFamily":["Inter"],"fontSize":{"value":16,"unit":"px"},"fontWeight":400}"#)
        let onlyLineHeight = parseValue(.typography, #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.4}"#)
        #expect(onlyLineHeight.value == .typography(TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(16, .px), fontWeight: 400,
                                                                    letterSpacing: nil, lineHeight: 1.4)))
        #expect(onlyLineHeight.canonical == #"{"fontFamily":["Inter"],"fontSize":{"value":16,"unit":"px"},"fontWeight":400,"lineHeight":1.4}"#)
        let bad = parseValue(.typography, #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": "wide", "lineHeight": null}"#)
        #expect(bad.value == nil)
        #expect(bad.pointers == ["/$value/letterSpacing", "/$value/lineHeight"])
        #expect(parseValue(.typography, #"{"fontFamily": "Inter", "fontWeight": 400}"#).diagnostics.map(\.message)
            == [#"invalid typography: missing required property "fontSize""#])
        // A member beyond the five is kept with a compatibility warning (typography-extra-property), not an error.
        let extra = parseValue(.typography, #"{"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "tracking": 1}"#)
        #expect(extra.errors.isEmpty)
        #expect(extra.diagnostics.map(\.code) == [.deprecatedForm, .typographyExtraProperty])
        #expect(extra.canonical == #"{"fontFamily":["Inter"],"fontSize":{"value":16,"unit":"px"},"fontWeight":400,"tracking":1}"#)
    }

    /// A letter spacing in the non-standard `em` is accepted with one warning, at the unit.
    @Test func typographyLetterSpacingInEm() {
        let r = parseValue(.typography, #"{"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": -0.02, "unit": "em"}}"#)
        #expect(r.value == .typography(TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(20, .px), fontWeight: 400,
                                                       letterSpacing: DimensionValue(-0.02, .em))))
        #expect(r.diagnostics.map(\.code) == [.nonStandardUnit])
        #expect(r.diagnostics.map(\.severity) == [.warning])
        #expect(r.pointers == ["/$value/letterSpacing/unit"])
    }

    @Test func locatedLineAndColumnInAMultiLineFile() throws {
        let text = """
        {
          "shadow": {
            "$type": "shadow",
            "$value": {
              "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 7 },
              "offsetX": { "value": 0, "unit": "px" },
              "offsetY": { "value": 1, "unit": "px" },
              "blur": { "value": 2, "unit": "px" },
              "spread": { "value": 0, "unit": "px" }
            }
          }
        }
        """
        let file = SourceFile(path: "tokens.json", text: text)
        let json = try #require(JSONReader.read(file).value?.value(at: JSONPointer(["shadow", "$value"])))
        var diagnostics: [Diagnostic] = []
        let v = ValueParser.parse(json, as: .shadow, origin: Origin(file: "tokens.json", pointer: JSONPointer(["shadow"])),
                                  token: TokenPath(["shadow"]), diagnostics: &diagnostics)
        #expect(v == nil)
        let d = DiagnosticLocator(files: [file]).locate(diagnostics)
        #expect(d.map { "\($0.location!.formatted): \($0.message) [\($0.code.rawValue)]" }
            == ["tokens.json:5:74: invalid shadow color: alpha must be a number between 0 and 1, found 7 [invalid-value]"])
        #expect(d.first?.tokenPath == "shadow")
    }
}
