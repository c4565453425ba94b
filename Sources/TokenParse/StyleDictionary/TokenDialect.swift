/// The keys a token file uses for a token's parts: Style Dictionary's `value`/`type`/`comment`, Tokens Studio's
/// older `value`/`type`/`description`, or DTCG's own. The one owner of the legacy keys and their DTCG names
/// (`dtcgKey(of:)`), for every reader and for `tokenc migrate`. Only the keys: what a value means is the
/// format's own rules (`StyleDictionaryValues`, `TokensStudioValue`).
package struct TokenDialect: Sendable, Hashable {
    /// The format tokens read in this dialect are marked with (`TokenDefinition.format`).
    package var format: TokenFileFormat
    /// The key whose presence makes an object a token, and that holds its value.
    package var valueKey: String
    /// The key of the token's type name.
    package var typeKey: String
    /// The keys read as the token's description (the first present wins).
    package var descriptionKeys: [String]
    /// The `$extensions` key other members of a token are kept under (`attributes`, `themeable`, …).
    package var extensionKey: String

    package init(format: TokenFileFormat, valueKey: String, typeKey: String, descriptionKeys: [String], extensionKey: String) {
        self.format = format
        self.valueKey = valueKey
        self.typeKey = typeKey
        self.descriptionKeys = descriptionKeys
        self.extensionKey = extensionKey
    }

    /// Style Dictionary: `value`, `type`, `comment` (and `description`, which its newer versions read too).
    package static let styleDictionary = TokenDialect(
        format: .styleDictionary, valueKey: "value", typeKey: "type", descriptionKeys: ["comment", "description"],
        extensionKey: "org.tokenc.style-dictionary")

    /// The DTCG key member `key` of a token written in this dialect stands for (`value` → `$value`, `type` →
    /// `$type`, `comment` → `$description`), nil for any other member.
    package func dtcgKey(of key: String) -> String? {
        if key == valueKey { return "$value" }
        if key == typeKey { return "$type" }
        if descriptionKeys.contains(key) { return "$description" }
        return nil
    }

    /// DTCG itself: `$value`, `$type`, `$description` (Tokens Studio sets mix these with the older keys).
    package static let dtcg = TokenDialect(
        format: .dtcg, valueKey: "$value", typeKey: "$type", descriptionKeys: ["$description"], extensionKey: "org.tokenc")

    /// Tokens Studio written without `$`: `value`, `type`, `description`.
    package static let tokensStudio = TokenDialect(
        format: .tokensStudio, valueKey: "value", typeKey: "type", descriptionKeys: ["description"],
        extensionKey: "org.tokenc.tokens-studio")
}
