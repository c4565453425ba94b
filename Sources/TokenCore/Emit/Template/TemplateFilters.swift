import Stencil

/// The filters tokenc adds to Stencil's (docs/templates.md, "Filters"): casing, escaping for each language the
/// built-in outputs write, number formatting, and choosing tokens by type or path pattern. Each uses the rule
/// the built-in outputs use (`NameWords`, `SwiftText`, `CSSText`, `JSONString`, `TokenPattern`).
enum TemplateFilters {
    /// The extension holding every filter.
    static func register(into ext: Extension) {
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
            guard let number = Double(text(value)) else { throw TemplateSyntaxError("fixed: \"\(text(value))\" is not a number") }
            guard arguments.count == 1, let places = arguments[0].flatMap({ Int(text($0)) }), (0...12).contains(places) else {
                throw TemplateSyntaxError("fixed takes the number of decimal places, 0 to 12 (fixed:2)")
            }
            return NumberText.fixed(number, places: places)
        }
        ext.registerFilter("of_type") { value, arguments in
            let names = arguments.map { text($0) }
            for name in names where TokenType(rawValue: name) == nil {
                var message = "of_type: \"\(name)\" is not a token type"
                if let close = NameSuggestion.closest(to: name, among: TokenType.allCases.map(\.rawValue)) { message += "; did you mean \"\(close)\"?" }
                throw TemplateSyntaxError(message)
            }
            return try tokens(value, "of_type").filter { names.contains(($0.members["type"] ?? nil) as? String ?? "") }
        }
        ext.registerFilter("matching") { value, arguments in
            let patterns = try arguments.map { try pattern($0, "matching") }
            return try tokens(value, "matching").filter { t in patterns.contains { $0.match(path(t)) != nil } }
        }
        ext.registerFilter("excluding") { value, arguments in
            let patterns = try arguments.map { try pattern($0, "excluding") }
            return try tokens(value, "excluding").filter { t in !patterns.contains { $0.match(path(t)) != nil } }
        }
    }

    /// What `{{ value }}` would print: a string as it is, an object's text, nothing for nil.
    static func text(_ value: Any?) -> String {
        switch value {
        case nil: return ""
        case let s as String: return s
        case let o as TemplateObject: return o.description
        case let b as Bool: return b ? "true" : "false"
        case let some?: return "\(some)"
        }
    }

    /// `s` as a JSON string literal, quotes included.
    private static func jsonString(_ s: String) -> String {
        var out = ByteBuffer()
        JSONString.write(s, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The tokens of a list given to a selecting filter.
    private static func tokens(_ value: Any?, _ filter: String) throws -> [TemplateObject] {
        guard let list = value as? [Any], let objects = list as? [TemplateObject],
              objects.allSatisfy({ $0.kind == "token" }) else {
            throw TemplateSyntaxError("\(filter) selects from a list of tokens (tokens, brand.tokens, permutation.tokens)")
        }
        return objects
    }

    /// A token's path.
    private static func path(_ token: TemplateObject) -> TokenPath {
        TokenPath(((token.members["components"] ?? nil) as? [String]) ?? [])
    }

    /// A path pattern given to a filter.
    private static func pattern(_ argument: Any?, _ filter: String) throws -> TokenPattern {
        switch TokenPattern.parse(text(argument)) {
        case .success(let p): return p
        case .failure(let e): throw TemplateSyntaxError("\(filter): " + e.message)
        }
    }
}
