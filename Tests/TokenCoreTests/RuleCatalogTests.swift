import Foundation
import Testing
@testable import TokenCore

/// Each rule's descriptor is the one owner of what the rule is: these tests hold the catalogue, the config
/// decoder and the docs to the descriptors.
@Suite struct RuleCatalogTests {
    static let docs = Corpus.packageRoot.appendingPathComponent("docs")
    static let descriptors = RuleCatalog.descriptors

    @Test func rulesRunInTheirDocumentedOrder() {
        #expect(Self.descriptors.map(\.key) == [
            "contrast", "distinguishable", "touch-target", "min-size", "spacing-grid", "min-font-size",
            "case-collision", "deprecated-reference", "missing-in-context", "unused-token",
        ])
        #expect(RuleCatalog.rules.map(\.code) == Self.descriptors.map(\.code))
        #expect(ValidationConfig().rules.map(\.id) == Self.descriptors.map(\.key))
    }

    @Test func keysAndCodesAreUnique() {
        #expect(Set(Self.descriptors.map(\.key)).count == Self.descriptors.count)
        #expect(Set(Self.descriptors.map(\.code)).count == Self.descriptors.count)
        #expect(Set(Self.descriptors.map { ObjectIdentifier($0.rule) }).count == Self.descriptors.count)
    }

    /// A descriptor is its own rule's (not a copy of another's), and its code is a validation rule's in the
    /// diagnostic catalogue, which has no other.
    @Test func everyDescriptorIsItsRulesAndInTheCatalogue() {
        for d in Self.descriptors {
            #expect(d.rule.descriptor.code == d.code, "\(d.key)")
            #expect(DiagnosticCode.allCases.contains(d.code) && d.code.isValidationRule, "\(d.key)")
            #expect(RuleCatalog.descriptor(of: d.code)?.key == d.key)
            #expect(!d.summary.isEmpty && d.summary.hasSuffix(".") && !d.summary.contains("\n"), "\(d.key)")
        }
        #expect(Set(DiagnosticCode.allCases.filter(\.isValidationRule)) == Set(Self.descriptors.map(\.code)))
        #expect(RuleCatalog.descriptor(of: .untypedToken) == nil && RuleCatalog.summary(of: .jsonSyntax) == nil)
    }

    /// The code's own default severity (which the Diagnostics layer answers without seeing the rules) agrees
    /// with the descriptor, and so do the rule's default settings.
    @Test func defaultSeveritiesComeFromTheDescriptor() {
        let config = ValidationConfig()
        for (d, rule) in zip(Self.descriptors, config.rules) {
            #expect(d.code.defaultSeverity == d.reportedSeverity, "\(d.key)")
            #expect(RuleCatalog.defaultSeverity(of: d.code) == d.reportedSeverity, "\(d.key)")
            #expect(rule.defaultSeverity == d.defaultSeverity.severity, "\(d.key)")
            #expect(RuleCatalog.description(of: d.code) == RuleDescription(summary: d.summary, defaultSeverity: d.reportedSeverity, page: d.docsPage))
        }
        #expect(Self.descriptors.map { "\($0.defaultSeverity)/\($0.enabledSeverity)" } == [
            "error/error", "off/warning", "error/error", "error/error", "warning/warning", "warning/error",
            "warning/warning", "warning/warning", "error/error", "off/warning",
        ])
    }

    /// The decoder knows every rule by its key: a severity string for each one reaches that rule only, and an
    /// option of each rule's own is read, not reported as unknown.
    @Test func theDecoderReadsEveryRuleByItsKey() {
        for d in Self.descriptors {
            let flipped: RuleSeverity = d.defaultSeverity == .error ? .warning : .error
            let (c, problems) = Self.decode(#"{"\#(d.key)": "\#(flipped.rawValue)"}"#)
            #expect(problems.isEmpty, "\(d.key): \(problems)")
            #expect(c.rules.map(\.code) == Self.descriptors.map(\.code))
            for (other, rule) in zip(Self.descriptors, c.rules) {
                #expect(Self.severity(of: rule) == (other.key == d.key ? flipped : other.defaultSeverity), "\(d.key) → \(other.key)")
            }
        }
        let (_, problems) = Self.decode(#"{"spacing-grids": "off"}"#)
        #expect(problems.map(\.message) == [#"unknown key "spacing-grids"; did you mean "spacing-grid"?"#])
    }

    /// `validation` decoded from `json`.
    static func decode(_ json: String) -> (ValidationConfig, [Diagnostic]) {
        let object = JSONReader.read(SourceFile(path: "tokenc.json", text: json)).value?.objectValue ?? JSONObject()
        return ValidationConfig.decode(object, file: "tokenc.json")
    }

    static func severity(of rule: some Rule) -> RuleSeverity { rule.settings.severity }

    /// Every rule has its page, titled by its key and opening with its default severity.
    @Test func everyRuleHasItsDocsPage() throws {
        for d in Self.descriptors {
            let page = Self.docs.appendingPathComponent("rules").appendingPathComponent(d.docsPage)
            let text = try #require(try? String(contentsOf: page, encoding: .utf8), "docs/rules/\(d.docsPage) is missing")
            let lines = text.split(separator: "\n")
            #expect(lines.first == "# \(d.key)", "docs/rules/\(d.docsPage) is not titled \(d.key)")
            let opening = "**Default: \(d.defaultSeverity.rawValue)"
            #expect(lines.dropFirst().first?.hasPrefix(opening) == true, "docs/rules/\(d.docsPage) does not open with \(opening)")
        }
    }

    /// docs/diagnostics.md gives each rule code its summary and links its page; docs/rules/README.md has a row with
    /// its defaults and summary.
    @Test func theDocsListEveryRuleWithItsSummaryAndDefault() throws {
        let diagnostics = try String(contentsOf: Self.docs.appendingPathComponent("diagnostics.md"), encoding: .utf8)
        let readme = try String(contentsOf: Self.docs.appendingPathComponent("rules/README.md"), encoding: .utf8)
        let sections = Self.sections(diagnostics)
        for d in Self.descriptors {
            let section = try #require(sections[d.key], "docs/diagnostics.md has no section for \(d.key)")
            #expect(section.contains("*Rule:* \(d.summary)"), "docs/diagnostics.md's \(d.key) section does not give its summary: \(d.summary)")
            #expect(section.contains("(rules/\(d.docsPage))"), "docs/diagnostics.md's \(d.key) section does not link rules/\(d.docsPage)")
            let defaults = d.defaultSeverity.rawValue + (d.enabledSeverity == d.defaultSeverity ? "" : " (\(d.enabledSeverity.rawValue) once configured)")
            let row = "| [`\(d.key)`](\(d.docsPage)) | \(defaults) | \(d.summary) |"
            #expect(readme.contains(row), "docs/rules/README.md has no row \(row)")
        }
    }

    /// Each `### ` section of a page, its lines joined by spaces, by heading.
    static func sections(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var heading: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                heading = line.hasPrefix("### ") ? String(line.dropFirst(4)) : nil
            } else if let heading {
                out[heading, default: ""] += line + " "
            }
        }
        return out
    }
}
