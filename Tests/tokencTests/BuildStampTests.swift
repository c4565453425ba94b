import Foundation
import Testing
import TokenCore

/// The no-op shortcut: a build whose stamp shows no input and no output changed reads nothing and reports the
/// outputs up to date; any change — to an input, an output, the arguments — and it builds for real.
@Suite struct BuildStampTests {
    typealias F = PipelineFixture

    static let twoBrands = F.project(brands: [("coral", "#cc3311"), ("lagoon", "#006699")])

    /// `build` with `--verbose`: the summary and whether the shortcut was taken.
    static func build(_ dir: URL, _ extra: [String] = []) throws -> (status: Int32, stdout: String, stderr: String, shortcut: Bool) {
        let r = try CLI.run(["build", "--verbose"] + F.config + extra, in: dir)
        return (r.status, r.stdout, r.stderr, r.stderr.contains("nothing read: the build stamp"))
    }

    @Test func secondBuildTakesTheShortcutWithTheSameSummary() throws {
        let dir = try CLITests.project(Self.twoBrands)
        let first = try Self.build(dir)
        #expect(first.status == 0 && !first.shortcut, "\(first.stderr)")
        let second = try Self.build(dir)
        #expect(second.status == 0)
        #expect(second.shortcut)
        #expect(second.stdout == "nothing changed: 14 outputs in out are up to date\n")
        // Without the shortcut (another argument list), the same summary.
        let full = try Self.build(dir, ["--diagnostics-format", "text"])
        #expect(!full.shortcut)
        #expect(full.stdout == second.stdout)
        // --check always compares bytes.
        let check = try CLI.run(["build", "--check", "--verbose"] + F.config, in: dir)
        #expect(check.status == 0)
        #expect(!check.stderr.contains("nothing read"))
    }

    @Test func anEditedInputIsBuilt() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try Self.build(dir).status == 0)
        // Same size, different colour: the stamp still notices (time and inode).
        try F.write(F.brandTokens(accent: "#dd4422"), to: "tokens/brands/coral.tokens.json", in: dir)
        let r = try Self.build(dir)
        #expect(r.status == 0 && !r.shortcut, "\(r.stderr)")
        #expect(F.read("out/css/coral.css", in: dir).contains("--brand-accent: #dd4422;"))
        #expect(try Self.build(dir).shortcut)
    }

    @Test func anOutputTouchedByHandOrDeletedIsRestored() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try Self.build(dir).status == 0)
        let good = F.read("out/css/coral.css", in: dir)
        try F.write("tampered\n", to: "out/css/coral.css", in: dir)
        let r = try Self.build(dir)
        #expect(!r.shortcut)
        #expect(r.stdout.contains("wrote out/css/coral.css"))
        #expect(F.read("out/css/coral.css", in: dir) == good)

        try FileManager.default.removeItem(at: dir.appendingPathComponent("out/json/lagoon/dark.json"))
        let again = try Self.build(dir)
        #expect(!again.shortcut)
        #expect(again.stdout.contains("wrote out/json/lagoon/dark.json"))
    }

    /// Two brands whose shared file holds a duplicate key: a warning, and the build succeeds.
    static func warnedProject() throws -> URL {
        var files = Self.twoBrands
        files["tokens/core.tokens.json"] = ##"{"space": {"$type": "dimension", "small": {"$value": {"value": 8, "unit": "px"}}, "small": {"$value": {"value": 8, "unit": "px"}}}, "palette": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##
        return try CLITests.project(files)
    }

    /// `stderr` without the `--verbose` timings that follow the report.
    static func report(_ stderr: String) -> String {
        stderr.components(separatedBy: "timings:\n").first ?? stderr
    }

    @Test func warningsAreReportedOnEveryBuild() throws {
        let dir = try Self.warnedProject()
        let first = try Self.build(dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("duplicate-key"))
        #expect(!first.shortcut)
        // The warning does not cost the shortcut: the no-op prints it again, identically.
        let second = try Self.build(dir)
        #expect(second.status == 0)
        #expect(second.shortcut)
        #expect(second.stderr.contains("duplicate-key"))
        #expect(Self.report(second.stderr) == Self.report(first.stderr))
        #expect(second.stdout == "nothing changed: 14 outputs in out are up to date\n")
    }

    @Test(arguments: ["json", "sarif", "github"])
    func warningsAreReplayedInTheChosenFormat(_ format: String) throws {
        let dir = try Self.warnedProject()
        let first = try Self.build(dir, ["--diagnostics-format", format])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("json-duplicate-key"))
        let second = try Self.build(dir, ["--diagnostics-format", format])
        #expect(second.shortcut)
        // The report is the same document; the summary line follows it (on standard error beside JSON and SARIF).
        let annotations = { (out: String) in out.split(separator: "\n").filter { $0.hasPrefix("::") } }
        #expect(format == "github" ? annotations(second.stdout) == annotations(first.stdout) : second.stdout == first.stdout)
        let summary = "nothing changed: 14 outputs in out are up to date\n"
        #expect(format == "github" ? second.stdout.hasSuffix(summary) : Self.report(second.stderr) == summary)
        // Another format is another stamp: built, and printed in that format.
        let text = try Self.build(dir, ["--diagnostics-format", "text"])
        #expect(!text.shortcut)
        #expect(text.stderr.contains("warning: key \"small\" appears twice"))
        if format != "github" {
            let document = try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any]
            #expect(document != nil, "\(second.stdout)")
        }
    }

    @Test func warningsAsErrorsIsAnotherStampAndAFailureIsNeverStamped() throws {
        let dir = try Self.warnedProject()
        #expect(try Self.build(dir).status == 0)
        #expect(try Self.build(dir).shortcut)
        // The flag changes what is printed (and the exit status): the shortcut is not taken, the build fails.
        let strict = try Self.build(dir, ["--warnings-as-errors"])
        #expect(strict.status == 1 && !strict.shortcut)
        #expect(strict.stderr.contains("error: key \"small\" appears twice"))
        let again = try Self.build(dir, ["--warnings-as-errors"])
        #expect(again.status == 1 && !again.shortcut)
        #expect(Self.report(again.stderr) == Self.report(strict.stderr))
        // The config's warningsAsErrors changes the config file: the shortcut is not taken either.
        let config = F.read("tokens/tokenc.json", in: dir)
        try F.write(config.replacingOccurrences(of: "{", with: #"{"validation": {"warningsAsErrors": true}, "#, options: [], range: config.range(of: "{")),
                    to: "tokens/tokenc.json", in: dir)
        let configured = try Self.build(dir)
        #expect(configured.status == 1 && !configured.shortcut, "\(configured.stderr)")
    }

    @Test func aFailedBuildIsNeverSkipped() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try Self.build(dir).status == 0)
        try F.write(F.brandTokens(accent: "", accentValue: "\"{palette.nope}\""), to: "tokens/brands/lagoon.tokens.json", in: dir)
        #expect(try Self.build(dir).status == 1)
        let again = try Self.build(dir)
        #expect(again.status == 1 && !again.shortcut)
        #expect(again.stderr.contains("unresolved reference {palette.nope}"))
    }

    /// A stamp line holds its text on one line: backslashes and line feeds escaped, read back as they were.
    @Test(arguments: ["out/Swift/A.swift", "", "a\\b", "a\nb", "\\n", "a\r\nb", "ü\\🎨\n"])
    func stampTextIsEscapedOnOneLine(_ text: String) {
        let escaped = BuildStamp.escaped(text)
        #expect(!escaped.utf8.contains(UInt8(ascii: "\n")))
        #expect(BuildStamp.unescaped(Substring(escaped)) == text)
    }

    /// Each backslash and line feed becomes a pair starting with a backslash; other text is kept as it is.
    @Test func stampEscapesAreBackslashPairs() {
        #expect(BuildStamp.escaped("a\\b\nc") == "a\\\\b\\nc")
        #expect(BuildStamp.escaped("plain") == "plain")
    }
}
