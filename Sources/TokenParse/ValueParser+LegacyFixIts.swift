/// The 2025.10 forms of pre-2025.10 values, as JSON text: what the fix-its of `deprecated-form` findings write.
/// Each reads back as exactly the value tokenc read from the old form, so outputs do not change.
extension ValueParser {
    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}` for a colour read from a hex
    /// string (alpha only when below 1). Components are written in the shortest text that reads back as the same
    /// number, so `#0066cc` keeps the very components it had.
    static func colorJSON(_ c: ColorValue) -> String {
        let components = c.components.map { $0.map(NumberText.format) ?? "\"none\"" }.joined(separator: ", ")
        var out = "{\"colorSpace\": \(JSONWriter.string(.string(c.colorSpace.rawValue), pretty: false)), \"components\": [\(components)]"
        if c.alpha < 1 { out += ", \"alpha\": \(NumberText.format(c.alpha))" }
        if let hex = c.hex { out += ", \"hex\": \(JSONWriter.string(.string(hex), pretty: false))" }
        return out + "}"
    }

    /// `{"value": 16, "unit": "px"}`.
    static func measureJSON(_ value: Double, unit: String) -> String {
        "{\"value\": \(NumberText.format(value)), \"unit\": \(JSONWriter.string(.string(unit), pretty: false))}"
    }

    /// `["Inter", "sans-serif"]`.
    static func fontFamilyJSON(_ names: [String]) -> String {
        "[" + names.map { JSONWriter.string(.string($0), pretty: false) }.joined(separator: ", ") + "]"
    }
}
