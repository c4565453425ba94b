import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The committed Output/ is what `make` produces from Tokens/ (CI fails when it is stale), and the generated Swift
/// for the sample brands compiles with `swiftc`, runs, and gives the same values as the JSON output.
@Suite(.serialized) struct SampleOutputTests {
    static let root = CLI.packageRoot
    static let output = root.appendingPathComponent("Output")

    @Test func committedOutputIsUpToDate() throws {
        let r = try CLI.run(["build", "--check"], in: Self.root)
        #expect(r.status == 0, "Output/ is stale; run `make`:\n\(r.stderr)")
    }

    @Test func buildIsDeterministic() throws {
        // The samples with their own config (every output, their validation rules), built into two directories:
        // once on every core, once single-threaded.
        let dir = Scratch.directory("tokenc-det")
        let tokens = Self.root.appendingPathComponent("Tokens").path
        var config = try #require(JSONSerialization.jsonObject(
            with: Data(contentsOf: Self.root.appendingPathComponent("Tokens/tokenc.json"))) as? [String: Any])
        let resolver = try #require(config["resolver"] as? String)
        config["resolver"] = tokens + "/" + resolver
        config["allowedRoots"] = [tokens]
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("tokenc.json")  // one path for both runs: the outputs' headers name it
        for run in 0..<2 {
            config["output"] = "\(run)"
            try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys]).write(to: file)
            let r = try CLI.run(["build", "--config", file.path], in: Self.root, environment: run == 1 ? ["TOKENC_THREADS": "1"] : [:])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let a = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("0").path).sorted()
        let b = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("1").path).sorted()
        #expect(a == b && a.count > 10)
        for p in a {
            let x = FileManager.default.contents(atPath: dir.appendingPathComponent("0/\(p)").path)
            let y = FileManager.default.contents(atPath: dir.appendingPathComponent("1/\(p)").path)
            #expect(x == y, "\(p) differs between a parallel and a single-threaded run")
        }
    }

    /// The Swift expression reading `path` from a brand value (numeric segments joined to their group).
    static func access(_ path: TokenPath) -> String {
        SwiftIdentifier.memberPath(path.components).map(SwiftIdentifier.escaped).joined(separator: ".")
    }

    @Test func generatedSwiftCompilesRunsAndMatchesTheJSON() throws {
        let manifest = try #require(JSONReader.read(SourceFile(path: "m", bytes: [UInt8](Data(contentsOf: Self.output.appendingPathComponent("JSON/manifest.json"))))).value?.objectValue)
        let brands = manifest["brands"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let themes = manifest["themes"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue } ?? []
        #expect(brands == ["harbor", "summit", "lumen"])
        var main = """
        func show(_ v: Any, _ theme: DesignTokens.Theme) -> String {
            switch v {
            case let c as DesignTokens.Color: return c.hex
            case let t as DesignTokens.Themed<DesignTokens.Color>: return t[theme].hex
            case let d as Double: return String(d)
            case let t as DesignTokens.Themed<Double>: return String(t[theme])
            default: return "?"
            }
        }

        """
        var expected: [String] = []
        for brand in brands {
            let type = "DesignTokens." + SwiftIdentifier.upperCamel(brand)
            let fn = "dump_" + SwiftIdentifier.lowerCamel(brand)
            // Every theme has the same tokens (the emitters check that); the light theme lists them.
            var body = "func \(fn)(_ th: DesignTokens.Theme) -> [String] {\n    let b = \(type)()\n    var r: [String] = []\n"
            var listed = false
            for theme in themes {
                let file = Self.output.appendingPathComponent("JSON/\(brand)/\(theme).json")
                let compiled = Compiler.compile(files: [SourceFile(path: file.path, bytes: [UInt8](try Data(contentsOf: file)))])
                let tokens = try #require(compiled.permutations.first?.tokens)
                for t in tokens.tokens {
                    let want: String
                    switch t.value {
                    case .color(let c): want = c.hexString
                    case .dimension(let d): want = String(d.unit == .px ? d.value : d.value * 16)
                    default: continue
                    }
                    if !listed { body += "    r.append(show(b.\(Self.access(t.path)), th))\n" }
                    expected.append("\(brand) \(theme) \(want)")
                }
                listed = true
            }
            body += "    return r\n}\n"
            main += body
            for theme in themes {
                main += "for v in \(fn)(DesignTokens.Theme(rawValue: \"\(theme)\")!) { print(\"\(brand) \(theme) \" + v) }\n"
            }
        }
        #expect(expected.count > 1000)
        let dir = Scratch.directory("tokenc-swift")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var sources: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.output.appendingPathComponent("Swift").path).sorted() {
            sources.append(Self.output.appendingPathComponent("Swift/\(name)").path)
        }
        try main.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let exe = dir.appendingPathComponent("app").path
        let compile = try Self.exec("/usr/bin/env", ["swiftc", "-swift-version", "6", "-Onone", "-o", exe] + sources + [dir.appendingPathComponent("main.swift").path])
        #expect(compile.status == 0, "generated Swift does not compile:\n\(compile.output.prefix(3000))")
        guard compile.status == 0 else { return }
        let run = try Self.exec(exe, [])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        let mismatches = zip(lines, expected).filter { $0 != $1 }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    static func exec(_ tool: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
