import Testing
@testable import TokenCore

/// `Config.modifierProblems(in:)`: the config's modifier and context names checked against the project's modifiers.
@Suite struct ConfigModifierCheckTests {
    static func config(_ members: String) throws -> Config {
        let decoded = Config.decode(SourceFile(path: "tokenc.json", bytes: Array(#"{"resolver": "r.json", \#(members)}"#.utf8)))
        return try #require(decoded.config, "\(decoded.diagnostics)")
    }

    @Test func aConfigNamingRealModifiersAndContextsHasNoProblems() throws {
        let config = try Self.config(#""brands": {"modifier": "Brand"}, "themes": {"modifier": "theme", "appearances": {"Dark": {"colorScheme": "dark"}}}, "inputs": {"brand": "b"}"#)
        #expect(config.modifierProblems(in: try PermutationSelectionTests.document()).isEmpty)
    }

    @Test func aMisspeltThemeModifierIsAnErrorAtItsMember() throws {
        let config = try Self.config(#""themes": {"modifier": "themes"}"#)
        let problems = config.modifierProblems(in: try PermutationSelectionTests.document())
        #expect(problems.count == 1)
        let d = try #require(problems.first)
        #expect(d.code == .configUnknownModifier)
        #expect(d.severity == .error)
        #expect(d.code.isEnvironmentProblem)
        #expect(d.message == "\"themes.modifier\" names modifier \"themes\", which the project does not have; did you mean \"theme\"?")
        #expect(d.location == SourceLocation(file: "tokenc.json", pointer: JSONPointer(["themes", "modifier"]), part: .value))
    }

    @Test func brandsAppearancesAndInputsAreChecked() throws {
        let config = try Self.config(#""brands": {"modifier": "brnad"}, "themes": {"modifier": "theme", "appearances": {"drak": {"colorScheme": "dark"}}}, "inputs": {"thme": "dark", "brand": "z"}"#)
        let problems = config.modifierProblems(in: try PermutationSelectionTests.document())
        #expect(problems.map(\.code) == [.configUnknownModifier, .configUnknownContext, .configUnknownContext, .configUnknownModifier])
        #expect(problems.map { $0.location?.pointer } == [JSONPointer(["brands", "modifier"]), JSONPointer(["themes", "appearances", "drak"]),
                                                         JSONPointer(["inputs", "brand"]), JSONPointer(["inputs", "thme"])])
        #expect(problems[0].message.hasSuffix("did you mean \"brand\"?"))
        #expect(problems[1].message.hasSuffix("did you mean \"dark\"?"))
    }
}
