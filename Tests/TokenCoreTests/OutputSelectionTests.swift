import Foundation
import Testing
@testable import TokenCore

/// Per-output selection (docs/outputs.md, "Per-output selection"): `include`, `exclude` and `types` on every
/// output, applied where the output's tokens are chosen, and what happens to references to tokens left out.
@Suite struct OutputSelectionTests {
    static func pattern(_ text: String) -> TokenPattern {
        guard case .success(let p) = TokenPattern.parse(text) else { preconditionFailure(text) }
        return p
    }

    static let palette = OutputSelection(include: [pattern("color.palette.**")])
    static let semantic = OutputSelection(include: [pattern("color.**")], exclude: [pattern("color.palette.**")])

    @Test func includeExcludeAndTypesChooseTokens() {
        let model = EmitSample.twoByTwo
        #expect(model.selecting(Self.palette).tokens(brand: 0, theme: 0).tokens.map(\.path.description) == ["color.palette.accent"])
        #expect(model.selecting(Self.semantic).tokens(brand: 1, theme: 1).tokens.map(\.path.description)
                == ["color.background.default", "color.button.primary-tint.default", "color.button.primary-tint.disabled"])
        let types = OutputSelection(types: [.duration, .number])
        #expect(model.selecting(types).tokens(brand: 0, theme: 0).tokens.map(\.path.description) == ["motion.duration.short", "opacity.disabled"])
        let star = OutputSelection(include: [Self.pattern("*.disabled"), Self.pattern("*.*.primary-tint.*")])
        #expect(model.selecting(star).tokens(brand: 0, theme: 0).tokens.map(\.path.description)
                == ["color.button.primary-tint.default", "color.button.primary-tint.disabled", "opacity.disabled"])
        #expect(OutputSelection().keepsAll)
    }

    /// CSS with `outputReferences`: a reference to a token the output carries stays `var(--…)`; one to a token it
    /// leaves out is written as the value, whole aliases and references inside composites alike.
    @Test func cssReferencesToExcludedTokensBecomeValues() {
        let options = CSSOptions(outputReferences: true)
        let all = CSSEmitter.emit(EmitSample.twoByTwo, options: options).files[0].text
        #expect(all.contains("--color-button-primary-tint-default: var(--color-palette-accent);"))
        #expect(all.contains("--border-focus: 2px solid var(--color-palette-accent);"))
        let noPalette = OutputSelection(exclude: [Self.pattern("color.palette.**")])
        let css = CSSEmitter.emit(EmitSample.twoByTwo.selecting(noPalette), options: options).files[0].text
        #expect(!css.contains("--color-palette-accent"))
        #expect(css.contains("--color-button-primary-tint-default: #0a84ff;"))
        #expect(css.contains("--border-focus: 2px solid #0a84ff;"))
        #expect(!css.contains("var("))
    }

    /// JSON with `outputReferences`: `{…}` only to tokens the document has.
    @Test func jsonReferencesToExcludedTokensBecomeValues() {
        let options = JSONOptions(resolved: false, flat: true, manifest: false, outputReferences: true)
        let all = JSONEmitter.emit(EmitSample.twoByTwo, options: options).files[0].text
        #expect(all.contains(#""color.button.primary-tint.default": "{color.palette.accent}""#))
        let json = JSONEmitter.emit(EmitSample.twoByTwo.selecting(Self.semantic), options: options).files[0].text
        #expect(!json.contains("{color.palette.accent}"))
        #expect(json.contains(#""color.button.primary-tint.default": {"colorSpace": "srgb""#))
    }

    /// Swift: only the selected tokens become members.
    @Test func swiftCarriesOnlyTheSelection() {
        let files = SwiftEmitter.emit(EmitSample.twoByTwo.selecting(OutputSelection(types: [.dimension]))).files
        let text = files.map(\.text).joined()
        #expect(text.contains("medium"))
        #expect(!text.contains("accent"))
        #expect(!text.contains("primaryTint"))
    }

    /// A template output takes the same members: its tokens are the selection's.
    @Test func templatesCarryOnlyTheSelection() {
        let out = TemplateOutputTests.render("{% for t in tokens %}{{ t.path }} {% endfor %}", selection: Self.palette)
        #expect(out.diagnostics.isEmpty)
        #expect(TemplateOutputTests.text(out, "summit.txt") == "color.palette.accent ")
    }

    // MARK: Config

    static func decode(_ text: String) -> (config: Config?, diagnostics: [Diagnostic]) {
        Config.decode(SourceFile(path: "tokenc.json", text: text))
    }

    @Test func theConfigReadsTheSelectionOfEveryOutput() throws {
        let (config, diagnostics) = Self.decode(#"""
            {"resolver": "r.json",
             "css": {"path": "palette", "include": ["color.palette.**"], "types": ["color"]},
             "json": {"exclude": ["color.palette.**", "*.disabled"]},
             "templates": {"consts": {"template": "t.stencil", "path": "{brand}.swift", "per": "brand",
                                      "names": {"case": "snake", "prefix": "ds"}, "include": ["size.**"]}}}
            """#)
        #expect(diagnostics.isEmpty)
        let c = try #require(config)
        #expect(c.css?.selection.include.map(\.text) == ["color.palette.**"])
        #expect(c.css?.selection.types == [.color])
        #expect(c.json?.selection.exclude.map(\.text) == ["color.palette.**", "*.disabled"])
        #expect(c.templates.count == 1)
        let t = try #require(c.templates.first)
        #expect(t.name == "consts" && t.template == "t.stencil" && t.path == "{brand}.swift" && t.per == .brand)
        #expect(t.nameCase == .snake && t.namePrefix == "ds")
        #expect(t.selection.include.map(\.text) == ["size.**"])
        #expect(t.pointer == JSONPointer(["templates", "consts"]))
    }

    @Test func badGlobsAndTypesAreLocatedConfigErrors() {
        let (config, diagnostics) = Self.decode(#"""
            {"resolver": "r.json",
             "css": {"include": ["color..x", "a.**b"], "types": ["colour", "zzzzzzzz"]},
             "templates": {"t": {"template": "t.stencil", "path": "x", "exclude": ["{color}"], "types": ["dimention"]}}}
            """#)
        #expect(config == nil)
        #expect(diagnostics.allSatisfy { $0.code == .configInvalid })
        let at = diagnostics.map { $0.location?.pointer?.description ?? "" }
        #expect(at == ["/css/include/0", "/css/include/1", "/css/types/0", "/css/types/1", "/templates/t/exclude/0", "/templates/t/types/0"])
        #expect(diagnostics[2].message.contains("did you mean \"color\"?"))
        #expect(diagnostics[3].message.contains("expected one of: color, dimension"))
        #expect(diagnostics[5].message.contains("did you mean \"dimension\"?"))
    }

    @Test func templateOutputsAreReadStrictly() {
        let (config, diagnostics) = Self.decode(#"""
            {"resolver": "r.json",
             "templates": {"a": {"template": "t.stencil", "path": "x", "per": "theme", "inclde": ["x"],
                                 "names": {"case": "camelCase", "prefx": "ds"}},
                           "b": {"path": "y"}, "c": {"template": "t.stencil"}, "d": 3}}
            """#)
        #expect(config == nil)
        let found = diagnostics.map { "\($0.code.rawValue) \($0.location?.pointer?.description ?? "")" }
        #expect(found.contains("config-invalid /templates/a/per"))
        #expect(found.contains("config-invalid /templates/a/names/case"))
        #expect(found.contains("config-unknown-key /templates/a/names/prefx"))
        #expect(found.contains("config-unknown-key /templates/a/inclde"))
        #expect(found.contains("config-invalid /templates/b"))
        #expect(found.contains("config-invalid /templates/c"))
        #expect(found.contains("config-invalid /templates/d"))
        #expect(diagnostics.first { $0.location?.pointer == JSONPointer(["templates", "a", "inclde"]) }?.message.contains("did you mean \"include\"?") == true)
    }

    /// A misspelt selection member of a built-in output is an unknown key with the selection's names among the
    /// suggestions.
    @Test func aMisspeltSelectionMemberIsSuggested() throws {
        let files = TokenBuildTests.files(["tokens/tokenc.json": #"{"resolver": "r.json", "json": {"exclud": ["n"]}, "output": "out"}"#])
        let outcome = try TokenBuildTests.run(files)
        let d = outcome.rendered?.diagnostics.first { $0.code == .configUnknownKey }
        #expect(d?.message.contains("did you mean \"exclude\"?") == true)
    }

    // MARK: Through the build

    @Test func theBuildRendersTemplatesAndSelections() throws {
        let files = TokenBuildTests.files([
            "tokens/tokenc.json": #"""
                {"resolver": "r.json", "output": "out",
                 "json": {"exclude": ["m"], "resolved": false, "manifest": false},
                 "templates": {"list": {"template": "list.stencil", "path": "list/{brand}.txt", "include": ["m"],
                                        "names": {"case": "constant", "prefix": "ds"}}}}
                """#,
            "tokens/list.stencil": "{% for t in tokens %}{{ t.name }}={{ t.value.number }}{% endfor %}\n",
        ])
        let outcome = try TokenBuildTests.run(files)
        #expect(outcome.reported.isEmpty)
        let rendered = try #require(outcome.rendered?.files)
        #expect(rendered.map(\.path) == ["json/a/default.flat.json", "json/b/default.flat.json", "list/a.txt", "list/b.txt"])
        #expect(rendered[0].text == "{\n  \"n\": 1\n}\n")
        #expect(rendered[3].text == "DS_M=2\n")
        #expect(outcome.compiled.sources.map(\.path).contains("tokens/list.stencil"))
    }

    @Test func aTemplateMustBeReadableAndInsideTheRoot() throws {
        let config = #"{"resolver": "r.json", "output": "out", "templates": {"t": {"template": "PATH", "path": "x.txt"}}}"#
        var files = TokenBuildTests.files(["tokens/tokenc.json": config.replacingOccurrences(of: "PATH", with: "../secret.stencil")])
        files["secret.stencil"] = SourceFile(path: "secret.stencil", text: "x")
        let outside = try TokenBuildTests.run(files)
        #expect(outside.reported.map(\.code) == [.sourceOutsideRoot])
        #expect(outside.reported.first?.location?.pointer == JSONPointer(["templates", "t", "template"]))
        #expect(outside.rendered == nil)
        let missing = try TokenBuildTests.run(TokenBuildTests.files(["tokens/tokenc.json": config.replacingOccurrences(of: "PATH", with: "none.stencil")]))
        #expect(missing.reported.map(\.code) == [.fileNotFound])
        #expect(missing.rendered == nil)
    }

    @Test func aTemplateErrorStopsTheBuildLocatedInTheTemplate() throws {
        let files = TokenBuildTests.files([
            "tokens/tokenc.json": #"{"resolver": "r.json", "output": "out", "templates": {"t": {"template": "t.stencil", "path": "{brand}.txt"}}}"#,
            "tokens/t.stencil": "ok\n{{ brand.nmae }}\n",
        ])
        let outcome = try TokenBuildTests.run(files)
        let rendered = try #require(outcome.rendered)
        #expect(rendered.files.isEmpty)
        #expect(rendered.diagnostics.map(\.code) == [.templateUnknownVariable])
        #expect(rendered.diagnostics.first?.location?.file == "tokens/t.stencil")
        #expect(rendered.diagnostics.first?.location?.line == 2)
    }
}
