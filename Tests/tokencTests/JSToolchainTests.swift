import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The committed JavaScript output of the sample brands: a TypeScript file importing every module type-checks with
/// `tsc --strict` (and a token that does not exist does not), and `node` imports the modules and prints every
/// value of every brand and theme, each the JSON output's.
@Suite(.serialized) struct JSToolchainTests {
    static let output = CLI.packageRoot.appendingPathComponent("Output/JS")

    /// A TypeScript property access for `path` (every name a quoted key).
    static func access(_ path: TokenPath) -> String {
        path.components.map { "[" + JSText.string($0) + "]" }.joined()
    }

    @Test func typeScriptTypeChecksTheModules() throws {
        let samples = try WebToolchain.samples()
        var ts = "import brands from \(JSText.string(Self.output.appendingPathComponent("index.js").path));\n"
        var n = 0
        var k = 0  // numbers the constants
        for p in samples {
            let module = Self.output.appendingPathComponent("\(p.brand)/\(p.theme).js").path
            ts += "import m\(n) from \(JSText.string(module));\n"
            // Every token's type through the default theme's module of each brand (the other themes' modules have
            // the same declarations, written the same way); every permutation through the themed object below.
            for t in p.theme == samples.first?.theme ? p.tokens.tokens : [] {
                let type: String
                switch t.value {
                case .number, .fontWeight: type = "number"
                case .typography: type = "{ readonly fontSize: string }"
                case .boolean: type = "boolean"
                default: type = "string"
                }
                k += 1
                ts += "const v\(k): \(type) = m\(n)\(Self.access(t.path));\n"
            }
            // The themed object holds the module's tokens.
            ts += "const t\(n): typeof m\(n) = brands[\(JSText.string(p.brand))][\(JSText.string(p.theme))];\n"
            // Not `any`: a token that does not exist, and writing to one, are errors.
            ts += "// @ts-expect-error\nm\(n)[\"no-such-token\"];\n"
            if let first = p.tokens.tokens.first {
                ts += "// @ts-expect-error\nm\(n)\(Self.access(first.path)) = m\(n)\(Self.access(first.path));\n"
            }
            n += 1
        }
        let dir = Scratch.directory("tokenc-ts")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try ts.write(to: dir.appendingPathComponent("check.ts"), atomically: true, encoding: .utf8)
        let r = try WebToolchain.run("tsc", ["--noEmit", "--strict", "--target", "es2020", "--module", "es2020",
                                             "--moduleResolution", "node", dir.appendingPathComponent("check.ts").path])
        #expect(r.status == 0, "tsc: \((r.stdout + r.stderr).prefix(3000))")
    }

    /// The node script printing `brand theme path value` for every token, walking each brand's themed object.
    static let script = """
    const { brands } = await import(process.argv[2]);
    const lines = [];
    const walk = (prefix, node, out) => {
      for (const [k, v] of Object.entries(node)) {
        const path = prefix.concat([k]);
        if (v !== null && typeof v === 'object' && !('fontSize' in v)) walk(path, v, out);
        else out.push([path, v]);
      }
    };
    for (const [brand, module] of Object.entries(brands)) {
      for (const [theme, tokens] of Object.entries(module)) {
        const out = [];
        walk([], tokens, out);
        for (const [path, v] of out) lines.push(JSON.stringify([brand, theme, path, v]));
      }
    }
    console.log(lines.join('\\n'));
    """

    @Test func nodeImportsTheModulesWithTheJSONValues() throws {
        let samples = try WebToolchain.samples()
        let dir = Scratch.directory("tokenc-node")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Self.script.write(to: dir.appendingPathComponent("dump.mjs"), atomically: true, encoding: .utf8)
        let r = try WebToolchain.run("node", [dir.appendingPathComponent("dump.mjs").path, Self.output.appendingPathComponent("index.js").absoluteString])
        #expect(r.status == 0, "node: \(r.stderr.prefix(2000))")
        var got: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            guard let a = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], a.count == 4,
                  let brand = a[0] as? String, let theme = a[1] as? String, let path = a[2] as? [String] else { continue }
            let value: String
            switch a[3] {
            case let s as String: value = s
            case let o as [String: String]: value = o["fontSize"] ?? ""
            case let n as NSNumber: value = NumberText.format(n.doubleValue)
            default: value = "?"
            }
            got["\(brand) \(theme) \(path.joined(separator: "."))"] = value
        }
        var expected: [String: String] = [:]
        for p in samples {
            for t in p.tokens.tokens {
                let key = "\(p.brand) \(p.theme) \(t.path.components.joined(separator: "."))"
                switch t.value {
                case .number(let n), .fontWeight(let n): expected[key] = NumberText.format(n)
                case .typography(let v): expected[key] = CSSValueWriter().fontSize(v)
                default: expected[key] = WebToolchain.expectedText(t)
                }
            }
        }
        #expect(expected.count > 4000)
        #expect(got.count == expected.count, "node printed \(got.count) tokens, the JSON has \(expected.count)")
        let mismatches = expected.filter { got[$0.key] != $0.value }.sorted { $0.key < $1.key }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(8).map { "\($0.key): got \(got[$0.key] ?? "nothing"), want \($0.value)" })")
    }
}
