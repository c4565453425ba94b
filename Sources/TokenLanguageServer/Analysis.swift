import Foundation

/// A place in a project file: the absolute path and a JSON pointer (with the key the value is written under).
package struct SourceSite: Sendable, Hashable {
    /// The file, absolute.
    package var file: String
    /// The token's or group's node.
    package var pointer: JSONPointer
    /// `$value` (DTCG) or `value` (Style Dictionary, Tokens Studio).
    package var valueKey: String
}

/// The nodes of one text, in document order, and by pointer (a key written twice: the last, as json-c keeps).
package final class FileSpans: Sendable {
    /// The nodes in document order.
    package let all: [JSONLocator.Span]
    private let byPointer: [JSONPointer: Int]

    /// The nodes of `bytes`.
    package init(_ bytes: [UInt8]) {
        all = JSONLocator.spans(bytes)
        var index: [JSONPointer: Int] = [:]
        index.reserveCapacity(all.count)
        for (i, s) in all.enumerated() { index[s.pointer] = i }
        byPointer = index
    }

    /// The node at `pointer`.
    package subscript(pointer: JSONPointer) -> JSONLocator.Span? { byPointer[pointer].map { all[$0] } }
}

/// The node spans and lines of files, kept across analyses: a file whose bytes did not change is not scanned
/// again.
package final class TextCache: @unchecked Sendable {
    private let lock = NSLock()
    private struct Entry {
        var bytes: [UInt8]
        var spans: FileSpans?
        var lines: LineTable?
    }
    private var entries: [String: Entry] = [:]

    package init() {}

    /// The spans of `bytes`, the text of `path`.
    func spans(_ path: String, _ bytes: [UInt8]) -> FileSpans { cached(path, bytes, \.spans, FileSpans.init) }

    /// The lines of `bytes`, the text of `path`.
    func lines(_ path: String, _ bytes: [UInt8]) -> LineTable { cached(path, bytes, \.lines, LineTable.init) }

    /// `field` of `path`'s entry when it was made from `bytes`; else made (outside the lock) and kept.
    private func cached<T>(_ path: String, _ bytes: [UInt8], _ field: WritableKeyPath<Entry, T?>, _ make: ([UInt8]) -> T) -> T {
        if let e = lock.withLock({ entries[path] }), let known = e[keyPath: field], e.bytes == bytes { return known }
        let made = make(bytes)
        lock.withLock {
            if entries[path]?.bytes != bytes { entries[path] = Entry(bytes: bytes) }
            entries[path]![keyPath: field] = made
        }
        return made
    }

    /// Drops the files not in `paths`.
    func keep(_ paths: Set<String>) {
        lock.withLock { entries = entries.filter { paths.contains($0.key) } }
    }
}

/// One compile of the project as the editor holds it (open documents in place of their files), and what the
/// features look things up in: every file read, every definition of every token and group, the diagnostics as
/// `tokenc validate` reports them. Immutable once made; the text indexes are built on first use.
package final class Analysis: @unchecked Sendable {
    /// The project compiled.
    package let project: TokenProject
    /// The folder relative paths are taken from.
    package let root: String
    /// The compiled project; nil when it did not load.
    package let compiled: CompiledProject?
    /// What loading, compiling and validating found, located and with the config's warning policy applied.
    package let diagnostics: [Diagnostic]
    /// Every file read, by absolute path.
    package let files: [String: SourceFile]
    /// Every permutation compiled, in order.
    package let permutations: [CompiledPermutation]

    private let lock = NSLock()
    private let texts: TextCache
    private var spanCache: [String: FileSpans] = [:]
    private var lineCache: [String: LineTable] = [:]
    private var referenceCache: ReferenceIndex?
    private var ownerCache: [String: NodeOwners] = [:]
    private var siteCache: Sites?
    private let siteLock = NSLock()
    private let ownerLock = NSLock()
    private var codeNameCache: CodeNames?

    /// Compiles `project` reading through `sources`; files that did not change since the compile that filled
    /// `cache` are not parsed again.
    package init(project: TokenProject, sources: OverlaySources, cache: CompileCache? = nil, texts: TextCache = TextCache()) {
        self.project = project
        self.texts = texts
        root = sources.root
        var options = BuildOptions(keepMerged: true, validate: true)
        options.compileCache = cache
        let timer = StageTimer()
        let started = ContinuousClock.now
        let build = TokenBuild(project: project, options: options, sources: sources, observer: timer, scheduler: DispatchScheduler())
        var found: [Diagnostic]
        var read: [SourceFile]
        var config: Config?
        switch build.load() {
        case .failure(let failure):
            let explained = failure.explained(for: project)
            compiled = nil
            found = explained.diagnostics
            read = explained.sources
        case .success(let loaded):
            let c = build.compile(loaded)
            compiled = c
            found = c.diagnostics
            read = c.sources
            config = c.config
        }
        let compiledAt = ContinuousClock.now
        var collector = DiagnosticCollector(policy: WarningPolicy(flag: false, strict: false, config: config))
        collector.add(found, sources: read)
        diagnostics = collector.finished(scheduler: DispatchScheduler())
        let finishing = ContinuousClock.now - compiledAt
        var files: [String: SourceFile] = [:]
        for f in read { files[ProjectLocator.absolute(f.path, sources.root)] = f }
        self.files = files
        texts.keep(Set(files.keys))
        if ProcessInfo.processInfo.environment["TOKENC_LSP_TRACE"] == "1" {
            let stages = timer.durations.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
            FileHandle.standardError.write(Data("tokenc lsp: compiled in \(ContinuousClock.now - started) (\(stages.joined(separator: ", ")), diagnostics located in \(finishing))\n".utf8))
        }
        permutations = compiled?.compilation.permutations ?? []
    }

    /// Where tokens and groups are written, and what is derived from that; built on first use (after the
    /// diagnostics are out).
    package struct Sites: Sendable {
        /// Where each token is defined: the winning definition of the first permutation first, then definitions
        /// it overrode and those of other permutations.
        package var definitions: [TokenPath: [SourceSite]] = [:]
        /// Where each group is written.
        package var groups: [TokenPath: [SourceSite]] = [:]
        /// The files that define tokens or groups, by absolute path.
        package var tokenFiles: Set<String> = []
        /// The token paths, sorted.
        package var paths: [TokenPath] = []
        /// Each path's dotted text as UTF-8, in the order of `paths` (what completion matches against).
        package var pathTexts: [[UInt8]] = []
        /// What each file defines, by absolute path.
        package var written: [String: [Written]] = [:]
        /// The format each token file is read in.
        package var formats: [String: TokenFileFormat] = [:]
    }

    /// A token or group written in a file.
    package struct Written: Sendable {
        package var pointer: JSONPointer
        package var path: TokenPath
        package var isGroup: Bool
    }

    /// The sites; nil when `stop` says so before they are all found.
    private func makeSites(stoppingWhen stop: () -> Bool = { false }) -> Sites? {
        var out = Sites()
        // Origins name files as the project does; each is made absolute once.
        var absolute: [String: String] = [:]
        func site(_ o: Origin) -> SourceSite {
            let file: String
            if let known = absolute[o.file] { file = known } else {
                file = ProjectLocator.absolute(o.file, root)
                absolute[o.file] = file
            }
            return SourceSite(file: file, pointer: o.pointer, valueKey: o.valueKey)
        }
        func add(_ path: TokenPath, _ o: Origin, group: Bool) {
            let s = site(o)
            if let list = group ? out.groups[path] : out.definitions[path] {
                guard !list.contains(s) else { return }
                if group { out.groups[path]!.append(s) } else { out.definitions[path]!.append(s) }
            } else {
                if group { out.groups[path] = [s] } else { out.definitions[path] = [s] }
            }
            out.written[s.file, default: []].append(Written(pointer: s.pointer, path: path, isGroup: group))
        }
        // Permutations share the definitions of the sets they have in common: each is looked at once.
        var seen = Set<ObjectIdentifier>()
        for p in permutations {
            if stop() { return nil }
            if let merged = p.merged {
                for (i, d) in merged.tokens.enumerated() {
                    if i & 0x1FFF == 0x1FFF, stop() { return nil }
                    if seen.insert(d.identity).inserted {
                        add(d.path, d.origin, group: false)
                        if out.formats[d.origin.file] == nil { out.formats[d.origin.file] = d.format }
                    }
                }
                for (path, origins) in merged.overridden { for o in origins { add(path, o, group: false) } }
                for (path, g) in merged.groups { add(path, g.origin, group: true) }
            } else {
                for t in p.tokens.tokens { add(t.path, t.origin, group: false) }
            }
        }
        out.tokenFiles = Set(absolute.values)
        out.formats = Dictionary(out.formats.map { (absolute[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let sorted = out.definitions.keys.map { ($0.description, $0) }.sorted { $0.0 < $1.0 }
        out.paths = sorted.map(\.1)
        out.pathTexts = sorted.map { Array($0.0.utf8) }
        return out
    }

    /// Where tokens and groups are written (built on first use; a second caller waits for the first).
    package var sites: Sites {
        siteLock.withLock {
            if let cached = siteCache { return cached }
            let made = makeSites()!
            siteCache = made
            return made
        }
    }
    /// Where each token is defined.
    package var definitions: [TokenPath: [SourceSite]] { sites.definitions }
    /// Where each group is written.
    package var groups: [TokenPath: [SourceSite]] { sites.groups }
    /// The files that define tokens or groups.
    package var tokenFiles: Set<String> { sites.tokenFiles }
    /// The token paths, sorted.
    package var paths: [TokenPath] { sites.paths }

    /// The file that names the project: its config, resolver document, Style Dictionary config or Tokens Studio
    /// folder (nil for loose token files).
    package var projectFile: String? {
        switch project {
        case .config(let p), .resolver(let p, _), .tokensStudio(let p, _), .styleDictionary(let p): return ProjectLocator.absolute(p, root)
        case .files: return nil
        }
    }

    /// The type of the token at `path`, from the first permutation that has it.
    package func type(of path: TokenPath) -> TokenType? { anyToken(path)?.type }

    /// Builds what the features look things up in, so the first request does not wait for it; gives up (building
    /// nothing) when `stop` says so.
    package func warm(stoppingWhen stop: @escaping () -> Bool = { false }) {
        siteLock.withLock {
            guard siteCache == nil, let made = makeSites(stoppingWhen: stop) else { return }
            siteCache = made
        }
    }

    /// The file at an absolute path, as compiled.
    package func file(_ path: String) -> SourceFile? { files[path] }

    /// The nodes of the file at `path` with their spans (none when it was not read).
    package func spans(_ path: String) -> FileSpans {
        if let cached = lock.withLock({ spanCache[path] }) { return cached }
        let spans = files[path].map { texts.spans(path, $0.bytes) } ?? FileSpans([])
        lock.withLock { spanCache[path] = spans }
        return spans
    }

    /// The lines of the file at `path` as compiled.
    package func lines(_ path: String) -> LineTable {
        if let cached = lock.withLock({ lineCache[path] }) { return cached }
        let table = files[path].map { texts.lines(path, $0.bytes) } ?? LineTable([UInt8]())
        lock.withLock { lineCache[path] = table }
        return table
    }

    /// The span of the node at `pointer` in `path`.
    package func span(_ path: String, _ pointer: JSONPointer) -> JSONLocator.Span? {
        spans(path)[pointer]
    }

    /// Every reference written in the project's files (built on first use).
    package var references: ReferenceIndex {
        if let cached = lock.withLock({ referenceCache }) { return cached }
        let index = ReferenceIndex(self)
        lock.withLock { referenceCache = index }
        return index
    }

    /// Which token or group each node of the file at `path` is (built on first use).
    package func owners(_ path: String) -> NodeOwners {
        let written = sites.written[path] ?? []
        return ownerLock.withLock {
            if let cached = ownerCache[path] { return cached }
            let owners = NodeOwners(written)
            ownerCache[path] = owners
            return owners
        }
    }

    /// The names code uses for tokens (built on first use).
    package var codeNames: CodeNames {
        if let cached = lock.withLock({ codeNameCache }) { return cached }
        let names = CodeNames(self)
        lock.withLock { codeNameCache = names }
        return names
    }

    /// The token at `path` in the first permutation that has it.
    package func anyToken(_ path: TokenPath) -> ResolvedToken? {
        for p in permutations { if let t = p.tokens[path] { return t } }
        return nil
    }

    /// The token at `path` in each permutation (nil where it is not defined).
    package func resolved(_ path: TokenPath) -> [(CompiledPermutation, ResolvedToken?)] {
        permutations.map { ($0, $0.tokens[path]) }
    }

    /// True when a file of the project did not parse: the model it gives is not one to keep.
    package var hasSyntaxErrors: Bool {
        diagnostics.contains { $0.severity == .error && $0.code.rawValue.hasPrefix("json-") && $0.code != .jsonDuplicateKey }
    }

    /// The path shown for an absolute path: relative to the root when inside it.
    package func display(_ path: String) -> String {
        PathText.isInside(normalized: path, normalizedRoot: root) && path != root ? String(path.dropFirst(root.count + 1)) : path
    }
}
