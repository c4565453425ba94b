/// Source locations for naming diagnostics.
package enum TokenOriginLocation {
    /// The location of a token's name (its key in the file).
    package static func name(of token: ResolvedToken) -> SourceLocation { token.origin.location(part: .key) }

    /// The location of the group `group` that contains `token`, derived from the token's pointer when the
    /// file's nesting follows the path; else the token's own location.
    package static func group(_ group: TokenPath, containing token: ResolvedToken) -> SourceLocation {
        let drop = token.path.components.count - group.components.count
        let tokens = token.origin.pointer.tokens
        guard drop >= 0, tokens.count >= drop,
              Array(tokens.suffix(drop)) == Array(token.path.components.suffix(drop)) else { return name(of: token) }
        return SourceLocation(file: token.origin.file, pointer: JSONPointer(Array(tokens.dropLast(drop))), part: .key)
    }
}
