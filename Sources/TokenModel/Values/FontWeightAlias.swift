/// The pre-defined `fontWeight` string values of the DTCG Format module and the numbers they stand for.
package enum FontWeightAlias {
    /// Every alias with its weight, in the spec's table order.
    package static let table: [(name: String, weight: Double)] = [
        ("thin", 100), ("hairline", 100),
        ("extra-light", 200), ("ultra-light", 200),
        ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400),
        ("medium", 500),
        ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700),
        ("extra-bold", 800), ("ultra-bold", 800),
        ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ]

    /// The weight an alias stands for; nil for any other string (matching is case-sensitive, as the spec says).
    package static func weight(named name: String) -> Double? {
        table.first { $0.name == name }?.weight
    }
}
