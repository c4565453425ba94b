import Testing
@testable import TokenCore

/// `DiagnosticMerger`: the same finding from several permutations becomes one, labelled with the permutations
/// it holds in (or with none when it holds in all); findings that differ in anything but the permutation stay apart.
@Suite struct DiagnosticMergerTests {
    static func finding(_ message: String = "m", line: Int = 1, note: String? = nil, token: String? = "a.b",
                        in permutation: String?) -> Diagnostic {
        var d = Diagnostic(.spacingGrid, message, at: SourceLocation(file: "f.json", line: line, column: 3), token: token,
                           notes: note.map { [DiagnosticNote($0, at: SourceLocation(file: "g.json", line: 9, column: 1))] } ?? [])
        d.permutation = permutation
        return d
    }

    @Test func aFindingInEveryPermutationLosesItsLabel() {
        let merged = DiagnosticMerger.merge(["p1", "p2", "p3"].map { Self.finding(in: $0) }, permutationCount: 3)
        #expect(merged.count == 1)
        #expect(merged[0].permutation == nil)
    }

    @Test func aFindingInSomePermutationsListsThem() {
        let merged = DiagnosticMerger.merge([Self.finding(in: "p1"), Self.finding(in: "p3"), Self.finding(in: "p1")], permutationCount: 3)
        #expect(merged.map(\.permutation) == ["p1; p3"])
    }

    @Test func findingsThatDifferOnlyWhereTheyAreOrInTheirNotesStayApart() {
        let merged = DiagnosticMerger.merge([
            Self.finding(line: 1, in: "p1"), Self.finding(line: 2, in: "p1"),         // same message, another line
            Self.finding(note: "x", in: "p1"), Self.finding(note: "y", in: "p2"),     // same message and line, other notes
            Self.finding(token: "c.d", in: "p1"), Self.finding("n", in: "p2"),
            Self.finding(line: 2, in: "p2"), Self.finding(note: "x", in: "p2"),
        ], permutationCount: 2)
        #expect(merged.count == 6)
        #expect(merged.map(\.location?.line) == [1, 2, 1, 1, 1, 1])
        #expect(merged.map(\.permutation) == ["p1", nil, nil, "p2", "p1", "p2"])
        #expect(merged.map { $0.notes.first?.message } == [nil, nil, "x", "y", nil, nil])
    }

    @Test func unlabelledFindingsComeFirstAndAbsorbTheirLabelledCopies() {
        let merged = DiagnosticMerger.merge([Self.finding("labelled", in: "p1"), Self.finding(in: nil), Self.finding(in: "p2")],
                                            permutationCount: 2)
        #expect(merged.map(\.message) == ["m", "labelled"])
        #expect(merged.map(\.permutation) == [nil, "p1"])
    }
}
