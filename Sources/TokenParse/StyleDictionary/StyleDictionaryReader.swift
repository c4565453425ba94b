/// Reads a Style Dictionary token file into the `TokenLayer` the DTCG reader would give for the same tokens
/// written in DTCG: `value`, `type` (its names mapped, or the type inferred), `comment` as the description,
/// `attributes` and other members kept under `$extensions["org.tokenc.style-dictionary"]`, references with or
/// without `.value`. Every definition is marked `.styleDictionary` and located in the file as written.
package enum StyleDictionaryReader {
    /// Parses `root` (found at `pointer` in `file`). Lengths written without a unit are read as `unitless` says
    /// (nil: `UnitlessPolicy.styleDictionaryDefault`), with one `unitless-dimension` warning for the file; text
    /// no type fits is kept as a literal (`LiteralToken`), with one `untyped-literal` warning for the file.
    package static func parse(_ root: JSONValue, file: String, at pointer: JSONPointer = .root, name: String? = nil,
                             unitless: UnitlessPolicy? = nil) -> TokenLayer {
        let dialect = TokenDialect.styleDictionary
        let policy = unitless ?? .styleDictionaryDefault
        let tree = DialectTreeReader(root, file: file, at: pointer, dialect: dialect)
        var layer = TokenLayer(name: name ?? file, groups: tree.groups, diagnostics: tree.diagnostics)
        layer.tokens.reserveCapacity(tree.tokens.count)
        var edits: [FixIt.Edit] = []
        var firstToken: String?
        var literals: [TokenDefinition] = []
        for token in tree.tokens {
            let (definition, found, unitlessEdits) = definition(of: token, file: file, dialect: dialect, unitless: policy)
            layer.tokens.append(definition)
            layer.diagnostics += found
            if !unitlessEdits.isEmpty, firstToken == nil { firstToken = token.path.description }
            edits += unitlessEdits
            if token.typeName == nil, definition.type == .string, LiteralToken.isMarked(definition.extensions) { literals.append(definition) }
        }
        if let first = literals.first {
            let count = literals.count == 1 ? "1 token" : "\(literals.count) tokens"
            let names = literals.prefix(3).map { "\($0.path) (\(ValueParser.describe($0.value)))" }.joined(separator: ", ")
                + (literals.count > 3 ? ", …" : "")
            layer.diagnostics.append(Diagnostic(
                .untypedLiteral,
                "\(count) in \(file) \(literals.count == 1 ? "has" : "have") a value no type fits: \(names); written as the text, as Style Dictionary writes it (unquoted in CSS, a string in JSON, Swift and the other outputs); add \"\(dialect.typeKey)\": \"…\" to give \(literals.count == 1 ? "it" : "each") a type (\(suggestedTypes))",
                at: first.origin.location(["$value"]), token: first.path.description))
        }
        if let first = edits.first, let unit = policy.unit {
            let count = edits.count == 1 ? "1 length" : "\(edits.count) lengths"
            layer.diagnostics.append(Diagnostic(
                .unitlessDimension,
                "\(count) in \(file) \(edits.count == 1 ? "has" : "have") no unit (the first is \(firstToken ?? "?")) and \(edits.count == 1 ? "is" : "are") read as \(unit), "
                    + "as \"units\": {\"unitless\": \"\(unit)\"}\(unitless == nil ? " (the default for Style Dictionary files)" : "") says; write the unit to make it explicit, or set \"unitless\" to \"px\", \"rem\" or \"error\"",
                at: first.location, token: firstToken,
                fixIt: FixIt("write the unit \"\(unit)\" on \(count)", edits: edits)))
        }
        return layer
    }

    /// The definition of one token, what reading it found, and the edits writing the unit on its unitless lengths.
    package static func definition(of token: DialectToken, file: String, dialect: TokenDialect,
                           unitless: UnitlessPolicy = .styleDictionaryDefault) -> (TokenDefinition, [Diagnostic], [FixIt.Edit]) {
        let origin = Origin(file: file, pointer: token.pointer, valueKey: dialect.valueKey)
        var diagnostics: [Diagnostic] = []
        var poisoned = false
        var declared: TokenType?
        if let name = token.typeName {
            if let t = StyleDictionaryTypes.type(named: name) {
                declared = t
            } else if !name.isEmpty {
                diagnostics.append(Diagnostic(
                    .unknownType, "unknown type \"\(name)\"; tokens of this type are left out (write a DTCG type: \(TokenType.standard.map(\.rawValue).joined(separator: ", ")))",
                    at: SourceLocation(file: file, pointer: token.pointer.appending(dialect.typeKey)), token: token.path.description))
                poisoned = true
            } else {
                poisoned = true
            }
        }
        let written = StyleDictionaryReferences.rewrite(token.value)
        var type = declared ?? StyleDictionaryTypes.type(ofValue: written)
        var extensions = extensions(token.others, dialect: dialect)
        if type == nil, !poisoned, !isWholeReference(written) {
            // A whole reference without a type takes its target's; anything else is typed by its path's names,
            // then by being a plain number or boolean, else carried as its literal text.
            type = StyleDictionaryNameTypes.type(of: token.path, value: written)
            if type == nil {
                switch written {
                case .number: type = .number
                case .bool: type = .boolean
                case .string(let text) where !StyleDictionaryReferences.isInterpolated(text):
                    type = .string
                    extensions = LiteralToken.marking(extensions)
                default: break
                }
            }
        }
        var value = written
        var converter = StyleDictionaryValues(origin: origin, path: token.path)
        converter.unitless = unitless
        if let type, !poisoned {
            if let converted = converter.convert(written, as: type) { value = converted } else { poisoned = true }
            diagnostics += converter.diagnostics
        } else if !poisoned, case .string(let text) = written, StyleDictionaryReferences.isInterpolated(text) {
            diagnostics.append(Diagnostic(
                .untypedToken, "\"\(token.path)\" puts references inside other text (\"\(text)\"), which tokenc reads only as a colour with an alpha or a border, so it is left out; make it one whole reference or a literal of one type, or add \"\(dialect.typeKey)\": \"border\" for a border shorthand",
                at: SourceLocation(file: file, pointer: token.pointer), token: token.path.description))
            poisoned = true
        } else if !poisoned, !isWholeReference(written) {
            diagnostics.append(Diagnostic(
                .untypedToken, "cannot determine the type of \"\(token.path)\" from its value \(ValueParser.describe(written)) or the names of its path, and a JSON \(written.kindName) has no literal text, so it is left out; add \"\(dialect.typeKey)\": \"…\" (\(suggestedTypes))",
                at: SourceLocation(file: file, pointer: token.pointer), token: token.path.description))
            poisoned = true
        }
        var fields = TokenDefinition.Fields(path: token.path, parent: token.path.parent, type: type, value: value,
                                            description: token.description, extensions: extensions,
                                            origin: origin)
        fields.format = dialect.format
        fields.alpha = converter.alpha
        fields.isPoisoned = poisoned
        return (TokenDefinition(fields), diagnostics, poisoned ? [] : converter.unitlessEdits)
    }

    /// The types a missing-type message offers.
    static let suggestedTypes = "color, dimension, duration, number, fontFamily, fontWeight, shadow, border, typography or string"

    /// True when `value` is one whole reference, whose target gives the token its type.
    private static func isWholeReference(_ value: JSONValue) -> Bool {
        guard case .string(let s) = value else { return false }
        return StyleDictionaryReferences.isWhole(s)
    }

    /// The token's other members (`attributes`, `themeable`, …) as `$extensions`, under the dialect's key;
    /// a `$extensions` object written on the token is kept as it is, beside it.
    package static func extensions(_ others: [JSONMember], dialect: TokenDialect) -> JSONValue? {
        guard !others.isEmpty else { return nil }
        var out = JSONObject()
        var kept = JSONObject()
        for m in others {
            if m.key == "$extensions", case .object(let e) = m.value {
                for member in e.members { out[member.key] = member.value }
            } else {
                kept[m.key] = m.value
            }
        }
        if !kept.isEmpty { out[dialect.extensionKey] = .object(kept) }
        return out.isEmpty ? nil : .object(out)
    }
}
