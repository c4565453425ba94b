/// `"outputBudget"` in tokenc.json: the most bytes one build may write, across all its outputs and in any one
/// file. A build that would write more stops with `limit-exceeded` before any output changes (see docs/config.md).
public struct OutputBudget: Sendable, Hashable {
    /// The default total, 1 GiB, or `defaultBytesPerSourceByte` for each byte of the sources when that is more:
    /// far above what real design systems write (the sample brands write 11 MB from 0.1 MB of sources; a generated
    /// 100,000-token tree 27 bytes per byte read), far below what aliases of one large value make of a small file.
    public static let defaultTotalBytes = 1 << 30
    /// The bytes allowed for each byte of the sources, when that makes a larger total than `defaultTotalBytes`.
    public static let defaultBytesPerSourceByte = 64

    /// The most bytes all outputs of one build may hold together; nil: the default for the sources' size
    /// (`total(sourceBytes:)`).
    public var totalBytes: Int?
    /// The most bytes one output file may hold; nil: only `totalBytes` bounds it.
    public var fileBytes: Int?
    /// Where the config sets `totalBytes` and `fileBytes` (nil: not set there).
    public var totalPointer: JSONPointer?
    /// Where the config sets `fileBytes` (nil: not set there).
    public var filePointer: JSONPointer?

    /// A budget of `totalBytes` and `fileBytes`; nil leaves each to its default.
    public init(totalBytes: Int? = nil, fileBytes: Int? = nil) {
        self.totalBytes = totalBytes
        self.fileBytes = fileBytes
    }

    /// The total for a build whose sources hold `sourceBytes` bytes.
    public func total(sourceBytes: Int) -> Int {
        totalBytes ?? max(Self.defaultTotalBytes, Self.defaultBytesPerSourceByte * sourceBytes)
    }
}

extension Config {
    /// Reads `"outputBudget": {"totalBytes": N, "fileBytes": N}`: each a whole number of bytes, at least 1.
    package static func outputBudget(_ r: inout ObjectReader) -> OutputBudget {
        var budget = OutputBudget()
        _ = r.object("outputBudget") { b in
            if let total = byteCount(&b, "totalBytes") {
                budget.totalBytes = total
                budget.totalPointer = b.pointer.appending("totalBytes")
            }
            if let file = byteCount(&b, "fileBytes") {
                budget.fileBytes = file
                budget.filePointer = b.pointer.appending("fileBytes")
            }
        }
        return budget
    }

    /// Member `key` of `b` as a positive whole number of bytes, or a `config-invalid` error there.
    private static func byteCount(_ b: inout ObjectReader, _ key: String) -> Int? {
        guard let n = b.number(key) else { return nil }
        guard n >= 1, n <= Double(Int.max / 2), n.rounded() == n else {
            b.report(key, "\"\(key)\" must be a whole number of bytes, at least 1")
            return nil
        }
        return Int(n)
    }
}
