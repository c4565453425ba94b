import Foundation
import Testing
@testable import TokenCore

/// Every token-file example of the DTCG 2025.10 Format and Color reports (`../shared/corpus/dtcg/examples/`):
/// the ones the spec marks invalid must be rejected with an error, the others must compile without one.
/// Examples that are fragments rather than token files are listed in `Self.fragments` with the reason.
@Suite struct DTCGExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var expectInvalid: Bool
        var testDescription: String { file }
    }

    /// Examples that are not standalone token files, and why.
    static let fragments: [String: String] = [:]

    static let examples: [Example] = {
        guard let manifest = try? Corpus.json("dtcg/examples/manifest.json").arrayValue else { return [] }
        return manifest.compactMap { e in
            guard let o = e.objectValue, let file = o["file"]?.stringValue else { return nil }
            guard file.hasPrefix("examples/format/") || file.hasPrefix("examples/color/") else { return nil }
            return Example(file: file, expectInvalid: o["expected_invalid"]?.boolValue ?? false)
        }
    }()

    @Test func manifestIsPresent() {
        #expect(Self.examples.count >= 80)
    }

    @Test(arguments: examples)
    func example(_ e: Example) throws {
        let bytes = try Corpus.read("dtcg/" + e.file)
        let file = SourceFile(path: e.file, bytes: bytes)
        let layer = TokenTreeParser.parse(file)
        let merged = TokenMerger.merge([layer])
        let resolved = TokenResolver.resolve(merged)
        let errors = (layer.diagnostics + merged.diagnostics + resolved.diagnostics).filter { $0.severity == .error }
        if let reason = Self.fragments[e.file] {
            Issue.record("fragment: \(reason)")
            return
        }
        if e.expectInvalid {
            #expect(!errors.isEmpty, "the spec marks this example invalid, but it compiled")
        } else {
            #expect(errors.isEmpty, "\(DiagnosticLocator(files: [file]).locate(errors).map { "\($0.location?.formatted ?? ""): \($0.code.rawValue): \($0.message)" })")
        }
    }
}
