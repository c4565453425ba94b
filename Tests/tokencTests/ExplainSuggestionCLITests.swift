import Foundation
import Testing
import TestSupport

/// `tokenc explain` for a path that names no token suggests the closest one, whichever segment is wrong.
@Suite struct ExplainSuggestionCLITests {
    @Test(arguments: [("colour.blue.500", "color.blue.500"), ("color.blu.700", "color.blue.700"), ("color.blue.50", "color.blue.500")])
    func aWrongSegmentGetsDidYouMean(_ written: String, _ suggested: String) throws {
        let dir = try CLITests.project([
            "tokenc.json": #"{"tokens": ["t.json"], "json": {}}"#,
            "t.json": #"{"color": {"$type": "number", "blue": {"500": {"$value": 1}, "700": {"$value": 2}}}}"#,
        ])
        let result = try CLI.run(["explain", written, "--config", "tokenc.json"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "tokenc: error: no token \"\(written)\" in the selected permutations; did you mean \"\(suggested)\"? [unresolved-reference]\n1 error, 0 warnings\n")
    }

    @Test func aPathCloseToNothingGetsNoSuggestion() throws {
        let dir = try CLITests.project([
            "tokenc.json": #"{"tokens": ["t.json"], "json": {}}"#,
            "t.json": #"{"color": {"$type": "number", "blue": {"500": {"$value": 1}}}}"#,
        ])
        let result = try CLI.run(["explain", "spacing.large", "--config", "tokenc.json"], in: dir)
        #expect(result.stderr == "tokenc: error: no token \"spacing.large\" in the selected permutations [unresolved-reference]\n1 error, 0 warnings\n")
    }
}
