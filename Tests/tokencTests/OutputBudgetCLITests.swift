import Foundation
import Testing

/// The output budget (`"outputBudget"` in tokenc.json): a build whose outputs would be larger fails with
/// `limit-exceeded`, located at the budget in the config and naming the token whose value weighs most, and the
/// previous outputs stay exactly as they were.
@Suite(.serialized) struct OutputBudgetCLITests {
    static let build = ["build", "--config", "tokens/tokenc.json"]

    /// A config with `budget` as its `outputBudget` member.
    static func config(_ budget: String) -> String {
        #"{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"},"#
            + "\n" + #" "outputBudget": "# + budget + "}"
    }

    /// A font family of `length` bytes and `aliases` tokens aliasing it.
    static func tokens(length: Int, aliases: Int) -> String {
        let aliasing = (0..<aliases).map { #""a\#($0)": {"$value": "{f.base}"}"# }
        return #"{"f": {"$type": "fontFamily", "base": {"$value": ""# + String(repeating: "x", count: length) + #""}"#
            + aliasing.map { ", " + $0 }.joined() + "}}"
    }

    @Test func aBuildOverTheTotalBudgetFailsBeforeWritingAnything() throws {
        let p = try HostileProject(["tokens/tokenc.json": Self.config(#"{"totalBytes": 200000}"#),
                                    "tokens/t.json": Self.tokens(length: 10, aliases: 3)])
        defer { p.removeAll() }
        let before = try p.goodBuild(Self.build)
        try p.write("tokens/t.json", Self.tokens(length: 10_000, aliases: 200))
        let r = try p.expectRefused("total budget", Self.build, code: "limit-exceeded", status: [1], against: before)
        #expect(r.stderr.contains("tokens/tokenc.json:2:19: error: the outputs would be over the output budget of 200000 bytes in total"),
                "\(r.stderr.prefix(2000))")
        #expect(r.stderr.contains(#"tokens/t.json:1:39: note: f.base's value (10004 bytes) is written for 201 tokens"#), "\(r.stderr.prefix(2000))")
        // Raised, the same tokens build.
        try p.write("tokens/tokenc.json", Self.config(#"{"totalBytes": 100000000}"#))
        let raised = try p.tokenc(Self.build)
        #expect(raised.status == 0, "\(raised.stderr.prefix(2000))")
    }

    @Test func aFileOverThePerFileBudgetFailsAndNamesIt() throws {
        let p = try HostileProject(["tokens/tokenc.json": Self.config(#"{"fileBytes": 50000}"#),
                                    "tokens/t.json": Self.tokens(length: 10, aliases: 3)])
        defer { p.removeAll() }
        let before = try p.goodBuild(Self.build)
        try p.write("tokens/t.json", Self.tokens(length: 10_000, aliases: 20))
        let r = try p.expectRefused("file budget", Self.build, code: "limit-exceeded", status: [1], against: before)
        #expect(r.stderr.contains("tokens/tokenc.json:2:19: error: an output would be over the output budget of 50000 bytes per file"),
                "\(r.stderr.prefix(2000))")
        #expect(r.stderr.contains("is the output that went over"), "\(r.stderr.prefix(2000))")
    }

    @Test func aBudgetThatIsNotAPositiveWholeNumberIsAConfigError() throws {
        for budget in [#"{"totalBytes": 0}"#, #"{"fileBytes": 1.5}"#, #"{"totalBytes": "1 GB"}"#, #"{"total": 1}"#] {
            let p = try HostileProject(["tokens/tokenc.json": Self.config(budget), "tokens/t.json": Self.tokens(length: 10, aliases: 1)])
            defer { p.removeAll() }
            let r = try p.tokenc(Self.build)
            #expect(r.status == 2, "\(budget): \(r.stderr.prefix(1000))")
            #expect(r.stderr.contains("tokens/tokenc.json:2:"), "\(budget): \(r.stderr.prefix(1000))")
        }
    }
}
