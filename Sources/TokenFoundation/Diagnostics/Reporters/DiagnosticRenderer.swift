/// Turns diagnostics into text: compiler-style lines (what Xcode and CI annotators read), with an optional
/// code frame, or JSON for machines. The only place diagnostics become text.
public struct DiagnosticRenderer: Sendable {
    /// Output styles.
    public enum Format: String, Sendable, CaseIterable {
        case text
        case json
    }

    /// Gives locations their line and column, and code frames their source lines.
    public var locator: DiagnosticLocator
    /// Show the source line with a caret under each location (terminals).
    public var codeFrames: Bool
    /// ANSI colours (terminals).
    public var colors: Bool

    /// A renderer that locates through `locator`; code frames and colours are off unless asked for.
    public init(locator: DiagnosticLocator, codeFrames: Bool = false, colors: Bool = false) {
        self.locator = locator
        self.codeFrames = codeFrames
        self.colors = colors
    }

    /// `path:line:col: error: message [code]`, notes indented under it, with code frames when enabled. Paths,
    /// messages and permutations go through `DisplayText`: a name holding CR, LF or an escape sequence cannot
    /// start a line of its own that a terminal, Xcode or a CI annotator would read as another diagnostic.
    public func text(_ d: Diagnostic) -> String {
        var out = ""
        let where_ = d.location.map { DisplayText.escape($0.formatted) + ": " } ?? "tokenc: "
        let label: String
        switch d.severity {
        case .error: label = colors ? "\u{1B}[1;31merror\u{1B}[0m" : "error"
        case .warning: label = colors ? "\u{1B}[1;35mwarning\u{1B}[0m" : "warning"
        case .note: label = colors ? "\u{1B}[1;36mnote\u{1B}[0m" : "note"
        }
        out += "\(where_)\(label): \(DisplayText.escape(d.message))"
        if let p = d.permutation { out += " (\(DisplayText.escape(p)))" }
        out += " [\(d.code.rawValue)]\n"
        if codeFrames, let l = d.location { out += frame(l) }
        for n in d.notes {
            let nl = n.location.map { DisplayText.escape($0.formatted) + ": " } ?? ""
            out += "\(nl)\(colors ? "\u{1B}[1;36mnote\u{1B}[0m" : "note"): \(DisplayText.escape(n.message))\n"
            if codeFrames, let l = n.location { out += frame(l) }
        }
        return out
    }

    /// Several diagnostics as text, followed by a one-line summary when there are any.
    public func text(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics { out += text(d) }
        return out + Self.summary(diagnostics)
    }

    /// `2 errors, 1 warning` and a newline; empty when there is neither.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let e = diagnostics.count(of: .error), w = diagnostics.count(of: .warning)
        guard e + w > 0 else { return "" }
        return "\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s")\n"
    }

    /// The source line of `location` with a caret under its column.
    package func frame(_ location: SourceLocation) -> String {
        guard location.isLocated, let file = locator.file(location.file), let line = file.lineText(location.line) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        var caretPad = ""
        for (i, ch) in line.unicodeScalars.enumerated() where i < location.column - 1 {
            caretPad.append(ch == "\t" ? "\t" : " ")
        }
        let caret = colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        let shown = sanitizedLine(line)
        return " \(number) | \(shown)\n \(gutter) | \(caretPad)\(caret)\n"
    }

    /// Control, format and bidirectional characters in a source line (`DisplayText.isUnsafe`, tabs aside) are
    /// shown as U+FFFD, one for one so the caret stays under its column: they cannot move the terminal cursor or
    /// reorder the line.
    private func sanitizedLine(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map { $0 != "\t" && DisplayText.isUnsafe($0) ? "\u{FFFD}" : $0 }))
    }

    /// All diagnostics as one JSON document (`{"diagnostics": [...], "errors": n, "warnings": n}`).
    public func json(_ diagnostics: [Diagnostic]) -> String {
        var items: [JSONValue] = []
        for d in diagnostics {
            var o = JSONObject()
            o["code"] = .string(d.code.rawValue)
            o["severity"] = .string(d.severity.rawValue)
            o["message"] = .string(d.message)
            if let l = d.location { o["location"] = Self.json(l) }
            if let t = d.tokenPath { o["token"] = .string(t) }
            if let p = d.permutation { o["permutation"] = .string(p) }
            if !d.notes.isEmpty {
                o["notes"] = .array(d.notes.map { n in
                    var no = JSONObject()
                    no["message"] = .string(n.message)
                    if let l = n.location { no["location"] = Self.json(l) }
                    return .object(no)
                })
            }
            items.append(.object(o))
        }
        let doc: JSONValue = [
            "diagnostics": .array(items),
            "errors": .number(Double(diagnostics.count(of: .error))),
            "warnings": .number(Double(diagnostics.count(of: .warning))),
        ]
        return JSONWriter.string(doc, pretty: true) + "\n"
    }

    private static func json(_ l: SourceLocation) -> JSONValue {
        var o = JSONObject()
        o["file"] = .string(l.file)
        if l.isLocated {
            o["line"] = .number(Double(l.line))
            o["column"] = .number(Double(l.column))
        }
        if let p = l.pointer { o["pointer"] = .string(p.description) }
        return .object(o)
    }
}
