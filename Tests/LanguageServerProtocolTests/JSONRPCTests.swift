import Testing
import TokenFoundation
import LanguageServerProtocol

/// JSON-RPC 2.0 messages decoded from bytes, with the error response every malformed one calls for.
@Suite struct JSONRPCTests {
    static func decode(_ text: String) -> Result<Message, InvalidMessage> {
        Result { () throws(InvalidMessage) in try Message.decode(Array(text.utf8)) }
    }

    static func failure(_ text: String) -> InvalidMessage? {
        guard case .failure(let f) = decode(text) else { return nil }
        return f
    }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try Self.decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":1}}"#).get()
            == .request(Request(id: .number(1), method: "initialize", params: ["a": 1])))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","id":"abc","method":"shutdown"}"#).get()
            == .request(Request(id: .string("abc"), method: "shutdown")))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","id":-7,"method":"m","params":null}"#).get()
            == .request(Request(id: .number(-7), method: "m")))
        #expect(try Self.decode(#"{"method":"exit","jsonrpc":"2.0"}"#).get() == .notification(Notification(method: "exit")))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":[1]}"#).get()
            == .notification(Notification(method: "$/cancelRequest", params: [1])))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#).get() == .response(Response(id: .number(3), result: .success(.null))))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad","data":[1]}}"#).get()
            == .response(Response(id: nil, error: ResponseError(.parseError, "bad", data: [1]))))
    }

    @Test func textThatIsNotJSONIsAParseErrorWithANullId() {
        for text in ["", "   ", "{", #"{"jsonrpc":"2.0","id":1,"method":"m""#, "{\"a\":1} x", "nul", "{\"a\":\"\u{0}\"}", "[1,]]"] {
            let f = Self.failure(text)
            #expect(f?.error.code == .parseError, "\(text)")
            #expect(f?.reply == Response(id: nil, error: f!.error), "\(text)")
        }
        let invalidUTF8 = Result { () throws(InvalidMessage) in try Message.decode([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]) }
        #expect(throws: InvalidMessage.self) { try invalidUTF8.get() }
    }

    @Test func everyInvalidRequest() {
        let cases: [(String, RequestID?, String)] = [
            (#"[]"#, nil, "batches are not supported"),
            (#"[{"jsonrpc":"2.0","method":"a"}]"#, nil, "batches are not supported"),
            (#"1"#, nil, "expected an object, found number"),
            (#"-2.5e3"#, nil, "expected an object, found number"),
            (#"true"#, nil, "expected an object, found boolean"),
            (#"null"#, nil, "expected an object, found null"),
            (#""x""#, nil, "expected an object, found string"),
            (#"{"id":1,"method":"m"}"#, .number(1), #"missing "jsonrpc": "2.0""#),
            (#"{"jsonrpc":"1.0","id":"a","method":"m"}"#, .string("a"), #""jsonrpc" must be "2.0""#),
            (#"{"jsonrpc":2.0,"method":"m"}"#, nil, #""jsonrpc" must be "2.0""#),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil, "id must be an integer or a string, found the number 1.5"),
            (#"{"jsonrpc":"2.0","id":true,"method":"m"}"#, nil, "id must be an integer or a string, found boolean"),
            (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil, "id must be an integer or a string, found null"),
            (#"{"jsonrpc":"2.0","id":{},"method":"m"}"#, nil, "id must be an integer or a string, found object"),
            (#"{"jsonrpc":"2.0","id":1e300,"method":"m"}"#, nil, "id must be an integer or a string, found the number 1e+300"),
            (#"{"jsonrpc":"2.0","id":2,"method":7}"#, .number(2), "method must be a string, found number"),
            (#"{"jsonrpc":"2.0","method":"m","params":"p"}"#, nil, "params must be an object or an array, found string"),
            (#"{"jsonrpc":"2.0","id":4,"method":"m","params":3}"#, .number(4), "params must be an object or an array, found number"),
            (#"{"jsonrpc":"2.0"}"#, nil, #"missing "method", or the id of a response"#),
            (#"{"jsonrpc":"2.0","id":5}"#, .number(5), #"missing "method", or "result" or "error" of a response"#),
        ]
        for (text, id, reason) in cases {
            let f = Self.failure(text)
            #expect(f?.error == ResponseError(.invalidRequest, "invalid request: \(reason)"), "\(text)")
            #expect(f?.id == id, "\(text)")
            #expect(f?.reply == Response(id: id, error: ResponseError(.invalidRequest, "invalid request: \(reason)")), "\(text)")
        }
    }

    @Test func aMalformedResponseIsNeverAnswered() {
        let cases = [
            #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":null,"result":1}"#,
            #"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#,
            #"{"jsonrpc":"2.0","id":[],"result":1}"#,
            #"{"jsonrpc":"2.0","result":1}"#,
            #"{"id":1,"result":1}"#,
        ]
        for text in cases {
            let f = Self.failure(text)
            #expect(f?.error.code == .invalidRequest, "\(text)")
            #expect(f != nil && f?.reply == nil, "\(text)")
        }
        #expect(Self.failure(#"{"jsonrpc":"2.0","id":1,"error":{"code":1}}"#)?.error.message == "invalid request: error.message: missing required member")
    }

    @Test func messagesRoundTripThroughBytes() throws {
        let messages: [Message] = [
            .request(Request(id: .number(1), method: "initialize", params: ["rootUri": nil, "capabilities": [:]])),
            .request(Request(id: .string("é/1"), method: "textDocument/hover", params: ["position": ["line": 0, "character": 4]])),
            .notification(Notification(method: "exit")),
            .notification(Notification(method: "$/cancelRequest", params: CancelParams(id: .number(9)).json)),
            .response(Response(id: .number(1), result: .success(.null))),
            .response(Response(id: .string("2"), result: .success(["a": [1, "b", true]]))),
            .response(Response(id: nil, error: ResponseError(.parseError, "parse error"))),
            .response(Response(id: .number(3), error: ResponseError(.requestCancelled, "cancelled", data: ["why": "user"]))),
        ]
        for message in messages {
            #expect(try Message.decode(message.encoded()) == message)
        }
        #expect(String(decoding: Message.response(Response(id: .number(1), result: .success(.null))).encoded(), as: UTF8.self)
            == #"{"jsonrpc":"2.0","id":1,"result":null}"#)
    }

    @Test func standardErrorCodes() {
        let codes: [(ErrorCode, Int)] = [
            (.parseError, -32700), (.invalidRequest, -32600), (.methodNotFound, -32601), (.invalidParams, -32602),
            (.internalError, -32603), (.serverNotInitialized, -32002), (.requestCancelled, -32800),
            (.contentModified, -32801), (.requestFailed, -32803),
        ]
        for (code, value) in codes { #expect(code.rawValue == value) }
    }

    @Test func cancelParamsNameTheRequest() throws {
        #expect(try CancelParams(json: ["id": 4]).id == .number(4))
        #expect(try CancelParams(json: ["id": "x"]).id == .string("x"))
        #expect(throws: JSONDecodingError("expected an integer or a string, found boolean", path: ["id"])) { try CancelParams(json: ["id": true]) }
    }
}
