import Foundation

/// Stores each output the moment it is rendered, so a build never holds all its outputs in memory: the renderer
/// hands every file to `sink`, on the thread that rendered it, and keeps only its path.
///
/// An output whose path is invalid is only noted (nothing is written for it). One whose bytes are already on
/// disk is noted as unchanged. Any other is written to a temporary file beside its destination (or, with
/// `--check`, only noted as missing or stale). The writes (`FileWriter`: large files with direct I/O, past the
/// page cache) happen on a queue of their own, so the thread that rendered the file goes on rendering while the
/// disk catches up instead of waiting idle. Every question asked of staging (`state(of:)`, `firstFailure`, …)
/// waits for the writes first, so a file that could not be written is a failure like any other.
/// `flushToDisk` then flushes every temporary file, before the first rename. Nothing on disk changes until
/// `OutputWriter.apply` renames the temporary files over their outputs, once the whole build has succeeded;
/// when it has not, `discard` removes the temporary files and any directory staging created, so a failed
/// build leaves the output directory as it found it.
package final class OutputStaging: @unchecked Sendable {
    /// What staging found or did for one output.
    package enum State {
        /// The file on disk already has these bytes.
        case unchanged
        /// The output is missing or stale; `temporary` holds its new bytes (nil with `--check`).
        case changed(OutputWriter.Change.Kind, temporary: String?)
        /// The path cannot be written: it breaks `OutputPathRules`.
        case invalid(Diagnostic)
        /// Writing the temporary file failed, for the reason given (the system's words).
        case failed(String)
    }

    private let writer: OutputWriter
    private let check: Bool
    private let lock = NSLock()
    /// By path relative to the output directory. Guarded by `lock`.
    private var states: [String: State] = [:]
    /// Directories staging made. Guarded by `lock`.
    private var created: [String] = []
    /// Directories known to be there (made or found), so each is looked for once. Guarded by `lock`.
    private var present: Set<String> = []
    /// One of those directories for each file system (device) they are on: what `flushToDisk` flushes. Guarded
    /// by `lock`.
    private var fileSystems: [UInt64: String] = [:]
    /// The writes queued and not yet done (see `FileWriter`).
    private let writing = DispatchGroup()
    private static let flushQueue = DispatchQueue(label: "tokenc.write")

    /// Outputs kept from the build before (see `KeptOutputs`); nil when none are.
    private let kept: KeptOutputs?

    /// Staging for `writer`'s directory; with `check`, nothing is written at all. With `kept`, a file the build
    /// before left as rendered from the same inputs is noted as unchanged without being rendered (`ProjectBuilder`
    /// gives it only to a build that writes).
    package init(writer: OutputWriter, check: Bool, kept: KeptOutputs? = nil) {
        self.writer = writer
        self.check = check
        self.kept = kept
    }

    /// Stages each file it is given and gives it back without its bytes. Files given in pieces (`stream`) are
    /// staged piece by piece.
    package var sink: OutputSink {
        let sink = OutputSink({ [self] file in
            stage(file)
            return OutputFile(path: file.path, contents: [])
        }, open: { [self] path in stream(path) })
        guard let kept else { return sink }
        return sink.reusing(OutputReuse(find: { [self] path, inputs in
            guard case .file = writer.rules.inspect(path, for: .write),
                  let found = kept.find(PathText.join(writer.directory, path), inputs) else { return nil }
            record(.unchanged, for: path)
            return KeptFile(path: path, size: found.size, diagnostics: found.diagnostics)
        }, note: { [self] path, inputs, diagnostics in
            kept.note(PathText.join(writer.directory, path), inputs, diagnostics)
        }))
    }

    /// How many bytes an emitter hands over at a time when it streams a file.
    package static let pieceSize = 4 << 20

    /// Stages the output at `path` from pieces: each is compared with the same bytes of the file on disk and
    /// written to a temporary file beside it as it comes (with `--check`, only compared). When the whole file
    /// turns out to be what is on disk, the temporary file is removed and the output noted as unchanged.
    package func stream(_ path: String) -> OutputFileStream {
        let piece = StreamedFile(path: path, full: PathText.join(writer.directory, path))
        if case .refused(let problem) = writer.rules.inspect(path, for: .write) {
            piece.state = .invalid(problem)
        } else {
            piece.open(check: check, temporary: temporary(for:))
        }
        return OutputFileStream(pieceSize: Self.pieceSize, write: { piece.write($0) }, finish: { [self] in
            let (state, unfinished) = piece.finish()
            record(state, for: path)
            if let unfinished { finish(unfinished, for: path) }
            return OutputFile(path: path, contents: [])
        })
    }

    /// What staging found for the output at `path` (relative to the output directory), if it was given one.
    package func state(of path: String) -> State? {
        writing.wait()
        return lock.withLock { states[path] }
    }

    /// The output directory.
    package var directory: String { writer.directory }

    /// Flushes every temporary file staging wrote to disk, so that no output is renamed over before its new bytes
    /// are there; nil, or why it failed (then no output was changed). Each file is flushed, several at a time;
    /// when there are more than `flushEachUpTo`, on Linux one `syncfs` per file system they are on flushes them
    /// all at once instead (it also flushes what other programs wrote there, so it pays only for many files).
    package func flushToDisk(eachFile: Bool = false) -> Diagnostic? {
        writing.wait()
        let (temporaries, systems) = lock.withLock { () -> ([String], [String]) in
            let temporaries = states.values.compactMap { state -> String? in
                if case .changed(_, let temporary?) = state { return temporary }
                return nil
            }
            return (temporaries, fileSystems.keys.sorted().compactMap { fileSystems[$0] })
        }
        guard !temporaries.isEmpty else { return nil }
        do {
            var flushed = !eachFile && temporaries.count > Self.flushEachUpTo && !systems.isEmpty
            for directory in systems where flushed {
                flushed = try FileSystem.flushFileSystem(containing: directory)
            }
            if !flushed { try Self.flushEach(temporaries) }
            return nil
        } catch {
            let path = (error as? FileSystem.POSIXError)?.path ?? writer.directory
            return Diagnostic(.outputWriteFailed, "cannot flush this output to disk: \(FileSystem.reason(error)); no output was changed",
                              at: SourceLocation(file: path))
        }
    }

    /// How many files `flushToDisk` flushes one by one at most.
    package static let flushEachUpTo = 256

    /// Flushes each of `paths` to disk, several at a time; throws the first failure.
    private static func flushEach(_ paths: [String]) throws {
        let failures = FirstFailure()
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            do { try FileSystem.flush(paths[i]) } catch { failures.note(error) }
        }
        if let error = failures.first { throw error }
    }

    /// Makes the output directory, and its missing parents, when it is not there (so it can be locked, see
    /// `OutputLock`); like every directory staging makes, `discard` takes it away again.
    package func makeOutputDirectory() throws {
        try makeDirectory(writer.directory)
    }

    /// Removes every temporary file, then every directory staging created that is still empty.
    package func discard() {
        writing.wait()
        lock.withLock {
            for case .changed(_, let temporary?) in states.values { unlink(temporary) }
            states = [:]
            for directory in Self.removalOrder(created) { rmdir(directory) }
            created = []
            present = []
            fileSystems = [:]
        }
    }

    /// The order `discard` removes `directories` in: deepest first, so each goes after everything made inside
    /// it, whichever renderer made that and whenever it was noted.
    package static func removalOrder(_ directories: [String]) -> [String] {
        directories.sorted { $0.utf8.count > $1.utf8.count }
    }

    private func stage(_ file: OutputFile) {
        let full = PathText.join(writer.directory, file.path)
        let state: State
        var unfinished: FileWriter?
        let finding = writer.rules.inspect(file.path, for: .write)
        if case .refused(let problem) = finding {
            state = .invalid(problem)
        } else {
            // Nothing is there when the rules found nothing (the build holds the output directory's lock).
            var comparison = FileSystem.Comparison.missing
            if case .file = finding { comparison = FileSystem.compare(file.contents, withFileAt: full) }
            switch comparison {
            case .same: state = .unchanged
            case let comparison:
                let kind: OutputWriter.Change.Kind = comparison == .missing ? .missing : .stale
                if check {
                    state = .changed(kind, temporary: nil)
                } else {
                    do {
                        let writer = try temporary(for: full)
                        try writer.write(file.contents[...])
                        unfinished = writer
                        state = .changed(kind, temporary: writer.path)
                    } catch {
                        state = .failed(FileSystem.reason(error))
                    }
                }
            }
        }
        record(state, for: file.path)
        if let unfinished { finish(unfinished, for: file.path) }
    }

    /// A writer for a new temporary file beside `full` (an output's path), its directory made if need be.
    private func temporary(for full: String) throws -> FileWriter {
        try makeDirectory(PathText.directory(of: full))
        let (fd, path) = try FileSystem.createTemporary(beside: full)
        return FileWriter(fd: fd, path: path, queue: Self.flushQueue, group: writing)
    }

    /// Has `writer` write the rest of its temporary file (staged for `path`), flush it to disk and close it, on
    /// the flush queue. When any of its writes or the flush fails, the temporary file goes and the output's state
    /// becomes the failure — unless the path was staged again meanwhile, whose state stands.
    private func finish(_ writer: FileWriter, for path: String) {
        let temporary = writer.path
        writer.finish { [self] error in
            guard let error else { return }
            unlink(temporary)
            lock.withLock {
                if case .changed(_, temporary?) = states[path] { states[path] = .failed(FileSystem.reason(error)) }
            }
        }
    }

    private func record(_ state: State, for path: String) {
        lock.withLock {
            // The same path given twice: the last one stands, as it would have on disk.
            if case .changed(_, let earlier?) = states[path] { unlink(earlier) }
            states[path] = state
        }
    }

    /// Creates `directory` and its missing parents, noting each one made so `discard` can take it away, and the
    /// file system it is on. The directories are made outside the lock, so renderers make theirs side by side.
    private func makeDirectory(_ directory: String) throws {
        let directory = directory.isEmpty ? "." : directory
        if lock.withLock({ present.contains(directory) }) { return }
        var made: [String] = []
        defer { lock.withLock { created += made } }
        var device = try FileSystem.makeDirectories(directory, created: &made)
        if device == nil {
            var info = stat()
            guard stat(directory, &info) == 0 else { throw FileSystem.POSIXError(errno, path: directory) }
            device = UInt64(info.st_dev)
        }
        lock.withLock {
            if let device, fileSystems[device] == nil { fileSystems[device] = directory }
            present.insert(directory)
        }
    }
}

/// One output staged from pieces, on the thread that renders it (see `OutputStaging.stream`).
private final class StreamedFile: @unchecked Sendable {
    package let path: String
    package let full: String
    /// Set once the outcome is known early (an invalid path, a failed write); `finish` gives it back.
    package var state: OutputStaging.State?
    /// The file on disk, read alongside the pieces while they match it; -1 once they do not (or there is none).
    private var existing: Int32 = -1
    /// Whether a file was on disk to compare with.
    private var existed = false
    /// The temporary file being written (nil with `--check`).
    private var temporary: FileWriter?
    private var buffer: [UInt8] = []

    package init(path: String, full: String) {
        self.path = path
        self.full = full
    }

    deinit {
        if existing >= 0 { close(existing) }
        // An unfinished `temporary` removes its file as it goes (`FileWriter.deinit`).
    }

    /// Opens the file on disk to compare with and, unless `check`, a temporary file beside it (`makeTemporary`).
    func open(check: Bool, temporary makeTemporary: (String) throws -> FileWriter) {
        let fd = Foundation.open(full, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd >= 0 {
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                existing = fd
                existed = true
            } else {
                close(fd)
            }
        }
        guard !check else { return }
        do {
            temporary = try makeTemporary(full)
        } catch {
            state = .failed(FileSystem.reason(error))
        }
    }

    package func write(_ bytes: ArraySlice<UInt8>) {
        guard state == nil, !bytes.isEmpty else { return }
        if existing >= 0, !matchesNext(bytes) { stopComparing() }
        guard let temporary else { return }
        do {
            try temporary.write(bytes)
        } catch {
            fail(FileSystem.reason(error))
        }
    }

    /// True when the file on disk continues with `bytes`.
    private func matchesNext(_ bytes: ArraySlice<UInt8>) -> Bool {
        if buffer.count < bytes.count { buffer = [UInt8](repeating: 0, count: bytes.count) }
        var filled = 0
        while filled < bytes.count {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(existing, $0.baseAddress! + filled, bytes.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            filled += n
        }
        return buffer.withUnsafeBytes { read in bytes.withUnsafeBytes { memcmp(read.baseAddress!, $0.baseAddress!, bytes.count) == 0 } }
    }

    private func stopComparing() {
        if existing >= 0 { close(existing) }
        existing = -1
    }

    private func fail(_ why: String) {
        state = .failed(why)
        stopComparing()
        temporary?.abandon()
        temporary = nil
    }

    /// What staging found: unchanged when every piece matched and the file on disk ends where they did. A changed
    /// output comes with its temporary file's writer, to be finished (`OutputStaging.finish`).
    package func finish() -> (OutputStaging.State, unfinished: FileWriter?) {
        if let state { return (state, nil) }
        var same = false
        if existing >= 0 {
            var byte: UInt8 = 0
            var n: Int
            repeat { n = Foundation.read(existing, &byte, 1) } while n < 0 && errno == EINTR
            same = n == 0
            stopComparing()
        }
        if same {
            temporary?.abandon()
            temporary = nil
            return (.unchanged, nil)
        }
        let kind: OutputWriter.Change.Kind = existed ? .stale : .missing
        guard let writer = temporary else { return (.changed(kind, temporary: nil), nil) }
        temporary = nil  // handed over: staging finishes it
        return (.changed(kind, temporary: writer.path), writer)
    }
}

/// The first of the failures noted from several threads.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    package var first: Error? { lock.withLock { error } }

    package func note(_ error: Error) {
        lock.withLock { if self.error == nil { self.error = error } }
    }
}

/// Outputs staged for a build's write stage, on disk (`OutputStaging`) or in memory (`MemoryStaging`): what was
/// found for each, and how the staged files are flushed or thrown away.
package protocol StagedOutputs: AnyObject {
    /// The output directory.
    var directory: String { get }
    /// What staging found for the output at `path` (relative to the output directory), if it was given one.
    func state(of path: String) -> OutputStaging.State?
    /// Flushes the staged files to their storage; nil, or why it failed (then no output was changed).
    func flushToDisk(eachFile: Bool) -> Diagnostic?
    /// Removes every staged file (and what staging made for them).
    func discard()
}

extension StagedOutputs {
    /// The path problems, in the order of `files`.
    package func pathProblems(_ files: [OutputFile]) -> [Diagnostic] {
        files.compactMap { f in
            if case .invalid(let d) = state(of: f.path) { return d }
            return nil
        }
    }

    /// The first output whose temporary file could not be written, in the order of `files`, as a diagnostic.
    package func firstFailure(_ files: [OutputFile]) -> Diagnostic? {
        files.lazy.compactMap { f -> Diagnostic? in
            guard case .failed(let why) = self.state(of: f.path) else { return nil }
            let full = PathText.join(self.directory, f.path)
            return Diagnostic(.outputWriteFailed, "cannot write this output: \(why); no output was changed", at: SourceLocation(file: full))
        }.first
    }
}

extension OutputStaging: StagedOutputs {}

/// Rendered outputs staged in their writer's file system (an `InMemoryFileSystem`): each compared with what is
/// there and, when missing or stale, written to a temporary file beside it (with `check`, only compared); a path
/// that breaks `OutputPathRules` is only noted.
package final class MemoryStaging: StagedOutputs {
    package let directory: String
    private let fileSystem: any OutputFileSystem
    private var states: [String: OutputStaging.State] = [:]

    /// Stages `files` (with their bytes) for `writer`.
    package init(_ files: [OutputFile], writer: OutputWriter, check: Bool) {
        directory = writer.directory
        fileSystem = writer.fileSystem
        for file in files {
            let full = PathText.join(directory, file.path)
            if case .refused(let problem) = writer.rules.inspect(file.path, for: .write) {
                states[file.path] = .invalid(problem)
                continue
            }
            let comparison = fileSystem.compare(file.contents, withFileAt: full)
            guard comparison != .same else {
                states[file.path] = .unchanged
                continue
            }
            let kind: OutputWriter.Change.Kind = comparison == .missing ? .missing : .stale
            do {
                states[file.path] = .changed(kind, temporary: check ? nil : try fileSystem.writeTemporary(file.contents, beside: full))
            } catch {
                states[file.path] = .failed(FileSystem.reason(error))
            }
        }
    }

    package func state(of path: String) -> OutputStaging.State? { states[path] }

    package func flushToDisk(eachFile: Bool) -> Diagnostic? { nil }

    package func discard() {
        for case .changed(_, let temporary?) in states.values { fileSystem.discardTemporary(temporary) }
        states = [:]
    }
}
