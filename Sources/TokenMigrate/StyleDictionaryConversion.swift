/// A Style Dictionary token file as DTCG 2025.10, token by token as `StyleDictionaryReader` reads it: `$value` in
/// the DTCG shape the reader builds (references without `.value`, shadows keyed by index as lists, a border
/// shorthand as a border object, numbers written as strings as numbers), an explicit `$type` (declared, inferred
/// from the value or category, or the referenced token's), `comment` as `$description`, `attributes` and other
/// members under `$extensions["org.tokenc.style-dictionary"]`, and a colour reference with an alpha
/// (`"{color.red}80"`) as a colour taking its space, components and hex from that token by `$ref`. Groups
/// and member order stay; a token the reader leaves out (`untyped-token`) is removed. Every change is listed.
package struct StyleDictionaryConversion {
    /// The `$extensions` key the other members of a token go under (see docs/coming-from-style-dictionary.md).
    package static var extensionKey: String { TokenDialect.styleDictionary.extensionKey }

    /// The `$type` of a token the original leaves out for want of a type but which hides another definition of
    /// its name: not a DTCG type, so the migrated build leaves it out too (`unknown-type`, a warning).
    static let leftOutType = "untyped"

    /// The converted tree.
    private(set) var tree: JSONValue = .null
    /// What the conversion changed, in document order.
    private(set) var changes: [MigrationChange] = []

    private let dialect = TokenDialect.styleDictionary
    private let relative: String
    private var definitions: [JSONPointer: TokenDefinition] = [:]
    private var groupDescriptions: [JSONPointer: String] = [:]
    private var leftOut: [String: Diagnostic] = [:]
    private let resolvedTypes: [JSONPointer: TokenType]
    private let built: Set<TokenPath>
    private let hexed: Set<JSONPointer>

    /// Converts `root`, the Style Dictionary file `file` (named `relative` in the report); `resolvedTypes` are the
    /// types the original compilation gave the file's tokens, by pointer (for a reference with no type written),
    /// `built` every token it resolved in some permutation (one missing from all of them the build left out),
    /// `hexed` the colours that have a hex fallback in every permutation.
    init(_ root: JSONValue, file: String, relative: String, resolvedTypes: [JSONPointer: TokenType], built: Set<TokenPath>,
         hexed: Set<JSONPointer> = []) {
        self.relative = relative
        self.resolvedTypes = resolvedTypes
        self.built = built
        self.hexed = hexed
        let layer = StyleDictionaryReader.parse(root, file: file, unitless: .error)
        for t in layer.tokens { definitions[t.origin.pointer] = t }
        for g in layer.groups { if let d = g.description { groupDescriptions[g.origin.pointer] = d } }
        for d in layer.diagnostics where d.code == .untypedToken { if let t = d.tokenPath { leftOut[t] = d } }
        guard case .object(let object) = root else { tree = root; return }
        tree = .object(group(object, pointer: .root, path: .root))
    }

    /// The group `object` at `pointer`, its tokens converted and its description as `$description`.
    private mutating func group(_ object: JSONObject, pointer: JSONPointer, path: TokenPath) -> JSONObject {
        var out = JSONObject()
        var described = false
        for member in object.members {
            let childPointer = pointer.appending(member.key)
            if case .object(let child) = member.value, !member.key.hasPrefix("$") {
                let childPath = path.appending(member.key)
                if child[dialect.valueKey] != nil {
                    if let converted = token(child, pointer: childPointer, path: childPath) {
                        out.members.append(JSONMember(key: member.key, value: converted))
                    }
                } else {
                    out.members.append(JSONMember(key: member.key, value: .object(group(child, pointer: childPointer, path: childPath))))
                }
            } else if dialect.descriptionKeys.contains(member.key), case .string = member.value {
                // The group's description as the reader takes it, once, where the first description key was.
                guard !described, let d = groupDescriptions[pointer] else { continue }
                described = true
                out.members.append(JSONMember(key: "$description", value: .string(d)))
                changes.append(MigrationChange(file: relative, token: path.isRoot ? nil : path.description, change: "write $description",
                                               reason: "[style-dictionary] a group's \"\(member.key)\" is its DTCG $description"))
            } else {
                out.members.append(member)
            }
        }
        return out
    }

    /// The token `object` at `pointer` in DTCG form; nil when the reader leaves it out (no type to give it).
    private mutating func token(_ object: JSONObject, pointer: JSONPointer, path: TokenPath) -> JSONValue? {
        let name = path.description
        guard let def = definitions[pointer] else { return .object(object) }
        if def.isPoisoned {
            guard let why = leftOut[name] else { return .object(object) }
            if built.contains(path) {
                // It hides a definition of an earlier file (dark's `none` over light's shadow): removed, that one
                // would show. A `$type` DTCG lacks leaves it out the same way, with an `unknown-type` warning.
                var members = [JSONMember(key: "$type", value: .string(Self.leftOutType)), JSONMember(key: "$value", value: def.value)]
                if let d = def.description { members.append(JSONMember(key: "$description", value: .string(d))) }
                if let e = def.extensions { members.append(JSONMember(key: "$extensions", value: e)) }
                changes.append(MigrationChange(file: relative, token: name, change: "write $type \"\(Self.leftOutType)\", which keeps it left out",
                    reason: "[\(why.code.rawValue)] \(why.message); it stays, left out, because it hides \(name) of another file as it does in the original"))
                return .object(JSONObject(members))
            }
            changes.append(MigrationChange(file: relative, token: name, change: "remove it (the build leaves it out too)",
                                           reason: "[\(why.code.rawValue)] \(why.message)"))
            return nil
        }
        let written = object[dialect.valueKey] ?? .null
        if !built.contains(path) {
            // In no permutation (it refers to a token left out, or one left out hides it): the DTCG file lacks it.
            changes.append(MigrationChange(file: relative, token: name, change: "remove it (the build leaves it out too)",
                reason: "[untyped-token] no permutation of the original has \(name): it refers to a token left out for want of a type, or such a token hides it"))
            return nil
        }
        let type = def.type ?? resolvedTypes[pointer]
        var members: [JSONMember] = []
        if let type { members.append(JSONMember(key: "$type", value: .string(type.rawValue))) }
        let value = def.alpha.flatMap { Self.colour(def.value, alpha: $0, hex: hexed.contains(pointer)) } ?? def.value
        members.append(JSONMember(key: "$value", value: value))
        if let d = def.description { members.append(JSONMember(key: "$description", value: .string(d))) }
        if let e = def.extensions { members.append(JSONMember(key: "$extensions", value: e)) }

        // The keys.
        let describedBy = object.members.first { dialect.descriptionKeys.contains($0.key) && $0.value.stringValue != nil }?.key
        let renamed = object.keys.compactMap { key -> String? in
            guard let dtcg = dialect.dtcgKey(of: key), dtcg != "$description" || key == describedBy else { return nil }
            return "\(key) → \(dtcg)"
        }
        changes.append(MigrationChange(file: relative, token: name, change: "rename \(renamed.joined(separator: ", "))",
                                       reason: "[style-dictionary] value, type and comment are DTCG's $value, $type and $description"))
        // The type.
        let declared = object[dialect.typeKey]?.stringValue
        if let type, declared != type.rawValue {
            let why: String
            if let declared {
                why = "Style Dictionary type \"\(declared)\" is DTCG \(type.rawValue)"
            } else if def.type == nil {
                why = "no type is written; the token it references is \(type.rawValue)"
            } else if LiteralToken.isMarked(def.extensions) {
                why = "no type fits its value, which stays text written as is (untyped-literal), marked by $extensions[\"org.tokenc\"].literal"
            } else if StyleDictionaryTypes.type(ofValue: StyleDictionaryReferences.rewrite(written)) != nil {
                why = "no type is written; its value is a \(type.rawValue)"
            } else if let named = StyleDictionaryNameTypes.type(of: path, value: StyleDictionaryReferences.rewrite(written)), named == type {
                why = "no type is written; the names of its path (\(path)) make it a \(type.rawValue)"
            } else {
                why = "no type is written; its value is a plain \(type.rawValue)"
            }
            changes.append(MigrationChange(file: relative, token: name, change: "write $type \"\(type.rawValue)\"",
                                           reason: "[style-dictionary] \(why)"))
        }
        // The value.
        if let a = def.alpha, value != def.value {
            changes.append(MigrationChange(file: relative, token: name, change: "write $value \(JSONWriter.string(value, pretty: false))",
                reason: "[style-dictionary] \(JSONWriter.string(written, pretty: false)) gives the referenced colour the alpha \(NumberText.format(a)); a DTCG colour takes the rest from that token by $ref"))
        } else if def.value != written {
            changes.append(MigrationChange(file: relative, token: name, change: "write $value \(JSONWriter.string(def.value, pretty: false))",
                                           reason: "[style-dictionary] \(JSONWriter.string(written, pretty: false)) is \(Self.article(type)) in Style Dictionary's form"))
        }
        // The other members.
        if let moved = def.extensions?.objectValue?[Self.extensionKey]?.objectValue?.keys, !moved.isEmpty {
            changes.append(MigrationChange(file: relative, token: name,
                change: "move \(moved.joined(separator: ", ")) to $extensions[\"\(Self.extensionKey)\"]",
                reason: "[style-dictionary] a DTCG token's own members start with $; tokenc keeps Style Dictionary's others there"))
        }
        return .object(JSONObject(members))
    }

    /// A reference `{a.b}` with an alpha as a DTCG colour: colour space, components and (with `hex`) the hex
    /// fallback by `$ref` from the token it names, so they follow it in every theme, and the alpha. Nil when
    /// `value` is not one reference.
    package static func colour(_ value: JSONValue, alpha: Double, hex: Bool) -> JSONValue? {
        guard let s = value.stringValue, s.hasPrefix("{"), s.hasSuffix("}"), s.count > 2 else { return nil }
        let target = TokenPath(dotted: String(s.dropFirst().dropLast()))
        func ref(_ member: String) -> JSONValue {
            ["$ref": .string("#" + JSONPointer(target.components + ["$value", member]).description)]
        }
        var members = [JSONMember(key: "colorSpace", value: ref("colorSpace")), JSONMember(key: "components", value: ref("components")),
                       JSONMember(key: "alpha", value: .number(alpha))]
        if hex { members.append(JSONMember(key: "hex", value: ref("hex"))) }
        return .object(JSONObject(members))
    }

    /// "a colour"-style words for a type in a reason.
    private static func article(_ type: TokenType?) -> String {
        guard let type else { return "a value" }
        let name = type.rawValue
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }
}
