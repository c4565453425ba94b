import Testing
@testable import TokenCore

@Suite struct ValueCanonicalJSONTests {
    static let black50 = ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0.5)

    @Test func everyTypeHasAnExactCanonicalForm() {
        let cases: [(TokenValue, String)] = [
            (.color(ColorValue(colorSpace: .oklch, components: [0.7, 0.15, nil])),
             #"{"colorSpace":"oklch","components":[0.7,0.15,"none"],"alpha":1}"#),
            (.color(ColorValue(colorSpace: .srgb, components: [1, 0, 1], alpha: 0.25, hex: "#ff00ff")),
             ##"{"colorSpace":"srgb","components":[1,0,1],"alpha":0.25,"hex":"#ff00ff"}"##),
            (.dimension(DimensionValue(-0.5, .rem)), #"{"value":-0.5,"unit":"rem"}"#),
            (.fontFamily(["Inter"]), #"["Inter"]"#),
            (.fontFamily(["Inter", "system-ui"]), #"["Inter","system-ui"]"#),
            (.fontWeight(650), "650"),
            (.duration(DurationValue(1.5, .s)), #"{"value":1.5,"unit":"s"}"#),
            (.cubicBezier(CubicBezierValue(0.25, 0.1, 0.25, 1)), "[0.25,0.1,0.25,1]"),
            (.number(0.125), "0.125"),
            (.strokeStyle(.keyword("dotted")), #""dotted""#),
            (.strokeStyle(.dashes(dashArray: [DimensionValue(4, .px), DimensionValue(2, .px)], lineCap: "butt")),
             #"{"dashArray":[{"value":4,"unit":"px"},{"value":2,"unit":"px"}],"lineCap":"butt"}"#),
            (.border(BorderValue(color: Self.black50, width: DimensionValue(1, .px), style: .keyword("solid"))),
             #"{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.5},"width":{"value":1,"unit":"px"},"style":"solid"}"#),
            (.transition(TransitionValue(duration: DurationValue(200, .ms), delay: DurationValue(0, .ms), timingFunction: CubicBezierValue(0.5, 0, 1, 1))),
             #"{"duration":{"value":200,"unit":"ms"},"delay":{"value":0,"unit":"ms"},"timingFunction":[0.5,0,1,1]}"#),
            (.shadow([ShadowValue(color: Self.black50, offsetX: DimensionValue(0, .px), offsetY: DimensionValue(2, .px),
                                  blur: DimensionValue(4, .px), spread: DimensionValue(0, .px))]),
             #"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.5},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":2,"unit":"px"},"blur":{"value":4,"unit":"px"},"spread":{"value":0,"unit":"px"},"inset":false}]"#),
            (.gradient([GradientStop(color: Self.black50, position: 0), GradientStop(color: Self.black50, position: 1.5)]),
             #"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.5},"position":0},{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.5},"position":1}]"#),
            (.typography(TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(1, .rem), fontWeight: 400,
                                         letterSpacing: DimensionValue(0, .px), lineHeight: 1.5)),
             #"{"fontFamily":["Inter"],"fontSize":{"value":1,"unit":"rem"},"fontWeight":400,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.5}"#),
            (.string("Say \"hi\""), #""Say \"hi\"""#),
            (.boolean(false), "false"),
            (.edgeInsets(EdgeInsetsValue([DimensionValue(8, .px), DimensionValue(1, .rem)])), #"[{"value":8,"unit":"px"},{"value":1,"unit":"rem"}]"#),
        ]
        var seen = Set<TokenType>()
        for (value, expected) in cases {
            #expect(renderJSON(value.canonicalJSON) == expected, "\(value.type)")
            seen.insert(value.type)
        }
        #expect(seen == Set(TokenType.allCases))
    }

    @Test func canonicalFormsReadBackToTheSameValue() {
        let inputs: [(TokenType, String)] = [
            (.color, ##""#11223380""##),
            (.dimension, #""24px""#),
            (.duration, #""0.3s""#),
            (.fontFamily, #""Inter""#),
            (.fontWeight, #""semi-bold""#),
            (.cubicBezier, "[0, 0, 1, 1]"),
            (.number, "3"),
            (.strokeStyle, #"{"lineCap": "round", "dashArray": ["1px"]}"#),
            (.border, ##"{"style": "dashed", "width": "2px", "color": "#123"}"##),
            (.transition, #"{"timingFunction": [0, 0, 1, 1], "delay": "0ms", "duration": "1s"}"#),
            (.shadow, ##"{"color": "#000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": true}"##),
            (.gradient, ##"[{"position": 2, "color": "#fff"}]"##),
            (.typography, #"{"lineHeight": 1, "letterSpacing": "0px", "fontWeight": "bold", "fontSize": "1rem", "fontFamily": ["A", "B"]}"#),
        ]
        for (type, text) in inputs {
            let first = parseValue(type, text)
            guard let canonical = first.canonical else { Issue.record("\(type): \(first.lines)"); continue }
            let again = parseValue(type, canonical)
            #expect(again.diagnostics.isEmpty, "\(type): \(again.lines)")
            #expect(again.value == first.value, "\(type)")
            #expect(again.canonical == canonical)
        }
    }

    @Test func canonicalKeyOrderIgnoresTheAuthorsOrder() {
        #expect(parseValue(.typography, #"{"lineHeight": 1, "letterSpacing": "0px", "fontWeight": "bold", "fontSize": "1rem", "fontFamily": ["A", "B"]}"#).canonical
            == #"{"fontFamily":["A","B"],"fontSize":{"value":1,"unit":"rem"},"fontWeight":700,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1}"#)
        #expect(parseValue(.shadow, ##"{"inset": true, "spread": "0px", "blur": "2px", "offsetY": "1px", "offsetX": "0px", "color": "#000"}"##).canonical
            == ##"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":1,"hex":"#000000"},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":1,"unit":"px"},"blur":{"value":2,"unit":"px"},"spread":{"value":0,"unit":"px"},"inset":true}]"##)
    }
}
