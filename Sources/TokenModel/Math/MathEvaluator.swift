#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Computes one value of an expression with Tokens Studio's unit rules (those of sd-transforms'
/// `checkAndEvaluateMath`):
/// - px counts as a plain number; a result is in px when any number was;
/// - one other unit (rem, em, %, vw…) may appear; two different ones are not evaluable;
/// - with that unit, a value that only multiplies computes as plain numbers (`4 * 7em * 8em` = 224em);
///   otherwise CSS `calc()` rules hold: add and subtract like with like, multiply by a plain number, divide by
///   a plain number (`4 + 7rem` and `1000 / 20em` are not evaluable).
package struct MathEvaluator {
    /// The unit other than px, when one is written.
    private let unit: String?
    private let hasPx: Bool
    /// Whether the unit is carried by the computation (false: everything is a plain number).
    private let typed: Bool
    private let facts: MathParser.ValueFacts

    init(_ facts: MathParser.ValueFacts) {
        self.facts = facts
        unit = facts.units.first
        hasPx = facts.hasPx
        typed = unit != nil && facts.hasAdditiveOrDivision
    }

    /// A number during evaluation: its value and whether it carries the unit.
    private struct Operand {
        var value: Double
        var hasUnit: Bool
    }

    /// The value of `node`, rounded, in its unit.
    package func result(of node: MathNode) throws -> MathQuantity {
        if facts.units.count > 1 { throw MathExpression.Failure.mixedUnits(facts.units) }
        let r = try evaluate(node)
        guard r.value.isFinite else { throw MathExpression.Failure.notFinite }
        let resultUnit: String
        if typed {
            resultUnit = r.hasUnit ? unit! : ""
        } else {
            resultUnit = unit ?? (hasPx ? "px" : "")
        }
        return MathQuantity(MathExpression.rounded(r.value), resultUnit)
    }

    private func evaluate(_ node: MathNode) throws -> Operand {
        switch node {
        case .number(let v, let u):
            return Operand(value: v, hasUnit: typed && u == unit)
        case .negate(let inner):
            var o = try evaluate(inner)
            o.value = -o.value
            return o
        case .binary(let op, let l, let r):
            return try apply(op, try evaluate(l), try evaluate(r))
        case .call(let f, let arguments):
            return try call(f, try arguments.map(evaluate))
        }
    }

    private func apply(_ op: MathOperator, _ a: Operand, _ b: Operand) throws -> Operand {
        switch op {
        case .add, .subtract:
            guard a.hasUnit == b.hasUnit else { throw mismatch(op, a, b) }
            return Operand(value: op == .add ? a.value + b.value : a.value - b.value, hasUnit: a.hasUnit)
        case .multiply:
            guard !(a.hasUnit && b.hasUnit) else { throw mismatch(op, a, b) }
            return Operand(value: a.value * b.value, hasUnit: a.hasUnit || b.hasUnit)
        case .divide, .remainder:
            guard !b.hasUnit else { throw mismatch(op, a, b) }
            guard b.value != 0 else { throw MathExpression.Failure.divisionByZero }
            let v = op == .divide ? a.value / b.value : a.value.truncatingRemainder(dividingBy: b.value)
            return Operand(value: v, hasUnit: a.hasUnit)
        case .power:
            guard !a.hasUnit && !b.hasUnit else { throw mismatch(op, a, b) }
            return Operand(value: pow(a.value, b.value), hasUnit: false)
        }
    }

    /// Why `a op b` is not evaluable with their units.
    private func mismatch(_ op: MathOperator, _ a: Operand, _ b: Operand) -> MathExpression.Failure {
        func kind(_ o: Operand) -> String { o.hasUnit ? "a value in \(unit!)" : "a plain number" }
        let pxNote = hasPx ? " (px counts as a plain number)" : ""
        switch op {
        case .multiply:
            return .units("it multiplies two values in \(unit!) in an expression that also adds, subtracts or divides; "
                + "Tokens Studio does not evaluate that")
        case .divide, .remainder:
            return .units("it divides by a value in \(unit!); only a plain number can divide\(pxNote)")
        case .power:
            return .units("it raises a value in \(unit!) to a power, or to a power in \(unit!)")
        case .add, .subtract:
            return .units("it cannot \(op.verb) \(kind(a)) and \(kind(b))\(pxNote); Tokens Studio does not convert between them")
        }
    }

    private func call(_ f: MathFunction, _ args: [Operand]) throws -> Operand {
        let x = args[0]
        func plain(_ v: Double) -> Operand { Operand(value: v, hasUnit: false) }
        func same(_ v: Double) -> Operand { Operand(value: v, hasUnit: x.hasUnit) }
        func requirePlain() throws {
            if let u = unit, args.contains(where: \.hasUnit) {
                throw MathExpression.Failure.units("\(f.rawValue) takes plain numbers, not values in \(u)")
            }
        }
        func requireAlike() throws {
            if let u = unit, args.contains(where: { $0.hasUnit != x.hasUnit }) {
                throw MathExpression.Failure.units("\(f.rawValue) compares a plain number with a value in \(u)")
            }
        }
        switch f {
        case .abs: return same(Swift.abs(x.value))
        case .ceil: return same(x.value.rounded(.up))
        case .floor: return same(x.value.rounded(.down))
        case .round: return same(Self.jsRound(x.value))
        case .trunc: return same(x.value.rounded(.towardZero))
        case .sign: return plain(x.value > 0 ? 1 : x.value < 0 ? -1 : 0)
        case .roundTo:
            guard args.count == 2 else { return same(Self.jsRound(x.value)) }
            guard !args[1].hasUnit else { throw MathExpression.Failure.arguments("roundTo", expected: "a plain number of decimals") }
            guard let r = Self.roundTo(x.value, decimals: args[1].value) else {
                throw MathExpression.Failure.arguments("roundTo", expected: "a whole number of decimals")
            }
            return same(r)
        case .min, .max:
            try requireAlike()
            let values = args.map(\.value)
            return same(f == .min ? values.min()! : values.max()!)
        case .hypot:
            try requireAlike()
            return same(args.reduce(0) { $0 + $1.value * $1.value }.squareRoot())
        case .sqrt:
            try requirePlain()
            return plain(x.value.squareRoot())
        case .cbrt:
            try requirePlain()
            return plain(cbrt(x.value))
        case .pow:
            try requirePlain()
            return plain(pow(x.value, args[1].value))
        case .exp:
            try requirePlain()
            return plain(exp(x.value))
        case .log, .ln:
            try requirePlain()
            return plain(log(x.value))
        case .log2:
            try requirePlain()
            return plain(log2(x.value))
        case .log10:
            try requirePlain()
            return plain(log10(x.value))
        }
    }

    /// JavaScript's `Math.round`: the nearest integer, halves up (toward +∞).
    static func jsRound(_ v: Double) -> Double {
        let f = v.rounded(.down)
        return v - f >= 0.5 ? f + 1 : f
    }

    /// expr-eval's `roundTo`: `v` rounded to `decimals` places by shifting its decimal text (so 1.005 gives 1.01,
    /// as there), or nil when `decimals` is not a whole number.
    package static func roundTo(_ v: Double, decimals: Double) -> Double? {
        guard decimals.rounded() == decimals, decimals.magnitude <= 400 else { return nil }
        let n = Int(decimals)
        guard n != 0 else { return jsRound(v) }
        guard let shifted = Double(NumberText.format(v) + "e" + String(n)) else { return nil }
        return Double(NumberText.format(jsRound(shifted)) + "e" + String(-n))
    }
}
