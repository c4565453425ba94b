import Foundation

/// What one compile keeps for the next in a long-running process (`tokenc lsp`, `build --watch`):
/// - the layers parsed from each file: a file whose bytes, sources and reading settings are what they were is
///   not read or parsed again. What a file parses to depends only on those, so a compile that takes a layer from
///   the cache gets the one it would have made;
/// - what the shared sets and each permutation resolved to (`ProjectCompiler.Resolutions`): the next compile
///   resolves again only the tokens an edit reaches (see `TokenResolver.resolve(_:reusing:)`);
/// - what validation found, by rule and permutation: the next validation checks again only the permutations
///   whose tokens changed, with the rules that check permutations apart (see `Validator.Kept`).
///
/// Files a compile did not use are dropped when it ends (`sweep`), so the cache holds at most one project's
/// files, and one compile's resolutions.
package final class CompileCache: @unchecked Sendable {
    /// How a file is read: everything besides its bytes that its layers depend on.
    struct Settings: Hashable {
        var sources: [TokenSource]
        var format: TokenFileFormat
        var modesKey: String?
        var unitless: UnitlessPolicy?
        var base: String
    }

    /// One file's reading: its JSON reader's diagnostics and each source's result.
    struct Entry {
        var bytes: [UInt8]
        var settings: Settings
        var read: [Diagnostic]?
        var parsed: [(result: ProjectCompiler.SourceResult, fingerprint: Int)]
        var used: Bool
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// An empty cache.
    package init() {}

    private var kept: ProjectCompiler.Resolutions?

    /// What the last compile that resolved its permutations resolved.
    var resolutions: ProjectCompiler.Resolutions? {
        get { lock.withLock { kept } }
        set { lock.withLock { kept = newValue } }
    }

    private var validated: Validator.Kept?
    /// A project of token files without a resolver document (loose files, a Style Dictionary config): each file's
    /// layer, by path, and the one permutation's resolution.
    private var fileLayers: [String: (bytes: [UInt8], format: TokenFileFormat?, unitless: UnitlessPolicy?, layer: TokenLayer)] = [:]
    private var fileResolution: ResolvedMerge?

    /// The layer read from `file` by the last compile of token files, when it was read as `format` with `unitless`
    /// from the same bytes; else nil. `earlier` gives the layer that compile read from the file (any bytes).
    func fileLayer(_ file: SourceFile, format: TokenFileFormat?, unitless: UnitlessPolicy?) -> (hit: TokenLayer?, earlier: TokenLayer?) {
        lock.withLock {
            guard let e = fileLayers[file.path] else { return (nil, nil) }
            return (e.bytes == file.bytes && e.format == format && e.unitless == unitless ? e.layer : nil, e.layer)
        }
    }

    /// Keeps the layers a compile of token files read (replacing those kept), and takes out the resolution kept.
    func keepFileLayers(_ layers: [(file: SourceFile, format: TokenFileFormat?, unitless: UnitlessPolicy?, layer: TokenLayer)]) {
        lock.withLock {
            fileLayers = [:]
            for l in layers { fileLayers[l.file.path] = (l.file.bytes, l.format, l.unitless, l.layer) }
        }
    }

    /// The last compile of token files' resolution, taken out.
    func takeFileResolution() -> ResolvedMerge? { lock.withLock { fileResolution.take() } }
    /// Keeps a compile of token files' resolution.
    func keepFileResolution(_ r: ResolvedMerge?) { lock.withLock { fileResolution = r } }

    /// What the last validation kept (see `Validator.Kept`), taken out of the cache.
    func takeValidation() -> Validator.Kept? { lock.withLock { validated.take() } }
    /// Keeps what a validation found, for the next.
    func keepValidation(_ kept: Validator.Kept?) { lock.withLock { validated = kept } }

    /// What the last compile resolved, taken out of the cache.
    func takeResolutions() -> ProjectCompiler.Resolutions? {
        lock.withLock { kept.take() }
    }

    /// The number of files held.
    package var count: Int { lock.withLock { entries.count } }

    /// The reading of `path` when its bytes and settings are those cached; marks it used.
    func lookup(_ path: String, bytes: [UInt8], settings: Settings) -> Entry? {
        lock.withLock {
            guard var entry = entries[path], entry.settings == settings, entry.bytes == bytes else { return nil }
            entry.used = true
            entries[path] = entry
            return entry
        }
    }

    /// Keeps the reading of `path`.
    func store(_ path: String, _ entry: Entry) {
        lock.withLock { entries[path] = entry }
    }

    /// Drops every file the compile that just ended did not use, and marks the rest unused for the next.
    func sweep() {
        lock.withLock {
            entries = entries.filter { $0.value.used }
            for key in entries.keys { entries[key]!.used = false }
        }
    }
}
