/// Inputs written as `modifier=context` pairs (`tokenc --input brand=harbor,theme=dark`, diff's `--from` and
/// `--to`), and the rules every list of inputs follows (the config's `inputs` too): one modifier once, and a
/// list that names a modifier overrides the lists below it. The one parser and the one set of rules, so that
/// every command selects permutations the same way.
package enum InputPairs {
    /// Why a list of inputs was refused.
    package enum Problem: Error, Sendable, Hashable {
        /// A part that is not `modifier=context` with both sides non-empty.
        case malformed(part: String)
        /// The same modifier named twice (case-insensitively), as `first` and then as `second`.
        case duplicate(first: String, second: String)

        /// The message for the option (or config key) `source` the list came from.
        package func message(for source: String) -> String {
            switch self {
            case .malformed(let part):
                return "\(source) takes modifier=context pairs, like \(source) brand=harbor,theme=dark (got \"\(part)\")"
            case .duplicate(let first, let second):
                return first == second
                    ? "\(source) names modifier \"\(first)\" twice; give each modifier one context"
                    : "\(source) names modifier \"\(first)\" twice (as \"\(first)\" and \"\(second)\"; modifier names are case-insensitive); give each modifier one context"
            }
        }
    }

    /// The `(modifier, context)` pairs of `values`, in order: each value is split at every `,` and each part at
    /// its first `=`, so a context may contain `=` but neither name may contain `,`. Spaces and tabs around
    /// either name are dropped; a part that is empty or blank names nothing (`brand=harbor,` is one pair).
    /// Throws when a part lacks a modifier, `=` or a context, or when two parts name the same modifier.
    package static func parse(_ values: [String]) throws(Problem) -> [(String, String)] {
        var out: [(String, String)] = []
        for value in values {
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard !trimmed(part).isEmpty else { continue }
                guard let equals = part.firstIndex(of: "=") else { throw .malformed(part: String(part)) }
                let modifier = trimmed(part[..<equals])
                let context = trimmed(part[part.index(after: equals)...])
                guard !modifier.isEmpty, !context.isEmpty else { throw .malformed(part: String(part)) }
                out.append((modifier, context))
            }
        }
        if let (first, second) = duplicate(in: out.map(\.0)) { throw .duplicate(first: first, second: second) }
        return out
    }

    /// The first modifier named twice in `modifiers`, compared case-insensitively as inputs are: the earlier
    /// spelling and the later one. Nil when each is named once.
    package static func duplicate(in modifiers: [String]) -> (String, String)? {
        var seen: [String: String] = [:]
        for m in modifiers {
            if let earlier = seen.updateValue(m, forKey: m.lowercased()) { return (earlier, m) }
        }
        return nil
    }

    /// `lists` merged, highest precedence first: a pair is kept unless an earlier list names its modifier
    /// (case-insensitively). `--input` over the config's `inputs`, diff's `--from` over both.
    package static func overlay(_ lists: [[(String, String)]]) -> [(String, String)] {
        var named = Set<String>()
        var out: [(String, String)] = []
        for list in lists {
            let kept = list.filter { !named.contains($0.0.lowercased()) }
            named.formUnion(list.map { $0.0.lowercased() })
            out += kept
        }
        return out
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        let isBlank: (Character) -> Bool = { c in
            c == "\t" || c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
        }
        guard let start = text.firstIndex(where: { !isBlank($0) }), let end = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[start...end])
    }
}
