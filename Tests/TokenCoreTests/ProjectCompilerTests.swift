import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Permutations reuse the shared sets' resolution for every token their modifiers leave alone. The result must
/// be exactly what a full re-resolution of each permutation gives.
@Suite struct ProjectCompilerTests {
    /// Reads a resolver document and every file it references from disk.
    static func load(_ resolverPath: URL) throws -> (ResolverDocument, String, [String: SourceFile]) {
        let path = resolverPath.path
        let file = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: resolverPath)))
        var diagnostics: [Diagnostic] = []
        let resolver = try #require(ResolverDocument.parse(file, diagnostics: &diagnostics))
        var files: [String: SourceFile] = [:]
        for relative in resolver.referencedFiles {
            let full = PathText.join(PathText.directory(of: path), relative)
            files[full] = SourceFile(path: full, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: full))))
        }
        return (resolver, path, files)
    }

    /// `permutation` compiled without the compiler: every selected source parsed and resolved from scratch.
    static func fromScratch(_ permutation: Permutation, resolver: ResolverDocument, path: String,
                            files: [String: SourceFile]) -> Compilation {
        Compiler.compile(layers: scratchLayers(permutation, resolver: resolver, path: path, files: files), permutation: permutation)
    }

    /// The layers `permutation` selects, each parsed from its file.
    static func scratchLayers(_ permutation: Permutation, resolver: ResolverDocument, path: String,
                              files: [String: SourceFile]) -> [TokenLayer] {
        resolver.sources(for: permutation).compactMap { source -> TokenLayer? in
            guard case .file(let p, let pointer, _, _) = source,
                  let file = files[PathText.join(PathText.directory(of: path), p)],
                  let value = JSONReader.read(file).value?.value(at: pointer) else { return nil }
            return TokenTreeParser.parse(value, file: file.path, at: pointer)
        }
    }

    static let documents: [String] = [
        Corpus.packageRoot.appendingPathComponent("Tokens/tokens.resolver.json").path,
        Corpus.url("dtcg/playground-examples/figma-sds/sds.resolver.json").path,
        Corpus.url("dtcg/playground-examples/github-primer/primer.resolver.json").path,
    ]

    @Test(arguments: documents)
    func incrementalEqualsFullResolution(_ document: String) throws {
        let (resolver, path, files) = try Self.load(URL(fileURLWithPath: document))
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: path, files: files)
        for permutation in PermutationSelection.all(of: resolver) {
            let incremental = compiler.compile(permutation)
            let full = Self.fromScratch(permutation, resolver: resolver, path: path, files: files)
            #expect(Set(incremental.diagnostics.filter { $0.severity == .error }.map(\.message))
                    == Set(full.diagnostics.filter { $0.severity == .error }.map(\.message)), "\(permutation.label): errors differ")
            #expect(incremental.permutation.tokens == full.permutations[0].tokens, "\(permutation.label) differs")
        }
    }

    /// Layers merge in resolution order whatever mixes sets and modifiers: a set after a modifier wins over it,
    /// and `$extends` is applied after every layer is merged (an extended copy sees a modifier's override).
    @Test(arguments: [
        ##"[{"$ref": "#/sets/base"}, {"$ref": "#/sets/more"}, {"$ref": "#/modifiers/theme"}]"##,
        ##"[{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/more"}]"##,
    ])
    func permutationsMergeOnTopOfTheSharedSets(_ order: String) throws {
        let dir = Scratch.directory("tokenc-pc")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}, "more": {"sources": [{"$ref": "more.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}}, "resolutionOrder": "##
            .appending(order).appending("}").write(to: dir.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        try #"{"$type": "number", "g": {"a": {"$value": 1}, "b": {"$value": 2}}, "h": {"$extends": "{g}"}}"#
            .write(to: dir.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try #"{"g": {"b": {"$type": "number", "$value": 3}}}"#.write(to: dir.appendingPathComponent("more.json"), atomically: true, encoding: .utf8)
        try #"{"g": {"a": {"$type": "number", "$value": 10}, "b": {"$type": "number", "$value": 20}}}"#
            .write(to: dir.appendingPathComponent("dark.json"), atomically: true, encoding: .utf8)
        let (resolver, path, files) = try Self.load(dir.appendingPathComponent("r.json"))
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: path, files: files)
        let values = PermutationSelection.all(of: resolver).map { p -> [String] in
            let tokens = compiler.compile(p).permutation.tokens
            return tokens.tokens.map { "\($0.path)=\($0.value)" }
        }
        let modifierLast = order.hasSuffix(##"{"$ref": "#/modifiers/theme"}]"##)
        #expect(values[0] == ["g.a=number(1.0)", "g.b=number(3.0)", "h.a=number(1.0)", "h.b=number(3.0)"])
        // Dark overrides g.a and g.b; a later set (more) wins over it for g.b when it comes after the modifier.
        #expect(values[1] == (modifierLast
            ? ["g.a=number(10.0)", "g.b=number(20.0)", "h.a=number(10.0)", "h.b=number(20.0)"]
            : ["g.a=number(10.0)", "g.b=number(3.0)", "h.a=number(10.0)", "h.b=number(3.0)"]))
    }

    @Test func aModifierOverrideReachesEveryDependent() throws {
        let dir = Scratch.directory("tokenc-pc")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
            .write(to: dir.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        try #"{"$type": "number", "a": {"$value": 1}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}, "d": {"$value": 7}}"#
            .write(to: dir.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try #"{"a": {"$type": "number", "$value": 2}}"#.write(to: dir.appendingPathComponent("dark.json"), atomically: true, encoding: .utf8)
        let (resolver, path, files) = try Self.load(dir.appendingPathComponent("r.json"))
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: path, files: files)
        let values = PermutationSelection.all(of: resolver).map { p in compiler.compile(p).permutation.tokens["c"]?.value }
        #expect(values == [.number(1), .number(2)])
    }

    /// Literal values are parsed once, as the type a token has or inherits in its own source. A permutation whose
    /// merge gives the token another type (a modifier setting its group's `$type`, or giving one where its own
    /// source had none) parses it again as that type, with that type's errors; the others take the parsed value.
    @Test func literalsParsedOnceFollowTheTypeEachPermutationGives() throws {
        let dir = Scratch.directory("tokenc-pc")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
            .write(to: dir.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        // g.a: a dimension in base, a number in dark (which cannot read "4px"); h.b: no type in base, a number in dark.
        try ##"{"g": {"$type": "dimension", "a": {"$value": "4px"}}, "h": {"b": {"$value": 2}}, "c": {"$type": "color", "$value": "#ff0000"}}"##
            .write(to: dir.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try #"{"g": {"$type": "number"}, "h": {"$type": "number"}}"#.write(to: dir.appendingPathComponent("dark.json"), atomically: true, encoding: .utf8)
        let (resolver, path, files) = try Self.load(dir.appendingPathComponent("r.json"))
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: path, files: files)
        let results = PermutationSelection.all(of: resolver).map { compiler.compile($0) }
        let light = results[0], dark = results[1]
        #expect(light.permutation.tokens["g.a"]?.value == .dimension(DimensionValue(4, .px)))
        #expect(light.permutation.tokens["h.b"] == nil)
        #expect(light.diagnostics.contains { $0.code == .missingType && $0.tokenPath == "h.b" })
        #expect(dark.permutation.tokens["g.a"] == nil)
        #expect(dark.diagnostics.contains { $0.severity == .error && $0.tokenPath == "g.a" && $0.code != .missingType })
        #expect(dark.permutation.tokens["h.b"]?.value == .number(2))
        for r in results { #expect(r.permutation.tokens["c"]?.value == light.permutation.tokens["c"]?.value) }
        // And the whole outcome is what parsing every source from scratch gives.
        for (permutation, incremental) in zip(PermutationSelection.all(of: resolver), results) {
            let full = Self.fromScratch(permutation, resolver: resolver, path: path, files: files)
            #expect(incremental.permutation.tokens == full.permutations[0].tokens)
            #expect(incremental.diagnostics.filter { $0.severity == .error }.map(\.message).sorted()
                    == full.diagnostics.filter { $0.severity == .error }.map(\.message).sorted())
        }
    }

    // MARK: Merge layouts

    /// `permutation`'s layers merged from scratch.
    static func mergedFromScratch(_ permutation: Permutation, resolver: ResolverDocument, path: String,
                                  files: [String: SourceFile]) -> MergedTokens {
        TokenMerger.merge(scratchLayers(permutation, resolver: resolver, path: path, files: files))
    }

    /// Compiles every permutation of `resolver` with the first one premerged (its merge layout is then taken by
    /// every permutation whose layers have the same shapes), and checks each against a merge and a resolution
    /// from scratch: the merged tree field by field, the resolved tokens, and the errors.
    /// Returns each permutation's resolved tokens. Any two known to have the same paths (`hasSamePaths`, the
    /// emitters' and the validator's shortcut) must have them.
    @discardableResult
    static func expectLayoutsChangeNothing(_ resolver: ResolverDocument, path: String, files: [String: SourceFile]) -> [ResolvedTokens] {
        var compiler = ProjectCompiler(parsing: resolver, resolverPath: path, files: files)
        let permutations = PermutationSelection.all(of: resolver)
        compiler.resolveShared(premerging: permutations.first)
        var all: [ResolvedTokens] = []
        defer {
            for a in all {
                for b in all where a.hasSamePaths(as: b) { #expect(a.tokens.map(\.path) == b.tokens.map(\.path)) }
            }
        }
        for permutation in permutations {
            let compiled = compiler.compile(permutation, keepMerged: true)
            all.append(compiled.permutation.tokens)
            let merged = compiled.permutation.merged
            let expected = mergedFromScratch(permutation, resolver: resolver, path: path, files: files)
            #expect(merged?.tokens == expected.tokens, "\(permutation.label): merged tokens differ")
            #expect(merged?.tokenIndex == expected.tokenIndex, "\(permutation.label): token index differs")
            #expect(merged?.groups == expected.groups, "\(permutation.label): groups differ")
            #expect(merged?.overridden == expected.overridden, "\(permutation.label): overrides differ")
            #expect(merged?.diagnostics.map(\.message) == expected.diagnostics.map(\.message), "\(permutation.label): merge diagnostics differ")
            let full = fromScratch(permutation, resolver: resolver, path: path, files: files)
            #expect(compiled.permutation.tokens == full.permutations[0].tokens, "\(permutation.label) differs")
            #expect(Set(compiled.diagnostics.filter { $0.severity == .error }.map(\.message))
                    == Set(full.diagnostics.filter { $0.severity == .error }.map(\.message)), "\(permutation.label): errors differ")
        }
        return all
    }

    @Test(arguments: documents)
    func permutationsTakingTheFirstOnesMergeLayoutEqualFullResolution(_ document: String) throws {
        let (resolver, path, files) = try Self.load(URL(fileURLWithPath: document))
        Self.expectLayoutsChangeNothing(resolver, path: path, files: files)
    }

    /// Brand files: twins of `same`, and look-alikes of it.
    static let shapeBodies: [String: String] = [
        "same": #"{"c": {"$type": "number", "x": {"$value": 1}, "y": {"$value": 2}}}"#,
        "twin": #"{"c": {"$type": "number", "x": {"$value": 5}, "y": {"$value": "{c.x}"}}}"#,
        "renamed": #"{"c": {"$type": "number", "x": {"$value": 1}, "z": {"$value": 2}}}"#,
        "moreGroups": #"{"c": {"$type": "number", "x": {"$value": 1}, "y": {"$value": 2}}, "e": {"$description": "no tokens"}}"#,
        "fewer": #"{"c": {"$type": "number", "x": {"$value": 1}}}"#,
        "clash": #"{"c": {"$type": "number", "x": {"$value": 1}, "y": {"$value": 2}}, "d": {"k": {"$type": "number", "$value": 3}}}"#,
        "clashTwin": #"{"c": {"$type": "number", "x": {"$value": 7}, "y": {"$value": 8}}, "d": {"k": {"$type": "number", "$value": 9}}}"#,
        "reordered": #"{"c": {"$type": "number", "y": {"$value": 2}, "x": {"$value": 1}}}"#,
        // One shape (the same tokens and groups), but `$extends` adds tokens to the second only.
        "plainGroup": #"{"c": {"$type": "number", "x": {"$value": 1}, "y": {"$value": 2}}, "g": {"$description": "d"}}"#,
        "extendingGroup": #"{"c": {"$type": "number", "x": {"$value": 3}, "y": {"$value": 4}}, "g": {"$extends": "{c}"}}"#,
    ]

    @Test func layersHaveOneShapeOnlyWithTheSamePathsInOrder() {
        func layer(_ name: String) -> TokenLayer { TokenTreeParser.parse(SourceFile(path: "\(name).json", text: Self.shapeBodies[name]!)) }
        let same = layer("same")
        #expect(same.sameShape(as: layer("twin")))
        #expect(same.shapeFingerprint == layer("twin").shapeFingerprint)
        for other in ["renamed", "moreGroups", "fewer", "reordered", "clash"] {
            #expect(!same.sameShape(as: layer(other)), "\(other)")
        }
    }

    /// Brand files with the first brand's shape take its layout; look-alikes (as many tokens under other
    /// names, the same tokens with one more group, one token fewer) merge on their own. A shared set after
    /// the brands overrides one of their tokens and has a token where some brands have a group.
    @Test(arguments: [
        ["same", "twin", "renamed", "moreGroups", "fewer"],
        ["clash", "clashTwin", "same"],
        ["plainGroup", "extendingGroup", "plainGroup2"],
    ])
    func layoutsAreSharedOnlyBetweenLayersOfOneShape(_ brands: [String]) throws {
        let dir = Scratch.directory("tokenc-layout")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in brands {
            let body = Self.shapeBodies[name] ?? Self.shapeBodies[String(name.dropLast())]!  // "…2": a copy
            try body.write(to: dir.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        try #"{"$type": "number", "c": {"y": {"$value": 9}}, "d": {"$value": "{c.x}"}}"#
            .write(to: dir.appendingPathComponent("shared.json"), atomically: true, encoding: .utf8)
        let contexts = brands.map { #""\#($0)": [{"$ref": "\#($0).json"}]"# }.joined(separator: ", ")
        try ##"{"version": "2025.10", "sets": {"shared": {"sources": [{"$ref": "shared.json"}]}}, "modifiers": {"brand": {"contexts": {"##
            .appending(contexts)
            .appending(##"}, "default": "\##(brands[0])"}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/sets/shared"}]}"##)
            .write(to: dir.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        let (resolver, path, files) = try Self.load(dir.appendingPathComponent("r.json"))
        #expect(PermutationSelection.all(of: resolver).count == brands.count)
        let tokens = Self.expectLayoutsChangeNothing(resolver, path: path, files: files)
        // The emitters' shortcut is taken between merges of one layout, and only those `$extends` added nothing to.
        let name = Dictionary(uniqueKeysWithValues: zip(brands, tokens))
        if let same = name["same"], let twin = name["twin"] { #expect(same.hasSamePaths(as: twin)) }
        if let clash = name["clash"], let twin = name["clashTwin"] { #expect(clash.hasSamePaths(as: twin)) }
        if let plain = name["plainGroup"], let copy = name["plainGroup2"], let extending = name["extendingGroup"] {
            #expect(plain.hasSamePaths(as: copy))
            #expect(!plain.hasSamePaths(as: extending) && !extending.hasSamePaths(as: extending))
            #expect(extending.count == plain.count + 2)
        }
    }
}
