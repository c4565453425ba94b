import Foundation
import Testing

/// One meaning per exit code, whatever the command (README, "Exit codes"): 1 when the tokens have errors, 2 for
/// usage, configuration and I/O problems.
@Suite(.serialized) struct ExitCodeCLITests {
    static let config = #"{"tokens": ["t.json"], "output": "../out", "json": {"path": "JSON"}}"#

    /// Every command that loads the project, with the project's config.
    static let commands: [[String]] = [
        ["build", "--config", "tokens/tokenc.json"],
        ["validate", "--config", "tokens/tokenc.json"],
        ["diff", "--base", ".", "--config", "tokens/tokenc.json"],
        ["resolve", "--config", "tokens/tokenc.json"],
        ["explain", "c.a", "--config", "tokens/tokenc.json"],
        ["fix", "--dry-run", "--config", "tokens/tokenc.json"],
    ]

    @Test func brokenTokensExitOneFromEveryCommand() throws {
        let p = try HostileProject(["tokens/tokenc.json": Self.config,
                                    "tokens/t.json": #"{"c": {"$type": "color", "a": {"$value": "{c.missing}"}}}"#])
        defer { p.removeAll() }
        for command in Self.commands {
            let r = try p.tokenc(command)
            #expect(r.status == 1, "\(command[0]): \(r.stderr.prefix(1000))")
            #expect(r.stderr.contains("tokens/t.json:1:42: error: unresolved reference {c.missing} [unresolved-reference]"),
                    "\(command[0]): \(r.stderr.prefix(1000))")
        }
    }

    @Test func aBrokenConfigExitsTwoFromEveryCommand() throws {
        let p = try HostileProject(["tokens/tokenc.json": #"{"tokens": ["t.json"], "outptu": "../out"}"#,
                                    "tokens/t.json": ##"{"c": {"$type": "color", "a": {"$value": "#ffffff"}}}"##])
        defer { p.removeAll() }
        for command in Self.commands {
            let r = try p.tokenc(command)
            #expect(r.status == 2, "\(command[0]): \(r.stderr.prefix(1000))")
            #expect(r.stderr.contains("[config-unknown-key]"), "\(command[0]): \(r.stderr.prefix(1000))")
        }
    }
}
