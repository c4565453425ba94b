/// Compiles the permutations of a resolver document: every source is read and flattened once, then each
/// permutation merges the layers its inputs select and resolves them.
public struct ProjectCompiler: Sendable {
    /// The resolver document.
    public let resolver: ResolverDocument
    /// Where the resolver document is (its directory anchors relative `$ref`s).
    public let resolverPath: String
    /// Every layer, keyed by the source that produced it.
    private var layers: [TokenSource: TokenLayer] = [:]
    /// Problems reading sources (reported once, not once per permutation).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads every source the document names from `files` (keyed by path as joined to the resolver's directory).
    public init(resolver: ResolverDocument, resolverPath: String, files: [String: SourceFile]) {
        self.resolver = resolver
        self.resolverPath = resolverPath
        var parsedFiles: [String: JSONValue] = [:]
        var failedFiles = Set<String>()
        let base = PathText.directory(of: resolverPath)
        for source in resolver.allSources {
            guard layers[source] == nil else { continue }
            switch source {
            case .inline(let value, let origin):
                var layer = TokenTreeParser.parse(value, file: origin.file, at: origin.pointer, name: source.summary)
                layer.name = source.summary
                layers[source] = layer
            case .file(let path, let pointer, let origin, let overrides):
                let full = PathText.join(base, path)
                if parsedFiles[full] == nil && !failedFiles.contains(full) {
                    guard let file = files[full] else {
                        failedFiles.insert(full)
                        diagnostics.append(Diagnostic(.resolverMissingReference, "cannot read \(path): no such file",
                                                      at: origin.location(["$ref"])))
                        continue
                    }
                    let read = JSONReader.read(file)
                    diagnostics += read.diagnostics
                    if let v = read.value { parsedFiles[full] = v } else { failedFiles.insert(full); continue }
                }
                guard let document = parsedFiles[full] else { continue }
                guard var value = document.value(at: pointer) else {
                    diagnostics.append(Diagnostic(.resolverMissingReference, "\(path)#\(pointer) does not exist",
                                                  at: origin.location(["$ref"])))
                    continue
                }
                var overrideLayer: TokenLayer?
                if let overrides, !overrides.isEmpty, case .object(var o) = value {
                    for key in overrides.keys { o[key] = nil }
                    value = .object(o)
                    overrideLayer = TokenTreeParser.parse(.object(overrides), file: origin.file, at: origin.pointer)
                }
                var layer = TokenTreeParser.parse(value, file: full, at: pointer, name: source.summary)
                if let extra = overrideLayer {
                    layer.tokens += extra.tokens
                    layer.groups += extra.groups
                    layer.diagnostics += extra.diagnostics
                }
                layers[source] = layer
            }
        }
        for layer in layers.values { diagnostics += layer.diagnostics }
    }

    /// Merges and resolves one permutation. Safe to call concurrently for different permutations.
    public func compile(_ permutation: Permutation, keepMerged: Bool = false) -> (permutation: CompiledPermutation, diagnostics: [Diagnostic]) {
        let selected = resolver.sources(for: permutation).compactMap { layers[$0] }
        var stripped = selected
        for i in stripped.indices { stripped[i].diagnostics = [] } // reported once by init
        let merged = TokenMerger.merge(stripped)
        let label = permutation.label
        let resolved = TokenResolver.resolve(merged, permutation: label.isEmpty ? nil : label)
        var mergeDiagnostics = merged.diagnostics
        for i in mergeDiagnostics.indices where mergeDiagnostics[i].permutation == nil && !label.isEmpty {
            mergeDiagnostics[i].permutation = label
        }
        let compiled = CompiledPermutation(permutation: permutation, tokens: resolved.tokens, merged: keepMerged ? merged : nil)
        return (compiled, mergeDiagnostics + resolved.diagnostics)
    }
}

extension ResolverDocument {
    /// Every token source any permutation can select, each once, in document order.
    public var allSources: [TokenSource] {
        var seen = Set<TokenSource>()
        var out: [TokenSource] = []
        for step in resolutionOrder {
            let sources: [TokenSource]
            switch step {
            case .set(let s): sources = s.sources
            case .modifier(let m): sources = m.contexts.flatMap(\.sources)
            }
            for s in sources where seen.insert(s).inserted { out.append(s) }
        }
        return out
    }
}
