import Testing
import TokenFoundation
import LanguageServerProtocol

/// Every LSP type written as JSON and read back, read from the specification's shapes, and refused with the
/// path of the member that is wrong.
@Suite struct LSPTypesTests {
    static let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 3, character: 0))
    static let location = Location(uri: "file:///tokens/a%20b.json", range: range)
    static let edit = TextEdit(range: range, newText: "{color.brand}")
    static let diagnostic = LSPDiagnostic(
        range: range, severity: .warning, code: .string("unresolved-reference"), source: "tokenc", message: "no token",
        relatedInformation: [LSPDiagnostic.RelatedInformation(location: location, message: "defined here")])

    /// `value` written to bytes, read back with json-c, and decoded.
    static func roundTrip<T: JSONCodable & Equatable>(_ value: T) throws -> T {
        var bytes: [UInt8] = []
        JSONWriter.write(value.json, into: &bytes, pretty: false, indent: 0)
        let read = JSONReader.read(SourceFile(path: "value", bytes: bytes))
        return try T(json: try #require(read.value))
    }

    static func check<T: JSONCodable & Equatable>(_ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(try roundTrip(value) == value, sourceLocation: sourceLocation)
    }

    @Test func documentTypesRoundTrip() throws {
        try Self.check(Position(line: 0, character: 0))
        try Self.check(Self.range)
        try Self.check(Self.location)
        try Self.check(TextDocumentIdentifier(uri: "file:///x.json"))
        try Self.check(VersionedTextDocumentIdentifier(uri: "file:///x.json", version: 12))
        try Self.check(TextDocumentItem(uri: "file:///x.json", languageId: "json", version: 1, text: "{\n  \"é\": \"😀\"\r\n}"))
        try Self.check(TextDocumentContentChangeEvent(text: "whole"))
        try Self.check(TextDocumentContentChangeEvent(range: Self.range, rangeLength: 4, text: "part"))
        try Self.check(Self.edit)
        try Self.check(WorkspaceEdit(changes: ["file:///b": [Self.edit], "file:///a": [Self.edit, Self.edit]]))
        try Self.check(WorkspaceEdit(changes: [:]))
        try Self.check(TextDocumentPositionParams(textDocument: TextDocumentIdentifier(uri: "file:///x"), position: Position(line: 4, character: 1)))
        try Self.check(DidOpenTextDocumentParams(textDocument: TextDocumentItem(uri: "file:///x", languageId: "json", version: 0, text: "")))
        try Self.check(DidChangeTextDocumentParams(
            textDocument: VersionedTextDocumentIdentifier(uri: "file:///x", version: 2),
            contentChanges: [TextDocumentContentChangeEvent(range: Self.range, text: "a"), TextDocumentContentChangeEvent(text: "b")]))
        try Self.check(TextDocumentParams(textDocument: TextDocumentIdentifier(uri: "file:///x")))
        try Self.check(CancelParams(id: .string("r1")))
    }

    @Test func featureTypesRoundTrip() throws {
        try Self.check(Self.diagnostic)
        try Self.check(LSPDiagnostic(range: Self.range, code: .number(42), message: "m"))
        try Self.check(PublishDiagnosticsParams(uri: "file:///x", version: 3, diagnostics: [Self.diagnostic]))
        try Self.check(PublishDiagnosticsParams(uri: "file:///x", diagnostics: []))
        try Self.check(Hover(contents: MarkupContent(value: "**color.brand**\n\n`#ff0000`"), range: Self.range))
        try Self.check(Hover(contents: MarkupContent(kind: .plaintext, value: "x")))
        try Self.check(CompletionItem(label: "color.brand", kind: .color, detail: "#ff0000",
                                      documentation: MarkupContent(value: "*brand*"), insertText: "color.brand", textEdit: Self.edit))
        try Self.check(CompletionItem(label: "x"))
        try Self.check(CompletionList(isIncomplete: true, items: [CompletionItem(label: "a", kind: CompletionItemKind(rawValue: 99))]))
        try Self.check(DocumentSymbol(name: "color", kind: .namespace, range: Self.range, selectionRange: Self.range,
                                      children: [DocumentSymbol(name: "brand", detail: "color", kind: .constant, range: Self.range, selectionRange: Self.range)]))
        try Self.check(SymbolInformation(name: "brand", kind: .constant, location: Self.location, containerName: "color"))
        try Self.check(WorkspaceSymbol(name: "brand", kind: .constant, location: .location(Self.location), containerName: "color"))
        try Self.check(WorkspaceSymbol(name: "brand", kind: .constant, location: .document(uri: "file:///x")))
        try Self.check(Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.125))
        try Self.check(ColorInformation(range: Self.range, color: Color(red: 0.1, green: 0.2, blue: 0.3)))
        try Self.check(ColorPresentationParams(textDocument: TextDocumentIdentifier(uri: "file:///x"), color: Color(red: 0, green: 0, blue: 0), range: Self.range))
        try Self.check(ColorPresentation(label: "#ff8040", textEdit: Self.edit, additionalTextEdits: [Self.edit]))
        try Self.check(CodeAction(title: "Fix", kind: CodeActionKind.quickFix, diagnostics: [Self.diagnostic], isPreferred: true,
                                  edit: WorkspaceEdit(changes: ["file:///x": [Self.edit]])))
        try Self.check(CodeActionParams(textDocument: TextDocumentIdentifier(uri: "file:///x"), range: Self.range, diagnostics: [Self.diagnostic], only: ["quickfix"]))
    }

    @Test func initializeTypesRoundTrip() throws {
        try Self.check(InitializeParams(processId: 12, rootUri: "file:///w", workspaceFolders: [WorkspaceFolder(uri: "file:///w", name: "w")],
                                        positionEncodings: ["utf-8", "utf-16"], initializationOptions: ["a": 1]))
        try Self.check(InitializeParams())
        let capabilities = ServerCapabilities(
            positionEncoding: .utf8, textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental),
            hoverProvider: true, definitionProvider: true, referencesProvider: true, renameProvider: RenameOptions(prepareProvider: true),
            completionProvider: CompletionOptions(triggerCharacters: ["{", "."]), codeActionProvider: CodeActionOptions(codeActionKinds: ["quickfix"]),
            colorProvider: true, documentSymbolProvider: true, workspaceSymbolProvider: true)
        try Self.check(capabilities)
        try Self.check(ServerCapabilities())
        try Self.check(InitializeResult(capabilities: capabilities, serverName: "tokenc", serverVersion: "1.0"))
        try Self.check(InitializeResult(capabilities: ServerCapabilities()))
    }

    @Test func capabilitiesAreWrittenAsTheSpecificationShowsThem() {
        let capabilities = ServerCapabilities(positionEncoding: .utf16, textDocumentSync: TextDocumentSyncOptions(),
                                              hoverProvider: true, renameProvider: RenameOptions(prepareProvider: true),
                                              completionProvider: CompletionOptions(triggerCharacters: ["{"]))
        #expect(JSONWriter.string(capabilities.json, pretty: false)
            == #"{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":2},"hoverProvider":true,"renameProvider":{"prepareProvider":true},"completionProvider":{"triggerCharacters":["{"]}}"#)
    }

    @Test func initializeParamsFromAClient() throws {
        let json: JSONValue = [
            "processId": nil, "clientInfo": ["name": "Visual Studio Code"], "rootUri": "file:///home/u/app",
            "capabilities": ["general": ["positionEncodings": ["utf-32", "utf-16", "x-new"]], "textDocument": [:]],
            "workspaceFolders": [["uri": "file:///home/u/app", "name": "app"]], "trace": "off",
        ]
        let params = try InitializeParams(json: json)
        #expect(params.processId == nil)
        #expect(params.rootUri == "file:///home/u/app")
        #expect(params.workspaceFolders == [WorkspaceFolder(uri: "file:///home/u/app", name: "app")])
        #expect(params.positionEncodings == ["utf-32", "utf-16", "x-new"])
        #expect(PositionEncoding.negotiate(params.positionEncodings) == .utf32)
        #expect(PositionEncoding.negotiate(["x-new", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(nil) == .utf16)
        #expect(PositionEncoding.negotiate(["x-new"]) == .utf16)
        #expect(try InitializeParams(json: ["capabilities": [:]]) == InitializeParams())
    }

    @Test func otherWrittenFormsAreRead() throws {
        #expect(try TextDocumentSyncOptions(json: 1) == TextDocumentSyncOptions(openClose: false, change: .full))
        #expect(try RenameOptions(json: true) == RenameOptions(prepareProvider: false))
        #expect(try CodeActionOptions(json: true) == CodeActionOptions())
        #expect(try ServerCapabilities(json: ["hoverProvider": ["workDoneProgress": true], "renameProvider": false, "colorProvider": false])
            == ServerCapabilities(hoverProvider: true, colorProvider: false))
        #expect(try CompletionItem(json: ["label": "a", "documentation": "plain"]).documentation == MarkupContent(kind: .plaintext, value: "plain"))
        #expect(try LSPDiagnostic(json: ["range": Self.range.json, "message": "m", "severity": nil]).severity == nil)
    }

    @Test func decodingErrorsNameTheMember() {
        let cases: [(() throws(JSONDecodingError) -> Void, JSONDecodingError)] = [
            ({ () throws(JSONDecodingError) in _ = try Position(json: ["line": 1]) }, JSONDecodingError("missing required member", path: ["character"])),
            ({ () throws(JSONDecodingError) in _ = try Position(json: ["line": -1, "character": 0]) }, JSONDecodingError("expected a non-negative integer, found -1", path: ["line"])),
            ({ () throws(JSONDecodingError) in _ = try Position(json: ["line": 1.5, "character": 0]) }, JSONDecodingError("expected an integer, found number", path: ["line"])),
            ({ () throws(JSONDecodingError) in _ = try Position(json: "p") }, JSONDecodingError("expected an object, found string")),
            ({ () throws(JSONDecodingError) in _ = try Location(json: ["uri": "u", "range": ["start": ["line": 0, "character": 0], "end": ["line": "1", "character": 0]]]) },
             JSONDecodingError("expected an integer, found string", path: ["range", "end", "line"])),
            ({ () throws(JSONDecodingError) in _ = try DidChangeTextDocumentParams(json: ["textDocument": ["uri": "u", "version": 1], "contentChanges": [["text": "a"], ["text": 1]]]) },
             JSONDecodingError("expected a string, found number", path: ["contentChanges", "1", "text"])),
            ({ () throws(JSONDecodingError) in _ = try LSPDiagnostic(json: ["range": Self.range.json, "message": "m", "severity": 5]) },
             JSONDecodingError("expected a severity from 1 to 4, found 5", path: ["severity"])),
            ({ () throws(JSONDecodingError) in _ = try LSPDiagnostic(json: ["range": Self.range.json, "message": "m", "code": true]) },
             JSONDecodingError("expected an integer or a string, found boolean", path: ["code"])),
            ({ () throws(JSONDecodingError) in _ = try MarkupContent(json: ["kind": "html", "value": ""]) },
             JSONDecodingError("expected \"plaintext\" or \"markdown\", found \"html\"", path: ["kind"])),
            ({ () throws(JSONDecodingError) in _ = try WorkspaceEdit(json: ["changes": ["file:///a": [["range": Self.range.json]]]]) },
             JSONDecodingError("missing required member", path: ["changes", "file:///a", "0", "newText"])),
            ({ () throws(JSONDecodingError) in _ = try WorkspaceEdit(json: ["changes": []]) },
             JSONDecodingError("expected an object, found array", path: ["changes"])),
            ({ () throws(JSONDecodingError) in _ = try InitializeParams(json: ["capabilities": ["general": ["positionEncodings": "utf-8"]]]) },
             JSONDecodingError("expected an array, found string", path: ["capabilities", "general", "positionEncodings"])),
            ({ () throws(JSONDecodingError) in _ = try CodeActionParams(json: ["textDocument": ["uri": "u"], "range": Self.range.json, "context": 1]) },
             JSONDecodingError("expected an object, found number", path: ["context"])),
            ({ () throws(JSONDecodingError) in _ = try InitializeResult(json: ["capabilities": [:], "serverInfo": ["version": "1"]]) },
             JSONDecodingError("missing required member", path: ["serverInfo", "name"])),
        ]
        for (decode, expected) in cases {
            #expect(throws: expected) { try decode() }
        }
        #expect(JSONDecodingError("expected a string, found number", path: ["textDocument", "uri"]).description
            == "textDocument.uri: expected a string, found number")
    }
}
