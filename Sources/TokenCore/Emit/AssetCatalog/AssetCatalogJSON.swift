/// The `Contents.json` files of an asset catalog, laid out as Xcode writes them (keys sorted, `" : "`,
/// two-space indents, components as strings with three decimals), following Apple's Asset Catalog Format
/// Reference (Catalog Type, Named Color Type).
enum AssetCatalogJSON {
    /// The catalog's own `Contents.json`.
    static let catalog = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

    /// A colour set's `Contents.json`: one entry per variant (its appearances and colour), `idiom` universal.
    /// A colour inside sRGB is written in `srgb`; one beyond it in `display-p3`, gamut-mapped into Display P3.
    static func colorSet(_ variants: [(appearances: [(String, String)], color: ColorValue)]) -> String {
        var out = "{\n  \"colors\" : [\n"
        for (i, v) in variants.enumerated() {
            out += "    {\n"
            if !v.appearances.isEmpty {
                out += "      \"appearances\" : [\n"
                for (k, a) in v.appearances.enumerated() {
                    out += "        {\n          \"appearance\" : \"\(a.0)\",\n          \"value\" : \"\(a.1)\"\n        }"
                    out += k + 1 < v.appearances.count ? ",\n" : "\n"
                }
                out += "      ],\n"
            }
            let c = EmitColor(v.color)
            let (space, r, g, b) = c.displayP3.map { ("display-p3", $0.0, $0.1, $0.2) } ?? ("srgb", c.red, c.green, c.blue)
            out += "      \"color\" : {\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n"
            out += "          \"alpha\" : \"\(component(c.alpha))\",\n"
            out += "          \"blue\" : \"\(component(b))\",\n"
            out += "          \"green\" : \"\(component(g))\",\n"
            out += "          \"red\" : \"\(component(r))\"\n"
            out += "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
            out += i + 1 < variants.count ? ",\n" : "\n"
        }
        out += "  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return out
    }

    /// `x` clamped to 0…1 with three decimals (`0.039`): every 8-bit channel value reads back exactly.
    static func component(_ x: Double) -> String {
        let n = Int((min(max(x.isFinite ? x : 0, 0), 1) * 1000).rounded())
        let frac = String(n % 1000)
        return "\(n / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}
