import Foundation
import Testing

/// The inspecting commands and the permutation selection, through the binary: `permutations`, `resolve --input`,
/// `explain`, `build --resolver … --input`, `validate --resolver`.
@Suite struct InspectCLITests {
    /// A resolver document with a shared set, a brand modifier (x overrides a shared token, y does not) and a
    /// theme modifier (dark overrides the text colour), with the defaults y and light.
    static let files: [String: String] = [
        "tokens.resolver.json": """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
          "modifiers": {
            "brand": {"contexts": {"x": [{"$ref": "x.json"}], "y": []}, "default": "y"},
            "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}
          },
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]
        }
        """,
        "base.json": """
        {
          "color": {
            "$type": "color",
            "accent": {"$value": "#111111"},
            "text": {"$value": "{color.accent}"}
          }
        }
        """,
        "x.json": """
        {
          "color": {
            "accent": {"$value": "#222222"}
          }
        }
        """,
        "dark.json": """
        {
          "color": {
            "ink": {"$type": "color", "$value": "#eeeeee"},
            "text": {"$value": "{color.ink}"}
          }
        }
        """,
    ]

    /// The light theme lacks `color.ink`; the base defines it in both for the tests that need a clean project.
    static var clean: [String: String] {
        var f = files
        f["base.json"] = """
        {
          "color": {
            "$type": "color",
            "accent": {"$value": "#111111"},
            "ink": {"$value": "#000000"},
            "text": {"$value": "{color.accent}"}
          }
        }
        """
        return f
    }

    @Test func permutationsListsEveryCombinationInOrder() throws {
        let dir = try CLITests.project(Self.clean)
        let r = try CLI.run(["permutations", "--resolver", "tokens.resolver.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        brand=x, theme=light
        brand=x, theme=dark
        brand=y, theme=light
        brand=y, theme=dark

        """)
    }

    /// `permutations` needs only the resolver document: token files that fail to parse or resolve do not stop it,
    /// while an input the document cannot satisfy still does.
    @Test func permutationsListsEvenWhenTokenFilesHaveErrors() throws {
        var broken = Self.files  // the light theme's `color.text` aliases a token only dark defines
        broken["x.json"] = ##"{"color": {"accent": {"$value": "#222222",}}}"##
        let dir = try CLITests.project(broken)
        let build = try CLI.run(["build", "--resolver", "tokens.resolver.json"], in: dir)
        #expect(build.status == 1, "\(build.stderr)")
        let r = try CLI.run(["permutations", "--resolver", "tokens.resolver.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == """
        brand=x, theme=light
        brand=x, theme=dark
        brand=y, theme=light
        brand=y, theme=dark

        """)
        let narrowed = try CLI.run(["permutations", "--resolver", "tokens.resolver.json", "--input", "theme=dark", "--json"], in: dir)
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        #expect(narrowed.stdout.contains("brand-x_theme-dark") && narrowed.stdout.contains("brand-y_theme-dark"))
        #expect(!narrowed.stdout.contains("light"))
        let unknown = try CLI.run(["permutations", "--resolver", "tokens.resolver.json", "--input", "theme=dim"], in: dir)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("modifier \"theme\" has no context \"dim\"") && unknown.stderr.contains("[input-unknown-context]"))
    }

    @Test func resolveOnePermutation() throws {
        let dir = try CLITests.project(Self.clean)
        let r = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=x,theme=dark", "--format", "text"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("color.accent  color"))
        #expect(r.stdout.contains("\"hex\":\"#222222\""))
        #expect(r.stdout.contains("color.text  color"))
        #expect(r.stdout.contains("\"hex\":\"#eeeeee\""))  // dark's text → ink
    }

    @Test func resolveTakesTheDefaultOfAModifierNotNamed() throws {
        let dir = try CLITests.project(Self.clean)
        let partial = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "theme=dark"], in: dir)
        let full = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=y,theme=dark"], in: dir)
        let none = try CLI.run(["resolve", "--resolver", "tokens.resolver.json"], in: dir)
        let defaults = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=y,theme=light"], in: dir)
        #expect(partial.status == 0, "\(partial.stderr)")
        #expect(none.status == 0, "\(none.stderr)")
        #expect(partial.stdout == full.stdout)
        #expect(none.stdout == defaults.stdout)
        #expect(partial.stdout != none.stdout)
        // Inputs are case-insensitive.
        let upper = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "BRAND=Y,Theme=DARK"], in: dir)
        #expect(upper.status == 0, "\(upper.stderr)")
        #expect(upper.stdout == full.stdout)
    }

    @Test func resolveRejectsAnUnknownContextWithItsCode() throws {
        let dir = try CLITests.project(Self.clean)
        let r = try CLI.run(["resolve", "--resolver", "tokens.resolver.json", "--input", "brand=z"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("modifier \"brand\" has no context \"z\""))
        #expect(r.stderr.contains("[input-unknown-context]"))
        #expect(r.stderr.contains("tokens.resolver.json:5:"))  // located at the modifier
    }

    @Test func explainShowsTheWinnerWhatItOverrodeAndEveryHop() throws {
        let dir = try CLITests.project(Self.clean)
        let r = try CLI.run(["explain", "color.text", "--resolver", "tokens.resolver.json", "--input", "brand=x,theme=light"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        color.text  (brand=x, theme=light)
          type:    color
          value:   {"colorSpace":"srgb","components":[0.13333333333333333,0.13333333333333333,0.13333333333333333],"alpha":1,"hex":"#222222"}
          hex:     #222222
          defined: base.json:6:13  (set "base")
          → {color.accent}  x.json:3:15  (modifier "brand", context "x")
              overrides: base.json:4:15  (set "base")

        """)
        let accent = try CLI.run(["explain", "color.accent", "--resolver", "tokens.resolver.json", "--input", "brand=x,theme=light"], in: dir)
        #expect(accent.status == 0, "\(accent.stderr)")
        #expect(accent.stdout.contains("  defined: x.json:3:15  (modifier \"brand\", context \"x\")\n"))
        #expect(accent.stdout.contains("  overrides: base.json:4:15  (set \"base\")\n"))
        let missing = try CLI.run(["explain", "color.nope", "--resolver", "tokens.resolver.json", "--input", "brand=x,theme=light"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no token \"color.nope\""))
    }

    @Test func buildResolverWithInputWritesOnlyTheSelectedPermutations() throws {
        let dir = try CLITests.project(Self.clean)
        let r = try CLI.run(["build", "--resolver", "tokens.resolver.json", "--output", "out", "--input", "brand=x"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let fm = FileManager.default
        for file in ["out/json/x/light.json", "out/json/x/dark.json", "out/css/x.css", "out/swift/DesignTokens+X.swift", "out/json/manifest.json"] {
            #expect(fm.fileExists(atPath: dir.appendingPathComponent(file).path), "\(file)")
        }
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("out/json/y").path))
        // Without a config: no HTML (the token sheet is a config switch).
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("out/HTML").path))
    }

    @Test func validateResolverChecksEveryPermutation() throws {
        // As written, `color.ink` is defined only in the dark theme: missing in both light permutations.
        let dir = try CLITests.project(Self.files)
        let r = try CLI.run(["validate", "--resolver", "tokens.resolver.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("dark.json:3:5: error: color.ink is defined for theme=dark but missing for theme=light (brand=x; brand=y) [missing-in-context]"), "\(r.stderr)")
        let clean = try CLITests.project(Self.clean)
        let ok = try CLI.run(["validate", "--resolver", "tokens.resolver.json"], in: clean)
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test func aBrandMissingATokenIsAnErrorByDefault() throws {
        var f = Self.clean
        f["x.json"] = """
        {
          "color": {
            "accent": {"$value": "#222222"},
            "extra": {"$value": "#333333"}
          }
        }
        """
        let dir = try CLITests.project(f)
        let r = try CLI.run(["build", "--resolver", "tokens.resolver.json", "--output", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("x.json:4:5: error: color.extra is defined for brand=x but missing for brand=y (theme=light; theme=dark) [missing-in-context]"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        // A project that lets brands differ says so in its config; the token is then x's own.
        f["tokenc.json"] = """
        {"resolver": "tokens.resolver.json", "output": "out", "swift": {"path": "Swift"},
         "brands": {"modifier": "brand"}, "themes": {"modifier": "theme"},
         "validation": {"missing-in-context": {"modifiers": ["theme"]}}}
        """
        let allowed = try CLITests.project(f)
        let ok = try CLI.run(["build", "--config", "tokenc.json"], in: allowed)
        #expect(ok.status == 0, "\(ok.stderr)")
        let x = try String(contentsOf: allowed.appendingPathComponent("out/Swift/DesignTokens+X.swift"), encoding: .utf8)
        #expect(x.contains("public var extra: DesignTokens.Color"))
    }
}
