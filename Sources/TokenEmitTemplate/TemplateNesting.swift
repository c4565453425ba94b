import Stencil

/// The check of a template's shape before Stencil parses it, in one pass over its tags. Stencil parses and
/// renders nested tags, operators and subscripts by recursion, so deep nesting would overflow the stack; each is
/// bounded by `TemplateLimits.maximumNesting` here, before the parser descends. A range (`1...3`) outside a `for`
/// tag's sequence is refused too: Stencil would build it as an array wherever an expression is evaluated.
package enum TemplateNesting {
    /// Tags that open a block, and the tags that close them.
    private static let opening: Set<String> = ["for", "if", "ifnot", "filter", "block"]
    private static let closing: Set<String> = ["endfor", "endif", "endfilter", "endblock"]
    /// The operators of tag expressions.
    private static let operators: Set<String> = ["and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">="]

    /// The first token past a limit, with the diagnostic's code and message; nil when the template is within them.
    package static func problem(in tokens: [Token], limits: TemplateLimits) -> (token: Token, code: DiagnosticCode, message: String)? {
        let limit = limits.maximumNesting
        var depth = 0
        for token in tokens {
            var words = token.components
            var expression: ArraySlice<String>
            switch token.kind {
            case .variable:
                expression = words[...]
            case .block:
                if let first = words.first, first.hasSuffix(":"), words.count > 1 { words.removeFirst() }
                guard let tag = words.first else { continue }
                if opening.contains(tag) {
                    depth += 1
                    if depth > limit {
                        return (token, .limitExceeded, "block tags nested more than \(limit) deep")
                    }
                } else if closing.contains(tag) {
                    depth = max(depth - 1, 0)
                }
                switch tag {
                case "if", "elif", "ifnot": expression = words.dropFirst()
                case "for":
                    // `for x in <sequence> where <condition>`: the sequence may be a range, the condition may not.
                    expression = words.dropFirst(4)
                    if words.count > 3, let bad = subscriptDepth(words[3]), bad > limit {
                        return (token, .limitExceeded, "subscripts nested more than \(limit) deep")
                    }
                default: continue
                }
            default:
                continue
            }
            if expression.filter(operators.contains).count > limit {
                return (token, .limitExceeded, "an expression with more than \(limit) operators")
            }
            for word in expression {
                if word.contains("...") {
                    return (token, .templateSyntax, "a range (1...3) can only be the sequence of a `for` tag (for i in 1...3)")
                }
                if let d = subscriptDepth(word), d > limit {
                    return (token, .limitExceeded, "subscripts nested more than \(limit) deep")
                }
            }
        }
        return nil
    }

    /// How deep the subscripts of `expression` (`a[b[c]]`) nest, outside quotes; nil for none.
    private static func subscriptDepth(_ expression: String) -> Int? {
        var depth = 0, deepest = 0
        var quote: Character?
        for c in expression {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" {
                depth += 1
                deepest = max(deepest, depth)
            } else if c == "]" {
                depth -= 1
            }
        }
        return deepest == 0 ? nil : deepest
    }
}
