/// A project whose DTCG token files give tokens Terrazzo modes (`TerrazzoModes`) as a DTCG 2025.10 project: every
/// file without `$extensions[key]`, one `<modifier>/<mode>.tokens.json` per mode holding the tokens that give it a
/// value (that value, an explicit `$type`, the token's other members), a resolver document with a set of the files
/// and a modifier whose contexts read the mode files (the default the build's), and a config naming it.
package struct TerrazzoModesConversion {
    /// The file name of the resolver document written beside the token files.
    package static let resolverName = "tokens.resolver.json"

    /// The new and rewritten files (full paths, as the build names them), the project that builds them, the
    /// changes, and why the project cannot be converted (errors).
    package var files: [SourceFile] = []
    package var project: TokenProject
    package var changes: [MigrationChange] = []
    package var diagnostics: [Diagnostic] = []

    /// The modifier the build made of the modes, when `resolver` is one `TerrazzoModes` made.
    package static func modifier(of resolver: ResolverDocument) -> (modifier: ResolverModifier, key: String)? {
        for m in resolver.modifiers {
            for c in m.contexts {
                for case .modeValues(_, let mode, _) in c.sources { return (m, mode.key) }
            }
        }
        return nil
    }

    /// Converts `original`, whose resolver document `TerrazzoModes` made (modifier `modifier`, modes under
    /// `$extensions[key]`), into files beside its token files; a new config goes in `root` when it has none.
    init(_ original: CompiledProject, modifier: ResolverModifier, key: String, root: String) {
        let resolver = original.resolver!
        let base = PathText.directory(of: resolver.path)
        let configPath = original.configPath ?? PathText.join(root, "tokenc.json")
        project = .config(configPath)
        let resolverPath = PathText.join(base, Self.resolverName)
        let taken = Set(original.sources.map { PathText.normalize($0.path) })
        func refuse(_ message: String, _ file: String) {
            diagnostics.append(Diagnostic(.migrateSourceInvalid, message, at: SourceLocation(file: file)))
        }
        if taken.contains(PathText.normalize(resolverPath)) {
            refuse("the project has a file named \(Self.resolverName), the name migrate gives the resolver document it writes", resolverPath)
        }
        let modes = modifier.contexts.map(\.name)
        // Each mode's file is a path below the project: a name that is not one file name cannot be.
        for mode in modes where mode.isEmpty || mode == "." || mode == ".." || mode.contains("/") || mode.contains("\\") {
            refuse("mode \"\(mode)\" cannot name a file (\(modifier.name)/\(mode).tokens.json); rename it to migrate", resolver.path)
        }
        for mode in modes where taken.contains(PathText.normalize(PathText.join(base, Self.modeFile(modifier.name, mode)))) {
            refuse("the project has a file \(Self.modeFile(modifier.name, mode)), the name migrate gives mode \(mode)'s values", resolver.path)
        }
        guard diagnostics.isEmpty else { return }

        // Each mode's tokens typed as the build resolves them in that mode.
        var types: [String: [TokenPath: TokenType]] = [:]
        for p in original.compilation.permutations {
            guard let mode = p.permutation[modifier.name], types[mode] == nil else { continue }
            types[mode] = Dictionary(p.tokens.tokens.map { ($0.path, $0.type) }, uniquingKeysWith: { a, _ in a })
        }
        var modeTrees: [String: JSONValue] = [:]
        for relative in resolver.referencedFiles {
            let full = PathText.join(base, relative)
            guard let file = original.project.resolverFiles[full], let tree = JSONReader.read(file).value else { continue }
            var count = 0
            let stripped = Self.split(tree, path: [], key: key, types: types, into: &modeTrees, count: &count)
            guard count > 0 else { continue }
            files.append(SourceFile(path: full, bytes: Array((JSONWriter.string(stripped) + "\n").utf8)))
            changes.append(MigrationChange(file: relative, token: nil,
                change: "remove $extensions.\(key) from \(count) token\(count == 1 ? "" : "s")",
                reason: "[terrazzo-modes] each mode's values move to \(modifier.name)/<mode>.tokens.json, a context of modifier \"\(modifier.name)\""))
        }
        let origin = modifier.origin
        var contexts: [ResolverModifier.Context] = []
        for mode in modes {
            let relative = Self.modeFile(modifier.name, mode)
            files.append(SourceFile(path: PathText.join(base, relative),
                                    bytes: Array((JSONWriter.string(modeTrees[mode] ?? .object(JSONObject())) + "\n").utf8)))
            changes.append(MigrationChange(file: relative, token: nil, change: "write the values of mode \(mode)",
                reason: "[terrazzo-modes] the tokens' $extensions.\(key).\(mode), each with its $type"))
            contexts.append(ResolverModifier.Context(name: mode, sources: [.file(path: relative, pointer: .root, origin: origin, overrides: nil)],
                                                     origin: origin))
        }
        let m = ResolverModifier(name: modifier.name, contexts: contexts, defaultContext: modifier.defaultContext, origin: origin)
        let set = ResolverSet(name: "tokens", sources: resolver.referencedFiles.map { .file(path: $0, pointer: .root, origin: origin, overrides: nil) },
                              origin: origin)
        let document = ResolverDocument(path: resolverPath, resolutionOrder: [.set(set), .modifier(m)], modifiers: [m],
                                        referencedFiles: resolver.referencedFiles + contexts.map { Self.modeFile(modifier.name, $0.name) })
        files.append(SourceFile(path: resolverPath, bytes: Array((JSONWriter.string(TokensStudioConversion.document(document)) + "\n").utf8)))
        changes.append(MigrationChange(file: Self.resolverName, token: nil, change: "write the resolver document",
            reason: "[terrazzo-modes] a set of the token files, then modifier \"\(modifier.name)\" with a context per mode (default \"\(modifier.defaultContext ?? modes[0])\")"))

        let resolverFile = TokensStudioConversion.relative(resolverPath, from: PathText.directory(of: configPath))
        let existing = original.configPath.flatMap { path in original.sources.first { $0.path == path } }.flatMap { JSONReader.read($0).value?.objectValue }
        let config = Self.config(existing, resolverFile: resolverFile, original: original.config, document: document)
        files.append(SourceFile(path: configPath, bytes: Array((JSONWriter.string(.object(config)) + "\n").utf8)))
        changes.append(MigrationChange(file: TokensStudioConversion.relative(configPath, from: root), token: nil,
            change: "read \(Self.resolverName) instead of \"tokens\"",
            reason: "[terrazzo-modes] modifier \"\(modifier.name)\" is the theme, as the build read the modes"))
    }

    /// Where mode `mode`'s values go, relative to the token files' folder.
    static func modeFile(_ modifier: String, _ mode: String) -> String { "\(modifier)/\(mode).tokens.json" }

    /// `value` (a group or token at member path `path`) without `$extensions[key]`; each token's modes are added to
    /// `modes` (by mode, at the same path: the token with the mode's value, its `$type` explicit), `count` the tokens.
    package static func split(_ value: JSONValue, path: [String], key: String, types: [String: [TokenPath: TokenType]],
                      into modes: inout [String: JSONValue], count: inout Int) -> JSONValue {
        guard case .object(var o) = value else { return value }
        if o["$value"] != nil {
            guard case .object(var extensions)? = o["$extensions"], case .object(let given)? = extensions[key] else { return value }
            extensions[key] = nil
            o["$extensions"] = extensions.isEmpty ? nil : .object(extensions)
            count += 1
            // Terrazzo's "." is the token's `$value` itself, not a mode.
            for member in given.members where member.key != "." {
                var token = o
                token["$value"] = member.value
                if let type = types[member.key]?[TokenPath(path)] { token["$type"] = .string(type.rawValue) }
                modes[member.key] = TokensStudioConversion.inserting(.object(token), at: path, into: modes[member.key] ?? .object(JSONObject()))
            }
            return .object(o)
        }
        for i in o.members.indices where !o.members[i].key.hasPrefix("$") || o.members[i].key == "$root" {
            o.members[i].value = split(o.members[i].value, path: path + [o.members[i].key], key: key, types: types, into: &modes, count: &count)
        }
        return .object(o)
    }

    /// The config reading the resolver document: `existing` (the original's, when it has one) without `tokens` and
    /// `terrazzoModes`, with `resolver`; the theme modifier and appearances the build took from the modes written
    /// out, as a resolver config does not guess them.
    package static func config(_ existing: JSONObject?, resolverFile: String, original: Config, document: ResolverDocument) -> JSONObject {
        // The outputs a build without a config writes, in the folders it writes them to (each output's key).
        var c = existing ?? JSONObject([JSONMember(key: "output", value: "Output")] + ["swift", "css", "json"].map {
            JSONMember(key: $0, value: .object(JSONObject()))
        })
        if let i = c.members.firstIndex(where: { $0.key == "tokens" }) {
            c.members[i] = JSONMember(key: "resolver", value: .string(resolverFile))
        } else {
            c.members.insert(JSONMember(key: "resolver", value: .string(resolverFile)), at: 0)
        }
        c["terrazzoModes"] = nil
        guard let theme = original.themeModifier, document.modifier(named: theme) != nil else { return c }
        var themes = c["themes"]?.objectValue ?? JSONObject()
        if themes["modifier"] == nil { themes["modifier"] = .string(theme) }
        var appearances = themes["appearances"]?.objectValue ?? JSONObject()
        for context in document.modifiers[0].contexts where appearances[context.name] == nil {
            guard let a = original.appearances[context.name], a != Config.Appearance() else { continue }
            var o = JSONObject()
            if a.dark { o.members.append(JSONMember(key: "colorScheme", value: "dark")) }
            if a.highContrast { o.members.append(JSONMember(key: "contrast", value: "high")) }
            appearances.members.append(JSONMember(key: context.name, value: .object(o)))
        }
        if !appearances.isEmpty { themes["appearances"] = .object(appearances) }
        c["themes"] = .object(themes)
        return c
    }
}
