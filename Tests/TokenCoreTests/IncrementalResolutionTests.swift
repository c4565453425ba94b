import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// A compile that takes from the previous one (through a `CompileCache`) what an edit did not reach resolves
/// exactly what a compile from nothing resolves, and reports exactly what it reports: the same tokens in every
/// permutation and the same diagnostics, after each of a run of random edits (values, aliases, broken references,
/// cycles, deleted and added tokens, `$type` on tokens and groups, dimensions the size rules check) on the
/// sample brands, a Tokens Studio project, a Style Dictionary project and loose token files.
@Suite struct IncrementalResolutionTests {
    /// Every file below `folder` (relative to the package root), keyed by its path relative to the package root.
    static func files(_ folder: String) throws -> [String: SourceFile] {
        let root = Corpus.packageRoot.path
        var out: [String: SourceFile] = [:]
        let walker = FileManager.default.enumerator(atPath: root + "/" + folder)!
        while let relative = walker.nextObject() as? String {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  path.hasSuffix(".json") || path.hasSuffix(".jsonc") else { continue }
            out[path] = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))))
        }
        return out
    }

    /// What a compile of `project` from `files` resolves and reports, in a form two compiles can be compared in.
    static func compile(_ project: TokenProject, _ files: [String: SourceFile], cache: CompileCache?) -> (tokens: [[ResolvedToken]], diagnostics: [String]) {
        var options = BuildOptions(keepMerged: false, validate: true)
        options.compileCache = cache
        let build = TokenBuild(project: project, options: options, sources: InMemorySourceProvider(files))
        guard case .success(let loaded) = build.load() else { return ([], ["did not load"]) }
        let compiled = build.compile(loaded)
        let diagnostics = compiled.diagnostics.map { d in
            "\(d.location.map { "\($0.file)#\($0.pointer)" } ?? "-") \(d.code) \(d.severity) \(d.tokenPath ?? "-") [\(d.permutation ?? "all")] \(d.message) \(d.notes.map(\.message))"
        }
        return (compiled.compilation.permutations.map(\.tokens.tokens), diagnostics.sorted())
    }

    /// A token object of a token file: `$value` (DTCG) or `value` (Tokens Studio).
    struct Site {
        var file: String
        var keys: [String]
        var valueKey: String
    }

    /// Every token in `files` under `folder`, with its path as references name it.
    static func tokens(in files: [String: SourceFile], studio: Bool) -> [(site: Site, path: String)] {
        var out: [(Site, String)] = []
        for (file, source) in files.sorted(by: { $0.key < $1.key }) where !file.hasSuffix("tokenc.json") && !file.contains("resolver") && !file.contains("$") {
            guard let json = try? JSONSerialization.jsonObject(with: Data(source.bytes)) as? [String: Any] else { continue }
            func walk(_ object: [String: Any], _ keys: [String]) {
                for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                    guard let child = value as? [String: Any], !key.hasPrefix("$") else { continue }
                    if child["$value"] != nil || (studio && child["value"] != nil) {
                        out.append((Site(file: file, keys: keys + [key], valueKey: child["$value"] != nil ? "$value" : "value"),
                                    (keys + [key]).joined(separator: ".")))
                    } else {
                        walk(child, keys + [key])
                    }
                }
            }
            walk(json, [])
        }
        return out
    }

    /// `files` with `edit` made to the JSON object at `keys` of `file` (the parent of the last key when `parent`).
    static func editing(_ files: [String: SourceFile], _ file: String, _ keys: [String],
                        _ edit: (inout [String: Any]) -> Void) -> [String: SourceFile] {
        guard var root = try? JSONSerialization.jsonObject(with: Data(files[file]!.bytes)) as? [String: Any] else { return files }
        func change(_ object: inout [String: Any], _ rest: ArraySlice<String>) {
            guard let key = rest.first else { edit(&object); return }
            guard var child = object[key] as? [String: Any] else { return }
            change(&child, rest.dropFirst())
            object[key] = child
        }
        change(&root, keys[...])
        var out = files
        let data = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
        out[file] = SourceFile(path: file, bytes: Array(data))
        return out
    }

    /// `files` with one random edit: a value, an alias, a broken reference, a cycle, a deleted or added token, a
    /// `$type` on a token or a group, or a dimension the size rules check. `step` numbers the edit.
    static func edit(_ files: [String: SourceFile], studio: Bool, step: Int, using rng: inout SplitMix64) -> [String: SourceFile] {
        var files = files
        let tokens = tokens(in: files, studio: studio)
        guard !tokens.isEmpty else { return files }
        let (site, _) = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
        let other = tokens[Int.random(in: 0..<tokens.count, using: &rng)]
        let key = site.valueKey
        let typeKey = studio ? "type" : "$type"
        switch Int.random(in: 0..<11, using: &rng) {
        case 9, 10: // a dimension the size rules look at (spacing grid, touch targets), in one file
            let px = [3, 7, 13, 21, 40, 44, 48][Int.random(in: 0..<7, using: &rng)]
            let value: Any = studio ? "\(px)px" : ["value": px, "unit": "px"]
            let group = ["spacing", "touch-target"][step % 2]
            files = editing(files, site.file, []) { root in
                var g = root[group] as? [String: Any] ?? [:]
                g["t\(step % 5)"] = [typeKey: "dimension", key: value]
                root[group] = g
            }
        case 0, 1: // an alias to another token
            files = editing(files, site.file, site.keys) { $0[key] = "{\(other.path)}" }
        case 2: // another token's literal value
            let value = (try? JSONSerialization.jsonObject(with: Data(files[other.site.file]!.bytes)) as? [String: Any])
                .flatMap { root in other.site.keys.reduce(root as Any?) { ($0 as? [String: Any])?[$1] } as? [String: Any] }?[other.site.valueKey]
            files = editing(files, site.file, site.keys) { $0[key] = value ?? "#123456" }
        case 3: // a broken reference
            files = editing(files, site.file, site.keys) { $0[key] = "{no.such.token\(step)}" }
        case 4: // a cycle through the other token
            files = editing(files, site.file, site.keys) { $0[key] = "{\(other.path)}" }
            files = editing(files, other.site.file, other.site.keys) { $0[other.site.valueKey] = "{\(tokens.first { $0.site.keys == site.keys && $0.site.file == site.file }!.path)}" }
        case 5: // deleted
            files = editing(files, site.file, Array(site.keys.dropLast())) { $0[site.keys.last!] = nil }
        case 6: // a new token aliasing the other
            files = editing(files, site.file, Array(site.keys.dropLast())) { $0["added\(step)"] = [key: "{\(other.path)}"] }
        case 7: // another type on the token
            files = editing(files, site.file, site.keys) { $0[typeKey] = ["color", "dimension", "number", "string"][step % 4] }
        default: // a `$type` on the token's group
            files = editing(files, site.file, Array(site.keys.dropLast())) { $0[typeKey] = ["color", "dimension"][step % 2] }
        }
        return files
    }

    /// `steps` random edits of `project`, each compiled with the cache and without it.
    static func check(_ project: TokenProject, _ start: [String: SourceFile], studio: Bool, steps: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var files = start
        let cache = CompileCache()
        var compared = 0
        var valid = files
        for step in 0..<steps {
            files = edit(files, studio: studio, step: step, using: &rng)
            let incremental = compile(project, files, cache: cache)
            let fresh = compile(project, files, cache: nil)
            #expect(incremental.diagnostics == fresh.diagnostics, "step \(step): diagnostics")
            #expect(incremental.tokens == fresh.tokens, "step \(step): tokens")
            if incremental.diagnostics != fresh.diagnostics || incremental.tokens != fresh.tokens {
                let a = Set(incremental.diagnostics), b = Set(fresh.diagnostics)
                Issue.record("only incremental: \(a.subtracting(b).sorted().prefix(5)); only fresh: \(b.subtracting(a).sorted().prefix(5))")
                return
            }
            compared += 1
            // An edit that breaks the project is compared, then undone: the next edit starts from a project that
            // validates (validation runs only on one without errors).
            if fresh.diagnostics.contains(where: { $0.contains(" error ") }) { files = valid } else { valid = files }
        }
        #expect(compared == steps)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func sampleBrands(seed: UInt64) throws {
        Self.check(.config("Tokens/tokenc.json"), try Self.files("Tokens"), studio: false, steps: 40, seed: seed)
    }

    @Test func styleDictionaryProject() throws {
        let folder = "Tests/Corpus/style-dictionary-basic"
        Self.check(.styleDictionary(folder + "/config.json"), try Self.files(folder), studio: false, steps: 30, seed: 11)
    }

    @Test func looseTokenFiles() throws {
        let files = try Self.files("Tokens/core")
        Self.check(.files(files.keys.sorted(), outputDirectory: "out"), files, studio: false, steps: 30, seed: 13)
    }

    @Test func tokensStudioProject() throws {
        let folder = "Tests/Corpus/real-world/designsystemet/design-tokens"
        Self.check(.tokensStudio(folder, outputDirectory: "out"), try Self.files(folder), studio: true, steps: 30, seed: 7)
    }
}
