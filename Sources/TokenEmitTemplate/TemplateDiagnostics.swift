import Stencil

/// Template problems as located diagnostics: the template file, the line and column of the tag.
package enum TemplateDiagnostics {
    /// A diagnostic for `error`, thrown by Stencil while parsing (`parsing`) or rendering `file`; `codes` are the
    /// codes of the errors tokenc's own tags and filters raised, by message (`TemplateBudget`).
    package static func diagnostic(_ error: Error, file: SourceFile, lexer: TemplateLexer, parsing: Bool, codes: [String: DiagnosticCode] = [:]) -> Diagnostic {
        let syntax = error as? TemplateSyntaxError
        let reason = syntax?.reason ?? "\(error)"
        let code: DiagnosticCode
        if let own = codes[reason] {
            code = own
        } else if reason.hasPrefix("Unknown filter") {
            code = .templateUnknownFilter
        } else if reason.contains(TemplateUnknownMember.marker) {
            code = .templateUnknownVariable
        } else {
            code = parsing ? .templateSyntax : .templateRender
        }
        let message = reason.split(separator: "\n").first.map(String.init) ?? reason
        return Diagnostic(code, message, at: location(syntax?.token, file: file, lexer: lexer))
    }

    /// The unknown top-level name `name` at `token`.
    static func unknownName(_ name: String, at token: Token, file: SourceFile, lexer: TemplateLexer) -> Diagnostic {
        var message = "unknown variable \"\(name)\""
        if let close = NameSuggestion.closest(to: name, among: TemplateContext.rootNames.sorted()) { message += "; did you mean \"\(close)\"?" }
        else { message += "; the context has: \(TemplateContext.rootNames.sorted().joined(separator: ", "))" }
        return Diagnostic(.templateUnknownVariable, message, at: location(token, file: file, lexer: lexer))
    }

    /// Where `token` is in `file` (1-based line and column, as `lexer` found it); the file alone when there is no token.
    package static func location(_ token: Token?, file: SourceFile, lexer: TemplateLexer) -> SourceLocation {
        guard let at = lexer.location(of: token) else { return SourceLocation(file: file.path) }
        return SourceLocation(file: file.path, line: at.line, column: at.column)
    }
}
