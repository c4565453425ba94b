/// The `Contents.json` files of an asset catalog, laid out as Xcode writes them (keys sorted, `" : "`,
/// two-space indents, components as strings with three decimals), following Apple's Asset Catalog Format
/// Reference (Catalog Type, Named Color Type).
package enum AssetCatalogJSON {
    /// The catalog's own `Contents.json`.
    package static let catalog = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

    /// A colour set's `Contents.json`: one entry per variant (its appearances and colour), `idiom` universal.
    /// A colour inside sRGB is written in `srgb`; one beyond it in `display-p3`, gamut-mapped into Display P3.
    /// Written as bytes: an asset catalog has a file per colour of every brand.
    package static func colorSet(_ variants: [(appearances: [(String, String)], color: ColorValue)]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(200 + 330 * variants.count)
        out += "{\n  \"colors\" : [\n".utf8
        for (i, v) in variants.enumerated() {
            out += "    {\n".utf8
            if !v.appearances.isEmpty {
                out += "      \"appearances\" : [\n".utf8
                for (k, a) in v.appearances.enumerated() {
                    out += "        {\n          \"appearance\" : \"".utf8
                    out += a.0.utf8
                    out += "\",\n          \"value\" : \"".utf8
                    out += a.1.utf8
                    out += "\"\n        }".utf8
                    out += (k + 1 < v.appearances.count ? ",\n" : "\n").utf8
                }
                out += "      ],\n".utf8
            }
            let c = EmitColor(v.color)
            let (space, r, g, b) = c.displayP3.map { ("display-p3", $0.0, $0.1, $0.2) } ?? ("srgb", c.red, c.green, c.blue)
            out += "      \"color\" : {\n        \"color-space\" : \"".utf8
            out += space.utf8
            out += "\",\n        \"components\" : {\n          \"alpha\" : \"".utf8
            component(c.alpha, into: &out)
            out += "\",\n          \"blue\" : \"".utf8
            component(b, into: &out)
            out += "\",\n          \"green\" : \"".utf8
            component(g, into: &out)
            out += "\",\n          \"red\" : \"".utf8
            component(r, into: &out)
            out += "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n    }".utf8
            out += (i + 1 < variants.count ? ",\n" : "\n").utf8
        }
        out += "  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n".utf8
        return out
    }

    /// `x` clamped to 0…1 with three decimals (`0.039`), appended to `out`: every 8-bit channel value reads
    /// back exactly.
    package static func component(_ x: Double, into out: inout [UInt8]) {
        let n = Int((min(max(x.isFinite ? x : 0, 0), 1) * 1000).rounded())
        let frac = n % 1000
        out.append(UInt8(0x30 + n / 1000))
        out.append(0x2E)
        out.append(UInt8(0x30 + frac / 100))
        out.append(UInt8(0x30 + frac / 10 % 10))
        out.append(UInt8(0x30 + frac % 10))
    }
}
