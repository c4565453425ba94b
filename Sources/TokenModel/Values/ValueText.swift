/// A length or a time as CSS writes it and messages show it (`16px`, `1.5rem`, `200ms`): the shortest number
/// that reads back exactly, then the unit.
extension DimensionValue {
    public var text: String { NumberText.format(value) + unit.rawValue }
}

extension DurationValue {
    public var text: String { NumberText.format(value) + unit.rawValue }
}
