import Foundation
import TokenCore

/// Where `tokenc migrate` writes: checks on `--to` before anything is read, and the atomic writes, each kept
/// inside `--to` and off every source.
enum MigrateTarget {
    /// Why `target` cannot take a migration of the sources in `root` (nil when it can): it is the source folder or
    /// holds it, it is not a folder, or it is a folder with something in it and `force` is off.
    static func problem(_ target: String, root: String, force: Bool) -> Diagnostic? {
        let at = SourceLocation(file: target)
        let realTarget = OutputWriter.realPath(target)
        let realRoot = OutputWriter.realPath(root.isEmpty ? "." : root)
        if PathText.isInside(normalized: realRoot, normalizedRoot: realTarget) {
            return Diagnostic(.migrateTargetInvalid,
                "--to \(target) is the source folder or holds it; migrate writes a new folder and never over its sources", at: at)
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

    /// Writes every file below `target`, each atomically (a temporary file beside it, renamed over it). A path
    /// that would leave `target` (`..`, an absolute path, a linked folder leading out) or land on one of
    /// `sources` is refused; what fails is an `output-write-failed` error, and the other files are still written.
    static func write(_ files: [MigratedFile], into target: String, sources: [SourceFile]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let realTarget = OutputWriter.realPath(target)
        let sourcePaths = Set(sources.map { OutputWriter.realPath($0.path) })
        for file in files {
            let relative = PathText.normalize(file.path)
            let destination = PathText.join(target, relative)
            let at = SourceLocation(file: destination)
            guard !relative.hasPrefix("/"), relative != "..", !relative.hasPrefix("../") else {
                problems.append(Diagnostic(.outputWriteFailed, "\(file.path) would be written outside --to \(target); it is not written", at: at))
                continue
            }
            do {
                try FileSystem.makeDirectories(PathText.directory(of: destination))
                let real = OutputWriter.realPath(destination)
                guard PathText.isInside(normalized: real, normalizedRoot: realTarget) else {
                    problems.append(Diagnostic(.outputWriteFailed, "\(destination) leads outside --to \(target) (to \(real)); it is not written", at: at))
                    continue
                }
                guard !sourcePaths.contains(real) else {
                    problems.append(Diagnostic(.outputWriteFailed, "\(destination) is one of the sources; migrate never writes over them", at: at))
                    continue
                }
                try FileSystem.writeAtomically(file.bytes, to: destination)
            } catch {
                problems.append(Diagnostic(.outputWriteFailed, "cannot write \(destination): \(FileSystem.reason(error))", at: at))
            }
        }
        return problems
    }
}
