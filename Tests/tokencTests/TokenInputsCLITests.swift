import Foundation
import Testing

/// Token files, directories and globs on the command line and in tokenc.json, JSON or YAML, through the binary.
@Suite struct TokenInputsCLITests {
    static let base = ##"{"n": {"$type": "number", "$value": 1}, "c": {"$type": "color", "$value": "#ff0000"}}"##
    static let brand = #"{"n": {"$type": "number", "$value": 2}}"#

    @Test func buildTakesSeveralFilesLaterWinning() throws {
        let dir = try CLITests.project(["a.json": Self.base, "b.json": Self.brand])
        let r = try CLI.run(["build", "a.json", "b.json", "--output", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let css = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("out").path)
            .filter { $0.hasSuffix(".css") }.map { try String(contentsOf: dir.appendingPathComponent("out/" + $0), encoding: .utf8) }.joined()
        #expect(css.contains("--n: 2;"))
    }

    @Test func buildFilesRejectsAConfigBeside() throws {
        let dir = try CLITests.project(["a.json": Self.base])
        let r = try CLI.run(["build", "a.json", "--config", "tokenc.json"], in: dir)
        #expect(r.status != 0)
        #expect(r.stderr.contains("token files replace the project"))
    }

    @Test func validateTakesAGlobAndReportsOneMatchingNothing() throws {
        let dir = try CLITests.project(["src/a.json": Self.base, "src/deep/b.json": Self.brand])
        let ok = try CLI.run(["resolve", "src/**/*.json", "--format", "text"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("n  number  2"))
        let none = try CLI.run(["validate", "src/**/*.yaml"], in: dir)
        #expect(none.status == 2)
        #expect(none.stderr.contains("no file matches src/**/*.yaml [file-not-found]"))
    }

    @Test func configGlobAndYAMLErrorsAreLocated() throws {
        let dir = try CLITests.project([
            "tokens/tokenc.json": #"{"tokens": ["src/**/*.{json,yaml}"], "css": {}, "output": "out"}"#,
            "tokens/src/base.json": Self.base,
            "tokens/src/theme.yaml": "accent:\n  $type: number\n  $value: \"{missing}\"\n",
        ])
        let r = try CLI.run(["build", "--config", "tokens/tokenc.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("tokens/src/theme.yaml:3:11: error: unresolved reference {missing}"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("tokens/out").path))
    }
}
