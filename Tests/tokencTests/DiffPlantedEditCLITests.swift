import Foundation
import Testing
import TestSupport
import TokenCore

/// `tokenc diff --base DIR` and `--base-ref REF` on real projects in a git repository made by the test: each
/// edit (value, reference, rename, add, remove, a change in one theme only) is planted at a place a seeded
/// generator picks, in the file's own form, committed, and the diff must report that change and nothing else
/// (tokens whose value follows the edited one through references may change with it).
@Suite struct DiffPlantedEditCLITests {
    /// A project copied from the corpus into a git repository, and how the CLI is pointed at it.
    struct Setup: CustomTestStringConvertible, Sendable {
        var name: String
        /// The corpus folder copied, and where it goes in the repository.
        var corpus: String
        var folder: String
        /// Extra files (a tokenc.json), and copied files left out (what tokenc cannot build yet).
        var extra: [String: String]
        var drop: [String] = []
        /// The project options.
        var arguments: [String]
        /// The set files edits may touch (relative to the repository), and the seed.
        var seed: UInt64
        var testDescription: String { name }
    }

    static let setups = [
        Setup(name: "Tokens Studio folder", corpus: "Tests/Corpus/real-world/designsystemet/design-tokens", folder: "design-tokens",
              extra: [:], arguments: ["--tokens-studio", "design-tokens"], seed: 38),
        Setup(name: "Tokens Studio through a config", corpus: "Tests/Corpus/real-world/designsystemet/design-tokens", folder: "design-tokens",
              extra: ["tokenc.json": #"{"tokensStudio": "design-tokens"}"#], arguments: ["--config", "tokenc.json"], seed: 9),
        Setup(name: "Style Dictionary token files", corpus: "Tests/Corpus/style-dictionary-basic/tokens", folder: "tokens",
              extra: ["tokenc.json": #"{"tokens": ["tokens/colors.json", "tokens/dimensions.json"]}"#],
              drop: ["tokens/text.json", "tokens/object-values.json"], arguments: ["--config", "tokenc.json"], seed: 5),
    ]

    enum Kind: String, CaseIterable { case value, reference, rename, add, remove, themeOnly }

    @Test(arguments: setups)
    func everyPlantedEditIsReportedAndNothingElse(_ setup: Setup) throws {
        let repo = Scratch.directory("tokenc-planted")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(setup.corpus), to: repo.appendingPathComponent(setup.folder))
        for (path, text) in setup.extra { try DiffCLITests.write(text, path, in: repo) }
        for path in setup.drop { try FileManager.default.removeItem(at: repo.appendingPathComponent(path)) }
        try DiffCLITests.git(["init", "-q"], in: repo)
        try DiffCLITests.git(["add", "-A"], in: repo)
        try DiffCLITests.git(["commit", "-q", "-m", "v0"], in: repo)
        var rng = SplitMix64(seed: setup.seed)
        var planted = 0
        for kind in Kind.allCases {
            var project = try TokenTree(root: repo, folder: setup.folder)
            guard let edit = project.plant(kind, using: &rng) else {
                // The Style Dictionary files kept are one permutation of literals: no theme, no reference to move.
                #expect(setup.folder == "tokens" && [.themeOnly, .reference].contains(kind), "no place for a \(kind) edit")
                continue
            }
            planted += 1
            let base = Scratch.directory("tokenc-planted-base")
            try FileManager.default.copyItem(at: repo, to: base)
            try project.save()
            try DiffCLITests.git(["commit", "-q", "-am", "\(kind)"], in: repo)
            for side in [["--base-ref", "HEAD~1"], ["--base", base.path]] {
                let r = try CLI.run(["diff", "--format", "json"] + side + setup.arguments, in: repo)
                let context = "\(kind) \(side[0]): \(edit)"
                #expect(r.status == 0, "\(context)\n\(r.stderr)")
                try Self.check(r.stdout, against: edit, project: project, context: context)
            }
        }
        #expect(planted >= 4)
    }

    /// The JSON report has the planted change (its kind, where it is) and no change outside what it explains.
    static func check(_ json: String, against edit: Edit, project: TokenTree, context: String) throws {
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(context)\n\(json)")
        let changes = report["changes"] as? [[String: Any]] ?? []
        let compared = ((report["permutations"] as? [String: Any])?["compared"] as? [Any])?.count ?? 0
        #expect(((report["permutations"] as? [String: Any])?["added"] as? [Any])?.isEmpty == true, "\(context)")
        let byPath = Dictionary(changes.map { ($0["path"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let change = try #require(byPath[edit.path], "\(context): \(edit.path) not reported; got \(byPath.keys.sorted())")
        let kinds = change["kinds"] as? [String] ?? []
        #expect(kinds.contains(edit.kind), "\(context): kinds \(kinds)")
        let occurs = (change["permutations"] as? [Any])?.count ?? 0
        if edit.themeOnly {
            #expect(occurs > 0 && occurs < compared, "\(context): in \(occurs) of \(compared) permutations")
        }
        let allowed = project.dependents(of: edit.dependentsOf).union([edit.path])
        let unexplained = Set(byPath.keys).subtracting(allowed)
        #expect(unexplained.isEmpty, "\(context): also reported \(unexplained.sorted())")
        if edit.dependentsOf.isEmpty { #expect(byPath.count == 1, "\(context): \(byPath.keys.sorted())") }
    }

    /// What was planted: the path the diff lists it under, the kind it must have, and the path whose
    /// dependents may change with it (none for renames, additions and removals: only unreferenced tokens move).
    struct Edit: CustomStringConvertible {
        var path: String
        var kind: String
        var themeOnly = false
        var dependentsOf: String = ""
        var description: String
    }

    /// The set files of a project folder, read in order-keeping form, with their tokens.
    struct TokenTree {
        struct Token {
            var file: String
            var keys: [String]
            var value: JSONValue
            var type: String?
            var path: String { keys.joined(separator: ".") }
        }
        let root: URL
        var files: [String: JSONValue] = [:]
        /// The files an edit changed (only they are written back, so the rest keep their bytes).
        var edited: Set<String> = []
        /// Set files some theme uses as a source only (read for references, not emitted): not edited.
        var sourceOnly: Set<String> = []
        var tokens: [Token] = []
        /// Every path a value references.
        var referenced: Set<String> = []
        /// Referenced paths by the referencing token's path.
        var references: [String: Set<String>] = [:]

        init(root: URL, folder: String) throws {
            self.root = root
            let dir = root.appendingPathComponent(folder)
            let names = try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
            for name in names {
                let file = SourceFile(path: folder + "/" + name, bytes: Array(try Data(contentsOf: dir.appendingPathComponent(name))))
                let value = try #require(JSONReader.read(file).value)
                if name == "$themes.json", case .array(let themes) = value {
                    for case .object(let theme) in themes {
                        for case let member in theme["selectedTokenSets"]?.objectValue?.members ?? [] where member.value.stringValue == "source" {
                            sourceOnly.insert(folder + "/" + member.key + ".json")
                        }
                    }
                }
                guard !name.hasPrefix("$") else { continue }
                files[file.path] = value
                collect(value, file: file.path, keys: [], type: nil)
            }
        }

        private mutating func collect(_ value: JSONValue, file: String, keys: [String], type: String?) {
            guard case .object(let o) = value else { return }
            let type = o["$type"]?.stringValue ?? o["type"]?.stringValue ?? type
            if let v = o["$value"] ?? o["value"] {
                tokens.append(Token(file: file, keys: keys, value: v, type: type))
                let text = JSONWriter.string(v, pretty: false)
                var refs: Set<String> = []
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    var name = String(rest[rest.index(after: open)..<close])
                    for suffix in [".value", ".$value"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
                    refs.insert(name)
                    rest = rest[rest.index(after: close)...]
                }
                referenced.formUnion(refs)
                references[keys.joined(separator: "."), default: []].formUnion(refs)
                return
            }
            for m in o.members where !m.key.hasPrefix("$") { collect(m.value, file: file, keys: keys + [m.key], type: type) }
        }

        /// Every token path whose value reaches `path` through references.
        func dependents(of path: String) -> Set<String> {
            guard !path.isEmpty else { return [] }
            var found: Set<String> = [], queue = [path]
            while let p = queue.popLast() {
                for (token, refs) in references where refs.contains(p) && !found.contains(token) {
                    found.insert(token)
                    queue.append(token)
                }
            }
            return found
        }

        /// How many files define each path.
        var definitions: [String: Int] { Dictionary(tokens.map { ($0.path, 1) }, uniquingKeysWith: +) }

        /// Edits the tree in memory; nil when it has no place for such an edit.
        mutating func plant(_ kind: Kind, using rng: inout SplitMix64) -> Edit? {
            let editable = tokens.filter { !sourceOnly.contains($0.file) }
            let counts = definitions
            let single = editable.filter { counts[$0.path] == 1 }
            switch kind {
            case .value:
                guard let t = single.filter({ Self.bumped($0.value) != nil }).randomElement(using: &rng) else { return nil }
                set(t, to: Self.bumped(t.value)!)
                return Edit(path: t.path, kind: "value-changed", dependentsOf: t.path, description: "\(t.path) in \(t.file)")
            case .reference:
                let candidates = single.compactMap { t -> (Token, String)? in
                    guard let s = t.value.stringValue, s.hasPrefix("{"), s.hasSuffix("}"), s.dropFirst().firstIndex(of: "{") == nil else { return nil }
                    let excluded = dependents(of: t.path).union([t.path, String(s.dropFirst().dropLast())])
                    let others = Set(tokens.filter { $0.file == t.file && $0.type == t.type }.compactMap { o -> String? in
                        guard let r = o.value.stringValue, r.hasPrefix("{"), r.hasSuffix("}"), !excluded.contains(String(r.dropFirst().dropLast())) else { return nil }
                        return r
                    }).sorted()
                    return others.isEmpty ? nil : (t, others[Int(rng.next() % UInt64(others.count))])
                }
                guard let (t, target) = candidates.randomElement(using: &rng) else { return nil }
                set(t, to: .string(target))
                return Edit(path: t.path, kind: "reference-changed", dependentsOf: t.path, description: "\(t.path) → \(target) in \(t.file)")
            case .rename:
                guard let t = single.filter({ !referenced.contains($0.path) }).randomElement(using: &rng) else { return nil }
                let newKey = t.keys.last! + "-renamed"
                update(t.file, t.keys.dropLast()) { o in
                    if let i = o.members.firstIndex(where: { $0.key == t.keys.last! }) { o.members[i].key = newKey }
                }
                return Edit(path: (t.keys.dropLast() + [newKey]).joined(separator: "."), kind: "renamed", description: "\(t.path) in \(t.file)")
            case .add:
                guard let t = editable.filter({ $0.keys.count > 1 }).randomElement(using: &rng) else { return nil }
                let dtcg = Self.usesDollarForm(files[t.file]!)
                let token = JSONValue.object(JSONObject([JSONMember(key: dtcg ? "$type" : "type", value: "color"),
                                                         JSONMember(key: dtcg ? "$value" : "value", value: "#123457")]))
                update(t.file, t.keys.dropLast()) { $0.members.append(JSONMember(key: "planted-added", value: token)) }
                return Edit(path: (t.keys.dropLast() + ["planted-added"]).joined(separator: "."), kind: "added", description: "in \(t.file)")
            case .remove:
                guard let t = single.filter({ !referenced.contains($0.path) }).randomElement(using: &rng) else { return nil }
                update(t.file, t.keys.dropLast()) { o in o.members.removeAll { $0.key == t.keys.last! } }
                return Edit(path: t.path, kind: "removed", description: "\(t.path) in \(t.file)")
            case .themeOnly:
                guard let t = editable.filter({ (counts[$0.path] ?? 0) > 1 && Self.bumped($0.value) != nil }).randomElement(using: &rng) else { return nil }
                set(t, to: Self.bumped(t.value)!)
                return Edit(path: t.path, kind: "value-changed", themeOnly: true, dependentsOf: t.path, description: "\(t.path) in \(t.file) only")
            }
        }

        /// A literal of the same form with another value: a hex colour with another last digit, a number (bare or
        /// in a string with a unit) plus one.
        static func bumped(_ v: JSONValue) -> JSONValue? {
            if case .number(let n) = v { return .number(n + 1) }
            guard let s = v.stringValue, !s.contains("{") else { return nil }
            if s.hasPrefix("#"), s.count == 7, let last = s.last, last.isHexDigit {
                return .string(String(s.dropLast()) + (last == "0" ? "1" : "0"))
            }
            let digits = s.prefix { $0.isNumber }
            guard !digits.isEmpty, let n = Int(digits), s.dropFirst(digits.count).allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
            return .string("\(n + 1)" + s.dropFirst(digits.count))
        }

        /// True when the file writes its tokens with `$value` (DTCG, Tokens Studio's newer form).
        static func usesDollarForm(_ v: JSONValue) -> Bool { JSONWriter.string(v, pretty: false).contains("\"$value\"") }

        /// Sets `t`'s value under the key its file uses.
        private mutating func set(_ t: Token, to value: JSONValue) {
            update(t.file, t.keys[...]) { o in
                let key = o["$value"] != nil ? "$value" : "value"
                if let i = o.members.firstIndex(where: { $0.key == key }) { o.members[i].value = value }
            }
        }

        /// Applies `change` to the object at `keys` in `file`.
        private mutating func update(_ file: String, _ keys: ArraySlice<String>, _ change: (inout JSONObject) -> Void) {
            func apply(_ v: inout JSONValue, _ keys: ArraySlice<String>) {
                guard case .object(var o) = v else { return }
                if let first = keys.first {
                    guard let i = o.members.firstIndex(where: { $0.key == first }) else { return }
                    apply(&o.members[i].value, keys.dropFirst())
                } else {
                    change(&o)
                }
                v = .object(o)
            }
            apply(&files[file]!, keys)
            edited.insert(file)
        }

        /// Writes every file back.
        func save() throws {
            for path in edited {
                let value = files[path]!
                try (JSONWriter.string(value) + "\n").write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
        }
    }
}
