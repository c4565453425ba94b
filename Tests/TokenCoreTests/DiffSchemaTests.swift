import Foundation
import Testing
@testable import TokenCore

/// The JSON Schema in docs/diff.md describes the JSON reports exactly: every golden report validates against it
/// (unknown keys are rejected by `additionalProperties: false`).
@Suite struct DiffSchemaTests {
    /// The first ```json block after "### JSON Schema" in docs/diff.md.
    static func schema() throws -> JSONValue {
        let text = try String(contentsOf: Corpus.packageRoot.appendingPathComponent("docs/diff.md"), encoding: .utf8)
        let section = try #require(text.range(of: "### JSON Schema"))
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```json\n"))
        let end = try #require(rest[start.upperBound...].range(of: "\n```"))
        let read = JSONReader.read(SourceFile(path: "schema.json", text: String(rest[start.upperBound..<end.lowerBound])))
        #expect(read.diagnostics.isEmpty)
        return try #require(read.value)
    }

    /// Problems with `value` against `schema` (the subset of JSON Schema the document uses), as `pointer: why`.
    static func validate(_ value: JSONValue, _ schema: JSONValue, root: JSONValue, at pointer: String = "") -> [String] {
        guard let s = schema.objectValue else { return [] }
        if let ref = s["$ref"]?.stringValue {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let target = root.objectValue?["$defs"]?.objectValue?[name] else { return ["\(pointer): unknown \(ref)"] }
            return validate(value, target, root: root, at: pointer)
        }
        var problems: [String] = []
        if let c = s["const"], c != value { problems.append("\(pointer): not \(c)") }
        if let e = s["enum"]?.arrayValue, !e.contains(value) { problems.append("\(pointer): \(value) not in enum") }
        if let t = s["type"] {
            let types = t.arrayValue?.compactMap(\.stringValue) ?? [t.stringValue ?? ""]
            let ok = types.contains { type in
                switch (type, value) {
                case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number): return true
                case ("integer", .number(let n)): return n == n.rounded()
                default: return false
                }
            }
            if !ok { problems.append("\(pointer): not \(types)") }
        }
        if case .number(let n) = value {
            if let m = s["minimum"]?.numberValue, n < m { problems.append("\(pointer): below \(m)") }
            if let m = s["maximum"]?.numberValue, n > m { problems.append("\(pointer): above \(m)") }
        }
        if case .array(let items) = value {
            if let m = s["minItems"]?.numberValue, Double(items.count) < m { problems.append("\(pointer): too few items") }
            if let itemSchema = s["items"] {
                for (i, item) in items.enumerated() { problems += validate(item, itemSchema, root: root, at: "\(pointer)/\(i)") }
            }
        }
        if case .object(let o) = value {
            for key in s["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where o[key] == nil {
                problems.append("\(pointer): missing \(key)")
            }
            let properties = s["properties"]?.objectValue
            for m in o.members {
                if let p = properties?[m.key] {
                    problems += validate(m.value, p, root: root, at: "\(pointer)/\(m.key)")
                } else if let extra = s["additionalProperties"] {
                    if extra == .bool(false) { problems.append("\(pointer): undocumented key \(m.key)") }
                    else { problems += validate(m.value, extra, root: root, at: "\(pointer)/\(m.key)") }
                }
            }
        }
        return problems
    }

    @Test(arguments: ["diff/kinds/expected/report.json", "diff/sample-brands/expected/report.json"])
    func goldenReportsMatchTheDocumentedSchema(_ path: String) throws {
        let schema = try Self.schema()
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").appendingPathComponent(path)
        let report = try #require(JSONReader.read(SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))).value)
        #expect(Self.validate(report, schema, root: schema) == [])
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let schema = try Self.schema()
        let bad: JSONValue = ["tokencDiff": 2, "mode": "both", "from": ["name": "a"], "to": ["name": "b", "extra": true],
                              "semver": "none", "breaking": false, "counts": ["total": 0], "changes": []]
        let problems = Self.validate(bad, schema, root: schema)
        #expect(problems.contains { $0.hasPrefix("/tokencDiff: not ") })
        #expect(problems.contains { $0.hasPrefix("/mode: ") })
        #expect(problems.contains("/to: undocumented key extra"))
        #expect(problems.contains("/counts: missing breaking"))
    }
}
