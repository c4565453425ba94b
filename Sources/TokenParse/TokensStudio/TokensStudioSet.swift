/// Reads one Tokens Studio token set (a file of a multi-file project, or one top-level key of a single-file
/// export) into a `TokenLayer`: written with `$value`/`$type` (as Designsystemet keeps it) or with
/// `value`/`type`/`description`, its types mapped to DTCG types (`TokensStudioType`) and its literal values
/// rewritten in their DTCG form (`TokensStudioValue`), then read as DTCG. Every token is marked
/// `format = .tokensStudio`, so later stages apply Tokens Studio's rules (math in values).
package enum TokensStudioSet {
    /// The set `root` (at `pointer` in `file`) as a layer.
    package static func parse(_ root: JSONValue, file: String, at pointer: JSONPointer = .root, name: String? = nil,
                             interner: ReferenceInterner? = nil) -> TokenLayer {
        var tree = TokensStudioTree(values: TokensStudioValue(file: file))
        let dtcg = tree.group(root, pointer: pointer, path: .root, inherited: nil)
        var layer = TokenTreeParser.parse(dtcg, file: file, at: pointer, name: name, interner: interner)
        layer.diagnostics.insert(contentsOf: tree.values.diagnostics, at: 0)
        for i in layer.tokens.indices {
            layer.tokens[i].format = .tokensStudio
            if tree.values.refused.contains(layer.tokens[i].path) { layer.tokens[i].isPoisoned = true }
        }
        return layer
    }
}

/// The walk over a Tokens Studio set that rewrites it as a DTCG tree (same keys and nesting, so every pointer
/// into the DTCG tree names the same node of the file).
package struct TokensStudioTree {
    /// The value converter, which keeps what it found.
    package var values: TokensStudioValue

    package init(values: TokensStudioValue) {
        self.values = values
    }

    /// Group `value` at `path` (at `pointer` in the file), tokens below inheriting Tokens Studio type `inherited`.
    package mutating func group(_ value: JSONValue, pointer: JSONPointer, path: TokenPath, inherited: TokensStudioType?) -> JSONValue {
        guard case .object(let o) = value else { return value }
        var type = inherited
        if case .string(let name)? = o["$type"], let t = TokensStudioType(name: name) { type = t }
        var members: [JSONMember] = []
        members.reserveCapacity(o.count)
        for m in o.members {
            if m.key == "$type", case .string(let name) = m.value {
                members.append(JSONMember(key: m.key, value: .string(Self.typeName(name))))
                continue
            }
            guard !m.key.hasPrefix("$"), case .object(let child) = m.value else {
                members.append(m)
                continue
            }
            let childPointer = pointer.appending(m.key)
            let childPath = path.appending(m.key)
            if child[TokenDialect.dtcg.valueKey] != nil {
                members.append(JSONMember(key: m.key, value: token(child, dialect: .dtcg, pointer: childPointer, path: childPath, inherited: type)))
            } else if Self.isLegacyToken(child) {
                members.append(JSONMember(key: m.key, value: token(child, dialect: .tokensStudio, pointer: childPointer, path: childPath, inherited: type)))
            } else {
                members.append(JSONMember(key: m.key, value: group(m.value, pointer: childPointer, path: childPath, inherited: type)))
            }
        }
        return .object(JSONObject(members))
    }

    /// True when `o` is a token written with `value` (and `type`) rather than `$value`: it has a `value` that is
    /// not a group of tokens (a typography's is an object, so an object value counts only beside a `type`).
    static func isLegacyToken(_ o: JSONObject) -> Bool {
        let dialect = TokenDialect.tokensStudio
        guard let value = o[dialect.valueKey] else { return false }
        if case .object = value { return o[dialect.typeKey]?.stringValue != nil }
        return true
    }

    /// The DTCG `$type` to write for Tokens Studio type `name` (unknown names as written, for the DTCG reader to
    /// report). `text` and `other` keep their names: the DTCG reader knows them (`non-standard-type`).
    package static func typeName(_ name: String) -> String {
        guard let t = TokensStudioType(name: name) else { return name }
        if t == .text || t == .other { return name }
        return t.dtcg.rawValue
    }

    /// Token `o` (written in `dialect`: `$value`/`$type`, or `value`/`type`/`description`) in DTCG form, its keys
    /// the DTCG names `TokenDialect.dtcgKey(of:)` gives.
    package mutating func token(_ o: JSONObject, dialect: TokenDialect, pointer: JSONPointer, path: TokenPath, inherited: TokensStudioType?) -> JSONValue {
        var type = inherited
        if case .string(let name)? = o[dialect.typeKey] { type = TokensStudioType(name: name) }
        var members: [JSONMember] = []
        var extras: [JSONMember] = []
        for m in o.members {
            switch dialect.dtcgKey(of: m.key) {
            case "$type"?:
                members.append(JSONMember(key: "$type", value: m.value.stringValue.map { .string(Self.typeName($0)) } ?? m.value))
            case "$value"?:
                var value = m.value
                if let type {
                    let at = pointer.appending(m.key)
                    if type == .typography {
                        (value, extras) = values.typographyParts(value, at: at, token: path)
                    } else {
                        value = values.convert(value, as: type, at: at, token: path)
                    }
                }
                members.append(JSONMember(key: "$value", value: value))
            case "$description"?:
                members.append(JSONMember(key: "$description", value: m.value))
            default:
                members.append(m)
            }
        }
        members = values.finishing(members)
        if !extras.isEmpty { members = Self.addingTypographyExtras(extras, to: members) }
        return separatingChildren(members, pointer: pointer, path: path, inherited: inherited)
    }

    /// `members` with `extras` under `$extensions["org.tokenc"].typography` (beside what is already there).
    static func addingTypographyExtras(_ extras: [JSONMember], to members: [JSONMember]) -> [JSONMember] {
        var object = JSONObject(members)
        var extensions = object["$extensions"]?.objectValue ?? JSONObject()
        var tokenc = extensions["org.tokenc"]?.objectValue ?? JSONObject()
        var typography = tokenc["typography"]?.objectValue ?? JSONObject()
        for e in extras where typography[e.key] == nil { typography.members.append(e) }
        tokenc["typography"] = .object(typography)
        extensions["org.tokenc"] = .object(tokenc)
        object["$extensions"] = .object(extensions)
        return object.members
    }
}
