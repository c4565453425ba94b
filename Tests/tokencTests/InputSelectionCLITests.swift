import Foundation
import Testing
import TestSupport

/// Every command reads `modifier=context` inputs with one parser (`InputPairs`): the same modifier twice is a
/// usage error everywhere, and diff hands its sides to the loader as parsed pairs, so any context name works.
@Suite struct InputSelectionCLITests {
    /// A project whose `size` modifier has a context with a comma in its name (its default) and one with `=`.
    static func project(inputs: String = "") throws -> URL {
        try CLITests.project([
            "tokenc.json": #"{"resolver": "r.json"\#(inputs)}"#,
            "r.json": """
            {"version": "2025.10",
             "modifiers": {
               "brand": {"contexts": {"a": [{"$ref": "a.json"}], "b": [{"$ref": "b.json"}]}, "default": "a"},
               "size": {"contexts": {"s,m": [], "l=1": [{"$ref": "l.json"}]}, "default": "s,m"}},
             "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/size"}]}
            """,
            "a.json": #"{"n": {"$type": "number", "$value": 1}}"#,
            "b.json": #"{"n": {"$type": "number", "$value": 2}}"#,
            "l.json": #"{"m": {"$type": "number", "$value": 3}}"#,
        ])
    }

    @Test func aModifierGivenTwiceIsAUsageError() throws {
        let dir = try Self.project()
        let cases: [([String], String)] = [
            (["permutations", "--config", "tokenc.json", "--input", "brand=a,brand=b"], "--input names modifier \"brand\" twice"),
            (["permutations", "--config", "tokenc.json", "--input", "brand=a", "--input", "BRAND=a"], "--input names modifier \"brand\" twice (as \"brand\" and \"BRAND\""),
            (["resolve", "--config", "tokenc.json", "--input", "size=s,size=s"], "--input names modifier \"size\" twice"),
            (["diff", "--config", "tokenc.json", "--from", "brand=a,brand=b", "--to", "brand=b"], "--from names modifier \"brand\" twice"),
            (["diff", "--config", "tokenc.json", "--from", "brand=a", "--to", "brand=b", "--to", "Brand=a"], "--to names modifier \"brand\" twice"),
        ]
        for (args, message) in cases {
            let r = try CLI.run(args, in: dir)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(args)")
        }
    }

    @Test func inputsAreTrimmedAndEmptyPartsIgnored() throws {
        let dir = try Self.project()
        let r = try CLI.run(["permutations", "--config", "tokenc.json", "--input", " brand = b , ", "--input", "\tsize=l=1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "brand=b, size=l=1\n")
    }

    @Test func aContextMayContainEquals() throws {
        let dir = try Self.project()
        // Everything after the first "=" is the context.
        let r = try CLI.run(["permutations", "--config", "tokenc.json", "--input", "size=l=1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "brand=a, size=l=1\nbrand=b, size=l=1\n")
    }

    @Test(arguments: ["", #", "inputs": {"size": "s,m"}"#])
    func diffSidesKeepContextNamesWithCommas(_ inputs: String) throws {
        // The size modifier takes its default (or the config's input) "s,m" on both sides.
        let dir = try Self.project(inputs: inputs)
        let r = try CLI.run(["diff", "--config", "tokenc.json", "--from", "brand=a", "--to", "brand=b", "--format", "json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"n\""), "\(r.stdout)")
        #expect(r.stderr.isEmpty)
    }
}
