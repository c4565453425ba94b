import Foundation
import Testing
import TestSupport

/// `tokenc migrate` writes all of the migrated set or nothing: a refused path or a failed write leaves `--to` as
/// it was, with no staging folder or temporary file behind; `--to` in (or holding) a source folder is refused,
/// links followed; leftovers of a killed run are removed by the next one.
@Suite struct MigrateAllOrNothingCLITests {
    /// Every entry below `dir` (hidden ones too), files with their bytes, folders and links as markers.
    static func everything(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        guard let paths = FileManager.default.enumerator(atPath: dir.path) else { return [:] }
        for case let path as String in paths {
            let url = dir.appendingPathComponent(path)
            let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
            out[path] = type == .typeRegular ? try Data(contentsOf: url) : Data("<\(type?.rawValue ?? "?")>".utf8)
        }
        return out
    }

    @Test func aLinkInTheTargetRefusesEveryFileNotOnlyItsOwn() throws {
        let dir = try MigrateCLITests.legacyProject()
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("migrated"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("migrated/dark").path, withDestinationPath: "../elsewhere")
        let before = try Self.everything(dir)
        let r = try CLI.run(["migrate", "src", "--to", "migrated", "--force"], in: dir)
        #expect(r.status == 2, "\(r.stdout)")
        #expect(r.stderr.contains("migrated/dark/extra.json: error: output path \"dark/extra.json\" would leave the output directory migrated through the symbolic link migrated/dark"), "\(r.stderr)")
        #expect(r.stderr.contains("nothing was written [output-path-invalid]"), "\(r.stderr)")
        #expect(try Self.everything(dir) == before, "nothing written, nothing left behind")
    }

    @Test(arguments: [false, true])
    func aFailedWriteLeavesNothingBehind(targetExists: Bool) throws {
        // The last file in path order is too large for the file-size limit the run is given (`ulimit -f`, with
        // SIGXFSZ ignored, so the write fails with EFBIG): the files before it are written first.
        let big = (0..<6000).map { "\"t\($0)\": {\"$type\": \"dimension\", \"$value\": \"\($0)px\"}" }.joined(separator: ",\n")
        let dir = try CLITests.project([
            "src/a.json": ##"{"a": {"$type": "dimension", "$value": "4px"}}"##,
            "src/b.json": ##"{"b": {"$type": "dimension", "$value": "{a}"}}"##,
            "src/c.json": ##"{"c": {"$type": "color", "$value": "#0066cc"}}"##,
            "src/z.json": "{\(big)}",
        ])
        if targetExists { try FileManager.default.createDirectory(at: dir.appendingPathComponent("migrated"), withIntermediateDirectories: true) }
        let before = try Self.everything(dir)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "trap '' XFSZ; ulimit -f 64 && exec \"$0\" \"$@\"", CLI.executable.path, "migrate", "src", "--to", "migrated"]
        p.currentDirectoryURL = dir
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 2, "\(stderr)")
        #expect(stderr.contains("migrated/z.json: error: cannot write migrated/z.json: File too large; nothing was written to --to migrated [output-write-failed]"), "\(stderr)")
        #expect(try Self.everything(dir) == before, "nothing written, no staging folder left")
    }

    @Test(arguments: [["src", "--to", "src/out"], ["src", "--to", "src/out", "--force"], ["src/tokenc.json", "--to", "src/out"],
                      ["src", "--to", "alias/out"], ["src", "--to", "elsewhere/../src/deep/out"]])
    func aTargetInsideASourceFolderIsRefused(_ arguments: [String]) throws {
        let dir = try MigrateCLITests.legacyProject()
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("alias").path, withDestinationPath: "src")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        let before = try Self.everything(dir)
        let r = try CLI.run(["migrate"] + arguments, in: dir)
        #expect(r.status == 2, "\(r.stdout)")
        #expect(r.stderr.contains("\(arguments[2]): error: --to \(arguments[2]) is inside the source folder src; migrate writes a new folder, never into its sources: name one outside it [migrate-target-invalid]"), "\(r.stderr)")
        #expect(try Self.everything(dir) == before)
    }

    @Test func aTargetHoldingASourceFileIsRefused() throws {
        let dir = try CLITests.project([
            "t/base/a.json": ##"{"a": {"$type": "dimension", "$value": "4px"}}"##,
            "t/theme/b.json": ##"{"b": {"$type": "dimension", "$value": "{a}"}}"##,
        ])
        let before = try Self.everything(dir)
        let r = try CLI.run(["migrate", "t/base/a.json", "t/theme/b.json", "--to", "t/base", "--force"], in: dir)
        #expect(r.status == 2, "\(r.stdout)")
        #expect(r.stderr.contains("t/base: error: --to t/base holds the source t/base/a.json; migrate writes a new folder and never over its sources [migrate-target-invalid]"), "\(r.stderr)")
        #expect(try Self.everything(dir) == before)
    }

    @Test func leftoversOfAKilledRunAreRemovedAndNothingElse() throws {
        let dir = try MigrateCLITests.legacyProject()
        let fm = FileManager.default
        let dead = try CLI.deadProcessID()
        let leftovers = [".migrated.tokenc-\(dead)-1.tmp/core.tokens.json", "migrated/.core.tokens.json.tokenc-\(dead)-2.tmp",
                         "migrated/dark/.extra.json.tokenc-\(dead)-3.tmp"]
        // A live process's files, lookalikes and the user's own files stay.
        let kept = [".migrated.tokenc-\(getpid())-4.tmp", "migrated/.extra.json.tokenc-x-5.tmp", "migrated/notes.tmp", ".other.tokenc-\(dead).tmp"]
        for path in leftovers + kept {
            let url = dir.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "partial".write(to: url, atomically: false, encoding: .utf8)
        }
        let r = try CLI.run(["migrate", "src", "--to", "migrated", "--force"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent(".migrated.tokenc-\(dead)-1.tmp").path))
        for path in leftovers { #expect(!fm.fileExists(atPath: dir.appendingPathComponent(path).path), "\(path)") }
        for path in kept { #expect(fm.fileExists(atPath: dir.appendingPathComponent(path).path), "\(path)") }
        let temporary = try Self.everything(dir).keys.filter { $0.contains(".tokenc-") && !kept.contains($0) }
        #expect(temporary.isEmpty, "\(temporary)")
        #expect(try FixCLITests.read(dir, "migrated/dark/extra.json").contains("\"unit\": \"px\""))
    }
}
