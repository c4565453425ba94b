import Testing
@testable import TokenCore

@Suite struct ContrastReportTests {
    static func report() -> ContrastReport {
        ContrastReport.build(ContrastPairingTests.harness.permutations, config: ContrastPairingTests.harness.run(ContrastPairingTests.config).config,
                             brandModifier: "brand", themeModifier: "theme")
    }

    @Test func matrixOfPairsAndPermutations() {
        let r = Self.report()
        #expect(r.columns == ["harbor/light", "harbor/light-high-contrast", "summit/light", "summit/light-high-contrast"])
        #expect(r.columnKey == "brand/theme")
        #expect(r.rows.map(\.title) == [
            "button.primary.default.label on button.primary.default.background",
            "button.primary.disabled.label on button.primary.disabled.background",
            "button.secondary.default.label on button.secondary.default.background",
        ])
        #expect(r.rows[0].cells.map { $0?.status } == ["pass", "fail", "fail", "fail"])
        #expect(r.rows[0].cells.map { $0?.minimum } == [4.5, 7, 4.5, 7])
        #expect(r.rows[1].cells.map { $0?.status } == ["exempt", "exempt", "exempt", "exempt"])
        #expect(r.failures == 5 && r.exemptions == 4 && r.measured == 12)
        // The same table from the validator's measurements.
        let run = ContrastPairingTests.harness.run(ContrastPairingTests.config)
        #expect(ContrastReport(measurements: run.result.contrast, permutations: ContrastPairingTests.harness.permutations) == r)
    }

    @Test func renderings() throws {
        let r = Self.report()
        try ValidateFixtures.expectGolden(r.text(), "contrast-report/report.txt")
        try ValidateFixtures.expectGolden(r.markdown(), "contrast-report/report.md")
        try ValidateFixtures.expectGolden(r.json(), "contrast-report/report.json")
    }

    @Test func pairsMissingFromAPermutation() {
        let h = RuleHarness([("a.json", #"{"c": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#),
                             ("b.json", #"{"c": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#)],
                            permutations: [([("theme", "a")], ["a.json"]), ([("theme", "b")], ["b.json"])])
        var config = ValidationConfig()
        config[ContrastRule.self].options.pairs = [ContrastPair(foreground: [LocatedPattern(builtIn: "c.fg")], background: [LocatedPattern(builtIn: "c.bg")])]
        config[ContrastRule.self].severity = .off
        let r = ContrastReport.build(h.permutations, config: config)
        #expect(r.text() == """
        Contrast report: 1 pair × 2 permutations, 1 measured, 0 below the minimum, 0 exempt
        columns: theme

        pair          kind      a  b
        c.fg on c.bg  text  21.00  -

        x < m: below the minimum m; (x): exempt, not judged; -: not in that permutation. Ratios are truncated to two decimals.

        """)
    }
}
