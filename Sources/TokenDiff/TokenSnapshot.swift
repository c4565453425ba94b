/// One side of a compared token: what the diff looks at, taken from a `ResolvedToken`.
package struct TokenSnapshot: Sendable, Hashable {
    /// The token's path.
    package var path: TokenPath
    /// Its `$type`.
    package var type: TokenType
    /// The resolved value.
    package var value: TokenValue
    /// How the value was written: the alias it follows, or the references inside a composite.
    package var reference: TokenReference
    /// Its `$description`.
    package var description: String?
    /// Its deprecation, own or inherited from a group.
    package var deprecation: Deprecation?
    /// The stable id from `$extensions` (`com.tokenc.id` by default), used to pair renamed tokens.
    package var id: String?
    /// True when the token is marked `"com.tokenc": {"touchTarget": true}`.
    package var isTouchTarget: Bool

    /// The snapshot of `token`; `idExtension` is the `$extensions` member path of its stable id.
    package init(_ token: ResolvedToken, idExtension: [String] = DiffOptions.defaultIDExtension) {
        path = token.path
        type = token.type
        value = token.value
        reference = TokenReference(whole: token.aliasOf, partial: token.partialAliases)
        description = token.description
        deprecation = token.deprecation
        id = TokenSnapshot.member(token.extensions, idExtension)?.stringValue
        isTouchTarget = TokenSnapshot.member(token.extensions, ["com.tokenc", "touchTarget"])?.boolValue ?? false
    }

    /// The value at `keys` inside `extensions`.
    package static func member(_ extensions: JSONValue?, _ keys: [String]) -> JSONValue? {
        var current = extensions
        for key in keys { current = current?.objectValue?[key] }
        return current
    }
}

/// How a value was written: a whole-value alias (`{color.blue.500}`), references inside a composite value, or
/// neither (a literal).
package struct TokenReference: Sendable, Hashable, CustomStringConvertible {
    /// One reference inside a composite value.
    package struct Part: Sendable, Hashable {
        /// Where in `$value` (`color`, `0.color`), pointer tokens joined by `.`.
        package var position: String
        /// The referenced token.
        package var target: TokenPath
    }

    /// The token aliased as a whole (first hop).
    package var whole: TokenPath?
    /// References inside a composite value, by position.
    package var parts: [Part]

    /// From a resolved token's `aliasOf` and `partialAliases`.
    package init(whole: TokenPath?, partial: [JSONPointer: TokenPath] = [:]) {
        self.whole = whole
        self.parts = partial.map { Part(position: $0.key.tokens.joined(separator: "."), target: $0.value) }
            .sorted { $0.position < $1.position }
    }

    /// True when the value is written out rather than referenced.
    package var isLiteral: Bool { whole == nil && parts.isEmpty }

    /// How this reference became `other`: `{a} → {b}`, or for composites only the positions that differ
    /// (`fontFamily={font.family.sans} → fontFamily={font.family.rounded}`).
    package func change(to other: TokenReference) -> String {
        let (a, b) = differingText(other)
        return "\(a) → \(b)"
    }

    /// Both sides' text for a reference change; composites show only the positions that differ.
    package func differingText(_ other: TokenReference) -> (String, String) {
        guard whole == nil, other.whole == nil, !parts.isEmpty, !other.parts.isEmpty else { return (description, other.description) }
        let mine = Dictionary(parts.map { ($0.position, $0.target) }, uniquingKeysWith: { a, _ in a })
        let theirs = Dictionary(other.parts.map { ($0.position, $0.target) }, uniquingKeysWith: { a, _ in a })
        let positions = Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
        func side(_ m: [String: TokenPath]) -> String {
            positions.map { p in m[p].map { "\(p)={\($0)}" } ?? "\(p)=literal" }.joined(separator: ", ")
        }
        return (side(mine), side(theirs))
    }

    /// `{color.blue.500}`; `color={color.border}, width={size.border}`; `literal`.
    package var description: String {
        if let whole { return "{\(whole)}" }
        if parts.isEmpty { return "literal" }
        return parts.map { "\($0.position)={\($0.target)}" }.joined(separator: ", ")
    }
}
