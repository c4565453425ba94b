/// Tokens Studio's loose typing where one whole-value reference crosses number and dimension: in Tokens Studio a
/// size without a unit is a plain number (Designsystemet's `number` token `{size._base}` over a `dimension`
/// `"18"`), and tokenc reads such a size as px. So, in a Tokens Studio token only, a number aliasing a px
/// dimension takes its number, and a dimension aliasing a number takes it as px. Anything else stays a type
/// mismatch.
package enum TokensStudioCoercion {
    /// `value` as a value of `type`, or nil when Tokens Studio would not take it as one either.
    package static func value(_ value: TokenValue, as type: TokenType) -> TokenValue? {
        switch (value, type) {
        case (.dimension(let d), .number) where d.unit == .px: return .number(d.value)
        case (.number(let n), .dimension): return .dimension(DimensionValue(n, .px))
        default: return nil
        }
    }
}
