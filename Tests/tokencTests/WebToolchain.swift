import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The web toolchains the tests feed generated files to (`sassc`, `tsc`, `node`; installed by `make test-deps`),
/// and the sample brands' resolved tokens read back from the JSON output, which their values are checked against.
enum WebToolchain {
    /// The executable `name` on `PATH`, or nil.
    static func find(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Runs `tool` (found on `PATH`; a missing tool is a failure, not a skip) and returns its status and output
    /// (stdout, then stderr).
    static func run(_ tool: String, _ args: [String], in directory: URL? = nil,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let path = find(tool) else {
            Issue.record("\(tool) is not installed; `make test-deps` installs it", sourceLocation: sourceLocation)
            return (-1, "", "")
        }
        // A tool that outlasts the limit is killed and the run fails, instead of holding the suite.
        let r = try BoundedRun.run(path, args, in: directory, seconds: 600, attempts: 1)
        if r.timedOut { Issue.record("\(tool) ran longer than 600 s and was stopped", sourceLocation: sourceLocation) }
        return (r.status, String(decoding: r.output, as: UTF8.self), String(decoding: r.errorOutput, as: UTF8.self))
    }

    /// A permutation of the samples, read back from `Output/JSON`.
    struct Permutation {
        var brand: String
        var theme: String
        var tokens: ResolvedTokens
    }

    /// Every brand × theme of the committed sample output, in the manifest's order.
    static func samples() throws -> [Permutation] {
        try BrowserCSSTests.samples().flatMap { b in b.themes.map { Permutation(brand: b.brand, theme: $0.name, tokens: $0.tokens) } }
    }

    /// What a token's value must read as in the web outputs: its CSS text, from the value read back from JSON.
    /// Colours are also checked to be the JSON's hex and dimensions its number and unit.
    static func expectedText(_ t: ResolvedToken) -> String {
        let text = CSSValueWriter().render(t.value)
        switch t.value {
        case .color(let c): #expect(text == c.hexString || !c.isInSRGBGamut, "\(t.path): \(text) is not the JSON's \(c.hexString)")
        case .dimension(let d): #expect(text == NumberText.format(d.value) + d.unit.rawValue, "\(t.path): \(text)")
        default: break
        }
        return text
    }
}
