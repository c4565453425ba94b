import TokenFoundation

/// A problem in a document, as the client shows it (LSP's `Diagnostic`; named so as not to hide
/// `TokenFoundation.Diagnostic`).
package struct LSPDiagnostic: Hashable, Sendable, JSONCodable {
    /// How serious the problem is; the numbers are the protocol's.
    package enum Severity: Int, Hashable, Sendable, JSONCodable {
        case error = 1, warning, information, hint

        package init(json: JSONValue) throws(JSONDecodingError) {
            guard let severity = Severity(rawValue: try Int(json: json)) else {
                throw JSONDecodingError("expected a severity from 1 to 4, found \(JSONWriter.string(json, pretty: false))")
            }
            self = severity
        }

        package var json: JSONValue { rawValue.json }
    }

    /// A diagnostic's code: a number or a string.
    package enum Code: Hashable, Sendable, JSONCodable {
        case number(Int)
        case string(String)

        package init(json: JSONValue) throws(JSONDecodingError) {
            if case .string(let s) = json { self = .string(s); return }
            guard case .number = json else { throw .expected("an integer or a string", found: json) }
            self = .number(try Int(json: json))
        }

        package var json: JSONValue {
            switch self {
            case .number(let n): return n.json
            case .string(let s): return .string(s)
            }
        }
    }

    /// Another place that explains the problem (the other end of a cycle, the definition an alias names).
    package struct RelatedInformation: Hashable, Sendable, JSONCodable {
        package var location: Location
        package var message: String

        package init(location: Location, message: String) {
            self.location = location
            self.message = message
        }

        package init(json: JSONValue) throws(JSONDecodingError) {
            let f = try JSONFields(json)
            location = try f.required("location")
            message = try f.required("message")
        }

        package var json: JSONValue { ["location": location.json, "message": .string(message)] }
    }

    package var range: LSPRange
    package var severity: Severity?
    package var code: Code?
    package var source: String?
    package var message: String
    package var relatedInformation: [RelatedInformation]?

    package init(range: LSPRange, severity: Severity? = nil, code: Code? = nil, source: String? = nil, message: String,
                 relatedInformation: [RelatedInformation]? = nil) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        range = try f.required("range")
        severity = try f.optional("severity")
        code = try f.optional("code")
        source = try f.optional("source")
        message = try f.required("message")
        relatedInformation = try f.optional("relatedInformation")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("range", range.json)
        o.set("severity", severity)
        o.set("code", code)
        o.set("source", source)
        o.set("message", .string(message))
        o.set("relatedInformation", relatedInformation)
        return o.json
    }
}

/// `textDocument/publishDiagnostics`: every diagnostic of one document (an empty list clears them).
package struct PublishDiagnosticsParams: Hashable, Sendable, JSONCodable {
    package var uri: String
    package var version: Int?
    package var diagnostics: [LSPDiagnostic]

    package init(uri: String, version: Int? = nil, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        uri = try f.required("uri")
        version = try f.optional("version")
        diagnostics = try f.required("diagnostics")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("uri", .string(uri))
        o.set("version", version)
        o.set("diagnostics", diagnostics.json)
        return o.json
    }
}

/// Text for people, plain or Markdown.
package struct MarkupContent: Hashable, Sendable, JSONCodable {
    package enum Kind: String, Hashable, Sendable {
        case plaintext, markdown
    }

    package var kind: Kind
    package var value: String

    package init(kind: Kind = .markdown, value: String) {
        self.kind = kind
        self.value = value
    }

    /// Markup content, or a plain string (which a completion item's documentation may be) read as plain text.
    package init(json: JSONValue) throws(JSONDecodingError) {
        if case .string(let s) = json { self.init(kind: .plaintext, value: s); return }
        let f = try JSONFields(json)
        let kind: String = try f.required("kind")
        guard let k = Kind(rawValue: kind) else { throw JSONDecodingError("expected \"plaintext\" or \"markdown\", found \"\(kind)\"", path: ["kind"]) }
        self.init(kind: k, value: try f.required("value"))
    }

    package var json: JSONValue { ["kind": .string(kind.rawValue), "value": .string(value)] }
}

/// The result of `textDocument/hover`.
package struct Hover: Hashable, Sendable, JSONCodable {
    package var contents: MarkupContent
    package var range: LSPRange?

    package init(contents: MarkupContent, range: LSPRange? = nil) {
        self.contents = contents
        self.range = range
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        contents = try f.required("contents")
        range = try f.optional("range")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("contents", contents.json)
        o.set("range", range)
        return o.json
    }
}

/// A kind number the protocol defines a list of (completion items, symbols). Numbers outside the list are
/// kept: a newer client may send them.
package protocol KindNumber: RawRepresentable, Hashable, Sendable, JSONCodable where RawValue == Int {
    init(rawValue: Int)
}

extension KindNumber {
    package init(json: JSONValue) throws(JSONDecodingError) { self.init(rawValue: try Int(json: json)) }
    package var json: JSONValue { rawValue.json }
}

/// What a completion item is, which picks its icon.
package struct CompletionItemKind: KindNumber {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let text = Self(rawValue: 1)
    package static let module = Self(rawValue: 9)
    package static let property = Self(rawValue: 10)
    package static let unit = Self(rawValue: 11)
    package static let value = Self(rawValue: 12)
    package static let keyword = Self(rawValue: 14)
    package static let color = Self(rawValue: 16)
    package static let file = Self(rawValue: 17)
    package static let reference = Self(rawValue: 18)
    package static let folder = Self(rawValue: 19)
    package static let enumMember = Self(rawValue: 20)
    package static let constant = Self(rawValue: 21)
}

/// One completion proposal.
package struct CompletionItem: Hashable, Sendable, JSONCodable {
    package var label: String
    package var kind: CompletionItemKind?
    package var detail: String?
    package var documentation: MarkupContent?
    /// The text inserted when there is no `textEdit` (the label when both are nil).
    package var insertText: String?
    package var textEdit: TextEdit?

    package init(label: String, kind: CompletionItemKind? = nil, detail: String? = nil, documentation: MarkupContent? = nil,
                 insertText: String? = nil, textEdit: TextEdit? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.textEdit = textEdit
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        label = try f.required("label")
        kind = try f.optional("kind")
        detail = try f.optional("detail")
        documentation = try f.optional("documentation")
        insertText = try f.optional("insertText")
        textEdit = try f.optional("textEdit")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("label", .string(label))
        o.set("kind", kind)
        o.set("detail", detail)
        o.set("documentation", documentation)
        o.set("insertText", insertText)
        o.set("textEdit", textEdit)
        return o.json
    }
}

/// The result of `textDocument/completion`; `isIncomplete` asks the client to ask again as the user types.
package struct CompletionList: Hashable, Sendable, JSONCodable {
    package var isIncomplete: Bool
    package var items: [CompletionItem]

    package init(isIncomplete: Bool = false, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        isIncomplete = try f.optional("isIncomplete") ?? false
        items = try f.required("items")
    }

    package var json: JSONValue { ["isIncomplete": .bool(isIncomplete), "items": items.json] }
}
