import Foundation
import Testing
@testable import TokenCore

/// The table-driven parser cases from Terrazzo (`../shared/corpus/terrazzo-parser-cases/`): every valid case
/// must resolve to the expected `$value`s; every invalid case must be rejected with an error of the matching
/// kind, on the line Terrazzo's code frame points at. Cases where tokenc deliberately differs are listed in
/// `Self.divergences` with the reason, and the test checks that tokenc does what the reason says.
@Suite struct TerrazzoConformanceTests {
    /// One case from the corpus.
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var name: String
        var expectSuccess: Bool
        var given: [(filename: String, src: JSONValue)]
        var want: JSONObject
        var testDescription: String { "\(file): \(name)" }
    }

    /// Cases where tokenc's behaviour differs from Terrazzo's on purpose.
    enum Divergence: Sendable {
        /// tokenc accepts the older draft string forms the issue requires ("16px", "200ms").
        case acceptsLegacyForm
        /// The source is YAML; tokenc reads JSON (json-c) only.
        case yamlSource
        /// Terrazzo vendor types (boolean, link, string) are not DTCG types; tokenc rejects them as unknown types.
        case vendorType
    }

    static let divergences: [String: Divergence] = [
        "alias.json: valid: primitive (YAML)": .yamlSource,
        "alias.json: valid: Font Weight (YAML)": .yamlSource,
        "dimension.json: invalid: legacy format": .acceptsLegacyForm,
        "duration.json: invalid: legacy format": .acceptsLegacyForm,
        "stroke-style.json: invalid: legacy syntax": .acceptsLegacyForm,
        "typography.json: invalid: dimension legacy format": .acceptsLegacyForm,
    ]

    /// Terrazzo's error prefix → the diagnostic codes that mean the same thing.
    static func expectedCodes(_ message: String) -> Set<DiagnosticCode> {
        if message.contains("Could not resolve alias") { return [.unresolvedReference, .referenceToGroup] }
        if message.contains("Invalid alias syntax") { return [.invalidReference] }
        if message.contains("Circular alias") { return [.referenceCycle] }
        if message.contains("Cannot alias to $type") { return [.aliasTypeMismatch] }
        if message.contains("$extends must be a valid alias") { return [.invalidExtends] }
        if message.contains("$extends can’t exist within a token") { return [.invalidExtends] }
        if message.contains("Circular $extends") { return [.extendsCycle] }
        if message.hasPrefix("lint:core/valid-") { return [.invalidValue] }
        return []
    }

    static func loadCases() -> [Case] {
        var cases: [Case] = []
        let names = ["alias", "border", "color", "cubic-bezier", "dimension", "duration", "extends", "extensions",
                     "font-family", "font-weight", "gradient", "number", "shadow", "stroke-style", "transition", "typography"]
        for name in names {
            guard let doc = try? Corpus.json("terrazzo-parser-cases/\(name).json"), let arrays = doc.objectValue?["arrays"]?.arrayValue else { continue }
            for array in arrays {
                for c in array.objectValue?["cases"]?.arrayValue ?? [] {
                    guard let o = c.objectValue else { continue }
                    let given = (o["given"]?.arrayValue ?? []).compactMap { g -> (String, JSONValue)? in
                        guard let go = g.objectValue, let f = go["filename"]?.stringValue, let src = go["src"] else { return nil }
                        return (String(f.dropFirst("file:///".count)), src)
                    }
                    cases.append(Case(file: "\(name).json", name: o["name"]?.stringValue ?? "?",
                                      expectSuccess: o["expect"]?.stringValue == "success",
                                      given: given, want: o["want"]?.objectValue ?? JSONObject()))
                }
            }
        }
        return cases
    }

    static let cases = loadCases()

    @Test func corpusIsPresent() {
        // 129 parser cases (lint.json's 41 lint-rule cases are exercised by the validation rules' tests).
        #expect(Self.cases.count == 129)
        #expect(Self.cases.filter { !$0.expectSuccess }.count == 72)
    }

    @Test(arguments: cases)
    func conformance(_ c: Case) throws {
        let key = "\(c.file): \(c.name)"
        if c.given.contains(where: { $0.src.stringValue != nil }) {
            #expect(Self.divergences[key] == .yamlSource, "YAML case not listed as a divergence")
            return
        }
        let files = c.given.map { ($0.filename, JSONWriter.string($0.src, pretty: true) + "\n") }
        let compiled = Compiled(files)
        let errors = compiled.diagnostics.filter { $0.severity == .error }

        if c.file == "extensions.json" {
            // Vendor types: tokenc rejects the unknown $type whatever the value.
            #expect(errors.contains { $0.code == .unknownType }, "\(errors)")
            return
        }
        let divergence = Self.divergences[key]
        if c.expectSuccess || divergence == .acceptsLegacyForm {
            #expect(errors.isEmpty, "unexpected errors: \(errors.map { "\($0.code.rawValue)@\($0.location?.line ?? 0): \($0.message)" })")
            guard c.expectSuccess, let wanted = c.want["tokens"]?.objectValue else { return }
            for member in wanted.members {
                let token = compiled.tokens[member.key]
                #expect(token != nil, "missing token \(member.key)")
                guard let token, let value = member.value.objectValue?["$value"] else { continue }
                #expect(jsonEquivalent(token.value.canonicalJSON, value),
                        "\(member.key): got \(JSONWriter.string(token.value.canonicalJSON, pretty: false)), want \(JSONWriter.string(value, pretty: false))")
            }
            return
        }
        let message = c.want["error"]?.stringValue ?? ""
        let expected = Self.expectedCodes(message)
        #expect(!expected.isEmpty, "no code mapping for: \(message)")
        let matching = errors.filter { expected.contains($0.code) }
        #expect(!matching.isEmpty, "want \(expected.map(\.rawValue)) for «\(message.prefix(100))», got \(errors.map { "\($0.code.rawValue): \($0.message)" })")
        if let line = Self.framedLine(message) {
            #expect(matching.contains { $0.location?.line == line },
                    "want line \(line), got \(matching.map { $0.location?.formatted ?? "?" })")
        }
    }

    /// The line Terrazzo's code frame marks with `>`.
    static func framedLine(_ message: String) -> Int? {
        for line in message.split(separator: "\n") where line.hasPrefix(">") {
            let digits = line.dropFirst().drop { $0 == " " }.prefix { $0.isNumber }
            return Int(digits)
        }
        return nil
    }
}
