import Testing
@testable import TokenCore

/// The outcome of parsing one `$value` in a test.
struct ParsedValue {
    var value: TokenValue?
    /// Diagnostics, located (line:col filled in) and sorted.
    var diagnostics: [Diagnostic]
    /// The source the value was read from (`{"t": {"$type": …, "$value": …}}`).
    var file: SourceFile

    /// Errors only.
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The canonical JSON of the value, compact, or nil.
    var canonical: String? { value.map { renderJSON($0.canonicalJSON) } }
    /// Each diagnostic as `line:col code message`.
    var lines: [String] { diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.code.rawValue) \($0.message)" } }
    /// Each diagnostic's pointer below the token (`/$value/components/1`).
    var pointers: [String] { diagnostics.map { JSONPointer(Array($0.location!.pointer!.tokens.dropFirst())).description } }
}

/// Parses `valueText` (JSON) as the `$value` of a token `t` of `type`, in a file laid out as
/// `{"t": {"$type": "<type>", "$value": <valueText>}}` on one line.
func parseValue(_ type: TokenType, _ valueText: String) -> ParsedValue {
    let text = #"{"t": {"$type": "\#(type.rawValue)", "$value": \#(valueText)}}"#
    let file = SourceFile(path: "t.json", text: text)
    let read = JSONReader.read(file)
    guard let json = read.value?.value(at: JSONPointer(["t", "$value"])) else {
        Issue.record("test input does not parse: \(valueText) \(read.diagnostics)")
        return ParsedValue(value: nil, diagnostics: [], file: file)
    }
    var diagnostics: [Diagnostic] = []
    let value = ValueParser.parse(json, as: type, origin: Origin(file: "t.json", pointer: JSONPointer(["t"])),
                                  token: TokenPath(["t"]), diagnostics: &diagnostics)
    for d in diagnostics { #expect(d.tokenPath == "t") }
    let located = DiagnosticLocator(files: [file]).locate(diagnostics)
    return ParsedValue(value: value, diagnostics: located, file: file)
}

/// Compact JSON text with keys in stored order and numbers as `NumberText` writes them.
func renderJSON(_ v: JSONValue) -> String {
    switch v {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return NumberText.format(n)
    case .string(let s): return "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    case .array(let a): return "[" + a.map(renderJSON).joined(separator: ",") + "]"
    case .object(let o): return "{" + o.members.map { renderJSON(.string($0.key)) + ":" + renderJSON($0.value) }.joined(separator: ",") + "}"
    }
}

extension String {
    /// Every occurrence of `target` replaced (a Foundation-free helper for tests).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

@Suite struct ValueParserTests {
    // MARK: dimension

    @Test func dimensionObjects() {
        #expect(parseValue(.dimension, #"{"value": 0.5, "unit": "rem"}"#).value == .dimension(DimensionValue(0.5, .rem)))
        #expect(parseValue(.dimension, #"{"unit": "px", "value": 12}"#).canonical == #"{"value":12,"unit":"px"}"#)
        #expect(parseValue(.dimension, #"{"value": -0.25, "unit": "rem"}"#).value == .dimension(DimensionValue(-0.25, .rem)))
        let zero = parseValue(.dimension, #"{"value": 0, "unit": "px"}"#)
        #expect(zero.value == .dimension(DimensionValue(0, .px)))
        #expect(zero.diagnostics.isEmpty)
    }

    @Test func dimensionUnitErrorPointsAtTheUnit() {
        let r = parseValue(.dimension, #"{"value": 1, "unit": "vmin"}"#)
        #expect(r.value == nil)
        #expect(r.lines == [#"1:61 invalid-value invalid dimension: unit "vmin" is not one of px, rem"#])
        #expect(r.pointers == ["/$value/unit"])
    }

    /// `em` is not a 2025.10 unit, but GitHub Primer uses it: accepted, with a `non-standard-unit` warning located
    /// at the unit (object form) or the string (legacy form).
    @Test func emIsANonStandardUnit() {
        let r = parseValue(.dimension, #"{"value": 0.9285, "unit": "em"}"#)
        #expect(r.value == .dimension(DimensionValue(0.9285, .em)))
        #expect(r.lines == [#"1:66 non-standard-unit dimension "0.9285em" uses the unit em, which DTCG 2025.10 does not define (px, rem); accepted: CSS keeps em, Swift and validation take 1em as the font size (letterSpacing) or the rem base"#])
        #expect(r.diagnostics.map(\.severity) == [.warning])
        #expect(r.canonical == #"{"value":0.9285,"unit":"em"}"#)
        let legacy = parseValue(.dimension, #""0.9285em""#)
        #expect(legacy.value == .dimension(DimensionValue(0.9285, .em)))
        #expect(legacy.diagnostics.map(\.code) == [.deprecatedForm, .nonStandardUnit])
        #expect(legacy.pointers == ["/$value", "/$value"])
        // em, and % (CompatDimensionTests.percentIsReadAsALayoutShare): other CSS units stay errors, and messages list the standard units only.
        for unit in ["EM", "ex", "ch", "vmin", "pt"] {
            let bad = parseValue(.dimension, #"{"value": 1, "unit": "\#(unit)"}"#)
            #expect(bad.value == nil, "\(unit)")
            #expect(bad.diagnostics.map(\.message) == [#"invalid dimension: unit "\#(unit)" is not one of px, rem"#])
        }
        #expect(DimensionValue(0.5, .em).pixels(remBase: 16) == 8)
    }

    @Test func dimensionShapeErrors() {
        #expect(parseValue(.dimension, "42").lines == [#"1:40 invalid-value invalid dimension: expected an object with "value" and "unit" (px, rem), found number 42"#])
        // A bare 0 is 0 in every unit: read as 0px with a compatibility warning, not an error.
        #expect(parseValue(.dimension, "0").errors.isEmpty)
        #expect(parseValue(.dimension, "0").diagnostics.map(\.code) == [.dimensionWithoutUnit])
        let bad = parseValue(.dimension, #"{"value": 2, "unit": "px", "bad": true}"#)
        #expect(bad.value == nil)
        #expect(bad.lines == [#"1:67 invalid-value invalid dimension: unknown property "bad"; allowed: value, unit"#])
        #expect(parseValue(.dimension, #"{"value": 2}"#).lines == [#"1:40 invalid-value invalid dimension: missing required property "unit""#])
        #expect(parseValue(.dimension, #"{}"#).diagnostics.map(\.message) == [#"invalid dimension: missing required properties "value", "unit""#])
        #expect(parseValue(.dimension, #"{"value": "2", "unit": "px"}"#).pointers == ["/$value/value"])
    }

    @Test func legacyDimensionStrings() {
        let r = parseValue(.dimension, #""16px""#)
        #expect(r.value == .dimension(DimensionValue(16, .px)))
        #expect(r.lines == [#"1:40 deprecated-form dimension "16px" uses the pre-2025.10 string form; write { "value": 16, "unit": "px" }"#])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(parseValue(.dimension, #""1.5rem""#).value == .dimension(DimensionValue(1.5, .rem)))
        #expect(parseValue(.dimension, #""-0.25rem""#).value == .dimension(DimensionValue(-0.25, .rem)))
        #expect(parseValue(.dimension, #"".5rem""#).value == .dimension(DimensionValue(0.5, .rem)))
        #expect(parseValue(.dimension, #""0.5rem""#).canonical == #"{"value":0.5,"unit":"rem"}"#)
    }

    @Test func invalidDimensionStrings() {
        #expect(parseValue(.dimension, #""1vmin""#).diagnostics.map(\.message) == [#"invalid dimension: unit "vmin" is not one of px, rem"#])
        #expect(parseValue(.dimension, #""16""#).diagnostics.map(\.message) == [#"invalid dimension: "16" has no unit (px, rem)"#])
        #expect(parseValue(.dimension, #""rem""#).diagnostics.map(\.message)
            == [#"invalid dimension: "rem" is neither an object with "value" and "unit" nor a number followed by px, rem"#])
        for bad in [#""""#, #""16 px""#, #""1e3px""#, #""+4px""#, #""px16""#, #""16PX""#, #""--1px""#] {
            let r = parseValue(.dimension, bad)
            #expect(r.value == nil && r.errors.count == 1, "\(bad)")
        }
    }

    // MARK: duration

    @Test func durations() {
        #expect(parseValue(.duration, #"{"value": 100, "unit": "ms"}"#).value == .duration(DurationValue(100, .ms)))
        #expect(parseValue(.duration, #"{"value": 0.25, "unit": "s"}"#).canonical == #"{"value":0.25,"unit":"s"}"#)
        #expect(parseValue(.duration, #"{"value": -100, "unit": "ms"}"#).value == .duration(DurationValue(-100, .ms)))
        let legacy = parseValue(.duration, #""200ms""#)
        #expect(legacy.value == .duration(DurationValue(200, .ms)))
        #expect(legacy.diagnostics.map(\.code) == [.deprecatedForm])
        #expect(parseValue(.duration, #""0.5s""#).value == .duration(DurationValue(0.5, .s)))
        #expect(parseValue(.duration, #"{"value": 200, "unit": "ns"}"#).diagnostics.map(\.message) == [#"invalid duration: unit "ns" is not one of ms, s"#])
        #expect(parseValue(.duration, "250").diagnostics.map(\.message) == [#"invalid duration: expected an object with "value" and "unit" (ms, s), found number 250"#])
        #expect(parseValue(.duration, #""250""#).errors.count == 1)
        #expect(parseValue(.duration, #""ms""#).errors.count == 1)
        #expect(parseValue(.duration, #""""#).errors.count == 1)
        #expect(parseValue(.duration, #""2sec""#).diagnostics.map(\.message) == [#"invalid duration: unit "sec" is not one of ms, s"#])
        #expect(parseValue(.duration, #"{"value": 100, "unit": "ms", "bad": true}"#).pointers == ["/$value/bad"])
    }

    // MARK: number, fontFamily, fontWeight, cubicBezier

    @Test func numbers() {
        #expect(parseValue(.number, "42").value == .number(42))
        #expect(parseValue(.number, "-1.5").canonical == "-1.5")
        #expect(parseValue(.number, #""100""#).diagnostics.map(\.message) == [#"invalid number: expected a number, found string "100""#])
        #expect(parseValue(.number, "null").errors.count == 1)
    }

    @Test func fontFamilies() {
        #expect(parseValue(.fontFamily, #""Comic Sans MS""#).canonical == #"["Comic Sans MS"]"#)
        #expect(parseValue(.fontFamily, #"["Helvetica", "system-ui", "sans-serif"]"#).value == .fontFamily(["Helvetica", "system-ui", "sans-serif"]))
        #expect(parseValue(.fontFamily, #""""#).diagnostics.map(\.message) == ["invalid fontFamily: font name must not be empty"])
        let emptyInArray = parseValue(.fontFamily, #"["Helvetica", ""]"#)
        #expect(emptyInArray.diagnostics.map(\.message) == ["invalid fontFamily: font name 2 must be a non-empty string, found an empty string"])
        #expect(emptyInArray.pointers == ["/$value/1"])
        #expect(parseValue(.fontFamily, "[]").errors.count == 1)
        #expect(parseValue(.fontFamily, "200").diagnostics.map(\.message) == ["invalid fontFamily: expected a font name or an array of font names, found number 200"])
        #expect(parseValue(.fontFamily, #"["A", 3]"#).pointers == ["/$value/1"])
        // A CSS font stack in one string (GitHub Primer) is split into its names, with a deprecated-form finding.
        let stack = parseValue(.fontFamily, #""-apple-system, BlinkMacSystemFont, 'Segoe UI', \"Noto Sans\" , sans-serif""#)
        #expect(stack.value == .fontFamily(["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "sans-serif"]))
        #expect(stack.diagnostics.map(\.code) == [.deprecatedForm])
        #expect(stack.diagnostics.first?.message == #"fontFamily "-apple-system, BlinkMacSystemFont, 'Segoe UI', "Noto Sans" , sans-serif" is a CSS font stack in one string; write an array: ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "sans-serif"]"#)
        // The suggested array is JSON even when a name holds a quote or a backslash.
        let quoted = parseValue(.fontFamily, #""'Say \"Hi\"', C:\\Fonts, sans-serif""#)
        #expect(quoted.value == .fontFamily([#"Say "Hi""#, #"C:\Fonts"#, "sans-serif"]))
        #expect(quoted.diagnostics.first?.message.hasSuffix(#"write an array: ["Say \"Hi\"", "C:\\Fonts", "sans-serif"]"#) == true)
        #expect(parseValue(.fontFamily, #""'Font, With Comma'""#).value == .fontFamily(["Font, With Comma"]))
        #expect(parseValue(.fontFamily, #""Inter, ""#).diagnostics.map(\.message) == [#"invalid fontFamily: "Inter, " is a list of font names with an empty one"#])
    }

    @Test func fontWeights() {
        #expect(parseValue(.fontWeight, "700").value == .fontWeight(700))
        #expect(parseValue(.fontWeight, "350").canonical == "350")
        #expect(parseValue(.fontWeight, "1").value == .fontWeight(1))
        #expect(parseValue(.fontWeight, "1000").value == .fontWeight(1000))
        let expected: [(String, Double)] = [
            ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
            ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
            ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
            ("extra-black", 950), ("ultra-black", 950),
        ]
        for (name, weight) in expected {
            let r = parseValue(.fontWeight, "\"\(name)\"")
            #expect(r.value == .fontWeight(weight), "\(name)")
            #expect(r.diagnostics.isEmpty)
        }
        #expect(parseValue(.fontWeight, "9001").diagnostics.map(\.message) == ["invalid fontWeight: must be between 1 and 1000, found 9001"])
        #expect(parseValue(.fontWeight, "0").errors.count == 1)
        #expect(parseValue(.fontWeight, #""Bold""#).errors.count == 1)
        #expect(parseValue(.fontWeight, #""thinnish""#).diagnostics.first?.message.hasPrefix(#"invalid fontWeight: "thinnish" is not a number 1–1000 or one of thin, hairline,"#) == true)
        #expect(parseValue(.fontWeight, #""700""#).errors.count == 1)
    }

    @Test func cubicBeziers() {
        #expect(parseValue(.cubicBezier, "[0.33, 1, 0.68, 1]").value == .cubicBezier(CubicBezierValue(0.33, 1, 0.68, 1)))
        #expect(parseValue(.cubicBezier, "[0, -2, 1, 3.5]").canonical == "[0,-2,1,3.5]")
        #expect(parseValue(.cubicBezier, "[0.33, 1, 0.68, 1, 5]").diagnostics.map(\.message) == ["invalid cubicBezier: expected 4 numbers [P1x, P1y, P2x, P2y], found 5"])
        let r = parseValue(.cubicBezier, #"["33%", "100%", "68%", "100%"]"#)
        #expect(r.value == nil)
        #expect(r.pointers == ["/$value/0", "/$value/1", "/$value/2", "/$value/3"])
        #expect(r.diagnostics.first?.message == #"invalid cubicBezier: P1x must be a number, found string "33%""#)
        let outOfRange = parseValue(.cubicBezier, "[1.2, 0, -0.1, 1]")
        #expect(outOfRange.diagnostics.map(\.message) == ["invalid cubicBezier: P1x must be between 0 and 1, found 1.2",
                                                         "invalid cubicBezier: P2x must be between 0 and 1, found -0.1"])
        #expect(parseValue(.cubicBezier, #"{"x": 1}"#).errors.count == 1)
    }

    @Test func splitsLegacyNumbers() {
        #expect(ValueParser.splitNumber("16px") == (16, "px"))
        #expect(ValueParser.splitNumber("-0.5rem") == (-0.5, "rem"))
        #expect(ValueParser.splitNumber(".5s") == (0.5, "s"))
        #expect(ValueParser.splitNumber("16.px") == (16, "px"))
        #expect(ValueParser.splitNumber("px").0 == nil)
        #expect(ValueParser.splitNumber("-px").0 == nil)
        #expect(ValueParser.splitNumber(".px").0 == nil)
    }
}
