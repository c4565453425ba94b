/// One permutation (a choice of context for every modifier) and its resolved tokens.
public struct CompiledPermutation: Sendable {
    /// The inputs: modifier → context, in modifier order (empty without a resolver document).
    public var permutation: Permutation
    /// The permutation's resolved tokens.
    public var tokens: ResolvedTokens
    /// The merged definitions, for `explain` (which layer won, which it overrode).
    public var merged: MergedTokens?

    /// A permutation with its resolved tokens and, for `explain`, its merged definitions.
    public init(permutation: Permutation, tokens: ResolvedTokens, merged: MergedTokens? = nil) {
        self.permutation = permutation
        self.tokens = tokens
        self.merged = merged
    }

    /// `brand=harbor, theme=dark` (empty when there are no modifiers).
    public var label: String { permutation.label }
    /// A file-name-safe identifier (`brand-harbor_theme-dark`, or `default`).
    public var identifier: String { permutation.identifier }
    /// The context chosen for `modifier` (case-insensitive), if any.
    public func context(for modifier: String) -> String? { permutation[modifier] }
}

/// The result of compiling a token tree: every permutation, and every diagnostic found on the way.
public struct Compilation: Sendable {
    /// Every permutation compiled.
    public var permutations: [CompiledPermutation]
    /// Every diagnostic found while compiling.
    public var diagnostics: [Diagnostic]

    /// A compilation of `permutations` and `diagnostics` (none of either by default).
    public init(permutations: [CompiledPermutation] = [], diagnostics: [Diagnostic] = []) {
        self.permutations = permutations
        self.diagnostics = diagnostics
    }

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// Compiles token files: parse each once into a layer, merge, resolve.
package enum Compiler {
    /// Compiles `files` as one set (later files win) into a single permutation.
    package static func compile(files: [SourceFile], keepMerged: Bool = false) -> Compilation {
        compile(layers: layers(of: files), keepMerged: keepMerged)
    }

    /// Reads and parses `files`, one layer each, sharing repeated reference strings between them. `formats`
    /// gives the format a file (by path) is declared in; the others are detected (`TokenFileReader`).
    /// `unitless` is what a length without a unit in a Style Dictionary file means (nil: the default).
    package static func layers(of files: [SourceFile], formats: [String: TokenFileFormat] = [:], unitless: UnitlessPolicy? = nil) -> [TokenLayer] {
        let interner = ReferenceInterner()
        return files.map { TokenFileReader.parse($0, format: formats[$0.path], interner: interner, unitless: unitless) }
    }

    /// Merges and resolves `layers` as one permutation with the given inputs.
    package static func compile(layers: [TokenLayer], permutation: Permutation = Permutation([Permutation.Input]()), keepMerged: Bool = false) -> Compilation {
        compile(layers: layers, reusing: nil, permutation: permutation, keepMerged: keepMerged).compilation
    }

    /// `compile(layers:permutation:keepMerged:)`, taking from `previous` (a compile of the same permutation) every
    /// token the layers' changes do not reach (see `TokenResolver.resolve(_:reusing:)`); with what the next compile
    /// can take from this one.
    package static func compile(layers: [TokenLayer], reusing previous: ResolvedMerge?,
                                permutation: Permutation = Permutation([Permutation.Input]()),
                                keepMerged: Bool = false) -> (compilation: Compilation, kept: ResolvedMerge) {
        let label = permutation.label
        let merged = TokenMerger.merge(layers)
        let resolved = TokenResolver.resolve(merged, reusing: previous, permutation: label.isEmpty ? nil : label)
        let compiled = CompiledPermutation(permutation: permutation, tokens: resolved.tokens, merged: keepMerged ? merged : nil)
        let compilation = Compilation(permutations: [compiled],
                                      diagnostics: layers.flatMap(\.diagnostics) + merged.diagnostics + resolved.diagnostics)
        return (compilation, ResolvedMerge(merged: merged, tokens: resolved.tokens, diagnostics: resolved.diagnostics))
    }
}
