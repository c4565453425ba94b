import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `CompileCache`: a build that takes unchanged files' layers from the previous build writes what a build
/// without the cache writes, before and after an edit, and the cache holds only the files the last build read.
@Suite struct CompileCacheTests {
    /// The sample project copied to a scratch folder; returns the config's path.
    static func sample() throws -> (dir: String, config: String) {
        let dir = Scratch.directory("tokenc-parse-cache").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Corpus.packageRoot.appendingPathComponent("Tokens").path, toPath: dir + "/Tokens")
        return (dir, dir + "/Tokens/tokenc.json")
    }

    /// The files a build of `config` writes, in memory, and its diagnostics.
    static func build(_ config: String, cache: CompileCache?) -> [String: [UInt8]] {
        var options = BuildOptions()
        options.compileCache = cache
        var builder = ProjectBuilder(project: .config(config), options: options)
        builder.memory = InMemoryFileSystem()
        _ = builder.build(into: ProjectBuilderTests.log())
        return builder.memory!.files.filter { !$0.key.hasSuffix(OutputWriter.manifestName) }
    }

    @Test func buildsFromTheCacheWriteWhatBuildsWithoutItWrite() throws {
        let (dir, config) = try Self.sample()
        let cache = CompileCache()
        let fresh = Self.build(config, cache: nil)
        #expect(fresh.count > 50)
        #expect(Self.build(config, cache: cache) == fresh)
        let held = cache.count
        #expect(held > 20)
        #expect(Self.build(config, cache: cache) == fresh, "every layer from the cache")

        // One token changes in one file: the cached build follows it.
        let core = dir + "/Tokens/core/color.tokens.json"
        let text = try String(contentsOfFile: core, encoding: .utf8)
        try text.replacingOccurrences(of: "\"hex\": \"#f3f3f3\"", with: "\"hex\": \"#f4f4f4\"")
            .replacingOccurrences(of: "[0.9529, 0.9529, 0.9529]", with: "[0.9569, 0.9569, 0.9569]")
            .write(toFile: core, atomically: true, encoding: .utf8)
        let edited = Self.build(config, cache: nil)
        #expect(edited != fresh)
        #expect(Self.build(config, cache: cache) == edited)
        #expect(cache.count == held)

        // A file the project stops reading leaves the cache with the next build (which fails: its tokens are used).
        let resolver = dir + "/Tokens/tokens.resolver.json"
        let document = try String(contentsOfFile: resolver, encoding: .utf8)
        try document.replacingOccurrences(of: "{\"$ref\": \"core/motion.tokens.json\"},", with: "")
            .write(toFile: resolver, atomically: true, encoding: .utf8)
        _ = Self.build(config, cache: cache)
        #expect(cache.count == held - 1)
    }
}
