import Testing
import TokenFoundation
import LanguageServerProtocol

/// Random bytes and random damage to valid frames thrown at the framer and the decoder: nothing traps, nothing
/// over the limits is ever held, and every frame comes out as a message or a typed error.
@Suite struct FuzzTests {
    static let limits = MessageFramer.Limits(maximumHeader: 256, maximumBody: 4096)

    static let valid: [[UInt8]] = [
        Message.request(Request(id: .number(1), method: "initialize", params: InitializeParams(rootUri: "file:///w", positionEncodings: ["utf-16"]).json)),
        Message.notification(Notification(method: "textDocument/didChange", params: DidChangeTextDocumentParams(
            textDocument: VersionedTextDocumentIdentifier(uri: "file:///a%20b.json", version: 2),
            contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 2)), text: "é😀\r\n")]).json)),
        Message.request(Request(id: .string("7"), method: "textDocument/hover", params: TextDocumentPositionParams(
            textDocument: TextDocumentIdentifier(uri: "file:///x"), position: Position(line: 3, character: 9)).json)),
        Message.notification(Notification(method: "$/cancelRequest", params: CancelParams(id: .number(1)).json)),
        Message.response(Response(id: .number(4), error: ResponseError(.contentModified, "stale"))),
    ].map { MessageFramer.frame($0.encoded()) }

    /// Feeds `stream` in random chunks, decoding every body, and checks the framer's bounds after each chunk.
    static func run(_ stream: [UInt8], _ random: inout SeededRandom) -> (messages: Int, errors: Int) {
        var framer = MessageFramer(limits: limits)
        var messages = 0, errors = 0
        for chunk in random.chunks(of: stream, maximum: 97) {
            for result in framer.feed(chunk) {
                switch result {
                case .success(let body):
                    #expect(body.count <= limits.maximumBody)
                    do {
                        let message = try Message.decode(body)
                        messages += 1
                        // What was read can be written again and reads the same.
                        #expect(try Message.decode(message.encoded()) == message)
                        decodeParams(message)
                    } catch {
                        errors += 1
                        #expect([ErrorCode.parseError, .invalidRequest].contains(error.error.code))
                    }
                case .failure:
                    errors += 1
                }
            }
            #expect(framer.bufferedByteCount <= max(limits.maximumHeader, limits.maximumBody))
        }
        _ = framer.finish()
        return (messages, errors)
    }

    /// Decodes the params of a message as each type that could hold them: only typed errors may come out.
    static func decodeParams(_ message: Message) {
        let params: JSONValue
        switch message {
        case .request(let r): params = r.params ?? .null
        case .notification(let n): params = n.params ?? .null
        case .response: return
        }
        _ = try? InitializeParams(json: params)
        _ = try? DidChangeTextDocumentParams(json: params)
        _ = try? TextDocumentPositionParams(json: params)
        _ = try? CancelParams(json: params)
        if let change = try? DidChangeTextDocumentParams(json: params) {
            var document = DocumentText("é😀\nab\r\ncd")
            document.apply(change.contentChanges)
        }
    }

    @Test func randomBytes() {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<200 {
            let stream = (0..<Int.random(in: 0...2000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            _ = Self.run(stream, &random)
        }
    }

    @Test func randomBytesAfterAPlausibleHeader() {
        var random = SeededRandom(seed: 42)
        let alphabet = Array(#"{}[]":,0123456789.-eE truefalsnul\"#.utf8)
        for _ in 0..<300 {
            let body = (0..<Int.random(in: 0...200, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            _ = Self.run(MessageFramer.frame(body), &random)
        }
    }

    @Test func mutationsOfValidFrames() {
        var random = SeededRandom(seed: 1234)
        let pristine = Self.valid.joined()
        let clean = Self.run(Array(pristine), &random)
        #expect(clean == (Self.valid.count, 0))
        var messages = 0, errors = 0
        for _ in 0..<400 {
            var stream = Array(pristine)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = Int.random(in: 0..<stream.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: stream[at] = UInt8.random(in: 0...255, using: &random)
                case 1: stream.remove(at: at)
                case 2: stream.insert(UInt8.random(in: 0...255, using: &random), at: at)
                case 3: stream.insert(contentsOf: Array("Content-Length: 99999999999\r\n".utf8), at: at)
                default:
                    let end = min(stream.count, at + Int.random(in: 1...40, using: &random))
                    stream.removeSubrange(at..<end)
                }
                if stream.isEmpty { break }
            }
            let outcome = Self.run(stream, &random)
            messages += outcome.messages
            errors += outcome.errors
        }
        // The damage leaves some frames whole and breaks others, so both paths ran.
        #expect(messages > 400 && errors > 400)
    }

    @Test func aLyingContentLengthNeverHoldsMoreThanTheLimit() {
        var random = SeededRandom(seed: 99)
        var framer = MessageFramer(limits: Self.limits)
        let results = framer.feed(Array("Content-Length: \(Self.limits.maximumBody + 1)\r\n\r\n".utf8))
        #expect(results == [.failure(.bodyTooLarge(length: Self.limits.maximumBody + 1, limit: Self.limits.maximumBody))])
        // The body it announced is dropped as it comes, never held.
        for _ in 0..<(Self.limits.maximumBody / 97) {
            #expect(framer.feed((0..<97).map { _ in UInt8.random(in: 0...255, using: &random) }).isEmpty)
            #expect(framer.bufferedByteCount == 0)
        }
        // After it, random bytes are read as a header, which is cut off at its limit.
        for _ in 0..<100 {
            _ = framer.feed((0..<97).map { _ in UInt8.random(in: 0...255, using: &random) })
            #expect(framer.bufferedByteCount <= Self.limits.maximumHeader)
        }
    }
}
