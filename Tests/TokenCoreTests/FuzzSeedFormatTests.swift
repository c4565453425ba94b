import Foundation
import Testing
@testable import TokenCore

/// The fuzzer's seeds in the two legacy formats (`Fuzz/corpus`): each is read by its own format's reader, as
/// `Fuzz/TokenFuzzer.swift` routes it (Style Dictionary by detection, a Tokens Studio set by its type names,
/// math or colour modifiers, an export by `$themes`/`$metadata`), and gives tokens, not only errors.
@Suite struct FuzzSeedFormatTests {
    /// The seeds whose file name starts with one of `prefixes`, parsed.
    static func seeds(_ prefixes: [String]) throws -> [(name: String, file: SourceFile, root: JSONValue)] {
        let folder = Corpus.packageRoot.appendingPathComponent("Fuzz/corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { n in prefixes.contains { n.hasPrefix($0) } }.sorted()
        return try names.map { name in
            let file = SourceFile(path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
            return (name, file, try #require(JSONReader.read(file).value, "\(name)"))
        }
    }

    @Test func styleDictionarySeedsAreReadAsStyleDictionary() throws {
        let seeds = try Self.seeds(["style-dictionary-"])
        #expect(seeds.count >= 8)
        // `style-dictionary-mixed` is hostile on purpose: DTCG and Style Dictionary tokens in one file, a root
        // `$type`; it is read as DTCG, as `tokenc build` reads it.
        for seed in seeds where !seed.name.hasPrefix("style-dictionary-mixed") {
            guard case .legacy = TokenFileReader.detect(seed.root) else { Issue.record("\(seed.name) is not detected as a legacy file"); continue }
            let layer = TokenFileReader.parse(seed.root, file: seed.name)
            #expect(!layer.tokens.isEmpty && layer.tokens.allSatisfy { $0.format == .styleDictionary }, "\(seed.name)")
        }
    }

    @Test func tokensStudioSeedsAreReadAsTokensStudio() throws {
        let seeds = try Self.seeds(["tokens-studio-", "studio-"])
        #expect(seeds.contains { TokenFileReader.detect($0.root) != .dtcg }, "a set written with value/type")
        #expect(seeds.contains { $0.root.objectValue?["$themes"] != nil }, "a single-file export")
        #expect(seeds.contains { $0.root.arrayValue != nil }, "a $themes.json")
        for seed in seeds where seed.root.objectValue.map({ $0["$themes"] == nil && $0["$metadata"] == nil }) == true {
            let layer = TokenFileReader.parse(seed.root, file: seed.name, format: .tokensStudio)
            #expect(!layer.tokens.isEmpty && layer.tokens.allSatisfy { $0.format == .tokensStudio }, "\(seed.name)")
        }
    }

    @Test func aTokensStudioExportSeedBuildsThroughItsThemes() throws {
        let export = try #require(try Self.seeds(["tokens-studio-single-file-export"]).first)
        let build = TokenBuild(project: .tokensStudio("fuzz.json", outputDirectory: "out"),
                               sources: InMemorySourceProvider(["fuzz.json": SourceFile(path: "fuzz.json", bytes: export.file.bytes)]))
        let loaded = try build.load().get()
        #expect((loaded.resolver?.permutationCount ?? 0) >= 1)
        #expect(!build.compile(loaded).compilation.permutations.isEmpty)
    }
}
