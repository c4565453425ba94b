import Testing
@testable import TokenCore

/// Golden tests of the web formats (SCSS, JavaScript + TypeScript, Tailwind v4, brand-scoped CSS): every file for
/// each case, byte for byte, against `Fixtures/emit-web/<case>/expected/<format>/<path>` (`TOKENC_RECORD=1`
/// re-records). The sample brands are covered by the committed `Output/` (`SampleOutputTests`).
@Suite struct EmitWebGoldenTests {
    /// A golden case: a model and the options of each format.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var model: EmitModel
        var scss = SCSSOptions()
        var js = JSOptions()
        var tailwind = TailwindOptions()
        var css = CSSOptions(brandSelector: "[data-brand=\"{brand}\"]")
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two-brands-two-themes", model: EmitSample.twoByTwo),
        Case(name: "options", model: EmitSample.twoByTwo, scss: SCSSOptions(prefix: "ds", variables: false, mapName: "Design Tokens", comments: false),
             js: JSOptions(types: false, themed: false), tailwind: TailwindOptions(themeAttribute: "data-mode"),
             css: CSSOptions(themeAttribute: "data-mode", followSystem: false, brandSelector: ".brand-{brand} .app")),
        Case(name: "types", model: EmitTypesSample.model),
        Case(name: "four-themes", model: EmitTypesSample.fourThemes),
        Case(name: "hostile", model: EmitHostileNamesTests.model),
        // Per-output names (docs/outputs.md): renamed paths in every web format.
        Case(name: "names", model: EmitSample.twoByTwo.renaming(OutputNamesTests.dsNoPalette).0),
    ]

    @Test(arguments: cases) func golden(_ c: Case) throws {
        var produced: [String: [UInt8]] = [:]
        for f in SCSSEmitter.emit(c.model, options: c.scss).files { produced["scss/" + f.path] = f.contents }
        for f in JSEmitter.emit(c.model, options: c.js).files { produced["js/" + f.path] = f.contents }
        for f in TailwindEmitter.emit(c.model, options: c.tailwind).files { produced["tailwind/" + f.path] = f.contents }
        for f in CSSEmitter.emit(c.model, options: c.css).files { produced["css-scoped/" + f.path] = f.contents }
        try Golden.check(produced, against: "emit-web/\(c.name)/expected")
    }

    @Test func outputIsDeterministicAndEndsInOneNewline() {
        func all() -> [OutputFile] {
            SCSSEmitter.emit(EmitTypesSample.fourThemes).files + JSEmitter.emit(EmitTypesSample.fourThemes).files
                + TailwindEmitter.emit(EmitTypesSample.fourThemes).files
        }
        let a = all()
        #expect(a == all())
        #expect(a.allSatisfy { $0.contents.last == 0x0A && $0.contents.dropLast().last != 0x0A })
    }
}
