import Foundation
import Testing
@testable import TokenCore

/// Hostile sizes and shapes, in memory: huge files, long alias chains, cycles of every length, `$extends`
/// chains, cycles and blow-ups, and resolver documents that reference themselves. Each runs in bounded time
/// and reports every problem with a stable code.
@Suite struct HostileResolveTests {
    /// `{"g": {"$type": "number", <members>}}`.
    static func group(_ members: [String]) -> String {
        "{\"g\": {\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "\n}}"
    }

    /// Compiles `text` as one token file, timing it.
    static func compile(_ text: String) -> (compiled: Compiled, seconds: Double) {
        var compiled: Compiled?
        let seconds = HostileJSONTests.seconds { compiled = Compiled(text) }
        return (compiled!, seconds)
    }

    // MARK: Size

    @Test func aHundredThousandTokensInOneFile() throws {
        // The million-token file (~70 MB) takes ~25 s in a debug build: it is in scripts/million-tokens.sh.
        let n = 100_000
        var members: [String] = []
        members.reserveCapacity(n)
        for i in 0..<n { members.append("\"t\(i)\": {\"$value\": \(i), \"$description\": \"token \(i)\"}") }
        let (c, seconds) = Self.compile(Self.group(members))
        #expect(c.diagnostics.isEmpty)
        #expect(c.tokens.count == n)
        #expect(c.tokens["g.t99999"]?.value == .number(99_999))
        #expect(c.tokens.tokens.last?.path.description == "g.t99999")
        #expect(seconds < 60, "\(seconds) s")
    }

    @Test func aliasChainTenThousandHopsLong() throws {
        let n = 10_000
        // Written backwards, so resolution order cannot follow file order.
        var members = ["\"t0\": {\"$value\": 7}"]
        for i in (1..<n).reversed() { members.append("\"t\(i)\": {\"$value\": \"{g.t\(i - 1)}\"}") }
        let (c, seconds) = Self.compile(Self.group(members))
        #expect(c.diagnostics.isEmpty)
        let last = try #require(c.tokens["g.t\(n - 1)"])
        #expect(last.value == .number(7))
        #expect(last.aliasOf == TokenPath(dotted: "g.t\(n - 2)"))
        #expect(seconds < 30, "\(seconds) s")
    }

    @Test func cyclesOfLengthOneAndTwo() throws {
        let c = Compiled("""
        {"g": {"$type": "number",
          "self": {"$value": "{g.self}"},
          "a": {"$value": "{g.b}"},
          "b": {"$value": "{g.a}"},
          "c": {"$value": {"$ref": "#/g/c"}},
          "after": {"$value": "{g.a}"}
        }}
        """)
        #expect(c.summary == ["reference-cycle@2:22", "reference-cycle@3:19", "reference-cycle@4:19", "reference-cycle@5:19", "unresolved-reference@6:23"]
                || c.summary == ["reference-cycle@2:22", "reference-cycle@3:19", "reference-cycle@4:19", "reference-cycle@5:19"])
        let messages = c.diagnostics.filter { $0.code == .referenceCycle }.map(\.message)
        #expect(messages == ["reference cycle: g.self → g.self", "reference cycle: g.a → g.b → g.a", "reference cycle: g.b → g.a → g.b",
                             "reference cycle: g.c → g.c"])
        #expect(c.diagnostics[1].notes.map(\.message) == ["\"g.a\" references {g.b}", "\"g.b\" references {g.a}"])
        #expect(c.tokens.count == 0)
    }

    @Test func cycleTenThousandTokensLong() throws {
        let n = 10_000
        let members = (0..<n).map { "\"t\($0)\": {\"$value\": \"{g.t\(($0 + 1) % n)}\"}" }
        let (c, seconds) = Self.compile(Self.group(members))
        // Every member is reported (collect, don't stop), each with a bounded message and bounded notes.
        #expect(c.diagnostics.count == n)
        #expect(c.diagnostics.allSatisfy { $0.code == .referenceCycle })
        let shown = TokenResolver.maximumCycleHopsShown
        let first = try #require(c.diagnostics.first)
        #expect(first.message.hasPrefix("reference cycle: g.t0 → g.t1 → g.t2 → "))
        #expect(first.message.hasSuffix("→ g.t\(shown - 1) → … \(n - shown) more → g.t0"))
        #expect(first.notes.count == shown + 1)
        #expect(first.notes.last?.message == "… and \(n - shown) more hops (the cycle has \(n) tokens)")
        #expect(c.diagnostics.allSatisfy { $0.notes.count == shown + 1 })
        #expect(seconds < 60, "\(seconds) s")
    }

    // MARK: $extends

    @Test func extendsChainTenThousandGroupsLong() throws {
        let n = 10_000
        var members = ["\"g0\": {\"base\": {\"$value\": 1}}"]
        for i in 1..<n { members.append("\"g\(i)\": {\"$extends\": \"{g\(i - 1)}\"\(i % 1000 == 0 ? ", \"own\(i)\": {\"$value\": \(i)}" : "")}") }
        let (c, seconds) = Self.compile("{\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "}")
        #expect(c.diagnostics.isEmpty)
        #expect(c.tokens["g9999.base"]?.value == .number(1))
        #expect(c.tokens["g9999.own9000"]?.value == .number(9000))
        #expect(c.tokens["g8999.own9000"] == nil)
        #expect(c.tokens.count == n + (1...9).reduce(0) { $0 + (n - $1 * 1000) })
        #expect(seconds < 60, "\(seconds) s")
    }

    @Test func extendsCycles() throws {
        let c = Compiled("""
        {"$type": "number",
          "self": {"$extends": "{self}", "t": {"$value": 1}},
          "a": {"$extends": "{b}", "t": {"$value": 1}},
          "b": {"$extends": "{a}", "u": {"$value": 2}},
          "outer": {"$extends": "{outer.inner}", "inner": {"t": {"$value": 3}}},
          "x": {"$extends": "{y}"},
          "y": {"z": {"$extends": "{x}"}, "t": {"$value": 4}},
          "fine": {"$extends": "{a}"}
        }
        """)
        #expect(c.summary == ["extends-cycle@2:24", "extends-cycle@3:21", "extends-cycle@4:21", "extends-cycle@5:25", "extends-cycle@6:21", "extends-cycle@7:27"])
        #expect(c.diagnostics[1].message == "$extends cycle: a → b → a")
        #expect(c.diagnostics[4].message == "$extends cycle: x → y.z → x")
        #expect(c.diagnostics[4].notes.map(\.message) == ["\"x\" extends \"y\", which contains \"y.z\"", "\"y.z\" extends \"x\""])
        // Groups extending a group in a cycle get nothing, and say nothing more.
        #expect(c.tokens["fine.t"] == nil)
        #expect(c.tokens["y.t"]?.value == .number(4))
    }

    @Test func extendsCycleTenThousandGroupsLong() throws {
        let n = 10_000
        let members = (0..<n).map { "\"g\($0)\": {\"$extends\": \"{g\(($0 + 1) % n)}\", \"t\($0)\": {\"$value\": \($0)}}" }
        let (c, seconds) = Self.compile("{\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "}")
        #expect(c.diagnostics.count == n)
        #expect(c.diagnostics.allSatisfy { $0.code == .extendsCycle && $0.notes.count == TokenResolver.maximumCycleHopsShown + 1 })
        #expect(c.tokens.count == n)
        #expect(seconds < 60, "\(seconds) s")
    }

    @Test func extendsWaitsForExtendingGroupsInsideItsTarget() throws {
        // "a" extends "b", and "b.x" extends "c": "a.x" must receive what "b.x" inherits from "c".
        let c = Compiled("""
        {"$type": "number",
          "a": {"$extends": "{b}"},
          "b": {"x": {"$extends": "{c}"}},
          "c": {"t": {"$value": 1}}
        }
        """)
        #expect(c.diagnostics.isEmpty)
        #expect(c.tokens["a.x.t"]?.value == .number(1))
        #expect(c.tokens["b.x.t"]?.value == .number(1))
    }

    @Test func extendsBlowUpsAreStopped() throws {
        // Each level extends the one below twice: level 40 would hold 2^40 copies of one token.
        var members = ["\"l0\": {\"t\": {\"$value\": 1}}"]
        for i in 1..<40 { members.append("\"l\(i)\": {\"a\": {\"$extends\": \"{l\(i - 1)}\"}, \"b\": {\"$extends\": \"{l\(i - 1)}\"}}") }
        let (ladder, seconds) = Self.compile("{\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "}")
        #expect(ladder.diagnostics.map(\.code) == [.limitExceeded])
        #expect(ladder.diagnostics.first?.message.hasPrefix("$extends would create more than 100010 tokens and groups (from 1 written);") == true)
        // Nothing of the blow-up is kept: only what was written.
        #expect(ladder.tokens.count == 1)
        #expect(seconds < 30, "\(seconds) s")

        // A chain where every link adds a token copies n²/2 tokens: 1,000 links stop at the limit.
        var chain = ["\"g0\": {\"t0\": {\"$value\": 0}}"]
        for i in 1..<1000 { chain.append("\"g\(i)\": {\"$extends\": \"{g\(i - 1)}\", \"t\(i)\": {\"$value\": \(i)}}") }
        let (quadratic, chainSeconds) = Self.compile("{\"$type\": \"number\",\n" + chain.joined(separator: ",\n") + "}")
        #expect(quadratic.diagnostics.map(\.code) == [.limitExceeded])
        #expect(quadratic.tokens.count == 1000)
        #expect(chainSeconds < 30, "\(chainSeconds) s")
    }

    // MARK: Resolver documents

    static func resolver(_ text: String) -> (document: ResolverDocument?, diagnostics: [Diagnostic]) {
        let file = SourceFile(path: "r.json", text: text)
        var diagnostics: [Diagnostic] = []
        let document = ResolverDocument.parse(file, diagnostics: &diagnostics)
        return (document, DiagnosticLocator(files: [file]).locate(diagnostics))
    }

    @Test func resolverDocumentReferencingItself() throws {
        for source in [##"{"$ref": "#"}"##, ##"{"$ref": "#/sets/s"}"##, ##"{"$ref": "#/sets"}"##] {
            let r = Self.resolver(##"{"version": "2025.10", "sets": {"s": {"sources": ["## + source + ##"]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##)
            #expect(r.document == nil, "\(source)")
            #expect(r.diagnostics.map(\.code) == [.resolverCircularReference], "\(source): \(r.diagnostics.map(\.message))")
        }
        // The document naming its own file as a token source: read as tokens, it is not a token tree.
        let text = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "r.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        let r = Self.resolver(text)
        let document = try #require(r.document)
        #expect(document.referencedFiles == ["r.json"])
        let compiler = ProjectCompiler(resolver: document, resolverPath: "r.json", files: ["r.json": SourceFile(path: "r.json", text: text)])
        #expect(Set(compiler.diagnostics.map(\.code)) == [.invalidGroup])
        #expect(compiler.diagnostics.hasErrors)
    }

    @Test func resolverReferenceChainsStop() throws {
        // A $ref chain through $defs as long as you like: it stops after the limit instead of recursing on.
        let n = 10_000
        var defs: [String] = []
        for i in 0..<n { defs.append("\"d\(i)\": {\"$ref\": \"#/$defs/d\(i + 1)\"}") }
        defs.append("\"d\(n)\": {\"x\": {\"$type\": \"number\", \"$value\": 1}}")
        let text = "{\"version\": \"2025.10\", \"$defs\": {" + defs.joined(separator: ",") + "}, \"sets\": {\"s\": {\"sources\": [{\"$ref\": \"#/$defs/d0\"}]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/s\"}]}"
        var r: (document: ResolverDocument?, diagnostics: [Diagnostic]) = (nil, [])
        let seconds = HostileJSONTests.seconds { r = Self.resolver(text) }
        #expect(r.document == nil)
        #expect(r.diagnostics.map(\.code) == [.limitExceeded])
        #expect(r.diagnostics.first?.message == "more than \(ResolverParser.maximumReferenceHops) references followed in a row from '#/sets/s/sources/0'; shorten the chain")
        #expect(seconds < 30, "\(seconds) s")
        // A chain within the limit resolves.
        let short = text.replacingOccurrences(of: "{\"$ref\": \"#/$defs/d0\"}", with: "{\"$ref\": \"#/$defs/d\(n - 20)\"}")
        #expect(Self.resolver(short).document?.allSources.count == 1)
    }
}
