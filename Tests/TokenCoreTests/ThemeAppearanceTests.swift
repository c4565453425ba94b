import Testing
@testable import TokenCore

/// A theme's appearance comes from one lookup (`Config.Appearance.of(theme:in:)`): emitting and validation
/// agree on which themes are dark, whatever the case of the `appearances` keys.
@Suite struct ThemeAppearanceTests {
    /// Light and dark themes whose wash is translucent, so contrast is measured over white or over black
    /// depending on the theme's appearance.
    static let files: [String: String] = [
        "tokens.resolver.json": """
        {"version": "2025.10",
         "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
        """,
        "core.json": ##"{"color": {"$type": "color", "label": {"$value": "#6b5bd6"}, "wash": {"$value": "#6b5bd61a"}}}"##,
        "dark.json": ##"{"color": {"$type": "color", "label": {"$value": "#5b4bc6"}}}"##,
    ]

    /// What one build of the project finds: the outputs and validation's diagnostics and measurements.
    struct Built {
        var files: [String: String]
        var validation: ValidationResult
        /// The index of the `theme=dark` permutation.
        var dark: Int
    }

    /// Decodes a config whose `themes` object is `themes`, compiles every permutation, validates and renders.
    static func build(themes: String) throws -> Built {
        let configFile = SourceFile(path: "tokenc.json", bytes: Array("""
        {"resolver": "tokens.resolver.json", "themes": \(themes),
         "swift": {}, "css": {},
         "validation": {"contrast": {"pairs": [{"foreground": "color.label", "background": "color.wash"}]}}}
        """.utf8))
        let decoded = Config.decode(configFile)
        let config = try #require(decoded.config, "\(decoded.diagnostics.map(\.message))")
        var diagnostics: [Diagnostic] = []
        let resolverFile = SourceFile(path: "tokens.resolver.json", bytes: Array(files["tokens.resolver.json"]!.utf8))
        let resolver = try #require(ResolverDocument.parse(resolverFile, diagnostics: &diagnostics))
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.key, SourceFile(path: $0.key, bytes: Array($0.value.utf8))) })
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: "tokens.resolver.json", files: sources)
        let compilation = Compilation(permutations: PermutationSelection.all(of: resolver).map { compiler.compile($0).permutation }, diagnostics: [])
        let validation = Validator.validate(compilation.permutations, project: config)
        let rendered = OutputRenderer.render(compilation, config: config, resolver: resolver, source: "tokens.resolver.json", validation: validation)
        #expect(!rendered.diagnostics.hasErrors)
        return Built(files: Dictionary(uniqueKeysWithValues: rendered.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }),
                     validation: validation, dark: try #require(compilation.permutations.firstIndex { $0.permutation.label == "theme=dark" }))
    }

    /// The measured background of the wash in the dark theme: black underneath means validation saw it dark.
    static func darkBackdrop(_ built: Built) -> String? {
        built.validation.contrast.first { $0.permutation == built.dark }?.measuredBackground.hexString
    }

    @Test(arguments: ["dark", "Dark", "DARK"])
    func appearanceKeysMatchThemeContextsInAnyCase(_ key: String) throws {
        let built = try Self.build(themes: #"{"modifier": "theme", "appearances": {"\#(key)": {"colorScheme": "dark"}}}"#)
        // Emitting: the Swift theme and the CSS media query say dark.
        let swift = try #require(built.files.first { $0.key.hasSuffix(".swift") && $0.value.contains("enum Theme") }?.value)
        #expect(swift.contains("/// The dark theme: dark appearance."))
        #expect(swift.contains("case .dark: return true"))
        let css = try #require(built.files.first { $0.key.hasSuffix(".css") }?.value)
        #expect(css.contains("prefers-color-scheme: dark"))
        // Validation: the translucent wash is measured over black in the dark theme, over white in the light one.
        #expect(Self.darkBackdrop(built) == "#0b0916")
        let notes = built.validation.diagnostics.flatMap { $0.notes.map(\.message) }
        #expect(notes.contains { $0.contains("measured over black (dark theme)") })
        #expect(!notes.contains { $0.contains("measured over black") && !$0.contains("(dark theme)") })
    }

    @Test func themesWithoutAnAppearanceAreLight() throws {
        let built = try Self.build(themes: #"{"modifier": "theme", "appearances": {"Light": {"contrast": "high"}}}"#)
        let swift = try #require(built.files.first { $0.key.hasSuffix(".swift") && $0.value.contains("enum Theme") }?.value)
        #expect(swift.contains("/// The dark theme: light appearance."))
        #expect(swift.contains("/// The light theme: light appearance, increased contrast (default)."))
        #expect(Self.darkBackdrop(built) != "#0b0916")
    }

    @Test func exactKeyWinsOverOneDifferingInCase() {
        let appearances: [String: Config.Appearance] = ["Dark": .init(dark: true), "dark": .init(highContrast: true), "DARK": .init(dark: true)]
        #expect(Config.Appearance.of(theme: "dark", in: appearances) == .init(highContrast: true))
        // Without an exact key the choice is still deterministic: the least key in code-unit order.
        #expect(Config.Appearance.of(theme: "dArK", in: appearances) == .init(dark: true))
        #expect(Config.Appearance.of(theme: "dusk", in: appearances) == Config.Appearance())
    }

    @Test func appearanceKeysDifferingOnlyInCaseAreAConfigError() throws {
        let file = SourceFile(path: "tokenc.json", bytes: Array("""
        {"resolver": "r.json",
         "themes": {"modifier": "theme", "appearances": {"dark": {"colorScheme": "dark"}, "Dark": {"contrast": "high"}}}}
        """.utf8))
        let (config, diagnostics) = Config.decode(file)
        #expect(config == nil)
        let d = try #require(diagnostics.first)
        #expect(d.code == .configInvalid)
        #expect(d.message == "appearances \"dark\" and \"Dark\" differ only in case, and theme contexts are named case-insensitively")
        #expect(d.location?.pointer == JSONPointer(["themes", "appearances", "Dark"]))
        #expect(d.notes.map(\.message) == ["\"dark\" is here"])
    }
}
