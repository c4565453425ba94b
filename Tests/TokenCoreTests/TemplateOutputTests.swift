import Foundation
import Testing
@testable import TokenCore

/// Template outputs (docs/templates.md): the context, the filters, strictness, located errors and paths.
@Suite struct TemplateOutputTests {
    /// The repository's bundled templates (`Templates/`).
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// Renders `text` (as the file `t.stencil`) over `model` for a template output.
    static func render(_ text: String, model: EmitModel = EmitSample.twoByTwo, per: Config.TemplateTarget.Scope = .brand,
                       path: String = "{brand}.txt", nameCase: Config.TemplateTarget.NameCase = .camel, prefix: String = "",
                       selection: OutputSelection = OutputSelection()) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let target = Config.TemplateTarget(name: "t", template: "t.stencil", path: path, per: per, nameCase: nameCase, namePrefix: prefix,
                                           selection: selection, pointer: JSONPointer(["templates", "t"]))
        return TemplateEmitter.emit(model.selecting(selection), target: target, template: SourceFile(path: "t.stencil", text: text),
                                    configFile: "tokenc.json")
    }

    /// The text of the one file rendered for `brand` (by path).
    static func text(_ result: (files: [OutputFile], diagnostics: [Diagnostic]), _ path: String) -> String? {
        result.files.first { $0.path == path }?.text
    }

    @Test func namesInEveryCaseWithAPrefix() {
        let out = Self.render("{% for t in tokens %}{% if t.path == \"color.button.primary-tint.default\" %}{{ t.name }} {{ t.camel }} {{ t.pascal }} {{ t.kebab }} {{ t.snake }} {{ t.constant }} {{ t.cssVariable }}{% endif %}{% endfor %}",
                              nameCase: .kebab, prefix: "ds")
        #expect(out.diagnostics.isEmpty)
        #expect(Self.text(out, "summit.txt") == "ds-color-button-primary-tint-default dsColorButtonPrimaryTintDefault DsColorButtonPrimaryTintDefault ds-color-button-primary-tint-default ds_color_button_primary_tint_default DS_COLOR_BUTTON_PRIMARY_TINT_DEFAULT --ds-color-button-primary-tint-default")
    }

    @Test func brandsThemesAndPermutations() {
        let out = Self.render("{{ brand.name }}|{% for t in themes %}{{ t.name }}:{{ t.colorScheme }}:{{ t.isDefault }} {% endfor %}|{{ permutations.count }}|{% for b in brands %}{{ b.pascal }}{% endfor %}",
                              per: .brand)
        #expect(out.diagnostics.isEmpty)
        #expect(out.files.map(\.path) == ["summit.txt", "aurora.txt"])
        #expect(Self.text(out, "aurora.txt") == "aurora|light:light:true dark:dark:false |4|SummitAurora")
    }

    @Test func valuesInEveryRepresentation() {
        let t = "{% for t in tokens %}{{ t.path }}={{ t.value.css }}"
            + "{% if t.type == \"color\" %} {{ t.value.hex }} {{ t.value.red255 }},{{ t.value.green255 }},{{ t.value.blue255 }} a{{ t.value.alpha }}{% endif %}"
            + "{% if t.type == \"dimension\" %} {{ t.value.points }}pt {{ t.value.number }}{{ t.value.unit }}{% endif %}"
            + "{% if t.type == \"duration\" %} {{ t.value.seconds }}s {{ t.value.ms }}ms{% endif %}"
            + "{% if t.type == \"fontFamily\" %} {{ t.value.families|join:\"/\" }}{% endif %}\n{% endfor %}"
        let out = Self.render(t, per: .permutation, path: "{brand}/{theme}.txt")
        #expect(out.diagnostics.isEmpty)
        let dark = Self.text(out, "summit/dark.txt") ?? ""
        #expect(dark.contains("color.palette.accent=#409cff #409cff 64,156,255 a1\n"))
        #expect(dark.contains("size.space.100=0.5rem 8pt 0.5rem\n"))
        #expect(dark.contains("motion.duration.short=200ms 0.2s 200ms\n"))
        #expect(dark.contains("font.family.body=\"Helvetica Neue\", \"Arial\", sans-serif Helvetica Neue/Arial/sans-serif\n"))
        #expect(dark.contains("color.button.primary-tint.disabled=#409cff66 #409cff66 64,156,255 a0.4\n"))
    }

    @Test func aTokenCarriesItsValueInEveryTheme() {
        let out = Self.render("{% for t in tokens|matching:\"color.palette.*\" %}{{ t.themed }} {% for v in t.values %}{{ v.theme.name }}={{ v.value.hex }} {% endfor %}{{ t.byTheme.dark.hex }}{% endfor %}")
        #expect(out.diagnostics.isEmpty)
        #expect(Self.text(out, "summit.txt") == "true light=#0a84ff dark=#409cff #409cff")
    }

    @Test func descriptionDeprecationAndAlias() {
        let out = Self.render("{% for t in tokens|matching:\"color.button.**\" %}{{ t.path }}|{{ t.description }}|{{ t.deprecated }}|{{ t.deprecationMessage }}|{{ t.aliasOf }}\n{% endfor %}")
        #expect(Self.text(out, "summit.txt") == """
            color.button.primary-tint.default|Primary button fill.|false||color.palette.accent
            color.button.primary-tint.disabled||true|Use "color.button.primary-tint.default" at 40% opacity.|

            """)
    }

    @Test func filtersSelectTokensByTypeAndPattern() {
        let out = Self.render("{% for t in tokens|of_type:\"duration\",\"number\" %}{{ t.path }} {% endfor %}|{% for t in tokens|matching:\"*.palette.*\",\"opacity.*\" %}{{ t.path }} {% endfor %}|{% for t in tokens|excluding:\"color.**\",\"size.**\",\"font.**\",\"motion.**\",\"border.**\",\"shadow.**\",\"gradient.**\" %}{{ t.path }} {% endfor %}")
        #expect(out.diagnostics.isEmpty)
        #expect(Self.text(out, "summit.txt") == "motion.duration.short opacity.disabled |color.palette.accent opacity.disabled |opacity.disabled typography.body ")
    }

    @Test func casingFiltersAndNumbers() {
        let out = Self.render("{{ \"primary-tint URL\"|camel_case }} {{ \"primary-tint\"|pascal_case }} {{ \"primaryTint\"|kebab_case }} {{ \"primaryTint\"|snake_case }} {{ \"primaryTint\"|constant_case }} {{ \"0.123456\"|fixed:2 }} {{ \"default\"|swift_identifier }} {{ \"self\"|swift_identifier }} {{ \"color\"|swift_type }}",
                              per: .project, path: "x.txt")
        #expect(out.diagnostics.isEmpty)
        #expect(Self.text(out, "x.txt") == "primaryTintURL PrimaryTint primary-tint primary_tint PRIMARY_TINT 0.12 `default` self_ Color")
    }

    /// Text from tokens written into a string literal, a comment or a JSON or CSS string cannot end it early.
    @Test func escapingFiltersKeepTextInsideItsLiteral() {
        let hostile = #"a"b\c */ </style> \(x) "#
        let t = "{{ s|swift_string }}\n\"{{ s|escape_swift }}\"\n{{ s|json }}\n\"{{ s|escape_json }}\"\n{{ s|css_string }}\n/* {{ s|css_comment }} */\n// {{ s|swift_comment }}"
        var model = EmitSample.twoByTwo
        model.source = hostile + "\n"
        let out = Self.render(t.replacingOccurrences(of: "s|", with: "source|"), model: model, per: .project, path: "x.txt")
        #expect(out.diagnostics.isEmpty)
        let lines = (Self.text(out, "x.txt") ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            #""a\"b\\c */ </style> \\(x) \n""#,
            #""a\"b\\c */ </style> \\(x) \n""#,
            #""a\"b\\c */ <\/style> \\(x) \n""#,
            #""a\"b\\c */ <\/style> \\(x) \n""#,
            #""a\"b\\c */ \3c /style> \\(x) \a ""#,
            "/* a\"b\\c * / < /style> \\(x) */",
            "// a\"b\\c */ </style> \\(x)",
        ])
    }

    // MARK: Strictness and located errors

    @Test func anUnknownMemberIsALocatedError() {
        let out = Self.render("line one\n  {% for t in tokens %}{{ t.nmae }}{% endfor %}")
        #expect(out.files.isEmpty)
        #expect(out.diagnostics.map(\.code) == [.templateUnknownVariable])
        let d = out.diagnostics.first
        #expect(d?.location?.file == "t.stencil")
        #expect(d?.location?.line == 2)
        #expect(d?.message.contains("did you mean \"name\"?") == true)
    }

    @Test func anUnknownTopLevelNameIsALocatedError() {
        for (text, line) in [("{{ tokns }}", 1), ("a\nb {% for t in tokenz %}{% endfor %}", 2), ("\n\n{% if brnd %}x{% endif %}", 3),
                             ("{{ brand.name|default:missing }}", 1)] {
            let out = Self.render(text)
            #expect(out.diagnostics.map(\.code) == [.templateUnknownVariable], "\(text)")
            #expect(out.diagnostics.first?.location?.line == line, "\(text)")
            #expect(out.files.isEmpty)
        }
        // Loop variables, literals and forloop are known.
        let fine = Self.render("{% for t in tokens %}{% if forloop.first %}{{ t.path|default:\"x\" }}{% endif %}{% endfor %}{{ 1 }}{{ \"s\" }}")
        #expect(fine.diagnostics.isEmpty)
    }

    @Test func anUnknownFilterIsALocatedError() {
        let out = Self.render("ok\nok\n   {{ brand.name|kebabcase }}")
        #expect(out.diagnostics.map(\.code) == [.templateUnknownFilter])
        #expect(out.diagnostics.first?.location?.line == 3)
        #expect(out.diagnostics.first?.location?.file == "t.stencil")
    }

    @Test func syntaxErrorsAreLocated() {
        for (text, line) in [("{% for t in tokens %}\nno end", 1), ("a\n{% frobnicate %}", 2), ("x\ny\n{% endif %}", 3),
                             ("{% include \"other.stencil\" %}", 1)] {
            let out = Self.render(text)
            #expect(out.files.isEmpty, "\(text)")
            #expect(out.diagnostics.count == 1, "\(text)")
            #expect([DiagnosticCode.templateSyntax, .templateRender].contains(out.diagnostics.first?.code ?? .jsonSyntax), "\(text)")
            #expect(out.diagnostics.first?.location?.line == line, "\(text)")
        }
    }

    @Test func filterMisuseIsALocatedError() {
        for text in ["{{ tokens|of_type:\"colour\" }}", "{{ brand.name|matching:\"a.*\" }}", "{{ tokens|matching:\"a..b\" }}", "{{ \"x\"|fixed:2 }}"] {
            let out = Self.render("\n" + text)
            #expect(out.diagnostics.map(\.code) == [.templateInvalidArgument], "\(text)")
            #expect(out.diagnostics.first?.location?.line == 2, "\(text)")
        }
        #expect(Self.render("{{ tokens|of_type:\"colour\" }}").diagnostics.first?.message.contains("did you mean \"color\"?") == true)
    }

    // MARK: Paths

    @Test func pathsStayInsideTheOutputDirectory() {
        for path in ["../x.txt", "/etc/{brand}", "a/../../{brand}.txt", "a\\..\\b", "dir/", ""] {
            let out = Self.render("x", path: path)
            #expect(out.files.isEmpty, "\(path)")
            #expect(out.diagnostics.map(\.code) == [.outputPathInvalid], "\(path)")
            #expect(out.diagnostics.first?.location?.pointer == JSONPointer(["templates", "t", "path"]))
        }
    }

    @Test func aBrandNamedLikeAPathCannotLeadOut() {
        var model = EmitSample.twoByTwo
        model.brands[0].name = "../../etc"
        model.brands[1].name = "/abs"
        let out = Self.render("x", model: model, path: "{brand}/tokens.txt")
        #expect(out.diagnostics.isEmpty)
        #expect(out.files.map(\.path) == ["etc/tokens.txt", "abs/tokens.txt"])
    }

    @Test func brandsWithOneSlugAreRenamedAndReportedAsTheTemplates() {
        var model = EmitSample.twoByTwo
        model.brands[1].name = model.brands[0].name.uppercased()
        let out = Self.render("x", model: model, path: "{brand}.txt")
        #expect(out.diagnostics.map(\.code) == [.nameCollision])
        #expect(out.diagnostics.first?.message.contains("both become the `{brand}` value") == true,
                "\(out.diagnostics.first?.message ?? "")")
        #expect(Set(out.files.map(\.path)).count == 2)
    }

    @Test func placeholdersMustSuitTheScope() {
        #expect(Self.render("x", per: .brand, path: "{brand}/{theme}.txt").diagnostics.map(\.code) == [.outputPathInvalid])
        #expect(Self.render("x", per: .project, path: "{brand}.txt").diagnostics.map(\.code) == [.outputPathInvalid])
        #expect(Self.render("x", per: .permutation, path: "{brand}/{them}.txt").diagnostics.map(\.code) == [.outputPathInvalid])
        // Two renderings at one path.
        let clash = Self.render("x", per: .permutation, path: "{brand}.txt")
        #expect(clash.diagnostics.map(\.code) == [.outputPathInvalid])
        #expect(clash.files.isEmpty)
    }

    // MARK: Bundled templates

    /// The bundled flat JSON template writes what the JSON output writes, byte for byte, for every permutation.
    @Test(arguments: [("two-by-two", EmitSample.twoByTwo), ("types", EmitTypesSample.model), ("hostile", EmitHostileNamesTests.model)])
    func theFlatJSONTemplateReproducesTheJSONOutput(_ name: String, _ model: EmitModel) throws {
        let template = try String(contentsOf: Self.bundled.appendingPathComponent("flat.json.stencil"), encoding: .utf8)
        let out = Self.render(template, model: model, per: .permutation, path: "{brand}/{theme}.flat.json")
        #expect(out.diagnostics.filter { $0.code != .nameCollision }.isEmpty)
        let json = JSONEmitter.emit(model, options: JSONOptions(resolved: false, flat: true, manifest: false)).files
        #expect(!json.isEmpty)
        #expect(out.files.map(\.path) == json.map(\.path))
        for (a, b) in zip(out.files, json) {
            #expect(a.contents == b.contents, "\(a.path)")
        }
    }

    /// The other bundled templates render the sample brands as recorded (golden files).
    @Test func bundledTemplatesGolden() throws {
        var produced: [String: [UInt8]] = [:]
        for (file, path) in [("constants.swift.stencil", "{brand}Tokens.swift"), ("css-variables.css.stencil", "{brand}.css")] {
            let template = try String(contentsOf: Self.bundled.appendingPathComponent(file), encoding: .utf8)
            let out = Self.render(template, path: path)
            #expect(out.diagnostics.isEmpty, "\(file): \(out.diagnostics.map(\.message))")
            for f in out.files { produced[f.path] = f.contents }
        }
        try Golden.check(produced, against: "emit/templates/expected")
    }
}
