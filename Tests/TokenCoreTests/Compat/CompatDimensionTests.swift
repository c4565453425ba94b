import Testing
@testable import TokenCore

/// Dimensions and line heights written as users write them: a bare `0`, a unit `""` on 0, `dp`, `%` and `em`
/// letter spacing, and a line height given as a dimension.
@Suite struct CompatDimensionTests {
    static let source = ##"""
    {
      "space": {
        "$type": "dimension",
        "touch": {"$value": {"value": 48, "unit": "dp"}}
      },
      "type": {
        "$type": "typography",
        "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 32, "unit": "px"}, "fontWeight": 700,
                             "letterSpacing": 0, "lineHeight": {"value": 41, "unit": "px"}}},
        "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                            "letterSpacing": {"value": 5, "unit": "%"}, "lineHeight": {"value": 150, "unit": "%"}}},
        "caption": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400,
                               "letterSpacing": {"value": 0.02, "unit": "em"}, "lineHeight": {"value": 1.25, "unit": "em"}}},
        "label": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 600,
                             "letterSpacing": {"value": 0, "unit": ""}}}
      }
    }
    """##

    @Test func acceptedWithWarningsAndFixIts() throws {
        // After the fix-its CSS writes the ratio 1.28125 for the 41px line height, and Swift's doc comment with it.
        let build = try Compat.check(Self.source, warnings: [
            "non-standard-unit@4:47", "dimension-without-unit@9:43", "line-height-dimension@9:60", "non-standard-unit@11:63",
            "line-height-dimension@11:83", "non-standard-unit@13:69", "line-height-dimension@13:90", "dimension-without-unit@15:64",
        ], sameOutputs: [])
        let messages = build.diagnostics.map(\.message)
        #expect(messages[0] == #"dimension "48dp" uses the unit dp, which DTCG 2025.10 does not define (px, rem); accepted as 48px (1dp is one reference pixel, as 1px is)"#)
        #expect(messages[1] == "typography letterSpacing is a bare 0; DTCG 2025.10 gives every dimension a unit (px, rem). Accepted as 0px")
        #expect(messages[7] == #"typography letterSpacing is 0 with the unit ""; DTCG 2025.10 gives every dimension a unit (px, rem). Accepted as 0px"#)
        #expect(messages[2] == "typography lineHeight 41px is a dimension; DTCG 2025.10 wants a number (a multiple of fontSize). Accepted: CSS and JSON keep 41px, Swift takes 41px / 32px = 1.28125")
        #expect(build.diagnostics[2].fixIt?.message == "write 1.28125")
        #expect(messages[3] == #"typography letterSpacing "5%" uses the unit %, which DTCG 2025.10 does not define (px, rem); accepted as 0.05em (a share of the font size)"#)
        #expect(build.diagnostics[3].fixIt?.message == #"write {"value": 0.8, "unit": "px"}"#)
        #expect(messages[4] == "typography lineHeight 150% is a dimension; DTCG 2025.10 wants a number (a multiple of fontSize). Accepted: read as 1.5")
        #expect(build.diagnostics[5].fixIt?.message == #"write {"value": 0.02, "unit": "rem"}"#)
        let css = build.text("css/compat.css")
        #expect(css.contains("--type-title: 700 32px/41px \"Inter\";"), "\(css)")
        #expect(css.contains("--type-title-line-height: 41px;"), "\(css)")
        #expect(css.contains("--type-body-letter-spacing: 0.05em;"), "\(css)")
        #expect(css.contains("--space-touch: 48px;"), "\(css)")
        let swift = build.text("swift/DesignTokens+Compat.swift")
        #expect(swift.contains("lineHeight: 1.28125"), "\(swift)")
        let json = build.text("json/compat/default.json")
        #expect(json.contains(#""lineHeight": {"#), "\(json)")
        try Golden.check(build.files, against: "compat/dimensions/expected")
    }

    /// Without an exact strict equivalent there is a warning and no fix-it: a px line height over a rem font
    /// size (the ratio depends on the rem base; Swift goes through it), and one over a referenced font size.
    @Test func noFixItWithoutAnExactEquivalent() {
        let build = Compat.build(##"""
        {"size": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}},
         "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "lineHeight": {"value": 24, "unit": "px"}}},
         "u": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size}", "fontWeight": 400, "lineHeight": {"value": 30, "unit": "px"}}}}
        """##)
        #expect(build.diagnostics.map(\.code) == [.lineHeightDimension, .lineHeightDimension])
        #expect(build.diagnostics.allSatisfy { $0.fixIt == nil })
        #expect(build.diagnostics[0].message.hasSuffix("Swift takes it over the font size in points"))
        let swift = build.text("swift/DesignTokens+Compat.swift")
        #expect(swift.contains("fontSize: 16, fontWeight: 400, letterSpacing: 0, lineHeight: 1.5)"), "\(swift)")
        #expect(swift.contains("fontSize: 20, fontWeight: 400, letterSpacing: 0, lineHeight: 1.5)"), "\(swift)")
        #expect(build.errors.isEmpty)
    }

    /// A line height that references a dimension token builds (Terrazzo's "lineHeight alias (dimension)").
    @Test func lineHeightReferencingADimension() {
        let build = Compat.build(##"""
        {"lh": {"$type": "dimension", "$value": {"value": 1.25, "unit": "rem"}},
         "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": "{lh}"}}}
        """##)
        #expect(build.errors.isEmpty, "\(build.errors.map(\.message))")
        #expect(build.text("css/compat.css").contains("--t-line-height: 1.25rem;"), "\(build.text("css/compat.css"))")
    }

    /// A bare 0, or 0 with the unit "", is 0px in any dimension (0 is 0 in every unit): a dimension token, shadow
    /// offsets and spread, a border width, a dash; each with a warning whose fix-it writes `{"value": 0, "unit": "px"}`.
    @Test func zeroWithoutAUnitInAnyDimension() throws {
        let build = try Compat.check(##"""
        {
          "space": {"$type": "dimension", "none": {"$value": 0}, "also": {"$value": {"value": 0, "unit": ""}}},
          "shadow": {"$type": "shadow", "flat": {"$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]},
                                                            "offsetX": 0, "offsetY": 0, "blur": {"value": 4, "unit": "px"}, "spread": 0}}},
          "line": {"$type": "border", "none": {"$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": 0, "style": "solid"}}},
          "dash": {"$type": "strokeStyle", "a": {"$value": {"dashArray": [0, {"value": 2, "unit": "px"}], "lineCap": "round"}}}
        }
        """##, warnings: [
            "dimension-without-unit@2:54", "dimension-without-unit@2:98", "dimension-without-unit@4:64", "dimension-without-unit@4:78",
            "dimension-without-unit@4:127", "dimension-without-unit@5:118", "dimension-without-unit@6:67",
        ])
        #expect(build.diagnostics.first?.message == "dimension is a bare 0; DTCG 2025.10 gives every dimension a unit (px, rem). Accepted as 0px")
        #expect(build.diagnostics.first?.fixIt?.message == #"write {"value": 0, "unit": "px"}"#)
        let css = build.text("css/compat.css")
        #expect(css.contains("--space-none: 0px;") && css.contains("--shadow-flat: 0px 0px 4px 0px #000000;"), "\(css)")
    }

    /// The string "0" (the legacy string form with nothing after the number) is 0px too, wherever a dimension goes.
    @Test func zeroStringIsZeroPixels() throws {
        let build = try Compat.check(##"""
        {
          "space": {"$type": "dimension", "none": {"$value": "0"}},
          "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": "0", "lineHeight": 1.5}}
        }
        """##, warnings: ["dimension-without-unit@2:54", "dimension-without-unit@3:143"])
        #expect(build.diagnostics.first?.message == #"dimension is the string "0"; DTCG 2025.10 gives every dimension a unit (px, rem). Accepted as 0px"#)
        #expect(build.text("css/compat.css").contains("--space-none: 0px;"), "\(build.text("css/compat.css"))")
    }

    /// A dimension token in vw or vh builds with a warning: CSS and JSON keep it; Swift (which has no viewport) leaves
    /// it out in every brand, with the alias whose value it is; the size rules skip it.
    @Test func viewportLengthsStayInCSSAndLeaveSwift() {
        let build = Compat.build(##"""
        {"layout": {"$type": "dimension", "hero": {"$value": {"value": 50, "unit": "vw"}}, "screen": {"$value": "100vh"},
                    "gap": {"$value": {"value": 16, "unit": "px"}}, "wide": {"$value": "{layout.hero}"}}}
        """##)
        #expect(build.errors.isEmpty, "\(build.errors.map(\.message))")
        #expect(build.diagnostics.filter { $0.code == .nonStandardUnit }.map(\.message) == [
            #"dimension "50vw" uses the unit vw, which DTCG 2025.10 does not define (px, rem); accepted: CSS and JSON keep it, outputs without a viewport (Swift, Kotlin, Android, the asset catalog) leave the token out, and size rules skip it"#,
            #"dimension "100vh" uses the unit vh, which DTCG 2025.10 does not define (px, rem); accepted: CSS and JSON keep it, outputs without a viewport (Swift, Kotlin, Android, the asset catalog) leave the token out, and size rules skip it"#,
        ])
        let css = build.text("css/compat.css")
        #expect(css.contains("--layout-hero: 50vw;") && css.contains("--layout-screen: 100vh;") && css.contains("--layout-wide: 50vw;"), "\(css)")
        #expect(build.text("json/compat/default.json").contains(#""unit": "vw""#))
        let swift = build.text("swift/DesignTokens+Compat.swift")
        #expect(swift.contains("gap") && !swift.contains("hero") && !swift.contains("screen") && !swift.contains("wide"), "\(swift)")
    }

    /// A `%` dimension (a share of the containing box, a `50%` radius) is read as `vw` is: CSS keeps it, Swift
    /// leaves the token out, with a warning; inside a composite it stays an error.
    @Test func percentIsReadAsALayoutShare() {
        let build = Compat.build(#"{"d": {"$type": "dimension", "$value": {"value": 50, "unit": "%"}}}"#)
        #expect(build.errors.isEmpty)
        #expect(build.text("css/compat.css").contains("--d: 50%;"), "\(build.text("css/compat.css"))")
        #expect(build.diagnostics.contains { $0.code == .nonStandardUnit && $0.message.contains("containing box") })
        #expect(!build.text("swift/DesignTokens+Compat.swift").contains("var d:"))
        let composite = Compat.build(##"{"b": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 5, "unit": "%"}, "style": "solid"}}}"##)
        #expect(!composite.errors.isEmpty)
    }

    /// What stays an error: a non-zero number without a unit, a unit no one defines, a negative line height,
    /// a line height in a unit that means nothing for it, a reference from lineHeight to a colour.
    @Test func stillErrors() {
        for value in [#""letterSpacing": 2"#, #""letterSpacing": {"value": 2, "unit": ""}"#, #""letterSpacing": {"value": 2, "unit": "vw"}"#,
                      #""lineHeight": {"value": -4, "unit": "px"}"#, #""lineHeight": {"value": 4, "unit": "vh"}"#, #""lineHeight": "{c}""#] {
            let build = Compat.build(##"{"c": {"$type": "color", "$value": "#000000"}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, \##(value)}}}"##)
            #expect(!build.errors.isEmpty, "\(value)")
        }
        // A non-zero number and "" on non-zero stay errors (`%` is read as vw is: a share of the containing box).
        for value in ["4", #"{"value": 1, "unit": ""}"#, "-1", #""4""#, #""0.5""#, #"{"value": 5, "unit": "vmin"}"#] {
            #expect(!Compat.build(#"{"d": {"$type": "dimension", "$value": \#(value)}}"#).errors.isEmpty, "\(value)")
        }
    }
}
