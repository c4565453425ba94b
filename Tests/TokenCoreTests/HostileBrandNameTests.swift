import Testing
@testable import TokenCore

/// Brand names joined from several modifiers' contexts with `-` are ambiguous when a context holds `-`: every
/// permutation still gets a brand of its own, and each collision is an error naming both sets of contexts.
struct HostileBrandNameTests {
    /// Inputs from `modifier=context` pairs.
    static func inputs(_ pairs: [(String, String)]) -> [Permutation.Input] { pairs.map { Permutation.Input(modifier: $0.0, context: $0.1) } }

    @Test func theIssuesContextsGetFourBrandsAndOneCollision() {
        var all: [[Permutation.Input]] = []
        for brand in ["a", "a-b"] { for density in ["b-c", "c"] { all.append(Self.inputs([("brand", brand), ("density", density)])) } }
        let (names, collisions) = BrandNaming.join(all, default: "Tokens", resolver: nil)
        #expect(names == ["a-b-c", "a-c", "a-b-b-c", "a-b-c-2"])
        #expect(Set(names).count == all.count)
        #expect(collisions.map(\.code) == [.nameCollision])
        #expect(collisions.first?.severity == .error)
        #expect(collisions.first?.message == "the brand contexts brand=a-b, density=c and brand=a, density=b-c both join to the brand name `a-b-c`; brand=a-b, density=c is named `a-b-c-2`; rename a context so that every brand has a name of its own")
    }

    @Test func everyDistinctSetOfContextsGetsADistinctName() {
        // Three ways to `a-b-c-d`, a real brand already called `a-b-c-d-2`, and permutations repeating their brand
        // (one per theme): each set of contexts keeps one name, and no two sets share one.
        let sets: [[(String, String)]] = [
            [("x", "a"), ("y", "b-c-d")], [("x", "a-b"), ("y", "c-d")], [("x", "a-b-c"), ("y", "d")], [("x", "a-b-c-d"), ("y", "2")],
            [("x", "a"), ("y", "b-c-d")], [("x", "a-b"), ("y", "c-d")],
        ]
        let (names, collisions) = BrandNaming.join(sets.map(Self.inputs), default: "Tokens", resolver: nil)
        #expect(names == ["a-b-c-d", "a-b-c-d-3", "a-b-c-d-4", "a-b-c-d-2", "a-b-c-d", "a-b-c-d-3"])
        #expect(collisions.count == 2)
    }

    @Test func unambiguousContextsAreJoinedAsBefore() {
        let sets = [[("brand", "harbor"), ("size", "compact")], [("brand", "summit"), ("size", "compact")], []]
        let (names, collisions) = BrandNaming.join(sets.map(Self.inputs), default: "Tokens", resolver: nil)
        #expect(names == ["harbor-compact", "summit-compact", "Tokens"])
        #expect(collisions.isEmpty)
    }
}
