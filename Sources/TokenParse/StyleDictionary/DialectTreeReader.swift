/// One token as a dialect file writes it, before its format's value rules: where it is, and its parts by role.
package struct DialectToken: Sendable {
    /// The token's path.
    package var path: TokenPath
    /// The pointer of the token's object in its file.
    package var pointer: JSONPointer
    /// The value as written (under the dialect's value key).
    package var value: JSONValue
    /// The type name as written, and whether the member held a string at all.
    package var typeName: String?
    /// The description (from the dialect's description keys).
    package var description: String?
    /// Every other member of the token object, in order (`attributes`, `themeable`, a `$extensions`, …).
    package var others: [JSONMember]
}

/// Reads the tree of a file written in a `TokenDialect`: an object with the value key is a token, any other
/// object a group. Names are checked as the DTCG reader checks them; values are left as written, for the
/// format's own rules (Style Dictionary's; Tokens Studio sets, which mix `$value` and `value` tokens, are
/// rewritten as a DTCG tree by `TokensStudioTree` with the same `TokenDialect` keys).
package struct DialectTreeReader {
    /// The tokens, in the author's order.
    package private(set) var tokens: [DialectToken] = []
    /// The groups (every object that is not a token, below the root).
    package private(set) var groups: [GroupDefinition] = []
    /// Problems with the tree's structure and names.
    package private(set) var diagnostics: [Diagnostic] = []

    private let file: String
    private let dialect: TokenDialect

    /// Reads `root`, found at `pointer` in `file`.
    package init(_ root: JSONValue, file: String, at pointer: JSONPointer = .root, dialect: TokenDialect) {
        self.file = file
        self.dialect = dialect
        guard case .object(let object) = root else {
            diagnostics.append(Diagnostic(.invalidGroup, "a token file must hold a JSON object, not \(root.kindName)",
                                          at: SourceLocation(file: file, pointer: pointer)))
            return
        }
        group(object, path: .root, pointer: pointer, pathLength: 0)
    }

    private mutating func error(_ code: DiagnosticCode, _ message: String, _ pointer: JSONPointer, part: SourceLocation.Part = .value, token: TokenPath? = nil) {
        diagnostics.append(Diagnostic(code, message, at: SourceLocation(file: file, pointer: pointer, part: part), token: token?.description))
    }

    /// Reads the group at `path`, whose dotted form is `pathLength` bytes long.
    private mutating func group(_ object: JSONObject, path: TokenPath, pointer: JSONPointer, pathLength: Int) {
        var definition = GroupDefinition(path: path, origin: Origin(file: file, pointer: pointer, valueKey: dialect.valueKey))
        for member in object.members {
            let childPointer = pointer.appending(member.key)
            guard case .object(let child) = member.value else {
                if dialect.descriptionKeys.contains(member.key), case .string(let s) = member.value {
                    definition.description = s
                } else if member.key.hasPrefix("$") {
                    // `$type`, `$description` and such on a group of a file without `$`: not this dialect's keys.
                    error(.unknownProperty, "\"\(member.key)\" is a DTCG key; this file is read as \(dialect.format.rawValue), whose groups hold only tokens and groups",
                          childPointer, part: .key, token: path)
                } else {
                    error(.invalidGroup, "\"\(member.key)\" must be a token (an object with \"\(dialect.valueKey)\") or a group (an object), not \(member.value.kindName)",
                          childPointer, token: path.appending(member.key))
                }
                continue
            }
            if member.key.hasPrefix("$") {
                // `$extensions` and other `$` objects on a group are kept out of the token tree.
                continue
            }
            let childPath = path.appending(member.key)
            if let problem = TokenTreeParser.nameProblem(member.key) {
                error(.invalidName, "invalid name \"\(member.key)\": \(problem)", childPointer, part: .key, token: childPath)
                continue
            }
            let childLength = (path.isRoot ? 0 : pathLength + 1) + member.key.utf8.count
            if childLength > TokenPath.maximumLength {
                error(.limitExceeded, TokenTreeParser.pathTooLong(childPath, length: childLength), childPointer, part: .key)
                continue
            }
            if child[dialect.valueKey] != nil {
                token(child, path: childPath, pointer: childPointer)
            } else {
                group(child, path: childPath, pointer: childPointer, pathLength: childLength)
            }
        }
        if !path.isRoot || definition.description != nil { groups.append(definition) }
    }

    /// Reads the token at `path`.
    private mutating func token(_ object: JSONObject, path: TokenPath, pointer: JSONPointer) {
        var t = DialectToken(path: path, pointer: pointer, value: object[dialect.valueKey] ?? .null, others: [])
        for member in object.members where member.key != dialect.valueKey {
            if member.key == dialect.typeKey {
                guard case .string(let s) = member.value else {
                    error(.unknownType, "\"\(dialect.typeKey)\" must be a string, not \(member.value.kindName)",
                          pointer.appending(member.key), token: path)
                    t.typeName = ""
                    continue
                }
                t.typeName = s
            } else if dialect.descriptionKeys.contains(member.key), t.description == nil {
                guard case .string(let s) = member.value else {
                    error(.invalidProperty, "\"\(member.key)\" must be a string, not \(member.value.kindName)",
                          pointer.appending(member.key), token: path)
                    continue
                }
                t.description = s
            } else if case .object(let o) = member.value, o[dialect.valueKey] != nil {
                error(.tokenWithChildren, "token \"\(path)\" has a \"\(dialect.valueKey)\" and also a child token \"\(member.key)\"; a token cannot contain tokens or groups",
                      pointer.appending(member.key), part: .key, token: path)
            } else {
                t.others.append(member)
            }
        }
        tokens.append(t)
    }
}
