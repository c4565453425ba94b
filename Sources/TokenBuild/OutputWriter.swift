import Foundation

/// Writes only the outputs whose bytes changed, atomically and all together: each output is staged as it is
/// rendered (`OutputStaging`), and replaces the file on disk only once the whole build has succeeded. Removes
/// outputs a build no longer produces, but only those listed in tokenc's own manifest of what it wrote.
public struct OutputWriter {
    /// The output directory, as a path from the working directory.
    package let directory: String
    /// What every path written or removed must obey (see `OutputPathRules`).
    package let rules: OutputPathRules
    /// Where the outputs and the manifest are.
    package let fileSystem: any OutputFileSystem

    /// A writer for `directory` in `fileSystem` whose outputs may replace or remove none of `inputs` (the files
    /// the build reads).
    package init(directory: String, protecting inputs: [OutputPathRules.Input] = [], in fileSystem: any OutputFileSystem = DiskFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
        rules = OutputPathRules(directory: directory, protecting: inputs, in: fileSystem)
    }

    /// The manifest of written files, inside the output directory.
    package static let manifestName = ".tokenc-manifest.json"

    /// What a build would do to one file.
    public struct Change: Sendable {
        /// Why the file changes.
        public enum Kind: String, Sendable {
            case missing
            case stale
            case removed = "no longer produced"
        }
        /// The output's path.
        public var path: String
        /// Why it changes.
        public var kind: Kind
        /// The staged file that replaces `path` (none for a removal, or when `--check` staged nothing).
        public var temporary: String?
    }

    /// Every change, and the files already up to date.
    package struct Plan {
        package var changes: [Change]
        package var unchanged: [String]
        /// The manifest's new bytes, when it changes.
        package var manifest: [UInt8]?
        /// The manifest put in place before the first rename when the build adds files the current one does not
        /// list: those it lists and the new ones together, so that a build killed halfway leaves no file it wrote
        /// unlisted (the next build removes it, should it no longer be produced).
        package var listingFirst: [UInt8]?
        /// Why the plan cannot be carried out (manifest entries that break the path rules); nothing may be
        /// renamed when there is any.
        package var problems: [Diagnostic] = []
        /// The previous manifest, which `problems` point into.
        package var manifestSource: SourceFile?

        /// The line for a build that changed nothing.
        package static func upToDate(_ count: Int, in directory: String) -> String {
            "nothing changed: \(count) outputs in \(DisplayText.escape(directory)) are up to date\n"
        }

        /// A line for `make`'s output: what was written.
        package func summary(directory: String) -> String {
            if changes.isEmpty { return Self.upToDate(unchanged.count, in: directory) }
            var out = ""
            for c in changes { out += (c.kind == .removed ? "removed " : "wrote ") + DisplayText.escape(c.path) + "\n" }
            let written = changes.filter { $0.kind != .removed }.count
            let removed = changes.count - written
            out += "\(written) file\(written == 1 ? "" : "s") written, \(unchanged.count) unchanged"
            if removed > 0 { out += ", \(removed) removed" }
            out += ", in \(DisplayText.escape(directory))\n"
            return out
        }
    }

    /// `path` with symlinks resolved in its deepest existing ancestor, the rest appended as written.
    /// (`realpath(3)` directly: one call for a path that exists, which every source file does; Foundation's URL
    /// resolution is far slower, and a tree may have thousands of files.)
    package static func realPath(_ path: String) -> String {
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

    /// Outputs that cannot all be written, found from their paths alone: two at one path, one that other
    /// outputs need as a directory, one named like the manifest. Every output would be staged and renamed
    /// regardless, and the conflict found only by the rename that failed, after earlier ones succeeded.
    package static func conflicts(_ files: [OutputFile], in directory: String) -> [Diagnostic] {
        var count: [String: Int] = [:]
        var directories = Set<String>()
        for f in files {
            let p = PathText.normalize(f.path)
            count[p, default: 0] += 1
            var d = PathText.directory(of: p)
            while !d.isEmpty, d != ".", d != "/", directories.insert(d).inserted { d = PathText.directory(of: d) }
        }
        var out: [Diagnostic] = []
        for (p, n) in count.sorted(by: { $0.key < $1.key }) {
            // Made only for a conflict.
            var full: String { PathText.join(directory, p) }
            var at: SourceLocation { SourceLocation(file: full) }
            if n > 1 {
                out.append(Diagnostic(.outputConflict,
                    "\(n) outputs are written to \(full); give the outputs in tokenc.json paths that do not overlap", at: at))
            }
            if directories.contains(p), let inside = count.keys.sorted().first(where: { $0.hasPrefix(p + "/") }) {
                out.append(Diagnostic(.outputConflict,
                    "output \(full) is a file, but another output is written inside it as a directory (\(PathText.join(directory, inside))); give the outputs in tokenc.json paths that do not overlap", at: at))
            }
            if p == manifestName {
                out.append(Diagnostic(.outputConflict,
                    "output \(full) is where tokenc keeps its manifest of the files it wrote; choose another output path", at: at))
            }
        }
        return out
    }

    /// What the build changes: every output `staging` found missing or stale (in path order), those no longer
    /// produced, and the manifest. `files` are the outputs the renderer produced, all staged. A file the previous
    /// manifest lists is removed only when it obeys the same rules as an output (`OutputPathRules`); an entry that
    /// does not is one of the plan's `problems`.
    package func plan(_ files: [OutputFile], staged staging: OutputStaging) -> Plan {
        plan(files, state: staging.state(of:))
    }

    /// `plan(_:staged:)` with what staging found for each output given by `state`.
    package func plan(_ files: [OutputFile], state: (String) -> OutputStaging.State?) -> Plan {
        var plan = Plan(changes: [], unchanged: [])
        let produced = Set(files.map(\.path))
        for path in produced.sorted() {
            let full = PathText.join(directory, path)
            switch state(path) {
            case .changed(let kind, let temporary): plan.changes.append(Change(path: full, kind: kind, temporary: temporary))
            case .unchanged: plan.unchanged.append(full)
            case .invalid, .failed, nil: preconditionFailure("\(path) was not staged; every output is, and problems are reported before planning")
            }
        }
        let previous = previousManifest()
        plan.problems = previous.problems
        plan.manifestSource = previous.source
        var kept = Set(produced.map(PathText.normalize))
        for entry in previous.entries.sorted(by: { $0.path < $1.path }) where kept.insert(PathText.normalize(entry.path)).inserted {
            let at = SourceLocation(file: manifestPath, pointer: JSONPointer(["files", String(entry.index)]))
            switch rules.inspect(entry.path, for: .remove, from: at) {
            case .absent: continue
            case .file: plan.changes.append(Change(path: PathText.join(directory, entry.path), kind: .removed, temporary: nil))
            case .refused(var d):
                d.message += " (the manifest \(manifestPath) lists it as a file tokenc wrote; if it was edited, take this entry out)"
                plan.problems.append(d)
            }
        }
        let manifest = Self.manifestBytes(produced.sorted())
        if fileSystem.compare(manifest, withFileAt: manifestPath) != .same { plan.manifest = manifest }
        let listed = Set(previous.entries.map { PathText.normalize($0.path) })
        if !produced.allSatisfy({ listed.contains(PathText.normalize($0)) }) {
            plan.listingFirst = Self.manifestBytes(listed.union(produced.map(PathText.normalize)).sorted())
        }
        return plan
    }

    /// Puts every staged file in its place (one rename each), removes what is no longer produced, then updates
    /// the manifest. Unchanged files keep their bytes and modification times. The manifest's new bytes go to a
    /// temporary file first, so every write that can fail for want of space has happened before the first
    /// rename (renames and removals need none); when the build adds files, a manifest listing them is in place
    /// before the first rename (`Plan.listingFirst`). Returns why it stopped, when a step failed.
    package func apply(_ plan: Plan) -> Diagnostic? {
        var manifestTemporary: String?
        do {
            if let manifest = plan.manifest, manifest != plan.listingFirst {
                manifestTemporary = try fileSystem.writeTemporary(manifest, beside: manifestPath)
            }
            if let first = plan.listingFirst { try fileSystem.replace(manifestPath, with: try fileSystem.writeTemporary(first, beside: manifestPath)) }
        } catch {
            if let manifestTemporary { fileSystem.discardTemporary(manifestTemporary) }
            return Diagnostic(.outputWriteFailed, "cannot write the manifest: \(FileSystem.reason(error)); no output was changed",
                              at: SourceLocation(file: manifestPath))
        }
        for (done, c) in plan.changes.enumerated() {
            do {
                if c.kind == .removed {
                    try fileSystem.remove(c.path)
                } else if let temporary = c.temporary {
                    try fileSystem.replace(c.path, with: temporary)
                }
            } catch {
                if let manifestTemporary { fileSystem.discardTemporary(manifestTemporary) }
                let state = done == 0 ? "no output was changed"
                    : "\(done) of the build's \(plan.changes.count) changes were made before it; build again to complete them"
                return Diagnostic(.outputWriteFailed, "cannot \(c.kind == .removed ? "remove" : "replace") this output: \(FileSystem.reason(error)); \(state)",
                                  at: SourceLocation(file: c.path))
            }
        }
        if let manifestTemporary {
            do {
                try fileSystem.replace(manifestPath, with: manifestTemporary)
            } catch {
                return Diagnostic(.outputWriteFailed,
                    "cannot replace the manifest: \(FileSystem.reason(error)); every output is in place, but the manifest still lists the previous build's files",
                    at: SourceLocation(file: manifestPath))
            }
        }
        return nil
    }

    private var manifestPath: String { PathText.join(directory, Self.manifestName) }

    /// The files the last build wrote, as the manifest lists them (each with its index in the list), the entries
    /// that are not paths, and the manifest as read. None when there is no manifest or it is not one (a manifest
    /// that does not parse lists nothing); a manifest path that breaks the rules is a problem, and is not read.
    private func previousManifest() -> (entries: [(path: String, index: Int)], problems: [Diagnostic], source: SourceFile?) {
        switch rules.inspect(Self.manifestName, for: .write) {
        case .refused(let d): return ([], [d], nil)
        case .absent: return ([], [], nil)
        case .file: break
        }
        guard let bytes = fileSystem.bytes(at: manifestPath) else { return ([], [], nil) }
        let source = SourceFile(path: manifestPath, bytes: bytes)
        guard let value = JSONReader.read(source).value, let files = value.objectValue?["files"]?.arrayValue else { return ([], [], nil) }
        var entries: [(path: String, index: Int)] = []
        var problems: [Diagnostic] = []
        for (i, file) in files.enumerated() {
            if let path = file.stringValue {
                entries.append((path, i))
            } else {
                problems.append(Diagnostic(.outputPathInvalid,
                    "the manifest lists something other than a file path; if it was edited, take this entry out",
                    at: SourceLocation(file: manifestPath, pointer: JSONPointer(["files", String(i)]))))
            }
        }
        return (entries, problems, source)
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
