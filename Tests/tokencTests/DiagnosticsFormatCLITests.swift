import Foundation
import Testing

/// Every message about the project is a diagnostic, so every `--diagnostics-format` carries it: stale outputs
/// of `build --check` and `--swift-file --check`, files that cannot be read. Machine formats print one
/// parseable document on standard output.
@Suite struct DiagnosticsFormatCLITests {
    typealias F = PipelineFixture

    static let twoBrands = F.project(brands: [("coral", "#cc3311"), ("lagoon", "#006699")])

    /// The `(code, file)` of each diagnostic in a JSON or SARIF document.
    static func entries(_ document: String, format: String) throws -> [(code: String, file: String?)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any], "\(document)")
        if format == "json" {
            let items = try #require(object["diagnostics"] as? [[String: Any]])
            return items.map { ($0["code"] as? String ?? "", ($0["location"] as? [String: Any])?["file"] as? String) }
        }
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        return results.map { r in
            let location = (r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (r["ruleId"] as? String ?? "", (location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
        }
    }

    @Test(arguments: ["json", "sarif"])
    func checkReportsStaleOutputsInTheChosenFormat(_ format: String) throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        let fresh = try CLI.run(["build", "--check", "--diagnostics-format", format] + F.config, in: dir)
        #expect(fresh.status == 0)
        #expect(try Self.entries(fresh.stdout, format: format).isEmpty)
        #expect(fresh.stderr == "outputs are up to date (14 files)\n")

        try "tampered\n".write(to: dir.appendingPathComponent("out/css/coral.css"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out/json/coral/dark.json"))
        let r = try CLI.run(["build", "--check", "--diagnostics-format", format] + F.config, in: dir)
        #expect(r.status == 1)
        let stale = try Self.entries(r.stdout, format: format)
        #expect(stale.map(\.code) == ["output-stale", "output-stale"])
        #expect(Set(stale.compactMap(\.file)) == ["out/css/coral.css", "out/json/coral/dark.json"])
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test(arguments: ["json", "sarif"])
    func swiftFileCheckReportsTheStaleFileInTheChosenFormat(_ format: String) throws {
        let dir = try CLITests.project(Self.twoBrands)
        let path = dir.appendingPathComponent("Tokens.swift").path
        let missing = try CLI.run(["build", "--check", "--swift-file", path, "--diagnostics-format", format] + F.config, in: dir)
        #expect(missing.status == 1)
        let entries = try Self.entries(missing.stdout, format: format)
        #expect(entries.map(\.code) == ["output-stale"])
        #expect(entries.first?.file.map { $0.hasSuffix("Tokens.swift") } == true)
        #expect(!FileManager.default.fileExists(atPath: path))

        let built = try CLI.run(["build", "--swift-file", path, "--diagnostics-format", format] + F.config, in: dir)
        #expect(built.status == 0)
        #expect(try Self.entries(built.stdout, format: format).isEmpty)
        #expect(built.stderr == "wrote \(path)\n")
        try "// edited\n".write(toFile: path, atomically: true, encoding: .utf8)
        let stale = try CLI.run(["build", "--check", "--swift-file", path, "--diagnostics-format", format] + F.config, in: dir)
        #expect(stale.status == 1)
        #expect(try Self.entries(stale.stdout, format: format).map(\.code) == ["output-stale"])
    }

    @Test func checkReportsStaleOutputsAsGitHubAnnotations() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        try "tampered\n".write(to: dir.appendingPathComponent("out/css/coral.css"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["build", "--check", "--diagnostics-format", "github"] + F.config, in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == "::error file=out/css/coral.css,title=tokenc output-stale::output is stale\n")
    }

    /// A token file that cannot be read: made unreadable, or (as root, who reads anything) a directory in its place.
    @Test(arguments: ["json", "sarif"])
    func anUnreadableTokenFileIsReportedInTheChosenFormat(_ format: String) throws {
        let dir = try CLITests.project(Self.twoBrands)
        let file = dir.appendingPathComponent("tokens/light.tokens.json")
        if getuid() == 0 {
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        for command in [["build"], ["validate"]] {
            let r = try CLI.run(command + ["--diagnostics-format", format] + F.config, in: dir)
            #expect(r.status == 2, "\(command): \(r.stderr)")
            let entries = try Self.entries(r.stdout, format: format)
            #expect(entries.map(\.code) == ["file-unreadable"], "\(command): \(r.stdout)")
            #expect(r.stderr.isEmpty, "\(command): \(r.stderr)")
        }
    }

    /// `explain` of a token no permutation has, and `resolve` of a selection that matches several: diagnostics in
    /// the chosen format, on standard error (standard output is for the command's result).
    @Test func explainAndResolveFailuresAreDiagnostics() throws {
        let dir = try CLITests.project(InspectCLITests.clean)
        let explain = try CLI.run(["explain", "color.nope", "--resolver", "tokens.resolver.json", "--input", "brand=x,theme=light",
                                   "--diagnostics-format", "json"], in: dir)
        #expect(explain.status == 1)
        #expect(explain.stdout.isEmpty)
        #expect(try Self.entries(explain.stderr, format: "json").map(\.code) == ["unresolved-reference"])
        #expect(explain.stderr.contains(#""message": "no token \"color.nope\" in the selected permutations""#))

        // Without a default for the theme, brand=x leaves two permutations.
        var files = InspectCLITests.clean
        files["tokens.resolver.json"] = files["tokens.resolver.json"]!.replacingOccurrences(of: #", "default": "light""#, with: "")
        let twoThemes = try CLITests.project(files)
        let resolve = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=x", "--diagnostics-format", "sarif"], in: twoThemes)
        #expect(resolve.status == 2)
        #expect(resolve.stdout.isEmpty)
        #expect(try Self.entries(resolve.stderr, format: "sarif").map(\.code) == ["input-ambiguous"])
        #expect(resolve.stderr.contains("brand=x, theme=dark"))
        let text = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=x"], in: twoThemes)
        #expect(text.status == 2)
        #expect(text.stderr.hasPrefix("tokenc: error: 2 permutations match; select one with --input, e.g. --input brand=x,theme=light [input-ambiguous]\n"), "\(text.stderr)")

        // A command that succeeds prints its result alone on standard output.
        let one = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=x,theme=dark", "--diagnostics-format", "json"], in: dir)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) is [String: Any])
        #expect(one.stderr.isEmpty)
    }
}
