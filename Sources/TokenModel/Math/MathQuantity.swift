/// A number with the unit written after it (`8px`, `1.5rem`, `50%`), or none (`""`): what a Tokens Studio
/// expression computes with and gives.
public struct MathQuantity: Sendable, Hashable {
    public var value: Double
    /// The unit as written (`px`, `rem`, `%`), `""` for a plain number.
    public var unit: String

    public init(_ value: Double, _ unit: String = "") {
        self.value = value
        self.unit = unit
    }

    /// The quantity as Tokens Studio writes a result: the number, then the unit (`8px`, `0.6`, `-72.3333px`).
    public var text: String { NumberText.format(value) + unit }
}
