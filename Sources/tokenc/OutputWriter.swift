import Foundation
import TokenCore

/// Writes only the outputs whose bytes changed, atomically and all together: each output is staged as it is
/// rendered (`OutputStaging`), and replaces the file on disk only once the whole build has succeeded. Removes
/// outputs a build no longer produces, but only those listed in tokenc's own manifest of what it wrote.
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
        /// The staged file that replaces `path` (none for a removal, or when `--check` staged nothing).
        var temporary: String?
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

    /// Why the output at `path` (relative to the output directory) cannot be written, or nil: it must stay
    /// inside the output directory (no `..`, no absolute path, no symlink leading out) and not be taken by a
    /// directory or another non-file. `root` is the output directory's real path (`realPath(directory)`).
    func pathProblem(_ path: String, root: String) -> Diagnostic? {
        let bad = path.hasPrefix("/") || path.split(separator: "/").contains("..") || path.isEmpty
        var escapes = false
        if !bad {
            let real = Self.realPath(PathText.join(directory, path))
            escapes = !(real == root || real.hasPrefix(root + "/"))
        }
        if bad || escapes {
            return Diagnostic(.outputPathInvalid,
                "output path \"\(path)\" would leave the output directory \(directory); output paths must stay inside it")
        }
        if FileSystem.isOccupiedByNonFile(PathText.join(directory, path)) {
            return Diagnostic(.outputPathInvalid,
                "output path \"\(PathText.join(directory, path))\" is taken by a directory or another non-file; remove it and build again")
        }
        return nil
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

    /// What the build changes: every output `staging` found missing or stale (in path order), those no longer
    /// produced, and the manifest. `files` are the outputs the renderer produced, all staged.
    func plan(_ files: [OutputFile], staged staging: OutputStaging) -> Plan {
        var plan = Plan(changes: [], unchanged: [])
        let produced = Set(files.map(\.path))
        for path in produced.sorted() {
            let full = PathText.join(directory, path)
            switch staging.state(of: path) {
            case .changed(let kind, let temporary): plan.changes.append(Change(path: full, kind: kind, temporary: temporary))
            case .unchanged: plan.unchanged.append(full)
            case .invalid, .failed, nil: preconditionFailure("\(path) was not staged; every output is, and problems are reported before planning")
            }
        }
        for old in previousManifest().sorted() where !produced.contains(old) {
            let full = PathText.join(directory, old)
            // Only files (or links) are removed: a tampered manifest naming a directory cannot delete a tree.
            if FileSystem.isFileOrLink(full) { plan.changes.append(Change(path: full, kind: .removed, temporary: nil)) }
        }
        let manifest = Self.manifestBytes(produced.sorted())
        if FileSystem.compare(manifest, withFileAt: manifestPath) != .same { plan.manifest = manifest }
        return plan
    }

    /// Puts every staged file in its place (one rename each), removes what is no longer produced, then updates
    /// the manifest. Unchanged files keep their bytes and modification times.
    func apply(_ plan: Plan) throws {
        do {
            for c in plan.changes {
                if c.kind == .removed {
                    try FileManager.default.removeItem(atPath: c.path)
                } else if let temporary = c.temporary {
                    try FileSystem.replace(c.path, with: temporary)
                }
            }
            if let manifest = plan.manifest { try FileSystem.writeAtomically(manifest, to: manifestPath) }
        } catch {
            Terminal.standardError.write("tokenc: error: cannot write \(error) [file-unreadable]\n")
            throw Exit.environment
        }
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
