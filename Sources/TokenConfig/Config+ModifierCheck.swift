extension Config {
    /// The config's names of modifiers and contexts checked against the project's modifiers (a resolver
    /// document, Tokens Studio theme groups or Terrazzo modes): `brands.modifier` and `themes.modifier` must name
    /// a modifier ([config-unknown-modifier]), `themes.appearances` keys a context of the theme modifier and
    /// `inputs` a modifier and one of its contexts ([config-unknown-context]). A misspelt role would silently
    /// turn every theme into a brand, so each is an error at the config's member, with "did you mean". Names
    /// match case-insensitively, as inputs do. Empty when the config was built in code (`file` nil). A project
    /// that declares no modifier at all (Tokens Studio without themes) has one permutation, whatever the roles
    /// name, so only `inputs` are checked there.
    public func modifierProblems(in resolver: ResolverDocument) -> [Diagnostic] {
        guard let file else { return [] }
        let names = resolver.modifiers.map(\.name)
        func at(_ pointer: [String], _ part: SourceLocation.Part = .value) -> SourceLocation {
            SourceLocation(file: file, pointer: JSONPointer(pointer), part: part)
        }
        func unknownModifier(_ name: String, _ role: String, at location: SourceLocation) -> Diagnostic {
            var message = "\(role) names modifier \"\(name)\", which the project does not have"
            if let s = NameSuggestion.closest(to: name, among: names) { message += "; did you mean \"\(s)\"?" }
            let note = names.isEmpty ? "the project declares no modifiers" : "the modifiers are \(NameSuggestion.list(names))"
            return Diagnostic(.configUnknownModifier, message, at: location, notes: [DiagnosticNote(note)])
        }
        func unknownContext(_ name: String, of modifier: ResolverModifier, _ role: String, at location: SourceLocation) -> Diagnostic {
            var message = "\(role) names context \"\(name)\", which modifier \"\(modifier.name)\" does not have"
            if let s = NameSuggestion.closest(to: name, among: modifier.contextNames) { message += "; did you mean \"\(s)\"?" }
            return Diagnostic(.configUnknownContext, message, at: location,
                              notes: [DiagnosticNote("the contexts of \"\(modifier.name)\" are \(NameSuggestion.list(modifier.contextNames))",
                                                     at: modifier.origin.location())])
        }
        var problems: [Diagnostic] = []
        if let brand = brandModifier, !names.isEmpty, resolver.modifier(named: brand) == nil {
            problems.append(unknownModifier(brand, "\"brands.modifier\"", at: at(["brands", "modifier"])))
        }
        if let theme = themeModifier, !names.isEmpty {
            if let modifier = resolver.modifier(named: theme) {
                for key in appearances.keys.sorted() where modifier.context(named: key) == nil {
                    problems.append(unknownContext(key, of: modifier, "\"themes.appearances\"", at: at(["themes", "appearances", key], .key)))
                }
            } else {
                problems.append(unknownModifier(theme, "\"themes.modifier\"", at: at(["themes", "modifier"])))
            }
        }
        for (key, context) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let modifier = resolver.modifier(named: key) else {
                problems.append(unknownModifier(key, "\"inputs\"", at: at(["inputs", key], .key)))
                continue
            }
            if modifier.context(named: context) == nil {
                problems.append(unknownContext(context, of: modifier, "\"inputs\"", at: at(["inputs", key])))
            }
        }
        return problems
    }
}
