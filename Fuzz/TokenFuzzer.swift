// libFuzzer target over the whole TokenCore pipeline. Built by scripts/fuzz.sh, which compiles this file
// together with every source of Sources/TokenCore into one module (there is no `import TokenCore`).
//
// Each input is read three ways: as a token file in the format it is written in (`route`: DTCG, Style
// Dictionary or a Tokens Studio set, each through its own reader; then merge → $extends → resolve → validate with
// the default rules → render Swift, CSS, JSON, HTML, the asset catalog, Android resources, Kotlin, SCSS,
// JavaScript, Tailwind and a template output → diff against a fixed sample, both ways, rendered as text, JSON and
// HTML; a Tokens Studio export or `$themes.json` through the Tokens Studio project loader), as a resolver document
// (parse → every permutation, up to a bound → validate → render), as a template over a fixed sample of tokens
// (under small bounds), and as a tokenc.json config (decoded, then its `validation` rules run on a fixed sample of
// tokens). Diagnostics are located and rendered as text, as the CLI
// does. Any trap, sanitizer report, leak, timeout or out-of-memory is a crash.

#if canImport(Glibc)
import Glibc
#endif

/// Permutations compiled per input at most (the CLI's own limit is far higher; inputs here are small).
private let maximumFuzzPermutations = 16

/// Renders the outputs a config with every target would produce, as `tokenc build` does.
private func render(_ compilation: Compilation, resolver: ResolverDocument?, brand: String?, theme: String?) -> Int {
    var config = Config()
    config.swift = Config.Target(path: "Swift")
    config.css = Config.Target(path: "CSS")
    config.json = Config.Target(path: "JSON")
    config.html = Config.Target(path: "HTML")
    config.outputs["xcassets"] = Config.Target(path: "AssetCatalog")
    config.outputs["android"] = Config.Target(path: "Android")
    config.outputs["kotlin"] = Config.Target(path: "Kotlin")
    config.outputs["scss"] = Config.Target(path: "SCSS")
    config.outputs["js"] = Config.Target(path: "JS")
    config.outputs["tailwind"] = Config.Target(path: "Tailwind")
    config.brandModifier = brand
    config.themeModifier = theme
    let rendered = OutputRenderer.render(compilation, config: config, resolver: resolver, source: "fuzz.json")
    var total = rendered.diagnostics.count
    for f in rendered.files {
        checkEscaping(f)
        total &+= f.contents.count
    }
    // A template output over the same tokens: every context member and escaping filter, written as JSON (whose
    // escaping `checkEscaping` checks).
    let model = OutputRenderer.model(compilation, config: config, resolver: resolver, source: "fuzz.json")
    let target = Config.TemplateTarget(name: "fuzz", template: "fuzz.stencil", path: "{brand}/{theme}.flat.json", per: .permutation,
                                       nameCase: .kebab, namePrefix: "fz")
    let template = TemplateEmitter.emit(model, target: target, template: SourceFile(path: "fuzz.stencil", text: fuzzTemplate),
                                        configFile: "tokenc.json")
    total &+= template.diagnostics.count
    for f in template.files {
        checkEscaping(f)
        total &+= f.contents.count
    }
    return total
}

/// Renders `bytes` as a template, per permutation, over the sample tokens, within bounds small enough for the fuzzer's
/// time limit: the nesting limit as tokenc has it, a thousandth of its iterations, 1 MB of output per file.
private func renderTemplate(_ bytes: [UInt8]) -> Int {
    let compilation = Compilation(permutations: sampleTokens(), diagnostics: [])
    let model = OutputRenderer.model(compilation, config: Config(), resolver: nil, source: "fuzz.json")
    var limits = TemplateLimits.standard
    limits.maximumIterations = 1_000
    limits.iterationsPerToken = 16
    limits.maximumOutputBytes = 1 << 20
    let target = Config.TemplateTarget(name: "fuzz", template: "fuzz.stencil", path: "{brand}/{theme}.txt", per: .permutation)
    let out = TemplateEmitter.emit(model, target: target, template: SourceFile(path: "fuzz.stencil", bytes: bytes), configFile: "tokenc.json",
                                   limits: limits)
    return out.diagnostics.count &+ out.files.reduce(0) { $0 &+ $1.contents.count }
}

/// The template the fuzzer renders: a JSON document using every member of the context and the filters.
private let fuzzTemplate = """
{{ "{" }}"header": {{ header|json }}, "brand": {{ brand.name|json }}, "theme": {{ theme.name|json }},
"tokens": [{% for t in tokens %}{% if not forloop.first %},{% endif %}
{"path": {{ t.path|json }}, "name": "{{ t.name|escape_json }}", "cases": {{ t.camel|json }}, {{ t.pascal|json }}, \
{{ t.snake|json }}, {{ t.constant|json }}, "css": {{ t.cssVariable|json }}, "type": {{ t.type|json }}, \
"description": {{ t.description|default:""|json }}, "deprecated": {{ t.deprecationMessage|default:""|json }}, \
"alias": {{ t.aliasOf|default:""|json }}, "value": {{ t.value.json }}, "text": {{ t.value.css|json }}, \
"swift": {{ t.path|swift_string|json }}, "identifier": {{ t.path|swift_identifier|json }}, \
"cssString": {{ t.path|css_string|json }}, "comment": {{ t.description|css_comment|json }}, \
"themes": [{% for v in t.values %}{{ v.value.json|default:"null" }}{% if not forloop.last %},{% endif %}{% endfor %}]}\
{% endfor %}],
"colors": [{% for t in tokens|of_type:"color" %}{{ t.value.hex|json }}, {{ t.value.red255 }}, {% endfor %}0],
"matched": [{% for t in tokens|matching:"**.*a*" %}{{ t.kebab|kebab_case|json }}, {% endfor %}0]}
"""

/// Traps when a rendered file breaks an escaping invariant: CSS and JSON never hold `</` (no text can end a
/// `<style>` or `<script>` element they are inlined in), JSON never holds `<!` (no `<!--` in a script), and
/// in CSS, outside strings, every comment ends at the end of its line, where the writer put its `*/` (text that
/// closed a comment early would go on on that line), and braces balance.
/// Read as bytes: every character involved is ASCII, and UTF-8 continuation bytes are never ASCII.
private func checkEscaping(_ file: OutputFile) {
    checkWebEscaping(file)
    let css = file.path.hasSuffix(".css")
    guard css || file.path.hasSuffix(".json") else { return }
    let b = file.contents
    var i = 0
    var quote: UInt8 = 0  // the quote of the CSS string being read, 0 outside strings
    var inComment = false
    var depth = 0  // CSS blocks open outside strings and comments
    while i < b.count {
        let c = b[i], next: UInt8 = i + 1 < b.count ? b[i + 1] : 0
        if c == 0x3C && next == 0x2F { fatalError("`</` in \(file.path)") }
        if !css && c == 0x3C && next == 0x21 { fatalError("`<!` in \(file.path)") }
        if css {
            if inComment {
                if c == 0x2A && next == 0x2F {
                    if i + 2 < b.count && b[i + 2] != 0x0A { fatalError("a comment in \(file.path) ends before its line does") }
                    inComment = false
                    i += 2
                    continue
                }
            } else if quote != 0 {
                if c == 0x5C { i += 2; continue }
                if c == quote { quote = 0 }
            } else if c == 0x22 || c == 0x27 {
                quote = c
            } else if c == 0x7B || c == 0x7D {
                depth += c == 0x7B ? 1 : -1
                if depth < 0 { fatalError("a `}` closes no block in \(file.path)") }
            } else if c == 0x2F && next == 0x2A {
                inComment = true
                i += 2
                continue
            }
        }
        i += 1
    }
    if css && (depth != 0 || inComment || quote != 0) { fatalError("\(file.path) ends inside a block, comment or string") }
}

/// Traps when a SCSS, JavaScript or TypeScript file holds `</` (no text can end a `<script>` or `<style>` element),
/// or a SCSS file holds `#{` (Sass would interpolate it, inside strings and `/* */` comments too).
private func checkWebEscaping(_ file: OutputFile) {
    let scss = file.path.hasSuffix(".scss")
    guard scss || file.path.hasSuffix(".js") || file.path.hasSuffix(".ts") else { return }
    let b = file.contents
    for i in b.indices.dropLast() {
        if b[i] == 0x3C && b[i + 1] == 0x2F { fatalError("`</` in \(file.path)") }
        if scss && b[i] == 0x23 && b[i + 1] == 0x7B { fatalError("`#{` in \(file.path)") }
    }
}

/// Locates and prints diagnostics as the CLI does (code frames on, to exercise the line scanner).
private func report(_ diagnostics: [Diagnostic], _ files: [SourceFile]) -> Int {
    let locator = DiagnosticLocator(files: files)
    let located = locator.locate(diagnostics)
    let renderer = DiagnosticRenderer(locator: locator, codeFrames: true, colors: false)
    let text = renderer.text(located)
    // No control character of the input reaches the terminal: only the renderer's own line feeds (and the
    // tabs a code frame keeps for alignment).
    if text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && DisplayText.isUnsafe($0) }) {
        fatalError("a control character in diagnostic text")
    }
    return text.utf8.count &+ renderer.json(located).utf8.count
}

/// Validates as `tokenc build` does before writing anything.
private func validate(_ permutations: [CompiledPermutation], _ config: Config, _ files: [SourceFile]) -> Int {
    let result = Validator.validate(permutations, project: config)
    return report(result.diagnostics, files) &+ result.contrast.count
}

/// Diffs the input's first permutation against the sample tokens both ways, as `tokenc diff` does, and renders
/// each diff as text, JSON and HTML (ΔE of every colour, deltas of every number).
private func diff(_ permutations: [CompiledPermutation]) -> Int {
    guard let first = permutations.first, let sample = sampleTokens().first else { return 0 }
    let a = DiffSide(permutation: first.permutation, tokens: first.tokens)
    let b = DiffSide(permutation: sample.permutation, tokens: sample.tokens)
    var sink = 0
    for d in [TokenDiffer.compare(permutation: a, with: b), TokenDiffer.compare(permutation: b, with: a)] {
        sink &+= DiffTextRenderer().render(d).utf8.count &+ DiffJSONRenderer().render(d).utf8.count
        sink &+= DiffHTMLRenderer().render(d).utf8.count
    }
    return sink
}

/// A small token set with the shapes the rules look at (text on surfaces, sizes, spacing, fonts), for
/// running a fuzzed `validation` config against. Compiled per use, not kept in a global: LeakSanitizer
/// reports what a lazily initialised Swift global holds at exit as leaked.
private func sampleTokens() -> [CompiledPermutation] {
    Compiler.compile(files: [SourceFile(path: "sample.json", text: """
    {"color": {"$type": "color",
      "surface": {"default": {"$value": "#ffffff"}, "raised": {"$value": "#f5f5f5"}},
      "text": {"default": {"$value": "#222222"}, "muted": {"$value": "#777777"}, "disabled-x": {"$value": "#bbbbbb"}}},
     "button": {"primary": {"default": {"label": {"$type": "color", "$value": "{color.text.default}"},
                                        "background": {"$type": "color", "$value": "{color.surface.raised}"},
                                        "min-height": {"$type": "dimension", "$value": {"value": 40, "unit": "px"}}}}},
     "spacing": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}, "odd": {"$value": {"value": 5, "unit": "px"}}},
     "font": {"size": {"$type": "dimension", "small": {"$value": {"value": 0.6, "unit": "rem"}}}}}
    """)]).permutations
}

/// The reader a token file takes: each seed's own format, found as a user's file would be.
private enum FuzzRoute {
    case dtcg, styleDictionary
    /// One Tokens Studio set (`$value` or `value` tokens, math, colour modifiers).
    case tokensStudioSet
    /// A single-file export (`$themes`/`$metadata` beside the sets), or a `$themes.json` array.
    case tokensStudioExport, tokensStudioThemes
}

/// True for a type name only Tokens Studio uses: neither DTCG's nor a plain one Style Dictionary files use
/// (`opacity`, `text`). A function, not a global set: LeakSanitizer reports what a lazy global holds at exit.
private func isTokensStudioTypeName(_ name: String) -> Bool {
    TokensStudioType(rawValue: name) != nil && TokenType(rawValue: name) == nil && !["opacity", "text", "other", "asset"].contains(name)
}

/// The route of `root`: a Tokens Studio export or themes file by its shape; a set with a mark only Tokens Studio
/// gives (a colour modifier, math in a value, a type named as only Tokens Studio names it: `fontSizes`,
/// `boxShadow`, `spacing`) as Tokens Studio; any other file as `TokenFileReader.detect` finds it (its first
/// token: `$value` is DTCG, `value` Style Dictionary). One walk of at most a few thousand nodes.
private func route(_ root: JSONValue) -> FuzzRoute {
    switch root {
    case .object(let o) where o["$themes"] != nil || o["$metadata"] != nil: return .tokensStudioExport
    case .array(let a) where a.first?.objectValue?["selectedTokenSets"] != nil: return .tokensStudioThemes
    default: break
    }
    var budget = 4096
    func studio(_ value: JSONValue) -> Bool {
        budget -= 1
        guard budget > 0 else { return false }
        switch value {
        case .object(let o):
            for m in o.members {
                if m.key == "studio.tokens" { return true }
                if m.key == "$type" || m.key == "type", case .string(let t) = m.value, isTokensStudioTypeName(t) { return true }
                if m.key == "$value" || m.key == "value", case .string(let text) = m.value, isMath(text) { return true }
                if studio(m.value) { return true }
            }
            return false
        case .array(let a):
            return a.contains(where: studio)
        default:
            return false
        }
    }
    if studio(root) { return .tokensStudioSet }
    if case .legacy = TokenFileReader.detect(root) { return .styleDictionary }
    return .dtcg
}

/// True when `text` reads as Tokens Studio math: a function of docs/tokens-studio-math.md, a `*`, or a reference
/// beside `+`, `-` or `/` (a lone `/` is CSS: `rgb(0 0 0 / 50%)`).
private func isMath(_ text: String) -> Bool {
    if text.contains("*") { return true }
    for f in ["floor(", "ceil(", "round(", "roundTo(", "min(", "max(", "abs(", "sqrt("] where text.contains(f) { return true }
    return text.contains("{") && (text.contains(" + ") || text.contains(" - ") || text.contains(" / "))
}

/// Validates, renders and diffs a compiled token file as `tokenc build` and `tokenc diff` do.
private func build(_ compilation: Compilation, _ file: SourceFile) -> Int {
    var sink = report(compilation.diagnostics, [file])
    guard !compilation.hasErrors else { return sink }
    sink &+= validate(compilation.permutations, Config(), [file])
    sink &+= render(compilation, resolver: nil, brand: nil, theme: nil)
    sink &+= diff(compilation.permutations)
    return sink
}

/// A Tokens Studio export (`fuzz.json`) or themes file (`fuzz/$themes.json`, its sets missing) through the
/// project loader `tokenc build --tokens-studio` uses: themes → resolver document → every set by the Tokens
/// Studio reader → validate → render, up to a bound on permutations.
private func buildTokensStudio(_ file: SourceFile, themesFile: Bool) -> Int {
    let path = themesFile ? "fuzz/$themes.json" : "fuzz.json"
    let sources = InMemorySourceProvider([path: SourceFile(path: path, bytes: file.bytes)])
    let build = TokenBuild(project: .tokensStudio(themesFile ? "fuzz" : path, outputDirectory: "out"), sources: sources)
    switch build.load() {
    case .failure(let failure):
        return report(failure.diagnostics, failure.sources)
    case .success(let loaded):
        guard (loaded.resolver?.permutationCount ?? 0) <= maximumFuzzPermutations else { return report(loaded.diagnostics, loaded.sources) }
        let compiled = build.compile(loaded)
        var sink = report(compiled.diagnostics, compiled.sources)
        if !compiled.diagnostics.hasErrors {
            sink &+= render(compiled.compilation, resolver: compiled.resolver, brand: compiled.config.brandModifier,
                            theme: compiled.config.themeModifier)
        }
        return sink
    }
}

/// One input through every entry point.
private func run(_ bytes: [UInt8]) -> Int {
    let file = SourceFile(path: "fuzz.json", bytes: bytes)
    var sink = 0

    // As a token file, through the reader of its own format (the JSON read once).
    let read = JSONReader.read(file)
    func compiled(_ format: TokenFileFormat?) -> Compilation {
        var layer = read.value.map { TokenFileReader.parse($0, file: file.path, format: format) } ?? TokenLayer(name: file.path)
        layer.diagnostics.insert(contentsOf: read.diagnostics, at: 0)
        return Compiler.compile(layers: [layer], keepMerged: true)
    }
    let format = read.value.map(route)
    // `TOKENC_FUZZ_ROUTE=1 tokenc-fuzz seed.json` says which reader a seed takes.
    if getenv("TOKENC_FUZZ_ROUTE") != nil { fputs("route: \(format.map { "\($0)" } ?? "unreadable")\n", stderr) }
    switch format {
    case .dtcg?, nil:
        sink &+= build(compiled(nil), file)
    case .styleDictionary?:
        sink &+= build(compiled(.styleDictionary), file)
    case .tokensStudioSet?:
        sink &+= build(compiled(.tokensStudio), file)
    case .tokensStudioExport?:
        sink &+= buildTokensStudio(file, themesFile: false)
    case .tokensStudioThemes?:
        sink &+= buildTokensStudio(file, themesFile: true)
    }

    // As a resolver document with inline sources (file references have nothing to read).
    var diagnostics: [Diagnostic] = []
    if let resolver = ResolverDocument.parse(file, diagnostics: &diagnostics), resolver.permutationCount <= maximumFuzzPermutations {
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: "fuzz.json", files: [:])
        let permutations = PermutationSelection.all(of: resolver)
        let results = permutations.map { compiler.compile($0, keepMerged: false) }
        let all = compiler.diagnostics + results.flatMap(\.diagnostics)
        let merged = DiagnosticMerger.merge(all, permutationCount: permutations.count)
        sink &+= report(diagnostics + merged, [file])
        if !merged.hasErrors {
            let c = Compilation(permutations: results.map(\.permutation), diagnostics: merged)
            var config = Config()
            config.brandModifier = resolver.modifiers.first?.name
            config.themeModifier = resolver.modifiers.dropFirst().first?.name
            sink &+= validate(c.permutations, config, [file])
            sink &+= render(c, resolver: resolver, brand: resolver.modifiers.first?.name, theme: resolver.modifiers.dropFirst().first?.name)
        }
    } else {
        sink &+= report(diagnostics, [file])
    }

    // The text as one Tokens Studio expression.
    if bytes.count <= 2 * MathExpression.Limits.standard.length,
       case .success(let values) = MathExpression.evaluate(String(decoding: bytes, as: UTF8.self)) {
        sink &+= values.count
    }

    // As a template (when it has a tag), over the sample tokens and under small bounds.
    if bytes.count <= 16_384, bytes.contains(UInt8(ascii: "{")) { sink &+= renderTemplate(bytes) }

    // As a config.
    let decoded = Config.decode(file)
    sink &+= report(decoded.diagnostics, [file])
    if let config = decoded.config { sink &+= validate(sampleTokens(), config, [file]) }
    return sink
}

/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let sink = run(bytes)
    // Keeps the optimiser from dropping the work.
    if sink == Int.min { print(sink) }
    return 0
}
