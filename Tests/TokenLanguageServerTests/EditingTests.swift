import Foundation
import Testing
import TestSupport
@testable import TokenLanguageServer

/// Edits as an editor sends them: half-typed JSON, a dependency changing, a file deleted on disk, and a long
/// run of random edits with requests between them.
@Suite struct EditingTests {
    private static func open(_ s: ServerHarness, _ path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        s.notify("textDocument/didOpen", ["textDocument": ["uri": .string(FileURI.uri(fromPath: path)), "languageId": "json", "version": 1, "text": .string(text)]])
        return text
    }

    private static func change(_ s: ServerHarness, _ path: String, version: Int, to text: String) {
        s.notify("textDocument/didChange", ["textDocument": ["uri": .string(FileURI.uri(fromPath: path)), "version": .number(Double(version))],
                                            "contentChanges": [["text": .string(text)]]])
    }

    private static func codes(_ list: [JSONValue]?) -> [String] {
        (list ?? []).compactMap { if case .object(let o) = $0, case .string(let c)? = o["code"] { return c }; return nil }
    }

    /// Hover on `color.text.primary`'s reference in the light theme, as markdown.
    private static func hoverText(_ s: ServerHarness, _ path: String, line: Int, character: Int) -> String? {
        guard case .success(.object(let o))? = s.call("textDocument/hover", ["textDocument": ["uri": .string(FileURI.uri(fromPath: path))],
                                                                               "position": ["line": .number(Double(line)), "character": .number(Double(character))]]),
              case .object(let contents)? = o["contents"], case .string(let value)? = contents["value"] else { return nil }
        return value
    }

    @Test func aFileThatDoesNotParseShowsTheErrorAndKeepsTheLastModel() throws {
        let root = try sampleWorkspace("lsp-half-typed")
        let s = ServerHarness()
        s.initialize(root: root, options: ["debounce": 0])
        let light = root + "/Tokens/themes/light.tokens.json"
        let text = try Self.open(s, light)
        #expect(Self.codes(s.diagnostics(for: light)).isEmpty)
        // Cut the file short in the middle of a member, as while typing.
        let cut = String(text.prefix(text.count / 2)) + "\"half"
        Self.change(s, light, version: 2, to: cut)
        let codes = Self.codes(s.diagnostics(for: light, until: { !$0.isEmpty }))
        #expect(codes.contains("json-syntax"))
        // Line 14 is `"primary": {"$value": "{color.brand.neutral.900}", …}`: its token is still known.
        let hover = Self.hoverText(s, light, line: 14, character: 8)
        #expect(hover?.contains("color.text.primary") == true)
        Self.change(s, light, version: 3, to: text)
        #expect(s.diagnostics(for: light, until: { $0.isEmpty }) != nil)
        s.close()
    }

    @Test func aChangeInAFileOthersDependOnReachesThem() throws {
        let root = try sampleWorkspace("lsp-dependency")
        let s = ServerHarness()
        s.initialize(root: root, options: ["debounce": 0])
        let core = root + "/Tokens/core/color.tokens.json"
        let lumen = root + "/Tokens/brands/lumen/color.tokens.json"
        let text = try Self.open(s, core)
        _ = s.diagnostics(for: core)
        // Renaming the neutral ramp in the core file breaks a brand's references to it.
        Self.change(s, core, version: 2, to: text.replacingOccurrences(of: "\"neutral\": {", with: "\"grey\": {"))
        let found = s.diagnostics(for: lumen, until: { Self.codes($0).contains("unresolved-reference") })
        #expect(Self.codes(found).contains("unresolved-reference"))
        s.close()
    }

    @Test func aDeletedFileIsReportedWhereTheProjectNamesIt() throws {
        let root = try sampleWorkspace("lsp-deleted")
        let s = ServerHarness()
        s.initialize(root: root, options: ["debounce": 0])
        let resolver = root + "/Tokens/tokens.resolver.json"
        _ = s.diagnostics(for: resolver)
        let motion = root + "/Tokens/core/motion.tokens.json"
        try FileManager.default.removeItem(atPath: motion)
        s.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(fromPath: motion)), "type": 3]]])
        let found = s.diagnostics(for: resolver, until: { !$0.isEmpty })
        #expect(Self.codes(found).contains("file-not-found"))
        s.close()
    }

    @Test func aProjectThatAppearsLaterIsFound() throws {
        let root = Scratch.directory("lsp-later").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let s = ServerHarness()
        s.initialize(root: root, options: ["debounce": 0])
        guard case .success(.array(let none))? = s.call("workspace/symbol", ["query": "color"]) else { Issue.record("no answer"); return }
        #expect(none.isEmpty)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Tokens", toPath: root + "/Tokens")
        s.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(fromPath: root + "/Tokens/tokenc.json")), "type": 1]]])
        #expect(s.diagnostics(for: root + "/Tokens/tokens.resolver.json") != nil)
        guard case .success(.array(let found))? = s.call("workspace/symbol", ["query": "color.text.primary"]) else { Issue.record("no answer"); return }
        #expect(!found.isEmpty)
        s.close()
    }

    @Test func randomEditsAndRequestsNeverStopTheServer() throws {
        let root = try sampleWorkspace("lsp-random-edits")
        let s = ServerHarness()
        s.initialize(root: root, options: ["debounce": 0.05])
        let light = root + "/Tokens/themes/light.tokens.json"
        let uri = JSONValue.string(FileURI.uri(fromPath: light))
        var text = try Self.open(s, light)
        let original = text
        var random = SplitMix64(seed: 40)
        let pieces = ["{", "}", "\"", ",", ":", "{color.", "é", "😀", "\n", "\\", "$value", "[", "]", "{color.text.primary}", ""]
        let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol",
                       "textDocument/documentColor", "textDocument/references", "textDocument/codeAction", "textDocument/prepareRename"]
        for version in 2..<202 {
            // A range anywhere, sometimes past the end; text that splits characters and braces.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            func position() -> JSONValue {
                ["line": .number(Double(Int.random(in: 0...(lines + 1), using: &random))), "character": .number(Double(Int.random(in: 0...90, using: &random)))]
            }
            let a = position()
            let insert = pieces[Int.random(in: 0..<pieces.count, using: &random)]
            s.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": .number(Double(version))],
                                                "contentChanges": [["range": ["start": a, "end": a], "text": .string(insert)]]])
            var mirror = DocumentText(text)
            mirror.apply([TextDocumentContentChangeEvent(range: try LSPRange(json: ["start": a, "end": a]), text: insert)])
            text = mirror.text
            let method = methods[version % methods.count]
            var params: JSONValue = ["textDocument": ["uri": uri], "position": position()]
            if method == "textDocument/codeAction" { params = ["textDocument": ["uri": uri], "range": ["start": position(), "end": position()], "context": ["diagnostics": []]] }
            if method == "textDocument/references" { params = ["textDocument": ["uri": uri], "position": position(), "context": ["includeDeclaration": true]] }
            if method.hasSuffix("documentSymbol") || method.hasSuffix("documentColor") { params = ["textDocument": ["uri": uri]] }
            let answer = s.response(to: s.request(method, params), within: 30)
            #expect(answer != nil, "no answer to \(method) after edit \(version)")
            if answer == nil { break }
        }
        Self.change(s, light, version: 1000, to: original)
        let final = s.diagnostics(for: light, within: 30)
        #expect(final != nil)
        s.close()
    }
}
