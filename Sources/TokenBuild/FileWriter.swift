import Foundation

/// Writes one new file (an output's temporary file) from bytes given in any number of pieces, and keeps large
/// files out of the page cache.
///
/// The bytes are gathered into page-aligned blocks of `blockSize`. A file that never fills a block is written
/// the ordinary way, in one `write`, when it is finished. Once a block fills, the file switches to direct I/O
/// (`O_DIRECT`, Linux): each full block goes from its memory straight to the disk, on `queue`, while the caller
/// gathers the next one. When the file is finished, the last block's whole pages go the same way, its last
/// bytes (under a page) with an ordinary write, and the file is closed, on `queue` too. The writer does not flush
/// the file: staging flushes every file it wrote at once, before the first rename (`OutputStaging.flushToDisk`).
///
/// Why: tokenc writes each output once, flushes it to disk anyway (it is renamed over the old one only once it
/// is there), and does not read it back. Through the page cache, every byte is first copied into memory the
/// kernel has to find, as much again as the outputs, and then written out by the flush; direct I/O does only
/// the disk's part (docs/performance.md). Small files are written the ordinary way.
///
/// When the file system refuses direct I/O (`fcntl` or a write fails with `EINVAL`), the writer goes on with
/// ordinary writes; `TOKENC_DIRECT_IO=0` in the environment turns it off altogether. Everything that touches the
/// file descriptor after `init` runs on `queue`, a serial queue, in the order it was asked for; each task is
/// counted in `group`, so waiting for `group` waits for the file. The writer itself belongs to one thread at a
/// time (the one rendering the file).
package final class FileWriter {
    /// Bytes per block; a file smaller than this is written with one ordinary `write`.
    package static let blockSize = 1 << 20
    /// The alignment direct I/O asks of memory, offsets and lengths (the page size; devices' logical blocks are
    /// 512 or 4096 bytes).
    package static let alignment = 4096
    /// False when the environment says `TOKENC_DIRECT_IO=0`.
    package static let directIO = ProcessInfo.processInfo.environment["TOKENC_DIRECT_IO"] != "0"

    package var path: String { file.path }
    /// The queue's side: what its tasks hold (never the writer itself, whose `deinit` must run on the rendering
    /// thread, so that waiting for `group` afterwards waits for the clean-up too).
    private let file: OpenFile
    private let queue: DispatchQueue
    private let group: DispatchGroup
    private let size: Int
    /// The block being filled, if any, and how much of it is.
    private var block: Block?
    private var filled = 0
    /// Where in the file the block being filled starts.
    private var offset = 0
    private var done = false

    /// A writer for the open, empty file `fd` at `path`; `direct: false` writes it the ordinary way whatever its
    /// size. `blockSize` is for tests (a multiple of `alignment`).
    package init(fd: Int32, path: String, queue: DispatchQueue, group: DispatchGroup, direct: Bool = FileWriter.directIO,
         blockSize: Int = FileWriter.blockSize) {
        precondition(blockSize > 0 && blockSize % Self.alignment == 0)
        file = OpenFile(fd: fd, path: path, direct: direct)
        self.queue = queue
        self.group = group
        size = blockSize
    }

    deinit {
        // A writer dropped unfinished (its renderer failed) leaves nothing behind.
        abandon()
    }

    /// Adds `bytes` to the file. Throws the failure of an earlier block's write, if there was one.
    package func write(_ bytes: ArraySlice<UInt8>) throws {
        precondition(!done, "write after finish")
        if let failure = file.failure { throw failure }
        var rest = bytes
        while !rest.isEmpty {
            let target = block ?? BlockPool.take(size)
            block = target
            let n = min(size - filled, rest.count)
            rest.withUnsafeBytes { source in (target.memory + filled).copyMemory(from: source.baseAddress!, byteCount: n) }
            filled += n
            rest = rest.dropFirst(n)
            if filled == size {
                submit(target, at: offset)
                offset += size
                block = nil
                filled = 0
            }
        }
    }

    /// Writes what is left and closes the file, on the queue; then calls `completion` there with the first
    /// failure, or nil.
    package func finish(_ completion: @escaping @Sendable (FileSystem.POSIXError?) -> Void) {
        precondition(!done, "finish twice")
        done = true
        let file = file, last = block, count = filled, at = offset, size = size
        block = nil
        // Each finished file waits for the queue with its last block: at most `BlockPool.filesInFlight` at once.
        BlockPool.filesInFlight.wait()
        group.enter()
        queue.async { [group] in
            defer {
                BlockPool.filesInFlight.signal()
                group.leave()
            }
            if let last {
                file.writeLast(last.memory, count: count, at: at)
                BlockPool.give(last, size: size)
            }
            file.close()
            completion(file.failure)
        }
    }

    /// Closes the file without writing the rest, and removes it (on the queue, after the writes asked for).
    package func abandon() {
        guard !done else { return }
        done = true
        let file = file, last = block, size = size
        block = nil
        group.enter()
        queue.async { [group] in
            defer { group.leave() }
            if let last { BlockPool.give(last, size: size) }
            file.close()
            unlink(file.path)
        }
    }

    /// Writes the full block `block` at `offset`, on the queue, and gives the block back; at most
    /// `BlockPool.inFlight` blocks wait for the queue at once, so a slow disk holds the renderers back instead of
    /// filling memory.
    private func submit(_ block: Block, at offset: Int) {
        BlockPool.inFlight.wait()
        let file = file, size = size
        group.enter()
        queue.async { [group] in
            defer { group.leave() }
            file.writeBlock(block.memory, count: size, at: offset)
            BlockPool.give(block, size: size)
            BlockPool.inFlight.signal()
        }
    }
}

/// A file `FileWriter` writes, as its queue's tasks see it. Everything but `failure` is touched on the queue only.
private final class OpenFile: @unchecked Sendable {
    package let fd: Int32
    package let path: String
    /// Whether direct I/O has been asked for (or is not to be), and whether the file has it.
    private var triedDirect: Bool
    private var direct = false
    private let lock = NSLock()
    private var firstFailure: FileSystem.POSIXError?

    package init(fd: Int32, path: String, direct: Bool) {
        self.fd = fd
        self.path = path
        triedDirect = !direct
    }

    /// The first failure, set on the queue, read by `FileWriter.write` to stop early.
    package var failure: FileSystem.POSIXError? { lock.withLock { firstFailure } }

    /// A full block: the first one turns direct I/O on.
    package func writeBlock(_ bytes: UnsafeMutableRawPointer, count: Int, at offset: Int) {
        if !triedDirect {
            triedDirect = true
            direct = Self.setDirect(fd, true)
        }
        writeAll(bytes, count: count, at: offset)
    }

    /// The last block: its whole pages directly when the file has direct I/O, the rest with an ordinary write.
    package func writeLast(_ bytes: UnsafeMutableRawPointer, count: Int, at offset: Int) {
        var written = 0
        if direct {
            written = count / FileWriter.alignment * FileWriter.alignment
            if written > 0 { writeAll(bytes, count: written, at: offset) }
            if Self.setDirect(fd, false) { direct = false }
        }
        if count > written { writeAll(bytes + written, count: count - written, at: offset + written) }
    }

    /// Closes the file; a failure to close (a write the system could not complete) is the file's failure.
    package func close() {
        if Foundation.close(fd) != 0, errno != EINTR { fail(errno) }
    }

    /// Writes `count` bytes from `bytes` at `offset` (retrying short writes and interruptions). A direct write
    /// the file system refuses (`EINVAL`: alignment it does not accept) turns direct I/O off and is retried.
    private func writeAll(_ bytes: UnsafeMutableRawPointer, count: Int, at offset: Int) {
        guard failure == nil else { return }
        var done = 0
        while done < count {
            let n = pwrite(fd, bytes + done, count - done, off_t(offset + done))
            if n < 0 {
                let e = errno
                if e == EINTR { continue }
                if e == EINVAL, direct {
                    direct = false
                    _ = Self.setDirect(fd, false)
                    continue
                }
                fail(e)
                return
            }
            done += n
        }
    }

    private func fail(_ code: Int32) {
        lock.withLock { if firstFailure == nil { firstFailure = FileSystem.POSIXError(code, path: path) } }
    }

    /// Turns direct I/O on or off for `fd`; true when that succeeded.
    private static func setDirect(_ fd: Int32, _ on: Bool) -> Bool {
        #if os(Linux)
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0 else { return false }
        let directFlag = Int32(__O_DIRECT)
        return fcntl(fd, F_SETFL, on ? flags | directFlag : flags & ~directFlag) == 0
        #else
        return false
        #endif
    }
}

/// A block of page-aligned memory (`FileWriter.alignment`), owned by one writer or task at a time.
private struct Block: @unchecked Sendable {
    package let memory: UnsafeMutableRawPointer
}

/// Page-aligned blocks for `FileWriter`, kept for reuse: a build touches a few megabytes of them once, however
/// much it writes.
private enum BlockPool {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var free: [Int: [Block]] = [:]
    /// How many full blocks may wait for the queue at once.
    package static let inFlight = DispatchSemaphore(value: 4)
    /// How many finished files may wait for the queue at once. Each holds its last block (a whole block, however
    /// small the file) until it is written: bounded, so that thousands of small outputs rendered faster than the
    /// disk takes them make the renderers wait instead of holding a block each.
    package static let filesInFlight = DispatchSemaphore(value: 32)

    package static func take(_ size: Int) -> Block {
        if let block = lock.withLock({ free[size]?.popLast() }) { return block }
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, FileWriter.alignment, size) == 0, let memory else {
            fatalError("out of memory: \(size) bytes for a file block")
        }
        return Block(memory: memory)
    }

    package static func give(_ block: Block, size: Int) {
        lock.withLock { free[size, default: []].append(block) }
    }
}
