/// A number with the unit written after it (`8px`, `1.5rem`, `50%`), or none (`""`): what a Tokens Studio
/// expression computes with and gives.
package struct MathQuantity: Sendable, Hashable {
    package var value: Double
    /// The unit as written (`px`, `rem`, `%`), `""` for a plain number.
    package var unit: String

    package init(_ value: Double, _ unit: String = "") {
        self.value = value
        self.unit = unit
    }

    /// The quantity as Tokens Studio writes a result: the number, then the unit (`8px`, `0.6`, `-72.3333px`).
    package var text: String { NumberText.format(value) + unit }
}
