import Foundation
import Testing
@testable import TokenLanguageServer

/// The protocol's lifecycle and its failure paths, driven through the server's own standard input and output.
@Suite struct LifecycleTests {
    private static let hover: JSONValue = ["textDocument": ["uri": "file:///x.json"], "position": ["line": 0, "character": 0]]

    @Test func requestsBeforeInitializeAreRefused() {
        let s = ServerHarness()
        guard case .failure(let e)? = s.call("textDocument/hover", Self.hover) else { Issue.record("no answer"); return }
        #expect(e.code == .serverNotInitialized)
        s.close()
        #expect(s.status() == 1)
    }

    @Test func shutdownThenExitEndsWithZero() throws {
        let root = try sampleWorkspace("lsp-lifecycle")
        let s = ServerHarness()
        let result = s.initialize(root: root)
        guard case .object(let o)? = result, case .object(let caps)? = o["capabilities"] else { Issue.record("no capabilities"); return }
        #expect(caps["hoverProvider"] == true)
        #expect(caps["positionEncoding"] == "utf-16")
        guard case .success(let r)? = s.call("shutdown", nil) else { Issue.record("shutdown unanswered"); return }
        #expect(r == .null)
        guard case .failure(let e)? = s.call("textDocument/hover", Self.hover) else { Issue.record("no answer after shutdown"); return }
        #expect(e.code == .invalidRequest)
        s.notify("exit", nil)
        #expect(s.status() == 0)
    }

    @Test func aClientThatGoesAwayEndsTheServerWithOne() throws {
        let root = try sampleWorkspace("lsp-eof")
        let s = ServerHarness()
        s.initialize(root: root)
        s.close()
        #expect(s.status() == 1)
    }

    @Test func unknownMethodsAndBadParamsGetErrors() throws {
        let root = try sampleWorkspace("lsp-errors")
        let s = ServerHarness()
        s.initialize(root: root)
        guard case .failure(let unknown)? = s.call("textDocument/unheardOf", [:]) else { Issue.record("no answer"); return }
        #expect(unknown.code == .methodNotFound)
        guard case .failure(let bad)? = s.call("textDocument/hover", ["textDocument": 3]) else { Issue.record("no answer"); return }
        #expect(bad.code == .invalidParams)
        guard case .failure(let notFile)? = s.call("textDocument/hover", ["textDocument": ["uri": "untitled:1"], "position": ["line": 0, "character": 0]]) else {
            Issue.record("no answer"); return
        }
        #expect(notFile.code == .invalidParams)
        s.close()
    }

    @Test func unreadableFramesAreSkippedAndTheNextMessageIsAnswered() throws {
        let root = try sampleWorkspace("lsp-frames")
        var settings = LanguageServer.Settings()
        settings.limits = MessageFramer.Limits(maximumHeader: 1024, maximumBody: 4096)
        let s = ServerHarness(settings: settings)
        s.initialize(root: root)
        s.write(Array("Content-Length: 99999999\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 5000))
        s.write(Array("garbage without a header\r\n\r\n".utf8))
        s.write(MessageFramer.frame(Array("{not json".utf8)))
        // Not JSON: a parse error with a null id.
        var sawParseError = false
        while let m = s.next(within: 5) {
            if case .response(let r) = m, r.id == nil, case .failure(let e) = r.result, e.code == .parseError { sawParseError = true; break }
        }
        #expect(sawParseError)
        guard case .success(let symbols)? = s.call("workspace/symbol", ["query": "color.text.primary"]) else { Issue.record("no answer after bad frames"); return }
        guard case .array(let list) = symbols else { Issue.record("not a list"); return }
        #expect(!list.isEmpty)
        s.close()
    }

    @Test func aRequestWaitingForTheFirstModelCanBeCancelled() throws {
        let root = try sampleWorkspace("lsp-cancel")
        var settings = LanguageServer.Settings()
        settings.initialDelay = 30
        let s = ServerHarness(settings: settings)
        s.initialize(root: root)
        let id = s.request("workspace/symbol", ["query": "color"])
        s.notify("$/cancelRequest", ["id": id.json])
        guard case .failure(let e)? = s.response(to: id, within: 10)?.result else { Issue.record("not cancelled"); return }
        #expect(e.code == .requestCancelled)
        s.close()
    }
}

/// The server as a process: it ends when the editor that started it is gone, even with the connection open.
@Suite struct ProcessTests {
    @Test func theServerEndsWhenItsClientProcessIsGone() throws {
        let root = try sampleWorkspace("lsp-parent")
        let binary = repositoryRoot + "/.build/debug/tokenc"
        try #require(FileManager.default.isExecutableFile(atPath: binary))
        // A stand-in for the editor: a process that ends at once, whose id the server is given.
        let editor = Process()
        editor.executableURL = URL(fileURLWithPath: "/bin/true")
        try editor.run()
        editor.waitUntilExit()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: binary)
        server.arguments = ["lsp"]
        let input = Pipe()
        server.standardInput = input
        server.standardOutput = Pipe()
        server.standardError = Pipe()
        try server.run()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":\#(editor.processIdentifier),"rootUri":"\#(FileURI.uri(fromPath: root))","capabilities":{}}}"#
        input.fileHandleForWriting.write(Data(MessageFramer.frame(Array(body.utf8))))
        let deadline = Date().addingTimeInterval(20)
        while server.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!server.isRunning, "the server outlived its client")
        if server.isRunning { server.terminate() } else { #expect(server.terminationStatus == 1) }
        try? input.fileHandleForWriting.close()
    }
}
