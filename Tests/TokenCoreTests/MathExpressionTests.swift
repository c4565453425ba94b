import Testing
@testable import TokenCore

/// The Tokens Studio math evaluator on its own: sd-transforms' test cases, then the edge cases.
///
/// The first table ports the expectations of `test/spec/checkAndEvaluateMath.spec.ts` and
/// `test/spec/strictCheckAndEvaluateMath.spec.ts` in tokens-studio/sd-transforms (MIT licence,
/// https://github.com/tokens-studio/sd-transforms). Where sd-transforms returns the expression unchanged (not
/// evaluable), tokenc fails with a reason; results are written as sd-transforms writes them (values joined by a
/// space, a number then its unit).
@Suite struct MathExpressionTests {
    /// The text of every value of `expression`, joined as sd-transforms joins them, or nil when it fails.
    static func evaluated(_ expression: String) -> String? {
        guard case .success(let values) = MathExpression.evaluate(expression) else { return nil }
        return values.map(\.text).joined(separator: " ")
    }

    static func failure(_ expression: String) -> MathExpression.Failure? {
        guard case .failure(let f) = MathExpression.evaluate(expression) else { return nil }
        return f
    }

    /// sd-transforms' own cases: expression → result (nil: not evaluable there, left as written).
    static let sdTransformsCases: [(String, String?)] = [
        // checks and evaluates math expressions
        ("4*1.5px 4*1.5px 4*1.5px", "6px 6px 6px"),
        ("4px", "4px"),
        ("4 * 7", "28"),
        ("4 * 7px", "28px"),
        ("4 * 7rem", "28rem"),
        ("(15 + 20 - 17 * 8 / 3) * 7px", "-72.3333px"),
        // more than one token has a unit, in case of px
        ("4px * 7px", "28px"),
        ("4 * 7px * 8px", "224px"),
        // more than one unit, no mixed units
        ("4em + 7em", "11em"),
        ("4 + 7rem", nil),
        ("4em + 7rem", nil),
        // mixed units only when the operators are all multiplication and the mix is px or unitless
        ("4 * 7em * 8em", "224em"),
        ("4px * 7em", "28em"),
        ("1000 / 20em", nil),
        ("4px + 7em", nil),
        // the same unit in each piece
        ("5px * 4px / 2px", "10px"),
        ("10vw + 20vw", "30vw"),
        ("2em + 20", nil),
        ("2em + 20px", nil),
        ("2pt * 4", "8pt"),
        ("2em * 20px", "40em"),
        // multi-value expressions
        ("8 / 4 * 7px 8 * 5px 2 * 4px", "14px 40px 8px"),
        ("5px + 4px + 10px 3 * 2px", "19px 6px"),
        ("5px 3 * 2px", "5px 6px"),
        ("3 * 2px 5px", "6px 5px"),
        // expr-eval functions
        ("roundTo(4 / 7, 1)", "0.6"),
        ("8 * 14px roundTo(4 / 7, 1)", "112px 0.6"),
        ("roundTo(4 / 7, 1) 8 * 14px", "0.6 112px"),
        ("min(10, 24, 5, 12, 6) 8 * 14px", "5 112px"),
        ("ceil(roundTo(16/1.2,0)/2)*2", "14"),
        ("ceil(roundTo(3.3333px, 2) * 2)*2", "14px"),
        // expr-eval functions with units
        ("roundTo(4px / 7, 1)", "0.6px"),
        ("8 * 14px roundTo(4 / 7px, 1)", "112px 0.6px"),
        ("roundTo(4px / 7px, 1) 8 * 14px", "0.6px 112px"),
        ("min(10px, 24px, 5px, 12px, 6px) 8 * 14px", "5px 112px"),
        ("ceil(roundTo(16px/1.2,0)/2)*2", "14px"),
        // expr-eval functions with regular math
        ("roundTo(4 / 7, 1) * 24", "14.4"),
        ("roundTo(roundTo(4 / 7, 1) * 24, 1)", "14.4"),
        // not a math expression: left as written there, not evaluable here
        ("linear-gradient(90deg, #354752 0%, #0b0d0e 100%)", nil),
        ("800 italic 16px/1 'Arial Black'", nil),
        ("dd/MM/yyyy 'om' HH:mm", nil),
        // the type is not changed where there is nothing to evaluate; a product gives a number
        ("11 * 5", "55"),
        ("11", "11"),
        // mathFractionDigits: 5 / 16 keeps four decimals (three there, with the option)
        ("5 / 16", "0.3125"),
        // composite members
        ("100 * 3", "300"),
        ("16px * 1.5", "24px"),
        ("2*2px", "4px"),
        ("2*4px", "8px"),
        ("2*8px", "16px"),
        ("2*6px", "12px"),
        ("6px / 4", "1.5px"),
    ]

    @Test(arguments: sdTransformsCases)
    func matchesSDTransforms(_ expression: String, _ expected: String?) {
        #expect(Self.evaluated(expression) == expected, "\(expression)")
    }

    /// Edge cases: precedence, signs, division, functions, whitespace, rounding.
    static let edgeCases: [(String, String?)] = [
        ("1 + 2 * 3", "7"),
        ("(1 + 2) * 3", "9"),
        ("2 * 3 + 4 * 5", "26"),
        ("10 - 4 - 3", "3"),
        ("64 / 4 / 2", "8"),
        ("2 ^ 3 ^ 2", "512"),
        ("-2 ^ 2", "-4"),
        ("-4px * 2", "-8px"),
        ("2 * -4px", "-8px"),
        ("--3", "3"),
        ("+3 - -3", "6"),
        ("-(2 + 3) * 2px", "-10px"),
        ("4px + 2", "6px"),
        ("8px / 3", "2.6667px"),
        ("1 / 3", "0.3333"),
        ("2 / 3", "0.6667"),
        ("0.1 + 0.2", "0.3"),
        ("7 % 4", "3"),
        ("  4  *\t2px  ", "8px"),
        ("4*2px", "8px"),
        (".5 * 4", "2"),
        ("1e3 * 2", "2000"),
        ("floor(2.7px)", "2px"),
        ("ceil(2.1)", "3"),
        ("round(2.5)", "3"),
        ("round(-2.5)", "-2"),
        ("roundTo(1.005, 2)", "1.01"),
        ("roundTo(1234, -2)", "1200"),
        ("abs(-4px)", "4px"),
        ("sqrt(16)", "4"),
        ("sqrt(16px)", "4px"),
        ("max(1, 3, 2) * 2rem", "6rem"),
        ("min(4rem, 2rem) + 1rem", "3rem"),
        ("floor(max(2, min(8, 5.5)) * 2) / 2", "5.5"),
        ("floor(4 * 2) * 2", "16"),
        ("min(4*0.5,2)", "2"),
        ("floor(roundTo(16 * 1.25, 0) / 4) * 4px", "20px"),
        ("pow(2, 10)", "1024"),
        ("trunc(-2.7)", "-2"),
        ("sign(-3px)", "-1px"),
        ("50% * 2", "100%"),
        ("100% / 4", "25%"),
        ("4rem / 2", "2rem"),
        ("2rem * 3 - 1rem", "5rem"),
        ("(2rem + 2rem) / 2", "2rem"),
        ("-0 * 1", "0"),
    ]

    @Test(arguments: edgeCases)
    func edgeCase(_ expression: String, _ expected: String?) {
        #expect(Self.evaluated(expression) == expected, "\(expression)")
    }

    @Test func divisionByZeroIsRefused() {
        #expect(Self.failure("4px / 0") == .divisionByZero)
        #expect(Self.failure("4 / (2 - 2)") == .divisionByZero)
        #expect(Self.failure("4rem / 0") == .divisionByZero)
        #expect(Self.failure("5 % 0") == .divisionByZero)
    }

    @Test func mixedUnitsAreNamed() {
        #expect(Self.failure("1rem + 4em") == .mixedUnits(["rem", "em"]))
        #expect(Self.failure("2em * 3rem") == .mixedUnits(["em", "rem"]))
        #expect(Self.failure("1rem + 4px")?.reason.contains("px counts as a plain number") == true)
        #expect(Self.failure("4 + 7rem")?.reason == "it cannot add a plain number and a value in rem; Tokens Studio does not convert between them")
        #expect(Self.failure("1000 / 20em")?.reason == "it divides by a value in em; only a plain number can divide")
        #expect(Self.failure("2em * 2em + 1em") != nil)
        #expect(Self.failure("sqrt(4rem) + 1rem")?.reason == "sqrt takes plain numbers, not values in rem")
        #expect(Self.failure("min(1rem, 2) + 1rem")?.reason == "min compares a plain number with a value in rem")
        // In an expression of products only, the unit is carried as Tokens Studio carries it.
        #expect(Self.evaluated("sqrt(16rem) * 2") == "8rem")
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(Self.failure("") == .syntax("empty expression", column: 1))
        #expect(Self.failure("4 *") == .syntax("a number is missing", column: 4))
        #expect(Self.failure("(4 + 2") == .syntax("the parenthesis opened at column 1 is not closed", column: 7))
        #expect(Self.failure("4 + 2)") == .syntax("unexpected \")\"", column: 6))
        #expect(Self.failure("4 # 2") == .syntax("unexpected \"#\"", column: 3))
        #expect(Self.failure("é + 2") == .syntax("unexpected \"é\"", column: 1))
        #expect(Self.failure("2 + é") == .syntax("unexpected \"é\"", column: 5))
        #expect(Self.failure("foo(2)") == .unknownFunction("foo"))
        #expect(Self.failure("PI * 2") == .syntax("\"PI\" is neither a number nor a function call", column: 1))
        #expect(Self.failure("min()") == .arguments("min", expected: "one or more values"))
        #expect(Self.failure("floor(1, 2)") == .arguments("floor", expected: "one value"))
        #expect(Self.failure("roundTo(1.5, 0.5)") == .arguments("roundTo", expected: "a whole number of decimals"))
        #expect(Self.failure("sqrt(-1)") == .notFinite)
        #expect(Self.failure("1e308 * 10") == .notFinite)
    }

    /// Hostile expressions end in a failure at the limit: no deep recursion, no long work.
    @Test func limitsBoundHostileExpressions() {
        let limits = MathExpression.Limits.standard
        let deepParens = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(Self.failure(deepParens) == .tooLong(length: 200_001, limit: limits.length))
        let nested = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(Self.failure(nested) == .tooDeep(limit: limits.depth))
        let signs = String(repeating: "-", count: 40) + "1"
        #expect(Self.failure(signs) == .tooDeep(limit: limits.depth))
        let calls = String(repeating: "abs(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(Self.failure(calls) == .tooDeep(limit: limits.depth))
        let powers = Array(repeating: "2", count: 40).joined(separator: "^")
        #expect(Self.failure(powers) == .tooDeep(limit: limits.depth))
        let sum = Array(repeating: "1", count: 200).joined(separator: "+")
        #expect(Self.failure(sum) == .tooManyOperands(limit: limits.operands))
        let values = Array(repeating: "1", count: 200).joined(separator: " ")
        #expect(Self.failure(values) == .tooManyOperands(limit: limits.operands))
        // Just inside the limits, it evaluates.
        let inside = String(repeating: "(", count: limits.depth) + "1" + String(repeating: ")", count: limits.depth)
        #expect(Self.evaluated(inside) == "1")
        #expect(Self.evaluated(Array(repeating: "1", count: limits.operands).joined(separator: "+")) == "128")
    }
}
