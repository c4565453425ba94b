/// A length or a time as CSS writes it and messages show it (`16px`, `1.5rem`, `200ms`): the shortest number
/// that reads back exactly, then the unit.
extension DimensionValue {
    /// The length as CSS writes it: `16px`, `1.5rem`.
    public var text: String { NumberText.format(value) + unit.rawValue }
}

extension DurationValue {
    /// The duration as CSS writes it: `200ms`, `0.2s`.
    public var text: String { NumberText.format(value) + unit.rawValue }
}
