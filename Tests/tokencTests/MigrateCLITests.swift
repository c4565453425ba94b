import Foundation
import Testing
import TestSupport

/// `tokenc migrate`: writes the migrated set below `--to` (never over the sources), lists every change, prints
/// without writing under `--dry-run`, refuses a non-empty `--to` without `--force`, and exits 2 for bad SRC or
/// `--to`, 1 with nothing written for token errors.
@Suite struct MigrateCLITests {
    /// A folder project: a config and token files in legacy forms, one in a subfolder.
    static func legacyProject() throws -> URL {
        try CLITests.project([
            "src/tokenc.json": ##"{"tokens": ["core.tokens.json", "dark/extra.json"], "output": "out", "css": {}, "json": {}}"##,
            "src/core.tokens.json": FixCLITests.core,
            "src/dark/extra.json": ##"{"gap": {"$type": "dimension", "$value": "12px", "$description": "kept"}}"##,
        ])
    }

    @Test func aFolderIsMigratedBesideItAndBuildsToTheSameOutputs() throws {
        let dir = try Self.legacyProject()
        let sourcesBefore = try FixCLITests.tree(dir, "src")
        let r = try CLI.run(["migrate", "src", "--to", "migrated"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("core.tokens.json\n  color.blue: write {\"colorSpace\": \"srgb\""), "\(r.stdout)")
        #expect(r.stdout.contains("dark/extra.json\n  gap: write {\"value\": 12, \"unit\": \"px\"}\n    why: [deprecated-form]"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("migrated 3 files into migrated (14 changes)\n"), "\(r.stdout)")
        #expect(try FixCLITests.tree(dir, "src") == sourcesBefore, "the sources are never modified")
        #expect(Set(try FixCLITests.tree(dir, "migrated").keys) == ["tokenc.json", "core.tokens.json", "dark/extra.json"])

        let original = try CLI.run(["build", "--config", "src/tokenc.json"], in: dir)
        #expect(original.status == 0, "\(original.stderr)")
        let migrated = try CLI.run(["build", "--config", "migrated/tokenc.json", "--strict", "--warnings-as-errors"], in: dir)
        #expect(migrated.status == 0, "\(migrated.stderr)")
        let a = try FixCLITests.tree(dir, "src/out"), b = try FixCLITests.tree(dir, "migrated/out")
        #expect(a.count > 2)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in a where path != "json/manifest.json" {
            // Outputs name the config they came from in their header; everything else is the same.
            let x = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "src/tokenc.json", with: "CONFIG")
            let y = String(decoding: b[path] ?? Data(), as: UTF8.self).replacingOccurrences(of: "migrated/tokenc.json", with: "CONFIG")
            #expect(x == y, "\(path)")
        }
    }

    @Test func dryRunPrintsTheChangesAndWritesNothing() throws {
        let dir = try Self.legacyProject()
        let r = try CLI.run(["migrate", "src", "--to", "migrated", "--dry-run"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("  space.s: write {\"value\": 4, \"unit\": \"px\"}\n"))
        #expect(r.stdout.hasSuffix("would migrate 3 files into migrated (14 changes); nothing written (--dry-run)\n"), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("migrated").path))
    }

    @Test func aNonEmptyTargetIsRefusedWithoutForce() throws {
        let dir = try Self.legacyProject()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("migrated"), withIntermediateDirectories: true)
        try "keep".write(to: dir.appendingPathComponent("migrated/notes.txt"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["migrate", "src", "--to", "migrated"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("migrated: error: --to migrated is not empty (1 entry); name an empty folder, or pass --force to write into it [migrate-target-invalid]"), "\(r.stderr)")
        #expect(try FixCLITests.tree(dir, "migrated").keys.sorted() == ["notes.txt"])
        let forced = try CLI.run(["migrate", "src", "--to", "migrated", "--force"], in: dir)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try FixCLITests.tree(dir, "migrated").keys.sorted() == ["core.tokens.json", "dark/extra.json", "notes.txt", "tokenc.json"])
    }

    @Test(arguments: [["src", "--to", "src"], ["src", "--to", "."], ["src", "--to", "src/..", "--force"], ["src/core.tokens.json", "--to", "src", "--force"]])
    func aTargetOverTheSourcesIsRefusedEvenWithForce(_ arguments: [String]) throws {
        let dir = try Self.legacyProject()
        let before = try FixCLITests.tree(dir, "")
        let r = try CLI.run(["migrate"] + arguments, in: dir)
        #expect(r.status == 2, "\(r.stdout)")
        #expect(r.stderr.contains("is the source folder or holds it; migrate writes a new folder and never over its sources [migrate-target-invalid]"), "\(r.stderr)")
        #expect(try FixCLITests.tree(dir, "") == before)
    }

    @Test func aMissingSourceIsALocatedUsageError() throws {
        let dir = try Self.legacyProject()
        let r = try CLI.run(["migrate", "nowhere", "--to", "migrated"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("nowhere: error: no such file or folder: nowhere [migrate-source-invalid]"), "\(r.stderr)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try CLI.run(["migrate", "empty", "--to", "migrated"], in: dir)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("empty holds no .json token file"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("migrated").path))
    }

    @Test func tokenErrorsExitOneAndWriteNothing() throws {
        let dir = try CLITests.project(["t/a.json": ##"{"a": {"$type": "color", "$value": "#fff"}, "b": {"$type": "color", "$value": "{a.nope}"}}"##])
        let r = try CLI.run(["migrate", "t/a.json", "--to", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("t/a.json:1:"), "\(r.stderr)")
        #expect(r.stderr.contains("[unresolved-reference]"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func tokenFilesGivenOneByOneKeepTheirLayoutBelowTheirCommonFolder() throws {
        let dir = try CLITests.project([
            "t/base/a.json": ##"{"a": {"$type": "dimension", "$value": "4px"}}"##,
            "t/theme/b.json": ##"{"b": {"$type": "dimension", "$value": "{a}"}}"##,
        ])
        let r = try CLI.run(["migrate", "t/base/a.json", "t/theme/b.json", "--to", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FixCLITests.read(dir, "out/base/a.json") == """
            {
              "a": {
                "$type": "dimension",
                "$value": {
                  "value": 4,
                  "unit": "px"
                }
              }
            }

            """)
        #expect(try FixCLITests.read(dir, "out/theme/b.json") == "{\n  \"b\": {\n    \"$type\": \"dimension\",\n    \"$value\": \"{a}\"\n  }\n}\n")
    }
}
