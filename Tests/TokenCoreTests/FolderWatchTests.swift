import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `FolderWatch`, which wakes `build --watch` when a watched folder changes (inotify on Linux): a write, an
/// editor's save by rename, and a deletion each wake it (the first two as writes that ended), a change in another
/// folder does not, and a quiet folder lets it time out.
@Suite struct FolderWatchTests {
    #if os(Linux)
    @Test func changesInAWatchedFolderWakeIt() throws {
        let root = Scratch.directory("tokenc-folder-watch").path
        let watched = root + "/tokens", other = root + "/elsewhere"
        for folder in [watched, other] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let file = watched + "/color.tokens.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        let watch = try #require(FolderWatch([watched, root + "/no-such-folder"]))
        #expect(watch.next(0.05) == nil, "nothing changed yet")

        try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: other + "/x.json"))
        #expect(watch.next(0.05) == nil, "another folder")

        try Data("{\"a\": {}}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(watch.next(10) == .endedWrite, "a write, ended by closing the file")
        #expect(watch.next(0.05) == nil, "every event of the write was read")

        try Data("{\"b\": {}}".utf8).write(to: URL(fileURLWithPath: watched + "/.tmp-save"))
        #expect(watch.next(10) == .endedWrite)
        #expect(rename(watched + "/.tmp-save", file) == 0)
        #expect(watch.next(10) == .endedWrite, "a save by rename, ended by the move")
        _ = watch.next(0.05)

        try FileManager.default.removeItem(atPath: file)
        #expect(watch.next(10) == .other, "a deletion")
    }

    @Test func nothingToWatchGivesNoWatch() {
        #expect(FolderWatch(["/no/such/folder/anywhere"]) == nil)
    }
    #endif
}
