/// The contents of `tokenc.json`: what to read, how to split permutations into brands and themes, and
/// what to write. Paths are relative to the config file's directory. See docs/config.md.
public struct Config: Sendable, Hashable {
    /// A theme's appearance: how platforms select it (dark mode, increased contrast).
    public struct Appearance: Sendable, Hashable {
        /// True for a dark theme.
        public var dark: Bool = false
        /// True for an increased-contrast theme.
        public var highContrast: Bool = false
        /// An appearance; light and standard contrast unless told otherwise.
        public init(dark: Bool = false, highContrast: Bool = false) {
            self.dark = dark
            self.highContrast = highContrast
        }
    }

    /// One output target (`swift`, `css`, …): where it goes and its raw options (read by its output format).
    public struct Target: Sendable, Hashable {
        /// `path` in the config: the sub-directory of `output` the target writes to (the target's key by default).
        public var path: String
        /// The target's members as written, `path` taken out (the selection and `names` kept), for its format to read.
        public var options: JSONObject
        /// Where the target is in the config (`/swift`), for locating option errors.
        public var pointer: JSONPointer
        /// Which tokens the output carries (`include`, `exclude`, `types`; taken out of `options`).
        public var selection: OutputSelection
        /// How the output renames its tokens (`names`; taken out of `options`).
        public var names: OutputNames

        /// A target writing to `path`, with `options`, `selection` and `names` as given.
        public init(path: String, options: JSONObject = JSONObject(), pointer: JSONPointer = .root,
                    selection: OutputSelection = OutputSelection(), names: OutputNames = OutputNames()) {
            self.path = path
            self.options = options
            self.pointer = pointer
            self.selection = selection
            self.names = names
        }
    }

    /// The config file the settings were read from (for locating option errors); nil when built in code.
    public var file: String?
    /// The resolver document, relative to the config file.
    public var resolver: String?
    /// Token files read as one set (later files win), when there is no resolver document.
    public var tokens: [String] = []
    /// The format each entry of `tokens` declares (`{"path": …, "format": "style-dictionary"}`), by its path;
    /// the others are detected per file.
    public var tokenFormats: [String: TokenFileFormat] = [:]
    /// A Tokens Studio project (a folder with `$themes.json` and `$metadata.json`, or a single-file export),
    /// relative to the config file, read instead of a resolver document (see docs/coming-from-tokens-studio.md).
    public var tokensStudio: String?
    /// A Style Dictionary JSON config, relative to the config file, read instead of `tokens`: its `source` and
    /// `include` files and its platforms (see docs/coming-from-style-dictionary.md).
    public var styleDictionary: String?
    /// Which of the Tokens Studio project's "source" sets are emitted as well as read (`"emitSourceSets"`).
    public var emitSourceSets: SourceSetEmission = .none
    /// Token path patterns (`TokenPattern`: `*`, `**`) whose tokens resolve references but are not emitted.
    public var exclude: [String] = []
    /// Output directory, relative to the config file.
    public var output: String = "Output"
    /// The modifier whose contexts are brands (each brand gets its own Swift type and CSS file).
    public var brandModifier: String?
    /// The modifier whose contexts are themes (carried inside each brand's outputs).
    public var themeModifier: String?
    /// The modifier Terrazzo's modes (`$extensions.mode` on tokens of `tokens` files) are read as
    /// (`"terrazzoModes": {"modifier": …}`, `mode` by default).
    public var modesModifier: String = TerrazzoModes.defaultKey
    /// Appearance of each theme context, by name.
    public var appearances: [String: Appearance] = [:]
    /// The brand name used when there is no brand modifier.
    public var name: String = "Tokens"
    /// Fixed inputs for other modifiers (a modifier with neither a fixed input nor a default is an error).
    public var inputs: [String: String] = [:]
    /// The outputs enabled, by their key in the config (`swift`, `css`, …); see `Config+Outputs.swift`.
    public var outputs: [String: Target] = [:]
    /// The template outputs (`"templates"`), in the config's order; see `Config+Templates.swift`.
    public var templates: [TemplateTarget] = []
    /// Validation settings, kept raw for the validation stage.
    public var validation: JSONObject?
    /// Directories outside the config directory that token files may be read from.
    public var allowedRoots: [String] = []
    /// What to do about pre-2025.10 value forms (`"#ff0000"`, `"16px"`): accept silently (default), warn, or error.
    public var legacyForms: Severity? = nil
    /// The level of each diagnostic code `"diagnostics"` sets (applied by `WarningPolicy`).
    public var severities = DiagnosticSeverities()
    /// `"compatibility": "strict"`: every compatibility warning (a non-2025.10 form accepted as its strict
    /// equivalent, `DiagnosticCode.isCompatibility`) is an error. The default, `"lenient"`, keeps them warnings.
    public var strictCompatibility = false

    /// What `deprecated-form` findings are: `legacyForms`, except in strict mode, where a pre-2025.10 form is an
    /// error like every other form DTCG 2025.10 does not define.
    public var legacyFormSeverity: Severity? { strictCompatibility ? .error : legacyForms }
    /// The most bytes a build may write (`"outputBudget"`; see `OutputBudget`).
    public var outputBudget = OutputBudget()
    /// `"units": {"unitless": …}`: what a length without a unit in a Style Dictionary file means; nil: not set
    /// (`UnitlessPolicy.styleDictionaryDefault`).
    public var unitless: UnitlessPolicy?

    /// A config with every setting at its default.
    public init() {}

    /// Decodes `file` strictly: unknown keys, wrong types and missing required keys are located errors.
    /// `outputKeys` are the keys of the output formats the caller knows, in order; each present one is a `Target`.
    public static func decode(_ file: SourceFile, outputKeys: [String]) -> (config: Config?, diagnostics: [Diagnostic]) {
        let read = JSONReader.read(file)
        guard let value = read.value else { return (nil, read.diagnostics) }
        guard case .object(let root) = value else {
            return (nil, [Diagnostic(.configInvalid, "the config must be a JSON object", at: SourceLocation(file: file.path, pointer: .root))])
        }
        var r = ObjectReader(root, file: file.path, at: .root)
        var c = Config()
        c.file = file.path
        c.resolver = r.string("resolver")
        let sources = tokenSources(&r)
        (c.tokens, c.tokenFormats) = (sources.paths, sources.formats)
        c.tokensStudio = r.string("tokensStudio")
        c.styleDictionary = r.string("styleDictionary")
        c.emitSourceSets = emitSourceSets(&r, tokensStudio: c.tokensStudio)
        c.exclude = r.strings("exclude") ?? []
        let projectKeys = [c.resolver != nil, !c.tokens.isEmpty, c.tokensStudio != nil, c.styleDictionary != nil].filter { $0 }.count
        if projectKeys == 0 {
            r.report("resolver", "the config needs \"resolver\" (a resolver document), \"tokens\" (a list of token files), \"tokensStudio\" (a Tokens Studio project) or \"styleDictionary\" (a Style Dictionary config)")
        }
        if projectKeys > 1 {
            let second = c.styleDictionary != nil ? "styleDictionary" : c.tokensStudio != nil ? "tokensStudio" : "tokens"
            r.report(second, "use one of \"resolver\", \"tokens\", \"tokensStudio\" and \"styleDictionary\", not several")
        }
        c.output = r.string("output") ?? "Output"
        c.name = r.string("name") ?? "Tokens"
        c.brandModifier = r.object("brands") { b in b.string("modifier") } ?? nil
        if let modifier = r.object("terrazzoModes", { m in m.string("modifier") }) ?? nil { c.modesModifier = modifier }
        var clashes: [Diagnostic] = []
        _ = r.object("themes") { t in
            c.themeModifier = t.string("modifier")
            let entries = t.entries("appearances") { _, a -> Appearance? in
                var ap = Appearance()
                ap.dark = a.choice("colorScheme", ["light", "dark"]) == "dark"
                ap.highContrast = a.choice("contrast", ["standard", "high"]) == "high"
                return ap
            } ?? []
            c.appearances = Dictionary(uniqueKeysWithValues: entries)
            clashes += caseClashes(entries.map(\.0), file: file.path, at: JSONPointer(["themes", "appearances"]))
        }
        if let inputs = r.object("inputs", { i -> [String: String] in
            var out: [String: String] = [:]
            for m in i.object.members { out[m.key] = i.string(m.key) }
            if let (first, second) = InputPairs.duplicate(in: i.object.members.map(\.key)) {
                clashes.append(Diagnostic(.configInvalid, InputPairs.Problem.duplicate(first: first, second: second).message(for: "\"inputs\""),
                                          at: i.location(second, part: .key),
                                          notes: [DiagnosticNote("\"\(first)\" is here", at: i.location(first, part: .key))]))
            }
            return out
        }) { c.inputs = inputs }
        for key in outputKeys {
            if let t = target(&r, key) { c.outputs[key] = t }
        }
        c.templates = templateTargets(&r)
        if case .object(let v)? = r.value("validation") { c.validation = v }
        c.allowedRoots = r.strings("allowedRoots") ?? []
        switch r.choice("legacyForms", ["accept", "warn", "error"]) {
        case "warn": c.legacyForms = .warning
        case "error": c.legacyForms = .error
        default: c.legacyForms = nil
        }
        c.severities = DiagnosticSeverities.read(&r)
        c.strictCompatibility = r.choice("compatibility", ["lenient", "strict"]) == "strict"
        c.outputBudget = outputBudget(&r)
        c.unitless = unitless(&r)
        r.finish()
        let diagnostics = read.diagnostics + r.diagnostics + sources.problems + clashes
        return (diagnostics.hasErrors ? nil : c, diagnostics)
    }

    /// An error at each appearance key that differs only in case from an earlier one: both would name the same
    /// theme context (see `Appearance.of(theme:in:)`), so which appearance it has would be ambiguous.
    private static func caseClashes(_ keys: [String], file: String, at pointer: JSONPointer) -> [Diagnostic] {
        var first: [String: String] = [:]
        var out: [Diagnostic] = []
        for key in keys {
            guard let earlier = first[key.lowercased()] else { first[key.lowercased()] = key; continue }
            out.append(Diagnostic(.configInvalid,
                "appearances \"\(earlier)\" and \"\(key)\" differ only in case, and theme contexts are named case-insensitively",
                at: SourceLocation(file: file, pointer: pointer.appending(key), part: .key),
                notes: [DiagnosticNote("\"\(earlier)\" is here", at: SourceLocation(file: file, pointer: pointer.appending(earlier), part: .key))]))
        }
        return out
    }

    private static func target(_ r: inout ObjectReader, _ key: String) -> Target? {
        guard let v = r.value(key) else { return nil }
        guard case .object(var o) = v else {
            r.report(key, "\"\(key)\" must be an object like {\"path\": \"\(key.capitalized)\"}")
            return nil
        }
        let path = o["path"]?.stringValue ?? key
        o["path"] = nil
        // The selection is every output's, read here; the rest are the format's options.
        var reader = ObjectReader(o, file: r.file, at: JSONPointer([key]))
        let selection = OutputSelection.read(&reader)
        let names = reader.object("names") { OutputNames.read(&$0) } ?? OutputNames()
        r.append(reader.diagnostics)
        return Target(path: path, options: o, pointer: JSONPointer([key]), selection: selection, names: names)
    }

}

private extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
