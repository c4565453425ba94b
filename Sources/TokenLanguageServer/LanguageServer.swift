import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tokenc lsp`: a Language Server Protocol 3.17 server over standard input and output for the token project
/// in the client's workspace. One loop takes messages in order; compiles run on a thread of their own, debounced,
/// and requests are answered from the newest model that compiled (kept while an edited file does not parse).
/// It writes no file.
package final class LanguageServer: @unchecked Sendable {
    /// How the server is set up.
    package struct Settings: Sendable {
        /// Seconds to wait after an edit before compiling (edits in that time make one compile).
        package var debounce: TimeInterval = 0.05
        /// The frame limits.
        package var limits = MessageFramer.Limits()
        /// Seconds before the first compile after `initialize` (tests hold requests back with it).
        package var initialDelay: TimeInterval = 0
        /// The version `initialize` reports.
        package var version = ""

        package init() {}
    }

    private enum State { case starting, running, shuttingDown }

    private let connection: Connection
    private let queue = EventQueue()
    private var settings: Settings
    private var state = State.starting
    private(set) var encoding = PositionEncoding.utf16
    private(set) var root = FileManager.default.currentDirectoryPath
    private var initializationOptions: JSONValue?
    var initializationOptionsValue: JSONValue? { initializationOptions }
    /// `TOKENC_LSP_TRACE=1`: compile and publish times go to the log.
    private let trace = ProcessInfo.processInfo.environment["TOKENC_LSP_TRACE"] == "1"
    /// The client's name, from `clientInfo` (`Visual Studio Code`, `Neovim`…).
    private(set) var clientName = ""
    private var project: TokenProject?
    private lazy var analyzer = Analyzer(queue: queue)
    private var generation = 0
    /// The generation of the analysis installed last.
    private var installed = 0
    /// The open documents, by absolute path.
    private(set) var documents: [String: DocumentText] = [:]
    /// The newest analysis, and the newest one that compiled without a syntax error.
    private(set) var latest: Analysis?
    private(set) var model: Analysis?
    /// Requests that need a model, held until the first analysis lands.
    private var waiting: [Request] = []
    /// The documents that have diagnostics shown.
    private var published: [String: [LSPDiagnostic]] = [:]
    /// Each file's findings as last converted for the protocol, with the text they were located in.
    private var conversions: [String: (bytes: [UInt8], found: [Diagnostic], lsp: [LSPDiagnostic])] = [:]
    /// The text index of each open document's current text, by path and version.
    private var currentSpans: [String: (version: Int, spans: FileSpans)] = [:]

    /// A server reading `input` and writing `output`.
    package init(input: Int32 = 0, output: Int32 = 1, settings: Settings = Settings()) {
        connection = Connection(input: input, output: output)
        self.settings = settings
    }

    /// Serves until the client sends `exit` or closes the connection; returns the exit status (0 after a
    /// `shutdown`, 1 otherwise, as the protocol says).
    package func run() -> Int32 {
        defer { analyzer.stop() }
        signal(SIGPIPE, SIG_IGN)
        connection.startReading(into: queue, limits: settings.limits)
        while true {
            switch queue.pop() {
            case .message(let message):
                if let status = handle(message) { return status }
            case .invalid(let problem):
                log("invalid message: \(problem.error.message)")
                if let reply = problem.reply { connection.send(.response(reply)) }
            case .framing(let problem):
                log("unreadable frame: \(problem)")
            case .analysed(let analysis, let g):
                install(analysis, generation: g)
            case .end:
                return state == .shuttingDown ? 0 : 1
            }
        }
    }

    // MARK: - Messages

    /// Handles one message; returns the exit status when the server must stop.
    private func handle(_ message: Message) -> Int32? {
        switch message {
        case .request(let r):
            if queue.takeCancellation(of: r.id) {
                reply(r.id, error: ResponseError(.requestCancelled, "cancelled"))
                return nil
            }
            handle(r)
        case .notification(let n):
            if n.method == "exit" { return state == .shuttingDown ? 0 : 1 }
            guard state == .running else { return nil }
            notify(n)
        case .response:
            break
        }
        return nil
    }

    private func handle(_ r: Request) {
        switch (state, r.method) {
        case (.starting, "initialize"):
            answer(r) { try self.initialize($0) }
        case (.starting, _):
            reply(r.id, error: ResponseError(.serverNotInitialized, "the server is not initialized"))
        case (.running, "initialize"):
            reply(r.id, error: ResponseError(.invalidRequest, "initialize was already received"))
        case (.running, "shutdown"):
            state = .shuttingDown
            reply(r.id, result: .null)
        case (.shuttingDown, _):
            reply(r.id, error: ResponseError(.invalidRequest, "the server is shutting down"))
        case (.running, _):
            guard let feature = Self.features[r.method] else {
                reply(r.id, error: ResponseError(.methodNotFound, "unknown method \(r.method)"))
                return
            }
            // Held until the first compile lands; with no project there is nothing to wait for.
            guard model != nil || latest != nil || project == nil else {
                waiting.append(r)
                return
            }
            answer(r) { try feature(self, $0) }
        }
    }

    /// The requests answered from the model, by method.
    private static let features: [String: @Sendable (LanguageServer, JSONValue) throws -> JSONValue] = [
        "textDocument/hover": { try $0.hover($1) },
        "textDocument/definition": { try $0.definition($1) },
        "textDocument/references": { try $0.references($1) },
        "textDocument/prepareRename": { try $0.prepareRename($1) },
        "textDocument/rename": { try $0.rename($1) },
        "textDocument/completion": { try $0.completion($1) },
        "textDocument/codeAction": { try $0.codeActions($1) },
        "textDocument/documentColor": { try $0.documentColors($1) },
        "textDocument/colorPresentation": { try $0.colorPresentations($1) },
        "textDocument/documentSymbol": { try $0.documentSymbols($1) },
        "workspace/symbol": { try $0.workspaceSymbols($1) },
    ]

    /// Runs `body` on the request's params and sends its result, or the error it threw.
    private func answer(_ r: Request, _ body: (JSONValue) throws -> JSONValue) {
        do {
            reply(r.id, result: try body(r.params ?? .object(JSONObject())))
        } catch let e as ResponseError {
            reply(r.id, error: e)
        } catch let e as JSONDecodingError {
            reply(r.id, error: ResponseError(.invalidParams, "invalid params: \(e)"))
        } catch {
            reply(r.id, error: ResponseError(.internalError, "\(error)"))
        }
    }

    private func reply(_ id: RequestID, result: JSONValue) { connection.send(.response(Response(id: id, result: .success(result)))) }
    private func reply(_ id: RequestID, error: ResponseError) { connection.send(.response(Response(id: id, error: error))) }

    private func notify(_ n: LanguageServerProtocol.Notification) {
        let params = n.params ?? .object(JSONObject())
        do {
            switch n.method {
            case "textDocument/didOpen":
                let p = try DidOpenTextDocumentParams(json: params)
                guard let path = try? documentPath(p.textDocument.uri) else { return }
                documents[path] = DocumentText(p.textDocument.text, version: p.textDocument.version)
                changed(path)
            case "textDocument/didChange":
                let p = try DidChangeTextDocumentParams(json: params)
                guard let path = try? documentPath(p.textDocument.uri), documents[path] != nil else { return }
                documents[path]!.apply(p.contentChanges, version: p.textDocument.version, encoding: encoding)
                changed(path)
            case "textDocument/didClose":
                let p = try TextDocumentParams(json: params)
                guard let path = try? documentPath(p.textDocument.uri) else { return }
                documents[path] = nil
                currentSpans[path] = nil
                changed(path)
            case "$/cancelRequest":
                // A request still waiting for the first model is answered now; one already answered is not.
                let p = try CancelParams(json: params)
                if let i = waiting.firstIndex(where: { $0.id == p.id }) {
                    waiting.remove(at: i)
                    reply(p.id, error: ResponseError(.requestCancelled, "cancelled"))
                }
            case "workspace/didChangeWatchedFiles":
                // A file that names a project appearing or going may change which project the workspace holds.
                var names: [String] = []
                if case .object(let o) = params, case .array(let changes)? = o["changes"] {
                    for case .object(let c) in changes { if case .string(let uri)? = c["uri"], let path = try? documentPath(uri) { names.append(PathText.fileName(of: path)) } }
                }
                if project == nil || names.contains(where: ProjectLocator.namesAProject) {
                    project = ProjectLocator.locate(in: root, options: initializationOptions)
                }
                scheduleAnalysis()
            case "textDocument/didSave":
                let p = try TextDocumentParams(json: params)
                guard let path = try? documentPath(p.textDocument.uri) else { return }
                changed(path)
            default:
                break
            }
        } catch {
            log("\(n.method): invalid params: \(error)")
        }
    }

    /// A document changed: compiles again when it is JSON or a file the project read.
    private func changed(_ path: String) {
        guard path.hasSuffix(".json") || path.hasSuffix(".jsonc") || path.hasSuffix(".json5") || latest?.files[path] != nil else { return }
        if project == nil { project = ProjectLocator.locate(in: root, options: initializationOptions) }
        scheduleAnalysis()
    }

    private func scheduleAnalysis(delay: TimeInterval? = nil) {
        guard let project else { return }
        generation += 1
        let sources = OverlaySources(documents: documents.mapValues(\.bytes), root: root)
        analyzer.schedule(generation: generation, project: project, sources: sources, delay: delay ?? settings.debounce)
    }

    private func initialize(_ params: JSONValue) throws -> JSONValue {
        let p = try InitializeParams(json: params)
        if let uri = p.workspaceFolders?.first?.uri ?? p.rootUri, let path = try? FileURI.path(fromURI: uri) {
            root = PathText.normalize(path)
        }
        encoding = PositionEncoding.negotiate(p.positionEncodings)
        initializationOptions = p.initializationOptions
        if case .object(let o) = params, case .object(let info)? = o["clientInfo"], case .string(let name)? = info["name"] { clientName = name }
        if case .object(let o)? = p.initializationOptions, case .number(let seconds)? = o["debounce"], seconds >= 0, seconds <= 10 {
            settings.debounce = seconds
        }
        project = ProjectLocator.locate(in: root, options: p.initializationOptions)
        if let pid = p.processId { watchParent(pid) }
        state = .running
        scheduleAnalysis(delay: settings.initialDelay)
        if project == nil { log("no token project found in \(root)") }
        return InitializeResult(capabilities: Self.capabilities(encoding), serverName: "tokenc", serverVersion: settings.version).json
    }

    /// Ends the process when the client (`processId` of `initialize`) is gone without closing the connection, as
    /// the protocol asks: a server must not outlive its editor.
    private func watchParent(_ pid: Int) {
        guard pid > 0, pid <= Int(Int32.max) else { return }
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 2)
                if kill(pid_t(pid), 0) != 0 && errno == ESRCH { exit(1) }
            }
        }
        thread.start()
    }

    /// What the server does.
    static func capabilities(_ encoding: PositionEncoding) -> ServerCapabilities {
        var c = ServerCapabilities()
        c.positionEncoding = encoding
        c.textDocumentSync = TextDocumentSyncOptions(openClose: true, change: .incremental)
        c.hoverProvider = true
        c.definitionProvider = true
        c.referencesProvider = true
        c.renameProvider = RenameOptions(prepareProvider: true)
        c.completionProvider = CompletionOptions(triggerCharacters: ["{", ".", "\"", "-", "$"], resolveProvider: false)
        c.codeActionProvider = CodeActionOptions(codeActionKinds: [CodeActionKind.quickFix, CodeActionKind.sourceFixAll])
        c.colorProvider = true
        c.documentSymbolProvider = true
        c.workspaceSymbolProvider = true
        return c
    }

    // MARK: - Analyses

    /// Takes a finished analysis: publishes its diagnostics when it is the newest asked for, keeps it as the
    /// model when it compiled, and answers the requests that waited for one.
    private func install(_ analysis: Analysis, generation g: Int) {
        // An analysis of text already edited again is still newer than what the client has: while edits come
        // faster than compiles, diagnostics keep coming.
        guard g > installed else { return }
        installed = g
        // The analyses replaced are freed on another thread: freeing a large model takes a while.
        let replaced = (latest, model)
        defer { DispatchQueue.global(qos: .utility).async { withExtendedLifetime(replaced) {} } }
        latest = analysis
        if analysis.compiled != nil, !analysis.hasSyntaxErrors || model == nil { model = analysis }
        let publishing = ContinuousClock.now
        publish(analysis)
        if trace { log("published in \(ContinuousClock.now - publishing)") }
        let held = waiting
        waiting = []
        for r in held { handle(r) }
    }

    /// Sends the diagnostics of each file the analysis read whose list changed (every file the first time, and
    /// each open document, so the client sees its version checked), and clears those of files no longer read.
    private func publish(_ analysis: Analysis) {
        var byFile: [String: [LSPDiagnostic]] = [:]
        for path in analysis.files.keys { byFile[path] = [] }
        // A finding with no file belongs to the project's own file (config, resolver document or folder).
        let fallback = analysis.compiled?.configPath.map { ProjectLocator.absolute($0, root) } ?? analysis.projectFile
        var found: [String: [Diagnostic]] = [:]
        for d in analysis.diagnostics {
            guard let path = d.location.map({ ProjectLocator.absolute($0.file, root) }) ?? fallback else { continue }
            found[path, default: []].append(d)
        }
        // A file whose text and findings are what they were keeps its converted list.
        var converted: [String: (bytes: [UInt8], found: [Diagnostic], lsp: [LSPDiagnostic])] = [:]
        for (path, list) in found {
            let bytes = analysis.files[path]?.bytes ?? []
            if let old = conversions[path], old.found == list, old.bytes == bytes {
                converted[path] = old
            } else {
                converted[path] = (bytes, list, list.map { lspDiagnostic($0, in: path, analysis) })
            }
            byFile[path] = converted[path]!.lsp
        }
        conversions = converted
        var now: [String: [LSPDiagnostic]] = [:]
        for (path, list) in byFile.sorted(by: { $0.key < $1.key }) {
            let uri = FileURI.uri(fromPath: path)
            now[uri] = list
            guard published[uri] != list || documents[path] != nil else { continue }
            let version = documents[path].flatMap { analysis.files[path]?.bytes == $0.bytes ? $0.version : nil }
            send("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: version, diagnostics: list).json)
        }
        for uri in published.keys.sorted() where now[uri] == nil && !(published[uri]?.isEmpty ?? true) {
            send("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, diagnostics: []).json)
        }
        published = now
    }

    func send(_ method: String, _ params: JSONValue) {
        connection.send(.notification(LanguageServerProtocol.Notification(method: method, params: params)))
    }

    /// Writes a line to standard error (what editors show as the server's log).
    func log(_ line: String) {
        FileHandle.standardError.write(Data("tokenc lsp: \(DisplayText.escape(line))\n".utf8))
    }

    // MARK: - Documents

    /// The bytes of the file at `path`: the open document's, else the model's, else the disk's.
    func bytes(_ path: String) -> [UInt8]? {
        if let d = documents[path] { return d.bytes }
        if let f = (model ?? latest)?.files[path] { return f.bytes }
        if case .success(let f) = FileSystem.load(path) { return f.bytes }
        return nil
    }

    /// The nodes of the file at `path` as it is now.
    func spans(_ path: String) -> FileSpans {
        if let d = documents[path] {
            if let cached = currentSpans[path], cached.version == d.version { return cached.spans }
            if let model, model.files[path]?.bytes == d.bytes {
                let s = model.spans(path)
                currentSpans[path] = (d.version, s)
                return s
            }
            let s = FileSpans(d.bytes)
            currentSpans[path] = (d.version, s)
            return s
        }
        if let model, model.files[path] != nil { return model.spans(path) }
        return FileSpans(bytes(path) ?? [])
    }

    /// The lines of the file at `path` as it is now.
    func lines(_ path: String) -> LineTable {
        if let d = documents[path] { return d.lines }
        if let model, model.files[path] != nil { return model.lines(path) }
        return LineTable(bytes(path) ?? [])
    }

    /// The range of `bytes` in the file at `path` as it is now.
    func range(_ bytes: Range<Int>, in path: String) -> LSPRange {
        lines(path).range(of: bytes, encoding: encoding)
    }

    /// The document and byte offset a position request names.
    func target(_ params: JSONValue) throws -> (path: String, offset: Int) {
        let p = try TextDocumentPositionParams(json: params)
        let path = try documentPath(p.textDocument.uri)
        return (path, lines(path).offset(of: p.position, encoding: encoding))
    }

    /// The path of a `file:` URI; invalid params otherwise.
    func documentPath(_ uri: String) throws -> String {
        do { return PathText.normalize(try FileURI.path(fromURI: uri)) } catch {
            throw ResponseError(.invalidParams, "not a file URI: \(uri)")
        }
    }
}
