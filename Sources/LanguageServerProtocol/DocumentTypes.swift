import TokenFoundation

/// A place in a document: a zero-based line and a zero-based offset in it, counted in the units of the
/// negotiated `PositionEncoding` (UTF-16 code units unless the client offered another).
package struct Position: Hashable, Sendable, Comparable, JSONCodable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        line = try f.unsigned("line")
        character = try f.unsigned("character")
    }

    package var json: JSONValue { ["line": line.json, "character": character.json] }

    package static func < (a: Position, b: Position) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// A range in a document, `start` included and `end` excluded (LSP's `Range`; named so as not to hide Swift's).
package struct LSPRange: Hashable, Sendable, JSONCodable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        start = try f.required("start")
        end = try f.required("end")
    }

    package var json: JSONValue { ["start": start.json, "end": end.json] }
}

/// A range in the document at `uri`.
package struct Location: Hashable, Sendable, JSONCodable {
    package var uri: String
    package var range: LSPRange

    package init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        uri = try f.required("uri")
        range = try f.required("range")
    }

    package var json: JSONValue { ["uri": .string(uri), "range": range.json] }
}

/// A document named by its URI.
package struct TextDocumentIdentifier: Hashable, Sendable, JSONCodable {
    package var uri: String

    package init(uri: String) { self.uri = uri }

    package init(json: JSONValue) throws(JSONDecodingError) {
        uri = try JSONFields(json).required("uri")
    }

    package var json: JSONValue { ["uri": .string(uri)] }
}

/// A document and the version of it a change or a result is about.
package struct VersionedTextDocumentIdentifier: Hashable, Sendable, JSONCodable {
    package var uri: String
    package var version: Int

    package init(uri: String, version: Int) {
        self.uri = uri
        self.version = version
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        uri = try f.required("uri")
        version = try f.required("version")
    }

    package var json: JSONValue { ["uri": .string(uri), "version": version.json] }
}

/// A document as the client opens it: its whole text.
package struct TextDocumentItem: Hashable, Sendable, JSONCodable {
    package var uri: String
    package var languageId: String
    package var version: Int
    package var text: String

    package init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        uri = try f.required("uri")
        languageId = try f.required("languageId")
        version = try f.required("version")
        text = try f.required("text")
    }

    package var json: JSONValue {
        ["uri": .string(uri), "languageId": .string(languageId), "version": version.json, "text": .string(text)]
    }
}

/// One change to a document: the new text of `range`, or of the whole document when `range` is nil.
package struct TextDocumentContentChangeEvent: Hashable, Sendable, JSONCodable {
    package var range: LSPRange?
    /// The length of the replaced range, which the specification deprecates; read and written, never used.
    package var rangeLength: Int?
    package var text: String

    package init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        range = try f.optional("range")
        rangeLength = f.object["rangeLength"] == nil ? nil : try f.unsigned("rangeLength")
        text = try f.required("text")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("range", range)
        o.set("rangeLength", rangeLength)
        o.set("text", .string(text))
        return o.json
    }
}

/// A replacement of the text of `range`.
package struct TextEdit: Hashable, Sendable, JSONCodable {
    package var range: LSPRange
    package var newText: String

    package init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        range = try f.required("range")
        newText = try f.required("newText")
    }

    package var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to several documents, by URI (written in URI order, so the same edit is always the same text).
package struct WorkspaceEdit: Hashable, Sendable, JSONCodable {
    package var changes: [String: [TextEdit]]

    package init(changes: [String: [TextEdit]]) { self.changes = changes }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        var changes: [String: [TextEdit]] = [:]
        if let value = try f.optional("changes", as: JSONValue.self) {
            guard case .object(let object) = value else { throw JSONDecodingError.expected("an object", found: value).inside("changes") }
            for member in object.members {
                do { changes[member.key] = try [TextEdit](json: member.value) } catch { throw error.inside(member.key).inside("changes") }
            }
        }
        self.changes = changes
    }

    package var json: JSONValue {
        let members = changes.keys.sorted().map { JSONMember(key: $0, value: changes[$0]!.json) }
        return ["changes": .object(JSONObject(members))]
    }
}

/// The params of the requests about one place in a document (hover, definition, completion, …).
package struct TextDocumentPositionParams: Hashable, Sendable, JSONCodable {
    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        textDocument = try f.required("textDocument")
        position = try f.required("position")
    }

    package var json: JSONValue { ["textDocument": textDocument.json, "position": position.json] }
}

/// `textDocument/didOpen`.
package struct DidOpenTextDocumentParams: Hashable, Sendable, JSONCodable {
    package var textDocument: TextDocumentItem

    package init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
    package init(json: JSONValue) throws(JSONDecodingError) { textDocument = try JSONFields(json).required("textDocument") }
    package var json: JSONValue { ["textDocument": textDocument.json] }
}

/// `textDocument/didChange`: the changes, to be applied in order.
package struct DidChangeTextDocumentParams: Hashable, Sendable, JSONCodable {
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [TextDocumentContentChangeEvent]

    package init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        textDocument = try f.required("textDocument")
        contentChanges = try f.required("contentChanges")
    }

    package var json: JSONValue { ["textDocument": textDocument.json, "contentChanges": contentChanges.json] }
}

/// `textDocument/didClose`, and every request whose params are only the document.
package struct TextDocumentParams: Hashable, Sendable, JSONCodable {
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    package init(json: JSONValue) throws(JSONDecodingError) { textDocument = try JSONFields(json).required("textDocument") }
    package var json: JSONValue { ["textDocument": textDocument.json] }
}
