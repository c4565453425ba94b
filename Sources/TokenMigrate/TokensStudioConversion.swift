/// A Tokens Studio project (a folder with `$themes.json`/`$metadata.json`) as a DTCG project: every set file
/// rewritten by the reader's own walk (`TokensStudioTree`: `$type`/`$value`/`$description`, DTCG types, values in
/// their DTCG form), a resolver document with the sets, modifiers and `resolutionOrder` the themes make, and a
/// `tokenc.json` that builds it with the options `tokenc build --tokens-studio` uses. Tokens the project keeps
/// private (a leading `_`, "source" sets) become the config's `"exclude"` list.
package struct TokensStudioConversion {
    /// The file name of the resolver document written beside the sets.
    package static let resolverName = "tokens.resolver.json"

    /// The new files (full paths, as the build names them), the project that builds them, the changes, and why
    /// the project cannot be converted (errors).
    package var files: [SourceFile] = []
    /// The converted set files as trees, by full path (what `pin` changes).
    package var trees: [String: JSONValue] = [:]
    /// The set files' paths relative to the project folder, by full path.
    package var relativePaths: [String: String] = [:]
    package var project: TokenProject
    package var changes: [MigrationChange] = []
    package var diagnostics: [Diagnostic] = []
    /// The original's resolver document, rewritten with the per-context files `pin` adds.
    package var resolver: ResolverDocument
    /// The resolver document's full path (written beside the sets).
    package var resolverPath: String
    /// Per-context files `pin` writes (tokens computed to one value per context of a modifier), by full path.
    var contextTrees: [String: JSONValue] = [:]
    /// Where each per-context file is referenced: after `site` (a set file, relative) in `modifier`'s `context`.
    var contextFiles: [ContextFile] = []

    /// A per-context file `pin` adds to a modifier's context, right after the set file whose tokens it replaces.
    package struct ContextFile: Hashable {
        package var modifier: String
        package var context: String
        /// The set file, relative to the resolver document, after whose reference the file goes.
        package var site: String
        /// The per-context file, relative to the resolver document.
        package var file: String
    }

    /// Converts `original` (compiled from a Tokens Studio folder whose sets are files) into files below `root`.
    init(_ original: CompiledProject, root: String) {
        let resolver = original.resolver!
        self.resolver = resolver
        let base = PathText.directory(of: resolver.path)
        let configPath = PathText.join(root, "tokenc.json")
        project = .config(configPath)
        let resolverPath = PathText.join(base, Self.resolverName)
        self.resolverPath = resolverPath
        if original.project.resolverFiles[resolverPath] != nil {
            diagnostics.append(Diagnostic(.migrateSourceInvalid,
                "the project has a set named \(Self.resolverName.dropLast(5)), the name migrate gives the resolver document it writes",
                at: SourceLocation(file: resolverPath)))
            return
        }
        // The sets, as DTCG.
        for (path, file) in original.project.resolverFiles.sorted(by: { $0.key < $1.key }) {
            guard let root = JSONReader.read(file).value else { continue }
            var tree = TokensStudioTree(values: TokensStudioValue(file: path))
            let dtcg = tree.group(root, pointer: .root, path: .root, inherited: nil)
            let relative = String(path.dropFirst(base.isEmpty ? 0 : base.count + 1))
            Self.listChanges(from: root, to: dtcg, file: relative, path: [], into: &changes)
            trees[path] = dtcg
            relativePaths[path] = relative
            files.append(SourceFile(path: path, bytes: Array((JSONWriter.string(dtcg) + "\n").utf8)))
        }
        files.append(SourceFile(path: resolverPath, bytes: Array((JSONWriter.string(Self.document(resolver)) + "\n").utf8)))
        changes.append(MigrationChange(file: Self.resolverName, token: nil, change: "write the resolver document",
                                       reason: "[tokens-studio] the theme groups of $themes.json as modifiers, their themes as contexts, in $metadata.json's set order"))

        // What the original keeps private, as exact paths: only when a token is private in every permutation it is in.
        let privacy = PrivateTokens(config: original.config, resolver: resolver)
        var hidden = Set<TokenPath>()
        var shown = Set<TokenPath>()
        for p in original.compilation.permutations {
            let emitted = privacy.emitted(p.tokens, permutation: p.permutation)
            for t in p.tokens.tokens {
                if emitted.contains(t.path) { shown.insert(t.path) } else { hidden.insert(t.path) }
            }
        }
        for path in hidden.intersection(shown).sorted() {
            diagnostics.append(Diagnostic(.migrateValueChanged,
                "\(path) is private (from a \"source\" set) in some themes and emitted in others; a DTCG resolver document cannot say that, so nothing is written",
                token: path.description))
        }
        let exclude = hidden.subtracting(shown).sorted()
        for path in exclude where path.components.contains(where: Self.patternCharacters) {
            diagnostics.append(Diagnostic(.migrateValueChanged,
                "\(path) is private but its name holds a character \"exclude\" patterns give a meaning (* ? [ ] { } $); nothing is written",
                token: path.description))
        }
        files.append(SourceFile(path: configPath, bytes: Array((JSONWriter.string(Self.config(original.config, resolver: resolver, exclude: exclude,
                                                                                            resolverFile: Self.relative(resolverPath, from: root))) + "\n").utf8)))
        if !exclude.isEmpty {
            changes.append(MigrationChange(file: "tokenc.json", token: nil, change: "exclude \(exclude.count) private token\(exclude.count == 1 ? "" : "s")",
                                           reason: "[tokens-studio] names starting with _ and tokens of \"source\" sets resolve references but are not emitted"))
        }
    }

    /// Writes, for every definition of the tokens `paths` in the set files, the value the original resolves it to,
    /// when that is one value in every permutation where the definition wins: Tokens Studio computes what DTCG
    /// cannot (math, colour modifiers, an alias between its loose types); the report lists the expression, and
    /// `$extensions` stay as written. A definition whose value differs between
    /// permutations is an error: a DTCG value is one value. Returns the errors.
    package mutating func pin(_ paths: Set<TokenPath>, original: CompiledProject) -> [Diagnostic] {
        struct Site: Hashable { var file: String; var pointer: JSONPointer }
        var values: [Site: (token: ResolvedToken, values: Set<JSONValue>, permutations: [Permutation])] = [:]
        var order: [Site] = []
        for p in original.compilation.permutations {
            for t in p.tokens.tokens where paths.contains(t.path) && trees[t.origin.file] != nil {
                let site = Site(file: t.origin.file, pointer: t.origin.pointer)
                if values[site] == nil { order.append(site); values[site] = (t, [], []) }
                values[site]!.values.insert(t.value.canonicalJSON)
                values[site]!.permutations.append(p.permutation)
            }
        }
        var problems: [Diagnostic] = []
        for site in order {
            let (token, found, permutations) = values[site]!
            guard found.count == 1, let value = found.first else {
                if pinPerContext(site.file, site.pointer, token: token, permutations: permutations, original: original) { continue }
                problems.append(Diagnostic(.migrateValueChanged,
                    "\(token.path) is computed (\(JSONWriter.string(token.rawValue, pretty: false))) to \(found.count) different values across \(permutations.count) permutations, not one per context of a modifier whose contexts alone hold its set; a DTCG value is one value and has no math, so nothing is written",
                    at: token.origin.location(["$value"]), token: token.path.description))
                continue
            }
            guard case .object(var object)? = trees[site.file]?.value(at: site.pointer) else { continue }
            // `$extensions` stay as written (a colour modifier too, which a DTCG file only carries): every output
            // that carries extensions then says what the original's said.
            let expression = object["$value"] ?? .null
            object["$value"] = value
            object["$type"] = .string(token.type.rawValue)
            trees[site.file] = trees[site.file]!.replacing(at: site.pointer, with: .object(object))
            changes.append(MigrationChange(file: relativePaths[site.file] ?? site.file, token: token.path.description,
                change: "write the computed value \(JSONWriter.string(value, pretty: false))",
                reason: "[tokens-studio] \(JSONWriter.string(expression, pretty: false)) is computed by Tokens Studio's rules (math, colour modifiers, loose aliases), which DTCG lacks"))
        }
        for i in files.indices {
            if let tree = trees[files[i].path] ?? contextTrees[files[i].path] { files[i].bytes = Array((JSONWriter.string(tree) + "\n").utf8) }
            if files[i].path == resolverPath {
                files[i].bytes = Array((JSONWriter.string(Self.document(resolver, contextFiles: contextFiles)) + "\n").utf8)
            }
        }
        return problems
    }

    /// Moves the token at `pointer` of set file `file` into per-context files of the one modifier whose context
    /// decides its value (each context's computed value in that context's file, referenced right after the set
    /// file), when the set file is referenced only by that modifier's contexts; false when no modifier does.
    mutating func pinPerContext(_ file: String, _ pointer: JSONPointer, token: ResolvedToken,
                                permutations: [Permutation], original: CompiledProject) -> Bool {
        guard let site = relativePaths[file], case .object(var object)? = trees[file]?.value(at: pointer) else { return false }
        let key = PathText.normalize(site)
        // The modifiers whose contexts reference the set file, and whether anything else (a set) does.
        var referencing: [String] = []
        for step in resolver.resolutionOrder {
            switch step {
            case .set(let s):
                if s.sources.contains(where: { Self.refers($0, to: key) }) { return false }
            case .modifier(let m):
                if m.contexts.contains(where: { $0.sources.contains { Self.refers($0, to: key) } }) { referencing.append(m.name) }
            }
        }
        guard referencing.count == 1, let modifier = referencing.first else { return false }
        // One value per context of that modifier, in every permutation where the definition wins.
        var byContext: [String: JSONValue] = [:]
        for p in original.compilation.permutations where permutations.contains(p.permutation) {
            guard let context = p.permutation[modifier], let t = p.tokens[token.path] else { return false }
            let v = t.value.canonicalJSON
            if let seen = byContext[context], seen != v { return false }
            byContext[context] = v
        }
        let expression = object["$value"] ?? .null
        object["$type"] = .string(token.type.rawValue)
        for (context, value) in byContext.sorted(by: { $0.key < $1.key }) {
            let relative = "computed/\(modifier)/\(context)/\(site)"
            let path = PathText.join(PathText.directory(of: resolverPath), relative)
            if original.project.resolverFiles[path] != nil { return false }
            object["$value"] = value
            contextTrees[path] = Self.inserting(.object(object), at: pointer.tokens, into: contextTrees[path] ?? .object(JSONObject()))
            let entry = ContextFile(modifier: modifier, context: context, site: site, file: relative)
            if !contextFiles.contains(entry) {
                contextFiles.append(entry)
                files.append(SourceFile(path: path, bytes: []))
            }
            changes.append(MigrationChange(file: relative, token: token.path.description,
                change: "write the value computed in \(modifier)=\(context), \(JSONWriter.string(value, pretty: false)), in a file of that context",
                reason: "[tokens-studio] \(JSONWriter.string(expression, pretty: false)) in \(site) is computed by Tokens Studio's rules to a value per \(modifier) context, which DTCG lacks"))
        }
        trees[file] = Self.removing(pointer.tokens, from: trees[file]!)
        changes.append(MigrationChange(file: site, token: token.path.description, change: "remove it (its computed values are in computed/\(modifier)/)",
                                       reason: "[tokens-studio] \(JSONWriter.string(expression, pretty: false)) is computed to a different value in each \(modifier) context"))
        return true
    }

    /// True when `source` is the file `path` (relative to the resolver document, normalized).
    package static func refers(_ source: TokenSource, to path: String) -> Bool {
        guard case .file(let p, _, _, _) = source else { return false }
        return PathText.normalize(p) == path
    }

    /// `tree` with `value` at the member path `keys`, groups made as needed.
    package static func inserting(_ value: JSONValue, at keys: [String], into tree: JSONValue) -> JSONValue {
        guard let first = keys.first else { return value }
        guard case .object(var o) = tree else { return tree }
        o[first] = inserting(value, at: Array(keys.dropFirst()), into: o[first] ?? .object(JSONObject()))
        return .object(o)
    }

    /// `tree` without the member at the member path `keys`.
    package static func removing(_ keys: [String], from tree: JSONValue) -> JSONValue {
        guard let first = keys.first, case .object(var o) = tree, let child = o[first] else { return tree }
        if keys.count == 1 {
            o.members.removeAll { $0.key == first }
        } else {
            o[first] = removing(Array(keys.dropFirst()), from: child)
        }
        return .object(o)
    }

    /// True for a name that an `"exclude"` pattern would read as more than itself.
    static func patternCharacters(_ name: String) -> Bool {
        name.contains { "*?[]{}$".contains($0) }
    }

    /// `path` relative to `directory` (below it).
    package static func relative(_ path: String, from directory: String) -> String {
        TokenMigration.relativePath(path, root: directory) ?? path
    }

    /// A change for every token whose type name or value the conversion rewrote, and one per file for the keys.
    static func listChanges(from original: JSONValue, to dtcg: JSONValue, file: String, path: [String], into changes: inout [MigrationChange]) {
        guard case .object(let a) = original, case .object(let b) = dtcg else { return }
        let token = path.joined(separator: ".")
        if b["$value"] != nil {
            let typeBefore = (a["$type"] ?? a["type"])?.stringValue
            let typeAfter = b["$type"]?.stringValue
            if a["$value"] == nil {
                changes.append(MigrationChange(file: file, token: token, change: "write $value/$type/$description",
                                               reason: "[tokens-studio] value, type and description are their DTCG names with a $"))
            }
            if let typeBefore, let typeAfter, typeBefore != typeAfter {
                changes.append(MigrationChange(file: file, token: token, change: "write $type \"\(typeAfter)\"",
                                               reason: "[tokens-studio] Tokens Studio type \(typeBefore) is DTCG \(typeAfter)"))
            }
            let before = a["$value"] ?? a["value"]
            if let before, let after = b["$value"], before != after {
                changes.append(MigrationChange(file: file, token: token, change: "write \(JSONWriter.string(after, pretty: false))",
                                               reason: "[tokens-studio] \(JSONWriter.string(before, pretty: false)) is \(typeBefore ?? "a Tokens Studio value") in Tokens Studio's form"))
            }
            if b["$extensions"] != a["$extensions"] {
                changes.append(MigrationChange(file: file, token: token, change: "move typography properties DTCG lacks to $extensions[\"org.tokenc\"].typography",
                                               reason: "[tokens-studio] DTCG typography has five properties; tokenc keeps the others there"))
            }
            return
        }
        for m in b.members where !m.key.hasPrefix("$") {
            guard let before = a[m.key] else { continue }
            listChanges(from: before, to: m.value, file: file, path: path + [m.key], into: &changes)
        }
    }

    /// The DTCG resolver document for `resolver`: its sets, its modifiers, and `resolutionOrder` referring to them.
    package static func document(_ resolver: ResolverDocument, contextFiles: [ContextFile] = []) -> JSONValue {
        var sets = JSONObject()
        var modifiers = JSONObject()
        var order: [JSONValue] = []
        for step in resolver.resolutionOrder {
            switch step {
            case .set(let s):
                sets.members.append(JSONMember(key: s.name, value: .object(JSONObject([JSONMember(key: "sources", value: .array(s.sources.map(source)))]))))
                order.append(.object(JSONObject([JSONMember(key: "$ref", value: .string("#" + JSONPointer(["sets", s.name]).description))])))
            case .modifier(let m):
                var o = JSONObject()
                if let d = m.description { o.members.append(JSONMember(key: "description", value: .string(d))) }
                o.members.append(JSONMember(key: "contexts", value: .object(JSONObject(m.contexts.map { c in
                    JSONMember(key: c.name, value: .array(c.sources.flatMap { s -> [JSONValue] in
                        // A per-context file of computed values goes right after the set file it replaces tokens of.
                        let added = contextFiles.filter { $0.modifier == m.name && $0.context == c.name && refers(s, to: PathText.normalize($0.site)) }
                        return [source(s)] + added.map { .object(JSONObject([JSONMember(key: "$ref", value: .string($0.file))])) }
                    }))
                }))))
                if let d = m.defaultContext { o.members.append(JSONMember(key: "default", value: .string(d))) }
                modifiers.members.append(JSONMember(key: m.name, value: .object(o)))
                order.append(.object(JSONObject([JSONMember(key: "$ref", value: .string("#" + JSONPointer(["modifiers", m.name]).description))])))
            }
        }
        var doc = JSONObject([JSONMember(key: "version", value: .string(ResolverDocument.supportedVersion))])
        if !sets.isEmpty { doc.members.append(JSONMember(key: "sets", value: .object(sets))) }
        if !modifiers.isEmpty { doc.members.append(JSONMember(key: "modifiers", value: .object(modifiers))) }
        doc.members.append(JSONMember(key: "resolutionOrder", value: .array(order)))
        return .object(doc)
    }

    /// A source as a resolver document writes it: `{"$ref": "file.json#/pointer", …overrides}` or the inline tokens.
    package static func source(_ s: TokenSource) -> JSONValue {
        switch s {
        case .inline(let value, _): return value
        case .modeValues(let path, _, _):
            // Not in a Tokens Studio project's document (Terrazzo modes are migrated by `TerrazzoModesConversion`).
            return .object(JSONObject([JSONMember(key: "$ref", value: .string(path))]))
        case .file(let path, let pointer, _, let overrides):
            let ref = pointer.tokens.isEmpty ? path : path + "#" + pointer.description
            return .object(JSONObject([JSONMember(key: "$ref", value: .string(ref))] + (overrides?.members ?? [])))
        }
    }

    /// The config that builds the converted project as `tokenc build --tokens-studio` builds the original: every
    /// output with default options, the brand and theme modifiers and appearances guessed from the names, the
    /// private tokens excluded.
    package static func config(_ original: Config, resolver: ResolverDocument, exclude: [TokenPath], resolverFile: String) -> JSONValue {
        var c = JSONObject([JSONMember(key: "resolver", value: .string(resolverFile)), JSONMember(key: "output", value: "Output")])
        var guessed = Config()
        guessed.guessModifiers(from: resolver)
        if let b = guessed.brandModifier {
            c.members.append(JSONMember(key: "brands", value: .object(JSONObject([JSONMember(key: "modifier", value: .string(b))]))))
        }
        if let t = guessed.themeModifier {
            var themes = JSONObject([JSONMember(key: "modifier", value: .string(t))])
            let appearances = guessed.appearances.sorted { $0.key < $1.key }.map { name, a -> JSONMember in
                var o = JSONObject()
                if a.dark { o.members.append(JSONMember(key: "colorScheme", value: "dark")) }
                if a.highContrast { o.members.append(JSONMember(key: "contrast", value: "high")) }
                return JSONMember(key: name, value: .object(o))
            }
            if !appearances.isEmpty { themes.members.append(JSONMember(key: "appearances", value: .object(JSONObject(appearances)))) }
            c.members.append(JSONMember(key: "themes", value: .object(themes)))
        }
        // The outputs `--tokens-studio` writes, in the same folders (each output's key).
        for key in ["swift", "css", "json"] {
            c.members.append(JSONMember(key: key, value: .object(JSONObject())))
        }
        if !exclude.isEmpty { c.members.append(JSONMember(key: "exclude", value: .array(exclude.map { .string($0.description) }))) }
        return .object(c)
    }
}
