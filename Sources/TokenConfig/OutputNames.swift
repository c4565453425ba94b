/// How one output renames its tokens: the `names` member every output of tokenc.json may have (docs/outputs.md,
/// "Per-output names"). It acts on token paths (leading segments stripped, a prefix segment put first) before
/// the format applies its own casing, where the output's tokens are chosen, so every format gets it alike.
public struct OutputNames: Sendable, Hashable {
    /// Segments put before every path (`ds` → `ds.color.accent`); empty: none.
    public var prefix: [String] = []
    /// Leading paths taken off the paths that start with them (`color.palette` → `blue` for
    /// `color.palette.blue`); the first that applies is taken, a path equal to one is kept as it is.
    public var strip: [TokenPath] = []

    /// Names as the tokens have them.
    public init(prefix: [String] = [], strip: [TokenPath] = []) {
        self.prefix = prefix
        self.strip = strip
    }

    /// True when every path is kept as it is (nothing to rename).
    public var keepsAll: Bool { prefix.isEmpty && strip.isEmpty }

    /// The path `path` has in the output.
    public func apply(_ path: TokenPath) -> TokenPath {
        var components = path.components
        if let lead = strip.first(where: { $0.components.count < components.count && components.starts(with: $0.components) }) {
            components.removeFirst(lead.components.count)
        }
        if prefix.isEmpty && components.count == path.components.count { return path }
        return TokenPath(prefix + components)
    }

    /// The members an output's `names` object has (a template output's also has `case`).
    package static let keys: Set<String> = ["prefix", "strip"]

    /// Reads `prefix` and `strip` from `reader` (an output's `names` object), reporting a bad segment at the
    /// value or the array element.
    package static func read(_ reader: inout ObjectReader) -> OutputNames {
        var names = OutputNames()
        if let text = reader.string("prefix") {
            if let problem = problem(in: text) { reader.report("prefix", "\"prefix\" \(problem)") }
            else { names.prefix = TokenPath(dotted: text).components }
        }
        names.strip = strip(&reader)
        return names
    }

    /// Reads `strip` from `reader`, each bad path reported at its array element.
    package static func strip(_ reader: inout ObjectReader) -> [TokenPath] {
        guard let texts = reader.strings("strip") else { return [] }
        var out: [TokenPath] = []
        for (i, text) in texts.enumerated() {
            if let problem = problem(in: text) { reader.report(at: ["strip", String(i)], "\"strip\" path \(problem)") }
            else { out.append(TokenPath(dotted: text)) }
        }
        return out
    }

    /// Why `text` is not a dotted path of literal token names (`color.palette`), or nil when it is one.
    private static func problem(in text: String) -> String? {
        if text.isEmpty { return "must not be empty" }
        for name in TokenPath(dotted: text).components {
            if name.isEmpty { return "\"\(text)\" has an empty segment" }
            if name.contains(where: { "{}*".contains($0) }) || name.hasPrefix("$") {
                return "\"\(text)\" must be literal token names separated by \".\" (no \"*\", braces or \"$\")"
            }
        }
        return nil
    }
}
