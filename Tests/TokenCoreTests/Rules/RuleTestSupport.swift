import Foundation
import Testing
@testable import TokenCore

/// Builds permutations from in-memory token files (each file parsed once and shared, as the compiler does),
/// runs validation with a `validation` object written as JSON, and locates every diagnostic.
struct RuleHarness {
    /// Every source by path (token files and tokenc.json).
    var sources: [String: SourceFile] = [:]
    var permutations: [CompiledPermutation] = []
    /// Problems compiling the tokens (tests expect none).
    var compileDiagnostics: [Diagnostic] = []

    /// One permutation without modifiers, reading `files` in order.
    init(_ files: [(String, String)]) {
        self.init(files, permutations: [([], files.map(\.0))])
    }

    /// One file `tokens.json`.
    init(_ text: String) { self.init([("tokens.json", text)]) }

    /// Several permutations: each its inputs (modifier, context) and the files it reads, in order.
    init(_ files: [(String, String)], permutations: [(inputs: [(String, String)], files: [String])]) {
        var layers: [String: TokenLayer] = [:]
        for (path, text) in files {
            let f = SourceFile(path: path, text: text)
            sources[path] = f
            layers[path] = TokenTreeParser.parse(f)
            compileDiagnostics += layers[path]!.diagnostics
        }
        for (inputs, names) in permutations {
            let permutation = Permutation(inputs)
            let merged = TokenMerger.merge(names.map { layers[$0]! })
            let resolved = TokenResolver.resolve(merged, permutation: permutation.label.isEmpty ? nil : permutation.label)
            compileDiagnostics += merged.diagnostics + resolved.diagnostics
            self.permutations.append(CompiledPermutation(permutation: permutation, tokens: resolved.tokens))
        }
    }

    /// Brand × theme permutations: `base` files, then the brand's file, then the theme's file (`brands` and
    /// `themes` map a context to its file; every file must be in `files`).
    init(_ files: [(String, String)], base: [String], brands: [(String, String)], themes: [(String, String)]) {
        var perms: [(inputs: [(String, String)], files: [String])] = []
        for (brand, brandFile) in brands {
            for (theme, themeFile) in themes {
                perms.append(([("brand", brand), ("theme", theme)], base + [brandFile, themeFile]))
            }
        }
        self.init(files, permutations: perms)
    }

    /// The outcome of one validation run.
    struct Run {
        var config: ValidationConfig
        /// Problems decoding the config, located and sorted.
        var configDiagnostics: [Diagnostic]
        /// Validation findings, located (in validator order, not sorted).
        var diagnostics: [Diagnostic]
        var result: ValidationResult

        /// `code@file:line:col` per finding.
        var summary: [String] {
            diagnostics.map { "\($0.code.rawValue)@\($0.location?.file ?? "-"):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        }
        /// Messages of the findings with `code`.
        func messages(_ code: DiagnosticCode) -> [String] { diagnostics.filter { $0.code == code }.map(\.message) }
        /// The findings with `code`.
        func findings(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }
    }

    /// Validates with `validation` (the JSON of tokenc.json's `validation` member, placed in a file
    /// `tokenc.json` as `{"validation": …}` so config locations are real).
    func run(_ validation: String = "{}", brand: String? = "brand", theme: String? = "theme",
             appearances: [String: Config.Appearance] = [:], contrastFixes: Bool = false) -> Run {
        run(configText: "{\"validation\": \(validation)}", brand: brand, theme: theme, appearances: appearances, contrastFixes: contrastFixes)
    }

    /// Validates with the `validation` member of `configText`, a whole tokenc.json.
    /// `contrastFixes`: the contrast rule proposes fix-its (`tokenc fix --contrast`).
    func run(configText: String, brand: String? = "brand", theme: String? = "theme",
             appearances: [String: Config.Appearance] = [:], contrastFixes: Bool = false) -> Run {
        let configFile = SourceFile(path: "tokenc.json", text: configText)
        let value = JSONReader.read(configFile).value
        let object = value?.objectValue?["validation"]?.objectValue ?? JSONObject()
        var (config, configDiagnostics) = ValidationConfig.decode(object, file: "tokenc.json")
        config.proposesContrastFixes = contrastFixes
        let result = Validator.validate(permutations, config: config, brandModifier: brand, themeModifier: theme, appearances: appearances)
        let locator = DiagnosticLocator(files: Array(sources.values) + [configFile])
        var cache: [Diagnostic] = []
        for d in result.diagnostics { cache.append(locator.locate(d)) }
        return Run(config: config, configDiagnostics: configDiagnostics.map { locator.locate($0) }.sorted(), diagnostics: cache, result: result)
    }

    /// Renders located diagnostics like the golden files: `file:line:col: severity: message (permutation) [code]`
    /// and indented notes.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            out += "\(d.location?.formatted ?? "-"): \(d.severity.rawValue): \(d.message)"
            if let p = d.permutation { out += " (\(p))" }
            out += " [\(d.code.rawValue)]\n"
            for n in d.notes { out += "    note: \(n.location.map { $0.formatted + ": " } ?? "")\(n.message)\n" }
        }
        return out
    }
}

/// Golden files under `Fixtures/validate/`: read from the test bundle; with TOKENC_RECORD=1 rewritten in the
/// source tree, and the test fails so that CI never records.
enum ValidateFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the fixtures in the test bundle.
    static func bundleDirectory() throws -> URL {
        let base = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return base.appendingPathComponent("validate")
    }

    /// The text of `Fixtures/validate/<relative>`, nil when missing.
    static func read(_ relative: String) throws -> String? {
        let url = try bundleDirectory().appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Compares `actual` with `Fixtures/validate/<relative>`.
    static func expectGolden(_ actual: String, _ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" {
            let url = packageRoot.appendingPathComponent("Tests/TokenCoreTests/Fixtures/validate").appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(relative); run again without TOKENC_RECORD", sourceLocation: sourceLocation)
            return
        }
        let expected = try read(relative)
        #expect(expected != nil, "golden \(relative) is missing (record with TOKENC_RECORD=1)", sourceLocation: sourceLocation)
        #expect(actual == expected, "golden \(relative) differs", sourceLocation: sourceLocation)
    }
}
