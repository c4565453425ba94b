import Foundation
import Testing
@testable import TokenCore

/// The table-driven parser cases from Terrazzo (`Tests/Corpus/terrazzo-parser-cases/`): every valid case
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
        /// Terrazzo vendor types (link, custom) are not DTCG types; tokenc warns and leaves such tokens out. (Its
        /// `string` and `boolean` are tokenc's non-standard types, read with a `non-standard-type` warning.)
        case vendorType
        /// Rejected, as Terrazzo does, but for another problem in the same value: tokenc accepts the legacy
        /// dimension strings and the non-standard `em` letter spacing (with a `non-standard-unit` warning), and
        /// rejects only the `"24px"` lineHeight, which 2025.10 requires to be a number.
        case rejectedForAnotherReason
        /// The case's `src` is a JSON array, not a token document; tokenc rejects the file as a whole.
        case notATokenDocument
        /// A form whose meaning is plain (a bare `0` dimension or shadow offset: 0 in every unit; a dimension token in
        /// `vw`, which CSS keeps), which tokenc accepts with a compatibility warning and strict mode rejects, as
        /// Terrazzo does.
        case acceptsCompatibilityForm
    }

    static let divergences: [String: Divergence] = [
        "alias.json: valid: primitive (YAML)": .yamlSource,
        "alias.json: valid: Font Weight (YAML)": .yamlSource,
        "dimension.json: invalid: legacy format": .acceptsLegacyForm,
        "duration.json: invalid: legacy format": .acceptsLegacyForm,
        "stroke-style.json: invalid: legacy syntax": .acceptsLegacyForm,
        "typography.json: invalid: dimension legacy format": .rejectedForAnotherReason,
        "alias.json: valid: bad syntax for custom $type": .vendorType,
        "color.json: invalid: wrong number of components": .notATokenDocument,
        "dimension.json: invalid: number (zero)": .acceptsCompatibilityForm,
        "shadow.json: invalid: bad dimension": .acceptsCompatibilityForm,
        "dimension.json: invalid: unsupported unit": .acceptsCompatibilityForm,
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
                    // `given` is a list of files, or (in some tables) one `{src}` object.
                    let givenList: [JSONValue] = o["given"]?.arrayValue ?? (o["given"].map { [$0] } ?? [])
                    let given = givenList.compactMap { g -> (String, JSONValue)? in
                        guard let go = g.objectValue, let src = go["src"] else { return nil }
                        let f = go["filename"]?.stringValue ?? "file:///tokens.json"
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
        // 129 parser cases; lint.json's 41 lint-rule cases are in TerrazzoLintTests.
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

        if c.file == "extensions.json", !c.given.contains(where: { Self.declaresPlainType($0.src) }) {
            // Vendor types (`link`): tokenc warns about the unknown $type and leaves the token out, whatever the value.
            // Terrazzo's `boolean` and `string` are tokenc's non-standard types, checked as any other case below.
            #expect(compiled.diagnostics.contains { $0.code == .unknownType && $0.severity == .warning }, "\(compiled.diagnostics)")
            #expect(compiled.tokens.isEmpty, "a token of a vendor type was not left out")
            return
        }
        let divergence = Self.divergences[key]
        switch divergence {
        case .vendorType:
            #expect(compiled.diagnostics.contains { $0.code == .unknownType && $0.severity == .warning }, "\(compiled.diagnostics)")
            return
        case .rejectedForAnotherReason:
            #expect(errors.map(\.code) == [.invalidValue], "\(errors)")
            #expect(errors.allSatisfy { $0.message.contains("lineHeight must be a number") }, "\(errors)")
            #expect(compiled.diagnostics.contains { $0.code == .nonStandardUnit }, "\(compiled.diagnostics)")
            return
        case .notATokenDocument:
            #expect(!errors.isEmpty && errors.allSatisfy { $0.code == .invalidGroup }, "\(errors)")
            return
        case .acceptsCompatibilityForm:
            #expect(errors.isEmpty, "\(errors)")
            #expect(!compiled.diagnostics.isEmpty && compiled.diagnostics.allSatisfy { $0.code.isCompatibility }, "\(compiled.diagnostics)")
            return
        case .acceptsLegacyForm, .yamlSource, nil:
            break
        }
        if c.expectSuccess || divergence == .acceptsLegacyForm {
            // Typography beyond 2025.10's five properties, or with a dimension line height, builds with
            // compatibility warnings (typography-extra-property, line-height-dimension), as Terrazzo builds it.
            #expect(compiled.diagnostics.filter { $0.severity == .warning }.allSatisfy { $0.code.isCompatibility || c.file != "typography.json" },
                    "\(compiled.diagnostics.map(\.message))")
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
        if let framed = Self.framedPosition(message) {
            // tokenc may point more precisely than Terrazzo: at the framed node or inside it.
            let file = files.first { f in matching.contains { $0.location?.file == f.0 } }
            let node = file.flatMap { Self.node(at: framed, in: SourceFile(path: $0.0, text: $0.1)) }
            #expect(matching.contains { d in
                d.location?.line == framed.line || (node.map { n in d.location?.pointer.map { $0.tokens.starts(with: n.tokens) } ?? false } ?? false)
            }, "want \(framed) (node \(node?.description ?? "?")), got \(matching.map { $0.location?.formatted ?? "?" })")
        }
    }

    /// True when `json` declares a `$type` tokenc reads as a non-standard type (`string`, `boolean`).
    static func declaresPlainType(_ json: JSONValue) -> Bool {
        guard case .object(let o) = json else { return false }
        if case .string(let t)? = o["$type"], t == "string" || t == "boolean" { return true }
        return o.members.contains { declaresPlainType($0.value) }
    }

    /// The line and column Terrazzo's code frame marks (`>` line, `^` caret).
    static func framedPosition(_ message: String) -> (line: Int, column: Int)? {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where line.hasPrefix(">") {
            let digits = line.dropFirst().drop { $0 == " " }.prefix { $0.isNumber }
            guard let n = Int(digits), i + 1 < lines.count, let bar = line.firstIndex(of: "|") else { return nil }
            let caretLine = lines[i + 1]
            let barOffset = line.distance(from: line.startIndex, to: bar)
            guard let caret = caretLine.firstIndex(of: "^") else { return (n, 0) }
            let caretOffset = caretLine.distance(from: caretLine.startIndex, to: caret)
            return (n, caretOffset - barOffset - 1)
        }
        return nil
    }

    /// The JSON node whose key or value starts at a line and column.
    static func node(at position: (line: Int, column: Int), in file: SourceFile) -> JSONPointer? {
        for (pointer, offsets) in JSONLocator.index(file.bytes) {
            for o in [offsets.value, offsets.key] {
                let lc = file.lineColumn(ofByte: o)
                if lc.line == position.line && lc.column == position.column { return pointer }
            }
        }
        return nil
    }
}
