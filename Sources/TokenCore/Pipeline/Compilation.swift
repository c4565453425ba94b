/// One permutation (a choice of context for every modifier) and its resolved tokens.
public struct CompiledPermutation: Sendable {
    /// Modifier → context, in modifier order.
    public var inputs: [(modifier: String, context: String)]
    /// `brand=harbor, theme=dark` (empty when there are no modifiers).
    public var label: String
    /// A file-name-safe identifier (`brand-harbor_theme-dark`, or `tokens`).
    public var identifier: String
    public var tokens: ResolvedTokens
    /// The merged definitions, for `explain` (which layer won, which it overrode).
    public var merged: MergedTokens?

    /// The context chosen for `modifier`, if any.
    public func context(for modifier: String) -> String? {
        inputs.first { $0.modifier.lowercased() == modifier.lowercased() }?.context
    }

    public init(inputs: [(modifier: String, context: String)], label: String, identifier: String, tokens: ResolvedTokens, merged: MergedTokens? = nil) {
        self.inputs = inputs
        self.label = label
        self.identifier = identifier
        self.tokens = tokens
        self.merged = merged
    }
}

/// The result of compiling a token tree: every permutation, and every diagnostic found on the way.
public struct Compilation: Sendable {
    public var permutations: [CompiledPermutation]
    public var diagnostics: [Diagnostic]

    public init(permutations: [CompiledPermutation] = [], diagnostics: [Diagnostic] = []) {
        self.permutations = permutations
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// Compiles token files: parse each once into a layer, merge, resolve.
public enum Compiler {
    /// Compiles `files` as one set (later files win) into a single permutation.
    public static func compile(files: [SourceFile], keepMerged: Bool = false) -> Compilation {
        let layers = files.map { TokenTreeParser.parse($0) }
        return compile(layers: layers, inputs: [], keepMerged: keepMerged)
    }

    /// Merges and resolves `layers` as one permutation with the given inputs.
    public static func compile(layers: [TokenLayer], inputs: [(modifier: String, context: String)], keepMerged: Bool = false) -> Compilation {
        let label = inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
        let merged = TokenMerger.merge(layers)
        let resolved = TokenResolver.resolve(merged, permutation: label.isEmpty ? nil : label)
        let permutation = CompiledPermutation(
            inputs: inputs, label: label, identifier: identifier(for: inputs), tokens: resolved.tokens,
            merged: keepMerged ? merged : nil)
        return Compilation(permutations: [permutation], diagnostics: layers.flatMap(\.diagnostics) + merged.diagnostics + resolved.diagnostics)
    }

    /// A file-name-safe identifier for a permutation: `brand-harbor_theme-dark`; `tokens` with no inputs.
    public static func identifier(for inputs: [(modifier: String, context: String)]) -> String {
        guard !inputs.isEmpty else { return "tokens" }
        return inputs.map { sanitize($0.modifier) + "-" + sanitize($0.context) }.joined(separator: "_")
    }

    private static func sanitize(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "a"..."z", "A"..."Z", "0"..."9", "-", ".": out.unicodeScalars.append(u)
            default: out.append("-")
            }
        }
        return out.isEmpty ? "_" : out
    }
}
