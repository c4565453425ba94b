/// The bytes of one input file, with the path it is reported under.
///
/// The core never touches the file system: the CLI (or a test) reads the bytes and hands them over.
public struct SourceFile: Sendable, Hashable {
    /// The path as it appears in diagnostics (relative to the working directory where possible).
    public var path: String
    /// The file's raw bytes.
    public var bytes: [UInt8]

    /// The file reported as `path`, holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file reported as `path`, holding `text` as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset. Columns count Unicode scalars, so a
    /// caret under a line that holds emoji lands where a reader expects. Lines end at LF, CR or CRLF
    /// (`lineStarts`): a file saved with classic Mac line ends has as many lines as a reader sees.
    public func lineColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            if let next = Self.lineBreakEnd(bytes, at: i) {
                // A CRLF the offset points into (at its LF) has not ended the line yet.
                guard next <= end else { break }
                line += 1
                lineStart = next
                i = next
            } else {
                i += 1
            }
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
            // The CR of a CRLF is a column of its line; the LF ends it.
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
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
            if let next = Self.lineBreakEnd(bytes, at: i) {
                current += 1
                start = next
                i = next
            } else {
                i += 1
            }
        }
        guard current == line, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Where the line after the line break at `i` starts (`i + 1`, or `i + 2` after a CRLF), or nil when no
    /// line break is at `i`. The one definition of a line end: LF, CR, or CR then LF.
    @inline(__always)
    static func lineBreakEnd(_ bytes: [UInt8], at i: Int) -> Int? {
        switch bytes[i] {
        case 0x0A: return i + 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
        default: return nil
        }
    }

    /// The offset at which each line starts (the first is 0), with lines ending as `lineBreakEnd` says. A file
    /// without CR is searched for LF alone, with `memchr`.
    public static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { p in
            guard p.firstIndex(of: 0x0D, from: 0) != nil else {
                while let nl = p.firstIndex(of: 0x0A, from: starts[starts.count - 1]) { starts.append(nl + 1) }
                return
            }
            var from = 0
            var nextCR = p.firstIndex(of: 0x0D, from: 0)
            var nextLF = p.firstIndex(of: 0x0A, from: 0)
            while true {
                let start: Int
                switch (nextCR, nextLF) {
                case (let cr?, let lf?) where cr < lf: start = cr + 1 == lf ? lf + 1 : cr + 1
                case (_, let lf?): start = lf + 1
                case (let cr?, nil): start = cr + 1
                case (nil, nil): return
                }
                starts.append(start)
                from = start
                if let cr = nextCR, cr < from { nextCR = p.firstIndex(of: 0x0D, from: from) }
                if let lf = nextLF, lf < from { nextLF = p.firstIndex(of: 0x0A, from: from) }
            }
        }
        return starts
    }
}
