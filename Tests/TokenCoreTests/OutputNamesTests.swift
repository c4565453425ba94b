import Foundation
import Testing
@testable import TokenCore

/// Per-output names (docs/outputs.md, "Per-output names"): `names.prefix` and `names.strip` on every output,
/// applied to token paths where the output's tokens are chosen, references following their renamed targets, and
/// the collisions a renaming makes reported as `name-collision`.
@Suite struct OutputNamesTests {
    static let dsNoPalette = OutputNames(prefix: ["ds"], strip: [TokenPath(dotted: "color.palette")])

    /// A model of one brand and theme holding `tokens`.
    static func model(_ tokens: [ResolvedToken]) -> EmitModel {
        EmitModel(brands: [BrandTokens(name: "summit", themes: [ResolvedTokens(tokens)])], themes: [EmitSample.lightTheme],
                  source: "r.json", brandModifier: nil, themeModifier: nil)
    }

    @Test func stripAndPrefixRenamePaths() {
        let names = OutputNames(prefix: ["ds"], strip: [TokenPath(dotted: "color.palette"), TokenPath(dotted: "color")])
        #expect(names.apply(TokenPath(dotted: "color.palette.accent")) == TokenPath(dotted: "ds.accent"))
        #expect(names.apply(TokenPath(dotted: "color.background.default")) == TokenPath(dotted: "ds.background.default"))
        #expect(names.apply(TokenPath(dotted: "size.radius")) == TokenPath(dotted: "ds.size.radius"))
        // A path equal to a stripped one keeps its segments (it would have no name left).
        #expect(names.apply(TokenPath(dotted: "color")) == TokenPath(dotted: "ds.color"))
        #expect(OutputNames().keepsAll)
        let (model, problems) = EmitSample.twoByTwo.renaming(Self.dsNoPalette)
        #expect(problems.isEmpty)
        let t = model.tokens(brand: 1, theme: 1)
        #expect(t.tokens.first?.path.description == "ds.accent")
        #expect(t["ds.color.button.primary-tint.default"]?.aliasOf == TokenPath(dotted: "ds.accent"))
        #expect(t["ds.border.focus"]?.partialAliases[JSONPointer(["color"])] == TokenPath(dotted: "ds.accent"))
        #expect(t["ds.color.button.primary-tint.default"]?.rawValue == .string("{ds.accent}"))
        let (same, none) = EmitSample.twoByTwo.renaming(OutputNames())
        #expect(none.isEmpty && same.brands[0].themes == EmitSample.twoByTwo.brands[0].themes)
    }

    /// CSS with `outputReferences`: the renamed names, `var(--…)` to the renamed target (whole and inside a
    /// composite).
    @Test func cssWritesRenamedNamesAndReferences() {
        let model = EmitSample.twoByTwo.renaming(Self.dsNoPalette).0
        let css = CSSEmitter.emit(model, options: CSSOptions(outputReferences: true)).files[0].text
        #expect(css.contains("--ds-accent: #0a84ff;"))
        #expect(css.contains("--ds-color-button-primary-tint-default: var(--ds-accent);"))
        #expect(css.contains("--ds-border-focus: 2px solid var(--ds-accent);"))
        #expect(!css.contains("palette"))
    }

    /// JSON with `outputReferences`: `{…}` names the renamed target, nested and flat.
    @Test func jsonWritesRenamedReferences() {
        let flat = JSONEmitter.emit(EmitSample.twoByTwo.renaming(Self.dsNoPalette).0,
                                    options: JSONOptions(resolved: false, flat: true, manifest: false, outputReferences: true)).files[0].text
        #expect(flat.contains(#""ds.color.button.primary-tint.default": "{ds.accent}""#))
        #expect(flat.contains(#""ds.accent": "#))
        #expect(!flat.contains("palette"))
        let nested = JSONEmitter.emit(EmitSample.twoByTwo.renaming(Self.dsNoPalette).0,
                                      options: JSONOptions(flat: false, outputReferences: true)).files.map(\.text).joined()
        #expect(nested.contains(#""$value": "{ds.accent}""#))
    }

    /// A `$ref` reference is renamed too, keeping the member it points into.
    @Test func pointerReferencesAreRenamed() {
        let accent = EmitSample.token("color.palette.accent", .color(EmitSample.rgb(0x0a84ff)))
        let ref = EmitSample.token("color.link", .color(EmitSample.rgb(0x0a84ff)), aliasOf: "color.palette.accent",
                                   raw: .object(JSONObject([JSONMember(key: "$ref", value: "#/color/palette/accent/$value")])))
        let t = Self.model([accent, ref]).renaming(Self.dsNoPalette).0.tokens(brand: 0, theme: 0)
        #expect(t["ds.color.link"]?.rawValue == .object(JSONObject([JSONMember(key: "$ref", value: "#/ds/accent/$value")])))
    }

    /// Swift: the members follow the renamed paths, and an alias stays an alias of the renamed member.
    @Test func swiftWritesRenamedMembers() {
        let before = SwiftEmitter.emit(EmitSample.twoByTwo).files.map(\.text).joined()
        let text = SwiftEmitter.emit(EmitSample.twoByTwo.renaming(Self.dsNoPalette).0).files.map(\.text).joined()
        #expect(before.contains("palette"))
        #expect(!text.contains("palette"))
        #expect(text.contains("ds"))
        #expect(text.contains("accent"))
    }

    /// SCSS: variables and map keys carry the renamed names.
    @Test func scssWritesRenamedVariables() {
        let text = SCSSEmitter.emit(EmitSample.twoByTwo.renaming(Self.dsNoPalette).0).files.map(\.text).joined()
        #expect(text.contains("$ds-accent:"))
        #expect(text.contains("$ds-color-button-primary-tint-default:"))
        #expect(!text.contains("palette"))
    }

    // MARK: Collisions

    /// Stripping that makes two tokens one path, or a token and a group one name: `name-collision` at the later
    /// token with a note at the one kept, reported once for every permutation; the later token is left out, and a
    /// token aliasing it keeps its value instead of naming the survivor.
    @Test func collisionsMadeByStrippingAreLocated() throws {
        let blue = EmitSample.token("color.palette.blue", .color(EmitSample.rgb(0x0000ff)))
        let other = EmitSample.token("color.blue", .color(EmitSample.rgb(0x0000aa)))
        let link = EmitSample.token("link", .color(EmitSample.rgb(0x0000aa)), aliasOf: "color.blue")
        let group = EmitSample.token("color.palette.red.dark", .color(EmitSample.rgb(0x990000)))
        let red = EmitSample.token("color.red", .color(EmitSample.rgb(0xff0000)))
        var model = Self.model([blue, other, link, group, red])
        model.brands[0].themes.append(model.brands[0].themes[0])
        model.themes.append(EmitSample.darkTheme)
        let names = OutputNames(strip: [TokenPath(dotted: "color.palette"), TokenPath(dotted: "color")])
        let (renamed, problems) = model.renaming(names)
        try #require(problems.map(\.code) == [.nameCollision, .nameCollision], "\(problems.map(\.message))")
        #expect(problems.map(\.severity) == [.error, .error])
        #expect(problems[0].location?.pointer == JSONPointer(["color", "blue"]))
        #expect(problems[0].notes.first?.location?.pointer == JSONPointer(["color", "palette", "blue"]))
        #expect(problems[0].message.contains("`color.blue` and `color.palette.blue` both become the token `blue`"))
        #expect(problems[1].location?.pointer == JSONPointer(["color", "red"]))
        #expect(problems[1].message.contains("a token and a group named `red`"))
        let t = renamed.tokens(brand: 0, theme: 1)
        #expect(t.tokens.map(\.path.description) == ["blue", "link", "red.dark"])
        #expect(t["link"]?.aliasOf == nil)
        #expect(t["link"]?.rawValue == EmitSample.rgb(0x0000aa).canonicalJSON)
        // Through a format: CSS writes the kept token and the alias's own value.
        let css = CSSEmitter.emit(renamed, options: CSSOptions(outputReferences: true)).files[0].text
        #expect(css.contains("--blue: #0000ff;"))
        #expect(css.contains("--link: #0000aa;"))
    }

    /// Case conversion after renaming collides through the format's own check, as without renaming.
    @Test func collisionsAfterCasingUseTheFormatsCheck() {
        let a = EmitSample.token("color.palette.primary-tint", .color(EmitSample.rgb(0x0000ff)))
        let b = EmitSample.token("primary_tint", .color(EmitSample.rgb(0x0000aa)))
        let (renamed, problems) = Self.model([a, b]).renaming(OutputNames(strip: [TokenPath(dotted: "color.palette")]))
        #expect(problems.isEmpty)
        let out = SwiftEmitter.emit(renamed)
        #expect(out.diagnostics.map(\.code).contains(.nameCollision))
    }

    // MARK: Config

    @Test func theConfigReadsNamesOfEveryOutput() throws {
        let (config, diagnostics) = OutputSelectionTests.decode(#"""
            {"resolver": "r.json",
             "css": {"names": {"prefix": "ds", "strip": ["color.palette", "color"]}},
             "kotlin": {"names": {"prefix": "brand.core"}},
             "templates": {"t": {"template": "t.stencil", "path": "x", "names": {"case": "snake", "prefix": "ds", "strip": ["size"]}}}}
            """#)
        #expect(diagnostics.isEmpty)
        let c = try #require(config)
        #expect(c.css?.names == OutputNames(prefix: ["ds"], strip: [TokenPath(dotted: "color.palette"), TokenPath(dotted: "color")]))
        #expect(c.outputs["kotlin"]?.names.prefix == ["brand", "core"])
        let t = try #require(c.templates.first)
        #expect(t.namePrefix == "ds" && t.nameCase == .snake)
        #expect(t.names == OutputNames(strip: [TokenPath(dotted: "size")]))
    }

    @Test func badNamesAreLocatedConfigErrors() {
        let (config, diagnostics) = OutputSelectionTests.decode(#"""
            {"resolver": "r.json",
             "css": {"names": {"prefix": "", "strip": ["color.*", "a..b"], "prefx": "x"}},
             "json": {"names": "ds"},
             "swift": {"names": {"prefix": "{ds}"}},
             "templates": {"t": {"template": "t.stencil", "path": "x", "names": {"strp": ["size"]}}}}
            """#)
        #expect(config == nil)
        let found = diagnostics.map { "\($0.code.rawValue) \($0.location?.pointer?.description ?? "")" }
        #expect(found.contains("config-invalid /css/names/prefix"))
        #expect(found.contains("config-invalid /css/names/strip/0"))
        #expect(found.contains("config-invalid /css/names/strip/1"))
        #expect(found.contains("config-unknown-key /css/names/prefx"))
        #expect(found.contains("config-invalid /json/names"))
        #expect(found.contains("config-invalid /swift/names/prefix"))
        #expect(found.contains("config-unknown-key /templates/t/names/strp"))
        #expect(diagnostics.first { $0.location?.pointer == JSONPointer(["css", "names", "prefx"]) }?.message.contains("did you mean \"prefix\"?") == true)
        #expect(diagnostics.first { $0.location?.pointer == JSONPointer(["templates", "t", "names", "strp"]) }?.message.contains("did you mean \"strip\"?") == true)
    }

    // MARK: Through the build

    /// Every output takes `names`; the renaming's collisions stop the build located at the token.
    @Test func theBuildRenamesEachOutputAndReportsCollisions() throws {
        let files = TokenBuildTests.files([
            "tokens/tokenc.json": #"""
                {"resolver": "r.json", "output": "out",
                 "json": {"resolved": false, "manifest": false, "outputReferences": true, "names": {"prefix": "ds"}},
                 "css": {"names": {"prefix": "ds"}, "outputReferences": true}}
                """#,
        ])
        let outcome = try TokenBuildTests.run(files)
        #expect(outcome.reported.isEmpty)
        let rendered = try #require(outcome.rendered?.files)
        let json = try #require(rendered.first { $0.path == "json/a/default.flat.json" })
        #expect(json.text == "{\n  \"ds.n\": 1,\n  \"ds.m\": \"{ds.n}\"\n}\n")
        let css = rendered.filter { $0.path.hasPrefix("css/") }.map(\.text).joined()
        #expect(css.contains("--ds-m: var(--ds-n);"))

        let colliding = TokenBuildTests.files([
            "tokens/tokenc.json": #"{"resolver": "r.json", "output": "out", "scss": {"names": {"strip": ["g"]}}}"#,
            "tokens/a.json": #"{"n": {"$type": "number", "$value": 1}, "g": {"n": {"$type": "number", "$value": 2}}}"#,
            "tokens/b.json": #"{"n": {"$type": "number", "$value": 1}, "g": {"n": {"$type": "number", "$value": 2}}}"#,
        ])
        let failed = try TokenBuildTests.run(colliding)
        let d = try #require(failed.rendered?.diagnostics.first { $0.code == .nameCollision })
        #expect(d.location?.file == "tokens/a.json")
        #expect(d.location?.pointer == JSONPointer(["g", "n"]))
        #expect(d.message.contains("with this output's \"names\""))
    }

    /// A template output strips paths as every output does; its prefix stays words before `token.name`.
    @Test func aTemplateOutputStripsPaths() throws {
        let files = TokenBuildTests.files([
            "tokens/tokenc.json": #"""
                {"resolver": "r.json", "output": "out",
                 "templates": {"t": {"template": "t.stencil", "path": "{brand}.txt", "names": {"case": "snake", "prefix": "ds", "strip": ["g"]}}}}
                """#,
            "tokens/t.stencil": "{% for t in tokens %}{{ t.path }}={{ t.name }}={{ t.aliasOf }};{% endfor %}\n",
            "tokens/a.json": #"{"g": {"n": {"$type": "number", "$value": 1}}, "m": {"$type": "number", "$value": "{g.n}"}}"#,
            "tokens/b.json": #"{"g": {"n": {"$type": "number", "$value": 2}}, "m": {"$type": "number", "$value": "{g.n}"}}"#,
        ])
        let outcome = try TokenBuildTests.run(files)
        #expect(outcome.reported.isEmpty)
        let rendered = try #require(outcome.rendered)
        #expect(rendered.diagnostics.isEmpty)
        #expect(rendered.files.first { $0.path == "a.txt" }?.text == "n=ds_n=;m=ds_m=n;\n")
    }
}
