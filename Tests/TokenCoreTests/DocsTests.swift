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
}
