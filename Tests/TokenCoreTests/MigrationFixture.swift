import Testing
@testable import TokenCore

/// Migrations in memory, and the check every migration test makes: the migrated set builds with no error and
/// renders exactly the outputs the original renders.
enum MigrationFixture {
    /// `texts` as source files keyed by path.
    static func files(_ texts: [String: String]) -> [String: SourceFile] {
        texts.reduce(into: [:]) { $0[$1.key] = SourceFile(path: $1.key, text: $1.value) }
    }

    /// Migrates `project` from `files`, output paths relative to `root`.
    static func migrate(_ project: TokenProject, root: String, _ files: [String: SourceFile]) -> MigrationResult {
        TokenMigration.migrate(project, root: root, sources: InMemorySourceProvider(files))
    }

    /// `result`'s files placed below `root` (where the originals were), with the originals that were not migrated.
    static func placed(_ result: MigrationResult, root: String) -> [String: SourceFile] {
        result.files.reduce(into: [:]) { out, f in
            let path = root.isEmpty ? f.path : root + "/" + f.path
            out[path] = SourceFile(path: path, bytes: f.bytes)
        }
    }

    /// Every output file of building `project` from `files`, by path; fails the test on a build error.
    static func outputs(_ project: TokenProject, _ files: [String: SourceFile],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: String] {
        let outcome = try TokenBuild(project: project, sources: InMemorySourceProvider(files)).run().get()
        #expect(!outcome.reported.hasErrors, "\(outcome.reported.map(\.message))", sourceLocation: sourceLocation)
        let rendered = try #require(outcome.rendered, sourceLocation: sourceLocation)
        return rendered.files.reduce(into: [:]) { $0[$1.path] = String(decoding: $1.contents, as: UTF8.self) }
    }

    /// The findings left in the migrated set that a fix-it would change, and its errors: none after a migration.
    static func remainingFindings(_ project: TokenProject, _ files: [String: SourceFile]) -> [Diagnostic] {
        guard case .success(let compiled) = TokenMigration.compile(project, InMemorySourceProvider(files), SerialScheduler()) else {
            return [Diagnostic(.configInvalid, "the migrated project does not load")]
        }
        return compiled.diagnostics.filter { $0.fixIt != nil || $0.severity == .error || $0.code == .deprecatedForm }
    }

    /// The document with every `$value` and `$type` member removed: what a migration must keep as it was.
    static func withoutValues(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let o):
            return .object(JSONObject(o.members.filter { $0.key != "$value" && $0.key != "$type" }
                .map { JSONMember(key: $0.key, value: withoutValues($0.value)) }))
        case .array(let a): return .array(a.map(withoutValues))
        default: return value
        }
    }

    /// The parsed JSON of `text`.
    static func json(_ text: String) -> JSONValue? {
        JSONReader.read(SourceFile(path: "t.json", text: text)).value
    }
}
