/// The lines of a document's UTF-8 bytes, for turning byte offsets into LSP positions and back.
///
/// Lines end at LF, CRLF or a lone CR, as the specification says. A position's `character` counts code units
/// of the negotiated encoding: UTF-16 units (an emoji counts 2), UTF-8 bytes or Unicode scalars. Positions a
/// client may send that point nowhere are clamped, never rejected: a character past the end of its line means
/// the line's end (before its line break), a line past the last means the end of the document, and a position
/// inside a character (between the two UTF-16 units of an emoji) means that character's start. Bytes that are
/// not UTF-8 count one unit each.
package struct LineTable: Sendable, Hashable {
    /// The document's bytes.
    package let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    package let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A:
                starts.append(i + 1)
            case 0x0D:
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            default:
                break
            }
            i += 1
        }
        lineStarts = starts
    }

    package init(_ text: String) { self.init(Array(text.utf8)) }

    /// The number of lines: one more than the number of line breaks.
    package var lineCount: Int { lineStarts.count }

    /// The byte range of line `line`'s text, without its line break.
    package func contentRange(ofLine line: Int) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte offset `position` names, clamped as the type describes.
    package func offset(of position: Position, encoding: PositionEncoding = .utf16) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        let content = contentRange(ofLine: position.line)
        var offset = content.lowerBound
        var units = 0
        while offset < content.upperBound {
            let length = sequenceLength(at: offset, end: content.upperBound)
            let width = Self.units(length: length, encoding: encoding)
            if units + width > position.character { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The position of byte `offset` (clamped to the document; an offset inside a line break or a character
    /// is the position of the line's end or of the character).
    package func position(of offset: Int, encoding: PositionEncoding = .utf16) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let content = contentRange(ofLine: low)
        let end = min(offset, content.upperBound)
        var i = content.lowerBound
        var units = 0
        while i < end {
            let length = sequenceLength(at: i, end: content.upperBound)
            if i + length > end { break }
            units += Self.units(length: length, encoding: encoding)
            i += length
        }
        return Position(line: low, character: units)
    }

    /// The byte range `range` names; a range whose end comes before its start is taken the other way round.
    package func byteRange(of range: LSPRange, encoding: PositionEncoding = .utf16) -> Range<Int> {
        let a = offset(of: range.start, encoding: encoding)
        let b = offset(of: range.end, encoding: encoding)
        return min(a, b)..<max(a, b)
    }

    /// The range of `bytes`, as positions.
    package func range(of bytes: Range<Int>, encoding: PositionEncoding = .utf16) -> LSPRange {
        LSPRange(start: position(of: bytes.lowerBound, encoding: encoding), end: position(of: bytes.upperBound, encoding: encoding))
    }

    /// The number of bytes of the UTF-8 sequence at `i`, which ends by `end`: 1 for a byte that does not start
    /// a whole sequence.
    private func sequenceLength(at i: Int, end: Int) -> Int {
        let length: Int
        switch bytes[i] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard i + length <= end else { return 1 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 1 }
        return length
    }

    /// The code units of one character of `length` UTF-8 bytes.
    private static func units(length: Int, encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// The text of an open document, kept in step with the client's changes (incremental sync).
package struct DocumentText: Sendable, Hashable {
    package private(set) var lines: LineTable
    package var version: Int

    package init(_ text: String, version: Int = 0) {
        lines = LineTable(text)
        self.version = version
    }

    package var bytes: [UInt8] { lines.bytes }
    package var text: String { String(decoding: lines.bytes, as: UTF8.self) }

    /// Applies `changes` in order, each to the text the one before it left, then takes `version`.
    package mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int? = nil,
                                encoding: PositionEncoding = .utf16) {
        for change in changes { apply(change, encoding: encoding) }
        if let version { self.version = version }
    }

    /// Applies one change: the whole text when it has no range, else the text of its range (clamped as
    /// `LineTable` clamps positions).
    package mutating func apply(_ change: TextDocumentContentChangeEvent, encoding: PositionEncoding = .utf16) {
        guard let range = change.range else {
            lines = LineTable(change.text)
            return
        }
        var bytes = lines.bytes
        bytes.replaceSubrange(lines.byteRange(of: range, encoding: encoding), with: change.text.utf8)
        lines = LineTable(bytes)
    }
}
