/// The base protocol of LSP: each message is a header (`Content-Length: N`, optionally `Content-Type`, each line
/// ended by CRLF, then an empty line) and a body of exactly N bytes.
///
/// `feed` takes the bytes as they arrive, in chunks of any size: a message split across reads, several in one.
/// It never traps and never buffers more than `Limits.maximumHeader` header bytes or a body longer than
/// `Limits.maximumBody`. A frame it cannot read is reported as a `FramingError`, and reading goes on: the framer
/// drops bytes until the next `Content-Length:`, the start of the next header. It does not count off the body
/// of a frame it refuses, as the length may be the error: a client that announced more than it sends would
/// otherwise never be heard again.
package struct MessageFramer: Sendable {
    /// How much one frame may hold.
    package struct Limits: Sendable, Hashable {
        /// The most bytes a header (all its lines) may have.
        package var maximumHeader: Int
        /// The most bytes a body may have.
        package var maximumBody: Int

        package init(maximumHeader: Int = 8 << 10, maximumBody: Int = 64 << 20) {
            self.maximumHeader = maximumHeader
            self.maximumBody = maximumBody
        }
    }

    /// A frame that could not be read.
    package enum FramingError: Error, Hashable, Sendable {
        /// The header had no end within `limit` bytes.
        case headerTooLarge(limit: Int)
        /// A header line is not `Name: value`.
        case malformedHeaderLine(String)
        /// The header has no `Content-Length`.
        case missingContentLength
        /// `Content-Length` is not a non-negative decimal integer, or is given twice with different values.
        case invalidContentLength(String)
        /// The body is longer than `limit` bytes; `length` is nil when the number does not even fit an `Int`.
        case bodyTooLarge(length: Int?, limit: Int)
        /// `Content-Type` names a charset other than UTF-8.
        case unsupportedCharset(String)
        /// The stream ended inside a frame (`finish`).
        case truncated(expected: Int?, received: Int)
    }

    package let limits: Limits

    private enum State: Sendable {
        /// Reading header lines into `buffer`; `lineStart` is where the current line starts in it.
        case header(lineStart: Int)
        /// Reading a body of `length` bytes into `buffer`.
        case body(length: Int)
        /// Dropping bytes until `Content-Length:`; `matched` is how much of it the last bytes dropped match.
        case resynchronising(matched: Int)
    }

    private var state: State = .header(lineStart: 0)
    private var buffer: [UInt8] = []

    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// How many bytes the framer holds: never more than the larger of the two limits.
    package var bufferedByteCount: Int { buffer.count }

    /// Reads `chunk`, returning each frame it completes, in order: its body, or why it could not be read.
    package mutating func feed(_ chunk: [UInt8]) -> [Result<[UInt8], FramingError>] {
        feed(chunk[...])
    }

    /// Reads `chunk`, returning each frame it completes, in order: its body, or why it could not be read.
    package mutating func feed(_ chunk: ArraySlice<UInt8>) -> [Result<[UInt8], FramingError>] {
        var out: [Result<[UInt8], FramingError>] = []
        var bytes = chunk
        while !bytes.isEmpty {
            switch state {
            case .header(let lineStart):
                readHeader(&bytes, lineStart: lineStart, into: &out)
            case .body(let length):
                let n = min(length - buffer.count, bytes.count)
                buffer.append(contentsOf: bytes.prefix(n))
                bytes = bytes.dropFirst(n)
                if buffer.count == length {
                    out.append(.success(buffer))
                    buffer = []
                    state = .header(lineStart: 0)
                }
            case .resynchronising(let matched):
                resynchronise(&bytes, matched: matched)
            }
        }
        // A body that completes exactly at the end of a chunk was handled above; an empty body needs no bytes.
        if case .body(0) = state {
            out.append(.success([]))
            state = .header(lineStart: 0)
        }
        return out
    }

    /// The error for a stream that ends here, nil when it ends between frames.
    package func finish() -> FramingError? {
        switch state {
        case .header:
            let started = buffer.contains { $0 != Self.carriageReturn && $0 != Self.lineFeed }
            return started ? .truncated(expected: nil, received: buffer.count) : nil
        case .body(let length): return .truncated(expected: length, received: buffer.count)
        case .resynchronising: return nil
        }
    }

    /// The frame of `body`: its header, then the body.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    // MARK: Header

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    private mutating func readHeader(_ bytes: inout ArraySlice<UInt8>, lineStart: Int,
                                     into out: inout [Result<[UInt8], FramingError>]) {
        var lineStart = lineStart
        while let end = bytes.firstIndex(of: Self.lineFeed) {
            let line = bytes[..<end]
            bytes = bytes[bytes.index(after: end)...]
            guard buffer.count + line.count + 1 <= limits.maximumHeader else {
                fail(.headerTooLarge(limit: limits.maximumHeader), into: &out)
                return
            }
            buffer.append(contentsOf: line)
            buffer.append(Self.lineFeed)
            let isEmpty = buffer.count - lineStart == 1 || (buffer.count - lineStart == 2 && buffer[lineStart] == Self.carriageReturn)
            if isEmpty {
                if lineStart == 0 {
                    // Blank lines between frames are skipped.
                    buffer.removeAll(keepingCapacity: true)
                } else {
                    endHeader(into: &out)
                    return
                }
            } else if let problem = Self.malformed(buffer[lineStart...]) {
                // Refused at once, so a frame that starts on the next line is still read.
                fail(problem, into: &out)
                return
            }
            lineStart = buffer.count
        }
        guard buffer.count + bytes.count <= limits.maximumHeader else {
            fail(.headerTooLarge(limit: limits.maximumHeader), into: &out)
            return
        }
        buffer.append(contentsOf: bytes)
        bytes = bytes[bytes.endIndex...]
        state = .header(lineStart: lineStart)
    }

    /// The error for a header line (its line feed included) that is not `Name: value`; nil when it is one.
    private static func malformed(_ rawLine: ArraySlice<UInt8>) -> FramingError? {
        var line = rawLine.dropLast()
        if line.last == carriageReturn { line = line.dropLast() }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return .malformedHeaderLine(text(line)) }
        return nil
    }

    /// Parses the complete header in `buffer` and starts reading its body.
    private mutating func endHeader(into out: inout [Result<[UInt8], FramingError>]) {
        var length: Int?
        var charsetError: FramingError?
        for rawLine in buffer.split(separator: Self.lineFeed) {
            let line = rawLine.last == Self.carriageReturn ? rawLine.dropLast() : rawLine
            // Every line has a colon after its name (`malformed`, as it was read).
            guard !line.isEmpty, let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = Self.text(line[..<colon]).lowercased()
            let value = Self.text(line[line.index(after: colon)...]).trimmingBlanks
            switch name {
            case "content-length":
                guard !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
                    return fail(.invalidContentLength(value), into: &out)
                }
                guard let n = Int(value) else {
                    return fail(.bodyTooLarge(length: nil, limit: limits.maximumBody), into: &out)
                }
                if let length, length != n { return fail(.invalidContentLength("\(length) and \(n)"), into: &out) }
                length = n
            case "content-type":
                if let charset = Self.charset(of: value), !["utf-8", "utf8"].contains(charset.lowercased()) {
                    charsetError = .unsupportedCharset(charset)
                }
            default:
                break
            }
        }
        guard let length else { return fail(.missingContentLength, into: &out) }
        if let charsetError { return fail(charsetError, into: &out) }
        guard length <= limits.maximumBody else { return fail(.bodyTooLarge(length: length, limit: limits.maximumBody), into: &out) }
        buffer.removeAll(keepingCapacity: true)
        // Room for the body as announced, up to a point: the bytes may never come.
        buffer.reserveCapacity(min(length, 1 << 20))
        state = .body(length: length)
    }

    /// Reports `error` and drops bytes until the next header.
    private mutating func fail(_ error: FramingError, into out: inout [Result<[UInt8], FramingError>]) {
        out.append(.failure(error))
        buffer.removeAll(keepingCapacity: false)
        state = .resynchronising(matched: 0)
    }

    // MARK: Resynchronising

    private static let contentLength = Array("content-length:".utf8)

    /// Drops bytes up to and including the next `Content-Length:` (in any case), then reads the header it starts.
    /// Frames follow each other with nothing between them, so it is looked for anywhere, not at line starts.
    private mutating func resynchronise(_ bytes: inout ArraySlice<UInt8>, matched: Int) {
        var matched = matched
        while let byte = bytes.popFirst() {
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if lower == Self.contentLength[matched] {
                matched += 1
                if matched == Self.contentLength.count {
                    buffer = Array("Content-Length:".utf8)
                    state = .header(lineStart: 0)
                    return
                }
            } else {
                // The name's first letter occurs nowhere else in it, so a mismatch can only restart the match.
                matched = lower == Self.contentLength[0] ? 1 : 0
            }
        }
        state = .resynchronising(matched: matched)
    }

    // MARK: Text

    /// Header bytes as text for a message: invalid UTF-8 replaced, at most 80 characters.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let s = String(decoding: bytes.prefix(320), as: UTF8.self)
        return s.count > 80 ? String(s.prefix(80)) + "…" : s
    }

    /// The `charset` parameter of a `Content-Type` value, if it has one.
    private static func charset(of contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingBlanks.lowercased() == "charset" else { continue }
            return parts[1].trimmingBlanks.trimmingCharacters(in: "\"")
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without `c` at either end.
    fileprivate func trimmingCharacters(in c: Character) -> String {
        var s = Substring(self)
        while s.first == c { s = s.dropFirst() }
        while s.last == c { s = s.dropLast() }
        return String(s)
    }
}
