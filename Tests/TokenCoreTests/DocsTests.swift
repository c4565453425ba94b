import Foundation
import Testing
@testable import TokenCore

/// Docs are part of the product: every diagnostic code has its own section in docs/diagnostics.md.
@Suite struct DocsTests {
    static let docs = Corpus.packageRoot.appendingPathComponent("docs")

    @Test func everyDiagnosticCodeIsDocumented() throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("diagnostics.md"), encoding: .utf8)
        let headings = Set(text.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) })
        for code in DiagnosticCode.allCases {
            #expect(headings.contains(code.rawValue), "docs/diagnostics.md has no section for \(code.rawValue)")
        }
        let known = Set(DiagnosticCode.allCases.map(\.rawValue))
        for h in headings { #expect(known.contains(h), "docs/diagnostics.md documents \(h), which is not a code") }
    }

    /// The Style Dictionary page shows the table of names the reader infers types by, as the code has it.
    @Test func styleDictionaryNameTableMatchesTheCode() throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("coming-from-style-dictionary.md"), encoding: .utf8)
        #expect(text.contains(StyleDictionaryNameTypes.markdownTable), "the table in docs/coming-from-style-dictionary.md differs from StyleDictionaryNameTypes.markdownTable:\n\(StyleDictionaryNameTypes.markdownTable)")
    }

    @Test func everyDiagnosticSectionStartsWithItsDefaultSeverity() throws {
        let lines = try String(contentsOf: Self.docs.appendingPathComponent("diagnostics.md"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where line.hasPrefix("### ") && i + 1 < lines.count {
            guard let code = DiagnosticCode(rawValue: String(line.dropFirst(4))) else { continue }
            let word = String(lines[i + 1].drop { $0 == "*" }.prefix { $0.isLetter })
            if word == "off" { continue }  // off by default: the code's severity is the one configuring it selects
            #expect(word == RuleCatalog.defaultSeverity(of: code).rawValue,
                    "docs/diagnostics.md says \(code.rawValue) is \(word) by default; it is \(RuleCatalog.defaultSeverity(of: code).rawValue)")
        }
    }

    /// Lists of units the docs call errors ("every other unit (`pt`, `vmin`, …) is an error") name no unit the
    /// parser accepts.
    @Test func noPageCallsAnAcceptedUnitAnError() throws {
        let accepted = Set(ValueParser.Reader.compatibilityUnits + ValueParser.Reader.viewportUnits + DimensionUnit.standard.map(\.rawValue))
            .subtracting([""])
        let pages = try FileManager.default.contentsOfDirectory(at: Self.docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" } + [Corpus.packageRoot.appendingPathComponent("README.md")]
        let list = try Regex(#"other units? \(([^)]*)\)"#).ignoresCase()
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
            for match in text.matches(of: list) {
                guard let named = match.output[1].substring else { continue }
                checked += 1
                for unit in named.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter({ $0.offset % 2 == 1 }).map({ String($0.element) }) {
                    #expect(!accepted.contains(unit), "docs/\(page.lastPathComponent) lists `\(unit)` among the units that are errors; it is accepted")
                }
            }
        }
        #expect(checked >= 2)
    }
}
