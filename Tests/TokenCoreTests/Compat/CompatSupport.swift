import Foundation
import Testing
@testable import TokenCore

/// Builds a token file written with compatibility forms the way `tokenc build` does (Swift, CSS and JSON
/// outputs), applies fix-its to its text, and checks a case end to end: warnings with fix-its, golden outputs,
/// an error under strict mode, and a clean strict build once the fix-its are applied.
enum Compat {
    /// The config every case builds with: all three typed outputs.
    static let config: Config = {
        let file = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "name": "Compat", "swift": {"path": "swift"}, "css": {"path": "css"}, "json": {"path": "json"}}"#)
        return Config.decode(file).config!
    }()

    /// What a build of one token file gives: the outputs by path, and the diagnostics, located, with `policy` applied.
    struct Build {
        var files: [String: [UInt8]]
        var diagnostics: [Diagnostic]
        /// `code@line:col` for each warning or error.
        var summary: [String] { diagnostics.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } }
        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        /// The text of the output at `path`.
        func text(_ path: String) -> String { files[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
    }

    /// Compiles `text` as `tokens.json` and renders it; strict mode when `strict`.
    static func build(_ text: String, strict: Bool = false) -> Build {
        let source = SourceFile(path: "tokens.json", text: text)
        let compilation = Compiler.compile(files: [source])
        let rendered = OutputRenderer.render(compilation, config: config, resolver: nil, source: "tokens.json")
        let policy = WarningPolicy(compatibilityAsErrors: strict)
        let located = policy.apply(DiagnosticLocator(files: [source]).locate(compilation.diagnostics + rendered.diagnostics))
        var files: [String: [UInt8]] = [:]
        for f in rendered.files { files[f.path] = f.contents }
        return Build(files: files, diagnostics: located.sorted())
    }

    /// `text` (as `tokens.json`) with every fix-it of `diagnostics` applied by `FixItApplier`, the editor
    /// `tokenc fix` uses; every fix-it must apply.
    static func applyFixIts(_ diagnostics: [Diagnostic], to text: String) throws -> String {
        let fixIts = diagnostics.compactMap(\.fixIt)
        let outcome = FixItApplier.apply(fixIts, to: [SourceFile(path: "tokens.json", text: text)])
        #expect(outcome.refused.isEmpty, "fix-its refused: \(outcome.refused)")
        guard let changed = outcome.files.first else { return text }
        return String(decoding: changed.bytes, as: UTF8.self)
    }

    /// Checks one case: the warnings (`code@line:col` in `warnings`) each carry a fix-it; strict mode makes them
    /// errors and writes no error-free build; after the fix-its the file builds in strict mode with no
    /// compatibility finding and the same outputs in the folders `sameOutputs` names. Returns the lenient build.
    @discardableResult
    static func check(_ text: String, warnings: [String], sameOutputs: [String] = ["css/", "swift/", "json/"],
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Build {
        let lenient = build(text)
        #expect(lenient.summary == warnings, sourceLocation: sourceLocation)
        #expect(lenient.errors.isEmpty, "\(lenient.errors.map(\.message))", sourceLocation: sourceLocation)
        let compat = lenient.diagnostics.filter(\.code.isCompatibility)
        #expect(!compat.isEmpty, sourceLocation: sourceLocation)
        for d in compat {
            #expect(d.severity == .warning, sourceLocation: sourceLocation)
            #expect(d.fixIt != nil, "\(d.code.rawValue) has no fix-it: \(d.message)", sourceLocation: sourceLocation)
        }
        let strict = build(text, strict: true)
        #expect(strict.errors.map(\.code) == compat.map(\.code), sourceLocation: sourceLocation)
        let fixed = try applyFixIts(compat, to: text)
        let after = build(fixed, strict: true)
        #expect(after.errors.isEmpty, "after the fix-its: \(after.errors.map(\.message))\n\(fixed)", sourceLocation: sourceLocation)
        #expect(!after.diagnostics.contains { $0.code.isCompatibility }, "\(after.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(after.files.keys.sorted() == lenient.files.keys.sorted(), sourceLocation: sourceLocation)
        for (path, bytes) in lenient.files where sameOutputs.contains(where: { path.hasPrefix($0) }) {
            do {
                #expect(after.files[path] == bytes, "\(path) differs after the fix-its", sourceLocation: sourceLocation)
            }
        }
        return lenient
    }
}
