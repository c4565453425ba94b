import Testing
@testable import TokenCore

/// `distinguishable`: each pair of a group under each simulation, the options, and the findings' places.
@Suite struct DistinguishableRuleTests {
    /// Red, green, blue and orange, and a dimension the rule ignores.
    static let harness = RuleHarness(#"""
    {
      "c": {
        "$type": "color",
        "red": {"$value": {"colorSpace": "srgb", "components": [0.827, 0.184, 0.184]}},
        "green": {"$value": {"colorSpace": "srgb", "components": [0.22, 0.557, 0.235]}},
        "blue": {"$value": {"colorSpace": "srgb", "components": [0.082, 0.396, 0.753]}},
        "orange": {"$value": {"colorSpace": "srgb", "components": [0.937, 0.424, 0]}},
        "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}
      }
    }
    """#)

    @Test func offUntilGroupsAreNamed() {
        #expect(Self.harness.run("{}").findings(.distinguishable).isEmpty)
    }

    @Test func eachPairOnceAtTheFirstSimulationThatMergesIt() {
        let run = Self.harness.run(#"{"distinguishable": {"groups": [{"name": "status", "tokens": ["c.red", "c.green", "c.blue", "c.orange", "c.size"]}]}}"#)
        #expect(run.configDiagnostics.isEmpty, "\(run.configDiagnostics)")
        let messages = run.messages(.distinguishable)
        // Red and green merge under deuteranopia (protanopia, checked first, keeps them apart); green and orange
        // under protanopia. Blue stays apart from all.
        #expect(messages == [
            "c.red (#d32f2f) and c.green (#388e3c) of group \"status\" are ΔE 5.1 apart under deuteranopia (no green cones) (seen as #8b7c28 and #867a42), below 10",
            "c.green (#388e3c) and c.orange (#ef6c00) of group \"status\" are ΔE 4.7 apart under protanopia (no red cones) (seen as #918234 and #928000), below 10",
        ])
        #expect(run.findings(.distinguishable).first?.severity == .warning)
    }

    @Test func optionsChangeWhatIsChecked() {
        // Tritanopia alone keeps red and green apart.
        let tritan = Self.harness.run(#"{"distinguishable": {"groups": [{"tokens": ["c.red", "c.green"]}], "simulations": ["tritanopia"]}}"#)
        #expect(tritan.findings(.distinguishable).isEmpty)
        // A smaller minimum lets them pass everywhere; a larger one fails blue and orange too.
        #expect(Self.harness.run(#"{"distinguishable": {"groups": [{"tokens": ["c.*"]}], "minimumDeltaE": 1}}"#).findings(.distinguishable).isEmpty)
        let strict = Self.harness.run(#"{"distinguishable": {"groups": [{"tokens": ["c.blue", "c.orange"]}], "minimumDeltaE": 90}}"#)
        #expect(strict.findings(.distinguishable).count == 1)
        // Achromatopsia on request, and as an error when asked.
        let achromat = Self.harness.run(#"{"distinguishable": {"severity": "error", "groups": [{"tokens": ["c.red", "c.green"]}], "simulations": ["achromatopsia"], "minimumDeltaE": 15}}"#)
        #expect(achromat.findings(.distinguishable).map(\.severity) == [.error], "\(achromat.messages(.distinguishable))")
        #expect(achromat.messages(.distinguishable).first?.contains("achromatopsia") == true)
    }

    @Test func badOptionsAreLocatedConfigErrors() {
        let run = Self.harness.run(#"{"distinguishable": {"groups": [{"name": "x"}, "c.red"], "simulations": ["deuteranomaly"]}}"#)
        #expect(run.configDiagnostics.count == 3, "\(run.configDiagnostics.map(\.message))")
        #expect(run.configDiagnostics.allSatisfy { $0.location?.line != nil && $0.code == .configInvalid })
    }
}
