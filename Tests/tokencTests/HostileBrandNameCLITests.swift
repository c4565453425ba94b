import Foundation
import Testing
@testable import TokenCore

/// Brands made of several modifiers through `tokenc build`: a joined name two sets of contexts share is a located
/// error that leaves the outputs alone, and the JSON manifest names each modifier's context, never the joined name.
@Suite(.serialized) struct HostileBrandNameCLITests {
    /// A resolver with modifiers `brand` and `density`, their contexts as given, each setting one number token.
    static func resolver(brands: [String], densities: [String]) -> String {
        func contexts(_ names: [String], _ token: String) -> JSONValue {
            .object(JSONObject(names.enumerated().map { i, n in
                JSONMember(key: n, value: [.object(JSONObject([JSONMember(key: token, value: ["$type": "number", "$value": .number(Double(i))])]))])
            }))
        }
        let r: JSONValue = [
            "version": "2025.10",
            "modifiers": ["brand": ["contexts": contexts(brands, "b")], "density": ["contexts": contexts(densities, "d")]],
            "resolutionOrder": [["$ref": "#/modifiers/brand"], ["$ref": "#/modifiers/density"]],
        ]
        return JSONWriter.string(r)
    }

    static let config = #"{"resolver": "r.json", "output": "../out", "brands": {"modifier": "brand"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}, "swift": {"path": "Swift"}}"#

    @Test func collidingJoinedBrandNamesAreALocatedError() throws {
        let p = try HostileProject(["tokens/tokenc.json": Self.config, "tokens/r.json": Self.resolver(brands: ["a", "x"], densities: ["b-c", "c"])])
        defer { p.removeAll() }
        let before = try p.goodBuild(["build", "--config", "tokens/tokenc.json"])
        try p.write("tokens/r.json", Self.resolver(brands: ["a", "a-b"], densities: ["b-c", "c"]))
        let r = try p.expectRefused("joined brand names", ["build", "--config", "tokens/tokenc.json"], code: "name-collision", status: [1], against: before)
        // At the key of context `a-b`, with a note at the key of context `a`.
        let lines = try String(contentsOf: p.url("tokens/r.json"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"a-b\"") }) + 1, keptLine = try #require(lines.firstIndex { $0.contains("\"a\"") }) + 1
        #expect(r.stderr.hasPrefix("tokens/r.json:\(line):"), "\(r.stderr)")
        #expect(r.stderr.contains("tokens/r.json:\(keptLine):"), "\(r.stderr)")
        #expect(r.stderr.contains("error: the brand contexts brand=a-b, density=c and brand=a, density=b-c both join to the brand name `a-b-c`"), "\(r.stderr)")
        #expect(r.stderr.contains("note: brand=a, density=b-c keeps the name `a-b-c`"), "\(r.stderr)")
    }

    @Test func manifestNamesEachModifiersContext() throws {
        let p = try HostileProject(["tokens/tokenc.json": Self.config, "tokens/r.json": Self.resolver(brands: ["a", "x"], densities: ["b-c", "c"])])
        defer { p.removeAll() }
        _ = try p.goodBuild(["build", "--config", "tokens/tokenc.json"])
        let manifest = try String(contentsOf: p.url("out/JSON/manifest.json"), encoding: .utf8)
        let doc = try #require(JSONReader.read(SourceFile(path: "manifest.json", text: manifest)).value?.objectValue)
        let permutations = doc["permutations"]?.arrayValue ?? []
        #expect(permutations.count == 4)
        var seen: [String] = []
        for entry in permutations {
            let o = try #require(entry.objectValue)
            let inputs = try #require(o["inputs"]?.objectValue)
            #expect(inputs.members.map(\.key) == ["brand", "density"], "\(inputs)")
            let brand = inputs["brand"]?.stringValue ?? "", density = inputs["density"]?.stringValue ?? ""
            #expect(["a", "x"].contains(brand) && ["b-c", "c"].contains(density), "\(inputs)")
            #expect(o["brand"]?.stringValue == brand + "-" + density)
            seen.append(brand + "|" + density)
        }
        #expect(Set(seen).count == 4)
    }
}
