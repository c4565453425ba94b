import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `ProjectBuilder.build`, the one call that builds a project to disk, says what it did as data: the first build
/// writes every output and the manifest, the next finds them up to date, an edit rewrites only what changed, a file
/// the manifest lists and the build no longer produces is removed, `check` writes nothing, and a project that does
/// not load writes nothing and reports why. Built into an `InMemoryFileSystem`, the sample project gets the
/// same files as on disk, under the same rules.
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

    /// Every regular file below `dir`, by path relative to it.
    static func files(below dir: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: dir) ?? FileManager.DirectoryEnumerator() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            out[path] = FileManager.default.contents(atPath: dir + "/" + path).map { [UInt8]($0) }
        }
        return out
    }

    @Test func theSampleProjectBuiltInMemoryHasTheFilesOfADiskBuild() throws {
        // Tokens/ copied to a scratch folder: its config writes to ../Output, beside the copy.
        let dir = Scratch.directory("tokenc-builder").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Corpus.packageRoot.appendingPathComponent("Tokens").path, toPath: dir + "/Tokens")
        var disk = ProjectBuilder(project: .config(dir + "/Tokens/tokenc.json"), options: BuildOptions())
        disk.oneOff = false
        #expect(disk.build(into: Self.log()).status == .success)
        let onDisk = Self.files(below: dir + "/Output")
        #expect(onDisk.count > 50 && onDisk[OutputWriter.manifestName] != nil)

        let memory = InMemoryFileSystem()
        var inMemory = disk
        inMemory.memory = memory
        try FileManager.default.removeItem(atPath: dir + "/Output")
        let first = inMemory.build(into: Self.log())
        #expect(first.status == .success && first.changes.count == onDisk.count - 1)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Output"), "nothing written to disk")
        let prefix = dir + "/Output/"
        let inMemoryFiles = Dictionary(uniqueKeysWithValues: memory.files.map { (String($0.key.dropFirst(prefix.count)), $0.value) })
        #expect(memory.files.keys.allSatisfy { $0.hasPrefix(prefix) })
        #expect(inMemoryFiles.keys.sorted() == onDisk.keys.sorted())
        #expect(inMemoryFiles == onDisk)

        // Built again: nothing to write. A manifest entry no longer produced goes; one outside the output
        // directory stops the build before anything changes.
        let again = inMemory.build(into: Self.log())
        #expect(again.status == .success && again.changes.isEmpty && again.unchanged.count == onDisk.count - 1)
        let manifest = prefix + OutputWriter.manifestName
        let listed = String(decoding: try #require(memory.bytes(at: manifest)), as: UTF8.self)
        try memory.replace(manifest, with: memory.writeTemporary(Array(listed.replacingOccurrences(of: "\"files\": [", with: "\"files\": [\"old.css\", ").utf8), beside: manifest))
        try memory.replace(prefix + "old.css", with: memory.writeTemporary(Array("old".utf8), beside: prefix + "old.css"))
        let removed = inMemory.build(into: Self.log())
        #expect(removed.status == .success && removed.changes.map(\.path) == [prefix + "old.css"] && removed.changes.first?.kind == .removed)
        #expect(memory.bytes(at: prefix + "old.css") == nil)
        try memory.replace(manifest, with: memory.writeTemporary(Array(listed.replacingOccurrences(of: "\"files\": [", with: "\"files\": [\"../escape.css\", ").utf8), beside: manifest))
        let before = memory.files
        let log = Self.log()
        #expect(inMemory.build(into: log).status == .environment)
        #expect(memory.files == before)
        #expect(log.render(format: .text, interactive: false, omitWhenEmpty: false).contains("would leave the output directory"))
    }
}
