/// The bytes of one input file, with the path it is reported under.
///
/// The core never touches the file system: the CLI (or a test) reads the bytes and hands them over.
public struct SourceFile: Sendable, Hashable {
    /// The path as it appears in diagnostics (relative to the working directory where possible).
    public var path: String
    /// The file's raw bytes.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars, so a
    /// caret under a line that holds emoji lands where a reader expects.
    public func lineColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        var column = 1
        var j = lineStart
        while j < end {
            // Count only bytes that start a scalar (not UTF-8 continuation bytes).
            if bytes[j] & 0xC0 != 0x80 { column += 1 }
            j += 1
        }
        return (line, column)
    }

    /// The line and column of each of `offsets`, in one pass over the bytes (for many locations at once:
    /// calling `lineColumn(ofByte:)` for each would rescan the file every time).
    public func lineColumns(ofBytes offsets: [Int]) -> [Int: (line: Int, column: Int)] {
        var out: [Int: (line: Int, column: Int)] = [:]
        let targets = Set(offsets.map { min(max($0, 0), bytes.count) }).sorted()
        var next = 0
        var line = 1, column = 1
        var i = 0
        while next < targets.count {
            while next < targets.count && targets[next] == i {
                out[targets[next]] = (line, column)
                next += 1
            }
            guard i < bytes.count else { break }
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        for o in offsets where out[o] == nil { out[o] = out[min(max(o, 0), bytes.count)] }
        return out
    }

    /// The text of a 1-based line, without its line break (lossy UTF-8 decoding).
    public func lineText(_ line: Int) -> String? {
        var current = 1
        var start = 0
        var i = 0
        while i < bytes.count && current < line {
            if bytes[i] == 0x0A { current += 1; start = i + 1 }
            i += 1
        }
        guard current == line, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        var slice = Array(bytes[start..<end])
        if slice.last == 0x0D { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
