import Stencil

/// The check of top-level names before a template renders. Stencil prints nothing for a name it does not know;
/// a context object's unknown member is caught as it is read (`TemplateObject`), and an unknown name at the top
/// level here, in each `{{ … }}` and in the expressions of `for`, `if` and `elif` tags: a name must be one of the
/// context's (`TemplateContext.rootNames`), a loop variable the template declares, or `forloop`.
package enum TemplateStrictness {
    /// Words of tag expressions that are not names.
    private static let operators: Set<String> = ["and", "or", "not", "in", "==", "!=", "<", ">", "<=", ">=", "true", "false",
                                                 "reversed", "where", "nil"]

    /// The first token naming an unknown top-level variable, with the name; nil when every name is known.
    static func unknownName(in tokens: [Token]) -> (token: Token, name: String)? {
        var known = TemplateContext.rootNames.union(["forloop"])
        for token in tokens where token.kind == .block && token.components.first == "for" && token.components.count > 1 {
            let bound = token.components.dropFirst().prefix { $0 != "in" }.joined(separator: " ")
            for name in bound.split(separator: ",") { known.insert(name.trimmingSpaces) }
        }
        for token in tokens {
            let expressions: [String]
            switch token.kind {
            case .variable:
                expressions = [token.contents]
            case .block:
                guard let tag = token.components.first, ["for", "if", "elif"].contains(tag) else { continue }
                let words = Array(token.components.dropFirst())
                expressions = tag == "for" ? Array(words.drop { $0 != "in" }.dropFirst()) : words
            default:
                continue
            }
            for expression in expressions {
                // The variable before any filter; filter arguments are literals or names too.
                for part in expression.split(separator: "|").enumerated() {
                    var pieces = [String(part.element.trimmingSpaces)]
                    if part.offset > 0 {
                        guard let colon = part.element.firstIndex(of: ":") else { continue }
                        pieces = part.element[part.element.index(after: colon)...].split(separator: ",").map { String($0.trimmingSpaces) }
                    }
                    for piece in pieces {
                        guard let root = rootName(piece), !known.contains(root), !operators.contains(root) else { continue }
                        return (token, root)
                    }
                }
            }
        }
        return nil
    }

    /// The name a variable expression starts with; nil for a literal (string, number, boolean) or a range.
    private static func rootName(_ expression: String) -> String? {
        guard let first = expression.unicodeScalars.first else { return nil }
        if first == "\"" || first == "'" || ("0"..."9").contains(first) || first == "-" { return nil }
        if expression.contains("...") { return nil }
        let name = expression.prefix { $0 != "." && $0 != "[" && $0 != " " }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }
}
