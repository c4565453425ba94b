import Testing
import TokenFoundation
import LanguageServerProtocol

/// The base protocol's frames read from bytes however they arrive, and every bad frame reported, never trapped.
@Suite struct MessageFramerTests {
    typealias FramingError = MessageFramer.FramingError

    static let bodies: [String] = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a","languageId":"json","version":1,"text":"é 😀\r\n"}}}"#,
        "",
        #"{"jsonrpc":"2.0","id":"x","result":null}"#,
    ]

    static var stream: [UInt8] {
        bodies.flatMap { MessageFramer.frame(Array($0.utf8)) }
    }

    /// Every body of `results`, or nil at the first error.
    static func bodies(_ results: [Result<[UInt8], FramingError>]) -> [String]? {
        var out: [String] = []
        for r in results {
            guard case .success(let b) = r else { return nil }
            out.append(String(decoding: b, as: UTF8.self))
        }
        return out
    }

    static func read(_ chunks: [ArraySlice<UInt8>], limits: MessageFramer.Limits = .init()) -> [Result<[UInt8], FramingError>] {
        var framer = MessageFramer(limits: limits)
        var out: [Result<[UInt8], FramingError>] = []
        for c in chunks { out += framer.feed(c) }
        #expect(framer.finish() == nil)
        return out
    }

    static func read(_ text: String, limits: MessageFramer.Limits = .init()) -> [Result<[UInt8], FramingError>] {
        read([Array(text.utf8)[...]], limits: limits)
    }

    @Test func wholeStreamInOneChunk() {
        #expect(Self.bodies(Self.read([Self.stream[...]])) == Self.bodies)
    }

    @Test func byteByByte() {
        let stream = Self.stream
        #expect(Self.bodies(Self.read(stream.indices.map { stream[$0...$0] })) == Self.bodies)
    }

    @Test func randomChunkings() {
        var random = SeededRandom(seed: 7)
        let stream = Self.stream
        for maximum in [2, 3, 5, 17, 64, 300] {
            for _ in 0..<50 {
                #expect(Self.bodies(Self.read(random.chunks(of: stream, maximum: maximum))) == Self.bodies)
            }
        }
    }

    @Test func twoMessagesInOneChunkAfterAPartialOne() {
        let stream = Self.stream
        let split = 10
        var framer = MessageFramer()
        #expect(framer.feed(stream[..<split]).isEmpty)
        #expect(Self.bodies(framer.feed(stream[split...])) == Self.bodies)
    }

    @Test func headerNamesAreCaseInsensitiveAndContentTypeIsRead() {
        let text = "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
            + "CONTENT-LENGTH:3\r\ncontent-type: application/vscode-jsonrpc; charset=\"utf8\"\r\n\r\n[1]"
            + "X-Other: ignored\r\nContent-Length: 1\r\n\r\n1"
        #expect(Self.bodies(Self.read(text)) == ["{}", "[1]", "1"])
    }

    @Test func blankLinesBetweenFramesAndBareLineFeedsAreTolerated() {
        #expect(Self.bodies(Self.read("\r\n\r\nContent-Length: 2\n\n{}\r\nContent-Length: 1\r\n\r\n1")) == ["{}", "1"])
    }

    @Test func badHeadersAreTypedErrorsAndReadingGoesOnAtTheNextHeader() {
        // The refused frame's body runs straight into the next header, as frames do.
        let next = #"{"jsonrpc":"2.0","method":"m"}"# + "Content-Length: 2\r\n\r\n{}"
        let cases: [(String, FramingError)] = [
            ("Content-Type: application/json\r\n\r\n", .missingContentLength),
            ("Content-Length: -1\r\n\r\n", .invalidContentLength("-1")),
            ("Content-Length: +2\r\n\r\n", .invalidContentLength("+2")),
            ("Content-Length: 1.5\r\n\r\n", .invalidContentLength("1.5")),
            ("Content-Length: 0x10\r\n\r\n", .invalidContentLength("0x10")),
            ("Content-Length:\r\n\r\n", .invalidContentLength("")),
            ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n", .invalidContentLength("2 and 3")),
            ("Content-Length 2\r\n\r\n", .malformedHeaderLine("Content-Length 2")),
            (": 2\r\n\r\n", .malformedHeaderLine(": 2")),
            ("Content-Length: 99999999999999999999999999\r\n\r\n", .bodyTooLarge(length: nil, limit: 64 << 20)),
        ]
        for (header, error) in cases {
            let results = Self.read(header + next)
            #expect(results.count == 2, "\(header)")
            #expect(results.first == .failure(error), "\(header)")
            #expect(results.last.flatMap { try? $0.get() } == Array("{}".utf8), "\(header)")
        }
    }

    @Test func aGarbageLineRightBeforeAFrameDoesNotCostTheFrame() {
        let text = "garbage\r\nContent-Length: 2\r\n\r\n{}Content-Length: 2\r\n\r\n[]"
        var random = SeededRandom(seed: 5)
        for chunks in [[Array(text.utf8)[...]], random.chunks(of: Array(text.utf8), maximum: 5)] {
            #expect(Self.read(chunks) == [.failure(.malformedHeaderLine("garbage")), .success(Array("{}".utf8)), .success(Array("[]".utf8))])
        }
    }

    @Test func anOversizedBodyIsDroppedUnbuffered() {
        let limits = MessageFramer.Limits(maximumHeader: 64, maximumBody: 16)
        let big = String(repeating: "x", count: 1000)
        let text = "Content-Length: 1000\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}"
        var framer = MessageFramer(limits: limits)
        var results: [Result<[UInt8], FramingError>] = []
        for byte in text.utf8 {
            results += framer.feed([byte])
            #expect(framer.bufferedByteCount <= 64)
        }
        #expect(results == [.failure(.bodyTooLarge(length: 1000, limit: 16)), .success(Array("{}".utf8))])
    }

    @Test func aContentLengthThatLiesIsNotWaitedFor() {
        let text = "Content-Length: 99999999\r\n\r\n{}Content-Length: 2\r\n\r\n[]"
        #expect(Self.read(text) == [.failure(.bodyTooLarge(length: 99_999_999, limit: 64 << 20)), .success(Array("[]".utf8))])
    }

    @Test func aBodyInAnotherCharsetIsRefused() {
        let text = "Content-Length: 4\r\nContent-Type: application/vscode-jsonrpc; charset=utf-16\r\n\r\n{ }\nContent-Length: 2\r\n\r\n{}"
        #expect(Self.read(text) == [.failure(.unsupportedCharset("utf-16")), .success(Array("{}".utf8))])
    }

    @Test func anEndlessHeaderIsCutOffAndTheNextFrameFound() {
        let limits = MessageFramer.Limits(maximumHeader: 32, maximumBody: 1024)
        let garbage = String(repeating: "a", count: 500)
        let text = "\(garbage)\nX: \(garbage)\r\n\r\nContent-Length: 2\r\n\r\n{}"
        var random = SeededRandom(seed: 3)
        for chunks in [[Array(text.utf8)[...]], random.chunks(of: Array(text.utf8), maximum: 7)] {
            let results = Self.read(chunks, limits: limits)
            #expect(results == [.failure(.headerTooLarge(limit: 32)), .success(Array("{}".utf8))])
        }
    }

    @Test func aStreamEndingInsideAFrameIsTruncated() {
        var framer = MessageFramer()
        _ = framer.feed(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
        #expect(framer.finish() == .truncated(expected: 10, received: 4))
        var header = MessageFramer()
        _ = header.feed(Array("Content-Len".utf8))
        #expect(header.finish() == .truncated(expected: nil, received: 11))
        var idle = MessageFramer()
        _ = idle.feed(Array("\r\n".utf8))
        #expect(idle.finish() == nil)
    }

    @Test func frameWritesTheHeader() {
        #expect(MessageFramer.frame(Array("{}".utf8)) == Array("Content-Length: 2\r\n\r\n{}".utf8))
        let body = Array(#"{"a":"é"}"#.utf8)
        #expect(String(decoding: MessageFramer.frame(body), as: UTF8.self).hasPrefix("Content-Length: 10\r\n\r\n"))
    }
}
