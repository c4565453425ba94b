/// A parsed Tokens Studio expression: numbers with their units, signs, operators and function calls.
/// Its depth is bounded by `MathExpression.Limits`, so walking it recursively is safe.
package indirect enum MathNode: Sendable {
    /// A number and the unit written after it (`""` for none).
    case number(Double, unit: String)
    /// `-operand`.
    case negate(MathNode)
    /// `left op right`.
    case binary(MathOperator, MathNode, MathNode)
    /// `name(arguments…)`.
    case call(MathFunction, [MathNode])
}

/// The binary operators, as expr-eval reads them.
package enum MathOperator: Sendable {
    case add, subtract, multiply, divide, remainder, power

    /// The verb for messages ("cannot add …").
    package var verb: String {
        switch self {
        case .add: return "add"
        case .subtract: return "subtract"
        case .multiply: return "multiply"
        case .divide: return "divide"
        case .remainder: return "take the remainder of"
        case .power: return "raise to a power"
        }
    }
}

/// The functions an expression may call: Tokens Studio's documented ones (`floor`, `ceil`, `round`, `roundTo`,
/// `min`, `max`, `abs`, `sqrt`) and the other numeric functions of expr-eval, which it evaluates with.
package enum MathFunction: String, CaseIterable, Sendable {
    case abs, ceil, floor, round, roundTo, trunc, sign, sqrt, cbrt, min, max, pow, hypot, exp, log, ln, log2, log10

    /// The argument counts it takes, and the words for them in a message.
    var arity: (range: ClosedRange<Int>, words: String) {
        switch self {
        case .roundTo: return (1...2, "a value and, optionally, a number of decimals")
        case .min, .max, .hypot: return (1...Int.max, "one or more values")
        case .pow: return (2...2, "two values")
        default: return (1...1, "one value")
        }
    }
}
