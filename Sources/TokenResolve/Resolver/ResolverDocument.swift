/// A parsed, validated DTCG resolver document (Resolver Module 2025.10).
///
/// `parse` checks the whole document, resolves its same-document references (`#/sets/…`,
/// `#/modifiers/…` and any other pointer) and returns nil when it found an error. A document value is
/// therefore always valid: every modifier has at least one context, every default names one of them,
/// and every reference has been followed. External files are only named (`TokenSource.file`), never read.
public struct ResolverDocument: Sendable, Hashable {
    /// The resolver file's path, as given in its `SourceFile`; origins and diagnostics use it.
    public var path: String
    /// The document's `name`.
    public var name: String?
    /// The document's `version` (always `2025.10` once parsed).
    public var version: String
    /// The document's `description`.
    public var description: String?
    /// The `resolutionOrder` items, in order, references resolved and inline items parsed.
    public var resolutionOrder: [ResolutionStep]
    /// The modifiers that `resolutionOrder` uses, in order of first use, each once.
    public var modifiers: [ResolverModifier]
    /// Every external file the resolution can load, in order of first use: `file.json` and
    /// `file.json#/pointer` both give `file.json`. Paths are relative to the document's directory, as written.
    public var referencedFiles: [String]
    /// The sets declared under `sets` that `resolutionOrder` never reaches (each reported as `unused-set`).
    public var unusedSets: [ResolverSet] = []
    /// Every external file a set or modifier of the document reads, used or not, as written (for `unused-file`).
    public var mentionedFiles: Set<String> = []
    /// The shape its token files are written in: DTCG, or Tokens Studio for a document made from `$themes.json`
    /// (`TokensStudioThemes`), whose sets are read by `TokensStudioSet`.
    public var sourceFormat: TokenFileFormat = .dtcg
    /// The `$extensions` key of the Terrazzo modes the document was made of (`TerrazzoModes`), nil otherwise: the
    /// build leaves it out of tokens' extensions, as the modifier says what it said.
    public var modesKey: String?
    /// For each modifier and context, the sources it reads only to resolve references (Tokens Studio's "source"
    /// sets): their tokens are not emitted unless another selected context or a set enables them
    /// (`referenceOnlySources(for:)`).
    public var referenceOnly: [String: [String: [TokenSource]]] = [:]

    /// A document from its parts (tests and tools; `parse` is the usual way in).
    public init(path: String, name: String? = nil, version: String = ResolverDocument.supportedVersion,
                description: String? = nil, resolutionOrder: [ResolutionStep], modifiers: [ResolverModifier],
                referencedFiles: [String]) {
        self.path = path; self.name = name; self.version = version; self.description = description
        self.resolutionOrder = resolutionOrder; self.modifiers = modifiers; self.referencedFiles = referencedFiles
    }

    /// The only version of the resolver module there is.
    public static let supportedVersion = "2025.10"

    /// The modifier called `name`, compared case-insensitively as inputs are.
    public func modifier(named name: String) -> ResolverModifier? {
        let key = name.lowercased()
        return modifiers.first { $0.name.lowercased() == key }
    }

    /// How many permutations there are: the product of the modifiers' context counts (1 without
    /// modifiers), saturating at `Int.max`.
    public var permutationCount: Int {
        var count = 1
        for m in modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: m.contexts.count)
            if overflow { return Int.max }
            count = product
        }
        return count
    }

    /// The permutation `PermutationSelection.permutation(for:in:diagnostics:)` gives for no inputs at all
    /// (every modifier at its default), or nil when some modifier has no default.
    public var defaultPermutation: Permutation? {
        var inputs: [Permutation.Input] = []
        for m in modifiers {
            guard let d = m.defaultContext else { return nil }
            inputs.append(Permutation.Input(modifier: m.name, context: d))
        }
        return Permutation(inputs)
    }

    /// The ordered token sources of one permutation, following `resolutionOrder`: each set's sources,
    /// and for each modifier the sources of the context the permutation selects (its default when the
    /// permutation does not name it). Later sources win.
    public func sources(for permutation: Permutation) -> [TokenSource] {
        var out: [TokenSource] = []
        for step in resolutionOrder {
            switch step {
            case .set(let s):
                out.append(contentsOf: s.sources)
            case .modifier(let m):
                guard let name = permutation[m.name] ?? m.defaultContext, let c = m.context(named: name) else { continue }
                out.append(contentsOf: c.sources)
            }
        }
        return out
    }

    /// The sources `permutation` reads only to resolve references: those its contexts mark reference-only, less
    /// any source a set or a selected context reads for emitting.
    public func referenceOnlySources(for permutation: Permutation) -> Set<TokenSource> {
        guard !referenceOnly.isEmpty else { return [] }
        var hidden = Set<TokenSource>()
        var shown = Set<TokenSource>()
        for step in resolutionOrder {
            switch step {
            case .set(let s): shown.formUnion(s.sources)
            case .modifier(let m):
                guard let name = permutation[m.name] ?? m.defaultContext, let c = m.context(named: name) else { continue }
                let only = Set(referenceOnly[m.name]?[c.name] ?? [])
                hidden.formUnion(only)
                shown.formUnion(c.sources.filter { !only.contains($0) })
            }
        }
        return hidden.subtracting(shown)
    }
}
