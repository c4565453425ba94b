import Foundation
import Testing
@testable import TokenCore

/// Layers parsed with a `ReferenceInterner` hold the same definitions as without one, and share one entry per
/// distinct reference string, from any number of threads.
@Suite struct ReferenceInternerTests {
    /// String values: whole references, malformed ones, braces that are not references, and plain text.
    static let values = [
        "{color.base.red}", "{color.base.red}", "{size.touch-target.minimum}", "{a.b}", "{ a . b }", "{héllo.wörld.🎨}",
        "{a..b}", "{}", "{a.b", "a.b}", "{a.{b}.c}", "x {a.b} y", "{a.b}}", "plain text", "", "{", "}", "{color.base.red}",
    ]

    /// A token file with one token per value (and a composite value with a reference inside, which is not interned).
    static func file(_ name: String) -> SourceFile {
        var members: [String] = []
        for (i, v) in values.enumerated() {
            let escaped = String(data: try! JSONEncoder().encode(v), encoding: .utf8)!
            members.append(#""t\#(i)": {"$type": "color", "$value": \#(escaped)}"#)
        }
        members.append(#""shadow": {"$type": "shadow", "$value": {"color": "{color.base.red}", "offsetX": "1px", "offsetY": "1px", "blur": "0px", "spread": "0px"}}"#)
        return SourceFile(path: "\(name).tokens.json", text: "{\"g\": {" + members.joined(separator: ", ") + "}}")
    }

    @Test func internedDefinitionsEqualThoseReadAlone() {
        let interner = ReferenceInterner()
        let shared = TokenTreeParser.parse(Self.file("a"), interner: interner)
        let alone = TokenTreeParser.parse(Self.file("a"))
        #expect(shared.tokens.count == Self.values.count + 1)
        // Compared as one Bool: a failure printing two arrays of boxes would say nothing more.
        let same = shared.tokens == alone.tokens
        #expect(same)
        #expect(shared.diagnostics == alone.diagnostics)
        // Malformed references are still reported per token, with their own location.
        #expect(shared.tokens.filter { !$0.malformedReferences.isEmpty }.count
                == alone.tokens.filter { !$0.malformedReferences.isEmpty }.count)
        #expect(shared.tokens.contains { !$0.malformedReferences.isEmpty })
    }

    @Test func oneEntryPerDistinctStringAcrossLayers() {
        let interner = ReferenceInterner()
        let a = TokenTreeParser.parse(Self.file("a"), interner: interner)
        let b = TokenTreeParser.parse(Self.file("b"), interner: interner)
        // Only strings with a brace are looked up; the composite's reference is read on its own.
        let braced = Set(Self.values.filter { $0.contains("{") || $0.contains("}") })
        #expect(interner.count == braced.count)
        // The same text in two files: equal references (targets, positions, texts), from one entry.
        let ra = a.tokens[0].references, rb = b.tokens[0].references
        #expect(ra.count == 1 && ra == rb && ra[0].target == TokenPath(["color", "base", "red"]))
    }

    @Test func concurrentParsesAgreeWithSerialOnes() {
        let names = (0..<64).map { "f\($0)" }
        let serial = names.map { TokenTreeParser.parse(Self.file($0)).tokens }
        let interner = ReferenceInterner()
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var tokens: [[TokenDefinition]]
            init(_ count: Int) { tokens = Array(repeating: [], count: count) }
        }
        let results = Results(names.count)
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            let tokens = TokenTreeParser.parse(Self.file(names[i]), interner: interner).tokens
            results.lock.withLock { results.tokens[i] = tokens }
        }
        let same = results.tokens == serial
        #expect(same)
        #expect(interner.count == Set(Self.values.filter { $0.contains("{") || $0.contains("}") }).count)
    }
}
