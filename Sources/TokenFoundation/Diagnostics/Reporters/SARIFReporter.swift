/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), the format GitHub code scanning and other
/// services import: one run, the tool's rules (every code that occurs), one result per diagnostic with its
/// physical location, notes as related locations, the token as a logical location and the permutation as a
/// property.
public struct SARIFReporter: DiagnosticReporter {
    /// The tool version written in `tool.driver.version`, if known.
    public var version: String?
    /// Where the rule documentation lives (`https://…/docs/rules/`), for `helpUri`; rules without a page of
    /// their own are not linked.
    public var rulesDocumentationBase: String?
    /// What a code's rule descriptor says (its summary and default severity); validation's rules come from
    /// the layer above, so the caller hands them in. Codes it does not describe get the code's own default.
    public var describe: @Sendable (DiagnosticCode) -> RuleDescription?

    /// A reporter naming the tool version, the rule documentation and the rule descriptions, when known.
    public init(version: String? = nil, rulesDocumentationBase: String? = nil,
                describe: @escaping @Sendable (DiagnosticCode) -> RuleDescription? = { _ in nil }) {
        self.version = version
        self.rulesDocumentationBase = rulesDocumentationBase
        self.describe = describe
    }

    /// The whole output for `diagnostics`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        let used = Set(diagnostics.map(\.code))
        let codes = DiagnosticCode.allCases.filter { used.contains($0) }
        var ruleIndex: [DiagnosticCode: Int] = [:]
        var rules: [JSONValue] = []
        for (i, code) in codes.enumerated() {
            ruleIndex[code] = i
            var r = JSONObject()
            r["id"] = .string(code.rawValue)
            let description = describe(code)
            if let summary = description?.summary {
                r["shortDescription"] = ["text": .string(summary)]
            }
            if let base = rulesDocumentationBase, let page = description?.page {
                r["helpUri"] = .string((base.hasSuffix("/") ? base : base + "/") + page)
            }
            r["defaultConfiguration"] = ["level": .string(Self.level(description?.defaultSeverity ?? code.defaultSeverity))]
            rules.append(.object(r))
        }
        var driver = JSONObject()
        driver["name"] = "tokenc"
        if let version { driver["version"] = .string(version) }
        driver["rules"] = .array(rules)

        let results: [JSONValue] = diagnostics.map { d in
            var r = JSONObject()
            r["ruleId"] = .string(d.code.rawValue)
            r["ruleIndex"] = .number(Double(ruleIndex[d.code]!))
            r["level"] = .string(Self.level(d.severity))
            var text = d.message
            if let p = d.permutation { text += " (\(p))" }
            for n in d.notes where n.location == nil { text += "\nnote: \(n.message)" }
            r["message"] = ["text": .string(text)]
            if let l = d.location {
                var location = JSONObject()
                location["physicalLocation"] = Self.physical(l)
                if let t = d.tokenPath {
                    location["logicalLocations"] = [["fullyQualifiedName": .string(t), "kind": "member"]]
                }
                r["locations"] = [.object(location)]
            }
            let related = d.notes.filter { $0.location != nil }
            if !related.isEmpty {
                r["relatedLocations"] = .array(related.enumerated().map { (i, n) in
                    ["id": .number(Double(i + 1)), "physicalLocation": Self.physical(n.location!), "message": ["text": .string(n.message)]]
                })
            }
            if let p = d.permutation { r["properties"] = ["permutation": .string(p)] }
            return .object(r)
        }
        var run = JSONObject()
        run["tool"] = ["driver": .object(driver)]
        run["columnKind"] = "unicodeCodePoints"
        run["results"] = .array(results)
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [.object(run)],
        ]
        return JSONWriter.string(log, pretty: true) + "\n"
    }

    /// `error`, `warning` or `note`.
    package static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A SARIF `physicalLocation`.
    private static func physical(_ l: SourceLocation) -> JSONValue {
        var p = JSONObject()
        p["artifactLocation"] = ["uri": .string(uri(l.file))]
        if l.isLocated {
            p["region"] = ["startLine": .number(Double(l.line)), "startColumn": .number(Double(l.column))]
        }
        return .object(p)
    }

    /// A file path as a URI reference: relative paths stay relative; characters outside RFC 3986's unreserved
    /// set (and `/`) are percent-encoded as UTF-8.
    package static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                out.append("%")
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 15)])
            }
        }
        return out
    }
}

/// What a SARIF rule descriptor says about a code: its one-line summary, the severity it has by default and its
/// page under the rule documentation.
public struct RuleDescription: Sendable, Hashable {
    /// The code's one-line summary, nil when it has none.
    public var summary: String?
    /// The severity the code has unless the config sets another.
    public var defaultSeverity: Severity
    /// The page's file name under `rulesDocumentationBase` (`contrast.md`), nil for codes without one.
    public var page: String?

    /// A description with `summary`, `defaultSeverity` and, when there is one, a `page`.
    public init(summary: String?, defaultSeverity: Severity, page: String? = nil) {
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.page = page
    }
}
