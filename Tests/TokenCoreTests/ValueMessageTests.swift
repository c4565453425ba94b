import Testing
@testable import TokenCore

/// Messages that lead to the fix: arithmetic tokenc does not evaluate, font weight names written another way,
/// colour strings in another form, and a wrong segment anywhere in a reference path.
@Suite struct ValueMessageTests {
    @Test(arguments: [
        (#""4 * 7px""#, #"invalid dimension: "4 * 7px" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as { "value": n, "unit": u } (u: px, rem)"#),
        (#""8px + 2px""#, #"invalid dimension: "8px + 2px" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as { "value": n, "unit": u } (u: px, rem)"#),
        (#""16px / 2""#, #"invalid dimension: "16px / 2" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as { "value": n, "unit": u } (u: px, rem)"#),
        (#""8px - 2px""#, #"invalid dimension: "8px - 2px" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as { "value": n, "unit": u } (u: px, rem)"#),
        (#""calc(1rem)""#, #"invalid dimension: "calc(1rem)" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as { "value": n, "unit": u } (u: px, rem)"#),
    ])
    func arithmeticInADimensionIsAnExpression(_ value: String, _ message: String) {
        let r = parseValue(.dimension, value)
        #expect(r.diagnostics.map(\.message) == [message])
        #expect(r.diagnostics.first?.location?.line == 1 && r.diagnostics.first?.location?.column == 40)
    }

    @Test func arithmeticInANumberIsAnExpression() {
        #expect(parseValue(.number, #""4 * 7""#).diagnostics.map(\.message)
                == [#"invalid number: "4 * 7" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as a number"#])
        #expect(parseValue(.duration, #""100ms * 2""#).diagnostics.map(\.message)
                == [#"invalid duration: "100ms * 2" is an expression, and tokenc evaluates expressions only in Tokens Studio files (docs/tokens-studio-math.md), not in DTCG ones; write its result as { "value": n, "unit": u } (u: ms, s)"#])
    }

    /// A minus sign that belongs to a number is not arithmetic: those keep their own messages.
    @Test func negativeNumbersAreNotExpressions() {
        #expect(parseValue(.dimension, #""-2vmin""#).diagnostics.map(\.message) == [#"invalid dimension: unit "vmin" is not one of px, rem"#])
        #expect(ValueParser.expressionProblem("-2px") == nil)
        #expect(ValueParser.expressionProblem("1e-3px") == nil)
        #expect(ValueParser.expressionProblem("{a}-1") != nil)
    }

    @Test(arguments: [("SemiBold", "semi-bold"), ("Semi Bold", "semi-bold"), ("semi_bold", "semi-bold"), ("ExtraLight", "extra-light"),
                      ("Bold", "bold"), ("bolt", "bold"), ("Regular", "regular")])
    func fontWeightNamesSuggestTheSpelling(_ written: String, _ suggested: String) {
        let messages = parseValue(.fontWeight, "\"\(written)\"").diagnostics.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("; did you mean \"\(suggested)\"?") == true, "\(messages)")
    }

    @Test func aFarFontWeightNameSuggestsNothing() {
        #expect(parseValue(.fontWeight, #""thinnish""#).diagnostics.first?.message.contains("did you mean") == false)
    }

    @Test(arguments: [#""rgb(0, 0, 0)""#, #""red""#, #""oklch(0.5 0.1 200)""#])
    func aColourStringSaysWhichFormsAreAccepted(_ value: String) {
        let messages = parseValue(.color, value).diagnostics.map(\.message)
        #expect(messages == ["invalid color: string \(value) is not a colour tokenc reads; \(ValueParser.acceptedColorForms)"])
        #expect(ValueParser.acceptedColorForms.contains(#"{"colorSpace": "srgb", "components": [r, g, b]}"#))
        #expect(ValueParser.acceptedColorForms.contains("#rrggbb"))
    }

    @Test func aBadHexStringAlsoNamesTheObjectForm() {
        #expect(parseValue(.color, ##""#abcde""##).diagnostics.map(\.message)
                == [##"invalid color: "#abcde" is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa); or write an object {"colorSpace": "srgb", "components": [r, g, b]}"##])
    }

    static let palette = """
    {
      "color": { "$type": "number",
        "blue": { "500": { "$value": 1 }, "700": { "$value": 2 } },
        "red": { "500": { "$value": 3 } } },
      "refs": { "$type": "number",
        "a": { "$value": "{colour.blue.500}" },
        "b": { "$value": "{color.blu.700}" },
        "c": { "$value": "{colr.bleu.500}" },
        "d": { "$value": "{color.green.500}" },
        "e": { "$value": "{color.red.700}" } }
    }
    """

    @Test func aWrongSegmentAnywhereInAReferenceGetsDidYouMean() {
        let c = Compiled(Self.palette)
        let notes = Dictionary(uniqueKeysWithValues: c.diagnostics.map { ($0.message, $0.notes.map(\.message)) })
        #expect(notes["unresolved reference {colour.blue.500}"] == ["did you mean {color.blue.500}?"])
        #expect(notes["unresolved reference {color.blu.700}"] == ["did you mean {color.blue.700}?"])
        #expect(notes["unresolved reference {colr.bleu.500}"] == ["did you mean {color.blue.500}?"])
        #expect(notes["unresolved reference {color.green.500}"] == [])
        #expect(notes["unresolved reference {color.red.700}"] == ["did you mean {color.red.500}?"])
        // The note points at the suggested token's definition.
        let a = c.diagnostics.first { $0.message == "unresolved reference {colour.blue.500}" }
        #expect(a?.notes.first?.location?.line == 3)
    }

    @Test func pathSuggestionCorrectsEachLevel() {
        let s = PathSuggestion(paths: ["color.blue.500", "color.blue.700", "space.m"].map { TokenPath(dotted: $0) })
        #expect(s.suggestion(for: TokenPath(dotted: "colour.blue.500")) == TokenPath(dotted: "color.blue.500"))
        #expect(s.suggestion(for: TokenPath(dotted: "color.blu.700")) == TokenPath(dotted: "color.blue.700"))
        #expect(s.suggestion(for: TokenPath(dotted: "Space.M")) == TokenPath(dotted: "space.m"))
        #expect(s.suggestion(for: TokenPath(dotted: "color.blue.500")) == nil)
        #expect(s.suggestion(for: TokenPath(dotted: "color.blue")) == nil)
        #expect(s.suggestion(for: TokenPath(dotted: "size.m")) == nil)
    }
}
