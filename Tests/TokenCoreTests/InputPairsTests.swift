import Testing
@testable import TokenCore

/// `modifier=context` inputs: the one parser behind `--input`, diff's `--from`/`--to`, and the rules every list
/// of inputs follows (the config's `inputs` too).
@Suite struct InputPairsTests {
    /// The pairs of `values` as `modifier=context` strings, or the problem's message for `--input`.
    static func parsed(_ values: [String]) -> [String] {
        do { return try InputPairs.parse(values).map { "\($0.0)=\($0.1)" } } catch { return ["error: " + error.message(for: "--input")] }
    }

    @Test func commaSeparatedAndRepeatedValuesKeepTheirOrder() {
        #expect(Self.parsed(["brand=harbor,theme=dark"]) == ["brand=harbor", "theme=dark"])
        #expect(Self.parsed(["brand=harbor", "theme=dark", "density=compact"]) == ["brand=harbor", "theme=dark", "density=compact"])
        #expect(Self.parsed([]) == [])
    }

    @Test func spacesAndTabsAroundNamesAreDropped() {
        #expect(Self.parsed([" brand = harbor ,\ttheme=\tdark"]) == ["brand=harbor", "theme=dark"])
        // Spaces inside a name stay: contexts may have them.
        #expect(Self.parsed(["theme=high contrast"]) == ["theme=high contrast"])
        // No-break spaces are spaces too.
        #expect(Self.parsed(["\u{00A0}theme=dark\u{00A0}"]) == ["theme=dark"])
    }

    @Test func emptyAndBlankPartsNameNothing() {
        #expect(Self.parsed(["brand=harbor,"]) == ["brand=harbor"])
        #expect(Self.parsed([",brand=harbor,,theme=dark, ,"]) == ["brand=harbor", "theme=dark"])
        #expect(Self.parsed(["", " "]) == [])
    }

    @Test func aContextMayContainEquals() {
        #expect(Self.parsed(["theme=a=b"]) == ["theme=a=b"])
        #expect(Self.parsed(["theme==dark"]) == ["theme==dark"])
    }

    @Test(arguments: ["brand", "=harbor", "brand=", " = ", "brand= ", " =harbor", "brand=harbor,theme"])
    func partsWithoutBothNamesAreRefused(_ value: String) throws {
        let problem = try #require(throws: InputPairs.Problem.self) { try InputPairs.parse([value]) }
        guard case .malformed(let part) = problem else { Issue.record("\(problem)"); return }
        #expect(value.contains(part))
        #expect(problem.message(for: "--from") == "--from takes modifier=context pairs, like --from brand=harbor,theme=dark (got \"\(part)\")")
    }

    @Test func aModifierNamedTwiceIsRefusedWhateverTheCase() throws {
        #expect(throws: InputPairs.Problem.duplicate(first: "theme", second: "theme")) { try InputPairs.parse(["theme=dark,theme=light"]) }
        #expect(throws: InputPairs.Problem.duplicate(first: "theme", second: "theme")) { try InputPairs.parse(["theme=dark", "theme=dark"]) }
        #expect(throws: InputPairs.Problem.duplicate(first: "Theme", second: "THEME")) { try InputPairs.parse(["Theme=dark", "brand=a, THEME=light"]) }
        #expect(Self.parsed(["theme=dark", "THEME=light"])
                == ["error: --input names modifier \"theme\" twice (as \"theme\" and \"THEME\"; modifier names are case-insensitive); give each modifier one context"])
        #expect(Self.parsed(["theme=dark,theme=light"]) == ["error: --input names modifier \"theme\" twice; give each modifier one context"])
        // A malformed part is reported before a duplicate that follows or precedes it.
        #expect(Self.parsed(["theme=dark,theme=light,brand"]).first?.contains("takes modifier=context pairs") == true)
    }

    @Test func namesKeepTheirCase() {
        #expect(Self.parsed(["Brand=Harbor"]) == ["Brand=Harbor"])
    }

    @Test func duplicateFindsTheFirstRepeatCaseInsensitively() {
        #expect(InputPairs.duplicate(in: []) == nil)
        #expect(InputPairs.duplicate(in: ["brand", "theme"]) == nil)
        let found = InputPairs.duplicate(in: ["brand", "Theme", "density", "THEME", "BRAND"])
        #expect(found?.0 == "Theme" && found?.1 == "THEME")
    }

    @Test func overlayKeepsEachModifierFromTheFirstListNamingIt() {
        let merged = InputPairs.overlay([[("Theme", "dark")], [("theme", "light"), ("density", "compact")], [("brand", "a"), ("DENSITY", "roomy")]])
        #expect(merged.map { "\($0.0)=\($0.1)" } == ["Theme=dark", "density=compact", "brand=a"])
        #expect(InputPairs.overlay([]).isEmpty)
    }

    @Test func configInputsNamingAModifierTwiceAreAConfigError() throws {
        let file = SourceFile(path: "tokenc.json", bytes: Array(#"{"resolver": "r.json", "inputs": {"theme": "dark", "Theme": "light"}}"#.utf8))
        let (config, diagnostics) = Config.decode(file)
        #expect(config == nil)
        let d = try #require(diagnostics.first)
        #expect(d.code == .configInvalid)
        #expect(d.message == "\"inputs\" names modifier \"theme\" twice (as \"theme\" and \"Theme\"; modifier names are case-insensitive); give each modifier one context")
        #expect(d.location?.pointer == JSONPointer(["inputs", "Theme"]))
        #expect(Config.decode(SourceFile(path: "tokenc.json", bytes: Array(#"{"resolver": "r.json", "inputs": {"b": "x", "a": "y"}}"#.utf8))).config?.inputPairs.map(\.0) == ["a", "b"])
    }
}
