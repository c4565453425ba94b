/// Reads an expression's UTF-8 text into `MathNode`s: one per space-separated value. A recursive-descent
/// parser with expr-eval's precedence (`^` above signs above `* / %` above `+ -`); every recursion goes through
/// `enter`, which refuses nesting deeper than the limit, and every number counts against the operand limit.
package struct MathParser {
    private let bytes: [UInt8]
    private let limits: MathExpression.Limits
    private var at = 0
    private var depth = 0
    private var operands = 0
    /// What each value (in order) writes, for the unit rules: set while the value is read.
    private(set) var facts: [ValueFacts] = []

    /// The units one value writes and whether it adds, subtracts, divides or takes a remainder (Tokens Studio
    /// multiplies values in one unit as plain numbers only when it does none of these).
    package struct ValueFacts: Sendable {
        /// The units other than px, in order of appearance, each once.
        package var units: [String] = []
        /// Whether a number is written in px.
        var hasPx = false
        /// Whether `+`, `-`, `/` or `%` appears (a sign and a percent unit included, as Tokens Studio checks).
        var hasAdditiveOrDivision = false
    }

    init(_ bytes: [UInt8], limits: MathExpression.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Reads every value of the expression.
    mutating func parseValues() throws -> [MathNode] {
        var values: [MathNode] = []
        skipSpace()
        guard at < bytes.count else { throw MathExpression.Failure.syntax("empty expression", column: 1) }
        while true {
            facts.append(ValueFacts())
            values.append(try additive())
            skipSpace()
            guard at < bytes.count else { return values }
            let c = bytes[at]
            // Another value starts (`8 * 2px 4px`); anything else here is out of place.
            guard Self.isDigit(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "(") || Self.isLetter(c) else {
                throw unexpected()
            }
        }
    }

    private mutating func additive() throws -> MathNode {
        var left = try multiplicative()
        while true {
            skipSpace()
            guard at < bytes.count else { return left }
            let op: MathOperator
            switch bytes[at] {
            case UInt8(ascii: "+"): op = .add
            case UInt8(ascii: "-"): op = .subtract
            default: return left
            }
            at += 1
            noteAdditiveOrDivision()
            left = .binary(op, left, try multiplicative())
        }
    }

    private mutating func multiplicative() throws -> MathNode {
        var left = try unary()
        while true {
            skipSpace()
            guard at < bytes.count else { return left }
            let op: MathOperator
            switch bytes[at] {
            case UInt8(ascii: "*"): op = .multiply
            case UInt8(ascii: "/"): op = .divide; noteAdditiveOrDivision()
            case UInt8(ascii: "%"): op = .remainder; noteAdditiveOrDivision()
            default: return left
            }
            at += 1
            left = .binary(op, left, try unary())
        }
    }

    private mutating func unary() throws -> MathNode {
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+") else { return try power() }
        let negative = bytes[at] == UInt8(ascii: "-")
        at += 1
        noteAdditiveOrDivision()
        try enter()
        defer { depth -= 1 }
        let operand = try unary()
        return negative ? .negate(operand) : operand
    }

    private mutating func power() throws -> MathNode {
        let base = try primary()
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "^") else { return base }
        at += 1
        try enter()
        defer { depth -= 1 }
        return .binary(.power, base, try unary())
    }

    private mutating func primary() throws -> MathNode {
        skipSpace()
        guard at < bytes.count else { throw MathExpression.Failure.syntax("a number is missing", column: column(of: at)) }
        let c = bytes[at]
        if Self.isDigit(c) || c == UInt8(ascii: ".") { return try number() }
        if c == UInt8(ascii: "(") {
            let open = at
            at += 1
            try enter()
            defer { depth -= 1 }
            let inner = try additive()
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ")") else {
                throw MathExpression.Failure.syntax("the parenthesis opened at column \(column(of: open)) is not closed", column: column(of: at))
            }
            at += 1
            return inner
        }
        if Self.isLetter(c) { return try call() }
        throw unexpected()
    }

    /// A number, its exponent and its unit (`16`, `1.5rem`, `.5`, `1e3`, `50%`).
    private mutating func number() throws -> MathNode {
        let start = at
        while at < bytes.count, Self.isDigit(bytes[at]) { at += 1 }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            while at < bytes.count, Self.isDigit(bytes[at]) { at += 1 }
        }
        guard bytes[start..<at].contains(where: Self.isDigit) else { throw MathExpression.Failure.syntax("a number has no digits", column: column(of: start)) }
        // An exponent only where digits follow the `e` (`2em` is 2 in em).
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            var e = at + 1
            if e < bytes.count, bytes[e] == UInt8(ascii: "-") || bytes[e] == UInt8(ascii: "+") { e += 1 }
            if e < bytes.count, Self.isDigit(bytes[e]) {
                at = e
                while at < bytes.count, Self.isDigit(bytes[at]) { at += 1 }
            }
        }
        let digits = String(decoding: bytes[start..<at], as: UTF8.self)
        let unitStart = at
        while at < bytes.count, Self.isLetter(bytes[at]) || bytes[at] == UInt8(ascii: "%") { at += 1 }
        let unit = String(decoding: bytes[unitStart..<at], as: UTF8.self)
        operands += 1
        guard operands <= limits.operands else { throw MathExpression.Failure.tooManyOperands(limit: limits.operands) }
        guard let value = Double(digits), value.isFinite else { throw MathExpression.Failure.notFinite }
        note(unit: unit)
        return .number(value, unit: unit)
    }

    /// A function call: a name, then its arguments in parentheses.
    private mutating func call() throws -> MathNode {
        let start = at
        while at < bytes.count, Self.isLetter(bytes[at]) || Self.isDigit(bytes[at]) || bytes[at] == UInt8(ascii: "_") { at += 1 }
        let name = String(decoding: bytes[start..<at], as: UTF8.self)
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "(") else {
            throw MathExpression.Failure.syntax("\"\(name)\" is neither a number nor a function call", column: column(of: start))
        }
        guard let function = MathFunction(rawValue: name) else { throw MathExpression.Failure.unknownFunction(name) }
        let open = at
        at += 1
        try enter()
        defer { depth -= 1 }
        var arguments: [MathNode] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: ")") {
            at += 1
        } else {
            while true {
                arguments.append(try additive())
                skipSpace()
                guard at < bytes.count else {
                    throw MathExpression.Failure.syntax("the parenthesis of \(name)( at column \(column(of: open)) is not closed", column: column(of: at))
                }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: ")") { at += 1; break }
                throw unexpected()
            }
        }
        guard function.arity.range.contains(arguments.count) else {
            throw MathExpression.Failure.arguments(name, expected: function.arity.words)
        }
        return .call(function, arguments)
    }

    /// One level deeper, refused past the depth limit.
    private mutating func enter() throws {
        depth += 1
        guard depth <= limits.depth else { throw MathExpression.Failure.tooDeep(limit: limits.depth) }
    }

    private mutating func note(unit: String) {
        if unit == "px" {
            facts[facts.count - 1].hasPx = true
        } else if !unit.isEmpty {
            if unit == "%" { noteAdditiveOrDivision() }
            if !facts[facts.count - 1].units.contains(unit) { facts[facts.count - 1].units.append(unit) }
        }
    }

    private mutating func noteAdditiveOrDivision() { facts[facts.count - 1].hasAdditiveOrDivision = true }

    private mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D { at += 1 }
    }

    /// A syntax failure for the character at the current place (or the end).
    private func unexpected() -> MathExpression.Failure {
        guard at < bytes.count else { return .syntax("the expression ends too early", column: column(of: at)) }
        // The whole character (a multi-byte one too), for the message.
        var end = at + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let shown = String(decoding: bytes[at..<end], as: UTF8.self)
        return .syntax("unexpected \"\(shown)\"", column: column(of: at))
    }

    /// The 1-based character column of byte offset `offset`.
    private func column(of offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
}
