/// Reads the `units` setting (`UnitlessPolicy`).
extension Config {
    /// Reads `"units": {"unitless": "px" | "rem" | "error"}`; nil when it is not set.
    package static func unitless(_ r: inout ObjectReader) -> UnitlessPolicy? {
        let choice = r.object("units") { u in u.choice("unitless", UnitlessPolicy.allCases.map(\.rawValue)) } ?? nil
        return choice.flatMap(UnitlessPolicy.init(rawValue:))
    }
}
