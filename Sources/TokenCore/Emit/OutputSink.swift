/// Where each output file goes the moment it is rendered, on the thread that rendered it.
///
/// Emitters hand every file they finish to their sink and keep what it gives back. `OutputSink.keep` gives
/// each file back whole, so the emitter's result holds every file's bytes (what tests, previews and
/// `--swift-file` use). The command line's build instead stores each file beside its destination at once and
/// keeps only its path, so a build holds the files being rendered, not all of them: at 1M tokens the outputs
/// are ~3.5 GB.
public struct OutputSink: Sendable {
    private let take: @Sendable (OutputFile) -> OutputFile

    /// A sink that gives back what `take` returns for each file.
    public init(_ take: @escaping @Sendable (OutputFile) -> OutputFile) {
        self.take = take
    }

    /// Gives every file back as it came.
    public static let keep = OutputSink { $0 }

    /// Hands `file` to the sink; returns what the emitter keeps of it.
    public func callAsFunction(_ file: OutputFile) -> OutputFile {
        take(file)
    }

    /// This sink, given each file with `directory/` before its path (`.` or an empty directory adds nothing).
    public func under(_ directory: String) -> OutputSink {
        let dir = PathText.normalize(directory)
        guard !dir.isEmpty, dir != "." else { return self }
        return OutputSink { [take] file in take(OutputFile(path: dir + "/" + file.path, contents: file.contents)) }
    }
}
