import Foundation
import TokenCore

/// Stores each output the moment it is rendered, so a build never holds all its outputs in memory (at 1M tokens
/// they are ~3.5 GB): the renderer hands every file to `sink`, on the thread that rendered it, and keeps only
/// its path.
///
/// An output whose path is invalid is only noted (nothing is written for it). One whose bytes are already on
/// disk is noted as unchanged. Any other is written to a temporary file beside its destination, flushed to
/// disk — or, with `--check`, only noted as missing or stale. Nothing on disk changes until
/// `OutputWriter.apply` renames the temporary files over their outputs, once the whole build has succeeded;
/// when it has not, `discard` removes the temporary files and any directory staging created, so a failed
/// build leaves the output directory as it found it.
final class OutputStaging: @unchecked Sendable {
    /// What staging found or did for one output.
    enum State {
        /// The file on disk already has these bytes.
        case unchanged
        /// The output is missing or stale; `temporary` holds its new bytes (nil with `--check`).
        case changed(OutputWriter.Change.Kind, temporary: String?)
        /// The path cannot be written (it leaves the output directory, or a non-file is in the way).
        case invalid(Diagnostic)
        /// Writing the temporary file failed, as described.
        case failed(String)
    }

    private let writer: OutputWriter
    private let check: Bool
    /// The output directory's real path, for `OutputWriter.pathProblem`.
    private let root: String
    private let lock = NSLock()
    /// By path relative to the output directory. Guarded by `lock`.
    private var states: [String: State] = [:]
    /// Directories staging made, parents first. Guarded by `lock`.
    private var created: [String] = []

    /// Staging for `writer`'s directory; with `check`, nothing is written at all.
    init(writer: OutputWriter, check: Bool) {
        self.writer = writer
        self.check = check
        root = OutputWriter.realPath(writer.directory)
    }

    /// Stages each file it is given and gives it back without its bytes.
    var sink: OutputSink {
        OutputSink { [self] file in
            stage(file)
            return OutputFile(path: file.path, contents: [])
        }
    }

    /// What staging found for the output at `path` (relative to the output directory), if it was given one.
    func state(of path: String) -> State? {
        lock.withLock { states[path] }
    }

    /// The path problems, in the order of `files`.
    func pathProblems(_ files: [OutputFile]) -> [Diagnostic] {
        files.compactMap { f in
            if case .invalid(let d) = state(of: f.path) { return d }
            return nil
        }
    }

    /// The first temporary file that could not be written, in the order of `files`.
    func firstFailure(_ files: [OutputFile]) -> String? {
        files.lazy.compactMap { f -> String? in
            if case .failed(let why) = self.state(of: f.path) { return why }
            return nil
        }.first
    }

    /// Removes every temporary file, then every directory staging created that is still empty.
    func discard() {
        lock.withLock {
            for case .changed(_, let temporary?) in states.values { unlink(temporary) }
            states = [:]
            for directory in created.reversed() { rmdir(directory) }
            created = []
        }
    }

    private func stage(_ file: OutputFile) {
        let full = PathText.join(writer.directory, file.path)
        let state: State
        if let problem = writer.pathProblem(file.path, root: root) {
            state = .invalid(problem)
        } else {
            switch FileSystem.compare(file.contents, withFileAt: full) {
            case .same: state = .unchanged
            case let comparison:
                let kind: OutputWriter.Change.Kind = comparison == .missing ? .missing : .stale
                if check {
                    state = .changed(kind, temporary: nil)
                } else {
                    do {
                        try makeDirectory(PathText.directory(of: full))
                        state = .changed(kind, temporary: try FileSystem.writeTemporary(file.contents, beside: full))
                    } catch {
                        state = .failed("\(error)")
                    }
                }
            }
        }
        lock.withLock {
            // The same path given twice: the last one stands, as it would have on disk.
            if case .changed(_, let earlier?) = states[file.path] { unlink(earlier) }
            states[file.path] = state
        }
    }

    /// Creates `directory` and its missing parents, noting each one made so `discard` can take it away.
    private func makeDirectory(_ directory: String) throws {
        guard !directory.isEmpty else { return }
        try lock.withLock {
            var missing: [String] = []
            var d = directory
            var info = stat()
            while !d.isEmpty, d != ".", d != "/", stat(d, &info) != 0 {
                missing.append(d)
                let parent = PathText.directory(of: d)
                guard parent != d else { break }
                d = parent
            }
            for m in missing.reversed() {
                if mkdir(m, 0o755) == 0 {
                    created.append(m)
                } else if errno != EEXIST {
                    throw FileSystem.POSIXError(errno, path: m)
                }
            }
        }
    }
}
