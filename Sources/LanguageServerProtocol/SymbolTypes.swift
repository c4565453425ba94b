import TokenFoundation

/// What a symbol is, which picks its icon.
package struct SymbolKind: KindNumber {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let file = Self(rawValue: 1)
    package static let module = Self(rawValue: 2)
    package static let namespace = Self(rawValue: 3)
    package static let property = Self(rawValue: 7)
    package static let field = Self(rawValue: 8)
    package static let variable = Self(rawValue: 13)
    package static let constant = Self(rawValue: 14)
    package static let string = Self(rawValue: 15)
    package static let number = Self(rawValue: 16)
    package static let boolean = Self(rawValue: 17)
    package static let array = Self(rawValue: 18)
    package static let object = Self(rawValue: 19)
    package static let key = Self(rawValue: 20)
    package static let enumMember = Self(rawValue: 22)
}

/// A symbol of one document, with the symbols inside it (`textDocument/documentSymbol`).
package struct DocumentSymbol: Hashable, Sendable, JSONCodable {
    package var name: String
    package var detail: String?
    package var kind: SymbolKind
    /// The whole symbol, its value included.
    package var range: LSPRange
    /// The part selected when the symbol is chosen: its name.
    package var selectionRange: LSPRange
    package var children: [DocumentSymbol]?

    package init(name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
                 children: [DocumentSymbol]? = nil) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        name = try f.required("name")
        detail = try f.optional("detail")
        kind = try f.required("kind")
        range = try f.required("range")
        selectionRange = try f.required("selectionRange")
        children = try f.optional("children")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("name", .string(name))
        o.set("detail", detail)
        o.set("kind", kind.json)
        o.set("range", range.json)
        o.set("selectionRange", selectionRange.json)
        o.set("children", children)
        return o.json
    }
}

/// A symbol and where it is, flat (`textDocument/documentSymbol` of older clients).
package struct SymbolInformation: Hashable, Sendable, JSONCodable {
    package var name: String
    package var kind: SymbolKind
    package var location: Location
    package var containerName: String?

    package init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        name = try f.required("name")
        kind = try f.required("kind")
        location = try f.required("location")
        containerName = try f.optional("containerName")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("name", .string(name))
        o.set("kind", kind.json)
        o.set("location", location.json)
        o.set("containerName", containerName)
        return o.json
    }
}

/// A symbol of the workspace (`workspace/symbol`): at a range, or in a document the client resolves later.
package struct WorkspaceSymbol: Hashable, Sendable, JSONCodable {
    package enum Target: Hashable, Sendable, JSONCodable {
        case location(Location)
        case document(uri: String)

        package init(json: JSONValue) throws(JSONDecodingError) {
            let f = try JSONFields(json)
            if f.object["range"] == nil { self = .document(uri: try f.required("uri")) } else { self = .location(try Location(json: json)) }
        }

        package var json: JSONValue {
            switch self {
            case .location(let l): return l.json
            case .document(let uri): return ["uri": .string(uri)]
            }
        }
    }

    package var name: String
    package var kind: SymbolKind
    package var location: Target
    package var containerName: String?

    package init(name: String, kind: SymbolKind, location: Target, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        name = try f.required("name")
        kind = try f.required("kind")
        location = try f.required("location")
        containerName = try f.optional("containerName")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("name", .string(name))
        o.set("kind", kind.json)
        o.set("location", location.json)
        o.set("containerName", containerName)
        return o.json
    }
}

/// An sRGB colour, each component from 0 to 1.
package struct Color: Hashable, Sendable, JSONCodable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        red = try f.required("red")
        green = try f.required("green")
        blue = try f.required("blue")
        alpha = try f.required("alpha")
    }

    package var json: JSONValue { ["red": red.json, "green": green.json, "blue": blue.json, "alpha": alpha.json] }
}

/// A colour shown at a range of a document (`textDocument/documentColor`).
package struct ColorInformation: Hashable, Sendable, JSONCodable {
    package var range: LSPRange
    package var color: Color

    package init(range: LSPRange, color: Color) {
        self.range = range
        self.color = color
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        range = try f.required("range")
        color = try f.required("color")
    }

    package var json: JSONValue { ["range": range.json, "color": color.json] }
}

/// `textDocument/colorPresentation`: how to write `color`, picked in the client's colour picker, at `range`.
package struct ColorPresentationParams: Hashable, Sendable, JSONCodable {
    package var textDocument: TextDocumentIdentifier
    package var color: Color
    package var range: LSPRange

    package init(textDocument: TextDocumentIdentifier, color: Color, range: LSPRange) {
        self.textDocument = textDocument
        self.color = color
        self.range = range
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        textDocument = try f.required("textDocument")
        color = try f.required("color")
        range = try f.required("range")
    }

    package var json: JSONValue { ["textDocument": textDocument.json, "color": color.json, "range": range.json] }
}

/// One way of writing a colour: its label in the picker, and the edit that writes it.
package struct ColorPresentation: Hashable, Sendable, JSONCodable {
    package var label: String
    package var textEdit: TextEdit?
    package var additionalTextEdits: [TextEdit]?

    package init(label: String, textEdit: TextEdit? = nil, additionalTextEdits: [TextEdit]? = nil) {
        self.label = label
        self.textEdit = textEdit
        self.additionalTextEdits = additionalTextEdits
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        label = try f.required("label")
        textEdit = try f.optional("textEdit")
        additionalTextEdits = try f.optional("additionalTextEdits")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("label", .string(label))
        o.set("textEdit", textEdit)
        o.set("additionalTextEdits", additionalTextEdits)
        return o.json
    }
}

/// The kinds of code action the protocol names (a kind is a dotted string; these are its roots).
package enum CodeActionKind {
    package static let quickFix = "quickfix"
    package static let refactor = "refactor"
    package static let source = "source"
    package static let sourceFixAll = "source.fixAll"
}

/// A change the user can choose to make: a fix of some diagnostics, a refactoring.
package struct CodeAction: Hashable, Sendable, JSONCodable {
    package var title: String
    package var kind: String?
    package var diagnostics: [LSPDiagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit?

    package init(title: String, kind: String? = nil, diagnostics: [LSPDiagnostic]? = nil, isPreferred: Bool? = nil,
                 edit: WorkspaceEdit? = nil) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        title = try f.required("title")
        kind = try f.optional("kind")
        diagnostics = try f.optional("diagnostics")
        isPreferred = try f.optional("isPreferred")
        edit = try f.optional("edit")
    }

    package var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("title", .string(title))
        o.set("kind", kind)
        o.set("diagnostics", diagnostics)
        o.set("isPreferred", isPreferred)
        o.set("edit", edit)
        return o.json
    }
}

/// `textDocument/codeAction`: the range the user is at, and the diagnostics the client shows there.
package struct CodeActionParams: Hashable, Sendable, JSONCodable {
    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange
    package var diagnostics: [LSPDiagnostic]
    /// The kinds the client asks for, nil for all.
    package var only: [String]?

    package init(textDocument: TextDocumentIdentifier, range: LSPRange, diagnostics: [LSPDiagnostic] = [], only: [String]? = nil) {
        self.textDocument = textDocument
        self.range = range
        self.diagnostics = diagnostics
        self.only = only
    }

    package init(json: JSONValue) throws(JSONDecodingError) {
        let f = try JSONFields(json)
        textDocument = try f.required("textDocument")
        range = try f.required("range")
        let contextValue: JSONValue = try f.required("context")
        do {
            let context = try JSONFields(contextValue)
            diagnostics = try context.required("diagnostics")
            only = try context.optional("only")
        } catch { throw error.inside("context") }
    }

    package var json: JSONValue {
        var context = JSONObjectBuilder()
        context.set("diagnostics", diagnostics.json)
        context.set("only", only)
        return ["textDocument": textDocument.json, "range": range.json, "context": context.json]
    }
}
