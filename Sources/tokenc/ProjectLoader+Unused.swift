#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TokenCore

/// The project-wide checks of what the resolver document leaves out: token files beside it that no set reads
/// (`unused-file`), and the note on a failed reference whose target only an unused set declares. Each runs once
/// per project, not per token.
extension ProjectLoader {
    /// The most directory entries looked at below the resolver document: a document kept at the root of a large
    /// repository is not worth a long walk for a warning.
    static let maximumScannedEntries = 20_000

    /// `unused-file` warnings for the token files (`*.tokens.json`, `*.tokens`) in the resolver document's directory
    /// and below it that no `$ref` of `resolver` names. Hidden directories, `node_modules` and the output directory
    /// are skipped.
    static func unusedFiles(resolver: ResolverDocument, outputDirectory: String) -> [Diagnostic] {
        let base = PathText.directory(of: resolver.path)
        var candidates: [String] = []
        var budget = maximumScannedEntries
        tokenFiles(in: base.isEmpty ? "." : base, relative: "", base: base, output: PathText.normalize(outputDirectory),
                   into: &candidates, budget: &budget)
        return UnusedTokenFiles.find(candidates.sorted(), resolver: resolver)
    }

    /// Appends the token files in `directory` and below it (as paths relative to the resolver document's directory,
    /// `relative` being `directory`'s), one `readdir` per directory: no attributes are fetched. Symbolic links to
    /// directories are not followed; `budget` entries at most.
    private static func tokenFiles(in directory: String, relative: String, base: String, output: String,
                                   into out: inout [String], budget: inout Int) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while budget > 0, let entry = readdir(dir) {
            budget -= 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                guard !name.hasPrefix("."), name != "node_modules", PathText.normalize(PathText.join(base, path)) != output else { continue }
                tokenFiles(in: directory + "/" + name, relative: path, base: base, output: output, into: &out, budget: &budget)
            } else if UnusedTokenFiles.isTokenFileName(name) {
                out.append(path)
            }
        }
    }

    /// `diagnostics` with the unused-set note added to each failed reference an unused set of `resolver` explains
    /// (its files read through `selection` only then, and only inside `roots`, as the used ones are).
    static func noteUnusedSets(_ diagnostics: [Diagnostic], resolver: ResolverDocument, files: [String: SourceFile],
                               roots: [String], selection: Selection) -> [Diagnostic] {
        guard UnusedSetNotes.apply(to: diagnostics, resolver: resolver) else { return diagnostics }
        let base = PathText.directory(of: resolver.path)
        var all = files
        for relative in UnusedSetNotes.files(of: resolver) {
            let full = PathText.join(base, relative)
            guard all[full] == nil, roots.contains(where: { PathText.isInside(normalized: PathText.normalize(full), normalizedRoot: $0) }),
                  case .success(let file) = selection.load(full) else { continue }
            all[full] = file
        }
        return UnusedSetNotes.annotate(diagnostics, resolver: resolver, files: all)
    }
}
