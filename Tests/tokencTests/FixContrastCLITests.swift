import Foundation
import Testing
import TestSupport

/// `tokenc fix --contrast` on a resolver project (brands acme and zen × light and dark) with one planted failure:
/// zen's dark secondary text, judged by WCAG 2 and APCA, is a few steps too dim on both dark surfaces.
@Suite struct FixContrastCLITests {
    static let files: [String: String] = [
        "tokens/core.tokens.json": """
        {
          "color": {
            "$type": "color",
            "gray": {
              "0": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
              "300": {"$value": {"colorSpace": "srgb", "components": [0.8078, 0.8078, 0.8078], "hex": "#cecece"}},
              "600": {"$value": {"colorSpace": "srgb", "components": [0.3804, 0.3804, 0.3804], "hex": "#616161"}},
              "800": {"$value": {"colorSpace": "srgb", "components": [0.2275, 0.2275, 0.2275], "hex": "#3a3a3a"}},
              "900": {"$value": {"colorSpace": "srgb", "components": [0.1608, 0.1608, 0.1608], "hex": "#292929"}}
            }
          }
        }

        """,
        "tokens/brands/acme.tokens.json": """
        {
          "color": {
            "$type": "color",
            "brand": {
              "neutral": {
                "0": {"$value": "{color.gray.0}"},
                "300": {"$value": "{color.gray.300}"},
                "600": {"$value": "{color.gray.600}"},
                "800": {"$value": "{color.gray.800}"},
                "900": {"$value": "{color.gray.900}"}
              }
            }
          }
        }

        """,
        "tokens/brands/zen.tokens.json": """
        {
          "color": {
            "$type": "color",
            "brand": {
              "neutral": {
                "0": {"$value": {"colorSpace": "srgb", "components": [1, 0.9922, 0.9725], "hex": "#fffdf8"}},
                "300": {"$value": {"colorSpace": "srgb", "components": [0.5412, 0.498, 0.4392], "hex": "#8a7f70"}},
                "600": {"$value": {"colorSpace": "srgb", "components": [0.3686, 0.3294, 0.2784], "hex": "#5e5447"}},
                "800": {"$value": {"colorSpace": "srgb", "components": [0.2392, 0.2118, 0.1804], "hex": "#3d362e"}},
                "900": {"$value": {"colorSpace": "srgb", "components": [0.1686, 0.149, 0.1255], "hex": "#2b2620"}}
              }
            }
          }
        }

        """,
        "tokens/themes/light.tokens.json": """
        {
          "color": {
            "$type": "color",
            "surface": {"default": {"$value": "{color.brand.neutral.0}"}, "raised": {"$value": "{color.brand.neutral.0}"}},
            "text": {"primary": {"$value": "{color.brand.neutral.900}"}, "secondary": {"$value": "{color.brand.neutral.600}"}},
            "border": {"default": {"$value": "{color.brand.neutral.600}"}}
          }
        }

        """,
        "tokens/themes/dark.tokens.json": """
        {
          "color": {
            "$type": "color",
            "surface": {"default": {"$value": "{color.brand.neutral.900}"}, "raised": {"$value": "{color.brand.neutral.800}"}},
            "text": {"primary": {"$value": "{color.brand.neutral.0}"}, "secondary": {"$value": "{color.brand.neutral.300}"}},
            "border": {"default": {"$value": "{color.brand.neutral.300}"}}
          }
        }

        """,
        "tokens/tokens.resolver.json": """
        {
          "version": "2025.10",
          "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
          "modifiers": {
            "brand": {"contexts": {"acme": [{"$ref": "brands/acme.tokens.json"}], "zen": [{"$ref": "brands/zen.tokens.json"}]}, "default": "acme"},
            "theme": {"contexts": {"light": [{"$ref": "themes/light.tokens.json"}], "dark": [{"$ref": "themes/dark.tokens.json"}]}, "default": "light"}
          },
          "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]
        }

        """,
        "tokenc.json": """
        {
          "resolver": "tokens/tokens.resolver.json", "output": "out",
          "brands": {"modifier": "brand"}, "themes": {"modifier": "theme", "appearances": {"dark": {"colorScheme": "dark"}}},
          "css": {"path": "CSS"},
          "validation": {
            "contrast": {
              "pairs": [
                {"foreground": "color.text.primary", "background": ["color.surface.default", "color.surface.raised"], "kind": "text"},
                {"foreground": "color.text.secondary", "background": ["color.surface.default", "color.surface.raised"], "kind": "text", "algorithm": "both", "use": "large-text"},
                {"foreground": "color.border.default", "background": ["color.surface.default", "color.surface.raised"], "kind": "non-text"}
              ]
            }
          }
        }

        """,
    ]

    static func project() throws -> URL { try CLITests.project(files) }

    static func read(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    static let fixLine = "tokens/themes/dark.tokens.json:5:88: fixed [contrast] set color.brand.neutral.300 in tokens/brands/zen.tokens.json to #c6bcae (was #8a7f70; ΔE2000 18.8) so color.text.secondary on color.surface.default, color.text.secondary on color.surface.raised pass in brand=zen, theme=dark; also recolours color.border.default\n"
    static let oldLine = ##"        "300": {"$value": {"colorSpace": "srgb", "components": [0.5412, 0.498, 0.4392], "hex": "#8a7f70"}},"##
    static let newLine = ##"        "300": {"$value": {"colorSpace": "srgb", "components": [0.7765, 0.7373, 0.6824], "hex": "#c6bcae"}},"##

    @Test func thePlantedFailureIsFixedInTheBrandFileAndValidatePasses() throws {
        let dir = try Self.project()
        let before = try CLI.run(["validate", "--config", "tokenc.json"], in: dir)
        #expect(before.status == 1)
        #expect(before.stderr.contains("color.text.secondary (#8a7f70) on color.surface.raised (#3d362e): contrast 3.02:1 is below 4.5:1 (WCAG 1.4.3 AA, text); APCA Lc -28.0 is below 60 (APCA Lc 60, large text) (brand=zen, theme=dark) [contrast]"), "\(before.stderr)")

        // Without --contrast there is nothing to fix.
        let plain = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(plain.stderr.hasPrefix("nothing to fix\n"), "\(plain.stderr)")

        let r = try CLI.run(["fix", "--contrast", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == Self.fixLine + "fixed 1 problem in 1 file\n", "\(r.stdout)")
        // Only the zen brand's neutral.300 changed: acme, core and the themes are as they were.
        for (path, text) in Self.files where path != "tokens/brands/zen.tokens.json" {
            #expect(try Self.read(dir, path) == text, "\(path)")
        }
        let zen = Self.files["tokens/brands/zen.tokens.json"]!
        #expect(try Self.read(dir, "tokens/brands/zen.tokens.json") == zen.replacingOccurrences(of: Self.oldLine, with: Self.newLine))

        // Every pair passes now, the ones that passed before included.
        let after = try CLI.run(["validate", "--config", "tokenc.json"], in: dir)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(!after.stderr.contains("[contrast]"))
        let again = try CLI.run(["fix", "--contrast", "--config", "tokenc.json"], in: dir)
        #expect(again.stderr.hasPrefix("nothing to fix\n"), "\(again.stderr)")
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let dir = try Self.project()
        let r = try CLI.run(["fix", "--contrast", "--dry-run", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            --- a/tokens/brands/zen.tokens.json
            +++ b/tokens/brands/zen.tokens.json
            @@ -4,7 +4,7 @@
                 "brand": {
                   "neutral": {
                     "0": {"$value": {"colorSpace": "srgb", "components": [1, 0.9922, 0.9725], "hex": "#fffdf8"}},
            -\(Self.oldLine)
            +\(Self.newLine)
                     "600": {"$value": {"colorSpace": "srgb", "components": [0.3686, 0.3294, 0.2784], "hex": "#5e5447"}},
                     "800": {"$value": {"colorSpace": "srgb", "components": [0.2392, 0.2118, 0.1804], "hex": "#3d362e"}},
                     "900": {"$value": {"colorSpace": "srgb", "components": [0.1686, 0.149, 0.1255], "hex": "#2b2620"}}

            """, "\(r.stdout)")
        #expect(r.stderr.hasPrefix("would fix 1 problem in 1 file; nothing written (--dry-run)\n"), "\(r.stderr)")
        for (path, text) in Self.files { #expect(try Self.read(dir, path) == text, "\(path)") }
    }

    @Test func aColourNoValueCanFixIsNamedAndLeftAsItIs() throws {
        // A mid-grey caption judged at AAA on the default surface and on an inverse one: it would have to be both
        // darker and lighter. The planted failure is still fixed.
        var files = Self.files
        for (theme, inverse) in [("light", "900"), ("dark", "0")] {
            let path = "tokens/themes/\(theme).tokens.json"
            files[path] = files[path]!
                .replacingOccurrences(of: #""surface": {"default""#, with: #""surface": {"inverse": {"$value": "{color.brand.neutral.\#(inverse)}"}, "default""#)
                .replacingOccurrences(of: #"    "border": {"#, with: ##"    "caption": {"$value": {"colorSpace": "srgb", "components": [0.502, 0.502, 0.502], "hex": "#808080"}},\##n    "border": {"##)
        }
        files["tokenc.json"] = files["tokenc.json"]!.replacingOccurrences(of: #"        {"foreground": "color.border.default""#, with: #"""
                    {"foreground": "color.caption", "background": ["color.surface.default", "color.surface.inverse"], "kind": "text", "level": "AAA"},
                    {"foreground": "color.border.default"
            """#)
        let dir = try CLITests.project(files)
        let r = try CLI.run(["fix", "--contrast", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("tokens/themes/light.tokens.json:6:27: warning: no colour in sRGB fixes color.caption on color.surface.default keeping its hue: color.caption on color.surface.default (brand=acme, theme=light) and color.caption on color.surface.inverse (brand=acme, theme=light) pull it in opposite directions (brand=acme, theme=light; brand=zen, theme=light) [contrast-no-fix]\n"), "\(r.stderr)")
        #expect(r.stdout.hasSuffix("fixed 1 problem in 1 file\n"), "\(r.stdout)")
        for (path, text) in files where path != "tokens/brands/zen.tokens.json" { #expect(try Self.read(dir, path) == text, "\(path)") }
    }
}
