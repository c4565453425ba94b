import Foundation
import Testing
@testable import TokenCore

/// The 41 lint-rule cases of `terrazzo-parser-cases/lint.json`. Terrazzo's accessibility rules have tokenc
/// counterparts (`contrast`, `min-font-size`), and their cases run through tokenc's validator with the
/// equivalent config: every failing case must fail, every passing case pass. The other rules are Terrazzo's own
/// style lints with no counterpart in the DTCG spec or in tokenc; they are listed with that reason.
@Suite struct TerrazzoLintTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var rule: String
        var options: JSONValue
        var tokens: JSONValue
        var expectSuccess: Bool
        var testDescription: String { name }
    }

    /// Terrazzo rules tokenc does not have, and why.
    static let notApplicable: [String: String] = [
        "core/colorspace": "a house-style lint (all colours in one space); tokenc converts every space",
        "core/consistent-naming": "a naming-style lint; tokenc accepts every DTCG-valid name",
        "core/descriptions": "a documentation lint; tokenc carries descriptions but does not require them",
        "core/duplicate-values": "a house-style lint; duplicate values are legitimate in multi-brand palettes",
        "core/max-gamut": "tokenc maps wide-gamut colours to sRGB (with a Display P3 declaration) instead of refusing them",
        "core/required-children": "a Terrazzo schema lint with no DTCG counterpart",
        "core/required-modes": "Terrazzo's pre-resolver modes; tokenc's missing-in-context rule covers the resolver form",
        "core/required-typography-properties": "deprecated in Terrazzo itself",
        "core/required-type": "not a lint in tokenc: a token whose type cannot be determined is always an error (missing-type)",
        "core/valid-typography": "Terrazzo-only typography properties; tokenc follows the 2025.10 schema",
    ]

    /// Cases where tokenc's counterpart rule deliberately decides otherwise.
    static let divergences: [String: String] = [
        "[a11y/min-font-size]: success (px)": "the case's second token is 0.1rem (1.6 px); Terrazzo's px check skips rem sizes, tokenc converts rem × 16 and reports it",
        "[a11y/min-font-size]: success (rem)": "the case's other token is 2px; Terrazzo's rem check skips px sizes, tokenc compares every size in px and reports it",
    ]

    static let cases: [Case] = {
        guard let doc = try? Corpus.json("terrazzo-parser-cases/lint.json"),
              let list = doc.objectValue?["arrays"]?.arrayValue?.first?.objectValue?["cases"]?.arrayValue else { return [] }
        return list.compactMap { c in
            guard let o = c.objectValue, let g = o["given"]?.objectValue else { return nil }
            return Case(name: o["name"]?.stringValue ?? "?", rule: g["rule"]?.stringValue ?? "?", options: g["options"] ?? .null,
                        tokens: g["tokens"] ?? .object(JSONObject()), expectSuccess: o["expect"]?.stringValue == "success")
        }
    }()

    @Test func allCasesAreAccountedFor() {
        #expect(Self.cases.count == 41)
        for c in Self.cases where !c.rule.hasPrefix("a11y/") {
            #expect(Self.notApplicable[c.rule] != nil, "\(c.rule) has no counterpart and no reason")
        }
    }

    /// tokenc's validation config equivalent to a Terrazzo rule's options.
    static func config(_ c: Case) -> JSONValue? {
        let o = c.options.objectValue ?? JSONObject()
        switch c.rule {
        case "a11y/min-contrast":
            let pairs = (o["pairs"]?.arrayValue ?? []).map { p -> JSONValue in
                let po = p.objectValue ?? JSONObject()
                return ["foreground": po["foreground"] ?? .null, "background": po["background"] ?? .null,
                        "kind": .string(po["largeText"]?.boolValue == true ? "large-text" : "text")]
            }
            return ["contrast": ["level": o["level"] ?? "AA", "pairs": .array(pairs)]]
        case "a11y/min-font-size":
            let px = o["minSizePx"]?.numberValue ?? (o["minSizeRem"]?.numberValue).map { $0 * 16 } ?? 0
            return ["min-font-size": ["minimum": .number(px)]]
        default:
            return nil
        }
    }

    @Test(arguments: cases.filter { $0.rule.hasPrefix("a11y/") })
    func accessibilityRule(_ c: Case) throws {
        let source = JSONWriter.string(c.tokens) + "\n"
        let compiled = Compiled([("tokens.json", source)])
        #expect(!compiled.diagnostics.hasErrors)
        let configJSON = try #require(Self.config(c))
        let (config, problems) = ValidationConfig.decode(configJSON.objectValue!, file: "tokenc.json")
        #expect(!problems.hasErrors, "\(problems)")
        let permutation = CompiledPermutation(permutation: Permutation([Permutation.Input]()), tokens: compiled.tokens)
        let result = Validator.validate([permutation], config: config)
        let failed = result.diagnostics.contains { $0.severity == .error }
        if let reason = Self.divergences[c.name] {
            #expect(failed, "listed divergence (\(reason)) no longer diverges")
        } else {
            #expect(failed == !c.expectSuccess, "\(c.name): \(result.diagnostics.map(\.message))")
        }
    }
}
