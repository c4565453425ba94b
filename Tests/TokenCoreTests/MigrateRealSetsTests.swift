import Foundation
import Testing
@testable import TokenCore

/// `tokenc migrate` on the real sets vendored in `Tests/Corpus/real-world`: each migrated set builds with no
/// error, and its outputs are byte for byte the outputs of building the original directly.
@Suite struct MigrateRealSetsTests {
    /// Designsystemet (Tokens Studio): its `_size.*` scale is math on `_size.unit`, which each Size context sets,
    /// so each computed value goes into a per-context file of that modifier.
    @Test func designsystemetMigratesToTheSameOutputs() throws {
        let original = MigrationFixture.files(try TokensStudioDesignsystemetTests.project())
        let project = TokenProject.tokensStudio("ds/design-tokens", outputDirectory: "out")
        let result = MigrationFixture.migrate(project, root: "ds/design-tokens", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.prefix(5).map { "\($0.code.rawValue) \($0.tokenPath ?? "") \($0.message)" })")
        #expect(result.root == "ds/design-tokens")
        let paths = result.files.map(\.path)
        #expect(paths.contains("computed/Size/small/primitives/modes/size/global.json"), "\(paths)")
        #expect(paths.contains("tokens.resolver.json") && paths.contains("tokenc.json"))
        // Every per-context value is listed, and the expression's removal from the set file.
        #expect(result.changes.contains { $0.file == "computed/Size/large/primitives/modes/size/global.json" && $0.token == "_size.14" })
        #expect(result.changes.contains { $0.file == "primitives/modes/size/global.json" && $0.token == "_size.14" && $0.change.hasPrefix("remove") })
        let resolver = String(decoding: try #require(result.files.first { $0.path == "tokens.resolver.json" }).bytes, as: UTF8.self)
        let doc = try #require(MigrationFixture.json(resolver))
        let small = try #require(doc.value(at: JSONPointer(["modifiers", "Size", "contexts", "small"]))?.arrayValue)
        let refs = small.compactMap { $0.objectValue?["$ref"]?.stringValue }
        let global = try #require(refs.firstIndex(of: "primitives/modes/size/global.json"))
        #expect(refs[global + 1] == "computed/Size/small/primitives/modes/size/global.json", "right after the set it replaces tokens of")

        let migrated = MigrationFixture.placed(result, root: "ds/design-tokens")
        let migratedProject = TokenProject.config("ds/design-tokens/tokenc.json")
        #expect(MigrationFixture.remainingFindings(migratedProject, migrated).filter { $0.severity == .error }.map(\.message) == [])
        let before = try MigrationFixture.outputs(project, original)
        let after = try MigrationFixture.outputs(migratedProject, migrated)
        #expect(before.count > 3)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, text) in before where path.hasSuffix(".css") || path.hasSuffix(".json") || path.hasSuffix(".swift") {
            #expect(Self.sameSource(after[path]) == Self.sameSource(text), "\(path)")
        }
    }

    /// Gestalt (Style Dictionary), built through a config and resolver document in the test fixtures that
    /// reference the corpus: the layout root is the folder holding both, so the references still hold.
    @Test func gestaltMigratesToTheSameOutputs() throws {
        let config = GestaltBuildTests.configPath
        let original = try Self.gestaltFiles()
        let project = TokenProject.config(config)
        let result = MigrationFixture.migrate(project, root: PathText.directory(of: config), original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.filter { $0.severity == .error }.prefix(5).map { "\($0.code.rawValue) \($0.tokenPath ?? "") \($0.message)" })")
        #expect(result.root == "Tests")
        #expect(result.files.contains { $0.path == "TokenCoreTests/Fixtures/style-dictionary/gestalt/tokenc.json" })
        #expect(result.files.contains { $0.path == "Corpus/real-world/gestalt/packages/gestalt-design-tokens/tokens/classic/base-color.json" })
        // Every token file is in DTCG form: `$value` on every token, no `value`/`type`/`comment`, no `.value}`.
        let tokenFiles = result.files.filter { $0.path.hasPrefix("Corpus/") }
        #expect(tokenFiles.count == 19)
        for file in tokenFiles {
            let json = try #require(MigrationFixture.json(String(decoding: file.bytes, as: UTF8.self)))
            #expect(MigrateStyleDictionaryTests.legacyForms(json).prefix(3) == [], "\(file.path)")
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains(".value}"), "\(file.path)")
        }
        let migrated = MigrationFixture.placed(result, root: "Tests")
        let before = try MigrationFixture.outputs(project, original)
        let after = try MigrationFixture.outputs(project, migrated)
        #expect(!before.isEmpty)
        #expect(after == before)
    }

    /// A `tokens` list declaring `"format": "style-dictionary"` loses the declaration: the files are DTCG now.
    @Test func aDeclaredStyleDictionaryFormatIsDroppedFromTheConfig() throws {
        let files = MigrationFixture.files([
            "sd/tokenc.json": #"{"tokens": [{"path": "color.json", "format": "style-dictionary"}, "size.json"], "output": "out", "css": {"path": "css"}}"#,
            "sd/color.json": ##"{"color": {"red": {"value": "#ff0000"}}}"##,
            "sd/size.json": #"{"size": {"s": {"$value": {"value": 4, "unit": "px"}, "$type": "dimension"}}}"#,
        ])
        let result = MigrationFixture.migrate(.config("sd/tokenc.json"), root: "sd", files)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let config = try #require(result.files.first { $0.path == "tokenc.json" })
        let json = try #require(MigrationFixture.json(String(decoding: config.bytes, as: UTF8.self)))
        #expect(json.value(at: JSONPointer(["tokens"])) == ["color.json", "size.json"])
        #expect(result.changes.contains { $0.file == "tokenc.json" && $0.change.hasPrefix("remove \"format\" from 1") })
        let migrated = MigrationFixture.placed(result, root: "sd")
        #expect(try MigrationFixture.outputs(.config("sd/tokenc.json"), migrated)
                == MigrationFixture.outputs(.config("sd/tokenc.json"), files))
    }

    /// Source text with the line naming what it was generated from made equal (a folder, then a config).
    static func sameSource(_ text: String?) -> String? {
        text?.replacingOccurrences(of: "ds/design-tokens/tokenc.json", with: "SOURCE")
            .replacingOccurrences(of: "ds/design-tokens", with: "SOURCE")
    }

    /// Gestalt's config, resolver document and every file it references, read into memory by package path.
    static func gestaltFiles() throws -> [String: SourceFile] {
        var files: [String: SourceFile] = [:]
        func load(_ path: String) throws -> SourceFile {
            let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: Corpus.packageRoot.appendingPathComponent(path))))
            files[path] = file
            return file
        }
        _ = try load(GestaltBuildTests.configPath)
        let directory = PathText.directory(of: GestaltBuildTests.configPath)
        let resolver = try #require(JSONReader.read(try load(PathText.join(directory, "gestalt.resolver.json"))).value)
        func refs(_ v: JSONValue) -> [String] {
            switch v {
            case .object(let o): return (o["$ref"]?.stringValue.map { [$0] } ?? []) + o.members.flatMap { refs($0.value) }
            case .array(let a): return a.flatMap(refs)
            default: return []
            }
        }
        for ref in refs(resolver) where !ref.hasPrefix("#") { _ = try load(PathText.join(directory, ref)) }
        return files
    }
}
