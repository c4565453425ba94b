import Foundation
import Testing
@testable import TokenCore

/// Token names, descriptions, deprecation messages and string values written to break generated code, through
/// the whole pipeline (`tokenc build`): the Swift compiles and means the original text, the CSS parses in a
/// real browser with exactly the intended custom properties and values (even inlined in a `<style>` element),
/// and the JSON reads back to the same strings. Names that collide after case conversion are errors naming
/// both tokens, and leave the outputs alone.
@Suite(.serialized) struct HostileEmitTests {
    /// Names that are valid DTCG names (no `.`, `{`, `}`, no leading `$`) but hostile to generators.
    static let names: [String] = [
        "quote\"d", "back\\slash", "new\nline", "cr\rline", "end */ comment", "/* open", "tri\"\"\"ple", "#\"raw\"#", "\\(interp)",
        "</style>", "semi;colon", "default", "class", "self", "Type", "protocol", "func", "init", "2xl", "100", "🎨",
        "rtl\u{200F}mark", "over\u{202E}ride", "brace)", "_", "tab\there", "ünï", "色", "-dash",
    ]
    /// Appended to every description, deprecation message and string value: code that must stay text.
    static let payload = "\n    static let injected = 1\n*/ static let injected2 = 2 /* */ } ; </style><style>:root{--injected:1}</style><script>x=1</script> \"\"\" #\" \\(1) \u{202E}"

    static var tokens: String {
        var names = JSONObject([JSONMember(key: "$type", value: "number")])
        var fonts = JSONObject([JSONMember(key: "$type", value: "fontFamily")])
        var colors = JSONObject([JSONMember(key: "$type", value: "color")])
        for (i, n) in Self.names.enumerated() {
            names.members.append(JSONMember(key: n, value: ["$value": .number(Double(i)), "$description": .string(n + payload)]))
            fonts.members.append(JSONMember(key: "f\(i)", value: ["$value": [.string(n + payload), "sans-serif"], "$description": .string(payload)]))
            colors.members.append(JSONMember(key: n, value: [
                "$value": ["colorSpace": "srgb", "components": [.number(Double(i) / 40), 0.5, 0.25]],
                "$description": .string(payload), "$deprecated": .string(n + payload),
            ]))
        }
        return JSONWriter.string(.object(JSONObject([
            JSONMember(key: "names", value: .object(names)), JSONMember(key: "fonts", value: .object(fonts)),
            JSONMember(key: "colors", value: .object(colors)),
        ])))
    }

    static let config = #"{"tokens": ["t.json"], "name": "Hostile \"Brand\" */ </style>", "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}}"#

    /// Builds the hostile project once.
    static func built() throws -> HostileProject {
        let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": tokens])
        let r = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        #expect(r.status == 0, "\(r.stderr)")
        return p
    }

    static func files(_ p: HostileProject, _ directory: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: p.url("out/" + directory), includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
    }

    @Test func swiftCompilesAndKeepsTheText() throws {
        let p = try Self.built()
        defer { p.removeAll() }
        let swift = try Self.files(p, "Swift")
        #expect(swift.count == 2)
        // Nothing of the payload became code: every line carrying it is a comment or inside a string literal.
        for file in swift {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                let t = line.drop { $0 == " " }
                #expect(!t.hasPrefix("static let injected") && !t.hasPrefix("*/"), "\(file.lastPathComponent): \(line)")
                if line.contains("injected") {
                    #expect(t.hasPrefix("///") || t.hasPrefix("@available(*, deprecated, message: \"") || line.contains("[\""),
                            "\(file.lastPathComponent): \(line)")
                }
            }
        }
        var main = "let brand = DesignTokens.brands[0]\n"
        for i in Self.names.indices { main += "print(brand.fonts.f\(i))\n" }
        main += "print(DesignTokens.brandNames)\n"
        let output = try HostileSwift.run(swift, main: main)
        var expected = ""
        for n in Self.names { expected += "\([n + Self.payload, "sans-serif"])\n" }
        expected += "\(["Hostile \"Brand\" */ </style>"])\n"
        #expect(output == expected)
    }

    @Test func cssParsesWithTheIntendedMeaning() throws {
        let p = try Self.built()
        defer { p.removeAll() }
        let css = try #require(try Self.files(p, "CSS").first)
        let text = try String(contentsOf: css, encoding: .utf8)
        // What the page must find: every token's custom property, with its value.
        struct Expect: Codable {
            var property: String
            var kind: String
            var value: String
            var families: [String]
        }
        var expected: [Expect] = []
        for (i, n) in Self.names.enumerated() {
            expected.append(Expect(property: CSSName.property(TokenPath(["names", n]), prefix: []), kind: "number", value: String(i), families: []))
            expected.append(Expect(property: CSSName.property(TokenPath(["fonts", "f\(i)"]), prefix: []), kind: "font", value: "", families: [n + Self.payload, "sans-serif"]))
            let color = ColorValue(colorSpace: .srgb, components: [Double(i) / 40, 0.5, 0.25])
            expected.append(Expect(property: CSSName.property(TokenPath(["colors", n]), prefix: []), kind: "color", value: BrowserCSSTests.cssRGB(color), families: []))
        }
        #expect(Set(expected.map(\.property)).count == expected.count, "the test's own names collide")
        // JSON for a <script>: "<" escaped, so no string can close the script element.
        let data = String(decoding: try JSONEncoder().encode(expected), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        // The CSS inlined in a <style> element: "</style>" in a value or comment must not end it.
        let page = """
        <!doctype html><html><head><style>\(text)</style></head>
        <body><div id="probe"></div><div id="want"></div><pre id="out"></pre><script>
        const expected = \(data);
        const root = getComputedStyle(document.documentElement), probe = document.getElementById('probe'), want = document.getElementById('want');
        const quote = s => '"' + s.replace(/\\\\/g, '\\\\\\\\').replace(/"/g, '\\\\"').replace(/\\n/g, '\\\\a ').replace(/\\r/g, '\\\\d ') + '"';
        const generic = ['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui'];
        const result = {mismatches: [], sheets: document.styleSheets.length, scripts: document.scripts.length, rules: [], checked: 0};
        for (const rule of document.styleSheets[0].cssRules) {
          const props = [];
          if (rule.style) for (let i = 0; i < rule.style.length; i++) props.push(rule.style[i]);
          result.rules.push({selector: rule.selectorText || rule.cssText.slice(0, 40), props: props});
        }
        for (const e of expected) {
          result.checked++;
          const raw = root.getPropertyValue(e.property);
          if (raw === '') { result.mismatches.push(e.property + ': missing'); continue; }
          if (e.kind === 'number' && raw.trim() !== e.value) result.mismatches.push(e.property + ': ' + raw + ' want ' + e.value);
          if (e.kind === 'color') {
            probe.style.color = 'var(' + e.property + ')';
            const got = getComputedStyle(probe).color;
            if (got !== e.value) result.mismatches.push(e.property + ': ' + got + ' want ' + e.value);
          }
          if (e.kind === 'font') {
            probe.style.fontFamily = 'var(' + e.property + ')';
            want.style.fontFamily = e.families.map(f => generic.includes(f) ? f : quote(f)).join(', ');
            const got = getComputedStyle(probe).fontFamily, w = getComputedStyle(want).fontFamily;
            if (got !== w || w === '') result.mismatches.push(e.property + ': ' + got + ' want ' + w);
          }
        }
        document.getElementById('out').textContent = JSON.stringify(result);
        </script></body></html>
        """
        let out = try BrowserCSSTests.run(page: page)
        let result = try #require(JSONReader.read(SourceFile(path: "result", text: out)).value?.objectValue, "page output: \(out.prefix(500))")
        #expect(result["sheets"] == 1, "an injected style element")
        #expect(result["scripts"] == 1, "an injected script element")
        #expect(result["checked"]?.numberValue == Double(expected.count))
        #expect(result["mismatches"]?.arrayValue?.isEmpty == true, "\(result["mismatches"]?.arrayValue?.prefix(8) ?? [])")
        // Exactly one rule, :root, declaring exactly the tokens' custom properties: nothing injected.
        let rules = result["rules"]?.arrayValue ?? []
        #expect(rules.count == 1)
        #expect(rules.first?.objectValue?["selector"] == ":root")
        let props = Set(rules.first?.objectValue?["props"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        #expect(props == Set(expected.map(\.property)), "extra: \(props.subtracting(expected.map(\.property)).sorted()) missing: \(Set(expected.map(\.property)).subtracting(props).sorted())")
    }

    @Test func jsonReadsBackTheSameStrings() throws {
        let p = try Self.built()
        defer { p.removeAll() }
        let dir = try #require(try Self.files(p, "JSON").first { !$0.lastPathComponent.hasSuffix(".json") })
        let file = dir.appendingPathComponent("default.json")
        let source = SourceFile(path: file.path, bytes: [UInt8](try Data(contentsOf: file)))
        #expect(JSONReader.read(source).diagnostics.isEmpty)
        let compiled = Compiler.compile(files: [source])
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message).prefix(3))")
        let tokens = try #require(compiled.permutations.first?.tokens)
        #expect(tokens.count == 3 * Self.names.count)
        for (i, n) in Self.names.enumerated() {
            let name = try #require(tokens[TokenPath(["names", n])], "\(n.debugDescription) is missing")
            #expect(name.value == .number(Double(i)))
            #expect(name.description == n + Self.payload)
            #expect(tokens[TokenPath(["fonts", "f\(i)"])]?.value == .fontFamily([n + Self.payload, "sans-serif"]))
            #expect(tokens[TokenPath(["colors", n])]?.deprecation?.message == n + Self.payload)
        }
    }

    @Test func namesCollidingAfterCaseConversionAreErrorsNamingBoth() throws {
        let p = try HostileProject(["tokens/tokenc.json": Self.config, "tokens/t.json": #"{"n": {"$type": "number", "fooBar": {"$value": 1}}}"#])
        defer { p.removeAll() }
        let before = try p.goodBuild(["build", "--config", "tokens/tokenc.json"])
        try p.write("tokens/t.json", """
        {"n": {"$type": "number",
          "fooBar": {"$value": 1},
          "foo-bar": {"$value": 2},
          "Foo Bar": {"$value": 3},
          "self": {"$value": 4},
          "Self": {"$value": 5}
        }}
        """)
        let r = try p.expectRefused("collisions", ["build", "--config", "tokens/tokenc.json"], code: "name-collision", status: [1], against: before)
        for (loser, winner, css, swift) in [("foo-bar", "fooBar", "--n-foo-bar", "fooBar"), ("Foo Bar", "fooBar", "--n-foo-bar", "fooBar"), ("Self", "self", "--n-self", "self_")] {
            #expect(r.stderr.contains("error: `n.\(loser)` and `n.\(winner)` both become the CSS custom property `\(css)`; `n.\(loser)` is left out of the output [name-collision]"), "\(r.stderr)")
            #expect(r.stderr.contains("error: `n.\(loser)` and `n.\(winner)` both become the Swift member `\(swift)` in `n`; `n.\(loser)` is left out of the output [name-collision]"), "\(r.stderr)")
        }
        #expect(r.stderr.contains("tokens/t.json:3:3: error: `n.foo-bar`"))
        #expect(r.stderr.contains("tokens/t.json:2:3: note: `n.fooBar` is defined here and keeps the name"))
    }
}

/// Compiles generated Swift with the real `swiftc` (standard library only) and runs it.
enum HostileSwift {
    static var swiftc: String? {
        let env = ProcessInfo.processInfo.environment
        if let p = env["SWIFTC"], FileManager.default.isExecutableFile(atPath: p) { return p }
        for dir in (env["PATH"] ?? "").split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/swiftc") {
            return "\(dir)/swiftc"
        }
        return nil
    }

    /// Compiles `files` with `main` (warnings are errors) and returns what the program prints.
    static func run(_ files: [URL], main: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let swiftc = try #require(swiftc, "swiftc not found on PATH", sourceLocation: sourceLocation)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-hostile-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let mainURL = dir.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainURL)
        let binary = dir.appendingPathComponent("app").path
        let compile = try exec(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-module-name", "HostileApp", "-o", binary] + files.map(\.path) + [mainURL.path])
        guard compile.status == 0 else {
            Issue.record("swiftc failed:\n\(compile.output.prefix(4000))", sourceLocation: sourceLocation)
            return ""
        }
        let result = try exec(binary, [])
        #expect(result.status == 0, sourceLocation: sourceLocation)
        return result.output
    }

    private static func exec(_ tool: String, _ args: [String]) throws -> (status: Int32, output: String) {
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
