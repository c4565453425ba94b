extension DimensionValue {
    /// The dimension in px: `rem` × `remBase`; the non-standard `em` also × `remBase`, as outputs without a
    /// parent font (Swift, validation, diff) take 1em as the root font size. A viewport unit has no length: 0
    /// here, and nil from `absolutePixels`, which callers that can meet one (rules, diff, templates) use.
    public func pixels(remBase: Double) -> Double {
        absolutePixels(remBase: remBase) ?? 0
    }

    /// The dimension in px, or nil for a layout-relative unit (`vw`, `vh`, `%`).
    public func absolutePixels(remBase: Double) -> Double? {
        switch unit {
        case .px: return value
        case .rem, .em: return value * remBase
        case .vw, .vh, .percent: return nil
        }
    }
}
