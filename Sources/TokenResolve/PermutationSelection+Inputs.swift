/// One permutation chosen by inputs written as a JSON object (the Resolver Module's inputs).
extension PermutationSelection {
    /// Validates inputs (modifier name → context name) and returns the permutation they select.
    ///
    /// Modifier and context names match case-insensitively; the permutation spells them as the document
    /// does. A modifier without an input takes its default. Every problem is reported: a non-string value
    /// (`input-invalid-value`), an unknown modifier or context, the same modifier given twice
    /// (`input-duplicate`), a modifier with neither input nor default (`input-missing`). Returns nil
    /// when there was any. Keys are checked in sorted order, so diagnostics are deterministic.
    public static func permutation(for inputs: [String: JSONValue], in resolver: ResolverDocument, diagnostics: inout [Diagnostic]) -> Permutation? {
        let object = JSONObject(inputs.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: $0.value) })
        return permutation(for: object, file: nil, in: resolver, diagnostics: &diagnostics)
    }

    /// Validates inputs read from a JSON file (`file`, the object at `pointer` in it), so that each
    /// diagnostic points at the offending key or value there; with `file` nil, diagnostics have no
    /// location and point at the modifier's definition in a note instead.
    public static func permutation(for inputs: JSONObject, file: String?, at pointer: JSONPointer = .root, in resolver: ResolverDocument,
                                   diagnostics: inout [Diagnostic]) -> Permutation? {
        let modifiers = resolver.modifiers
        func modifier(named name: String) -> ResolverModifier? { resolver.modifier(named: name) }
        func location(_ key: String?, _ part: SourceLocation.Part = .value) -> SourceLocation? {
            guard let file else { return nil }
            return SourceLocation(file: file, pointer: key.map { pointer.appending($0) } ?? pointer, part: part)
        }
        var ok = true
        var given: [String: String] = [:]
        var chosen: [String: String] = [:]
        for input in inputs.members {
            guard let modifier = modifier(named: input.key) else {
                var notes: [DiagnosticNote] = []
                if let s = NameSuggestion.closest(to: input.key, among: modifiers.map(\.name)) {
                    notes.append(DiagnosticNote("did you mean \"\(s)\"?"))
                } else {
                    notes.append(DiagnosticNote(modifiers.isEmpty
                        ? "the resolver document declares no modifiers"
                        : "the modifiers are \(NameSuggestion.list(modifiers.map(\.name)))"))
                }
                diagnostics.append(Diagnostic(.inputUnknownModifier, "unknown modifier \"\(input.key)\"", at: location(input.key, .key), notes: notes))
                ok = false
                continue
            }
            let key = modifier.name.lowercased()
            if let earlier = given[key] {
                diagnostics.append(Diagnostic(.inputDuplicate, "modifier \"\(modifier.name)\" is given twice (as \"\(earlier)\" and \"\(input.key)\")", at: location(input.key, .key),
                                              notes: [DiagnosticNote("the first is here", at: location(earlier, .key))]))
                ok = false
                continue
            }
            given[key] = input.key
            guard case .string(let value) = input.value else {
                diagnostics.append(Diagnostic(.inputInvalidValue, "the input for modifier \"\(modifier.name)\" must be a string naming a context, not \(input.value == .null ? "null" : "a \(input.value.kindName)")",
                                              at: location(input.key), notes: contextsNote(modifier)))
                ok = false
                continue
            }
            guard let context = modifier.context(named: value) else {
                var notes = contextsNote(modifier)
                if let s = NameSuggestion.closest(to: value, among: modifier.contextNames) {
                    notes.insert(DiagnosticNote("did you mean \"\(s)\"?"), at: 0)
                }
                diagnostics.append(Diagnostic(.inputUnknownContext, "invalid context \"\(value)\" for modifier \"\(modifier.name)\"", at: location(input.key), notes: notes))
                ok = false
                continue
            }
            chosen[key] = context.name
        }
        var selected: [Permutation.Input] = []
        for modifier in modifiers {
            let key = modifier.name.lowercased()
            if let c = chosen[key] {
                selected.append(Permutation.Input(modifier: modifier.name, context: c))
            } else if given[key] != nil {
                continue // Reported above.
            } else if let d = modifier.defaultContext {
                selected.append(Permutation.Input(modifier: modifier.name, context: d))
            } else {
                diagnostics.append(Diagnostic(.inputMissing, "missing input for modifier \"\(modifier.name)\", which has no default",
                                              at: location(nil), notes: contextsNote(modifier)))
                ok = false
            }
        }
        return ok ? Permutation(selected) : nil
    }

    /// "the contexts of "theme" are "light", "dark"", at the modifier's contexts.
    private static func contextsNote(_ modifier: ResolverModifier) -> [DiagnosticNote] {
        let contextsOrigin = modifier.contexts.first.map { Origin(file: $0.origin.file, pointer: $0.origin.pointer.parent) } ?? modifier.origin
        return [DiagnosticNote("the contexts of \"\(modifier.name)\" are \(NameSuggestion.list(modifier.contextNames))",
                               at: contextsOrigin.location())]
    }
}
