import Foundation
import Testing
@testable import TokenCore

/// The diff renderers on a fixture with every change kind (`Fixtures/diff/kinds`: two versions, two themes,
/// a contrast pair): golden text, Markdown and JSON, and the JSON read back.
@Suite struct DiffRenderTests {
    /// The fixture's files, by path under `Fixtures/diff/kinds`.
    static func file(_ path: String) throws -> SourceFile {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/diff/kinds").appendingPathComponent(path)
        return SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))
    }

    /// One version's permutations: theme=light reads `base`, theme=dark reads `base` then `dark`.
    static func sides(_ version: String) throws -> [DiffSide] {
        let base = try file("\(version)/base.tokens.json"), dark = try file("\(version)/dark.tokens.json")
        func tokens(_ files: [SourceFile]) -> ResolvedTokens {
            let c = Compiler.compile(files: files)
            #expect(!c.hasErrors)
            return c.permutations[0].tokens
        }
        return [DiffSide(permutation: Permutation([("theme", "light")]), tokens: tokens([base])),
                DiffSide(permutation: Permutation([("theme", "dark")]), tokens: tokens([base, dark]), backdrop: DiffSide.black)]
    }

    /// The fixture's options: the contrast pairs of its tokenc.json.
    static func options() throws -> DiffOptions {
        let config = try #require(Config.decode(try file("tokenc.json")).config)
        return DiffOptions(validation: config.validation)
    }

    static func diff() throws -> TokenDiff {
        TokenDiffer.compare(versions: try sides("old"), try sides("new"), baseName: "v1.0.0", headName: "working tree", options: try options())
    }

    @Test func golden() throws {
        let d = try Self.diff()
        try Golden.check([
            "report.txt": Array(DiffTextRenderer().render(d).utf8),
            "report.md": Array(DiffMarkdownRenderer().render(d).utf8),
            "report.json": Array(DiffJSONRenderer().render(d).utf8),
            "report.html": Array(DiffHTMLRenderer().render(d).utf8),
        ], against: "diff/kinds/expected")
    }

    @Test func everyKindIsClassified() throws {
        let d = try Self.diff()
        let byPath = Dictionary(uniqueKeysWithValues: d.changes.map { ("\($0.path)@\($0.permutations.joined(separator: "|"))", $0.kinds.map(\.rawValue).joined(separator: ",")) })
        #expect(byPath == [
            "border.focus@theme=light|theme=dark": "value-changed,reference-changed",
            "color.action@theme=light|theme=dark": "reference-changed",
            "color.gray.500@theme=light|theme=dark": "value-changed",
            "color.primary@theme=light|theme=dark": "renamed,value-changed",
            "color.surface.default@theme=dark": "value-changed",
            "color.text.secondary@theme=light": "value-changed",
            "elevation.raised@theme=light|theme=dark": "added",
            "motion.fast@theme=light|theme=dark": "description-changed",
            "opacity.disabled@theme=light|theme=dark": "undeprecated",
            "opacity.ratio@theme=light|theme=dark": "type-changed",
            "retired@theme=light|theme=dark": "removed",
            "size.gap@theme=light|theme=dark": "value-changed",
            "size.legacy@theme=light|theme=dark": "deprecation-changed",
            "size.sm@theme=light|theme=dark": "renamed",
            "size.tiny@theme=light|theme=dark": "deprecated",
            "size.touch-target@theme=light|theme=dark": "value-changed",
        ])
        #expect(d.bump == .major)
        #expect(d.breakingCount == 4)
        // The contrast regression is in the light theme only (the dark theme overrides the text colour).
        let text = try #require(d.changes.first { $0.path.description == "color.text.secondary" })
        #expect(text.contrast.map(\.text) == ["color.text.secondary on color.surface.default (text, 4.5:1): 4.54 pass → 4.47 fail"])
    }

    @Test func jsonReadsBack() throws {
        let text = DiffJSONRenderer().render(try Self.diff())
        let read = JSONReader.read(SourceFile(path: "diff.json", text: text))
        #expect(read.diagnostics.isEmpty)
        let root = try #require(read.value?.objectValue)
        #expect(root["tokencDiff"] == .number(1))
        #expect(root["mode"] == .string("versions"))
        #expect(root["semver"] == .string("major"))
        #expect(root["counts"]?.objectValue?["renamed"] == .number(2))
        let changes = try #require(root["changes"]?.arrayValue)
        #expect(changes.count == 16)
        let renamed = try #require(changes.first { $0.objectValue?["path"] == .string("color.primary") }?.objectValue)
        #expect(renamed["oldPath"] == .string("color.brand"))
        #expect(renamed["rename"] == ["evidence": "extension-id", "extension": "com.tokenc.id", "id": "brand-primary"])
        #expect(renamed["new"]?.objectValue?["display"] == .string("#6d28d9"))
        #expect(renamed["delta"]?.objectValue?["deltaE2000"]?.numberValue.map { $0 > 0 } == true)
        let gap = try #require(changes.first { $0.objectValue?["path"] == .string("size.gap") }?.objectValue)
        #expect(gap["delta"] == ["value": 4, "unit": "px"])
    }

    @Test func outputIsDeterministicAndColouredOnlyWhenAsked() throws {
        let a = try Self.diff(), b = try Self.diff()
        #expect(DiffTextRenderer().render(a) == DiffTextRenderer().render(b))
        #expect(DiffJSONRenderer().render(a) == DiffJSONRenderer().render(b))
        #expect(!DiffTextRenderer().render(a).contains("\u{1B}["))
        let coloured = DiffTextRenderer(colors: true).render(a)
        #expect(coloured.contains("\u{1B}[31m- retired\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[32m+ elevation.raised\u{1B}[0m"))
    }

    @Test func emptyDiffRendersAsNoDifferences() throws {
        let s = try Self.sides("old")
        let d = TokenDiffer.compare(versions: s, s, baseName: "HEAD", headName: "working tree")
        #expect(d.isEmpty)
        #expect(DiffTextRenderer().render(d) == "Token diff: HEAD → working tree (2 permutations compared)\nSuggested version bump: none\nNo differences.\n")
        #expect(DiffMarkdownRenderer().render(d) == "### Token diff: `HEAD` → `working tree`\n\n**Suggested version bump: none** — no differences.\n")
        let json = DiffJSONRenderer().value(d)
        #expect(json.objectValue?["changes"] == .array([]))
        #expect(json.objectValue?["semver"] == .string("none"))
    }

    @Test func markdownEscapesTableCells() {
        let t = Compiled(#"{"a": {"$type": "number", "$value": 1, "$description": "x | y"}}"#).tokens
        let u = Compiled(#"{"a": {"$type": "number", "$value": 1, "$description": "x | *z*\nnext"}}"#).tokens
        let md = DiffMarkdownRenderer().render(TokenDiffer.compare(permutation: DiffSide(tokens: t), with: DiffSide(tokens: u)))
        #expect(md.contains(#"| `a` | description-changed | `1` | `1` | description: "x \| y" → "x \| \*z\*\\nnext" |"#))
    }
}
