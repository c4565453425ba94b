import Testing
@testable import TokenCore

/// Tokens Studio's loose typing across number and dimension (Designsystemet's `number` over a `dimension` "18").
@Suite struct TokensStudioCoercionTests {
    @Test func aNumberMayAliasAUnitlessSizeAndBack() throws {
        let set = """
        {"size": {"_base": {"$type": "dimension", "$value": "18"}, "n": {"$type": "number", "$value": "4"}},
         "base": {"$type": "number", "$value": "{size._base}"}, "gap": {"$type": "dimension", "$value": "{size.n}"}}
        """
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set))
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["base"]?.value == .number(18))
        #expect(tokens["gap"]?.value == .dimension(DimensionValue(4, .px)))
    }

    @Test func otherMismatchesStayErrors() throws {
        // A rem size is not a number, a colour never is, and DTCG files keep their strict types.
        let set = """
        {"r": {"$type": "dimension", "$value": "1rem"}, "c": {"$type": "color", "$value": "#ffffff"},
         "a": {"$type": "number", "$value": "{r}"}, "b": {"$type": "number", "$value": "{c}"}}
        """
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(set))
        #expect(outcome.reported.filter { $0.code == .aliasTypeMismatch }.count == 2)
        let files = [
            "d/tokenc.json": #"{"tokens": ["t.json"], "output": "out", "css": {}}"#,
            "d/t.json": #"{"s": {"$type": "dimension", "$value": {"value": 18, "unit": "px"}}, "n": {"$type": "number", "$value": "{s}"}}"#,
        ]
        let dtcg = try TokensStudioSupport.build(.config("d/tokenc.json"), files)
        #expect(dtcg.reported.map(\.code).contains(.aliasTypeMismatch))
    }
}
