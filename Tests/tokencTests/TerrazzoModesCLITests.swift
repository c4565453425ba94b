import Foundation
import Testing
import TestSupport

/// Every command on a one-file project with Terrazzo modes (`$extensions.mode`) sees every mode as a theme, and
/// `tokenc migrate` turns it into a resolver project that builds to the same outputs.
@Suite struct TerrazzoModesCLITests {
    static let config = #"{"tokens": ["tokens.json"], "output": "out", "css": {"path": "css"}, "json": {"path": "json"}, "swift": {"path": "swift"}}"#
    static let tokens = ##"""
    {
      "color": {
        "$type": "color",
        "black": {"$value": "#000000"},
        "bg": {"$value": "#ffffff", "$extensions": {"mode": {"light": "#ffffff", "dark": "{color.black}"}}},
        "fg": {"$value": "#111111", "$extensions": {"mode": {"light": "#111111", "dark": "#eeeeee"}}}
      }
    }
    """##

    static func project() throws -> URL {
        try CLITests.project(["src/tokenc.json": config, "src/tokens.json": tokens,
                              // The same project with only fg's dark value changed.
                              "old/src/tokenc.json": config, "old/src/tokens.json": tokens.replacingOccurrences(of: "#eeeeee", with: "#dddddd")])
    }

    @Test func everyCommandSeesEveryMode() throws {
        let dir = try Self.project()
        let build = try CLI.run(["build", "--config", "src/tokenc.json"], in: dir)
        #expect(build.status == 0, "\(build.stderr)")
        let css = try FixCLITests.tree(dir, "src/out/css").values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(css.contains("#eeeeee") && css.contains("#111111"), "\(css)")
        #expect(css.contains("dark") && css.contains("light"), "\(css)")

        let permutations = try CLI.run(["permutations", "--config", "src/tokenc.json"], in: dir)
        #expect(permutations.status == 0, "\(permutations.stderr)")
        #expect(permutations.stdout == "mode=light\nmode=dark\n")

        let resolve = try CLI.run(["resolve", "--config", "src/tokenc.json", "--input", "mode=dark"], in: dir)
        #expect(resolve.status == 0, "\(resolve.stderr)")
        #expect(resolve.stdout.contains("eeeeee"), "\(resolve.stdout)")

        let explain = try CLI.run(["explain", "color.fg", "--config", "src/tokenc.json", "--input", "mode=dark"], in: dir)
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("context \"dark\""), "\(explain.stdout)")

        let validate = try CLI.run(["validate", "--config", "src/tokenc.json"], in: dir)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stderr.contains("terrazzo-modes") && validate.stderr.contains("tokenc migrate"), "\(validate.stderr)")

        // A change made only in the dark mode's value.
        let versions = try CLI.run(["diff", "--config", "src/tokenc.json", "--base", "old"], in: dir)
        #expect(versions.status == 0, "\(versions.stderr)")
        #expect(versions.stdout.contains("color.fg") && versions.stdout.contains("mode=dark"), "\(versions.stdout)")
        #expect(!versions.stdout.contains("mode=light"), "\(versions.stdout)")

        let modes = try CLI.run(["diff", "--config", "src/tokenc.json", "--from", "mode=light", "--to", "mode=dark"], in: dir)
        #expect(modes.status == 0, "\(modes.stderr)")
        #expect(modes.stdout.contains("color.bg") && modes.stdout.contains("color.fg"), "\(modes.stdout)")
    }

    @Test func theMigratedProjectBuildsToTheSameBytes() throws {
        let dir = try Self.project()
        let migrate = try CLI.run(["migrate", "src", "--to", "migrated"], in: dir)
        #expect(migrate.status == 0, "\(migrate.stderr)")
        #expect(Set(try FixCLITests.tree(dir, "migrated").keys).isSuperset(of: ["tokenc.json", "tokens.json", "tokens.resolver.json",
                                                                                "mode/light.tokens.json", "mode/dark.tokens.json"]))
        #expect(try CLI.run(["build", "--config", "src/tokenc.json"], in: dir).status == 0)
        let migrated = try CLI.run(["build", "--config", "migrated/tokenc.json", "--strict", "--warnings-as-errors"], in: dir)
        #expect(migrated.status == 0, "\(migrated.stderr)")
        let a = try FixCLITests.tree(dir, "src/out"), b = try FixCLITests.tree(dir, "migrated/out")
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, data) in a where path != "json/manifest.json" {
            let x = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "src/tokenc.json", with: "CONFIG")
            let y = String(decoding: b[path] ?? Data(), as: UTF8.self).replacingOccurrences(of: "migrated/tokenc.json", with: "CONFIG")
            #expect(x == y, "\(path)")
        }
        let permutations = try CLI.run(["permutations", "--config", "migrated/tokenc.json"], in: dir)
        #expect(permutations.stdout == "mode=light\nmode=dark\n")
    }
}
