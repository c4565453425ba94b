import Foundation
import Testing
@testable import TokenCore

/// The two real resolver documents of the DTCG playground (`Tests/Corpus/dtcg/playground-examples/`), built as
/// `tokenc build --resolver` builds them: every permutation compiled, validated with the default rules, and every
/// output rendered with default options. Figma's Simple Design System builds as published; GitHub Primer as
/// published has upstream defects tokenc reports (pinned here), and its golden outputs come from a corrected copy
/// (see `correctedPrimer()`). Goldens: `Fixtures/playground/<name>/` (`TOKENC_RECORD=1` re-records and fails).
@Suite struct PlaygroundBuildTests {
    /// A resolver project held in memory: its files by path (as the resolver's `$ref`s join to them).
    struct Project {
        var resolverPath: String
        var files: [String: SourceFile]

        /// Rewrites the JSON of file `path` (it must exist and parse) with `edit`, re-serialised.
        mutating func edit(_ path: String, _ edit: (inout JSONValue) throws -> Void) throws {
            let file = try #require(files[path], "\(path) is not in the project")
            var json = try #require(JSONReader.read(file).value, "\(path) does not parse")
            try edit(&json)
            files[path] = SourceFile(path: path, text: JSONWriter.string(json, pretty: true) + "\n")
        }
    }

    /// What a build produced: output files (empty when it stopped on errors) and every diagnostic, located.
    struct Build {
        var files: [OutputFile]
        var diagnostics: [Diagnostic]
        var permutations: [CompiledPermutation]
        /// The diagnostics as `tokenc` prints them (without code frames), with the summary line.
        var diagnosticsText: String
    }

    /// Every file under `playground-examples/<folder>`, keyed `<folder>/<relative path>`.
    static func load(_ folder: String, resolver: String) throws -> Project {
        let root = ResolverFixtures.corpus.appendingPathComponent("playground-examples")
        let base = root.appendingPathComponent(folder)
        var files: [String: SourceFile] = [:]
        let e = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        for case let url as URL in e where url.pathExtension == "json" {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[relative] = SourceFile(path: relative, bytes: Array(try Data(contentsOf: url)))
        }
        return Project(resolverPath: folder + "/" + resolver, files: files)
    }

    /// The build `tokenc build --resolver` runs (`TokenBuild`, the CLI's entry too), on files in memory.
    static func build(_ project: Project) throws -> Build {
        let build = TokenBuild(project: .resolver(project.resolverPath), sources: InMemorySourceProvider(project.files))
        let outcome = try build.run().get()
        let diagnostics = outcome.reported + (outcome.rendered?.diagnostics ?? [])
        let locator = DiagnosticLocator(files: Array(project.files.values))
        let located = locator.locate(diagnostics)
        return Build(files: outcome.rendered?.files ?? [], diagnostics: located, permutations: outcome.compiled.compilation.permutations,
                     diagnosticsText: DiagnosticRenderer(locator: locator).text(located))
    }

    /// Checks every output file and the diagnostics against `Fixtures/playground/<name>/`.
    static func expectGolden(_ build: Build, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var produced: [String: [UInt8]] = ["diagnostics.txt": Array(build.diagnosticsText.utf8)]
        for f in build.files { produced[f.path] = f.contents }
        try Golden.check(produced, against: "playground/\(name)", sourceLocation: sourceLocation)
    }

    // MARK: Figma SDS

    @Test func figmaSimpleDesignSystemBuildsAsPublished() throws {
        let build = try Self.build(try Self.load("figma-sds", resolver: "sds.resolver.json"))
        #expect(build.diagnostics.isEmpty, "\(build.diagnosticsText)")
        #expect(build.permutations.map(\.identifier) == ["theme-light", "theme-dark"])
        #expect(build.files.map(\.path).sorted() == [
            "css/tokens.css", "json/manifest.json", "json/tokens/dark.flat.json", "json/tokens/dark.json",
            "json/tokens/light.flat.json", "json/tokens/light.json", "swift/DesignTokens+Tokens.swift", "swift/DesignTokens.swift",
        ])
        // Its 19 typography tokens give neither letterSpacing nor lineHeight.
        let light = build.permutations[0].tokens
        let typography = light.tokens.filter { $0.type == .typography }
        #expect(typography.count == 19)
        #expect(light[TokenPath(["typography", "titleHero"])]?.value == .typography(TypographyValue(
            fontFamily: ["inter", "sans-serif"], fontSize: DimensionValue(4.5, .rem), fontWeight: 700)))
        try Self.expectGolden(build, "figma-sds")
    }

    /// The generated Swift of Figma SDS compiles with `swiftc` and gives the token values back.
    @Test func figmaSimpleDesignSystemSwiftCompilesAndRuns() throws {
        let build = try Self.build(try Self.load("figma-sds", resolver: "sds.resolver.json"))
        let swift = build.files.filter { $0.path.hasPrefix("swift/") }
            .map { OutputFile(path: String($0.path.dropFirst("swift/".count)), contents: $0.contents) }
        #expect(swift.count == 2)
        let output = try SwiftCompiler.run(swift, main: #"""
        let sds = DesignTokens.Tokens()
        let hero = sds.typography.titleHero
        print(hero.fontFamily, hero.fontSize, hero.fontWeight, hero.letterSpacing, hero.lineHeight ?? -1)
        print(sds.color.background.default.default[.light].hex, sds.color.background.default.default[.dark].hex)
        print(sds.size.stroke.border, DesignTokens.Theme.allCases.map(\.rawValue))
        print(DesignTokens.typography.titleHero.fontSize, DesignTokens.color.background.default.default(.dark).hex)
        """#)
        #expect(output == """
        ["inter", "sans-serif"] 72.0 700.0 0.0 -1.0
        #ffffff #1e1e1e
        1.0 ["light", "dark"]
        72.0 #1e1e1e

        """)
    }

    // MARK: GitHub Primer

    /// As published, Primer's resolver document leaves out `functional/size/border.tokens.json`, which defines
    /// `borderWidth.*` and `borderRadius.*`, and no file of the example defines `overlay.borderColor`. tokenc reports
    /// every such reference as a located error (once, though all 15 permutations have it) and writes nothing.
    @Test func githubPrimerAsPublishedReportsItsDefects() throws {
        let build = try Self.build(try Self.load("github-primer", resolver: "primer.resolver.json"))
        #expect(build.files.isEmpty)
        let errors = build.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 28)
        #expect(errors.allSatisfy { $0.code == .unresolvedReference })
        let targets = Dictionary(grouping: errors, by: { String($0.message.dropFirst("unresolved reference ".count)) }).mapValues(\.count)
        #expect(targets == ["{borderWidth.default}": 23, "{overlay.borderColor}": 4, "{borderRadius.medium}": 1])
        #expect(Set(errors.compactMap(\.location?.file)) == [
            "github-primer/functional/border/border.tokens.json", "github-primer/functional/shadow/shadow.tokens.json",
            "github-primer/functional/size/size.tokens.json",
        ])
        let lines = errors.map { "\($0.location?.formatted ?? "-"): \($0.message)" }
        #expect(lines.contains("github-primer/functional/border/border.tokens.json:18:18: unresolved reference {borderWidth.default}"))
        #expect(lines.contains("github-primer/functional/size/size.tokens.json:268:17: unresolved reference {borderRadius.medium}"))
        #expect(lines.contains("github-primer/functional/shadow/shadow.tokens.json:77:22: unresolved reference {overlay.borderColor}"))
        #expect(errors.allSatisfy { $0.permutation == nil }, "reported once, not once per permutation")
        // Warnings: the two token files no set reads (one of them defines the missing `borderWidth`), six
        // vendor-typed viewport ranges left out, and the one `em` font size.
        let warnings = build.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.filter { $0.code == .unusedFile }.map { $0.location?.file } == [
            "github-primer/functional/size/border.tokens.json", "github-primer/functional/size/breakpoints.tokens.json",
        ])
        #expect(warnings.map(\.code).filter { $0 != .unusedFile } == Array(repeating: .unknownType, count: 6) + [.nonStandardUnit])
        #expect(warnings.last?.location?.formatted == "github-primer/functional/typography/typography.tokens.json:260:19")
        #expect(build.diagnostics.count == 37)
    }

    /// Primer with its upstream defects corrected, each the smallest change that states the evident intent:
    /// 1. the resolver's `functional` set also lists `functional/size/border.tokens.json` (which defines the
    ///    `borderWidth.*` and `borderRadius.*` tokens 24 references name);
    /// 2. `overlay.borderColor`, which no file of the example defines (upstream it lives in a colour file the
    ///    example does not include), is given by an inline source in that set, as `{borderColor.default}`: the four
    ///    shadow layers that use it set their own `alpha`, so only its RGB matters;
    /// 3. in the newly listed file, `boxShadow.thick` and `boxShadow.thicker` get the `"$type": "string"` their
    ///    sibling `boxShadow.thin` has (untyped, their Style Dictionary string interpolation is a malformed
    ///    reference; typed `string`, all three are carried as their text with a `non-standard-type` warning);
    /// 4. the misspelt `control.transparent.bgColor.cactive` of the light high-contrast theme is renamed `active`
    ///    (as spelt, it exists in one theme only: a `missing-in-context` error).
    static func correctedPrimer() throws -> Project {
        var project = try load("github-primer", resolver: "primer.resolver.json")
        try project.edit("github-primer/primer.resolver.json") { json in
            try append(to: &json, at: ["sets", "functional", "sources"], [
                ["$ref": "functional/size/border.tokens.json"],
                ["overlay": ["borderColor": ["$type": "color", "$value": "{borderColor.default}"]]],
            ])
        }
        try project.edit("github-primer/functional/size/border.tokens.json") { json in
            for name in ["thick", "thicker"] { try set(&json, at: ["boxShadow", name, "$type"], "string") }
        }
        try project.edit("github-primer/functional/color/control.light-high-contrast.tokens.json") { json in
            try rename(&json, at: ["control", "transparent", "bgColor"], "cactive", to: "active")
        }
        return project
    }

    @Test func githubPrimerCorrectedBuildsEveryPermutation() throws {
        let build = try Self.build(try Self.correctedPrimer())
        #expect(!build.diagnostics.hasErrors, "\(build.diagnosticsText)")
        #expect(build.permutations.count == 15)
        // Warnings only: the breakpoints file no set reads, the three boxShadow strings (non-standard, kept), six
        // vendor-typed viewport ranges, the em font size.
        #expect(build.diagnostics.filter { $0.code == .unusedFile }.map { $0.location?.file } == ["github-primer/functional/size/breakpoints.tokens.json"])
        #expect(build.diagnostics.map(\.code).filter { $0 != .unusedFile }
            == Array(repeating: .nonStandardType, count: 3) + Array(repeating: .unknownType, count: 6) + [.nonStandardUnit])
        // The Style Dictionary interpolation is a `string` token's text, carried as written.
        #expect(build.permutations[0].tokens[TokenPath(["boxShadow", "thin"])]?.value == .string("inset 0 0 0 {borderWidth.thin}"))
        // Size is the brand axis (not a theme), so CSS is one file per size and JSON one folder per size.
        #expect(build.files.filter { $0.path.hasPrefix("css/") }.map(\.path).sorted() == ["css/coarse.css", "css/default.css", "css/fine.css"])
        #expect(build.files.filter { $0.path.hasPrefix("json/") && $0.path.hasSuffix(".flat.json") }.count == 15)
        #expect(build.files.count == 38)
        // Typography with and without a line height; an `em` font size kept as em; font stacks written as one
        // string read as their names.
        let light = build.permutations[0].tokens
        #expect(light[TokenPath(["text", "codeInline", "shorthand"])]?.value == .typography(TypographyValue(
            fontFamily: ["ui-monospace", "SFMono-Regular", "SF Mono", "Menlo", "Consolas", "Liberation Mono", "monospace"],
            fontSize: DimensionValue(0.9285, .em), fontWeight: 400)))
        #expect(light[TokenPath(["text", "display", "shorthand"])]?.value == .typography(TypographyValue(
            fontFamily: ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "Helvetica", "Arial", "sans-serif", "Apple Color Emoji", "Segoe UI Emoji"],
            fontSize: DimensionValue(40, .px), fontWeight: 500, lineHeight: 1.4)))
        #expect(light[TokenPath(["borderWidth", "default"])]?.value == .dimension(DimensionValue(1, .px)))
        try Self.expectGolden(build, "github-primer")
    }

    /// The corrected Primer's generated Swift compiles in Swift 6 mode and reads through static access, the
    /// size brands chosen by name.
    @Test func githubPrimerCorrectedSwiftCompilesAndRuns() throws {
        let build = try Self.build(try Self.correctedPrimer())
        let swift = build.files.filter { $0.path.hasPrefix("swift/") }
            .map { OutputFile(path: String($0.path.dropFirst("swift/".count)), contents: $0.contents) }
        let output = try SwiftCompiler.run(swift, main: #"""
        print(DesignTokens.brandNames, DesignTokens.Theme.allCases.count, DesignTokens.borderWidth.default)
        print(DesignTokens.use(named: "fine"), DesignTokens.current is DesignTokens.Fine)
        """#)
        #expect(output == """
        ["default", "coarse", "fine"] 5 1.0
        true true

        """)
    }

    // MARK: JSON editing for the corrected copy

    /// Appends `items` to the array at `path` of `json`.
    static func append(to json: inout JSONValue, at path: [String], _ items: [JSONValue]) throws {
        try modify(&json, at: path) { value in
            guard case .array(var a) = value else { throw ResolverFixtures.FixtureError.missing("array at /\(path.joined(separator: "/"))") }
            a += items
            value = .array(a)
        }
    }

    /// Sets member `path.last` of the object at `path.dropLast()`.
    static func set(_ json: inout JSONValue, at path: [String], _ newValue: JSONValue) throws {
        try modify(&json, at: Array(path.dropLast())) { value in
            guard case .object(var o) = value else { throw ResolverFixtures.FixtureError.missing("object at /\(path.dropLast().joined(separator: "/"))") }
            o[path[path.count - 1]] = newValue
            value = .object(o)
        }
    }

    /// Renames member `old` of the object at `path` to `new`, keeping its place.
    static func rename(_ json: inout JSONValue, at path: [String], _ old: String, to new: String) throws {
        try modify(&json, at: path) { value in
            guard case .object(var o) = value, let i = o.members.firstIndex(where: { $0.key == old }) else {
                throw ResolverFixtures.FixtureError.missing("/\(path.joined(separator: "/"))/\(old)")
            }
            o.members[i].key = new
            value = .object(o)
        }
    }

    /// Applies `change` to the node at `path` (object members only).
    static func modify(_ json: inout JSONValue, at path: [String], _ change: (inout JSONValue) throws -> Void) throws {
        guard let first = path.first else { return try change(&json) }
        guard case .object(var o) = json, var child = o[first] else { throw ResolverFixtures.FixtureError.missing("/\(path.joined(separator: "/"))") }
        try modify(&child, at: Array(path.dropFirst()), change)
        o[first] = child
        json = .object(o)
    }
}
