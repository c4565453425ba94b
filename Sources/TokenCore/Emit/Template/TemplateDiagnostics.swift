import Stencil

/// Template problems as located diagnostics: the template file, the line and column of the tag.
enum TemplateDiagnostics {
    /// A diagnostic for `error`, thrown by Stencil while parsing (`parsing`) or rendering `file`.
    static func diagnostic(_ error: Error, file: SourceFile, parsing: Bool) -> Diagnostic {
        let syntax = error as? TemplateSyntaxError
        let reason = syntax?.reason ?? "\(error)"
        let code: DiagnosticCode
        if reason.hasPrefix("Unknown filter") {
            code = .templateUnknownFilter
        } else if reason.contains(TemplateUnknownMember.marker) {
            code = .templateUnknownVariable
        } else {
            code = parsing ? .templateSyntax : .templateRender
        }
        let message = reason.split(separator: "\n").first.map(String.init) ?? reason
        return Diagnostic(code, message, at: location(syntax?.token, file: file))
    }

    /// The unknown top-level name `name` at `token`.
    static func unknownName(_ name: String, at token: Token, file: SourceFile) -> Diagnostic {
        var message = "unknown variable \"\(name)\""
        if let close = NameSuggestion.closest(to: name, among: TemplateContext.rootNames.sorted()) { message += "; did you mean \"\(close)\"?" }
        else { message += "; the context has: \(TemplateContext.rootNames.sorted().joined(separator: ", "))" }
        return Diagnostic(.templateUnknownVariable, message, at: location(token, file: file))
    }

    /// Where `token` is in `file` (1-based line and column); the file alone when there is no token.
    static func location(_ token: Token?, file: SourceFile) -> SourceLocation {
        guard let token, token.sourceMap.location.lineNumber > 0 else { return SourceLocation(file: file.path) }
        return SourceLocation(file: file.path, line: Int(token.sourceMap.location.lineNumber),
                              column: token.sourceMap.location.lineOffset + 1)
    }
}
