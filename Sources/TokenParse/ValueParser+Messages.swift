/// Messages for values that are close to a valid one: arithmetic tokenc does not evaluate, font weight names
/// written another way, colour strings in a form tokenc does not read.
extension ValueParser {
    /// The colour forms tokenc reads, for messages about a colour it cannot.
    package static let acceptedColorForms = "write an object {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} (components 0–1; "
        + "also \"display-p3\", \"oklch\", \"hsl\" and the other DTCG colour spaces) or a hex string #rgb, #rgba, #rrggbb or #rrggbbaa"

    /// The detail of an error for a string that is an arithmetic expression (`isExpression`), or nil when `s` is
    /// not one.
    package static func expressionProblem(_ s: String) -> String? {
        guard isExpression(s) else { return nil }
        let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
        return "\"\(shown)\" is an expression, and tokenc evaluates expressions only in Tokens Studio files "
            + "(docs/tokens-studio-math.md), not in DTCG ones; write its result"
    }

    /// True when `s` is arithmetic (`"4 * 7px"`, `"calc(8px + 2px)"`, `"{space.base} * 2"`, `"2 ^ 3"`, `"7 % 3"`):
    /// an operator or a parenthesis. A leading minus sign is a number's, not a subtraction, and a `%` written
    /// after a number is its unit (`"50%"`), not a remainder.
    static func isExpression(_ s: String) -> Bool {
        let u = Array(s.utf8)
        var sawOperator = false
        for (i, c) in u.enumerated() {
            switch c {
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: "^"):
                sawOperator = true
            case UInt8(ascii: "-"), UInt8(ascii: "%"):
                // Subtraction and remainder need an operand before them, apart from the sign: "8px - 2px", "{a}-1",
                // "7 % 3" (not "-2px", "1e-3", "ultra-bold", "50%", "50% 50%").
                let before = u[..<i].last { $0 != UInt8(ascii: " ") }
                let spaced = i > 0 && u[i - 1] == UInt8(ascii: " ")
                let closes = before == UInt8(ascii: "}") || before == UInt8(ascii: ")")
                if before != nil, spaced || closes {
                    sawOperator = true
                }
            default:
                continue
            }
            if sawOperator { break }
        }
        return sawOperator
    }

    /// The weight name `s` most likely means (`"SemiBold"`, `"Semi Bold"`, `"semi_bold"` → `semi-bold`), or nil.
    static func fontWeightSuggestion(for s: String) -> String? {
        func squeezed(_ t: String) -> String {
            String(t.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
        }
        let names = FontWeightAlias.table.map(\.name)
        let key = squeezed(s)
        guard !key.isEmpty else { return nil }
        if let same = names.first(where: { squeezed($0) == key }) { return same }
        return NameSuggestion.closest(to: s, among: names)
    }
}
