/// Reads a DTCG token tree (a parsed JSON document, or the part of one at a pointer) into a `TokenLayer`:
/// tokens vs groups, names, `$type`, `$description`, `$deprecated`, `$extensions`, `$extends`, `$root`.
///
/// Values are kept raw here: references are resolved, and values type-checked, after layers are merged.
package struct TokenTreeParser {
    /// Group properties the Format module defines.
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$ref", "$schema", "$defs"]
    /// Token properties the Format module defines.
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]

    private let file: String
    private var layer: TokenLayer
    private let interner: ReferenceInterner?
    /// When set, the layer of one Terrazzo mode: only tokens with `$extensions[key][context]`, that as their value.
    private let mode: TerrazzoMode?
    /// The `$extensions` member left out of tokens' extensions: the modes key, once the modes are read as a modifier.
    private let dropping: String?

    private init(file: String, name: String, interner: ReferenceInterner?, mode: TerrazzoMode? = nil, dropping: String? = nil) {
        self.file = file
        self.layer = TokenLayer(name: name)
        self.interner = interner
        self.mode = mode
        self.dropping = dropping ?? mode?.key
    }

    /// Parses `root` (found at `pointer` in `file`) as a token tree. `prefix` places it under a group path.
    /// `interner`, shared by the layers of one compilation, lets their tokens share repeated reference strings.
    /// With `mode`, the layer holds only the tokens that give that Terrazzo mode a value, with that value, and no
    /// groups or diagnostics of its own (the file's own layer has them). `dropping` (and a mode's key) is an
    /// `$extensions` member tokens' extensions leave out: the modes, read as a modifier, are not carried to outputs.
    package static func parse(_ root: JSONValue, file: String, at pointer: JSONPointer = .root, name: String? = nil,
                             interner: ReferenceInterner? = nil, mode: TerrazzoMode? = nil, dropping: String? = nil) -> TokenLayer {
        var parser = TokenTreeParser(file: file, name: name ?? file, interner: interner, mode: mode, dropping: dropping)
        guard case .object(let object) = root else {
            parser.layer.diagnostics.append(Diagnostic(
                .invalidGroup, "a token file must hold a JSON object, not \(root.kindName)",
                at: SourceLocation(file: file, pointer: pointer)))
            return parser.layer
        }
        parser.group(object, path: .root, pointer: pointer, pathLength: 0)
        if mode != nil {
            parser.layer.groups = []
            parser.layer.diagnostics = []
        }
        return parser.layer
    }

    /// Reads and parses a whole token file.
    package static func parse(_ file: SourceFile, interner: ReferenceInterner? = nil) -> TokenLayer {
        let read = JSONReader.read(file)
        guard let value = read.value else {
            return TokenLayer(name: file.path, diagnostics: read.diagnostics)
        }
        var layer = parse(value, file: file.path, interner: interner)
        layer.diagnostics.insert(contentsOf: read.diagnostics, at: 0)
        return layer
    }

    private mutating func error(_ code: DiagnosticCode, _ message: String, _ pointer: JSONPointer, part: SourceLocation.Part = .value, token: TokenPath? = nil) {
        layer.diagnostics.append(Diagnostic(code, message, at: SourceLocation(file: file, pointer: pointer, part: part), token: token?.description))
    }

    /// Reads the group at `path`, whose dotted form is `pathLength` bytes long.
    private mutating func group(_ object: JSONObject, path: TokenPath, pointer: JSONPointer, pathLength: Int) {
        let origin = Origin(file: file, pointer: pointer)
        var definition = GroupDefinition(path: path, origin: origin)
        var hasProperties = false
        for member in object.members where member.key.hasPrefix("$") && member.key != "$root" {
            // The member's pointer, made only when a message needs it (most members have none).
            var p: JSONPointer { pointer.appending(member.key) }
            switch member.key {
            case "$type":
                definition.type = tokenType(member.value, at: p, token: path)
                definition.isPoisoned = definition.type == nil
                hasProperties = true
            case "$description":
                definition.description = description(member.value, at: p, token: path)
                hasProperties = true
            case "$deprecated":
                definition.deprecated = deprecation(member.value, at: p, token: path)
                hasProperties = true
            case "$extensions":
                definition.extensions = extensions(member.value, at: p, token: path)
                hasProperties = true
            case "$extends":
                hasProperties = true
                switch member.value {
                case .string(let s): definition.extends = s
                case .object(let o) where o["$ref"]?.stringValue != nil: definition.extends = o["$ref"]!.stringValue!
                default:
                    error(.invalidExtends, "$extends must be a reference to a group ({group.path} or a \"$ref\" pointer), not \(member.value.kindName)", p, token: path)
                }
            case "$ref":
                // JSON Schema syntax for the same thing as $extends (Format 2025.10, groups).
                hasProperties = true
                if case .string(let s) = member.value {
                    definition.extends = s
                    definition.extendsViaRef = true
                } else {
                    error(.invalidExtends, "$ref on a group must be a JSON Pointer string like \"#/other/group\", not \(member.value.kindName)", p, token: path)
                }
            case "$schema", "$defs":
                break
            case "$value":
                break // unreachable: objects with $value are tokens
            default:
                layer.diagnostics.append(Diagnostic(
                    .unknownProperty, "unknown group property \"\(member.key)\"; names starting with $ are reserved",
                    at: SourceLocation(file: file, pointer: p, part: .key), token: path.description))
            }
        }
        if !path.isRoot || hasProperties { layer.groups.append(definition) }

        // In a file whose tree starts at the document's root (most do), every pointer has its path's names: the
        // pointer then shares the path's storage instead of holding a copy (one allocation per token and group).
        let pointerIsPath = pointer.tokens == path.components
        for member in object.members where !member.key.hasPrefix("$") || member.key == "$root" {
            let childPath = path.appending(member.key)
            let childPointer = pointerIsPath ? JSONPointer(childPath.components) : pointer.appending(member.key)
            if let problem = Self.nameProblem(member.key) {
                error(.invalidName, "invalid name \"\(member.key)\": \(problem)", childPointer, part: .key, token: childPath)
                continue
            }
            // Bounded here, where paths are made: what is inside a path too long is left out with it.
            let childLength = (path.isRoot ? 0 : pathLength + 1) + member.key.utf8.count
            if childLength > TokenPath.maximumLength {
                error(.limitExceeded, Self.pathTooLong(childPath, length: childLength), childPointer, part: .key)
                continue
            }
            guard case .object(let child) = member.value else {
                error(.invalidGroup, "\"\(member.key)\" must be a token (an object with $value) or a group (an object), not \(member.value.kindName)",
                      childPointer, token: childPath)
                continue
            }
            if child["$value"] != nil {
                token(child, path: childPath, in: path, pointer: childPointer)
            } else if member.key == "$root" {
                error(.invalidValue, "$root must be a token with a $value", childPointer, part: .key, token: childPath)
            } else {
                group(child, path: childPath, pointer: childPointer, pathLength: childLength)
            }
        }
    }

    /// Reads the token at `path`, a member of group `parent`.
    private mutating func token(_ object: JSONObject, path: TokenPath, in parent: TokenPath, pointer: JSONPointer) {
        var value = object["$value"] ?? .null
        var origin = Origin(file: file, pointer: pointer)
        if let mode {
            // The mode's value, located at `$extensions/<key>/<context>` (the origin's value key is the context).
            guard let given = mode.value(in: object) else { return }
            value = given
            origin = Origin(file: file, pointer: pointer.appending("$extensions").appending(mode.key), valueKey: mode.context)
        }
        // A string with a brace in it reads as what every other token with that string reads as (shared).
        var read: TokenDefinition.ReadValue?
        if let interner, case .string(let text) = value, ReferenceSyntax.mayContainReference(value) {
            let entry = interner.entry(for: text)
            read = (entry.value, entry.references, entry.malformed)
        }
        var def = TokenDefinition.Fields(path: path, parent: parent, value: value, origin: origin, read: read)
        for member in object.members {
            // The member's pointer, made only when a message needs it (most members have none).
            var p: JSONPointer { pointer.appending(member.key) }
            switch member.key {
            case "$value": break
            case "$type":
                def.type = tokenType(member.value, at: p, token: path)
                def.isPoisoned = def.type == nil
            case "$description": def.description = description(member.value, at: p, token: path)
            case "$deprecated": def.deprecated = deprecation(member.value, at: p, token: path)
            case "$extensions":
                def.extensions = extensions(member.value, at: p, token: path)
                if let dropping, case .object(var o)? = def.extensions, o[dropping] != nil {
                    o[dropping] = nil
                    def.extensions = o.isEmpty ? nil : .object(o)
                }
            case "$extends":
                error(.invalidExtends, "$extends can only be used on a group, not on a token", p, part: .key, token: path)
                def.isPoisoned = true
            default:
                if member.key.hasPrefix("$") {
                    layer.diagnostics.append(Diagnostic(
                        .unknownProperty, "unknown token property \"\(member.key)\"; names starting with $ are reserved",
                        at: SourceLocation(file: file, pointer: p, part: .key), token: path.description))
                } else if case .object = member.value {
                    error(.tokenWithChildren, "token \"\(path)\" has a $value and also a child \"\(member.key)\"; a token cannot contain tokens or groups",
                          p, part: .key, token: path)
                } else if member.key == "alpha", case .number(let a) = member.value, a >= 0, a <= 1 {
                    // GitHub Primer / Style Dictionary: `alpha` beside `$value` sets the resolved colour's opacity.
                    def.alpha = a
                } else {
                    layer.diagnostics.append(Diagnostic(
                        .unknownProperty, "token \"\(path)\" has a non-standard property \"\(member.key)\"; it is ignored (only $-prefixed properties belong beside $value)",
                        at: SourceLocation(file: file, pointer: p, part: .key), token: path.description))
                }
            }
        }
        layer.tokens.append(TokenDefinition(def))
    }

    /// The message for a token or group whose path is `length` bytes, over `TokenPath.maximumLength`.
    package static func pathTooLong(_ path: TokenPath, length: Int) -> String {
        "the path \"\(path.abbreviated())\" is \(length) bytes long; token and group paths (names and dots) are at most \(TokenPath.maximumLength) bytes"
    }

    /// Why a token or group name is invalid, or nil when it is fine.
    package static func nameProblem(_ name: String) -> String? {
        // One pass over the bytes: this runs for every key of every file.
        var dot = false, brace = false
        for b in name.utf8 {
            if b == 0x2E { dot = true } else if b == 0x7B || b == 0x7D { brace = true }
        }
        if name.isEmpty { return "names must not be empty" }
        if name.utf8.first == 0x24 && name != "$root" { return "names must not start with $" }
        if dot { return "names must not contain ." }
        if brace { return "names must not contain { or }" }
        return nil
    }

    private mutating func tokenType(_ value: JSONValue, at p: @autoclosure () -> JSONPointer, token: TokenPath) -> TokenType? {
        guard case .string(let s) = value else {
            error(.unknownType, "$type must be a string, not \(value.kindName)", p(), token: token)
            return nil
        }
        guard let t = TokenType(rawValue: s) else {
            if let plain = TokenType(nonStandardAlias: s) {
                nonStandardType(s, as: plain, at: p(), token: token)
                return plain
            }
            if let near = TokenType(nearMiss: s) {
                // Plainly meant as `near`: read as it, with a fix-it writing its name.
                let location = SourceLocation(file: file, pointer: p())
                layer.diagnostics.append(Diagnostic(
                    .misspelledType, "$type \"\(s)\" is not a DTCG 2025.10 type; did you mean \"\(near.rawValue)\"? Read as \(near.rawValue)",
                    at: location, token: token.description,
                    fixIt: FixIt("write \"\(near.rawValue)\"", edits: [.replace(location, json: "\"\(near.rawValue)\"")])))
                return near
            }
            if let type = StyleDictionaryTypes.dtcgType(named: s) {
                // A Style Dictionary name (`fontSize`, `boxShadow`): read as the DTCG type it means.
                let location = SourceLocation(file: file, pointer: p())
                layer.diagnostics.append(Diagnostic(
                    .styleDictionaryType,
                    "$type \"\(s)\" is Style Dictionary's name, not a DTCG 2025.10 type; read as \(type.rawValue)",
                    at: location, token: token.description,
                    fixIt: FixIt("write \"\(type.rawValue)\"", edits: [.replace(location, json: "\"\(type.rawValue)\"")])))
                return type
            }
            let known = TokenType.standard.map(\.rawValue).joined(separator: ", ")
            error(.unknownType, "unknown $type \"\(s)\"; tokens of this type are left out (DTCG 2025.10 types: \(known))", p(), token: token)
            return nil
        }
        if !t.isStandard { nonStandardType(s, as: t, at: p(), token: token) }
        return t
    }

    /// Reports `$type` `name`, read as the non-standard `type` (`string`, `boolean`): a compatibility warning with
    /// no fix-it, since DTCG 2025.10 has no type for such values.
    private mutating func nonStandardType(_ name: String, as type: TokenType, at p: JSONPointer, token: TokenPath) {
        let read = name == type.rawValue ? "" : " (Tokens Studio's name), read as \(type.rawValue)"
        let carried = type == .edgeInsets
            ? "its values (1 to 4 lengths) are written as a CSS shorthand, and as EdgeInsets in Swift"
            : "its values are carried to the outputs as plain \(type.rawValue)s"
        layer.diagnostics.append(Diagnostic(
            .nonStandardType,
            "$type \"\(name)\" is not a DTCG 2025.10 type\(read); \(carried)",
            at: SourceLocation(file: file, pointer: p), token: token.description))
    }

    private mutating func description(_ value: JSONValue, at p: @autoclosure () -> JSONPointer, token: TokenPath) -> String? {
        if case .null = value {
            // Plainly "no description": read as none, with a fix-it removing the member.
            let location = SourceLocation(file: file, pointer: p())
            layer.diagnostics.append(Diagnostic(
                .nullDescription, "$description is null; DTCG 2025.10 wants a string or no $description. Read as no description",
                at: location, token: token.description, fixIt: FixIt("remove \"$description\"", edits: [.remove(location)])))
            return nil
        }
        guard case .string(let s) = value else {
            error(.invalidProperty, "$description must be a string, not \(value.kindName)", p(), token: token)
            return nil
        }
        return s
    }

    private mutating func deprecation(_ value: JSONValue, at p: @autoclosure () -> JSONPointer, token: TokenPath) -> Deprecation?? {
        switch value {
        case .bool(true): return .some(Deprecation())
        case .bool(false): return .some(nil)
        case .string(let s): return .some(Deprecation(message: s))
        default:
            error(.invalidProperty, "$deprecated must be true, false or a message string, not \(value.kindName)", p(), token: token)
            return nil
        }
    }

    private mutating func extensions(_ value: JSONValue, at p: @autoclosure () -> JSONPointer, token: TokenPath) -> JSONValue? {
        guard case .object = value else {
            error(.invalidProperty, "$extensions must be an object, not \(value.kindName)", p(), token: token)
            return nil
        }
        return value
    }
}
