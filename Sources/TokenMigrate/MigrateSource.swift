import Foundation

/// What `tokenc migrate`'s SRC arguments name, found on disk: the project to read and the folder output paths
/// are relative to.
package struct MigrateSource {
    /// The project the sources make.
    package var project: TokenProject
    /// The folder whose layout is copied below `--to`.
    package var root: String
    /// The folders that are sources themselves, which `--to` may not be in: each folder named as SRC, and the
    /// folder of a config or resolver document named as SRC (its project). Token files named one by one make none.
    package var folders: [String] = []

    /// Classifies `paths`: one folder with a `tokenc.json` (its config), with `$themes.json` or `$metadata.json` (a
    /// Tokens Studio project), with one `*.resolver.json` (that resolver document), or else every `*.json` file below it (one set, in path order); one file named `tokenc.json` (a
    /// config), a resolver document (a JSON object with `resolutionOrder`), or a token file; several files and
    /// folders of token files (one set, in the order given, folders in path order). Throws located diagnostics.
    package static func classify(_ paths: [String]) throws(MigrateProblem) -> MigrateSource {
        guard !paths.isEmpty else { throw MigrateProblem(Diagnostic(.migrateSourceInvalid, "name what to migrate: token files, a folder, a tokenc.json or a resolver document")) }
        if paths.count == 1, let single = try classifySingle(paths[0]) { return single }
        var files: [String] = []
        var folders: [String] = []
        for path in paths {
            switch kind(of: path) {
            case .missing:
                throw MigrateProblem(Diagnostic(.migrateSourceInvalid, "no such file or folder: \(path)", at: SourceLocation(file: path)))
            case .directory:
                let found = jsonFiles(under: path)
                guard !found.isEmpty else { throw MigrateProblem(noTokenFiles(path)) }
                files += found
                folders.append(path)
            case .file:
                files.append(path)
            }
        }
        let root = commonDirectory(files.map { PathText.directory(of: $0) })
        return MigrateSource(project: .files(files), root: root, folders: folders)
    }

    /// One SRC that is a project of its own (a config, a resolver document, a folder holding either); nil for a
    /// token file or a folder of token files.
    private static func classifySingle(_ path: String) throws(MigrateProblem) -> MigrateSource? {
        switch kind(of: path) {
        case .missing:
            throw MigrateProblem(Diagnostic(.migrateSourceInvalid, "no such file or folder: \(path)", at: SourceLocation(file: path)))
        case .directory:
            let config = PathText.join(path, "tokenc.json")
            if kind(of: config) == .file { return MigrateSource(project: .config(config), root: path, folders: [path]) }
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            if entries.contains("$themes.json") || entries.contains("$metadata.json") {
                return MigrateSource(project: .tokensStudio(path), root: path, folders: [path])
            }
            let resolvers = entries.filter { $0.hasSuffix(".resolver.json") }
            if resolvers.count == 1 { return MigrateSource(project: .resolver(PathText.join(path, resolvers[0])), root: path, folders: [path]) }
            let found = jsonFiles(under: path)
            guard !found.isEmpty else { throw MigrateProblem(noTokenFiles(path)) }
            return MigrateSource(project: .files(found), root: path, folders: [path])
        case .file:
            let directory = PathText.directory(of: path)
            if PathText.fileName(of: path) == "tokenc.json" { return MigrateSource(project: .config(path), root: directory, folders: [directory]) }
            if isResolverDocument(path) { return MigrateSource(project: .resolver(path), root: directory, folders: [directory]) }
            return nil
        }
    }

    /// The `migrate-source-invalid` finding for a folder with no JSON file.
    private static func noTokenFiles(_ path: String) -> Diagnostic {
        Diagnostic(.migrateSourceInvalid, "\(path) holds no .json token file (hidden folders and node_modules are skipped)",
                   at: SourceLocation(file: path))
    }

    /// What is at a path.
    package enum Kind { case missing, file, directory }

    /// What is at `path` (following links).
    package static func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// True when the file at `path` is a JSON object with a `resolutionOrder` member (a DTCG resolver document).
    package static func isResolverDocument(_ path: String) -> Bool {
        guard case .success(let file) = FileSystem.load(path), case .object(let o)? = JSONReader.read(file).value else { return false }
        return o["resolutionOrder"] != nil
    }

    /// Every `*.json` file below `directory`, sorted by path; hidden entries and `node_modules` skipped, links to
    /// folders not followed. `limit`: the most directory entries looked at (the rest of the tree is left out).
    package static func jsonFiles(under directory: String, limit: Int = .max) -> [String] {
        files(under: directory, limit: limit) { $0.hasSuffix(".json") }
    }

    /// Every file below `directory` whose name `matching` takes, in name order, skipping hidden folders and files
    /// and `node_modules`; at most `limit` directory entries are looked at.
    package static func files(under directory: String, limit: Int = .max, matching: (String) -> Bool) -> [String] {
        var found: [String] = []
        var looked = 0
        func walk(_ dir: String) {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
                looked += 1
                guard looked <= limit else { return }
                guard !name.hasPrefix("."), name != "node_modules" else { continue }
                let path = PathText.join(dir, name)
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    walk(path)
                } else if matching(name) {
                    found.append(path)
                }
            }
        }
        walk(directory)
        return found
    }

    /// The deepest folder every one of `directories` is in ("" for the working directory).
    package static func commonDirectory(_ directories: [String]) -> String {
        TokenMigration.commonDirectory(directories)
    }
}

/// A problem that stops `migrate` before anything is read: a located diagnostic (exit 2).
package struct MigrateProblem: Error {
    package var diagnostic: Diagnostic
    package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
