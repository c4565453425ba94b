import Testing
@testable import TokenCore

/// `"units": {"unitless": …}`: lengths written without a unit in a Style Dictionary file (`0.75`, `"0.75"`) are
/// read in the unit the policy names (rem by default, Style Dictionary's `size/rem`), with one
/// `unitless-dimension` warning per file whose fix-it writes the unit on each; `error` refuses each of them.
@Suite struct UnitlessDimensionTests {
    static let file = """
    {
      "size": {
        "font": {
          "small": { "value": "0.75" },
          "medium": { "value": 1 }
        },
        "border": { "value": "2 solid #000000", "type": "border" },
        "zero": { "value": 0 },
        "px": { "value": "4px" }
      }
    }
    """

    func dimension(_ c: SDCompiled, _ path: String) -> String? {
        guard case .dimension(let d)? = c.tokens[path]?.value else { return nil }
        return NumberText.format(d.value) + d.unit.rawValue
    }

    @Test(arguments: [(UnitlessPolicy?.none, "rem"), (.rem, "rem"), (.px, "px")])
    func readInThePolicysUnitWithOneWarning(policy: UnitlessPolicy?, unit: String) throws {
        let c = SDCompiled(Self.file, unitless: policy)
        #expect(dimension(c, "size.font.small") == "0.75\(unit)")
        #expect(dimension(c, "size.font.medium") == "1\(unit)")
        #expect(dimension(c, "size.zero") == "0px")
        #expect(dimension(c, "size.px") == "4px")
        #expect(c.summary == ["unitless-dimension@4:27"], "\(c.diagnostics.map(\.message))")
        let warning = try #require(c.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("3 lengths in tokens.json have no unit"))
        let fix = try #require(warning.fixIt)
        #expect(fix.edits.map { e -> String in
            guard case .replace(let l, let json) = e else { return "" }
            return "\(l.pointer?.description ?? "") \(json)"
        } == ["/size/font/small/value \"0.75\(unit)\"", "/size/font/medium/value \"1\(unit)\"",
              "/size/border/value \"2\(unit) solid #000000\""])
    }

    @Test func errorRefusesEachLength() {
        let c = SDCompiled(Self.file, unitless: .error)
        #expect(c.summary == ["invalid-value@4:27", "invalid-value@5:28", "invalid-value@7:26"], "\(c.diagnostics.map(\.message))")
        #expect(c.diagnostics.allSatisfy { $0.severity == .error && $0.message.contains("has no unit") })
        #expect(c.tokens["size.font.small"] == nil)
    }

    /// DTCG files keep the strict spec whatever the policy: a dimension needs its unit written.
    @Test func dtcgFilesStayStrict() {
        let c = SDCompiled(#"{"size": {"$type": "dimension", "small": {"$value": "0.75"}}}"#, unitless: .rem)
        #expect(c.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("has no unit") })
        #expect(!c.diagnostics.contains { $0.code == .unitlessDimension })
    }
}

/// `"units"` in tokenc.json is decoded strictly: one key, `unitless`, one of three values.
@Suite struct UnitlessConfigTests {
    static func decode(_ units: String) -> (Config?, [Diagnostic]) {
        let decoded = Config.decode(SourceFile(path: "tokenc.json", bytes: Array(#"{"tokens": ["t.json"], "units": \#(units)}"#.utf8)))
        return (decoded.config, decoded.diagnostics)
    }

    @Test func readsEachPolicy() {
        for policy in UnitlessPolicy.allCases {
            let (config, problems) = Self.decode(#"{"unitless": "\#(policy.rawValue)"}"#)
            #expect(problems.isEmpty, "\(problems)")
            #expect(config?.unitless == policy)
        }
        #expect(Self.decode("{}").0?.unitless == nil)
    }

    @Test func rejectsUnknownKeysAndValues() {
        let (bad, problems) = Self.decode(#"{"unitless": "em"}"#)
        #expect(bad == nil)
        #expect(problems.map(\.message) == [#""unitless" must be one of "px", "rem", "error", not "em""#])
        let (unknown, found) = Self.decode(#"{"unitles": "px"}"#)
        #expect(unknown == nil)
        #expect(found.contains { $0.code == .configUnknownKey && $0.message.contains("unitles") })
    }
}
