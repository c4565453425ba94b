import Foundation

/// A git revision's copy of the project, written to a temporary directory: the config (or resolver document)
/// and exactly the files it references, read with `git cat-file` — the working tree and index are never touched.
package struct GitSnapshot {
    /// The temporary directory, laid out like the repository root.
    package var directory: String
    /// The config or resolver path inside `directory`.
    package var projectPath: String

    /// Removes the temporary directory and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Why a snapshot could not be made (printed as `tokenc: error: …`, exit 2).
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Writes `ref`'s version of the project and what it reads. `project` is the working tree's project, its
    /// kind deciding how the old version is read (the same kind on both sides); `projectPath` is its path
    /// relative to the working directory. Throws `Failure`s.
    package static func materialise(ref: String, project: TokenProject, projectPath: String) throws -> GitSnapshot {
        let prefix = try git(["rev-parse", "--show-prefix"]).text.trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = try git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], failure: "\(ref) is not a commit in this repository").text
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let inRepo = PathText.normalize(prefix + projectPath)
        guard !inRepo.hasPrefix("../") else { throw Failure(description: "\(projectPath) is outside the git repository") }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-diff-\(UUID().uuidString)").path
        let snapshot = GitSnapshot(directory: directory, projectPath: directory + "/" + inRepo)
        do {
            switch project {
            case .config:
                let top = try snapshot.copy(commit, ref: ref, inRepo)
                let decoded = Config.decode(SourceFile(path: inRepo, bytes: top))
                let dir = PathText.directory(of: inRepo)
                if let r = decoded.config?.resolver { try snapshot.copyResolver(commit, PathText.join(dir, r)) }
                if let studio = decoded.config?.tokensStudio { try snapshot.copyTokensStudio(commit, ref: ref, PathText.join(dir, studio)) }
                try snapshot.copyTokenEntries(commit, (decoded.config?.tokens ?? []).map { PathText.join(dir, $0) })
            case .resolver:
                try snapshot.copy(commit, ref: ref, inRepo)
                try snapshot.copyResolver(commit, inRepo)
            case .tokensStudio:
                try snapshot.copyTokensStudio(commit, ref: ref, inRepo)
            case .files(let files, _):
                try snapshot.copyTokenEntries(commit, files.map { PathText.normalize(prefix + $0) })
            case .styleDictionary:
                // The config's `source`/`include` patterns are relative to its folder: every token file there.
                try snapshot.copy(commit, ref: ref, inRepo)
                try snapshot.write(read(commit, tokenFiles(commit, below: PathText.directory(of: inRepo))))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        return snapshot
    }

    /// Copies the file at `path` in `commit` (`ref` names it in the error when it has none) and returns its bytes.
    @discardableResult
    private func copy(_ commit: String, ref: String, _ path: String) throws -> [UInt8] {
        guard let bytes = try Self.read(commit, [path])[path] else { throw Failure(description: "\(ref) has no \(path)") }
        try write(path, bytes)
        return bytes
    }

    /// Copies the resolver document at `path` in `commit` and exactly the files it references (a missing one is
    /// reported when the old version loads).
    private func copyResolver(_ commit: String, _ path: String) throws {
        let files = try Self.read(commit, [path])
        try write(files)
        guard let bytes = files[path] else { return }
        var ignored: [Diagnostic] = []
        let document = ResolverDocument.parse(SourceFile(path: path, bytes: bytes), diagnostics: &ignored)
        let dir = PathText.directory(of: path)
        try write(Self.read(commit, (document?.referencedFiles ?? []).map { PathText.join(dir, $0) }))
    }

    /// Copies the Tokens Studio project at `path` in `commit`: a single-file export, or a folder's JSON files
    /// (its themes, metadata and sets; hidden folders and `node_modules` left out, as the loader does).
    private func copyTokensStudio(_ commit: String, ref: String, _ path: String) throws {
        if TokenBuild.isSingleFileExport(path) {
            try copy(commit, ref: ref, path)
            return
        }
        let files = try Self.tokenFiles(commit, below: path).filter { $0.hasSuffix(".json") }
        guard !files.isEmpty else { throw Failure(description: "\(ref) has no Tokens Studio project at \(path)") }
        try write(Self.read(commit, files))
    }

    /// Copies the token files `entries` name in `commit` (paths in the repository): a plain file as it is, and for
    /// a glob or a directory every token file below the folder it starts from, so that the old version expands
    /// them as the build does. A file the commit lacks is reported when the old version loads.
    private func copyTokenEntries(_ commit: String, _ entries: [String]) throws {
        var files = try Self.read(commit, entries.filter { !PathGlob.isPattern($0) })
        for entry in entries where PathGlob.isPattern(entry) || files[entry] == nil {
            let folder = PathGlob.isPattern(entry) ? PathGlob.base(of: PathText.normalize(entry)) : entry
            files.merge(try Self.read(commit, Self.tokenFiles(commit, below: folder))) { a, _ in a }
        }
        try write(files)
    }

    /// The token files (`.json`, `.tokens`, `.yaml`, `.yml`) in `commit` below `folder` (a path in the repository,
    /// "." for its top), hidden folders and `node_modules` left out.
    private static func tokenFiles(_ commit: String, below folder: String) throws -> [String] {
        let folder = PathText.normalize(folder.isEmpty ? "." : folder)
        let listing = try git(["ls-tree", "-r", "-z", "--full-tree", "--name-only", commit, "--"] + (folder == "." ? [] : [folder + "/"]))
        let below = folder == "." ? 0 : folder.split(separator: "/").count
        return listing.text.split(separator: "\0").map(String.init).filter { file in
            TokenBuild.isTokenFile(PathText.fileName(of: file))
                && !file.split(separator: "/").dropFirst(below).dropLast().contains { $0.hasPrefix(".") || $0 == "node_modules" }
        }
    }

    /// Writes each file under the snapshot directory.
    private func write(_ files: [String: [UInt8]]) throws {
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) { try write(path, bytes) }
    }

    /// Writes one file under the snapshot directory.
    private func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: directory + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The blobs at `paths` (repository-relative) in `commit`, read in one `git cat-file --batch`; paths that
    /// are missing, outside the repository or not files are left out (loading reports them as missing).
    package static func read(_ commit: String, _ paths: [String]) throws -> [String: [UInt8]] {
        let wanted = paths.map(PathText.normalize).filter { !$0.hasPrefix("../") && !$0.hasPrefix("/") && $0 != "." && !$0.contains("\n") }
        guard !wanted.isEmpty else { return [:] }
        let input = wanted.map { "\(commit):\($0)\n" }.joined()
        // Sizes first: a blob larger than a source file may be is refused before any of it is read, as on disk.
        let sizes = try git(["cat-file", "--batch-check"], input: Array(input.utf8)).text.split(separator: "\n")
        for (path, line) in zip(wanted, sizes) {
            let header = line.split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), size > FileSystem.maximumSourceSize else { continue }
            throw Failure(description: "\(path) in \(commit.prefix(12)) is \(size) bytes; tokenc reads source files of at most \(FileSystem.maximumSourceSize) bytes (TOKENC_MAX_SOURCE_BYTES sets another limit) [limit-exceeded]")
        }
        let output = try git(["cat-file", "--batch"], input: Array(input.utf8)).bytes
        var out: [String: [UInt8]] = [:]
        var i = 0
        for path in wanted {
            guard let newline = output[i...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[i..<newline], as: UTF8.self).split(separator: " ")
            i = newline + 1
            guard header.count == 3, let size = Int(header[2]) else { continue }  // `<name> missing`
            if header[1] == "blob" { out[path] = Array(output[i..<min(i + size, output.count)]) }
            i += size + 1
        }
        return out
    }

    /// Runs git in the working directory; a non-zero exit is a `Failure` with git's message (or `failure`).
    @discardableResult
    package static func git(_ arguments: [String], input: [UInt8]? = nil, failure: String? = nil) throws -> (bytes: [UInt8], text: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git"] + arguments
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inPipe
        do { try p.run() } catch { throw Failure(description: "cannot run git: \(error)") }
        let writer = Thread {
            if let input { inPipe.fileHandleForWriting.write(Data(input)) }
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let why = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: failure ?? "git \(arguments.joined(separator: " ")) failed\(why.isEmpty ? "" : ": " + why)")
        }
        let bytes = [UInt8](data)
        return (bytes, String(decoding: bytes, as: UTF8.self))
    }
}
