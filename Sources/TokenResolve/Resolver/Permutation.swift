/// One choice of context for every modifier of a resolver document: one resolution of its tokens.
public struct Permutation: Sendable, Hashable, CustomStringConvertible {
    /// One modifier's selected context.
    public struct Input: Sendable, Hashable {
        /// The modifier's name as the document spells it.
        public var modifier: String
        /// The selected context's name as the document spells it.
        public var context: String

        /// An input selecting `context` for `modifier`.
        public init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    /// The selections, in the order the modifiers appear in `resolutionOrder`.
    public var inputs: [Input]

    /// A permutation from its selections, in modifier order.
    public init(_ inputs: [Input]) { self.inputs = inputs }

    /// A permutation from `(modifier, context)` pairs, in modifier order.
    public init(_ pairs: [(String, String)]) {
        self.inputs = pairs.map { Input(modifier: $0.0, context: $0.1) }
    }

    /// The context selected for `modifier` (compared case-insensitively), if any.
    public subscript(modifier: String) -> String? {
        let key = modifier.lowercased()
        return inputs.first { $0.modifier.lowercased() == key }?.context
    }

    /// What diagnostics and reports show: `brand=harbor, theme=dark`; empty when the document has no modifiers.
    public var label: String {
        inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }

    /// A stable name usable as a file or directory name: `brand-harbor_theme-dark`, `default` when the
    /// document has no modifiers. Characters other than ASCII letters, digits, `.` and `-` become `-`
    /// (so `_` only ever separates modifiers); the parser rejects documents where two contexts of one
    /// modifier would get the same identifier.
    public var identifier: String {
        guard !inputs.isEmpty else { return "default" }
        return inputs.map { Permutation.sanitise($0.modifier) + "-" + Permutation.sanitise($0.context) }
            .joined(separator: "_")
    }

    /// The label.
    public var description: String { label }

    /// `name` with every character outside `[A-Za-z0-9.-]` replaced by `-`, and a leading `.` too (no hidden files).
    static func sanitise(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-": out.unicodeScalars.append(scalar)
            case "." where !out.isEmpty: out.unicodeScalars.append(scalar)
            default: out.append("-")
            }
        }
        return out
    }
}
