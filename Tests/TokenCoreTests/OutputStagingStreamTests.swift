import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Outputs staged from pieces (`OutputStaging.stream`) end as whole files do: a new or different file is
/// written beside its destination and flushed, one with the bytes already on disk is noted unchanged and leaves
/// no temporary file, `--check` writes nothing, and a path that leaves the output directory is refused.
@Suite struct OutputStagingStreamTests {
    static func directory() throws -> String {
        let dir = Scratch.directory("tokenc-stream")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    /// Streams `bytes` in pieces of `size` to a staging of `dir`.
    static func stream(_ bytes: [UInt8], size: Int, to path: String, in dir: String, check: Bool = false) -> OutputStaging {
        let staging = OutputStaging(writer: OutputWriter(directory: dir), check: check)
        let s = staging.sink.under("sub").stream(path)!
        var at = 0
        while at < bytes.count {
            s.write(bytes[at..<min(bytes.count, at + size)])
            at += size
        }
        #expect(s.finish() == OutputFile(path: "sub/" + path, contents: []))
        return staging
    }

    static func temporaries(in dir: String) -> [String] {
        let all = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String]) ?? []
        return all.filter { $0.contains(FileSystem.temporaryMarker) }
    }

    @Test func newDifferentAndUnchangedFiles() throws {
        let dir = try Self.directory()
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // New: written beside its destination (the directory made), the destination untouched.
        var staging = Self.stream(bytes, size: 999, to: "a.swift", in: dir)
        guard case .changed(.missing, let temporary?) = staging.state(of: "sub/a.swift") else {
            Issue.record("\(String(describing: staging.state(of: "sub/a.swift")))")
            return
        }
        #expect(FileManager.default.contents(atPath: temporary) == Data(bytes))
        #expect(!FileManager.default.fileExists(atPath: dir + "/sub/a.swift"))
        // The same bytes on disk, in other pieces: unchanged, no temporary file left.
        staging.discard()  // also removes the directory it made
        #expect(Self.temporaries(in: dir).isEmpty)
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/sub/a.swift"))
        staging = Self.stream(bytes, size: 4096, to: "a.swift", in: dir)
        guard case .unchanged = staging.state(of: "sub/a.swift") else {
            Issue.record("\(String(describing: staging.state(of: "sub/a.swift")))")
            return
        }
        #expect(Self.temporaries(in: dir).isEmpty)
        // Differing in the last piece, longer, shorter, empty: stale, with the new bytes staged.
        var late = bytes
        late[9_999] ^= 1
        for other in [late, bytes + [1], Array(bytes.dropLast()), []] {
            let s = Self.stream(other, size: 1000, to: "a.swift", in: dir)
            guard case .changed(.stale, let temporary?) = s.state(of: "sub/a.swift") else {
                Issue.record("\(other.count) bytes: \(String(describing: s.state(of: "sub/a.swift")))")
                continue
            }
            #expect(FileManager.default.contents(atPath: temporary) == Data(other))
            s.discard()
        }
        #expect(Self.temporaries(in: dir).isEmpty)
        #expect(FileManager.default.contents(atPath: dir + "/sub/a.swift") == Data(bytes))
    }

    @Test func checkWritesNothingAndBadPathsAreRefused() throws {
        let dir = try Self.directory()
        let staging = Self.stream([1, 2, 3], size: 2, to: "b.swift", in: dir, check: true)
        guard case .changed(.missing, nil) = staging.state(of: "sub/b.swift") else {
            Issue.record("\(String(describing: staging.state(of: "sub/b.swift")))")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/sub"))
        let outside = Self.stream([1, 2, 3], size: 2, to: "../../escape.swift", in: dir)
        guard case .invalid = outside.state(of: "sub/../../escape.swift") else {
            Issue.record("\(String(describing: outside.state(of: "sub/../../escape.swift")))")
            return
        }
        let parent = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/..")) ?? []
        #expect(!parent.contains { $0.contains("escape.swift") })
    }
}
