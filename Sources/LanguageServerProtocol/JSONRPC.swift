import TokenFoundation

/// The id of a JSON-RPC request: an integer or a string, as the client chose.
package enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    /// The id `json` holds: an integer (within the range a double holds exactly) or a string.
    package init?(json: JSONValue) {
        switch json {
        case .string(let s): self = .string(s)
        case .number: guard let i = try? Int(json: json) else { return nil }; self = .number(i)
        default: return nil
        }
    }

    package var json: JSONValue {
        switch self {
        case .number(let i): return i.json
        case .string(let s): return .string(s)
        }
    }

    package var description: String {
        switch self {
        case .number(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}

/// A JSON-RPC error code: the standard ones and LSP's, and any other a peer sends.
package struct ErrorCode: RawRepresentable, Hashable, Sendable {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The message is not JSON.
    package static let parseError = ErrorCode(rawValue: -32700)
    /// The JSON is not a valid request object.
    package static let invalidRequest = ErrorCode(rawValue: -32600)
    package static let methodNotFound = ErrorCode(rawValue: -32601)
    package static let invalidParams = ErrorCode(rawValue: -32602)
    package static let internalError = ErrorCode(rawValue: -32603)
    /// A request before `initialize` (LSP).
    package static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The client cancelled the request (LSP).
    package static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The document changed while the request ran, so its result is stale (LSP).
    package static let contentModified = ErrorCode(rawValue: -32801)
    /// The request is valid but failed (LSP).
    package static let requestFailed = ErrorCode(rawValue: -32803)
}

/// The error of a failed request: a code, a message for people, and optional data.
package struct ResponseError: Error, Hashable, Sendable {
    package var code: ErrorCode
    package var message: String
    package var data: JSONValue?

    package init(_ code: ErrorCode, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

extension ResponseError: JSONCodable {
    package init(json: JSONValue) throws(JSONDecodingError) {
        let fields = try JSONFields(json)
        code = ErrorCode(rawValue: try fields.required("code"))
        message = try fields.required("message")
        data = fields.object["data"]
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("code", code.rawValue.json)
        o.set("message", .string(message))
        if let data { o.set("data", data) }
        return o.json
    }
}

/// A request: a method the receiver answers, with its params.
package struct Request: Hashable, Sendable {
    package var id: RequestID
    package var method: String
    package var params: JSONValue?

    package init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }
}

/// A notification: a method the receiver does not answer.
package struct Notification: Hashable, Sendable {
    package var method: String
    package var params: JSONValue?

    package init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }
}

/// The answer to a request: its result or its error. The id is nil (written `null`) only for an error about a
/// message whose id could not be read.
package struct Response: Hashable, Sendable {
    package var id: RequestID?
    package var result: Result<JSONValue, ResponseError>

    package init(id: RequestID?, result: Result<JSONValue, ResponseError>) {
        self.id = id
        self.result = result
    }

    package init(id: RequestID?, error: ResponseError) {
        self.init(id: id, result: .failure(error))
    }
}

/// One JSON-RPC 2.0 message.
package enum Message: Hashable, Sendable {
    case request(Request)
    case notification(Notification)
    case response(Response)

    /// The message as a JSON object, members in the order the specification shows them.
    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("jsonrpc", "2.0")
        switch self {
        case .request(let r):
            o.set("id", r.id.json)
            o.set("method", .string(r.method))
            if let params = r.params { o.set("params", params) }
        case .notification(let n):
            o.set("method", .string(n.method))
            if let params = n.params { o.set("params", params) }
        case .response(let r):
            o.set("id", r.id?.json ?? .null)
            switch r.result {
            case .success(let value): o.set("result", value)
            case .failure(let error): o.set("error", error.json)
            }
        }
        return o.json
    }

    /// The message as compact JSON text, the body of a frame.
    package func encoded() -> [UInt8] {
        var out: [UInt8] = []
        JSONWriter.write(json, into: &out, pretty: false, indent: 0)
        return out
    }
}

/// `$/cancelRequest`: the id of the request the client no longer wants answered.
package struct CancelParams: Hashable, Sendable, JSONCodable {
    package var id: RequestID

    package init(id: RequestID) { self.id = id }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let value: JSONValue = try JSONFields(json).required("id")
        guard let id = RequestID(json: value) else { throw JSONDecodingError("expected an integer or a string, found \(value.kindName)", path: ["id"]) }
        self.id = id
    }

    package var json: JSONValue { ["id": id.json] }
}

/// A message that is not valid JSON-RPC, with the error response it calls for.
package struct InvalidMessage: Error, Hashable, Sendable {
    /// The id of the request, when it could be read.
    package var id: RequestID?
    /// What is wrong: `parseError` for text that is not JSON, `invalidRequest` for JSON that is not a message.
    package var error: ResponseError
    /// True when the message looked like a response: a response is never answered, even when it is malformed.
    package var wasResponse: Bool

    /// The error response to send back, or nil when the message was a response.
    package var reply: Response? { wasResponse ? nil : Response(id: id, error: error) }
}

extension Message {
    /// The message in `body`, the bytes of one frame. Text that is not JSON is a `parseError`; JSON that is not a
    /// JSON-RPC 2.0 message object (a batch array among them, which LSP does not use) an `invalidRequest`.
    package static func decode(_ body: [UInt8]) throws(InvalidMessage) -> Message {
        // json-c reads a number or a literal at the very end of the text as unfinished: a line break ends it.
        let endsInWord = body.last.map { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) } ?? false
        let text = endsInWord ? body + [0x0A] : body
        // json-c gives a text that is only `null` no value, which the reader cannot tell from running out of memory.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if text.count < 64, text.drop(while: isSpace).reversed().drop(while: isSpace).reversed().elementsEqual("null".utf8) {
            return try decode(JSONValue.null)
        }
        let read = JSONReader.read(SourceFile(path: "message", bytes: text))
        guard let value = read.value, !read.diagnostics.contains(where: { $0.severity == .error }) else {
            let reason = read.diagnostics.first { $0.severity == .error }?.message ?? "not JSON"
            throw InvalidMessage(id: nil, error: ResponseError(.parseError, "parse error: \(reason)"), wasResponse: false)
        }
        return try decode(value)
    }

    /// The message `json` holds.
    package static func decode(_ json: JSONValue) throws(InvalidMessage) -> Message {
        func invalid(_ reason: String, id: RequestID? = nil, response: Bool = false) -> InvalidMessage {
            InvalidMessage(id: id, error: ResponseError(.invalidRequest, "invalid request: \(reason)"), wasResponse: response)
        }
        if case .array = json { throw invalid("batches are not supported") }
        guard case .object(let o) = json else { throw invalid("expected an object, found \(json.kindName)") }

        let idValue = o["id"]
        let id = idValue.flatMap(RequestID.init(json:))
        let isResponse = o["method"] == nil && (o["result"] != nil || o["error"] != nil)
        guard o["jsonrpc"] == .string("2.0") else {
            throw invalid(o["jsonrpc"] == nil ? "missing \"jsonrpc\": \"2.0\"" : "\"jsonrpc\" must be \"2.0\"", id: id, response: isResponse)
        }
        if let idValue, id == nil, !(isResponse && idValue == .null) {
            throw invalid("id must be an integer or a string, found \(describe(idValue))", response: isResponse)
        }

        if let methodValue = o["method"] {
            guard case .string(let method) = methodValue else {
                throw invalid("method must be a string, found \(methodValue.kindName)", id: id)
            }
            var params: JSONValue?
            switch o["params"] {
            case nil, .null?: params = nil
            case .object?, .array?: params = o["params"]
            case let other?: throw invalid("params must be an object or an array, found \(other.kindName)", id: id)
            }
            if let id { return .request(Request(id: id, method: method, params: params)) }
            return .notification(Notification(method: method, params: params))
        }

        guard idValue != nil else { throw invalid("missing \"method\", or the id of a response", response: isResponse) }
        switch (o["result"], o["error"]) {
        case (let result?, nil):
            guard let id else { throw invalid("a result needs the id of its request, found null", response: true) }
            return .response(Response(id: id, result: .success(result)))
        case (nil, let error?):
            do {
                return .response(Response(id: id, error: try ResponseError(json: error)))
            } catch {
                throw invalid(error.inside("error").description, id: id, response: true)
            }
        case (.some, .some):
            throw invalid("a response has either \"result\" or \"error\", not both", id: id, response: true)
        case (nil, nil):
            throw invalid("missing \"method\", or \"result\" or \"error\" of a response", id: id)
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .number(let n) = value { return "the number \(n)" }
        return value.kindName
    }
}
