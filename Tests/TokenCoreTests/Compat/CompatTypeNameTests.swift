import Testing
@testable import TokenCore

/// A `$type` that misses a DTCG type by case, British spelling or a plural (`misspelled-type`): read as that
/// type, with "did you mean" and a fix-it writing the type's name.
@Suite struct CompatTypeNameTests {
    static let source = ##"""
    {
      "brand": {
        "$type": "Colour",
        "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}
      },
      "space": {"sm": {"$type": "dimensions", "$value": {"value": 4, "unit": "px"}}},
      "font": {"body": {"$type": "FONTFAMILY", "$value": "Inter"}}
    }
    """##

    @Test func readAsTheTypeWithAFixIt() throws {
        let build = try Compat.check(Self.source, warnings: ["misspelled-type@3:14", "misspelled-type@6:29", "misspelled-type@7:30"])
        #expect(build.diagnostics[0].message == #"$type "Colour" is not a DTCG 2025.10 type; did you mean "color"? Read as color"#)
        #expect(build.diagnostics[0].fixIt?.message == #"write "color""#)
        #expect(build.text("css/compat.css").contains("--brand-primary: #0066cc;"), "\(build.text("css/compat.css"))")
        #expect(build.text("css/compat.css").contains("--space-sm: 4px;"))
        try Golden.check(build.files, against: "compat/misspelled-type/expected")
    }

    /// A type that is not near one stays an unknown type, left out with a warning.
    @Test func farFromEveryTypeIsStillUnknown() {
        // `fontWeights` is Tokens Studio's, with values such as "Semi bold": left out, as before.
        for type in ["colr", "link", "fontFamilyy", "fontWeights", ""] {
            let build = Compat.build(#"{"a": {"$type": "\#(type)", "$value": 1}}"#)
            #expect(build.diagnostics.map(\.code) == [.unknownType], "\(type)")
        }
    }
}
