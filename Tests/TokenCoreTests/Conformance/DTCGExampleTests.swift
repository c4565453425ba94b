import Foundation
import Testing
@testable import TokenCore

/// Every token-file example of the DTCG 2025.10 Format and Color reports (`Tests/Corpus/dtcg/examples/`):
/// the ones the spec marks invalid must be rejected with an error, the others must compile without one.
/// Examples that are fragments rather than token files are listed in `Self.fragments` with the reason.
@Suite struct DTCGExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var expectInvalid: Bool
        var testDescription: String { file }
    }

    /// Spec examples that are fragments rather than complete token files: what they lack, and the only
    /// error codes tokenc may report for them (so a fragment still fails the test if anything else goes wrong).
    static let fragments: [String: (reason: String, codes: Set<DiagnosticCode>)] = {
        let outside = "references tokens the example does not define"
        return [
            "examples/color/token-naming.03.json": (outside, [.unresolvedReference]),
            "examples/color/token-naming.09.json": (outside, [.unresolvedReference]),
            "examples/color/token-naming.10.jsonc": (outside, [.unresolvedReference]),
            "examples/color/token-naming.11.json": (outside, [.unresolvedReference]),
            "examples/format/composite-types.01.json": (outside, [.unresolvedReference]),
            "examples/format/composite-types.07.json": (outside, [.unresolvedReference]),
            "examples/format/composite-types.09.json": (outside, [.unresolvedReference]),
            "examples/format/composite-types.12.json": (outside, [.unresolvedReference]),
            "examples/format/composite-types.13.json": (outside, [.unresolvedReference]),
            "examples/format/groups.05.json": ("extends {button}, which the example does not define", [.invalidExtends, .missingType]),
            "examples/format/groups.06.json": ("extends #/button, which the example does not define", [.invalidExtends, .missingType]),
            "examples/format/aliases.08.json": ("shows plain JSON data (arrays, strings) that pointers can address; it is not a token file", [.invalidGroup]),
            "examples/format/groups.07.jsonc": ("input.field.background has no $type anywhere", [.missingType]),
            "examples/format/groups.11.jsonc": ("button-large.padding has no $type anywhere", [.missingType]),
            "examples/format/groups.13.json": ("its tokens have no $type (the example is about reference syntax)", [.missingType]),
            "examples/format/groups.14.json": ("its tokens have no $type (the example is about reference syntax)", [.missingType]),
            "examples/format/terminology.01.json": ("nests a whole token ($type/$value) as the shadow colour; the example is about terminology", [.invalidValue]),
        ]
    }()

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
        if let fragment = Self.fragments[e.file] {
            #expect(!errors.isEmpty, "listed as a fragment (\(fragment.reason)) but compiled: remove it from the list")
            #expect(errors.allSatisfy { fragment.codes.contains($0.code) },
                    "fragment (\(fragment.reason)) gave other errors: \(errors.map { "\($0.code.rawValue): \($0.message)" })")
            return
        }
        if e.expectInvalid {
            #expect(!errors.isEmpty, "the spec marks this example invalid, but it compiled")
        } else {
            #expect(errors.isEmpty, "\(DiagnosticLocator(files: [file]).locate(errors).map { "\($0.location?.formatted ?? ""): \($0.code.rawValue): \($0.message)" })")
        }
    }
}
