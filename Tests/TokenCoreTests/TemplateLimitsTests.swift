import Testing
@testable import TokenCore

/// Hostile templates (docs/templates.md, "Limits"): every loop, byte of output, nested tag and filter argument is
/// bounded, and what Stencil would print as nothing (an index past the end, a member of an absent `theme`) or
/// turn into a trap is a located error instead.
@Suite struct TemplateLimitsTests {
    /// Renders `text` within `limits` (small ones keep the cases fast).
    static func render(_ text: String, limits: TemplateLimits = .standard, per: Config.TemplateTarget.Scope = .brand,
                       model: EmitModel = EmitSample.twoByTwo) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        render(bytes: Array(text.utf8), limits: limits, per: per, model: model)
    }

    static func render(bytes: [UInt8], limits: TemplateLimits = .standard, per: Config.TemplateTarget.Scope = .brand,
                       model: EmitModel = EmitSample.twoByTwo) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let path = per == .project ? "x.txt" : per == .brand ? "{brand}.txt" : "{brand}/{theme}.txt"
        let target = Config.TemplateTarget(name: "t", template: "t.stencil", path: path, per: per, pointer: JSONPointer(["templates", "t"]))
        return TemplateEmitter.emit(model, target: target, template: SourceFile(path: "t.stencil", bytes: bytes), configFile: "tokenc.json",
                                    limits: limits)
    }

    /// Expects one error with `code` at `line` of the template and nothing rendered.
    static func expectError(_ out: (files: [OutputFile], diagnostics: [Diagnostic]), _ code: DiagnosticCode, line: Int, column: Int? = nil,
                            _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(out.files.isEmpty, "\(what)", sourceLocation: sourceLocation)
        #expect(out.diagnostics.map(\.code) == [code], "\(what): \(out.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(out.diagnostics.first?.location?.file == "t.stencil", "\(what)", sourceLocation: sourceLocation)
        #expect(out.diagnostics.first?.location?.line == line, "\(what): \(String(describing: out.diagnostics.first?.location))", sourceLocation: sourceLocation)
        if let column { #expect(out.diagnostics.first?.location?.column == column, "\(what)", sourceLocation: sourceLocation) }
    }

    static var small: TemplateLimits {
        var l = TemplateLimits()
        l.maximumIterations = 1_000
        l.maximumOutputBytes = 10_000
        return l
    }

    // MARK: Budgets

    @Test func hugeRangesStopAtTheIterationLimitWithoutBeingBuilt() {
        for range in ["1...100000000", "100000000...1", "1...9223372036854775807", "-9223372036854775807...9223372036854775807", "0...1000000"] {
            let out = Self.render("a\n  {% for i in \(range) %}x{% endfor %}")
            Self.expectError(out, .limitExceeded, line: 2, column: 6, range)
            #expect(out.diagnostics.first?.message.contains("1000000 times") == true)
        }
        for range in ["1...1e30", "1...\"x\"", "1...brand", "1.5...3"] {
            Self.expectError(Self.render("\n{% for i in \(range) %}x{% endfor %}"), .templateInvalidArgument, line: 2, range)
        }
        // Within the limit, ranges run both ways as Stencil's do.
        let fine = Self.render("{% for i in 3...1 %}{{ i }}{% endfor %}{% for i in -1...1 %}{{ i }}{% endfor %}", per: .project)
        #expect(fine.diagnostics.isEmpty)
        #expect(fine.files.first?.text == "321-101")
    }

    @Test func theIterationLimitGrowsWithTheTokens() {
        var limits = Self.small
        limits.iterationsPerToken = 100
        // twoByTwo's brands have 15 tokens or more: 1,500 iterations are allowed, not 1,000.
        #expect(Self.render("{% for i in 1...1400 %}{% endfor %}", limits: limits).diagnostics.isEmpty)
        #expect(TemplateLimits.standard.scaled(toTokens: 1_000_000).maximumIterations == 16_000_000)
        #expect(TemplateLimits.standard.scaled(toTokens: 10).maximumIterations == 1_000_000)
        #expect(TemplateLimits.standard.scaled(toTokens: .max).maximumIterations == .max)
    }

    @Test func nestedLoopsStopAtTheIterationLimit() {
        let text = "{% for a in tokens %}\n{% for b in tokens %}\n{% for c in tokens %}{% endfor %}{% endfor %}{% endfor %}"
        Self.expectError(Self.render(text, limits: Self.small), .limitExceeded, line: 3, "tokens³")
        // `where` tests count too.
        Self.expectError(Self.render("{% for i in 1...900 %}{% for j in 1...900 where j > 0 %}{% endfor %}{% endfor %}", limits: Self.small),
                         .limitExceeded, line: 1, "where")
    }

    @Test func outputStopsAtTheSizeLimit() {
        Self.expectError(Self.render("\n{% for i in 1...900 %}{{ header }}{% endfor %}", limits: Self.small), .limitExceeded, line: 2, "loop")
        #expect(Self.render("{% for i in 1...900 %}{{ header }}{% endfor %}", limits: Self.small).diagnostics.first?.message
            .contains("10000 bytes") == true)
        // Filters that multiply text check the size they would make before making it.
        Self.expectError(Self.render("{% filter indent:200 %}\n{% for i in 1...200 %}\n{% endfor %}{% endfilter %}", limits: Self.small),
                         .limitExceeded, line: 1, "indent")
        Self.expectError(Self.render("{{ header|split:\"\"|join:\"x\" }}", limits: Self.small), .templateInvalidArgument, line: 1, "split")
        Self.expectError(Self.render("{% for i in 1...10 %}{% endfor %}\n{{ \"a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a,a\"|split:\",\"|join:header }}",
                                     limits: { var l = Self.small; l.maximumOutputBytes = 1_000; return l }()), .limitExceeded, line: 2, "join")
        // Each file has the whole budget.
        let two = Self.render("{% for i in 1...600 %}{% endfor %}ok", limits: Self.small)
        #expect(two.diagnostics.isEmpty)
        #expect(two.files.count == 2)
    }

    // MARK: Nesting

    @Test func deepNestingIsRefusedBeforeParsing() {
        let deep = String(repeating: "{% if brand %}\n", count: 20_000) + String(repeating: "{% endif %}", count: 20_000)
        Self.expectError(Self.render(deep), .limitExceeded, line: 65, "20,000 ifs")
        let loops = String(repeating: "{% for t in tokens %}", count: 100) + String(repeating: "{% endfor %}", count: 100)
        Self.expectError(Self.render(loops), .limitExceeded, line: 1, column: 1 + 64 * 21 + 3, "100 fors")
        let filters = String(repeating: "{% filter lowercase %}", count: 70) + String(repeating: "{% endfilter %}", count: 70)
        Self.expectError(Self.render(filters), .limitExceeded, line: 1, "filters")
        // At the limit, it renders.
        let limit = String(repeating: "{% if brand %}", count: 64) + "x" + String(repeating: "{% endif %}", count: 64)
        let out = Self.render(limit)
        #expect(out.diagnostics.isEmpty)
        #expect(out.files.first?.text == "x")
    }

    @Test func longExpressionsAndDeepSubscriptsAreRefused() {
        Self.expectError(Self.render("\n{% if " + String(repeating: "not ", count: 100_000) + "brand %}x{% endif %}"), .limitExceeded, line: 2, "nots")
        Self.expectError(Self.render("{{ " + String(repeating: "not ", count: 100_000) + "brand }}"), .limitExceeded, line: 1, "nots in {{ }}")
        Self.expectError(Self.render("{% if " + Array(repeating: "brand", count: 100).joined(separator: " and ") + " %}x{% endif %}"),
                         .limitExceeded, line: 1, "ands")
        Self.expectError(Self.render("{{ " + String(repeating: "tokens[", count: 20_000) + "0" + String(repeating: "]", count: 20_000) + " }}"),
                         .limitExceeded, line: 1, "subscripts")
        // Ranges are only for loops: elsewhere Stencil would build them.
        for text in ["{{ 1...100000000 }}", "{% if 1 in 1...100000000 %}{% endif %}", "{{ 1...1e30 }}", "{% for t in tokens where 1 in 1...9 %}{% endfor %}"] {
            Self.expectError(Self.render(text), .templateSyntax, line: 1, text)
        }
    }

    // MARK: Filter arguments

    @Test func filterArgumentsAreChecked() {
        for text in ["{{ header|indent:-5 }}", "{% filter indent:-1 %}a\nb{% endfilter %}", "{{ header|indent:1000000000 }}",
                     "{{ header|indent:\"2\" }}", "{{ header|indent:2,3 }}", "{{ header|indent:2,\" \",\"yes\" }}", "{{ header|indent:1,2,3,4 }}",
                     "{{ header|indent:200,\"abc\" }}", "{{ header|split:\"\" }}", "{{ header|split:\"a\",\"b\" }}", "{{ tokens|join:\"a\",\"b\" }}",
                     "{{ \"nan\"|fixed:2 }}", "{{ \"inf\"|fixed:2 }}", "{{ \"-infinity\"|fixed:0 }}", "{{ \"1e999\"|fixed:2 }}", "{{ \"x\"|fixed:2 }}",
                     "{{ \"1\"|fixed:-1 }}", "{{ \"1\"|fixed:13 }}", "{{ \"1\"|fixed }}", "{{ tokens|of_type:\"colour\" }}", "{{ header|matching:\"a.*\" }}",
                     "{{ tokens|matching:\"a..b\" }}", "{{ header|filter:\"indent:-3\" }}", "{% for c in header %}{% endfor %}"] {
            Self.expectError(Self.render("ok\n  " + text), .templateInvalidArgument, line: 2, text)
        }
        let fine = Self.render("{{ \"a\nb\n\nc\"|indent:2,\"-\",true }}|{{ \"a b\"|split|join:\",\" }}|{{ \"1.005\"|fixed:\"1\" }}|{{ nothing|default:\"d\" }}",
                               per: .project)
        #expect(fine.diagnostics.map(\.code) == [.templateUnknownVariable])  // `nothing` is no name of the context
        let ok = Self.render("{% filter indent:2,\"-\",true %}a\nb\n\nc{% endfilter %}|{{ \"a b\"|split|join:\",\" }}|{{ \"2.5\"|fixed:\"1\" }}|{{ brand|default:\"d\" }}",
                             per: .project)
        #expect(ok.diagnostics.isEmpty)
        #expect(ok.files.first?.text == "--a\n--b\n\n--c|a,b|2.5|d")
    }

    @Test func textThatReadsNilIsNotMissing() {
        let out = Self.render("{% for w in \"nil x\"|split:\" \" %}{{ w|default:\"missing\" }};{% endfor %}", per: .project)
        #expect(out.diagnostics.isEmpty)
        #expect(out.files.first?.text == "nil;x;")
    }

    // MARK: Strictness

    @Test func indexesPastTheEndAndAbsentObjectsAreErrors() {
        for text in ["{{ tokens.99999.path }}", "{% for t in tokens %}{{ t.components.9 }}{% endfor %}", "{{ tokens.-1 }}",
                     "{{ brands.2.name }}", "{{ theme.name }}", "{{ brand.name.99 }}", "{{ header.nope }}"] {
            Self.expectError(Self.render("\n" + text), .templateUnknownVariable, line: 2, text)
        }
        Self.expectError(Self.render("{{ brand.name }}", per: .project), .templateUnknownVariable, line: 1, "brand per project")
        #expect(Self.render("{{ theme.name }}", per: .brand).diagnostics.first?.message.contains("per permutation") == true)
        // The absent objects are still nil as values; first, last and count work on lists and text.
        let out = Self.render("[{{ theme }}]{% if theme %}no{% endif %}{{ theme|default:\"none\" }} {{ tokens.first.path }} {{ tokens.count }} {{ brand.name.last }} {{ brand.name.0 }} {{ brands.1.name }}", per: .brand)
        #expect(out.diagnostics.isEmpty, "\(out.diagnostics.map(\.message))")
        #expect(out.files.first?.text.hasPrefix("[]none color.") == true, "\(out.files.first?.text ?? "")")
        #expect(out.files.first?.text.hasSuffix(" t s aurora") == true, "\(out.files.first?.text ?? "")")
    }

    @Test func firstAndLastOfEmptyTextAndListsAreNil() {
        // Stencil traps on `last` of an empty string or list.
        let out = Self.render("[{{ tokens.last.path }}][{% for w in \"a,,b\"|split:\",\" %}{{ w.last }}{% endfor %}][{{ tokens|of_type:\"color\"|join }}]",
                              per: .project, model: EmitModel(brands: [], themes: [], source: "s"))
        #expect(out.diagnostics.isEmpty, "\(out.diagnostics.map(\.message))")
        #expect(out.files.first?.text == "[][ab][]")
    }

    @Test func loopsKeepStencilsForms() {
        let text = """
            {% for t in tokens where t.type == "duration" %}{{ forloop.counter }}/{{ forloop.length }} {{ t.path }}{% empty %}none{% endfor %}|\
            {% for i in 1...5 %}{% if i == 2 %}{% continue %}{% endif %}{% if i == 4 %}{% break %}{% endif %}{{ i }}{% if not forloop.last %},{% endif %}{% endfor %}|\
            {% outer: for i in 1...2 %}{% for j in 1...3 %}{% if j == 2 %}{% continue outer %}{% endif %}{{ i }}{{ j }}{% endfor %}{% endfor %}|\
            {% for t in tokens where t.type == "nope" %}x{% empty %}empty{% endfor %}
            """
        let out = Self.render(text, per: .project)
        #expect(out.diagnostics.isEmpty, "\(out.diagnostics.map(\.message))")
        #expect(out.files.first?.text == "1/1 motion.duration.short|1,3,|1121|empty")
    }

    // MARK: Encoding

    @Test func aTemplateThatIsNotUTF8IsRefusedAsTokenFilesAre() {
        let ascii = Array("{{ header }}\n".utf8)
        let cases: [(String, [UInt8], DiagnosticCode, Int, Int)] = [
            ("UTF-16 with a byte-order mark", [0xFF, 0xFE] + ascii.flatMap { [$0, 0] }, .jsonUnsupportedEncoding, 1, 1),
            ("UTF-16 big-endian without one", ascii.flatMap { [0, $0] }, .jsonUnsupportedEncoding, 1, 1),
            ("a stray \\xff\\xfe", ascii + Array("ok ".utf8) + [0xFF, 0xFE], .jsonInvalidUTF8, 2, 4),
            ("an overlong form", ascii + [0xC0, 0xAF], .jsonInvalidUTF8, 2, 1),
            ("a NUL byte", ascii + Array("a".utf8) + [0], .jsonNulByte, 2, 2),
        ]
        for (what, bytes, code, line, column) in cases {
            Self.expectError(Self.render(bytes: bytes), code, line: line, column: column, what)
        }
    }
}
