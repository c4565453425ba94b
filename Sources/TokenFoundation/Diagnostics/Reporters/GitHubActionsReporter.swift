/// GitHub Actions workflow commands: one annotation per diagnostic, shown on the pull request's diff.
///
/// `::error file=Tokens/themes/light.tokens.json,line=12,col=18,title=tokenc contrast::message`. The message
/// ends with the permutation and carries the notes as further lines (annotations have one location).
/// Escaping follows the Actions toolkit: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`; in
/// properties `:` and `,` also become `%3A` and `%2C`.
public struct GitHubActionsReporter: DiagnosticReporter {
    /// A directory prefix removed from file paths, so they are relative to the repository root.
    public var stripPrefix: String?

    /// A reporter; `stripPrefix` makes paths repository-relative.
    public init(stripPrefix: String? = nil) { self.stripPrefix = stripPrefix }

    /// The whole output for `diagnostics`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics { out += line(d) + "\n" }
        return out
    }

    /// The workflow command for one diagnostic.
    public func line(_ d: Diagnostic) -> String {
        let command: String
        switch d.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let l = d.location {
            properties.append(("file", path(l.file)))
            if l.isLocated {
                properties.append(("line", String(l.line)))
                properties.append(("col", String(l.column)))
            }
        }
        properties.append(("title", "tokenc \(d.code.rawValue)"))
        var message = d.message
        if let p = d.permutation { message += " (\(p))" }
        for n in d.notes {
            message += "\nnote: "
            if let l = n.location { message += "\(path(l.file))\(l.isLocated ? ":\(l.line):\(l.column)" : ""): " }
            message += n.message
        }
        let props = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(props)::\(Self.escapeData(message))"
    }

    /// `file` without `stripPrefix`.
    private func path(_ file: String) -> String {
        guard let prefix = stripPrefix, !prefix.isEmpty else { return file }
        let p = prefix.hasSuffix("/") ? prefix : prefix + "/"
        return file.hasPrefix(p) ? String(file.dropFirst(p.count)) : file
    }

    /// A command's message: `%`, CR, LF escaped.
    public static func escapeData(_ s: String) -> String {
        ScalarEscaping.escape(s) { c in
            switch c {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// A command property's value: as `escapeData`, and `:` and `,`.
    public static func escapeProperty(_ s: String) -> String {
        ScalarEscaping.escape(escapeData(s)) { c in
            switch c {
            case ":": "%3A"
            case ",": "%2C"
            default: nil
            }
        }
    }
}
