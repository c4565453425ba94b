import Testing
@testable import TokenCore

/// `build --verbose` counts the distinct token paths across permutations, whatever their order or overlap.
@Suite struct VerboseCountTests {
    static func permutation(_ json: String) -> CompiledPermutation {
        Compiler.compile(files: [SourceFile(path: "t.json", text: json)]).permutations[0]
    }

    @Test func distinctPathsAreCountedOnce() {
        let a = Self.permutation(##"{"c": {"$type": "color", "x": {"$value": "#000000"}, "y": {"$value": "#ffffff"}}}"##)
        // Same paths, other values: nothing new.
        let b = Self.permutation(##"{"c": {"$type": "color", "x": {"$value": "#111111"}, "y": {"$value": "#eeeeee"}}}"##)
        // Reordered, one missing, one added, one longer list.
        let c = Self.permutation(##"{"c": {"$type": "color", "z": {"$value": "#222222"}, "x": {"$value": "#000000"}, "w": {"$value": "#333333"}}}"##)
        let d = Self.permutation(##"{"c": {"$type": "color", "y": {"$value": "#000000"}}}"##)
        #expect(ProjectBuilder.distinctTokenCount([]) == 0)
        #expect(ProjectBuilder.distinctTokenCount([a]) == 2)
        #expect(ProjectBuilder.distinctTokenCount([a, b]) == 2)
        #expect(ProjectBuilder.distinctTokenCount([a, b, c]) == 4)
        #expect(ProjectBuilder.distinctTokenCount([d, c, a]) == 4)
        #expect(ProjectBuilder.distinctTokenCount([d]) == 1)
        // Validation counts them too (the count a build with validation on prints), and agrees.
        for set in [[a], [a, b], [a, b, c], [d, c, a]] {
            #expect(Validator.validate(set).tokenCount == ProjectBuilder.distinctTokenCount(set))
        }
    }
}
