import Testing
@testable import TokenCore

/// Token file lists as projects write them: globs, directories and files, in tokenc.json and as a `.files`
/// project (the command line), expanded through the source provider.
@Suite struct TokenInputsTests {
    /// Builds `project` from `texts` held in memory.
    static func run(_ texts: [String: String], project: TokenProject = .config("tokens/tokenc.json")) throws -> TokenBuild.Outcome {
        let files = texts.reduce(into: [String: SourceFile]()) { $0[$1.key] = SourceFile(path: $1.key, text: $1.value) }
        return try TokenBuild(project: project, options: BuildOptions(), sources: InMemorySourceProvider(files)).run().get()
    }

    /// The diagnostics of `outcome`, located.
    static func located(_ outcome: TokenBuild.Outcome) -> [Diagnostic] {
        DiagnosticLocator(files: outcome.compiled.sources).locate(outcome.compiled.diagnostics)
    }

    static let tree = [
        "tokens/src/color/base.json": ##"{"red": {"$type": "color", "$value": "#ff0000"}, "n": {"$type": "number", "$value": 1}}"##,
        "tokens/src/color/z-brand.json": #"{"n": {"$type": "number", "$value": 2}}"#,
        "tokens/src/size.json": #"{"s": {"$type": "number", "$value": 4}}"#,
        "tokens/src/notes.txt": "not tokens",
    ]

    @Test func globPatterns() throws {
        let glob = try #require(PathGlob("src/**/*.{json,yaml}"))
        #expect(glob.matches("src/a.json"))
        #expect(glob.matches("src/x/y/b.yaml"))
        #expect(!glob.matches("src/a.yml"))
        #expect(!glob.matches("src/.hidden/a.json"))
        #expect(!glob.matches("other/a.json"))
        #expect(try #require(PathGlob("t/?.json")).matches("t/a.json"))
        #expect(!(try #require(PathGlob("t/?.json")).matches("t/ab.json")))
        #expect(try #require(PathGlob("t/[a-c]*.json")).matches("t/brand.json"))
        #expect(!(try #require(PathGlob("t/[!a-c]*.json")).matches("t/brand.json")))
        #expect(!(try #require(PathGlob("t/*.json")).matches("t/.secret.json")))
        #expect(PathGlob.base(of: "tokens/src/**/*.json") == "tokens/src")
        #expect(PathGlob.base(of: "*.json") == "")
        #expect(PathGlob.isPattern("a/{b,c}.json") && !PathGlob.isPattern("a/b.json"))
        // Braces that multiply past the bound are refused, not expanded.
        #expect(PathGlob(String(repeating: "{a,b}", count: 12)) == nil)
    }

    @Test func configGlobReadsMatchesSortedLaterWinning() throws {
        var texts = Self.tree
        texts["tokens/tokenc.json"] = #"{"tokens": ["src/**/*.json"], "json": {}, "output": "out"}"#
        let outcome = try Self.run(texts)
        #expect(outcome.compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(outcome.compiled.sources.map(\.path).filter { $0.hasSuffix(".json") && !$0.hasSuffix("tokenc.json") }
            == ["tokens/src/color/base.json", "tokens/src/color/z-brand.json", "tokens/src/size.json"])
        let tokens = try #require(outcome.compiled.compilation.permutations.first).tokens
        // z-brand.json sorts after base.json, so its n wins.
        #expect(tokens["n"]?.value == .number(2))
        #expect(tokens["s"] != nil)
    }

    @Test func directoryEntryReadsItsTokenFilesRecursively() throws {
        var texts = Self.tree
        texts["tokens/tokenc.json"] = #"{"tokens": ["src"], "json": {}, "output": "out"}"#
        let outcome = try Self.run(texts)
        #expect(outcome.compiled.sources.map(\.path).filter { $0.contains("/src/") }
            == ["tokens/src/color/base.json", "tokens/src/color/z-brand.json", "tokens/src/size.json"])
    }

    @Test func globMatchingNothingIsLocatedInTheConfig() throws {
        var texts = Self.tree
        texts["tokens/tokenc.json"] = "{\"tokens\": [\"src/size.json\",\n  \"nowhere/**/*.json\"], \"json\": {}, \"output\": \"out\"}"
        let outcome = try Self.run(texts)
        let error = try #require(Self.located(outcome).first { $0.code == .fileNotFound })
        #expect(error.message == "no file matches nowhere/**/*.json")
        #expect(error.location?.file == "tokens/tokenc.json")
        #expect(error.location?.line == 2 && error.location?.column == 3)
        #expect(outcome.rendered == nil)
    }

    @Test func globOutsideTheRootIsRefused() throws {
        var texts = Self.tree
        texts["common/secret.json"] = #"{"x": {"$type": "number", "$value": 1}}"#
        texts["tokens/tokenc.json"] = #"{"tokens": ["../common/*.json"], "json": {}, "output": "out"}"#
        let outcome = try Self.run(texts)
        #expect(outcome.compiled.diagnostics.contains { $0.code == .sourceOutsideRoot })
        #expect(!outcome.compiled.sources.contains { $0.path.hasSuffix("secret.json") })
        texts["tokens/tokenc.json"] = #"{"tokens": ["../common/*.json"], "allowedRoots": ["../common"], "json": {}, "output": "out"}"#
        #expect(try Self.run(texts).compiled.sources.contains { $0.path.hasSuffix("secret.json") })
    }

    @Test func declaredFormatAppliesToEveryMatch() throws {
        let texts = [
            "tokens/legacy/a.json": #"{"c": {"value": 3, "type": "number"}}"#,
            "tokens/tokenc.json": #"{"tokens": [{"path": "legacy/*.json", "format": "style-dictionary"}], "json": {}, "output": "out"}"#,
        ]
        let outcome = try Self.run(texts)
        #expect(outcome.compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(outcome.compiled.compilation.permutations.first?.tokens["c"]?.value == .number(3))
    }

    @Test func filesProjectExpandsGlobsAndDirectories() throws {
        let outcome = try Self.run(Self.tree, project: .files(["tokens/src/size.json", "tokens/src/color/*.json"]))
        #expect(outcome.compiled.sources.map(\.path)
            == ["tokens/src/size.json", "tokens/src/color/base.json", "tokens/src/color/z-brand.json"])
    }

    // MARK: YAML

    static let json = #"""
    {
      "color": {
        "$type": "color",
        "brand": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$description": "Brand red"},
        "accent": {"$value": "{color.brand}"}
      },
      "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}},
      "100": {"$type": "number", "$value": 1.5},
      "flag": {"$type": "fontWeight", "$value": 700}
    }
    """#

    static let yaml = """
    # The same tokens as JSON.
    color:
      $type: color
      brand:
        $value:
          colorSpace: srgb
          components: [1, 0, 0]
        $description: "Brand red"
      accent:
        $value: "{color.brand}"
    space:
      $type: dimension
      md:
        $value: {value: 16, unit: px}
    100:
      $type: number
      $value: 1.5
    flag:
      $type: fontWeight
      $value: 700
    """

    @Test func yamlGivesTheSameOutputsAsJSON() throws {
        let config = #"{"tokens": ["t.FORMAT"], "json": {}, "css": {}, "swift": {}, "output": "out"}"#
        let fromJSON = try Self.run(["tokens/t.json": Self.json, "tokens/tokenc.json": config.replacingOccurrences(of: "FORMAT", with: "json")])
        let fromYAML = try Self.run(["tokens/t.yaml": Self.yaml, "tokens/tokenc.json": config.replacingOccurrences(of: "FORMAT", with: "yaml")])
        #expect(fromYAML.compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        let a = try #require(fromJSON.rendered).files.filter { $0.path != "manifest.json" }
        let b = try #require(fromYAML.rendered).files.filter { $0.path != "manifest.json" }
        #expect(a.count > 2)
        #expect(a.map(\.path) == b.map(\.path))
        // JSON outputs name their source file; CSS and Swift carry only the tokens.
        for (x, y) in zip(a, b) where x.path.hasSuffix(".css") || x.path.hasSuffix(".swift") {
            #expect(String(decoding: x.contents, as: UTF8.self).replacingOccurrences(of: "t.json", with: "t.yaml")
                == String(decoding: y.contents, as: UTF8.self), "\(x.path)")
        }
    }

    @Test func yamlErrorsAreLocated() throws {
        let broken = Self.yaml.replacingOccurrences(of: "\"{color.brand}\"", with: "\"{color.missing}\"")
            .replacingOccurrences(of: "$value: 700", with: "$value: heavy-ish")
        let outcome = try Self.run(["tokens/t.yml": broken, "tokens/tokenc.json": #"{"tokens": ["t.yml"], "json": {}, "output": "out"}"#])
        let found = Self.located(outcome)
        let reference = try #require(found.first { $0.code == .unresolvedReference })
        #expect(reference.location?.file == "tokens/t.yml")
        #expect(reference.location?.line == 10 && reference.location?.column == 13)
        let weight = try #require(found.first { $0.code == .invalidValue })
        #expect(weight.location?.line == 20 && weight.location?.column == 11)
    }

    @Test func yamlSyntaxErrorIsLocated() throws {
        let text = "a:\n  $type: number\n  $value: [1, 2\nb: 3\n"
        let read = JSONReader.read(SourceFile(path: "x.yaml", text: text))
        #expect(read.value == nil)
        let error = try #require(read.diagnostics.first)
        #expect(error.code == .yamlSyntax)
        #expect(error.location?.line == 4 && error.location?.column == 2)
        let duplicate = JSONReader.read(SourceFile(path: "x.yaml", text: "a: 1\nb: 2\na: 3\n"))
        #expect(duplicate.diagnostics.first?.code == .yamlSyntax)
        #expect(duplicate.diagnostics.first?.message.contains("duplicate key \"a\"") == true)
    }

    @Test func yamlScalarsFollowTheCoreSchema() throws {
        let read = JSONReader.read(SourceFile(path: "x.yml", text: "a: yes\nb: true\nc: '12'\nd: 12\ne: 0x10\nf: ~\ng: 1e3\nh: 1.2.3\n"))
        let o = try #require(read.value?.objectValue)
        #expect(o["a"] == .string("yes"))
        #expect(o["b"] == .bool(true))
        #expect(o["c"] == .string("12"))
        #expect(o["d"] == .number(12))
        #expect(o["e"] == .number(16))
        #expect(o["f"] == .null)
        #expect(o["g"] == .number(1000))
        #expect(o["h"] == .string("1.2.3"))
    }

    @Test func yamlAliasBombIsBounded() throws {
        var text = "a0: [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { text += "a\(i): [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text = text.replacingOccurrences(of: "a0: [", with: "a0: &a0 [")
        for i in 1...8 { text = text.replacingOccurrences(of: "a\(i): [", with: "a\(i): &a\(i) [") }
        let read = JSONReader.read(SourceFile(path: "bomb.yaml", text: text))
        #expect(read.value == nil)
        #expect(read.diagnostics.first?.code == .limitExceeded)
        // Anchors reused as intended are fine.
        let ok = JSONReader.read(SourceFile(path: "ok.yaml", text: "base: &b {$type: number, $value: 1}\ncopy: *b\n"))
        #expect(ok.value?.objectValue?["copy"] == ok.value?.objectValue?["base"])
    }

    @Test func directoryEntryReadsYAML() throws {
        let outcome = try Self.run([
            "tokens/src/a.yaml": "n:\n  $type: number\n  $value: 1\n",
            "tokens/src/b.yml": "m:\n  $type: number\n  $value: \"{n}\"\n",
            "tokens/tokenc.json": #"{"tokens": ["src"], "json": {}, "output": "out"}"#,
        ])
        #expect(outcome.compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(outcome.compiled.compilation.permutations.first?.tokens["m"]?.value == .number(1))
    }
}
