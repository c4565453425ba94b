import Testing
@testable import TokenCore

/// A `hex` fallback written with 3, 4 or 8 digits beside valid components (`short-hex-fallback`): accepted as
/// its six-digit form, with a warning whose fix-it writes that form.
@Suite struct CompatHexFallbackTests {
    static let source = ##"""
    {
      "color": {
        "$type": "color",
        "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}},
        "red-half": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff000080"}},
        "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#00FF"}}
      }
    }
    """##

    @Test func acceptedWithAWarningAndAFixIt() throws {
        let build = try Compat.check(Self.source, warnings: [
            "short-hex-fallback@4:80", "short-hex-fallback@5:97", "short-hex-fallback@6:79",
        ])
        let d = build.diagnostics
        #expect(d[0].message == ##"color hex fallback "#fff" has 3 digits; DTCG 2025.10 allows only #rrggbb. Accepted as #ffffff"##)
        #expect(d[0].fixIt?.edits.map(\.location.pointer) == [d[0].location?.pointer])
        #expect(d[0].fixIt?.edits.map { if case .replace(_, let json) = $0 { json } else { "" } } == [##""#ffffff""##])
        #expect(d[0].fixIt?.message == ##"write "#ffffff""##)
        #expect(d[0].location?.pointer?.description == "/color/white/$value/hex")
        #expect(d[1].message.hasSuffix("Accepted as #ff0000; its alpha 0.502 is the colour's alpha already, so the fix drops it"))
        #expect(d[2].message.hasSuffix("Accepted as #0000ff; its alpha 1 differs from the colour's alpha 1: outputs and the fix keep alpha 1") == false)
        #expect(d[2].message.hasSuffix("Accepted as #0000ff; its alpha 1 is the colour's alpha already, so the fix drops it"))
        try Golden.check(build.files, against: "compat/short-hex-fallback/expected")
    }

    /// An alpha in the hex that contradicts the colour's `alpha` is dropped: the components and `alpha` are the colour.
    @Test func contradictingHexAlphaIsNamed() throws {
        let build = try Compat.check(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#0008"}}}"##,
                                     warnings: ["short-hex-fallback@1:91"])
        #expect(build.diagnostics[0].message.hasSuffix(
            "Accepted as #000000; its alpha 0.533 differs from the colour's alpha 1: outputs and the fix keep alpha 1"), "\(build.diagnostics[0].message)")
        #expect(build.text("css/compat.css").contains("--c: #000000;"), "\(build.text("css/compat.css"))")
    }

    /// `hex-fallback-mismatch` still holds for a short hex naming another colour; its fix-it leaves the mismatch.
    @Test func mismatchIsStillReported() throws {
        let text = ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#f00"}}}"##
        let build = Compat.build(text)
        #expect(build.summary == ["hex-fallback-mismatch@1:91", "short-hex-fallback@1:91"])
        #expect(build.diagnostics[0].message.contains("#ff0000 is not the colour of the components (#0000ff in sRGB)"), "\(build.diagnostics[0].message)")
        let fixed = Compat.build(try Compat.applyFixIts(build.diagnostics.filter(\.code.isCompatibility), to: text), strict: true)
        #expect(fixed.summary == ["hex-fallback-mismatch@1:91"], "the fix edits in place: the hex keeps its position")
        #expect(fixed.errors.isEmpty)
    }

    /// Hex text that is no colour at all (`#abcde`, `fff`) is still an error, strict or not.
    @Test func malformedHexIsStillAnError() {
        for hex in ["#abcde", "fff", "#ggg", "#fffffffff"] {
            let build = Compat.build(#"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "\#(hex)"}}}"#)
            #expect(build.errors.map(\.code) == [.invalidValue], "\(hex)")
        }
    }

    /// A colour token that aliases one with a short hex: the warning is the aliased token's alone.
    @Test func anAliasGetsNoWarningOfItsOwn() {
        let build = Compat.build(##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}, "b": {"$value": "{c.a}"}}}"##)
        #expect(build.summary == ["short-hex-fallback@1:97"])
    }
}
