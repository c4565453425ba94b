import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Staging flushes every temporary file it wrote in one step before the renames (`OutputStaging.flushToDisk`),
/// reports a file it cannot flush as a failure that changed nothing, and takes away every directory it made
/// when the build fails, however many renderers made them side by side.
@Suite struct OutputStagingFlushTests {
    static func directory() throws -> String { try OutputStagingStreamTests.directory() }

    /// Stages `count` small files, each in a directory of its own two levels down, from several threads at once.
    static func stageMany(_ count: Int, in dir: String) -> (OutputStaging, [OutputFile]) {
        let staging = OutputStaging(writer: OutputWriter(directory: dir), check: false)
        let sink = staging.sink
        let files = (0..<count).map { OutputFile(path: "cat\($0 % 3).xcassets/c\($0).colorset/Contents.json", contents: Array("{\"n\": \($0)}\n".utf8)) }
        DispatchQueue.concurrentPerform(iterations: count) { _ = sink(files[$0]) }
        return (staging, files)
    }

    static func temporary(_ staging: OutputStaging, _ path: String) -> String? {
        guard case .changed(.missing, let temporary?) = staging.state(of: path) else { return nil }
        return temporary
    }

    @Test(arguments: [false, true]) func flushedFilesAreWhatWasStaged(eachFile: Bool) throws {
        let dir = try Self.directory()
        let (staging, files) = Self.stageMany(300, in: dir)
        #expect(staging.flushToDisk(eachFile: eachFile) == nil)
        for file in files {
            let temporary = try #require(Self.temporary(staging, file.path))
            #expect(FileManager.default.contents(atPath: temporary) == Data(file.contents))
        }
        staging.discard()
    }

    @Test func aFileThatCannotBeFlushedFailsTheBuildBeforeAnyRename() throws {
        let dir = try Self.directory()
        let (staging, files) = Self.stageMany(5, in: dir)
        let gone = try #require(Self.temporary(staging, files[2].path))
        unlink(gone)
        let failure = try #require(staging.flushToDisk(eachFile: true))
        #expect(failure.code == .outputWriteFailed)
        #expect(failure.location?.file == gone)
        #expect(failure.message.contains("no output was changed"))
        staging.discard()
    }

    /// Renderers note the directories they make as they finish, so a directory made inside another can be noted
    /// before it; each still goes before its parent.
    @Test func directoriesAreRemovedDeepestFirstWhateverOrderTheyWereNotedIn() {
        let noted = ["out/a.xcassets/c1.colorset", "out/a.xcassets", "out/a.xcassets/c2.colorset", "out", "out/b"]
        let order = OutputStaging.removalOrder(noted)
        for (i, d) in order.enumerated() {
            #expect(!order[(i + 1)...].contains { $0.hasPrefix(d + "/") }, "\(d) comes before a directory inside it: \(order)")
        }
        #expect(Set(order) == Set(noted))
    }

    @Test func discardTakesAwayEveryDirectoryMadeSideBySide() throws {
        let dir = try Self.directory()
        let (staging, _) = Self.stageMany(200, in: dir)
        staging.discard()
        let left = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
