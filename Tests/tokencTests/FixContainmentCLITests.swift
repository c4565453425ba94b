import Foundation
import Testing
import TestSupport

/// `tokenc fix` never writes outside the project: a `tokens` entry or a token file on the command line that is
/// outside it (by `..` or through a link) is refused with `source-outside-root` and nothing is written; temporary
/// files a killed run left beside a fixed file are removed, and nothing else.
@Suite struct FixContainmentCLITests {
    static let legacy = "{\"a\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}\n"

    @Test(arguments: [
        (##"["t.json", "../../outside.json"]"##, "proj/app/tokenc.json:1:23: error: outside.json is outside the project"),
        (##"["t.json", "link.json"]"##, "proj/app/tokenc.json:1:23: error: proj/app/link.json leads outside the project through a symlink"),
    ])
    func aTokensEntryOutsideTheProjectIsRefusedAndNothingIsWritten(tokens: String, expected: String) throws {
        let dir = try CLITests.project([
            "proj/app/tokenc.json": "{\"tokens\": \(tokens), \"output\": \"out\"}",
            "proj/app/t.json": Self.legacy,
            "outside.json": Self.legacy,
            "elsewhere/x.json": Self.legacy,
        ])
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("proj/app/link.json").path,
                                                   withDestinationPath: "../../elsewhere/x.json")
        let before = try MigrateAllOrNothingCLITests.everything(dir)
        let r = try CLI.run(["fix", "--config", "proj/app/tokenc.json"], in: dir)
        #expect(r.status != 0)
        #expect(r.stderr.contains(expected), "\(r.stderr)")
        #expect(r.stderr.contains("fix never writes outside the project: add its directory to \"allowedRoots\" in tokenc.json to allow it [source-outside-root]"), "\(r.stderr)")
        #expect(try MigrateAllOrNothingCLITests.everything(dir) == before, "nothing is written, inside the project or out")
    }

    @Test func allowedRootsLetAFileOutsideBeFixed() throws {
        let dir = try CLITests.project([
            "proj/tokenc.json": ##"{"tokens": ["../common/s.json"], "output": "out", "allowedRoots": ["../common"]}"##,
            "common/s.json": Self.legacy,
        ])
        let r = try CLI.run(["fix", "--config", "proj/tokenc.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FixCLITests.read(dir, "common/s.json").contains("{\"value\": 4, \"unit\": \"px\"}"))
    }

    @Test func aTokenFileOnTheCommandLineOutsideTheWorkingDirectoryIsRefused() throws {
        let dir = try CLITests.project(["work/t.json": Self.legacy, "outside.json": Self.legacy])
        let before = try MigrateAllOrNothingCLITests.everything(dir)
        let r = try CLI.run(["fix", "t.json", "../outside.json"], in: dir.appendingPathComponent("work"))
        #expect(r.status != 0)
        #expect(r.stderr.contains("../outside.json:1:1: error: ../outside.json is outside the project; fix never writes outside the project: name files inside the working directory [source-outside-root]"), "\(r.stderr)")
        #expect(try MigrateAllOrNothingCLITests.everything(dir) == before)
    }

    @Test func leftoversBesideAFixedFileAreRemovedAndNothingElse() throws {
        let dir = try CLITests.project(["t/t.json": Self.legacy])
        let dead = try CLI.deadProcessID()
        let leftover = "t/.t.json.tokenc-\(dead)-7.tmp"
        let kept = ["t/.t.json.tokenc-\(getpid())-8.tmp", "t/.t.json.tokenc-x-9.tmp", "t/notes.tmp"]
        for path in [leftover] + kept { try "partial".write(to: dir.appendingPathComponent(path), atomically: false, encoding: .utf8) }
        let r = try CLI.run(["fix", "t/t.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(leftover).path))
        for path in kept { #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path), "\(path)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("t").path).sorted()
                == (["t.json"] + kept.map { String($0.dropFirst(2)) }).sorted())
    }
}
