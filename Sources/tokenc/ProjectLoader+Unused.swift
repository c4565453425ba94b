import Foundation
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
        let root = base.isEmpty ? "." : base
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        let output = PathText.normalize(outputDirectory)
        var candidates: [String] = []
        var scanned = 0
        while let next = walk.nextObject() as? String {
            scanned += 1
            if scanned > maximumScannedEntries { break }
            let name = (next as NSString).lastPathComponent
            if walk.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if name.hasPrefix(".") || name == "node_modules" || PathText.normalize(PathText.join(base, next)) == output {
                    walk.skipDescendants()
                }
                continue
            }
            if UnusedTokenFiles.isTokenFileName(name) { candidates.append(next) }
        }
        return UnusedTokenFiles.find(candidates.sorted(), resolver: resolver)
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
