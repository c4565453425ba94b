/// Arithmetic in Tokens Studio values (`"{size.unit} * 2"`, `"floor(16px / 1.2)"`, `"min({a}, {b}) * 0.5"`),
/// evaluated as Tokens Studio and sd-transforms' `checkAndEvaluateMath` evaluate it: see
/// docs/tokens-studio-math.md. Pure: text in, quantities or a failure out; references are substituted before.
///
/// Hostile text is bounded: `Limits` caps the length, the nesting depth (so the recursive parser cannot
/// overflow the stack) and the operand count (so the evaluation is short and its tree small).
package enum MathExpression {
    /// The bounds an expression must stay within.
    package struct Limits: Sendable, Hashable {
        /// The longest expression, in UTF-8 bytes.
        package var length: Int
        /// The deepest nesting of parentheses, function calls and signs.
        package var depth: Int
        /// The most numbers an expression may hold.
        package var operands: Int

        package init(length: Int, depth: Int, operands: Int) {
            self.length = length
            self.depth = depth
            self.operands = operands
        }

        /// Far beyond any expression written by hand (Tokens Studio's own are a few operands deep).
        package static let standard = Limits(length: 1024, depth: 32, operands: 128)
    }

    /// Why an expression has no value.
    package enum Failure: Error, Sendable, Hashable {
        /// Longer than `Limits.length` bytes.
        case tooLong(length: Int, limit: Int)
        /// Nested deeper than `Limits.depth`.
        case tooDeep(limit: Int)
        /// More numbers than `Limits.operands`.
        case tooManyOperands(limit: Int)
        /// Not an expression: what is wrong and the 1-based character column where it is.
        case syntax(String, column: Int)
        /// More than one unit besides px (`1rem + 4em`): Tokens Studio evaluates in one unit only.
        case mixedUnits([String])
        /// An operation its units do not allow (`4 + 7rem`, `1000 / 20em`): the reason.
        case units(String)
        /// A division (or remainder) by zero.
        case divisionByZero
        /// A result too large to be a number, or not a number (`sqrt(-1)`).
        case notFinite
        /// A function the evaluator does not know.
        case unknownFunction(String)
        /// A known function called with the wrong number of arguments: its name and what it takes.
        case arguments(String, expected: String)

        /// The reason in words, for a diagnostic.
        package var reason: String {
            switch self {
            case .tooLong(let length, let limit):
                return "it is \(length) bytes long; an expression may be at most \(limit)"
            case .tooDeep(let limit):
                return "it nests parentheses, functions or signs more than \(limit) deep"
            case .tooManyOperands(let limit):
                return "it has more than \(limit) numbers"
            case .syntax(let what, let column):
                return "\(what) at column \(column)"
            case .mixedUnits(let units):
                let list = units.map { "\"\($0)\"" }.joined(separator: " and ")
                return "it mixes the units \(list); Tokens Studio evaluates an expression in one unit (px counts as a plain number)"
            case .units(let why):
                return why
            case .divisionByZero:
                return "it divides by zero"
            case .notFinite:
                return "its result is not a finite number"
            case .unknownFunction(let name):
                return "\"\(name)\" is not a function; the functions are \(MathExpression.functionNames.joined(separator: ", "))"
            case .arguments(let name, let expected):
                return "\(name) takes \(expected)"
            }
        }
    }

    /// The functions an expression may call (those of expr-eval that Tokens Studio documents, and their kin).
    package static let functionNames = MathFunction.allCases.map(\.rawValue)

    /// The digits a result keeps after the point (sd-transforms' default `mathFractionDigits`).
    package static let fractionDigits = 4

    /// Evaluates `text`: one quantity per space-separated value (`"8 * 2px 4px"` gives 16px and 4px), each
    /// rounded to `fractionDigits` decimals.
    package static func evaluate(_ text: String, limits: Limits = .standard) -> Result<[MathQuantity], Failure> {
        let bytes = Array(text.utf8)
        guard bytes.count <= limits.length else { return .failure(.tooLong(length: bytes.count, limit: limits.length)) }
        var parser = MathParser(bytes, limits: limits)
        let values: [MathNode]
        do {
            values = try parser.parseValues()
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.syntax("unreadable expression", column: 1))
        }
        do {
            return .success(try zip(values, parser.facts).map { try MathEvaluator($0.1).result(of: $0.0) })
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(.notFinite)
        }
    }

    /// `value` rounded to `fractionDigits` decimals, halves away from zero (as JavaScript's `toFixed`).
    package static func rounded(_ value: Double) -> Double {
        let scale = 10_000.0
        let scaled = value * scale
        guard scaled.magnitude < 1e15 else { return value }  // no fraction digits left to round
        let r = scaled.rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r  // no "-0"
    }
}
