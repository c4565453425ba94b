import Foundation

/// What one compile keeps for the next in a long-running process (`tokenc lsp`, `build --watch`):
/// - the layers parsed from each file: a file whose bytes, sources and reading settings are what they were is
///   not read or parsed again. What a file parses to depends only on those, so a compile that takes a layer from
///   the cache gets the one it would have made; a file read again keeps the definitions it did not change;
/// - what the shared sets and each permutation resolved to (`ProjectCompiler.Resolutions`, or one permutation's
///   `ResolvedMerge` for a project without a resolver document): the next compile resolves again only the tokens
///   an edit reaches (see `TokenResolver.resolve(_:reusing:)`);
/// - what validation found, by rule and permutation: the next validation checks again only the permutations
///   whose tokens changed, with the rules that check permutations apart (see `Validator.Kept`).
///
/// Files a compile did not use are dropped when it ends (`sweep`), so the cache holds at most one project's
/// files, and one compile's resolutions.
package final class CompileCache: @unchecked Sendable {
    /// How a file is read: everything besides its bytes that its layers depend on.
    struct Settings: Hashable {
        var sources: [TokenSource]
        /// The format the file is read in (nil: detected by `TokenFileReader`).
        var format: TokenFileFormat?
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

    private var resolutions: ProjectCompiler.Resolutions?
    private var validation: Validator.Kept?
    /// The one permutation's resolution of a project of token files without a resolver document (loose files, a
    /// Style Dictionary config).
    private var fileResolution: ResolvedMerge?

    /// What the last compile of a resolver document's permutations resolved, taken out of the cache (so the
    /// compile that takes it changes it in place); `keepResolutions` puts that compile's in its place.
    func takeResolutions() -> ProjectCompiler.Resolutions? { take(\.resolutions) }
    func keepResolutions(_ kept: ProjectCompiler.Resolutions?) { keep(kept, in: \.resolutions) }
    /// The same for a validation (see `Validator.Kept`).
    func takeValidation() -> Validator.Kept? { take(\.validation) }
    func keepValidation(_ kept: Validator.Kept?) { keep(kept, in: \.validation) }
    /// The same for a project of token files without a resolver document.
    func takeFileResolution() -> ResolvedMerge? { take(\.fileResolution) }
    func keepFileResolution(_ kept: ResolvedMerge?) { keep(kept, in: \.fileResolution) }

    private func take<T>(_ slot: ReferenceWritableKeyPath<CompileCache, T?>) -> T? {
        lock.withLock { self[keyPath: slot].take() }
    }

    private func keep<T>(_ value: T?, in slot: ReferenceWritableKeyPath<CompileCache, T?>) {
        lock.withLock { self[keyPath: slot] = value }
    }

    /// The layer of a file read on its own (a source of a project without a resolver document) as the last
    /// compile read it, whatever its bytes: a file read again keeps its unchanged definitions from it.
    func earlierLayer(_ path: String) -> TokenLayer? {
        lock.withLock {
            guard let e = entries[path], e.settings.sources.isEmpty, case .layer(let layer)? = e.parsed.first?.result else { return nil }
            return layer
        }
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
