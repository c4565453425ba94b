/// Where each output file goes the moment it is rendered, on the thread that rendered it.
///
/// Emitters hand every file they finish to their sink and keep what it gives back. `OutputSink.keep` gives
/// each file back whole, so the emitter's result holds every file's bytes (what tests, previews and
/// `--swift-file` use). The command line's build instead stores each file beside its destination at once and
/// keeps only its path, so a build holds the files being rendered, not all of them.
///
/// A sink may also take a file in pieces as it is rendered (`stream(_:)`): an emitter of a very large file then
/// holds a piece of it at a time, not all of it.
///
/// Large values an emitter has finished with go to the sink's release hook (`retire(_:)`).
///
/// A sink may also keep files between builds (`kept(_:from:)`): an emitter that knows what a file is rendered
/// from asks first, and renders only what the sink does not already hold as rendered from the same.
public struct OutputSink: Sendable {
    private let take: @Sendable (OutputFile) -> OutputFile
    private let open: (@Sendable (String) -> OutputFileStream)?
    private let release: ReleaseHook
    private let stopped: (@Sendable () -> Bool)?
    /// Files kept between builds (`file(_:from:render:)`); nil when the sink keeps none.
    private let reuse: OutputReuse?

    /// A sink that gives back what `take` returns for each file; with `open`, it also takes files in pieces.
    /// `release` takes what `retire(_:)` is given.
    public init(_ take: @escaping @Sendable (OutputFile) -> OutputFile,
                open: (@Sendable (String) -> OutputFileStream)? = nil, release: ReleaseHook = .now) {
        self.init(take, open: open, release: release, stopped: nil, reuse: nil)
    }

    private init(_ take: @escaping @Sendable (OutputFile) -> OutputFile, open: (@Sendable (String) -> OutputFileStream)?,
                 release: ReleaseHook, stopped: (@Sendable () -> Bool)?, reuse: OutputReuse?) {
        self.take = take
        self.open = open
        self.release = release
        self.stopped = stopped
        self.reuse = reuse
    }

    /// This sink, keeping files between builds through `reuse` (see `file(_:from:render:)`).
    public func reusing(_ reuse: OutputReuse) -> OutputSink {
        OutputSink(take, open: open, release: release, stopped: stopped, reuse: reuse)
    }

    /// The file at `path` and what rendering it reported: `render()`'s, or, when the sink already holds the file
    /// as rendered from inputs equal to `inputs` (and still as that build left it), the file without its bytes
    /// and what that build's rendering reported. `inputs` must state everything the file's bytes and findings
    /// depend on; it is made only for a sink that keeps files.
    public func file(_ path: String, from inputs: @autoclosure () -> RenderInputs,
                     render: () -> (file: OutputFile, diagnostics: [Diagnostic])) -> (file: OutputFile, diagnostics: [Diagnostic]) {
        guard keepsFiles else { return render() }
        let inputs = inputs()
        if let kept = kept(path, from: inputs) { return kept }
        let result = render()
        rendered(path, from: inputs, diagnostics: result.diagnostics)
        return result
    }

    /// True when the sink keeps files between builds (`reusing(_:)`) and takes more.
    public var keepsFiles: Bool { reuse != nil && !isStopped }

    /// The file at `path` without its bytes, and what rendering it reported, when the sink holds it as rendered
    /// from inputs equal to `inputs`; nil when it has to be rendered (then call `rendered(_:from:diagnostics:)`
    /// once it is). See `file(_:from:render:)`.
    public func kept(_ path: String, from inputs: RenderInputs) -> (file: OutputFile, diagnostics: [Diagnostic])? {
        guard let reuse, !isStopped, let found = reuse.find(path, inputs) else { return nil }
        return (OutputFile(path: found.path, contents: []), found.diagnostics)
    }

    /// Notes that the file at `path` was rendered from `inputs` and reported `diagnostics`, for the next build.
    public func rendered(_ path: String, from inputs: RenderInputs, diagnostics: [Diagnostic] = []) {
        reuse?.note(path, inputs, diagnostics)
    }

    /// True once the sink wants no more files (the build has failed, see `counting`): renderers start no other
    /// output, and `deliver` renders nothing more.
    public var isStopped: Bool { stopped?() ?? false }

    /// This sink with every file's bytes, and every piece of a streamed file, first given to `count` with the
    /// file's path: what it refuses (returns false for) is dropped, not passed on. `stopped` says when the sink
    /// wants no more files (`isStopped`).
    public func counting(_ count: @escaping @Sendable (String, Int) -> Bool, stopped: @escaping @Sendable () -> Bool) -> OutputSink {
        var opener: (@Sendable (String) -> OutputFileStream)?
        if let open {
            opener = { path in
                let stream = open(path)
                return OutputFileStream(pieceSize: stream.pieceSize, write: { piece in
                    if count(path, piece.count) { stream.write(piece) }
                }, finish: stream.finish)
            }
        }
        // A kept file counts as many bytes as it holds.
        let counted = reuse.map { reuse in
            OutputReuse(find: { path, inputs in
                guard let found = reuse.find(path, inputs), count(path, found.size) else { return nil }
                return found
            }, note: reuse.note)
        }
        return OutputSink({ [take] file in
            count(file.path, file.contents.count) ? take(file) : OutputFile(path: file.path, contents: [])
        }, open: opener, release: release, stopped: stopped, reuse: counted)
    }

    /// Takes a large value the emitter has finished with (a brand's lowered tokens, say), passed with `consume`,
    /// and hands it to the sink's release hook.
    public func retire(_ value: consuming Any) {
        release(value)
    }

    /// This sink, with `hook` taking what `retire(_:)` is given.
    public func releasing(with hook: ReleaseHook) -> OutputSink {
        OutputSink(take, open: open, release: hook, stopped: stopped, reuse: reuse)
    }

    /// A stream for the file at `path`, when this sink takes files in pieces; nil when it takes whole files.
    public func stream(_ path: String) -> OutputFileStream? {
        open?(path)
    }

    /// Gives every file back as it came.
    public static let keep = OutputSink { $0 }

    /// Hands `file` to the sink; returns what the emitter keeps of it.
    public func callAsFunction(_ file: OutputFile) -> OutputFile {
        take(file)
    }

    /// Hands the file at `path` to the sink as `render` writes it: in pieces when the sink takes them (`render`
    /// is given the stream, and returns the bytes it did not hand over), else whole (given nil, it returns them
    /// all). Returns what the emitter keeps of the file; a stopped sink (`isStopped`) gets nothing rendered.
    public func deliver(_ path: String, render: (OutputFileStream?) -> [UInt8]) -> OutputFile {
        if isStopped { return OutputFile(path: path, contents: []) }
        if let stream = stream(path) {
            stream.write(render(stream)[...])
            return stream.finish()
        }
        return take(OutputFile(path: path, contents: render(nil)))
    }

    /// This sink, given each file with `directory/` before its path (`.` or an empty directory adds nothing).
    public func under(_ directory: String) -> OutputSink {
        let dir = PathText.normalize(directory)
        guard !dir.isEmpty, dir != "." else { return self }
        var opener: (@Sendable (String) -> OutputFileStream)?
        if let open { opener = { path in open(dir + "/" + path) } }
        let prefixed = reuse.map { reuse in
            OutputReuse(find: { path, inputs in reuse.find(dir + "/" + path, inputs) },
                        note: { path, inputs, diagnostics in reuse.note(dir + "/" + path, inputs, diagnostics) })
        }
        return OutputSink({ [take] file in take(OutputFile(path: dir + "/" + file.path, contents: file.contents)) },
                          open: opener, release: release, stopped: stopped, reuse: prefixed)
    }
}


/// One file handed to a sink in pieces: `write` takes each piece, in order; `finish` ends the file and gives
/// back what the emitter keeps of it (as the sink's whole-file call would). `pieceSize` is about how many bytes
/// the sink wants at a time.
public struct OutputFileStream: Sendable {
    /// About how many bytes the sink wants in each piece.
    public let pieceSize: Int
    /// Takes the next piece of the file.
    public let write: @Sendable (ArraySlice<UInt8>) -> Void
    /// Ends the file and gives back what the emitter keeps of it.
    public let finish: @Sendable () -> OutputFile

    /// A stream that hands each piece to `write` and ends the file with `finish`.
    public init(pieceSize: Int, write: @escaping @Sendable (ArraySlice<UInt8>) -> Void,
                finish: @escaping @Sendable () -> OutputFile) {
        self.pieceSize = pieceSize
        self.write = write
        self.finish = finish
    }
}
