import Testing
@testable import TokenCore

/// Every problem in one run: a reference in a composite that fails does not hide the errors of the other members.
@Suite struct CompositeMaskingTests {
    @Test func aBrokenFontFamilyReferenceDoesNotHideALineHeightError() {
        let c = Compiled("""
        {
          "type": {
            "$type": "typography",
            "body": { "$value": { "fontFamily": "{font.famly}", "fontSize": {"value": 16, "unit": "px"},
                                  "fontWeight": 400, "lineHeight": "1.5" } }
          }
        }
        """)
        #expect(c.summary == ["unresolved-reference@4:41", "invalid-value@5:60"], "\(c.diagnostics)")
        #expect(c.diagnostics.map(\.message) == ["unresolved reference {font.famly}",
                                                 #"invalid typography: lineHeight must be a number (a multiple of fontSize), found string "1.5""#])
        #expect(c.tokens["type.body"] == nil)
    }

    /// The failed member itself gets only its reference's error; members that resolved are checked with their values.
    @Test func onlyTheFailedMembersAreLeftOut() {
        let c = Compiled("""
        {
          "size": { "$type": "dimension", "big": { "$value": {"value": 300, "unit": "px"} } },
          "shadow": {
            "$type": "shadow",
            "card": { "$value": { "color": "{colour.black}", "offsetX": "{size.big}", "offsetY": {"value": 1, "unit": "vh"},
                                  "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": "no" } }
          }
        }
        """)
        #expect(Set(c.diagnostics.map(\.code)) == [.unresolvedReference, .invalidValue], "\(c.diagnostics)")
        let invalid = c.diagnostics.filter { $0.code == .invalidValue }.map(\.message)
        #expect(invalid.contains(#"invalid shadow offsetY: unit "vh" is not one of px, rem"#), "\(invalid)")
        #expect(invalid.contains(#"invalid shadow: inset must be true or false, found string "no""#), "\(invalid)")
        #expect(!invalid.contains { $0.contains("color") }, "\(invalid)")
    }

    /// A member whose referenced token failed on its own is left out too (its error was reported there).
    @Test func aMemberWhoseTargetFailedIsLeftOut() {
        let c = Compiled("""
        {
          "font": { "$type": "fontFamily", "broken": { "$value": [] } },
          "type": { "$type": "typography",
                    "body": { "$value": { "fontFamily": "{font.broken}", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 1200 } } }
        }
        """)
        #expect(c.diagnostics.map(\.message) == ["invalid fontFamily: expected at least one font name, found an empty array",
                                                 "invalid typography fontWeight: must be between 1 and 1000, found 1200"])
    }

    /// A whole-value alias that fails leaves nothing else to check.
    @Test func aFailedWholeValueAliasReportsOnce() {
        let c = Compiled(#"{"t": {"$type": "typography", "$value": "{missing}"}}"#)
        #expect(c.diagnostics.map(\.code) == [.unresolvedReference])
    }
}
