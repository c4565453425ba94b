import Foundation
import TokenCore

/// Writes only the outputs whose bytes changed, atomically and all together: each output is staged as it is
/// rendered (`OutputStaging`), and replaces the file on disk only once the whole build has succeeded. Removes
/// outputs a build no longer produces, but only those listed in tokenc's own manifest of what it wrote.
struct OutputWriter {
    /// The output directory, as a path from the working directory.
    let directory: String
    /// What every path written or removed must obey (see `OutputPathRules`).
    let rules: OutputPathRules

    /// A writer for `directory` whose outputs may replace or remove none of `inputs` (the files the build reads).
    init(directory: String, protecting inputs: [OutputPathRules.Input] = []) {
        self.directory = directory
        rules = OutputPathRules(directory: directory, protecting: inputs)
    }

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
        /// Why the plan cannot be carried out (manifest entries that break the path rules); nothing may be
        /// renamed when there is any.
        var problems: [Diagnostic] = []
        /// The previous manifest, which `problems` point into.
        var manifestSource: SourceFile?

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
    /// produced, and the manifest. `files` are the outputs the renderer produced, all staged. A file the previous
    /// manifest lists is removed only when it obeys the same rules as an output (`OutputPathRules`); an entry that
    /// does not is one of the plan's `problems`.
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

    /// The files the last build wrote, as the manifest lists them (each with its index in the list), the entries
    /// that are not paths, and the manifest as read. None when there is no manifest or it is not one (a manifest
    /// that does not parse lists nothing); a manifest path that breaks the rules is a problem, and is not read.
    private func previousManifest() -> (entries: [(path: String, index: Int)], problems: [Diagnostic], source: SourceFile?) {
        switch rules.inspect(Self.manifestName, for: .write) {
        case .refused(let d): return ([], [d], nil)
        case .absent: return ([], [], nil)
        case .file: break
        }
        guard let bytes = FileSystem.existingBytes(manifestPath) else { return ([], [], nil) }
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
