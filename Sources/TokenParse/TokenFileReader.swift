/// Chooses the reader of a token file: the DTCG tree parser, or the Style Dictionary reader, by the format the
/// config declares for the file or, without one, by a look at the file's first token (`detect`), once per file.
package enum TokenFileReader {
    /// What `detect` found.
    package enum Detected: Sendable, Hashable {
        /// `$value` tokens, or nothing that says otherwise.
        case dtcg
        /// A token written with `value` and no `$value`, at `pointer` (its object).
        case legacy(pointer: JSONPointer)
    }

    /// The most objects `detect` looks into before it settles for DTCG (a file of groups with no token in reach).
    static let detectionBudget = 4096

    /// How `root` is written, judged from the first token in document order: an object with `$value` (or a group
    /// with `$type` or `$description`) is DTCG; an object with `value` and no `$value` is a legacy file. Stops
    /// at the first of them, so a DTCG file costs a walk down to its first token.
    package static func detect(_ root: JSONValue, at pointer: JSONPointer = .root) -> Detected {
        var budget = detectionBudget
        func visit(_ value: JSONValue, _ pointer: [String]) -> Detected? {
            guard case .object(let o) = value else { return nil }
            budget -= 1
            guard budget > 0 else { return .dtcg }
            if o["$value"] != nil || o["$type"] != nil || o["$description"] != nil { return .dtcg }
            if let v = o["value"], !isDTCGGroup(v) { return .legacy(pointer: JSONPointer(pointer)) }
            for m in o.members where !m.key.hasPrefix("$") {
                if let found = visit(m.value, pointer + [m.key]) { return found }
            }
            return nil
        }
        return visit(root, pointer.tokens) ?? .dtcg
    }

    /// True when `value`, found under a key `value`, is a DTCG group of that name (it holds `$value` tokens).
    private static func isDTCGGroup(_ value: JSONValue) -> Bool {
        guard case .object(let o) = value else { return false }
        if o["$value"] != nil || o["$type"] != nil { return true }
        return o.members.contains { $0.value.objectValue?["$value"] != nil }
    }

    /// Reads `root` (found at `pointer` in `file`) in `format`, or in the format `detect` finds when nil. A file
    /// declared DTCG that is written as a legacy file gets one `legacy-token-format` error, not one per token.
    package static func parse(_ root: JSONValue, file: String, at pointer: JSONPointer = .root, name: String? = nil,
                             format: TokenFileFormat? = nil, interner: ReferenceInterner? = nil, dropping: String? = nil,
                             unitless: UnitlessPolicy? = nil) -> TokenLayer {
        switch format {
        case .dtcg?:
            if case .legacy(let at) = detect(root, at: pointer) {
                return TokenLayer(name: name ?? file, diagnostics: [Diagnostic(
                    .legacyTokenFormat,
                    "\(file) is written as Style Dictionary or Tokens Studio (tokens with \"value\" and no \"$value\"), but the config declares \"format\": \"dtcg\"; "
                        + "remove \"format\" to have it detected, declare \"format\": \"style-dictionary\", or convert it with `tokenc migrate`",
                    at: SourceLocation(file: file, pointer: at.appending("value"), part: .key))])
            }
            return TokenTreeParser.parse(root, file: file, at: pointer, name: name, interner: interner, dropping: dropping)
        case .styleDictionary?:
            return StyleDictionaryReader.parse(root, file: file, at: pointer, name: name, unitless: unitless)
        case .tokensStudio?:
            return TokensStudioSet.parse(root, file: file, at: pointer, name: name, interner: interner)
        case nil:
            if case .legacy = detect(root, at: pointer) {
                return StyleDictionaryReader.parse(root, file: file, at: pointer, name: name, unitless: unitless)
            }
            return TokenTreeParser.parse(root, file: file, at: pointer, name: name, interner: interner, dropping: dropping)
        }
    }

    /// Reads and parses a whole token file (see `parse(_:file:at:name:format:interner:)`).
    package static func parse(_ file: SourceFile, format: TokenFileFormat? = nil, interner: ReferenceInterner? = nil,
                             unitless: UnitlessPolicy? = nil) -> TokenLayer {
        let read = JSONReader.read(file)
        guard let value = read.value else { return TokenLayer(name: file.path, diagnostics: read.diagnostics) }
        var layer = parse(value, file: file.path, format: format, interner: interner, unitless: unitless)
        layer.diagnostics.insert(contentsOf: read.diagnostics, at: 0)
        return layer
    }
}
