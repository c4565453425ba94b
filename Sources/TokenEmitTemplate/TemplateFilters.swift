import Stencil

/// The filters tokenc adds to Stencil's (docs/templates.md, "Filters"): casing, escaping for each language the
/// built-in outputs write, number formatting, and choosing tokens by type or path pattern. Each uses the rule
/// the built-in outputs use (`NameWords`, `SwiftText`, `CSSText`, `JSONString`, `TokenPattern`). Stencil's own
/// filters that can trap or grow text without bound (`indent`, `join`, `split`, `default`) are replaced by ones
/// that check their arguments (`template-invalid-argument`) and the output budget.
package enum TemplateFilters {
    /// Registers every filter in `ext`, checking arguments and output against `budget`.
    static func register(into ext: Extension, budget: TemplateBudget) {
        registerStencilFilters(into: ext, budget: budget)
        for nameCase in Config.TemplateTarget.NameCase.allCases {
            ext.registerFilter(nameCase.rawValue + "_case") { value in
                TemplateNames.join(TemplateNames.words(text(value)), nameCase)
            }
        }
        ext.registerFilter("swift_string") { value in SwiftText.stringLiteral(text(value)) }
        ext.registerFilter("escape_swift") { value in String(SwiftText.stringLiteral(text(value)).dropFirst().dropLast()) }
        ext.registerFilter("swift_comment") { value in SwiftText.docLines(text(value)).joined(separator: " ") }
        ext.registerFilter("swift_identifier") { value in SwiftIdentifier.escaped(SwiftIdentifier.lowerCamel(text(value))) }
        ext.registerFilter("swift_type") { value in SwiftIdentifier.escaped(SwiftIdentifier.upperCamel(text(value))) }
        ext.registerFilter("json") { value in jsonString(text(value)) }
        ext.registerFilter("escape_json") { value in String(jsonString(text(value)).dropFirst().dropLast()) }
        ext.registerFilter("css_string") { value in CSSText.string(text(value)) }
        ext.registerFilter("escape_css") { value in String(CSSText.string(text(value)).dropFirst().dropLast()) }
        ext.registerFilter("css_comment") { value in CSSText.comment(text(value)) }
        ext.registerFilter("fixed") { value, arguments in
            // Double("nan") and Double("inf") parse, but are not numbers a template can print.
            guard let number = Double(text(value)), number.isFinite else {
                throw budget.invalidArgument("fixed: \(describe(value)) is not a number")
            }
            guard arguments.count == 1, let places = arguments[0].flatMap({ $0 as? Int ?? Int(text($0)) }), (0...12).contains(places) else {
                throw budget.invalidArgument("fixed takes the number of decimal places, 0 to 12 (fixed:2)")
            }
            return NumberText.fixed(number, places: places)
        }
        ext.registerFilter("of_type") { value, arguments in
            let names = arguments.map { text($0) }
            for name in names where TokenType(rawValue: name) == nil {
                var message = "of_type: \"\(name)\" is not a token type"
                if let close = NameSuggestion.closest(to: name, among: TokenType.allCases.map(\.rawValue)) { message += "; did you mean \"\(close)\"?" }
                throw budget.invalidArgument(message)
            }
            return try tokens(value, "of_type", budget).filter { names.contains(($0.members["type"] ?? nil) as? String ?? "") }
        }
        ext.registerFilter("matching") { value, arguments in
            let patterns = try arguments.map { try pattern($0, "matching", budget) }
            return try tokens(value, "matching", budget).filter { t in patterns.contains { $0.match(path(t)) != nil } }
        }
        ext.registerFilter("excluding") { value, arguments in
            let patterns = try arguments.map { try pattern($0, "excluding", budget) }
            return try tokens(value, "excluding", budget).filter { t in !patterns.contains { $0.match(path(t)) != nil } }
        }
    }

    /// Stencil's `default`, `join`, `split` and `indent`, with every argument checked. Its `capitalize`,
    /// `lowercase`, `uppercase` and `filter` take no argument of their own that could trap (`filter`'s filters
    /// are found among these) and are kept.
    private static func registerStencilFilters(into ext: Extension, budget: TemplateBudget) {
        // Stencil's tests `String(describing: value) != "nil"`, so text that reads "nil" was replaced.
        ext.registerFilter("default") { value, arguments in
            if !isNil(value) { return value }
            return arguments.first { !isNil($0) } ?? nil
        }
        ext.registerFilter("join") { value, arguments in
            guard arguments.count <= 1 else { throw budget.invalidArgument("join takes at most one argument, the separator (join:\", \")") }
            guard let list = value as? [Any] else { return value }
            let separator = text(arguments.first ?? nil)
            let parts = list.map { text($0) }
            let (separators, overflow) = separator.utf8.count.multipliedReportingOverflow(by: max(parts.count - 1, 0))
            try budget.checkOutput(overflow ? Int.max : budget.outputBytes + separators + parts.reduce(0) { $0 + $1.utf8.count })
            return parts.joined(separator: separator)
        }
        ext.registerFilter("split") { value, arguments in
            guard arguments.count <= 1 else { throw budget.invalidArgument("split takes at most one argument, the separator (split:\",\")") }
            let separator = arguments.isEmpty ? " " : text(arguments[0])
            guard !separator.isEmpty else { throw budget.invalidArgument("split: the separator is empty") }
            guard let string = value as? String else { return value }
            return string.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        }
        ext.registerFilter("indent") { value, arguments in
            guard arguments.count <= 3 else {
                throw budget.invalidArgument("indent takes at most 3 arguments: the width, the text to indent with, whether to indent the first line (indent:2,\" \",true)")
            }
            var width = 4
            if let first = arguments.first {
                guard let w = first as? Int, (0...budget.limits.maximumIndent).contains(w) else {
                    throw budget.invalidArgument("indent: the width is \(describe(first)); it must be an integer from 0 to \(budget.limits.maximumIndent)")
                }
                width = w
            }
            var unit = " "
            if arguments.count > 1 {
                guard let u = arguments[1] as? String else { throw budget.invalidArgument("indent: the indentation is \(describe(arguments[1])), not text") }
                unit = u
            }
            var first = false
            if arguments.count > 2 {
                guard let f = arguments[2] as? Bool else { throw budget.invalidArgument("indent: whether to indent the first line is \(describe(arguments[2])), not true or false") }
                first = f
            }
            guard unit.utf8.count * width <= budget.limits.maximumIndent else {
                throw budget.invalidArgument("indent: the indentation would be \(unit.utf8.count * width) bytes; at most \(budget.limits.maximumIndent)")
            }
            let indentation = String(repeating: unit, count: width)
            let lines = text(value).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            try budget.checkOutput(budget.outputBytes + text(value).utf8.count + lines.count * indentation.utf8.count)
            guard !indentation.isEmpty else { return text(value) }
            return lines.enumerated().map { i, line in
                (i == 0 ? (first ? indentation : "") : line.isEmpty ? "" : indentation) + String(line)
            }.joined(separator: "\n")
        }
    }

    /// What `{{ value }}` would print: a string as it is, an object's text, nothing for nil.
    package static func text(_ value: Any?) -> String {
        switch value {
        case nil: return ""
        case let s as String: return s
        case let o as TemplateObject: return o.description
        case let b as Bool: return b ? "true" : "false"
        case let some?: return "\(some)"
        }
    }

    /// True for nil, also when wrapped in another optional.
    private static func isNil(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// A value as a message quotes it: text in quotes, cut at 40 characters; nil as `nothing`.
    package static func describe(_ value: Any?) -> String {
        switch value {
        case nil: return "nothing"
        case let s as String: return "\"" + (s.count > 40 ? s.prefix(40) + "…" : s) + "\""
        case is [Any]: return "a list"
        case is [String: Any]: return "a dictionary"
        case let o as TemplateObject: return "a \(o.kind)"
        case let some?: let t = text(some); return t.count > 40 ? t.prefix(40) + "…" : t
        }
    }

    /// `s` as a JSON string literal, quotes included.
    private static func jsonString(_ s: String) -> String {
        var out = ByteBuffer()
        JSONString.write(s, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The tokens of a list given to a selecting filter.
    private static func tokens(_ value: Any?, _ filter: String, _ budget: TemplateBudget) throws -> [TemplateObject] {
        guard let list = value as? [Any], let objects = list as? [TemplateObject],
              objects.allSatisfy({ $0.kind == "token" }) else {
            throw budget.invalidArgument("\(filter) selects from a list of tokens (tokens, brand.tokens, permutation.tokens)")
        }
        return objects
    }

    /// A token's path.
    private static func path(_ token: TemplateObject) -> TokenPath {
        TokenPath(((token.members["components"] ?? nil) as? [String]) ?? [])
    }

    /// A path pattern given to a filter.
    private static func pattern(_ argument: Any?, _ filter: String, _ budget: TemplateBudget) throws -> TokenPattern {
        switch TokenPattern.parse(text(argument)) {
        case .success(let p): return p
        case .failure(let e): throw budget.invalidArgument("\(filter): " + e.message)
        }
    }
}
