import Testing
@testable import TokenCore

/// A `fontFamily` array whose one element is a CSS font stack (`font-stack-in-array`): read as its names,
/// with a fix-it writing them as the array; system-font keywords stay unquoted in CSS.
@Suite struct CompatFontStackTests {
    static let source = ##"""
    {
      "font": {
        "$type": "fontFamily",
        "body": {"$value": ["Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', system-ui, sans-serif"]}
      },
      "type": {
        "$type": "typography",
        "heading": {"$value": {"fontFamily": ["Georgia, \"Times New Roman\", serif"], "fontSize": {"value": 32, "unit": "px"}, "fontWeight": 700}}
      }
    }
    """##

    @Test func splitWithAWarningAndAFixIt() throws {
        let build = try Compat.check(Self.source, warnings: ["font-stack-in-array@4:24", "font-stack-in-array@8:42"])
        let d = build.diagnostics
        #expect(d[0].message == ##"fontFamily "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', system-ui, sans-serif" is a CSS font stack in one array element; read as 6 font names: ["Inter", "-apple-system", "BlinkMacSystemFont", "Segoe UI", "system-ui", "sans-serif"]"##)
        #expect(d[0].location?.pointer?.description == "/font/body/$value")
        #expect(d[1].location?.pointer?.description == "/type/heading/$value/fontFamily")
        #expect(d[1].fixIt?.message == ##"write ["Georgia", "Times New Roman", "serif"]"##)
        let css = build.text("css/compat.css")
        #expect(css.contains(##"--font-body: "Inter", -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif;"##), "\(css)")
        #expect(css.contains(##"--type-heading-font-family: "Georgia", "Times New Roman", serif;"##), "\(css)")
        try Golden.check(build.files, against: "compat/font-stack-in-array/expected")
    }

    /// A stack in a single string is the older draft form (`deprecated-form`), not this one; a real array of
    /// names, or one name with no comma, is 2025.10 and gets nothing.
    @Test func otherFormsAreLeftAlone() {
        let build = Compat.build(#"{"f": {"$type": "fontFamily", "a": {"$value": ["Inter", "sans-serif"]}, "b": {"$value": ["Inter"]}}}"#)
        #expect(build.diagnostics.isEmpty)
        let empty = Compat.build(#"{"f": {"$type": "fontFamily", "$value": ["Inter, , serif"]}}"#)
        #expect(empty.diagnostics.isEmpty, "a stack with an empty name is kept as one name")
    }
}
