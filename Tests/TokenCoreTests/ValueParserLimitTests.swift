import Testing
@testable import TokenCore

/// Numbers that conversions could not carry and values the targets forbid: dimensions and durations beyond
/// ±1e15, legacy strings past the largest double, negative lengths where CSS rejects them. Each is a located
/// `invalid-value` error; the accepted extremes convert to the right finite numbers; number formatting and diff
/// deltas are total.
@Suite struct ValueParserLimitTests {
    static func px(_ v: String) -> String { #"{"value": \#(v), "unit": "px"}"# }

    /// Dimensions and durations: ±1e15 is accepted, anything larger is an error at the number (the issue's
    /// `1e308rem` became Swift `0.0`).
    @Test func magnitudeLimit() {
        for (type, value) in [(TokenType.dimension, #"{"value": 1e15, "unit": "rem"}"#), (.dimension, #"{"value": -1e15, "unit": "px"}"#),
                              (.duration, #"{"value": 1e15, "unit": "s"}"#), (.dimension, #"{"value": 5e-324, "unit": "em"}"#)] {
            #expect(parseValue(type, value).errors.isEmpty, "\(value)")
        }
        let bad: [(TokenType, String, String, String)] = [
            (.dimension, #"{"value": 1e308, "unit": "rem"}"#, "/$value/value", "invalid dimension: value must be between -1e15 and 1e15, found 1e+308"),
            (.dimension, #"{"value": -1.0000000000000002e15, "unit": "px"}"#, "/$value/value", "invalid dimension: value must be between -1e15 and 1e15, found -1000000000000000.2"),
            (.duration, #"{"value": 1e16, "unit": "ms"}"#, "/$value/value", "invalid duration: value must be between -1e15 and 1e15, found 10000000000000000"),
        ]
        for (type, value, pointer, message) in bad {
            let r = parseValue(type, value)
            #expect(r.value == nil, "\(value)")
            #expect(r.pointers == [pointer], "\(value)")
            #expect(r.errors.count == 1 && r.errors[0].message.hasPrefix(message), "\(r.lines)")
        }
        // Inside composites, at the member's number: a typography whose em letter spacing times its font size
        // overflowed (Swift `letterSpacing: 0.0`).
        let t = parseValue(.typography, #"{"fontFamily": "A", "fontSize": \#(Self.px("1e200")), "fontWeight": 400, "letterSpacing": {"value": 1e200, "unit": "em"}}"#)
        #expect(t.value == nil)
        #expect(t.pointers == ["/$value/fontSize/value", "/$value/letterSpacing/value"])
        #expect(parseValue(.typography, #"{"fontFamily": "A", "fontSize": \#(Self.px("16")), "fontWeight": 400, "lineHeight": 1e16}"#).pointers == ["/$value/lineHeight"])
    }

    /// Legacy `"<number><unit>"` strings whose number is past the largest double (JSON numbers that large are
    /// refused by the reader) were read as infinity and written as 0.
    @Test func legacyStringsPastTheLargestDouble() {
        let digits = String(repeating: "9", count: 400)
        for (type, text) in [(TokenType.dimension, digits + "px"), (.dimension, "-" + digits + ".5rem"), (.duration, digits + "ms"),
                             (.dimension, "1" + String(repeating: "0", count: 16) + "px")] {
            let r = parseValue(type, "\"\(text)\"")
            #expect(r.value == nil, "\(text.suffix(8))")
            #expect(r.errors.map(\.code) == [.invalidValue], "\(r.lines)")
            #expect(r.pointers.first == "/$value")
            #expect(r.errors.first?.message.contains("between -1e15 and 1e15") == true, "\(r.lines)")
        }
        #expect(parseValue(.dimension, "\"1000000000000000px\"").errors.isEmpty)
    }

    /// Lengths CSS rejects when negative: shadow blur, border width, typography font size and line height, dash
    /// lengths, and a transition's duration. Offsets, spread, letter spacing and a transition's delay may be negative.
    @Test func negativeValuesTargetsForbid() {
        let black = #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#
        let bad: [(TokenType, String, [String])] = [
            (.shadow, #"{"color": \#(black), "offsetX": \#(Self.px("0")), "offsetY": \#(Self.px("0")), "blur": \#(Self.px("-1")), "spread": \#(Self.px("0"))}"#, ["/$value/blur"]),
            (.shadow, #"[{"color": \#(black), "offsetX": \#(Self.px("0")), "offsetY": \#(Self.px("0")), "blur": "-0.5rem", "spread": \#(Self.px("0"))}]"#, ["/$value/0/blur"]),
            (.border, #"{"color": \#(black), "width": \#(Self.px("-1")), "style": "solid"}"#, ["/$value/width"]),
            (.border, #"{"color": \#(black), "width": \#(Self.px("1")), "style": {"dashArray": [\#(Self.px("-2"))], "lineCap": "butt"}}"#, ["/$value/style/dashArray/0"]),
            (.strokeStyle, #"{"dashArray": [\#(Self.px("4")), \#(Self.px("-5e-324"))], "lineCap": "round"}"#, ["/$value/dashArray/1"]),
            (.typography, #"{"fontFamily": "A", "fontSize": \#(Self.px("16")), "fontWeight": 400, "lineHeight": -1}"#, ["/$value/lineHeight"]),
            (.typography, #"{"fontFamily": "A", "fontSize": \#(Self.px("-16")), "fontWeight": 400}"#, ["/$value/fontSize"]),
            (.transition, #"{"duration": {"value": -1, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#, ["/$value/duration"]),
        ]
        for (type, value, pointers) in bad {
            let r = parseValue(type, value)
            #expect(r.value == nil, "\(value)")
            let errorPointers = r.errors.map { JSONPointer(Array($0.location!.pointer!.tokens.dropFirst())).description }
            #expect(errorPointers == pointers, "\(r.lines)")
            #expect(r.errors.first?.message.contains(": must be 0 or more, found -") == true, "\(r.lines)")
        }
        #expect(parseValue(.shadow, #"{"color": \#(black), "offsetX": \#(Self.px("0")), "offsetY": \#(Self.px("0")), "blur": \#(Self.px("-1")), "spread": \#(Self.px("0"))}"#)
            .errors.first?.message == "invalid shadow blur: must be 0 or more, found -1px")
        let fine: [(TokenType, String)] = [
            (.shadow, #"{"color": \#(black), "offsetX": \#(Self.px("-3")), "offsetY": \#(Self.px("-4")), "blur": \#(Self.px("-0")), "spread": \#(Self.px("-2"))}"#),
            (.border, #"{"color": \#(black), "width": \#(Self.px("0")), "style": "solid"}"#),
            (.typography, #"{"fontFamily": "A", "fontSize": \#(Self.px("0")), "fontWeight": 400, "letterSpacing": \#(Self.px("-1")), "lineHeight": 0}"#),
            (.transition, #"{"duration": {"value": 0, "unit": "ms"}, "delay": {"value": -100, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#),
            (.dimension, Self.px("-1")), (.duration, #"{"value": -1, "unit": "s"}"#),
        ]
        for (type, value) in fine {
            #expect(parseValue(type, value).errors.isEmpty, "\(value)")
        }
    }

    /// `NumberText.fixed` takes any double (it traps no more on the integer conversion of a large one), and a
    /// diff delta that overflows is no delta.
    @Test func fixedFormattingAndDeltasAreTotal() {
        #expect(NumberText.fixed(1e300, places: 4) == "1" + String(repeating: "0", count: 300) + ".0000")
        #expect(NumberText.fixed(-1e19, places: 2) == "-10000000000000000000.00")
        #expect(NumberText.fixed(9.3e18, places: 0) == "9300000000000000000")
        #expect(NumberText.fixed(4.4849, places: 2, truncate: true) == "4.48")
        #expect(NumberText.fixed(-0.004, places: 2) == "0.00")
        let d = ValueDelta.between(.number(0), .number(1e300))
        #expect(d?.amount == 1e300)
        #expect(d?.text == "+1" + String(repeating: "0", count: 300))
        #expect(ValueDelta.between(.number(-1e308), .number(1e308)) == nil)
        #expect(ValueDelta.between(.dimension(DimensionValue(-1e15, .px)), .dimension(DimensionValue(1e15, .px)))?.amount == 2e15)
    }

    /// `diff` reads `remBase` from the raw `validation` object and leaves malformed values to the validator: one
    /// outside (0, 10000] is not taken (1e308 made every rem delta 1e308 times too large).
    @Test func diffTakesOnlyAnAcceptedRemBase() {
        func remBase(_ v: Double) -> Double {
            DiffOptions(validation: JSONObject([JSONMember(key: "remBase", value: .number(v))])).remBase
        }
        #expect(remBase(10) == 10 && remBase(10_000) == 10_000)
        #expect(remBase(1e308) == 16 && remBase(0) == 16 && remBase(-16) == 16)
    }

    /// The Swift writer's conversions at the limits: rem × remBase and em × the font size in points, exact.
    @Test func swiftPointsAtTheLimits() {
        let w = SwiftValueWriter(namespace: "T", remBase: 10_000)
        #expect(w.literal(.dimension(DimensionValue(1e15, .rem))) == "10000000000000000000.0")
        let t = TypographyValue(fontFamily: ["A"], fontSize: DimensionValue(1e15, .rem), fontWeight: 400,
                                letterSpacing: DimensionValue(-1e15, .em), lineHeight: 1e15)
        #expect(w.literal(.typography(t)).contains("letterSpacing: -1" + String(repeating: "0", count: 34)), "\(w.literal(.typography(t)))")
    }

    /// Messages show a number far from one with an exponent, not hundreds of digits.
    @Test func messagesShowHugeAndTinyNumbersWithAnExponent() {
        #expect(NumberText.readable(1e300) == "1e+300")
        #expect(NumberText.readable(-2.5e21) == "-2.5e+21")
        #expect(NumberText.readable(1e-320) == "1e-320")
        #expect(NumberText.readable(1e20) == "100000000000000000000")
        #expect(NumberText.readable(0.5) == "0.5")
        #expect(NumberText.readable(0) == "0")
        let lab = parseValue(.color, #"{"colorSpace": "lab", "components": [50, 1e300, -1e300]}"#)
        #expect(lab.errors.map(\.message) == ["invalid color: lab a must be between -1000 and 1000, found 1e+300",
                                               "invalid color: lab b must be between -1000 and 1000, found -1e+300"], "\(lab.lines)")
    }
}
