/// Which tokens one output carries: the `include`, `exclude` and `types` members every output of tokenc.json may
/// have (docs/outputs.md, "Per-output selection"). Applied where the output's tokens are chosen, before its
/// format sees them, so every format, built-in or template, gets it alike.
public struct OutputSelection: Sendable, Hashable {
    /// Path patterns a token must match one of (`color.palette.**`); empty: every token.
    public var include: [TokenPattern] = []
    /// Path patterns no kept token matches.
    public var exclude: [TokenPattern] = []
    /// The types a kept token has; empty: every type.
    public var types: Set<TokenType> = []

    /// A selection keeping every token.
    public init(include: [TokenPattern] = [], exclude: [TokenPattern] = [], types: Set<TokenType> = []) {
        self.include = include
        self.exclude = exclude
        self.types = types
    }

    /// True when the selection keeps every token (nothing to filter).
    public var keepsAll: Bool { include.isEmpty && exclude.isEmpty && types.isEmpty }

    /// True when the output carries the token at `path` of type `type`.
    public func keeps(_ path: TokenPath, type: TokenType) -> Bool {
        if !types.isEmpty && !types.contains(type) { return false }
        if !include.isEmpty && !include.contains(where: { $0.match(path) != nil }) { return false }
        return !exclude.contains { $0.match(path) != nil }
    }

    /// The members this reads from an output's object.
    package static let keys: Set<String> = ["include", "exclude", "types"]

    /// Reads `include`, `exclude` and `types` from `reader` (an output's object), reporting a bad pattern or an
    /// unknown type at its array element, with the closest type name as a suggestion.
    package static func read(_ reader: inout ObjectReader) -> OutputSelection {
        var selection = OutputSelection()
        selection.include = patterns(&reader, "include")
        selection.exclude = patterns(&reader, "exclude")
        if let names = reader.strings("types") {
            let all = TokenType.allCases.map(\.rawValue)
            for (i, name) in names.enumerated() {
                if let type = TokenType(rawValue: name) { selection.types.insert(type); continue }
                var message = "\"\(name)\" is not a token type"
                if let close = NameSuggestion.closest(to: name, among: all) { message += "; did you mean \"\(close)\"?" }
                else { message += "; expected one of: \(all.joined(separator: ", "))" }
                reader.report(at: ["types", String(i)], message)
            }
        }
        return selection
    }

    /// The patterns of array member `key`, each bad one reported at its element.
    private static func patterns(_ reader: inout ObjectReader, _ key: String) -> [TokenPattern] {
        guard let texts = reader.strings(key) else { return [] }
        var out: [TokenPattern] = []
        for (i, text) in texts.enumerated() {
            switch TokenPattern.parse(text) {
            case .success(let p): out.append(p)
            case .failure(let e): reader.report(at: [key, String(i)], "\"\(key)\" pattern " + e.message)
            }
        }
        return out
    }
}

extension ObjectReader {
    /// Appends a `config-invalid` error at the value `components` below this object (an array element).
    package mutating func report(at components: [String], _ message: String) {
        report(at: SourceLocation(file: file, pointer: pointer.appending(contentsOf: components)), message)
    }
}
