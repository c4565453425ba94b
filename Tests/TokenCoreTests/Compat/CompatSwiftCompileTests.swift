import Foundation
import Testing
@testable import TokenCore

/// The Swift output of every compatibility fixture compiles with the real `swiftc` and gives the values the
/// warnings say (a px line height over a px font size as its ratio, an italic `fontStyle` as `italic`).
@Suite struct CompatSwiftCompileTests {
    static let sources: [String] = [
        CompatHexFallbackTests.source, CompatFontStackTests.source, CompatDimensionTests.source, CompatTypographyExtrasTests.source,
        CompatTypeNameTests.source,
    ]

    @Test(arguments: 0..<5) func fixtureCompiles(_ i: Int) throws {
        let build = Compat.build(Self.sources[i])
        let files = build.files.filter { $0.key.hasPrefix("swift/") }.map { OutputFile(path: String($0.key.dropFirst("swift/".count)), contents: $0.value) }
        let main = i == 2 ? "print(DesignTokens.brands.count, DesignTokens.Compat().type.title.lineHeight ?? 0)"
            : i == 3 ? "print(DesignTokens.brands.count, DesignTokens.Compat().type.quote.italic, DesignTokens.Compat().type.label.italic)"
            : "print(DesignTokens.brands.count)"
        let output = try SwiftCompiler.run(files, main: main)
        #expect(output == (i == 2 ? "1 1.28125\n" : i == 3 ? "1 true false\n" : "1\n"))
    }
}
