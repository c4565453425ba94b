import Foundation

/// Where `tokenc migrate` writes: checks on `--to` before anything is read, and the all-or-nothing write, each
/// file kept inside `--to` and off every source.
package enum MigrateTarget {
    /// Why `target` cannot take a migration (nil when it can): it is the layout folder `root` or holds it, holds one
    /// of `sources`, is in one of the source `folders`, is not a folder, or is a folder with something in it and
    /// `force` is off. Paths are compared with their links followed (`PathContainment`).
    package static func problem(_ target: String, root: String, folders: [String], sources: [String] = [], force: Bool) -> Diagnostic? {
        let at = SourceLocation(file: target)
        let realTarget = OutputWriter.realPath(target)
        let inTarget = { (path: String) in PathContainment.isInside(real: OutputWriter.realPath(path.isEmpty ? "." : path), realRoot: realTarget) }
        if inTarget(root) || folders.contains(where: inTarget) {
            return Diagnostic(.migrateTargetInvalid,
                "--to \(target) is the source folder or holds it; migrate writes a new folder and never over its sources", at: at)
        }
        if let source = sources.first(where: inTarget) {
            return Diagnostic(.migrateTargetInvalid,
                "--to \(target) holds the source \(source); migrate writes a new folder and never over its sources", at: at)
        }
        if let folder = folders.first(where: { PathContainment.isInside(real: realTarget, realRoot: OutputWriter.realPath($0.isEmpty ? "." : $0)) }) {
            return Diagnostic(.migrateTargetInvalid,
                "--to \(target) is inside the source folder \(folder.isEmpty ? "." : folder); migrate writes a new folder, never into its sources: name one outside it", at: at)
        }
        switch MigrateSource.kind(of: target) {
        case .missing: return nil
        case .file: return Diagnostic(.migrateTargetInvalid, "--to \(target) is a file; name a folder (missing or empty)", at: at)
        case .directory:
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
            if !entries.isEmpty && !force {
                return Diagnostic(.migrateTargetInvalid,
                    "--to \(target) is not empty (\(entries.count) entr\(entries.count == 1 ? "y" : "ies")); name an empty folder, or pass --force to write into it", at: at)
            }
            return nil
        }
    }

    /// Writes every file below `target`, all or nothing. Every path is checked first, as a build checks its
    /// outputs (`OutputPathRules`: inside `target`, through no link, onto nothing but a regular file that is none
    /// of `sources`). Then every file is written, flushed, into a staging folder beside `target`
    /// (`.NAME.tokenc-PID-N.tmp`); only when all are there is the staging folder renamed to `target` (when it is
    /// missing) or each file renamed into it. A failure before that leaves `target` as it was, and no staging
    /// folder or temporary file behind; leftovers of a killed run are removed first.
    package static func write(_ files: [MigratedFile], into target: String, sources: [SourceFile]) -> [Diagnostic] {
        let rules = OutputPathRules(directory: target, protecting: sources.map { .init(path: $0.path, role: "a source of this migration") })
        var problems: [Diagnostic] = []
        for file in files {
            if case .refused(var d) = rules.inspect(file.path, for: .write) {
                d.message += "; nothing was written"
                problems.append(d)
            }
        }
        guard problems.isEmpty else { return problems }

        let folder = PathText.normalize(target)
        let parent = PathText.directory(of: folder)
        var stage = Staging(target: folder)
        defer { stage.discard() }
        do {
            try FileSystem.makeDirectories(parent, created: &stage.createdParents)
            FileSystem.removeLeftoverTemporaryFiles(in: parent, recursive: false)
            if MigrateSource.kind(of: folder) == .directory { FileSystem.removeLeftoverTemporaryFiles(in: folder, recursive: true) }
            let staging = FileSystem.temporaryName(for: folder)
            guard mkdir(staging, 0o755) == 0 else { throw FileSystem.POSIXError(errno, path: staging) }
            stage.folder = staging
        } catch {
            return [Diagnostic(.outputWriteFailed, "cannot write into --to \(target): \(FileSystem.reason(error)); nothing was written", at: SourceLocation(file: target))]
        }
        let paths = files.map { PathText.normalize($0.path) }
        for (file, path) in zip(files, paths) {
            do {
                try FileSystem.writeAtomically(file.bytes, to: PathText.join(stage.folder!, path))
            } catch {
                let destination = PathText.join(folder, path)
                return [Diagnostic(.outputWriteFailed, "cannot write \(destination): \(FileSystem.reason(error)); nothing was written to --to \(target)",
                                   at: SourceLocation(file: destination))]
            }
        }
        if let problem = stage.moveIntoPlace(paths) { return [problem] }
        return []
    }

    /// A migration's staging folder and what was made for it, removed by `discard` unless moved into place.
    private struct Staging {
        /// `--to`, normalized.
        package let target: String
        /// The staging folder, once made.
        package var folder: String?
        /// Folders made above `--to` (and `--to` itself, when its files are renamed into it one by one).
        package var createdParents: [String] = []

        package init(target: String) { self.target = target }

        /// Puts the staged `paths` in place: the whole staging folder renamed to a missing `--to`, else each file
        /// renamed into it (every folder made first, so the renames need no space). Returns why it stopped.
        package mutating func moveIntoPlace(_ paths: [String]) -> Diagnostic? {
            guard let folder else { return nil }
            let at = SourceLocation(file: target)
            if MigrateSource.kind(of: target) == .missing {
                guard rename(folder, target) == 0 else {
                    let e = errno
                    return Diagnostic(.outputWriteFailed, "cannot move the migrated files into --to \(target): \(String(cString: strerror(e))); nothing was written", at: at)
                }
                self.folder = nil
                createdParents = []
                return nil
            }
            var made: [String] = []
            do {
                for path in paths { try FileSystem.makeDirectories(PathText.directory(of: PathText.join(target, path)), created: &made) }
            } catch {
                createdParents += made
                return Diagnostic(.outputWriteFailed, "cannot make a folder in --to \(target): \(FileSystem.reason(error)); nothing was written", at: at)
            }
            for (done, path) in paths.enumerated() {
                let destination = PathText.join(target, path)
                guard rename(PathText.join(folder, path), destination) == 0 else {
                    let e = errno
                    let state = done == 0 ? "nothing was written" : "\(done) of \(paths.count) files were moved into place before it; migrate again with --force to complete them"
                    if done == 0 { createdParents += made }
                    return Diagnostic(.outputWriteFailed, "cannot move \(destination) into place: \(String(cString: strerror(e))); \(state)",
                                      at: SourceLocation(file: destination))
                }
            }
            createdParents = []
            return nil
        }

        /// Removes the staging folder (with what is left in it) and the folders made for it, innermost first.
        package mutating func discard() {
            if let folder { try? FileManager.default.removeItem(atPath: folder) }
            folder = nil
            for made in createdParents.reversed() { rmdir(made) }
            createdParents = []
        }
    }
}
