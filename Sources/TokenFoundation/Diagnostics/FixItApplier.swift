/// Applies fix-its to the bytes of source files (no file system: `tokenc fix` reads and writes).
///
/// Each fix-it is applied whole or not at all. Its edits become byte patches (`JSONTextEditor`), so everything
/// outside the edited spans (formatting, key order, comments) stays as it was. A fix-it is refused, with the
/// reason, when its text is not JSON, when a node it names is not in the file, or when its patches overlap
/// another fix-it's (both are refused: which one the author meant is not known). Every edited file is then
/// parsed again and compared with the document the edits describe (the original document with the edits made on
/// its tree); a file that does not parse, or differs, is left alone and all its fix-its are refused. A fix-it
/// refused in one file is refused in every file it touches, and the rest are planned again, until nothing more
/// is refused. The result is deterministic: it depends only on the fix-its' order and the bytes.
package enum FixItApplier {
    /// A file the applied fix-its change.
    package struct ChangedFile: Sendable, Hashable {
        /// The file as it was.
        package var original: SourceFile
        /// Its new bytes.
        package var bytes: [UInt8]
        /// The fix-its (indices into the input) applied to it.
        package var applied: [Int]
    }

    /// What happened to each fix-it.
    package struct Outcome: Sendable {
        /// The changed files, by path.
        package var files: [ChangedFile] = []
        /// Indices of the fix-its applied, in order.
        package var applied: [Int] = []
        /// Why each refused fix-it was refused, by index.
        package var refused: [Int: String] = [:]
    }

    /// Applies `fixIts` to `files` (matched by `SourceLocation.file` == `SourceFile.path`). A fix-it naming a file
    /// not among `files` is refused.
    package static func apply(_ fixIts: [FixIt], to files: [SourceFile]) -> Outcome {
        var outcome = Outcome()
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // The parsed text of every edit, checked once.
        var values: [Int: [JSONValue]] = [:]
        for (i, fixIt) in fixIts.enumerated() {
            if let reason = problem(with: fixIt, files: byPath, values: &values[i, default: []]) { outcome.refused[i] = reason }
        }
        var originals: [String: JSONValue?] = [:]
        while true {
            var active: [String: [(owner: Int, edit: FixIt.Edit)]] = [:]
            for (i, fixIt) in fixIts.enumerated() where outcome.refused[i] == nil {
                for edit in fixIt.edits { active[edit.location.file, default: []].append((i, edit)) }
            }
            var refusedNow = false
            func refuse(_ owners: some Sequence<Int>, _ reason: String) {
                for o in owners where outcome.refused[o] == nil {
                    outcome.refused[o] = reason
                    refusedNow = true
                }
            }
            var plans: [(file: SourceFile, patches: [JSONPatch], edits: [(owner: Int, edit: FixIt.Edit)])] = []
            for path in active.keys.sorted() {
                let file = byPath[path]!
                let edits = active[path]!
                let plan = JSONTextEditor.plan(edits, in: file.bytes)
                for f in plan.failures { refuse([f.owner], f.reason) }
                for (owners, a, b) in conflicts(plan.units) {
                    let (x, y) = (file.lineColumn(ofByte: a), file.lineColumn(ofByte: b))
                    refuse(owners, "its edits overlap another fix-it's in \(path) (at \(x.line):\(x.column) and \(y.line):\(y.column)); neither is applied")
                }
                plans.append((file, plan.units.flatMap(\.patches), edits))
            }
            if refusedNow { continue }

            outcome.files = []
            for plan in plans {
                let path = plan.file.path
                let owners = Set(plan.edits.map(\.owner))
                if originals[path] == nil { originals[path] = JSONReader.read(plan.file).value }
                guard let original = originals[path]! else {
                    refuse(owners, "\(path) does not parse, so it is left alone")
                    continue
                }
                let bytes = JSONTextEditor.apply(unique(plan.patches), to: plan.file.bytes)
                let reread = JSONReader.read(SourceFile(path: path, bytes: bytes))
                guard let result = reread.value else {
                    let why = reread.diagnostics.first { $0.severity == .error }?.message ?? "it is not JSON"
                    refuse(owners, "\(path) would not parse after the fixes (\(why)), so it is left alone")
                    continue
                }
                let indexed = plan.edits.map { (edit: $0.edit, value: editValue($0, fixIts: fixIts, values: values)) }
                guard let expected = expectedDocument(original, indexed), expected == result else {
                    refuse(owners, "the fixes to \(path) would not give the document they describe, so it is left alone")
                    continue
                }
                outcome.files.append(ChangedFile(original: plan.file, bytes: bytes, applied: owners.sorted()))
            }
            if !refusedNow { break }
        }
        outcome.applied = fixIts.indices.filter { outcome.refused[$0] == nil }
        return outcome
    }

    /// Why `fixIt` cannot be applied before looking at the files' structure (nil when it can be tried); fills
    /// `values` with the parsed text of each edit (`.null` for removals).
    private static func problem(with fixIt: FixIt, files: [String: SourceFile], values: inout [JSONValue]) -> String? {
        guard !fixIt.edits.isEmpty else { return "the fix-it has no edit" }
        for edit in fixIt.edits {
            guard files[edit.location.file] != nil else { return "\(edit.location.file) is not a source file tokenc may edit" }
            // Edits are JSON byte patches; a YAML file is left for its author to edit.
            guard !YAMLReader.isYAML(edit.location.file) else { return "\(edit.location.file) is YAML; tokenc fixes only JSON files" }
            let text: String
            switch edit {
            case .replace(_, let json), .insert(_, _, let json): text = json
            case .remove: values.append(.null); continue
            }
            // The line break ends a bare number, which json-c otherwise waits to see continue.
            guard let value = JSONReader.read(SourceFile(path: "fix-it", text: text + "\n")).value else {
                return "the fix-it's text \(text) is not JSON"
            }
            if case .replace(let location, _) = edit, location.part == .key, value.stringValue == nil {
                return "the fix-it's key \(text) is not a JSON string"
            }
            values.append(value)
        }
        return nil
    }

    /// The parsed text of one planned edit.
    private static func editValue(_ e: (owner: Int, edit: FixIt.Edit), fixIts: [FixIt], values: [Int: [JSONValue]]) -> JSONValue {
        let index = fixIts[e.owner].edits.firstIndex(of: e.edit) ?? 0
        return values[e.owner]?[index] ?? .null
    }

    /// `patches` without repeats (two fix-its asking for the same change make it once).
    private static func unique(_ patches: [JSONPatch]) -> [JSONPatch] {
        var seen = Set<[Int]>()
        return patches.filter { p in seen.insert([p.range.lowerBound, p.range.upperBound] + p.text.map(Int.init)).inserted }
    }

    /// Owners of patches that overlap patches of another unit, with where the two start. Identical patches do not
    /// conflict. A zero-length patch conflicts with one it falls strictly inside, or another at its offset.
    package static func conflicts(_ units: [JSONTextEditor.Unit]) -> [(Set<Int>, Int, Int)] {
        var all: [(patch: JSONPatch, unit: Int)] = []
        for (u, unit) in units.enumerated() { for p in unit.patches { all.append((p, u)) } }
        all.sort { ($0.patch.range.lowerBound, $0.patch.range.count) < ($1.patch.range.lowerBound, $1.patch.range.count) }
        var out: [(Set<Int>, Int, Int)] = []
        var open: [(patch: JSONPatch, unit: Int)] = []
        for p in all {
            open.removeAll { $0.patch.range.upperBound < p.patch.range.lowerBound }
            for q in open where q.unit != p.unit && overlap(q.patch, p.patch) {
                if q.patch.range == p.patch.range && q.patch.text == p.patch.text { continue }
                out.append((p.patch.owners.union(q.patch.owners), q.patch.range.lowerBound, p.patch.range.lowerBound))
            }
            open.append(p)
        }
        return out
    }

    /// True when `a` and `b` change the same bytes, or one inserts inside the other, or both insert at one offset.
    private static func overlap(_ a: JSONPatch, _ b: JSONPatch) -> Bool {
        let (x, y) = (a.range, b.range)
        switch (x.isEmpty, y.isEmpty) {
        case (false, false): return x.lowerBound < y.upperBound && y.lowerBound < x.upperBound
        case (true, false): return y.lowerBound < x.lowerBound && x.lowerBound < y.upperBound
        case (false, true): return x.lowerBound < y.lowerBound && y.lowerBound < x.upperBound
        case (true, true): return x.lowerBound == y.lowerBound
        }
    }

    // MARK: The document the edits describe

    /// The edits below one node of the document, by pointer token.
    private final class EditTree {
        var children: [String: EditTree] = [:]
        /// The node's new value.
        var replacement: JSONValue?
        /// The member's new key.
        var key: String?
        var removed = false
        /// Members added at the end of the object, in order.
        var inserted: [JSONMember] = []

        /// The tree node for `tokens` below this one, made when missing.
        func node(_ tokens: ArraySlice<String>) -> EditTree {
            guard let first = tokens.first else { return self }
            if let c = children[first] { return c.node(tokens.dropFirst()) }
            let c = EditTree()
            children[first] = c
            return c.node(tokens.dropFirst())
        }
    }

    /// `original` with `edits` made on its tree, in one pass over it: a node's value is replaced first, then the
    /// edits below it are made (members removed, keys renamed in place, members added at the end). Nil when an
    /// edit names a node the tree does not have.
    static func expectedDocument(_ original: JSONValue, _ edits: [(edit: FixIt.Edit, value: JSONValue)]) -> JSONValue? {
        let root = EditTree()
        for (edit, value) in edits {
            let tokens = (edit.location.pointer ?? .root).tokens[...]
            switch edit {
            case .replace(let l, _) where l.part == .key:
                guard !tokens.isEmpty else { return nil }
                root.node(tokens).key = value.stringValue
            case .replace: root.node(tokens).replacement = value
            case .remove:
                guard !tokens.isEmpty else { return nil }
                root.node(tokens).removed = true
            case .insert(_, let key, _): root.node(tokens).inserted.append(JSONMember(key: key, value: value))
            }
        }
        return rebuild(original, root)
    }

    /// `value` with the edits of `tree` made (its own removal and renaming are its parent's to make).
    private static func rebuild(_ value: JSONValue, _ tree: EditTree) -> JSONValue? {
        let value = tree.replacement ?? value
        guard !tree.children.isEmpty || !tree.inserted.isEmpty else { return value }
        switch value {
        case .object(let o):
            var members: [JSONMember] = []
            members.reserveCapacity(o.members.count + tree.inserted.count)
            var matched = 0
            for m in o.members {
                guard let child = tree.children[m.key] else { members.append(m); continue }
                matched += 1
                if child.removed { continue }
                guard let v = rebuild(m.value, child) else { return nil }
                members.append(JSONMember(key: child.key ?? m.key, value: v))
            }
            guard matched == tree.children.count else { return nil }
            return .object(JSONObject(members + tree.inserted))
        case .array(let a):
            guard tree.inserted.isEmpty else { return nil }
            var out: [JSONValue] = []
            var matched = 0
            for (i, e) in a.enumerated() {
                guard let child = tree.children[String(i)] else { out.append(e); continue }
                matched += 1
                if child.removed { continue }
                guard child.key == nil, let v = rebuild(e, child) else { return nil }
                out.append(v)
            }
            guard matched == tree.children.count else { return nil }
            return .array(out)
        default:
            return nil
        }
    }
}
