/// Which Tailwind v4 theme variable a token becomes: the namespace its type and path select, and the rest of its
/// name (`color.text.primary` → `--color-text-primary`, `spacing.md` → `--spacing-md`, `radius.sm` →
/// `--radius-sm`, `font.family.body` → `--font-body`). Tokens outside every namespace are left out.
package enum TailwindNamespace {
    /// One namespace: the tokens it takes (a type, and custom property names starting with one of `leading`,
    /// which are taken off) and the variable prefix.
    package struct Rule {
        package var types: Set<TokenType>
        /// Leading words of the CSS name (`--font-size-`), longest first; empty: any name, none taken off.
        package var leading: [String]
        package var namespace: String
    }

    /// In order: the first rule that takes a token names it.
    package static let rules: [Rule] = [
        Rule(types: [.color], leading: ["--colors-", "--color-", "--"], namespace: "--color-"),
        Rule(types: [.dimension], leading: ["--spacing-", "--space-"], namespace: "--spacing-"),
        Rule(types: [.dimension], leading: ["--border-radius-", "--radius-", "--radii-"], namespace: "--radius-"),
        Rule(types: [.dimension], leading: ["--font-size-", "--font-sizes-", "--text-"], namespace: "--text-"),
        Rule(types: [.dimension], leading: ["--font-letter-spacing-", "--letter-spacing-", "--tracking-"], namespace: "--tracking-"),
        Rule(types: [.dimension, .number], leading: ["--font-line-height-", "--line-height-", "--leading-"], namespace: "--leading-"),
        Rule(types: [.fontFamily], leading: ["--font-family-", "--font-families-", "--font-", "--"], namespace: "--font-"),
        Rule(types: [.fontWeight], leading: ["--font-weight-", "--font-weights-", "--"], namespace: "--font-weight-"),
    ]

    /// The theme variable for a token of `type` whose CSS custom property is `property`, or nil.
    package static func variable(type: TokenType, property: String) -> String? {
        for rule in rules where rule.types.contains(type) {
            // The prefixes are ASCII, so after `hasPrefix` their UTF-8 length is where the rest starts (and
            // counting bytes spares the character count of every name).
            for l in rule.leading where property.hasPrefix(l) && property.utf8.count > l.utf8.count {
                return rule.namespace + Substring(property.utf8.dropFirst(l.utf8.count))
            }
        }
        return nil
    }
}
