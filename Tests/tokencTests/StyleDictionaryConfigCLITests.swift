import Foundation
import Testing
import TestSupport

/// `tokenc build --style-dictionary` on a small config of its own: the web formats (scss/variables,
/// javascript/es6, typescript/es6-declarations, json/flat), `outputReferences`, `prefix` and a `$type` filter,
/// against values written by hand from Style Dictionary 5's transforms and formats; and the config errors.
@Suite struct StyleDictionaryConfigCLITests {
    static let tokens = """
    {
      "color": {
        "$type": "color",
        "base": {"red": {"$value": "#ff0000"}, "shade": {"$value": "#00000080"}},
        "primary": {"$value": "{color.base.red}"}
      },
      "size": {
        "$type": "dimension",
        "small": {"$value": {"value": 0.5, "unit": "rem"}},
        "none": {"$value": {"value": 0, "unit": "px"}},
        "gap": {"$value": "{size.small}"}
      },
      "time": {"$type": "duration", "fast": {"$value": {"value": 200, "unit": "ms"}}},
      "font": {"$type": "fontFamily", "body": {"$value": ["Open Sans", "sans-serif"]}},
      "opacity": {"$type": "number", "half": {"$value": 0.5}}
    }
    """

    static let config = """
    {
      "source": ["tokens/*.json"],
      "platforms": {
        "scss": {
          "transformGroup": "scss",
          "prefix": "ds",
          "buildPath": "out/scss/",
          "files": [{"destination": "_vars.scss", "format": "scss/variables", "options": {"outputReferences": true}}]
        },
        "js": {
          "transformGroup": "js",
          "buildPath": "out/js/",
          "files": [
            {"destination": "colors.js", "format": "javascript/es6", "filter": {"$type": "color"}},
            {"destination": "tokens.d.ts", "format": "typescript/es6-declarations"},
            {"destination": "flat.json", "format": "json/flat"}
          ]
        }
      }
    }
    """

    static func project(_ files: [String: String]) throws -> URL {
        let dir = Scratch.directory("sd-config")
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    /// `name → value` of each line of `text` that `pattern` (two groups) matches.
    static func entries(_ text: String, _ pattern: String) -> [String: String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        var out: [String: String] = [:]
        for line in text.split(separator: "\n").map(String.init) {
            guard let m = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let n = Range(m.range(at: 1), in: line), let v = Range(m.range(at: 2), in: line) else { continue }
            out[String(line[n])] = String(line[v])
        }
        return out
    }

    @Test func webFormatsGiveStyleDictionaryValues() throws {
        let dir = try Self.project(["config.json": Self.config, "tokens/base.json": Self.tokens])
        let run = try CLI.run(["build", "--style-dictionary", "config.json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        func read(_ p: String) throws -> String { try String(contentsOf: dir.appendingPathComponent(p), encoding: .utf8) }

        // scss group: name/kebab with the platform prefix; color/css (hex when opaque, else tinycolor's
        // rgba string); size/rem returns a value that already ends in a unit as it is; time/seconds matches
        // only `time` tokens (a DTCG `duration` stays, as sd5-output's `--transitions-durations-*: 300ms`);
        // fontFamily/css quotes names with spaces and joins with ", "; with outputReferences an alias is
        // written as the referenced variable.
        #expect(Self.entries(try read("out/scss/_vars.scss"), #"^\$([\w-]+): (.*);$"#) == [
            "ds-color-base-red": "#ff0000",
            "ds-color-base-shade": "rgba(0, 0, 0, 0.5)",
            "ds-color-primary": "$ds-color-base-red",
            "ds-size-small": "0.5rem",
            "ds-size-none": "0px",
            "ds-size-gap": "$ds-size-small",
            "ds-time-fast": "200ms",
            "ds-font-body": "'Open Sans', sans-serif",
            "ds-opacity-half": "0.5",
        ])
        // js group: name/pascal, size/rem, color/hex (tinycolor's toHexString drops the alpha); javascript/es6
        // writes JSON.stringify(value); the `$type: color` filter keeps the colours only.
        #expect(Self.entries(try read("out/js/colors.js"), #"^export const (\w+) = (.*);$"#) == [
            "ColorBaseRed": "\"#ff0000\"",
            "ColorBaseShade": "\"#000000\"",
            "ColorPrimary": "\"#ff0000\"",
        ])
        // typescript/es6-declarations: getTypeScriptType of each value (an array of strings is string[]).
        #expect(Self.entries(try read("out/js/tokens.d.ts"), #"^export const (\w+): (.*);$"#) == [
            "ColorBaseRed": "string", "ColorBaseShade": "string", "ColorPrimary": "string",
            "SizeSmall": "string", "SizeNone": "string", "SizeGap": "string", "TimeFast": "string",
            "FontBody": "string[]", "OpacityHalf": "number",
        ])
        // json/flat: one member per token, name → transformed value.
        let flat = try #require(try JSONSerialization.jsonObject(with: Data(try read("out/js/flat.json").utf8)) as? NSDictionary)
        let expected: NSDictionary = [
            "ColorBaseRed": "#ff0000", "ColorBaseShade": "#000000", "ColorPrimary": "#ff0000",
            "SizeSmall": "0.5rem", "SizeNone": "0px", "SizeGap": "0.5rem", "TimeFast": "200ms",
            "FontBody": ["Open Sans", "sans-serif"], "OpacityHalf": 0.5,
        ]
        #expect(flat == expected)
    }

    /// A JavaScript config is refused before anything is read: exit 2 (a usage problem), naming `tokenc migrate`.
    @Test(arguments: ["config.js", "sd.config.mjs", "config.ts"])
    func javaScriptConfigIsRefused(_ name: String) throws {
        let dir = try Self.project([name: "export default {source: ['tokens/*.json'], platforms: {}};\n"])
        let run = try CLI.run(["build", "--style-dictionary", name], in: dir)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("\(name):1:1: error: "))
        #expect(run.stderr.contains("tokenc migrate"))
        #expect(run.stderr.contains("[config-invalid]"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("build").path))
    }

    /// An unknown format is a warning at that file's `format` value; the platform's other files are built.
    @Test func unknownFormatIsWarnedAtItsFormat() throws {
        let config = """
        {
          "source": ["tokens/*.json"],
          "platforms": {
            "web": {
              "transformGroup": "css",
              "buildPath": "out/",
              "files": [
                {"destination": "a.css", "format": "css/variables"},
                {"destination": "b.txt", "format": "my/custom-format"}
              ]
            }
          }
        }
        """
        let dir = try Self.project(["config.json": config, "tokens/base.json": Self.tokens])
        let run = try CLI.run(["build", "--style-dictionary", "config.json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("config.json:9:44: warning: "), "\(run.stderr)")
        #expect(run.stderr.contains("my/custom-format"))
        #expect(run.stderr.contains("[style-dictionary-unsupported]"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.css").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/b.txt").path))
    }
}
