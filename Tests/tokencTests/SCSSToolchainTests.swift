import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The committed SCSS output of the sample brands compiled by `sassc` in one run over an entry file that imports
/// every brand's file and prints each theme map and the variables as custom properties: every value is the JSON
/// output's.
@Suite(.serialized) struct SCSSToolchainTests {
    static let output = CLI.packageRoot.appendingPathComponent("Output")

    /// Declarations `--name: value;` per rule selector of sassc's expanded output.
    static func rules(_ css: String) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        var selector = ""
        for line in css.split(separator: "\n") {
            if line.hasSuffix(" {") { selector = String(line.dropLast(2)); continue }
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("--"), t.hasSuffix(";"), let colon = t.range(of: ": ") else { continue }
            out[selector, default: [:]][String(t[t.index(t.startIndex, offsetBy: 2)..<colon.lowerBound])] = String(t[colon.upperBound..<t.index(before: t.endIndex)])
        }
        return out
    }

    @Test func everyBrandAndThemeCompilesToTheJSONValues() throws {
        let samples = try WebToolchain.samples()
        #expect(samples.count == 12)
        let themes = Array(Set(samples.map(\.theme)))
        let maps = SCSSEmitter.mapNames(EmitModel(brands: [], themes: samples.prefix(themes.count).map { ThemeInfo(name: $0.theme) }, source: ""),
                                        options: SCSSOptions()).names
        var entry = ""
        var expected: [String: [String: String]] = [:]
        for (b, brand) in Array(NSOrderedSet(array: samples.map(\.brand))).enumerated() {
            let brand = brand as! String
            entry += "@import \"\(brand)\";\n"
            for (t, p) in samples.filter({ $0.brand == brand }).enumerated() {
                entry += ".b\(b)-t\(t) { @each $k, $v in $\(maps[t]) { --#{$k}: #{inspect($v)}; } }\n"
                var want: [String: String] = [:]
                for token in p.tokens.tokens where token.type != .typography {
                    want[SCSSText.identifier(property: CSSName.property(token.path, prefix: []))] = WebToolchain.expectedText(token)
                }
                expected[".b\(b)-t\(t)"] = want
                // The variables hold the default theme's values.
                if t == 0 {
                    entry += ".b\(b)-vars {\n"
                    for name in want.keys.sorted() { entry += "  --\(name): #{inspect($\(name))};\n" }
                    entry += "}\n"
                    expected[".b\(b)-vars"] = want
                }
            }
        }
        let dir = Scratch.directory("tokenc-scss")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try entry.write(to: dir.appendingPathComponent("entry.scss"), atomically: true, encoding: .utf8)
        let r = try WebToolchain.run("sassc", ["--style", "expanded", "-I", Self.output.appendingPathComponent("SCSS").path,
                                               dir.appendingPathComponent("entry.scss").path])
        #expect(r.status == 0, "sassc: \(r.stderr.prefix(2000))")
        let got = Self.rules(r.stdout)
        #expect(expected.values.reduce(0) { $0 + $1.count } > 5000)
        for (selector, want) in expected.sorted(by: { $0.key < $1.key }) {
            let have = got[selector] ?? [:]
            // Sass prints a string in single quotes when that needs no escapes.
            let mismatches = want.filter { have[$0.key]?.replacingOccurrences(of: "'", with: "\"") != $0.value }
            #expect(mismatches.isEmpty, "\(selector): \(mismatches.prefix(5).map { "\($0.key): got \(have[$0.key] ?? "nothing"), want \($0.value)" })")
        }
    }
}
