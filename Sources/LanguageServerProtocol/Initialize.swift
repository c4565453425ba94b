import TokenFoundation

/// What a position's `character` counts. UTF-16 code units unless client and server agree on another.
package enum PositionEncoding: String, Hashable, Sendable, CaseIterable, JSONCodable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    package init(json: JSONValue) throws(JSONDecodingError) {
        let s = try String(json: json)
        guard let e = PositionEncoding(rawValue: s) else { throw JSONDecodingError("unknown position encoding \"\(s)\"") }
        self = e
    }

    package var json: JSONValue { .string(rawValue) }

    /// The encoding a server picks from the client's `general.positionEncodings`: the first it knows, in the
    /// client's order of preference; UTF-16 when the client names none it knows (every client supports it).
    package static func negotiate(_ offered: [String]?) -> PositionEncoding {
        offered?.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }
}

/// A folder of the workspace the client opened.
package struct WorkspaceFolder: Hashable, Sendable, JSONCodable {
    package var uri: String
    package var name: String

    package init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        uri = try f.required("uri")
        name = try f.required("name")
    }

    package var json: JSONValue { ["uri": .string(uri), "name": .string(name)] }
}

/// The params of `initialize`, as much of them as the server reads; every other member is ignored.
package struct InitializeParams: Hashable, Sendable, JSONCodable {
    package var processId: Int?
    package var rootUri: String?
    package var workspaceFolders: [WorkspaceFolder]?
    /// `capabilities.general.positionEncodings`: the encodings the client offers, most preferred first, as
    /// written (the names a newer client may add are kept, and skipped by `PositionEncoding.negotiate`).
    package var positionEncodings: [String]?
    package var initializationOptions: JSONValue?

    package init(processId: Int? = nil, rootUri: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil,
                 positionEncodings: [String]? = nil, initializationOptions: JSONValue? = nil) {
        self.processId = processId
        self.rootUri = rootUri
        self.workspaceFolders = workspaceFolders
        self.positionEncodings = positionEncodings
        self.initializationOptions = initializationOptions
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        processId = try f.optional("processId")
        rootUri = try f.optional("rootUri")
        workspaceFolders = try f.optional("workspaceFolders")
        initializationOptions = f.object["initializationOptions"]
        positionEncodings = nil
        guard let capabilities = try f.optional("capabilities", as: JSONValue.self) else { return }
        let general: JSONValue?
        do { general = try JSONFields(capabilities).optional("general") } catch { throw error.inside("capabilities") }
        guard let general else { return }
        do {
            positionEncodings = try JSONFields(general).optional("positionEncodings")
        } catch { throw error.inside("general").inside("capabilities") }
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("processId", processId?.json ?? .null)
        o.set("rootUri", rootUri?.json ?? .null)
        o.set("workspaceFolders", workspaceFolders)
        if let initializationOptions { o.set("initializationOptions", initializationOptions) }
        var general = JSONObjectBuilder()
        general.set("positionEncodings", positionEncodings)
        o.set("capabilities", positionEncodings == nil ? [:] : ["general": general.json])
        return o.json
    }
}

/// How the client sends document changes.
package enum TextDocumentSyncKind: Int, Hashable, Sendable, JSONCodable {
    case none = 0, full = 1, incremental = 2

    package init(json: JSONValue) throws(JSONDecodingError) {
        guard let kind = TextDocumentSyncKind(rawValue: try Int(json: json)) else { throw JSONDecodingError("expected 0, 1 or 2") }
        self = kind
    }

    package var json: JSONValue { rawValue.json }
}

/// `textDocumentSync`: which document notifications the server wants, and how changes come.
package struct TextDocumentSyncOptions: Hashable, Sendable, JSONCodable {
    package var openClose: Bool
    package var change: TextDocumentSyncKind

    package init(openClose: Bool = true, change: TextDocumentSyncKind = .incremental) {
        self.openClose = openClose
        self.change = change
    }

    /// The options object, or the bare kind number older servers write (which asks for no open and close).
    package init(json: JSONValue) throws(JSONDecodingError) {
        if case .number = json { self.init(openClose: false, change: try TextDocumentSyncKind(json: json)); return }
        let f = try JSONFields(json)
        self.init(openClose: try f.optional("openClose") ?? false, change: try f.optional("change") ?? .none)
    }

    package var json: JSONValue { ["openClose": .bool(openClose), "change": change.json] }
}

/// `completionProvider`.
package struct CompletionOptions: Hashable, Sendable, JSONCodable {
    /// The characters that open completion as they are typed (`{` and `.` of an alias).
    package var triggerCharacters: [String]?
    package var resolveProvider: Bool?

    package init(triggerCharacters: [String]? = nil, resolveProvider: Bool? = nil) {
        self.triggerCharacters = triggerCharacters
        self.resolveProvider = resolveProvider
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        triggerCharacters = try f.optional("triggerCharacters")
        resolveProvider = try f.optional("resolveProvider")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("triggerCharacters", triggerCharacters)
        o.set("resolveProvider", resolveProvider)
        return o.json
    }
}

/// `renameProvider` as options: whether the server answers `textDocument/prepareRename`.
package struct RenameOptions: Hashable, Sendable, JSONCodable {
    package var prepareProvider: Bool

    package init(prepareProvider: Bool) { self.prepareProvider = prepareProvider }

    /// The options, or the bare `true` of a server without `prepareRename`.
    package init(json: JSONValue) throws(JSONDecodingError) {
        if case .bool = json { self.init(prepareProvider: false); return }
        self.init(prepareProvider: try JSONFields(json).optional("prepareProvider") ?? false)
    }

    package var json: JSONValue { ["prepareProvider": .bool(prepareProvider)] }
}

/// `codeActionProvider` as options: the kinds of action the server offers.
package struct CodeActionOptions: Hashable, Sendable, JSONCodable {
    package var codeActionKinds: [String]?

    package init(codeActionKinds: [String]? = nil) { self.codeActionKinds = codeActionKinds }

    /// The options, or the bare `true` of a server that does not list its kinds.
    package init(json: JSONValue) throws(JSONDecodingError) {
        if case .bool = json { self.init(); return }
        self.init(codeActionKinds: try JSONFields(json).optional("codeActionKinds"))
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("codeActionKinds", codeActionKinds)
        return o.json
    }
}

/// What the server can do, as it answers `initialize`. A capability left nil is not written: the server
/// does not have it.
package struct ServerCapabilities: Hashable, Sendable, JSONCodable {
    package var positionEncoding: PositionEncoding?
    package var textDocumentSync: TextDocumentSyncOptions?
    package var hoverProvider: Bool?
    package var definitionProvider: Bool?
    package var referencesProvider: Bool?
    package var renameProvider: RenameOptions?
    package var completionProvider: CompletionOptions?
    package var codeActionProvider: CodeActionOptions?
    package var colorProvider: Bool?
    package var documentSymbolProvider: Bool?
    package var workspaceSymbolProvider: Bool?

    package init(positionEncoding: PositionEncoding? = nil, textDocumentSync: TextDocumentSyncOptions? = nil,
                 hoverProvider: Bool? = nil, definitionProvider: Bool? = nil, referencesProvider: Bool? = nil,
                 renameProvider: RenameOptions? = nil, completionProvider: CompletionOptions? = nil,
                 codeActionProvider: CodeActionOptions? = nil, colorProvider: Bool? = nil,
                 documentSymbolProvider: Bool? = nil, workspaceSymbolProvider: Bool? = nil) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.hoverProvider = hoverProvider
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.renameProvider = renameProvider
        self.completionProvider = completionProvider
        self.codeActionProvider = codeActionProvider
        self.colorProvider = colorProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.workspaceSymbolProvider = workspaceSymbolProvider
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        positionEncoding = try f.optional("positionEncoding")
        textDocumentSync = try f.optional("textDocumentSync")
        hoverProvider = try Self.flag(f, "hoverProvider")
        definitionProvider = try Self.flag(f, "definitionProvider")
        referencesProvider = try Self.flag(f, "referencesProvider")
        renameProvider = f.object["renameProvider"] == .bool(false) ? nil : try f.optional("renameProvider")
        completionProvider = try f.optional("completionProvider")
        codeActionProvider = f.object["codeActionProvider"] == .bool(false) ? nil : try f.optional("codeActionProvider")
        colorProvider = try Self.flag(f, "colorProvider")
        documentSymbolProvider = try Self.flag(f, "documentSymbolProvider")
        workspaceSymbolProvider = try Self.flag(f, "workspaceSymbolProvider")
    }

    /// A provider written as a boolean or as an options object (which means true).
    private static func flag(_ f: JSONFields, _ key: String) throws(JSONDecodingError) -> Bool? {
        switch f.object[key] {
        case nil, .null?: return nil
        case .bool(let b)?: return b
        case .object?: return true
        case let other?: throw JSONDecodingError.expected("a boolean or an object", found: other).inside(key)
        }
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("positionEncoding", positionEncoding)
        o.set("textDocumentSync", textDocumentSync)
        o.set("hoverProvider", hoverProvider)
        o.set("definitionProvider", definitionProvider)
        o.set("referencesProvider", referencesProvider)
        o.set("renameProvider", renameProvider)
        o.set("completionProvider", completionProvider)
        o.set("codeActionProvider", codeActionProvider)
        o.set("colorProvider", colorProvider)
        o.set("documentSymbolProvider", documentSymbolProvider)
        o.set("workspaceSymbolProvider", workspaceSymbolProvider)
        return o.json
    }
}

/// The answer to `initialize`.
package struct InitializeResult: Hashable, Sendable, JSONCodable {
    package var capabilities: ServerCapabilities
    package var serverName: String?
    package var serverVersion: String?

    package init(capabilities: ServerCapabilities, serverName: String? = nil, serverVersion: String? = nil) {
        self.capabilities = capabilities
        self.serverName = serverName
        self.serverVersion = serverVersion
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        capabilities = try f.required("capabilities")
        let info: JSONValue? = try f.optional("serverInfo")
        do {
            let infoFields = try info.map { v throws(JSONDecodingError) in try JSONFields(v) }
            serverName = try infoFields?.required("name")
            serverVersion = try infoFields?.optional("version")
        } catch { throw error.inside("serverInfo") }
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("capabilities", capabilities.json)
        if let serverName {
            var info = JSONObjectBuilder()
            info.set("name", .string(serverName))
            info.set("version", serverVersion)
            o.set("serverInfo", info.json)
        }
        return o.json
    }
}
