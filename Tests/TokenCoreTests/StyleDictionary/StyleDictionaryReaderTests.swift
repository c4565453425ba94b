import Testing
@testable import TokenCore

/// Style Dictionary files read as they are: keys, references, type inference, the values DTCG has no single
/// shape for, and every diagnostic located where the author wrote it.
@Suite struct StyleDictionaryReaderTests {
    @Test func keysReferencesAndFormat() throws {
        let c = SDCompiled("""
        {
          "color": {
            "base": {
              "red": { "value": "#FF0000", "comment": "Brand red", "attributes": { "category": "color", "item": "red" } }
            },
            "danger": { "value": "{color.base.red.value}" },
            "alert": { "value": "{color.base.red}", "themeable": true }
          }
        }
        """)
        #expect(c.diagnostics.isEmpty, "\(c.diagnostics.map(\.message))")
        let red = try #require(c.tokens["color.base.red"])
        #expect(red.type == .color)
        #expect(red.description == "Brand red")
        #expect(red.extensions == ["org.tokenc.style-dictionary": ["attributes": ["category": "color", "item": "red"]]])
        #expect(red.origin.pointer.description == "/color/base/red")
        #expect(red.origin.location(["$value"]).pointer?.description == "/color/base/red/value")
        #expect(c.layers[0].tokens.allSatisfy { $0.format == .styleDictionary })
        #expect(c.tokens["color.danger"]?.aliasOf == TokenPath(dotted: "color.base.red"))
        #expect(c.tokens["color.alert"]?.aliasOf == TokenPath(dotted: "color.base.red"))
        #expect(c.hex("color.danger") == "#ff0000")
        #expect(c.tokens["color.alert"]?.extensions == ["org.tokenc.style-dictionary": ["themeable": true]])
    }

    /// Types from the value where it is unambiguous, then from the CTI category, then `type` overrides both.
    @Test func typeInference() throws {
        let c = SDCompiled("""
        {
          "any": {
            "hex": { "value": "#0066cc" },
            "rgb": { "value": "rgb(0, 102, 204)" },
            "rgba": { "value": "rgba(0, 0, 0, 0.5)" },
            "hsl": { "value": "hsl(210, 100%, 40%)" },
            "named": { "value": "rebeccapurple" },
            "clear": { "value": "transparent" },
            "px": { "value": "16px" },
            "rem": { "value": "1.5rem" },
            "ms": { "value": "200ms" },
            "s": { "value": "0.5s" }
          },
          "font": {
            "weight": { "bold": { "value": "700" } },
            "family": { "base": { "value": "Inter, 'Segoe UI', sans-serif" } },
            "size": { "base": { "value": "16px" } }
          },
          "time": { "fast": { "value": 150 } },
          "opacity": { "half": { "value": "50%" }, "low": { "value": "0.04" } },
          "z": { "top": { "value": "10", "type": "number" } }
        }
        """)
        #expect(c.diagnostics.isEmpty, "\(c.diagnostics.map(\.message))")
        for name in ["hex", "rgb", "rgba", "hsl", "named", "clear"] { #expect(c.tokens["any.\(name)"]?.type == .color, "\(name)") }
        #expect(c.hex("any.hex") == "#0066cc")
        #expect(c.hex("any.rgb") == "#0066cc")
        #expect(c.hex("any.rgba") == "#00000080")
        #expect(c.hex("any.hsl") == "#0066cc")
        #expect(c.hex("any.named") == "#663399")
        #expect(c.hex("any.clear") == "#00000000")
        #expect(c.tokens["any.px"]?.value == .dimension(DimensionValue(16, .px)))
        #expect(c.tokens["any.rem"]?.value == .dimension(DimensionValue(1.5, .rem)))
        #expect(c.tokens["any.ms"]?.value == .duration(DurationValue(200, .ms)))
        #expect(c.tokens["any.s"]?.value == .duration(DurationValue(0.5, .s)))
        #expect(c.tokens["font.weight.bold"]?.value == .fontWeight(700))
        #expect(c.tokens["font.family.base"]?.value == .fontFamily(["Inter", "Segoe UI", "sans-serif"]))
        #expect(c.tokens["font.size.base"]?.type == .dimension)
        #expect(c.tokens["time.fast"]?.value == .duration(DurationValue(150, .ms)))
        #expect(c.tokens["opacity.half"]?.value == .number(0.5))
        #expect(c.tokens["opacity.low"]?.value == .number(0.04))
        #expect(c.tokens["z.top"]?.value == .number(10))
    }

    /// Style Dictionary and CTI type names map to DTCG types; an unknown one is named at its `type`.
    @Test func typeNames() throws {
        let c = SDCompiled("""
        {
          "a": { "value": "4px", "type": "size" },
          "b": { "value": "300ms", "type": "time" },
          "c": { "value": "0.5", "type": "opacity" },
          "d": { "value": "Inter", "type": "fontFamily" },
          "e": { "value": "4px", "type": "spacer" }
        }
        """)
        #expect(c.tokens["a"]?.type == .dimension)
        #expect(c.tokens["b"]?.type == .duration)
        #expect(c.tokens["c"]?.value == .number(0.5))
        #expect(c.tokens["d"]?.value == .fontFamily(["Inter"]))
        #expect(c.tokens["e"] == nil)
        #expect(c.summary == ["unknown-type@6:34"])
        #expect(c.diagnostics[0].location?.pointer?.description == "/e/type")
    }

    /// A value whose type nothing tells and that has no text to carry is a located error that names what to
    /// add, and is left out.
    @Test func untypedIsAnErrorThatNamesTheTypeToAdd() throws {
        let c = SDCompiled("""
        {
          "misc": {
            "decoration": { "value": {"line": "none"} },
            "alias": { "value": "{misc.decoration}" }
          }
        }
        """)
        #expect(c.summary == ["untyped-token@3:19"])
        #expect(c.diagnostics[0].message.contains(##"add "type": "…""##))
        #expect(c.diagnostics[0].severity == .error)
        #expect(c.tokens["misc.decoration"] == nil)
        #expect(c.tokens["misc.alias"] == nil)
    }

    /// Shadows keyed by index are a list of layers in index order; `opacity` is the colour's alpha; unitless
    /// numbers are pixels.
    @Test func shadowKeyedByIndex() throws {
        let c = SDCompiled("""
        {
          "elevation": {
            "card": {
              "value": {
                "1": { "offsetX": 0, "offsetY": 4, "blurRadius": 16, "spreadRadius": -2, "color": "#000000", "opacity": 0.2 },
                "0": { "x": 0, "y": "1px", "blur": "2px", "spread": 0, "color": "rgba(0, 0, 0, 0.1)" }
              }
            }
          }
        }
        """)
        #expect(c.diagnostics.isEmpty, "\(c.diagnostics.map(\.message))")
        guard case .shadow(let layers)? = c.tokens["elevation.card"]?.value else { Issue.record("not a shadow"); return }
        #expect(layers.count == 2)
        #expect(layers[0].offsetY == DimensionValue(1, .px))
        #expect(layers[0].color.alpha == 0.1)
        #expect(layers[1].offsetY == DimensionValue(4, .px))
        #expect(layers[1].spread == DimensionValue(-2, .px))
        #expect(layers[1].color.alpha == 0.2)
    }

    /// A referenced colour with an alpha: `"{ref}80"` and `rgba({ref}, a)`.
    @Test func colourPlusAlpha() throws {
        let c = SDCompiled("""
        {
          "color": {
            "red": { "value": "#ff0000" },
            "hex": { "value": "{color.red.value}80" },
            "fn": { "value": "rgba({color.red}, 0.25)" }
          }
        }
        """)
        #expect(c.diagnostics.isEmpty, "\(c.diagnostics.map(\.message))")
        #expect(c.hex("color.hex") == "#ff000080")
        #expect(c.hex("color.fn") == "#ff000040")
    }

    /// A reference inside a border shorthand is read; inside a dimension it is refused, at the value.
    @Test func interpolation() throws {
        let c = SDCompiled("""
        {
          "color": { "line": { "value": "#cccccc" } },
          "border": { "card": { "value": "1px solid {color.line.value}", "type": "border" } },
          "size": { "pad": { "value": "{size.base} 2px", "type": "dimension" }, "base": { "value": "4px" } }
        }
        """)
        guard case .border(let b)? = c.tokens["border.card"]?.value else { Issue.record("not a border"); return }
        #expect(b.width == DimensionValue(1, .px))
        #expect(b.color.hexString == "#cccccc")
        #expect(c.summary == ["invalid-value@4:31"])
        #expect(c.diagnostics[0].location?.pointer?.description == "/size/pad/value")
        #expect(c.diagnostics[0].message.contains("puts a reference inside other text"))
    }

    /// What DTCG has no exact shape for is refused when the type is written, naming the token and the rewrite (a unitless length only
    /// with `"units": {"unitless": "error"}`: see `UnitlessDimensionTests`).
    @Test func refusedWithTheRewrite() throws {
        let c = SDCompiled("""
        {
          "size": {
            "bare": { "value": 16 },
            "pct": { "value": "50%", "type": "dimension" }
          },
          "shadow": { "css": { "value": "0 1px 2px #000", "type": "shadow" } }
        }
        """, unitless: .error)
        #expect(c.summary == ["invalid-value@3:24", "invalid-value@4:23", "invalid-value@6:33"])
        #expect(c.diagnostics[0].message.contains(##"write "16px" or "16rem""##))
        #expect(c.diagnostics[0].tokenPath == "size.bare")
        #expect(c.diagnostics[1].message.contains("percentage"))
        #expect(c.diagnostics[2].message.contains("\"offsetX\""))
    }

    /// A value error found after references resolve is located at the file's `value`, too.
    @Test func laterErrorsAreLocatedAtValue() throws {
        let c = SDCompiled(##"{"font": {"weight": {"odd": {"value": "heavyish", "type": "fontWeight"}}}}"##)
        #expect(c.diagnostics.count == 1)
        #expect(c.diagnostics[0].location?.pointer?.description == "/font/weight/odd/value")
        #expect(c.diagnostics[0].location?.line == 1)
    }
}
