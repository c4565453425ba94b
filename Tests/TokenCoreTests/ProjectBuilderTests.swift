import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `ProjectBuilder.build`, the one call that builds a project to disk, says what it did as data: the first build
/// writes every output and the manifest, the next finds them up to date, an edit rewrites only what changed, a file
/// the manifest lists and the build no longer produces is removed, `check` writes nothing, and a project that does
/// not load writes nothing and reports why.
@Suite struct ProjectBuilderTests {
    /// A scratch folder holding `tokens.json` with `json`, and a builder of it into `out/` inside that folder.
    static func project(_ json: String) throws -> (dir: String, builder: ProjectBuilder) {
        let dir = Scratch.directory("tokenc-builder").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/tokens.json"))
        var builder = ProjectBuilder(project: .files([dir + "/tokens.json"], outputDirectory: dir + "/out"), options: BuildOptions())
        builder.oneOff = false
        return (dir, builder)
    }

    static func log() -> DiagnosticLog { DiagnosticLog(policy: { WarningPolicy(flag: false, config: $0) }) }

    static let blue = ##"{"brand": {"$type": "color", "$value": "#0066cc"}, "gap": {"$type": "dimension", "$value": "4px"}}"##
    static let red = ##"{"brand": {"$type": "color", "$value": "#cc0000"}, "gap": {"$type": "dimension", "$value": "4px"}}"##

    @Test func writesOnlyWhatChangedAndSaysSo() throws {
        var (dir, builder) = try Self.project(Self.blue)
        let first = builder.build(into: Self.log())
        #expect(first.status == .success)
        #expect(!first.changes.isEmpty && first.changes.allSatisfy { $0.kind == .missing })
        #expect(first.unchanged.isEmpty)
        let files = try #require(first.files)
        #expect(files.last == dir + "/out/" + OutputWriter.manifestName)
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(first.summary?.contains("\(first.changes.count) files written, 0 unchanged") == true, "\(first.summary ?? "")")

        let second = builder.build(into: Self.log())
        #expect(second.status == .success && second.changes.isEmpty)
        #expect(second.unchanged.count == first.changes.count)
        #expect(second.summary?.hasPrefix("nothing changed:") == true)

        builder.mode = .check
        let checked = builder.build(into: Self.log())
        #expect(checked.status == .success && checked.files == nil)
        #expect(checked.summary == "outputs are up to date (\(first.changes.count) files)\n")

        // An edited colour: check reports the stale outputs and writes nothing; the build rewrites only those.
        try Data(Self.red.utf8).write(to: URL(fileURLWithPath: dir + "/tokens.json"))
        let log = Self.log()
        let stale = builder.build(into: log)
        #expect(stale.status == .tokenErrors && log.hasErrors)
        #expect(!stale.changes.isEmpty && stale.changes.allSatisfy { $0.kind == .stale })
        builder.mode = .write
        let rebuilt = builder.build(into: Self.log())
        #expect(rebuilt.status == .success)
        #expect(rebuilt.changes.map(\.path) == stale.changes.map(\.path))
        #expect(rebuilt.unchanged.count == first.changes.count - stale.changes.count)
    }

    @Test func removesWhatTheManifestListsAndNoLongerComes() throws {
        let (dir, builder) = try Self.project(Self.blue)
        #expect(builder.build(into: Self.log()).status == .success)
        // A file an earlier build wrote, as its manifest says.
        let manifest = dir + "/out/" + OutputWriter.manifestName
        let listed = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(of: "\"files\": [", with: "\"files\": [\"old.css\", ")
        #expect(listed.contains("\"old.css\""))
        try Data(listed.utf8).write(to: URL(fileURLWithPath: manifest))
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/out/old.css"))
        let outcome = builder.build(into: Self.log())
        #expect(outcome.status == .success)
        #expect(outcome.changes.map(\.path) == [dir + "/out/old.css"] && outcome.changes.first?.kind == .removed)
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/old.css"))
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) != listed)
    }

    @Test func aProjectThatDoesNotLoadWritesNothing() throws {
        let dir = Scratch.directory("tokenc-builder").path
        var builder = ProjectBuilder(project: .config(dir + "/tokenc.json"), options: BuildOptions())
        builder.oneOff = false
        let log = Self.log()
        let outcome = builder.build(into: log)
        #expect(outcome.status == .environment && log.hasErrors)
        #expect(outcome.files == nil && outcome.changes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir))
        let report = log.render(format: .text, interactive: false, omitWhenEmpty: false)
        #expect(report.contains("no config file at \(dir)/tokenc.json; create one (see docs/config.md) or pass --config PATH"), "\(report)")
    }
}
