import Foundation
import TokenCore

/// Compares rendered outputs with what is on disk and writes only what changed, atomically; removes outputs a
/// build no longer produces, but only those listed in tokenc's own manifest of what it wrote.
struct OutputWriter {
    /// The output directory, as a path from the working directory.
    let directory: String

    /// The manifest of written files, inside the output directory.
    static let manifestName = ".tokenc-manifest.json"

    /// What a build would do to one file.
    struct Change {
        enum Kind: String {
            case missing
            case stale
            case removed = "no longer produced"
        }
        var path: String
        var kind: Kind
        var bytes: [UInt8]
    }

    /// Every change, and the files already up to date.
    struct Plan {
        var changes: [Change]
        var unchanged: [String]
        /// The manifest's new bytes, when it changes.
        var manifest: [UInt8]?

        /// The line for a build that changed nothing.
        static func upToDate(_ count: Int, in directory: String) -> String {
            "nothing changed: \(count) outputs in \(directory) are up to date\n"
        }

        /// A line for `make`'s output: what was written.
        func summary(directory: String) -> String {
            if changes.isEmpty { return Self.upToDate(unchanged.count, in: directory) }
            var out = ""
            for c in changes { out += c.kind == .removed ? "removed \(c.path)\n" : "wrote \(c.path)\n" }
            let written = changes.filter { $0.kind != .removed }.count
            let removed = changes.count - written
            out += "\(written) file\(written == 1 ? "" : "s") written, \(unchanged.count) unchanged"
            if removed > 0 { out += ", \(removed) removed" }
            out += ", in \(directory)\n"
            return out
        }
    }

    /// Checks that every output path stays inside the output directory (no `..`, no absolute paths, no symlink
    /// leading out). Returns a diagnostic for each that does not.
    func validatePaths(_ files: [OutputFile]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let root = Self.realPath(directory)
        for f in files {
            let bad = f.path.hasPrefix("/") || f.path.split(separator: "/").contains("..") || f.path.isEmpty
            var escapes = false
            if !bad {
                let real = Self.realPath(PathText.join(directory, f.path))
                escapes = !(real == root || real.hasPrefix(root + "/"))
            }
            if bad || escapes {
                problems.append(Diagnostic(.outputPathInvalid,
                    "output path \"\(f.path)\" would leave the output directory \(directory); output paths must stay inside it"))
            } else if FileSystem.isOccupiedByNonFile(PathText.join(directory, f.path)) {
                // Checked before anything is written, so a build never stops half-way through its outputs.
                problems.append(Diagnostic(.outputPathInvalid,
                    "output path \"\(PathText.join(directory, f.path))\" is taken by a directory or another non-file; remove it and build again"))
            }
        }
        return problems
    }

    /// `path` with symlinks resolved in its deepest existing ancestor, the rest appended as written.
    /// (`realpath(3)` directly: one call for a path that exists, which every source file does; Foundation's URL
    /// resolution cost ~40 µs a file, a second and more on a tree of thousands of files.)
    static func realPath(_ path: String) -> String {
        var existing = PathText.normalize(path.isEmpty ? "." : path)
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                var real = String(cString: resolved)
                free(resolved)
                for part in rest { real += (real.hasSuffix("/") ? "" : "/") + part }
                return real
            }
            let parent = PathText.directory(of: existing)
            guard existing != "/", existing != ".", parent != existing else { break }
            rest.insert(PathText.fileName(of: existing), at: 0)
            existing = parent.isEmpty ? "." : parent
        }
        // Not even the working directory resolves (it was removed): the path as written.
        return PathText.normalize(path)
    }

    /// Compares each output with the file on disk, and the manifest with what is produced now.
    func plan(_ files: [OutputFile]) -> Plan {
        var plan = Plan(changes: [], unchanged: [])
        let produced = Set(files.map(\.path))
        let sorted = files.sorted(by: { $0.path < $1.path })
        let directory = self.directory
        // Each file compared on its own, on every core, without reading it whole (see `FileSystem.compare`).
        let states = DispatchScheduler().map(sorted.count) { [sorted] i in
            FileSystem.compare(sorted[i].contents, withFileAt: PathText.join(directory, sorted[i].path))
        }
        for (f, state) in zip(sorted, states) {
            let full = PathText.join(directory, f.path)
            switch state {
            case .missing: plan.changes.append(Change(path: full, kind: .missing, bytes: f.contents))
            case .different: plan.changes.append(Change(path: full, kind: .stale, bytes: f.contents))
            case .same: plan.unchanged.append(full)
            }
        }
        for old in previousManifest().sorted() where !produced.contains(old) {
            let full = PathText.join(directory, old)
            // Only files (or links) are removed: a tampered manifest naming a directory cannot delete a tree.
            if FileSystem.isFileOrLink(full) { plan.changes.append(Change(path: full, kind: .removed, bytes: [])) }
        }
        let manifest = Self.manifestBytes(produced.sorted())
        if FileSystem.compare(manifest, withFileAt: manifestPath) != .same { plan.manifest = manifest }
        return plan
    }

    /// Writes every changed file atomically, removes what is no longer produced, then updates the manifest.
    /// Unchanged files keep their bytes and modification times.
    func apply(_ plan: Plan) throws {
        do {
            // Each file is written (to a temporary file, then renamed) on its own, on every core.
            let writes = plan.changes.filter { $0.kind != .removed }
            let failures = DispatchScheduler().map(writes.count) { i -> String? in
                do {
                    try FileSystem.writeAtomically(writes[i].bytes, to: writes[i].path)
                    return nil
                } catch {
                    return "\(error)"
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw WriteFailure(description: failure) }
            for c in plan.changes where c.kind == .removed {
                try FileManager.default.removeItem(atPath: c.path)
            }
            if let manifest = plan.manifest { try FileSystem.writeAtomically(manifest, to: manifestPath) }
        } catch {
            Terminal.standardError.write("tokenc: error: cannot write \(error) [file-unreadable]\n")
            throw Exit.environment
        }
    }

    /// A file that could not be written, as the error describes it.
    private struct WriteFailure: Error, CustomStringConvertible {
        let description: String
    }

    private var manifestPath: String { PathText.join(directory, Self.manifestName) }

    /// The files the last build wrote, from the manifest (empty when there is none or it is unreadable).
    private func previousManifest() -> [String] {
        guard let bytes = FileSystem.existingBytes(manifestPath),
              let value = JSONReader.read(SourceFile(path: manifestPath, bytes: bytes)).value,
              let files = value.objectValue?["files"]?.arrayValue else { return [] }
        // Only plain relative paths are trusted: a tampered manifest cannot make tokenc delete outside the directory.
        return files.compactMap(\.stringValue).filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") && !$0.isEmpty }
    }

    private static func manifestBytes(_ files: [String]) -> [UInt8] {
        let doc: JSONValue = [
            "generator": "tokenc",
            "note": "Files tokenc wrote here. tokenc removes a listed file when a build no longer produces it, and never touches anything else.",
            "files": .array(files.map { .string($0) }),
        ]
        return Array((JSONWriter.string(doc) + "\n").utf8)
    }
}
