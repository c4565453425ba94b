import Foundation
import Testing
import TestSupport

/// `tokenc fix` on the compatibility forms, through the real binary: a set that only has compatibility warnings
/// fails `build --strict`, is fixed in place, then builds in strict mode with the outputs the lenient build wrote
/// (the one inexact conversion, a px line height written as its ratio, aside).
@Suite struct FixCompatCLITests {
    static let tokens = """
    {
      // Compatibility forms only: each a warning by default, an error with --strict.
      "color": {
        "$type": "Colour",
        "ink": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } }
      },
      "font": { "$type": "fontFamily", "body": { "$value": ["Inter, system-ui, sans-serif"] } },
      "space": { "$type": "dimension", "none": { "$value": 0 } },
      "shadow": {
        "flat": { "$type": "shadow", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] },
                  "offsetX": 0, "offsetY": { "value": 0, "unit": "" }, "blur": { "value": 4, "unit": "px" }, "spread": 0 } }
      },
      "type": {
        "$type": "typography",
        "title": { "$value": { "fontFamily": "{font.body}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 700,
                               "lineHeight": { "value": 24, "unit": "px" }, "letterSpacing": 0,
                               "fontStyle": "italic", "textTransform": "uppercase" } }
      }
    }

    """

    static let config = """
    {"tokens": ["tokens.json"], "name": "Compat", "output": "out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}}

    """

    @Test func aCompatibilitySetBuildsStrictlyAfterTheFix() throws {
        let dir = try CLITests.project(["tokens.json": Self.tokens, "tokenc.json": Self.config])
        let strict = try CLI.run(["build", "--config", "tokenc.json", "--strict"], in: dir)
        #expect(strict.status == 1, "\(strict.stderr)")
        for code in ["short-hex-fallback", "misspelled-type", "font-stack-in-array", "dimension-without-unit", "line-height-dimension",
                     "typography-extra-property"] {
            #expect(strict.stderr.contains("[\(code)]"), "\(code)\n\(strict.stderr)")
        }
        let lenient = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let outputs = try FixCLITests.tree(dir, "out")
        #expect(outputs.count >= 4, "\(outputs.keys.sorted())")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out"))

        let fix = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stdout.hasSuffix("fixed 10 problems in 1 file\n"), "\(fix.stdout)")
        let fixed = try FixCLITests.read(dir, "tokens.json")
        #expect(fixed.contains("// Compatibility forms only"), "\(fixed)")

        let after = try CLI.run(["build", "--config", "tokenc.json", "--strict"], in: dir)
        #expect(after.status == 0, "\(after.stderr)\n\(fixed)")
        #expect(after.stderr.isEmpty, "\(after.stderr)")
        let rebuilt = try FixCLITests.tree(dir, "out")
        #expect(rebuilt.keys.sorted() == outputs.keys.sorted())
        // The px line height is its ratio after the fix (24px / 16px = 1.5); everything else is byte for byte.
        for (path, data) in outputs {
            var text = String(decoding: data, as: UTF8.self)
            // CSS, and Swift's doc comment that shows the CSS value.
            text = text.replacingOccurrences(of: "16px/24px", with: "16px/1.5").replacingOccurrences(of: "line-height: 24px;", with: "line-height: 1.5;")
            let now = rebuilt[path].map { String(decoding: $0, as: UTF8.self) }
            if path.hasSuffix(".json"), path.hasPrefix("JSON/compat/") {
                #expect(now?.contains(#""lineHeight": 1.5"#) == true, "\(path)\n\(now ?? "")")
                continue
            }
            #expect(now == text, "\(path) differs after the fix")
        }
        // A second fix has nothing to do.
        let again = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(again.status == 0 && again.stderr == "nothing to fix\n", "\(again.stdout)\(again.stderr)")
    }
}
