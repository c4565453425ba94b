import Foundation
import Testing
@testable import TokenCore

/// Text that tries to end a comment, string or line early by hiding the closer behind a combining mark or
/// another scalar that joins the previous character (`*/` + U+0301 is one `Character` whose first scalar
/// still ends a CSS comment), through descriptions, brand names and theme names, built by `tokenc build` and
/// read by a real browser engine.
@Suite(.serialized) struct HostileTextTests {
    /// Closers followed by scalars that join them into one grapheme cluster.
    static let closers = ["*/\u{301}", "*/\u{20DD}", "*/\u{FE0F}", "*/\u{200D}", "</\u{301}style>", "*/"]

    /// A description for each closer: close the comment, inject rules, reopen a comment to swallow the rest.
    static func payload(_ closer: String) -> String {
        "x \(closer) } body { background: red } :root { --injected: 1; } /*"
    }

    /// A resolver whose brand and theme names carry the payloads, and tokens whose descriptions do.
    static var project: [String: String] {
        var tokens = JSONObject([JSONMember(key: "$type", value: "color")])
        for (i, c) in closers.enumerated() {
            tokens.members.append(JSONMember(key: "c\(i)", value: [
                "$value": ["colorSpace": "srgb", "components": [.number(Double(i) / 10), 0.5, 0.25]],
                "$description": .string(payload(c)),
            ]))
        }
        /// A source overriding colour `c.<name>` with `hex`.
        func source(_ name: String, _ hex: String) -> JSONValue {
            .object(JSONObject([JSONMember(key: "c", value: .object(JSONObject([JSONMember(key: name, value: ["$type": "color", "$value": .string(hex)])])))]))
        }
        let resolver: JSONValue = [
            "version": "2025.10",
            "sets": ["base": ["sources": [.object(JSONObject([JSONMember(key: "c", value: .object(tokens))]))]]],
            "modifiers": [
                "brand": ["contexts": .object(JSONObject([
                    JSONMember(key: "b \(payload(closers[0]))", value: [source("c0", "#102030")]),
                    JSONMember(key: "plain", value: [source("c0", "#203040")]),
                ]))],
                "theme": ["contexts": .object(JSONObject([
                    JSONMember(key: "light", value: [source("c1", "#405060")]),
                    JSONMember(key: "t \(payload(closers[1]))", value: [source("c1", "#506070")]),
                ])), "default": "light"],
            ],
            "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/brand"], ["$ref": "#/modifiers/theme"]],
        ]
        return [
            "tokens/tokenc.json": #"{"resolver": "r.json", "output": "../out", "brands": {"modifier": "brand"}, "themes": {"modifier": "theme"}, "css": {"path": "CSS"}, "swift": {"path": "Swift"}, "json": {"path": "JSON"}, "html": {"path": "HTML"}}"#,
            "tokens/r.json": JSONWriter.string(resolver),
        ]
    }

    @Test func cssCommentsCannotBeClosedThroughACombiningMark() throws {
        let p = try HostileProject(Self.project)
        defer { p.removeAll() }
        let r = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        #expect(r.status == 0, "\(r.stderr)")
        let sheets = try FileManager.default.contentsOfDirectory(at: p.url("out/CSS"), includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
        #expect(sheets.count == 2)
        for css in sheets {
            let text = try String(contentsOf: css, encoding: .utf8)
            // Scalar by scalar, every comment runs to the `*/` the writer put there.
            #expect(Self.commentsHoldEveryPayload(text), "\(css.lastPathComponent)")
            let page = """
            <!doctype html><html><head><link rel="stylesheet" href="\(css.absoluteString)"><style>\(text)</style></head>
            <body><pre id="out"></pre><script>
            const result = {sheets: document.styleSheets.length, rules: [], background: getComputedStyle(document.body).backgroundColor,
                            injected: getComputedStyle(document.documentElement).getPropertyValue('--injected')};
            for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) {
              const props = [];
              const inner = rule.cssRules ? [...rule.cssRules] : [rule];
              for (const r of inner) if (r.style) for (let i = 0; i < r.style.length; i++) props.push(r.style[i]);
              result.rules.push({selector: rule.selectorText || rule.cssText.slice(0, 60), props: props});
            }
            document.getElementById('out').textContent = JSON.stringify(result);
            </script></body></html>
            """
            let out = try BrowserCSSTests.run(page: page)
            let result = try #require(JSONReader.read(SourceFile(path: "result", text: out)).value?.objectValue, "page output: \(out.prefix(500))")
            #expect(result["sheets"] == 2)
            #expect(result["background"] == "rgba(0, 0, 0, 0)", "an injected body rule applied")
            #expect(result["injected"] == "", "an injected custom property applied")
            for rule in result["rules"]?.arrayValue ?? [] {
                let selector = rule.objectValue?["selector"]?.stringValue ?? ""
                #expect(selector.hasPrefix(":root") || selector.hasPrefix("[data-theme=") || selector.hasPrefix("@"), "injected rule \(selector)")
                for prop in rule.objectValue?["props"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                    #expect(prop.hasPrefix("--c-c"), "injected declaration \(prop) in \(selector)")
                }
            }
        }
    }

    @Test func swiftAndJSONKeepTheNamesWithTheirCombiningMarks() throws {
        let p = try HostileProject(Self.project)
        defer { p.removeAll() }
        let r = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        #expect(r.status == 0, "\(r.stderr)")
        let brands = ["b \(Self.payload(Self.closers[0]))", "plain"], themes = ["light", "t \(Self.payload(Self.closers[1]))"]
        let swift = try HostileEmitTests.files(p, "Swift")
        let main = "print(DesignTokens.brandNames)\nprint(DesignTokens.Theme.allCases.map(\\.rawValue))\n"
        #expect(try HostileSwift.run(swift, main: main) == "\(brands)\n\(themes)\n")
        let manifest = try String(contentsOf: p.url("out/JSON/manifest.json"), encoding: .utf8)
        let doc = try #require(JSONReader.read(SourceFile(path: "manifest.json", text: manifest)).value?.objectValue)
        #expect(doc["brands"]?.arrayValue?.compactMap(\.stringValue) == brands)
        #expect(doc["themes"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue } == themes)
        #expect(!manifest.contains("</"))
    }

    /// True when each payload's `injected: 1` lies inside a comment (between a `/*` and the first `*/` after
    /// it) or a quoted string, read scalar by scalar as a CSS tokenizer does.
    static func commentsHoldEveryPayload(_ css: String) -> Bool {
        let s = Array(css.unicodeScalars)
        var inComment = false
        var i = 0
        let marker = Array("injected: 1".unicodeScalars)
        while i < s.count {
            if !inComment, s[i] == "\"" {
                i += 1
                while i < s.count, s[i] != "\"" { i += s[i] == "\\" ? 2 : 1 }
                i += 1
                continue
            }
            if !inComment, i + 1 < s.count, s[i] == "/", s[i + 1] == "*" { inComment = true; i += 2; continue }
            if inComment, i + 1 < s.count, s[i] == "*", s[i + 1] == "/" { inComment = false; i += 2; continue }
            if !inComment, i + marker.count <= s.count, Array(s[i..<i + marker.count]) == marker { return false }
            i += 1
        }
        return true
    }

    // MARK: Terminal

    /// A token name that, printed raw, clears the screen and starts a forged diagnostic line (names may not hold `.`).
    static let forgedName = "n\u{1B}[2J\u{9B}31m\r\nTokens/fake:1:1: error: forged [forged]\u{202E}"

    /// No scalar `DisplayText` escapes except line feeds, and no line starting with the forged location.
    static func expectTerminalSafe(_ text: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!text.unicodeScalars.contains { $0 != "\n" && DisplayText.isUnsafe($0) }, "\(what): \(text.debugDescription)", sourceLocation: sourceLocation)
        for line in text.split(separator: "\n") {
            #expect(!line.hasPrefix("Tokens/fake"), "\(what): forged line \(line.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    /// Tokens named and valued with the forged text, and a reference to it.
    static var forgedTokens: String {
        JSONWriter.string(.object(JSONObject([
            JSONMember(key: forgedName, value: ["$type": "fontFamily", "$value": .string("v\u{1B}[2J\r\nTokens/fake:2:2: error: forged"), "$description": .string(forgedName)]),
            JSONMember(key: "alias", value: ["$type": "fontFamily", "$value": .string("{\(forgedName)}")]),
        ])))
    }

    @Test func diagnosticsCannotForgeALine() throws {
        let p = try HostileProject([
            "tokens/tokenc.json": #"{"tokens": ["t.json"], "output": "../out", "css": {"path": "CSS"}}"#,
            "tokens/t.json": #"{"a": {"$type": "color", "$value": "{x\u001b[2J\r\nTokens/fake.json:1:1: error: forged [forged]}"}}"#,
        ])
        defer { p.removeAll() }
        let r = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("unresolved reference {x\\u{1B}[2J\\r\\nTokens/fake.json:1:1: error: forged [forged]} [unresolved-reference]"), "\(r.stderr)")
        Self.expectTerminalSafe(r.stderr, "build")
        Self.expectTerminalSafe(r.stdout, "build")
    }

    @Test func resolveAndExplainShowControlCharacters() throws {
        let p = try HostileProject([
            "tokens/tokenc.json": #"{"tokens": ["t.json"], "output": "../out", "css": {"path": "CSS"}}"#,
            "tokens/t.json": Self.forgedTokens,
        ])
        defer { p.removeAll() }
        let resolved = try p.tokenc(["resolve", "--format", "text", "tokens/t.json"])
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(resolved.stdout.contains("n\\u{1B}[2J\\u{9B}31m\\r\\nTokens/fake:1:1: error: forged [forged]\\u{202E}  fontFamily"), "\(resolved.stdout)")
        Self.expectTerminalSafe(resolved.stdout, "resolve --format text")
        let explained = try p.tokenc(["explain", "alias", "--config", "tokens/tokenc.json"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("→ {n\\u{1B}[2J"), "\(explained.stdout)")
        Self.expectTerminalSafe(explained.stdout, "explain")
        let missing = try p.tokenc(["explain", Self.forgedName + "x", "--config", "tokens/tokenc.json"])
        #expect(missing.status == 1)
        Self.expectTerminalSafe(missing.stderr, "explain of a missing token")
    }

    @Test func permutationLabelsShowControlCharacters() throws {
        let resolver: JSONValue = [
            "version": "2025.10",
            "modifiers": ["theme": ["contexts": .object(JSONObject([
                JSONMember(key: "light", value: [["a": ["$type": "number", "$value": 1]]]),
                JSONMember(key: Self.forgedName, value: [["a": ["$type": "number", "$value": 2]]]),
            ])), "default": "light"]],
            "resolutionOrder": [["$ref": "#/modifiers/theme"]],
        ]
        let p = try HostileProject([
            "tokens/tokenc.json": #"{"resolver": "r.json", "output": "../out", "themes": {"modifier": "theme"}, "css": {"path": "CSS"}}"#,
            "tokens/r.json": JSONWriter.string(resolver),
        ])
        defer { p.removeAll() }
        let listed = try p.tokenc(["permutations", "--config", "tokens/tokenc.json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("theme=n\\u{1B}[2J"), "\(listed.stdout)")
        Self.expectTerminalSafe(listed.stdout, "permutations")
        // An unknown context: the error lists the resolver's contexts.
        let diff = try p.tokenc(["diff", "--config", "tokens/tokenc.json", "--from", "theme=nope", "--to", "theme=light"])
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("has no context \"nope\""), "\(diff.stderr)")
        Self.expectTerminalSafe(diff.stdout + diff.stderr, "diff")
    }

    @Test func buildSummariesShowControlCharactersInPaths() throws {
        let dir = "out\u{1B}[2J\r\nTokens/fake:1:1: error: forged"
        let config = JSONWriter.string(["tokens": ["t.json"], "output": .string("../" + dir), "css": ["path": "CSS"]])
        let p = try HostileProject([
            "tokens/tokenc.json": config,
            "tokens/t.json": ##"{"a": {"$type": "color", "$value": "#102030"}}"##,
        ])
        defer { p.removeAll() }
        let built = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains("\\u{1B}[2J\\r\\n"), "\(built.stdout)")
        Self.expectTerminalSafe(built.stdout + built.stderr, "build summary")
        let again = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        Self.expectTerminalSafe(again.stdout + again.stderr, "up-to-date summary")
        try "{\"a\": {\"$type\": \"color\", \"$value\": \"#203040\"}}".write(to: p.url("tokens/t.json"), atomically: true, encoding: .utf8)
        let checked = try p.tokenc(["build", "--config", "tokens/tokenc.json", "--check"])
        #expect(checked.status == 1)
        Self.expectTerminalSafe(checked.stdout + checked.stderr, "check")
        let swift = try p.tokenc(["build", "--config", "tokens/tokenc.json", "--swift-file", dir + ".swift"])
        #expect(swift.status == 0, "\(swift.stderr)")
        Self.expectTerminalSafe(swift.stdout + swift.stderr, "--swift-file")
    }
}
