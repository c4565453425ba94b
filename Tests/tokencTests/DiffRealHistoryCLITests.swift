import Foundation
import Testing
import TestSupport

/// `tokenc diff --base-ref` across real history: a git repository whose commits replay edits Designsystemet's
/// team made to its Tokens Studio project, and the diff of each commit against the one before must report
/// exactly what the commit changed — every token whose value text differs, that was added or was removed (the
/// path inside its set file, as Tokens Studio names tokens), in exactly the permutations whose theme enables
/// that set — and beyond that only tokens whose value reaches a changed one through references.
///
/// The history is the type scale of the three size modes (`primitives/modes/typography/size/{small,medium,
/// large}.json`, each enabled by one theme of the `Size` group): an eleven-step scale (`small` and `large` as
/// upstream commit 0a5a608d wrote them, `medium` as 0f7c125f did), then `small` cut to ten steps (67a127cc,
/// dropping 12 and renumbering), then the corpus tree as it is at 72c08b53 (`medium` and `large` cut to ten
/// steps too). 0a5a608d is the older side: it writes `primitives/modes/size/large.json` without the `_`
/// prefixes the corpus tree has. These are the real versions that build on the vendored tree: the other files
/// with stored earlier versions do not — `primitives/modes/size/global.json` (86f91777) defines `size.*` where
/// `semantic/style.json` references `_size.*`, `color-scheme/light/designsystemet.json` (65b027b9) has a
/// `brand3` scale and no `info`/`success`/`warning`/`danger` ones that `themes/designsystemet.json`
/// references, `semantic/style.json` (fa2f9013) has no `color` and `link` groups, which the
/// `semantic/color/*` sets reference, and `primitives/globals.json` is a source-only set (no token of it is
/// output) whose earlier version (10b0fa79) lacks the `border-width.3` the semantic set references.
@Suite struct DiffRealHistoryCLITests {
    static let corpus = "Tests/Corpus/real-world/designsystemet/design-tokens"
    static let history = "Tests/Corpus/real-world/designsystemet-history"

    /// One replayed commit: the upstream commit it stands for and, for each replayed file (relative to
    /// `design-tokens`), the history folder holding its version; a replayed file not listed is the corpus one.
    struct Step: Sendable {
        var upstream: String
        var files: [String: String]
    }

    static let steps = [
        Step(upstream: "0a5a608d", files: ["primitives/modes/typography/size/small.json": "0a5a608d",
                                           "primitives/modes/typography/size/medium.json": "0f7c125f",
                                           "primitives/modes/typography/size/large.json": "0a5a608d"]),
        Step(upstream: "67a127cc", files: ["primitives/modes/typography/size/small.json": "67a127cc",
                                           "primitives/modes/typography/size/medium.json": "0f7c125f",
                                           "primitives/modes/typography/size/large.json": "0a5a608d"]),
        Step(upstream: "72c08b53", files: [:]),
    ]

    /// Where `step`'s version of `path` (relative to `design-tokens`) is read from.
    static func source(_ path: String, at step: Step) -> URL {
        if let folder = step.files[path] {
            return CLI.packageRoot.appendingPathComponent("\(history)/\(folder)/design-tokens/\(path)")
        }
        return CLI.packageRoot.appendingPathComponent("\(corpus)/\(path)")
    }

    @Test func eachRealCommitIsReportedAsItsChangesAndNothingElse() throws {
        let repo = Scratch.directory("tokenc-history")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(Self.corpus), to: repo.appendingPathComponent("design-tokens"))
        try DiffCLITests.git(["init", "-q"], in: repo)
        let replayed = Set(Self.steps.flatMap(\.files.keys)).sorted()
        var commits: [String] = []
        for (i, step) in Self.steps.enumerated() {
            for path in replayed {
                try Data(contentsOf: Self.source(path, at: step)).write(to: repo.appendingPathComponent("design-tokens/\(path)"))
            }
            try DiffCLITests.git(["add", "-A"], in: repo)
            try DiffCLITests.git(["commit", "-q", "--allow-empty", "-m", "designsystemet \(step.upstream)"], in: repo)
            commits.append(try DiffCLITests.git(["rev-parse", "HEAD"], in: repo).trimmingCharacters(in: .whitespacesAndNewlines))
            guard i > 0 else { continue }

            let before = Self.steps[i - 1]
            var expected = Expected()
            for path in replayed {
                let old = try Self.leaves(Data(contentsOf: Self.source(path, at: before)))
                let new = try Self.leaves(Data(contentsOf: Self.source(path, at: step)))
                expected.add(old: old, new: new, set: String(path.dropLast(".json".count)))
            }
            #expect(!expected.kinds.isEmpty, "\(step.upstream): the replayed commit changes no token")
            let graph = try Self.references(in: repo.appendingPathComponent("design-tokens"),
                                            extra: replayed.map { Self.source($0, at: before) })
            let themes = try Self.themes(repo.appendingPathComponent("design-tokens/$themes.json"))

            let r = try CLI.run(["diff", "--tokens-studio", "design-tokens", "--base-ref", commits[i - 1], "--format", "json"], in: repo)
            let context = "\(before.upstream) → \(step.upstream)"
            #expect(r.status == 0, "\(context)\n\(r.stderr)")
            try Self.check(r.stdout, expected: expected, graph: graph, themes: themes, context: context)
        }

        // The latest commit against itself (the working tree is clean): no difference.
        let r = try CLI.run(["diff", "--tokens-studio", "design-tokens", "--base-ref", commits.last!, "--format", "json"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout.prefix(2000))")
        #expect((report["changes"] as? [Any])?.isEmpty == true, "\(r.stdout.prefix(2000))")
        #expect(report["semver"] as? String == "none")
        let permutations = report["permutations"] as? [String: Any]
        let compared = (permutations?["compared"] as? [Any])?.count
        #expect(compared == 96)
        let addedOrRemoved = (permutations?["added"] as? [Any] ?? []).count + (permutations?["removed"] as? [Any] ?? []).count
        #expect(addedOrRemoved == 0)
    }

    /// The direct changes a commit made, computed from the two versions of its set files.
    struct Expected {
        /// The kinds each changed path must be reported with (one per set it changed in).
        var kinds: [String: Set<String>] = [:]
        /// The sets each path changed in (its permutations are those whose themes enable one of them).
        var sets: [String: Set<String>] = [:]
        /// For changed values, `old → new` as the files write them (one per set the value changed in).
        var values: [String: Set<String>] = [:]

        mutating func add(old: [String: String], new: [String: String], set: String) {
            for (path, value) in new {
                guard let was = old[path] else { note(path, "added", set); continue }
                if was != value {
                    note(path, "value-changed", set)
                    values[path, default: []].insert("\(Self.plain(was)) → \(Self.plain(value))")
                }
            }
            for path in old.keys where new[path] == nil { note(path, "removed", set) }
        }

        /// A value's JSON text, a string without its quotes.
        static func plain(_ json: String) -> String {
            json.hasPrefix("\"") && json.hasSuffix("\"") ? String(json.dropFirst().dropLast()) : json
        }

        private mutating func note(_ path: String, _ kind: String, _ set: String) {
            kinds[path, default: []].insert(kind)
            sets[path, default: []].insert(set)
        }
    }

    /// A set file's tokens: each path (the keys inside the file, dot-joined) with its value's JSON text. A token
    /// is an object with `$value` or `value`; `$`-keys of groups are not tokens.
    static func leaves(_ data: Data) throws -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ v: Any, _ keys: [String]) throws {
            guard let o = v as? [String: Any] else { return }
            if let value = o["$value"] ?? o["value"] {
                // Written inside an array (a bare string is not a JSON document to the writer), unwrapped.
                let text = try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
                out[keys.joined(separator: ".")] = String(String(decoding: text, as: UTF8.self).dropFirst().dropLast())
                return
            }
            for (k, child) in o where !k.hasPrefix("$") { try walk(child, keys + [k]) }
        }
        try walk(JSONSerialization.jsonObject(with: data), [])
        return out
    }

    /// Who references whom: for each token path, the paths its value names in `{…}` (with a trailing `.value`
    /// dropped), over every set file of the folder and the `extra` files (the old versions of replayed ones).
    static func references(in folder: URL, extra: [URL]) throws -> [String: Set<String>] {
        var files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("$") }.map { folder.appendingPathComponent($0) }
        files += extra
        var graph: [String: Set<String>] = [:]
        for file in files {
            for (path, text) in try leaves(Data(contentsOf: file)) {
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    var name = String(rest[rest.index(after: open)..<close])
                    for suffix in [".value", ".$value"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
                    graph[path, default: []].insert(name)
                    rest = rest[rest.index(after: close)...]
                }
            }
        }
        return graph
    }

    /// Every path whose value reaches one of `paths` through references.
    static func dependents(of paths: Set<String>, in graph: [String: Set<String>]) -> Set<String> {
        var found: Set<String> = []
        var queue = Array(paths)
        while let p = queue.popLast() {
            for (token, refs) in graph where refs.contains(p) && !found.contains(token) {
                found.insert(token)
                queue.append(token)
            }
        }
        return found
    }

    /// For each set, the (group, theme name) pairs of the themes that enable it (output its tokens).
    static func themes(_ file: URL) throws -> [String: [(group: String, name: String)]] {
        let list = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
        var out: [String: [(group: String, name: String)]] = [:]
        for theme in list {
            guard let group = theme["group"] as? String, let name = theme["name"] as? String else { continue }
            for (set, state) in theme["selectedTokenSets"] as? [String: Any] ?? [:] where state as? String == "enabled" {
                out[set, default: []].append((group, name))
            }
        }
        return out
    }

    /// The report lists every expected change with its kind, in exactly the permutations whose themes enable a
    /// set it changed in, and nothing but those changes and tokens referencing them.
    static func check(_ json: String, expected: Expected, graph: [String: Set<String>],
                      themes: [String: [(group: String, name: String)]], context: String) throws {
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(context)\n\(json.prefix(2000))")
        let permutations = report["permutations"] as? [String: Any]
        let addedOrRemoved = (permutations?["added"] as? [Any] ?? []).count + (permutations?["removed"] as? [Any] ?? []).count
        #expect(addedOrRemoved == 0, "\(context)")
        var inputs: [String: [String: String]] = [:]
        for case let p as [String: Any] in permutations?["compared"] as? [Any] ?? [] {
            if let label = p["label"] as? String { inputs[label] = p["inputs"] as? [String: String] ?? [:] }
        }
        #expect(inputs.count == 96, "\(context): \(inputs.count) permutations compared")

        // Kinds and permutations by path, over every entry for it (one per distinct change).
        var kinds: [String: Set<String>] = [:]
        var seen: [String: Set<String>] = [:]
        var values: [String: Set<String>] = [:]
        for case let change as [String: Any] in report["changes"] as? [Any] ?? [] {
            let path = change["path"] as? String ?? ""
            var k = Set(change["kinds"] as? [String] ?? [])
            let labels = Set(change["permutations"] as? [String] ?? [])
            if k.contains("renamed"), let old = change["oldPath"] as? String {
                // A rename covers the removal of its old path and the addition of its new one.
                kinds[old, default: []].insert("removed")
                seen[old, default: []].formUnion(labels)
                k.remove("renamed")
                k.insert("added")
            }
            kinds[path, default: []].formUnion(k)
            seen[path, default: []].formUnion(labels)
            // Unitless Tokens Studio sizes are pixels: the display shows them with `px`.
            let display = { (side: String) in
                let text = (change[side] as? [String: Any])?["display"] as? String ?? ""
                return text.hasSuffix("px") ? String(text.dropLast(2)) : text
            }
            if k.contains("value-changed") { values[path, default: []].insert("\(display("old")) → \(display("new"))") }
        }

        let direct = Set(expected.kinds.keys)
        let following = dependents(of: direct, in: graph)
        for (path, want) in expected.kinds.sorted(by: { $0.key < $1.key }) {
            guard let reported = kinds[path] else {
                Issue.record("\(context): \(path) (\(want.sorted())) not reported")
                continue
            }
            #expect(reported.isSuperset(of: want), "\(context): \(path) reported as \(reported.sorted()), expected \(want.sorted())")
            // The permutations whose themes enable one of the sets the path changed in; a path that also
            // follows a changed reference may change elsewhere too.
            guard !following.contains(path) else { continue }
            if let written = expected.values[path] {
                #expect(values[path] == written, "\(context): \(path) changed \(values[path]?.sorted() ?? []), the files \(written.sorted())")
            }
            let options = (expected.sets[path] ?? []).flatMap { themes[$0] ?? [] }
            let enabling = Set(inputs.filter { _, i in
                options.contains { o in i.contains { $0.key.lowercased() == o.group.lowercased() && $0.value.lowercased() == o.name.lowercased() } }
            }.keys)
            #expect(!enabling.isEmpty, "\(context): no permutation enables \(expected.sets[path] ?? [])")
            #expect(seen[path] == enabling, "\(context): \(path) in \(seen[path]?.count ?? 0) permutations, expected the \(enabling.count) enabling \(expected.sets[path]!.sorted())")
        }
        let unexplained = Set(kinds.keys).subtracting(direct).subtracting(following)
        #expect(unexplained.isEmpty, "\(context): also reported \(unexplained.sorted())")
    }
}
