import Foundation

/// File reading and atomic, only-if-changed writing. The only place tokenc touches the disk.
package enum FileSystem {
    /// Why a file could not be read.
    package enum ReadError: Error {
        case missing
        case isDirectory
        case unreadable(String)
        /// Larger than the most a read takes (its size, in bytes, as far as it was known when refused).
        case tooLarge(Int)
    }

    /// The largest source file tokenc reads (token files, resolver documents, the config): 1 GiB, far more than
    /// a million-token file, unless `TOKENC_MAX_SOURCE_BYTES` sets another, up to `JSONReader.maximumLength`.
    /// A larger file is refused from its size, before any of it is read.
    package static let maximumSourceSize: Int = {
        let fallback = 1 << 30
        guard let text = getenv("TOKENC_MAX_SOURCE_BYTES").map({ String(cString: $0) }), let n = Int(text), n >= 0 else { return fallback }
        return min(n, JSONReader.maximumLength)
    }()

    /// Reads `path` into a `SourceFile` reported as `path`. Only regular files are read (after following
    /// symlinks): a FIFO, socket or device is refused rather than read (it could block or never end), and a
    /// symlink loop is reported as such, not as a missing file.
    package static func read(_ path: String) -> Result<SourceFile, ReadError> {
        switch readBytes(path, limit: maximumSourceSize) {
        case .success(let bytes): return .success(SourceFile(path: path, bytes: bytes))
        case .failure(let e): return .failure(e)
        }
    }

    /// The bytes of the regular file at `path`. A file of more than `limit` bytes is refused (`tooLarge`): from
    /// its size before anything is allocated, or as soon as a file that grows while it is read passes the limit.
    package static func readBytes(_ path: String, limit: Int = .max) -> Result<[UInt8], ReadError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let e = errno
            return .failure(e == ENOENT || e == ENOTDIR ? .missing : .unreadable(String(cString: strerror(e))))
        }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.isDirectory) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable("not a regular file (a FIFO, socket or device)")) }
        // O_NONBLOCK: should the path be swapped for a FIFO after the check, opening it does not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.unreadable("not a regular file (a FIFO, socket or device)"))
        }
        // Read straight into the array, sized as the file is; the rest of a file that grows meanwhile (or reports
        // no size) is read a chunk at a time.
        let size = max(0, Int(info.st_size))
        guard size <= limit else { return .failure(.tooLarge(size)) }
        var failure: ReadError?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size, let base = buffer.baseAddress {
                let n = Foundation.read(fd, base + initialized, size - initialized)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(String(cString: strerror(errno)))
                    return
                }
                if n == 0 { return }
                initialized += n
            }
        }
        if let failure { return .failure(failure) }
        guard bytes.count == size else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            guard n <= limit - bytes.count else { return .failure(.tooLarge(bytes.count + n)) }
            bytes.append(contentsOf: chunk[..<n])
        }
        return .success(bytes)
    }

    /// Reads `path`, or returns a located diagnostic saying why it could not be read.
    package static func load(_ path: String, referencedAt location: SourceLocation? = nil) -> Result<SourceFile, Diagnostic> {
        switch read(path) {
        case .success(let f): return .success(f)
        case .failure(.missing):
            return .failure(Diagnostic(.fileNotFound, "no such file: \(path)", at: location ?? SourceLocation(file: path)))
        case .failure(.isDirectory):
            return .failure(Diagnostic(.fileUnreadable, "\(path) is a directory, not a file", at: location ?? SourceLocation(file: path)))
        case .failure(.unreadable(let why)):
            return .failure(Diagnostic(.fileUnreadable, "cannot read \(path): \(why)", at: location ?? SourceLocation(file: path)))
        case .failure(.tooLarge(let size)):
            // Located at the file itself: its size is the problem, wherever it is referenced from.
            return .failure(Diagnostic(.limitExceeded,
                "\(path) is \(size) bytes; tokenc reads source files of at most \(maximumSourceSize) bytes (TOKENC_MAX_SOURCE_BYTES sets another limit)",
                at: SourceLocation(file: path), notes: location.map { [DiagnosticNote("referenced here", at: $0)] } ?? []))
        }
    }

    /// How a file on disk compares with the bytes an output should have.
    package enum Comparison: Sendable {
        /// Nothing readable is there (no file, not a regular file, or a read failed).
        case missing
        case different
        case same
    }

    /// Compares `bytes` with the file at `path`: sizes first (a file of another size differs without being
    /// read), then 1 MiB at a time, stopping at the first difference; the file is never held whole.
    package static func compare(_ bytes: [UInt8], withFileAt path: String) -> Comparison {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .missing }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .missing }
        guard Int(info.st_size) == bytes.count else { return .different }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .missing
            }
            if n == 0 { return offset == bytes.count ? .same : .different }
            guard offset + n <= bytes.count else { return .different }
            let equal = chunk.withUnsafeBytes { read in
                bytes.withUnsafeBytes { expected in memcmp(read.baseAddress!, expected.baseAddress! + offset, n) == 0 }
            }
            guard equal else { return .different }
            offset += n
        }
    }

    /// The current bytes of `path`, or nil when it does not exist or cannot be read.
    package static func existingBytes(_ path: String) -> [UInt8]? {
        try? readBytes(path).get()
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, flushed to disk, then renamed over it.
    /// A reader (or an interrupted build) only ever sees the old or the new file, never a partial one.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let directory = PathText.directory(of: path)
        try makeDirectories(directory)
        let temp = try writeTemporary(bytes, beside: path)
        try replace(path, with: temp)
    }

    /// Creates `directory` and its missing parents (`mkdir -p`); failures are `POSIXError`s.
    package static func makeDirectories(_ directory: String) throws {
        var created: [String] = []
        try makeDirectories(directory, created: &created)
    }

    /// Creates `directory` and its missing parents, appending each directory it creates to `created`, outermost
    /// first (those made before a failure too); failures are `POSIXError`s. Returns the device (file system)
    /// `directory` is on, when it found it on the way.
    @discardableResult
    package static func makeDirectories(_ directory: String, created: inout [String]) throws -> UInt64? {
        var missing: [String] = []
        var d = directory
        var info = stat()
        var device: UInt64?
        while !d.isEmpty, d != ".", d != "/" {
            // A directory made here is on the file system of the first parent that is there.
            if stat(d, &info) == 0 {
                device = UInt64(info.st_dev)
                break
            }
            missing.append(d)
            let parent = PathText.directory(of: d)
            guard parent != d else { break }
            d = parent
        }
        for m in missing.reversed() {
            if mkdir(m, 0o755) == 0 {
                created.append(m)
            } else if errno != EEXIST {
                throw POSIXError(errno, path: m)
            }
        }
        return device
    }

    /// Writes `bytes` to a new temporary file in `path`'s directory (which must exist), flushed to disk, and
    /// returns its path: `.NAME.tokenc-PID-RANDOM.tmp` (`temporaryName`), which `removeLeftoverTemporaryFiles`
    /// recognises once the process is gone. Nothing is left behind when it fails.
    package static func writeTemporary(_ bytes: [UInt8], beside path: String) throws -> String {
        let (fd, temp) = try createTemporary(beside: path)
        do {
            try writeAll(bytes[...], to: fd, path: temp)
        } catch {
            close(fd)
            unlink(temp)
            throw error
        }
        do {
            try flushAndClose(fd, path: temp)  // closes `fd` either way
        } catch {
            unlink(temp)
            throw error
        }
        return temp
    }

    /// Creates a new, empty temporary file for `path` (named as `writeTemporary` names it) and opens it for writing.
    package static func createTemporary(beside path: String) throws -> (fd: Int32, path: String) {
        let temp = temporaryName(for: path)
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(errno, path: temp) }
        return (fd, temp)
    }

    /// Writes all of `bytes` to `fd` (retrying short writes and interruptions).
    package static func writeAll(_ bytes: ArraySlice<UInt8>, to fd: Int32, path: String) throws {
        var remaining = bytes
        while !remaining.isEmpty {
            let n = remaining.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw POSIXError(errno, path: path)
            }
            remaining = remaining.dropFirst(n)
        }
    }

    /// Flushes `fd` to disk and closes it (closed either way).
    package static func flushAndClose(_ fd: Int32, path: String) throws {
        guard fsync(fd) == 0 else {
            let e = errno
            close(fd)
            throw POSIXError(e, path: path)
        }
        close(fd)
    }

    /// Flushes to disk everything written to the file system that holds `directory` (Linux `syncfs`: one call
    /// for any number of files). False when the system has no such call; throws when the flush fails.
    package static func flushFileSystem(containing directory: String) throws -> Bool {
        guard let syncfs = Self.syncfs else { return false }
        let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXError(errno, path: directory) }
        defer { close(fd) }
        guard syncfs(fd) == 0 else { throw POSIXError(errno, path: directory) }
        return true
    }

    /// Flushes the file at `path` to disk (opened again for it: the data of a file flushes through any of its
    /// descriptors).
    package static func flush(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXError(errno, path: path) }
        try flushAndClose(fd, path: path)
    }

    /// Linux's `syncfs`, which the C library declares only for GNU sources, looked up once; nil elsewhere.
    private static let syncfs: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        // A null handle is RTLD_DEFAULT: the symbol as the process's libraries define it.
        guard let symbol = dlsym(nil, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Renames the temporary file `temporary` over `path` (one atomic step); removes it when that fails.
    package static func replace(_ path: String, with temporary: String) throws {
        guard rename(temporary, path) == 0 else {
            let e = errno
            unlink(temporary)
            throw POSIXError(e, path: path)
        }
    }

    /// Removes the file `path` (a link itself, not what it leads to); a file already gone is no failure.
    package static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw POSIXError(errno, path: path) }
    }

    /// What went wrong, for a message that names the path itself: the system's words for a `POSIXError`.
    package static func reason(_ error: Error) -> String {
        if let e = error as? POSIXError { return String(cString: strerror(e.code)) }
        return "\(error)"
    }

    /// What temporary file names carry between the output's name and the writing process's id.
    package static let temporaryMarker = ".tokenc-"

    /// A POSIX failure with the path concerned.
    package struct POSIXError: Error, CustomStringConvertible {
        package let code: Int32
        package let path: String
        package init(_ code: Int32, path: String) {
            self.code = code
            self.path = path
        }
        package var description: String { "\(path): \(String(cString: strerror(code)))" }
    }
}
