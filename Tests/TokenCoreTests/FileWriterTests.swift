import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `FileWriter` writes every byte it is given, whatever the pieces and however they fall across its blocks
/// (small blocks here, so the direct-I/O path and its last, unaligned bytes are exercised on small files); large
/// files stay out of the page cache where the file system supports direct I/O; a failed write is reported
/// and stops the rest; an abandoned file is removed.
@Suite struct FileWriterTests {
    static let queue = DispatchQueue(label: "tokenc.test.file-writer")

    static func directory() throws -> String {
        let dir = Scratch.directory("tokenc-file-writer")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    static func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) }
    }

    /// Writes `bytes` in pieces of `piece` to a new file in `dir` and waits for it; returns its path and the
    /// failure `finish` reported.
    static func write(_ bytes: [UInt8], piece: Int, blockSize: Int, direct: Bool = true, in dir: String) throws -> (String, FileSystem.POSIXError?) {
        let (fd, path) = try FileSystem.createTemporary(beside: dir + "/out.txt")
        let group = DispatchGroup()
        let writer = FileWriter(fd: fd, path: path, queue: queue, group: group, direct: direct, blockSize: blockSize)
        var at = 0
        while at < bytes.count {
            try writer.write(bytes[at..<min(bytes.count, at + piece)])
            at += piece
        }
        let failure = Failure()
        writer.finish { failure.error = $0 }
        group.wait()
        return (path, failure.error)
    }

    final class Failure: @unchecked Sendable {
        var error: FileSystem.POSIXError?
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 8191, 8192, 8193, 3 * 8192 + 17, 5 * 8192])
    func writesEveryByte(size: Int) throws {
        let dir = try Self.directory()
        let bytes = Self.bytes(size)
        for piece in [1000, 5000, 8192, max(size, 1)] {
            let (path, error) = try Self.write(bytes, piece: piece, blockSize: 8192, in: dir)
            #expect(error == nil)
            #expect(FileManager.default.contents(atPath: path) == Data(bytes), "\(size) bytes in pieces of \(piece)")
            unlink(path)
        }
    }

    /// Whether files in the temporary directory (where the scratch directories are) can be opened for direct
    /// I/O, on a file system that is not itself memory (tmpfs).
    static let directIOKeepsFilesOutOfMemory: Bool = {
        #if os(Linux)
        let dir = FileManager.default.temporaryDirectory.path
        guard let type = fileSystemType(of: dir), !["tmpfs", "ramfs"].contains(type) else { return false }
        let probe = dir + "/.tokenc-direct-io-probe-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | Int32(__O_DIRECT), 0o644)
        unlink(probe)
        guard fd >= 0 else { return false }
        close(fd)
        return true
        #else
        return false
        #endif
    }()

    /// A file of several blocks is written past the page cache: once it is on disk, only its last page (written
    /// the ordinary way) may be in memory. Skipped (and reported so) where direct I/O is not supported or is not
    /// what keeps files out of memory.
    @Test(.enabled(if: directIOKeepsFilesOutOfMemory, "direct I/O to a file system that is not memory"))
    func largeFilesStayOutOfThePageCache() throws {
        #if os(Linux)
        let dir = try Self.directory()
        let bytes = Self.bytes(3 * FileWriter.blockSize + 100)
        // Asked not to (TOKENC_DIRECT_IO=0), it writes through the page cache: every page is there.
        for direct in [true, false] {
            let (path, error) = try Self.write(bytes, piece: 1 << 20, blockSize: FileWriter.blockSize, direct: direct, in: dir)
            #expect(error == nil)
            let resident = Self.residentPages(path, count: bytes.count)
            if direct {
                #expect(resident <= 1, "pages in the page cache after a direct write")
            } else {
                // (Most, not all: the kernel may have let some go already.)
                #expect(resident > (bytes.count + 4095) / 4096 / 2, "pages in the page cache after an ordinary write")
            }
            #expect(FileManager.default.contents(atPath: path) == Data(bytes))
        }
        #endif
    }

    #if os(Linux)
    /// How many of the first `count` bytes' pages of the file at `path` are in the page cache (`mincore`).
    static func residentPages(_ path: String, count: Int) -> Int {
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        guard let map = mmap(nil, count, PROT_READ, MAP_SHARED, fd, 0), map != MAP_FAILED else {
            Issue.record("mmap failed")
            return -1
        }
        defer { munmap(map, count) }
        var resident = [UInt8](repeating: 0, count: (count + 4095) / 4096)
        guard mincore(map, count, &resident) == 0 else {
            Issue.record("mincore failed")
            return -1
        }
        return resident.filter { $0 & 1 != 0 }.count
    }
    #endif

    /// The type of the file system `path` is on (`/proc/self/mounts`: the longest mount point above it).
    static func fileSystemType(of path: String) -> String? {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return nil }
        let real = OutputWriter.realPath(path)
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2 else { continue }
            let point = String(fields[1])
            guard real == point || real.hasPrefix(point == "/" ? "/" : point + "/") else { continue }
            if point.count > (best?.point.count ?? -1) { best = (point, String(fields[2])) }
        }
        return best?.type
    }

    /// A write that fails (here: a file opened read-only) is reported by `finish`, stops the writes after it,
    /// and is thrown by the next `write` once known.
    @Test func aFailedWriteIsReported() throws {
        let dir = try Self.directory()
        let path = dir + "/read-only.txt"
        FileManager.default.createFile(atPath: path, contents: nil)
        let fd = open(path, O_RDONLY)
        let group = DispatchGroup()
        let writer = FileWriter(fd: fd, path: path, queue: Self.queue, group: group, blockSize: 4096)
        try writer.write(Self.bytes(3 * 4096)[...])
        group.wait()
        #expect(throws: FileSystem.POSIXError.self) { try writer.write(Self.bytes(10)[...]) }
        let failure = Failure()
        writer.finish { failure.error = $0 }
        group.wait()
        #expect(failure.error?.code == EBADF)
        #expect(failure.error?.path == path)
    }

    @Test func anAbandonedFileIsRemoved() throws {
        let dir = try Self.directory()
        let group = DispatchGroup()
        for size in [10, 3 * 4096 + 5] {
            let (fd, path) = try FileSystem.createTemporary(beside: dir + "/gone.txt")
            do {
                let writer = FileWriter(fd: fd, path: path, queue: Self.queue, group: group, blockSize: 4096)
                try writer.write(Self.bytes(size)[...])
                if size == 10 { writer.abandon() }  // the other is dropped unfinished
            }
            group.wait()
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    /// Staging streams a file of several blocks through a writer like any other: the temporary file holds it.
    @Test func stagingWritesALargeStreamedFile() throws {
        let dir = try Self.directory()
        let bytes = Self.bytes(2 * FileWriter.blockSize + 12_345)
        let staging = OutputStagingStreamTests.stream(bytes, size: OutputStaging.pieceSize, to: "big.css", in: dir)
        guard case .changed(.missing, let temporary?) = staging.state(of: "sub/big.css") else {
            Issue.record("\(String(describing: staging.state(of: "sub/big.css")))")
            return
        }
        #expect(FileManager.default.contents(atPath: temporary) == Data(bytes))
        staging.discard()
    }
}
