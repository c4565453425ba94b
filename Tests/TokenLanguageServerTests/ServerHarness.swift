import Foundation
import TestSupport
@testable import TokenLanguageServer

/// A server running in this process on a pair of pipes, and a client end that writes frames and reads
/// messages with a deadline.
final class ServerHarness: @unchecked Sendable {
    let toServer: Pipe
    let fromServer: Pipe
    private var framer = MessageFramer()
    private var buffered: [Message] = []
    private let lock = NSLock()
    private var exitStatus: Int32?
    private var nextID = 0
    /// Notifications seen while waiting for something else.
    var notifications: [LanguageServerProtocol.Notification] = []

    init(settings: LanguageServer.Settings = LanguageServer.Settings()) {
        toServer = Pipe()
        fromServer = Pipe()
        let server = LanguageServer(input: toServer.fileHandleForReading.fileDescriptor,
                                    output: fromServer.fileHandleForWriting.fileDescriptor, settings: settings)
        let thread = Thread { [self] in
            let status = server.run()
            lock.withLock { exitStatus = status }
        }
        thread.stackSize = 16 << 20
        thread.start()
    }

    /// The server's exit status once it has stopped (waiting up to `seconds`).
    func status(within seconds: Double = 10) -> Int32? {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if let s = lock.withLock({ exitStatus }) { return s }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }

    func write(_ bytes: [UInt8]) { toServer.fileHandleForWriting.write(Data(bytes)) }
    func send(_ message: Message) { write(MessageFramer.frame(message.encoded())) }
    func close() { try? toServer.fileHandleForWriting.close() }

    /// Sends a request; returns its id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue?) -> RequestID {
        nextID += 1
        send(.request(Request(id: .number(nextID), method: method, params: params)))
        return .number(nextID)
    }

    func notify(_ method: String, _ params: JSONValue?) {
        send(.notification(LanguageServerProtocol.Notification(method: method, params: params)))
    }

    /// The next message, waiting up to `seconds`.
    func next(within seconds: Double = 30) -> Message? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        let fd = fromServer.fileHandleForReading.fileDescriptor
        let end = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while Date() < end {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 50) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return nil }
            for frame in framer.feed(chunk[0..<n]) {
                if case .success(let body) = frame, let m = try? Message.decode(body) { buffered.append(m) }
            }
            if !buffered.isEmpty { return buffered.removeFirst() }
        }
        return nil
    }

    /// The response to `id` (notifications before it are kept in `notifications`).
    func response(to id: RequestID, within seconds: Double = 30) -> Response? {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end, let m = next(within: end.timeIntervalSinceNow) {
            switch m {
            case .response(let r) where r.id == id: return r
            case .notification(let n): notifications.append(n)
            default: break
            }
        }
        return nil
    }

    /// Sends a request and returns its result (nil on an error or no answer).
    func call(_ method: String, _ params: JSONValue?) -> Result<JSONValue, ResponseError>? {
        response(to: request(method, params))?.result
    }

    /// The next notification `method` for which `matching` holds (those seen before are looked at first).
    func notification(_ method: String, within seconds: Double = 30,
                      matching: (JSONValue?) -> Bool = { _ in true }) -> LanguageServerProtocol.Notification? {
        if let i = notifications.firstIndex(where: { $0.method == method && matching($0.params) }) { return notifications.remove(at: i) }
        let end = Date().addingTimeInterval(seconds)
        while Date() < end, let m = next(within: end.timeIntervalSinceNow) {
            if case .notification(let n) = m {
                if n.method == method && matching(n.params) { return n }
                notifications.append(n)
            }
        }
        return nil
    }

    /// `initialize` for the folder `root`, then `initialized`; the result.
    @discardableResult
    func initialize(root: String, options: JSONValue? = nil) -> JSONValue? {
        var params = JSONObjectBuilder()
        params.set("processId", JSONValue.null)
        params.set("rootUri", JSONValue.string(FileURI.uri(fromPath: root)))
        params.set("capabilities", JSONValue.object(JSONObject()))
        if let options { params.set("initializationOptions", options) }
        guard case .success(let r)? = call("initialize", params.json) else { return nil }
        notify("initialized", .object(JSONObject()))
        return r
    }

    /// The next diagnostics published for `path` for which `until` holds (those published before are looked at
    /// first, and dropped when they do not match).
    func diagnostics(for path: String, within seconds: Double = 30, until: ([JSONValue]) -> Bool = { _ in true }) -> [JSONValue]? {
        let uri = FileURI.uri(fromPath: path)
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            guard let n = notification("textDocument/publishDiagnostics", within: end.timeIntervalSinceNow, matching: { p in
                if case .object(let o)? = p, o["uri"] == .string(uri) { return true }
                return false
            }), case .object(let o)? = n.params, case .array(let list)? = o["diagnostics"] else { return nil }
            if until(list) { return list }
        }
        return nil
    }
}

/// The repository's root (three folders above this file).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A copy of the sample project (`Tokens/`) in a scratch folder; returns the folder (the workspace root).
func sampleWorkspace(_ name: String) throws -> String {
    let dir = Scratch.directory(name)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: repositoryRoot + "/Tokens", toPath: dir.path + "/Tokens")
    return dir.path
}
