extension DimensionValue {
    /// The dimension in px: `rem` × `remBase`; the non-standard `em` also × `remBase`, as outputs without a
    /// parent font (Swift, validation, diff) take 1em as the root font size.
    public func pixels(remBase: Double) -> Double {
        switch unit {
        case .px: return value
        case .rem, .em: return value * remBase
        }
    }
}
