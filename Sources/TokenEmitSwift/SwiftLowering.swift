/// The Swift shape of an `EmitModel`: the union of every brand's and theme's tokens as a tree of groups
/// and tokens (each a member), with valid, collision-free names and the diagnostics found on the way.
/// Tokens and groups every brand has make up the protocols; the others belong to the brands that have
/// them. Rendering (`SwiftSharedFile`, `SwiftBrandFile`) only reads this.
package struct SwiftLowering: Equatable {
    /// A token some brands have in every theme, with one type everywhere.
    package struct Token: Equatable {
        package var path: TokenPath
        package var type: TokenType
        /// True when its value differs between themes in some brand (so it is a `Themed<…>`).
        package var themed: Bool
        /// The member name (without backticks).
        package var identifier: String
        /// The token's node in `tree`.
        package var node: Int
        /// The path, safe for a comment.
        package var pathComment: String
        /// `var <member>: <type>`, filled in by `declareTokens(values:)`.
        package var declaration = ""
        /// `brands[b]`: brand `b` has the token.
        package var brands: [Bool]
        /// True when every brand has the token, so it is a protocol requirement.
        package var shared: Bool
    }

    /// A group: one struct per brand that has it (`<Brand>.<typeName>`), and a protocol of the same name
    /// listing the shared members when it has any.
    package struct Group: Equatable {
        package var path: TokenPath
        /// The member name in the parent group (without backticks); empty for the root.
        package var identifier: String
        /// The path, safe for a comment.
        package var pathComment: String
        /// The protocol's name inside the namespace and the struct's name inside each brand
        /// (`ColorButtonGroup`; `Brand` for the root).
        package var typeName: String
        package var members: [Member]
        /// `brands[b]`: brand `b` has some token in the group.
        package var brands: [Bool] = []
        /// True when some member is shared by every brand, so the group has a protocol.
        package var shared = false
    }

    /// A member of a group.
    package enum Member: Equatable {
        case token(Int)
        case group(Int)
    }

    /// The namespace enum's name.
    package var namespace: String
    /// The groups; `groups[0]` is the root.
    package var groups: [Group] = []
    package var tokens: [Token] = []
    /// Theme case names, parallel to `EmitModel.themes`.
    var themeCases: [String] = []
    /// Theme cases as argument labels, parallel to `EmitModel.themes`.
    var themeLabels: [String] = []
    /// Theme names safe for a comment, parallel to `EmitModel.themes`.
    var themeComments: [String] = []
    /// Theme raw values (the names, made unique), parallel to `EmitModel.themes`.
    var themeRawValues: [String] = []
    /// Brand type names, parallel to `EmitModel.brands`.
    var brandTypes: [String] = []
    /// The brand part of each brand's file name: the type name, or its ASCII slug when it is not ASCII.
    var brandFileStems: [String] = []
    /// The brand static access reads until the app picks another: `SwiftOptions.defaultBrand`, else the first.
    package var defaultBrand = 0
    package var diagnostics: [Diagnostic] = []
    /// The union of every permutation's tokens.
    package let tree: UnionTree

    /// True when every brand has member `m` (it is a protocol requirement).
    func isShared(_ m: Member) -> Bool {
        switch m {
        case .token(let t): return tokens[t].shared
        case .group(let g): return groups[g].shared
        }
    }

    /// True when brand `b` has member `m`.
    package func has(_ m: Member, brand b: Int) -> Bool {
        switch m {
        case .token(let t): return tokens[t].brands[b]
        case .group(let g): return groups[g].brands[b]
        }
    }

    /// `path` joined with `.`, safe for a comment.
    package static func comment(_ path: TokenPath) -> String { SwiftText.commentLine(path.description) }

    /// Fills in each token's `declaration` (`var primaryTint: DesignTokens.Color`), once for every file.
    mutating func declareTokens(values: SwiftValueWriter) {
        // Each type's name (plain and themed) once; each declaration joined in one allocation.
        var typeNames: [TokenType: (plain: String, themed: String)] = [:]
        for type in TokenType.allCases {
            let name = values.typeName(type)
            typeNames[type] = (name, namespace + ".Themed<" + name + ">")
        }
        var last: (type: TokenType, names: (plain: String, themed: String))?  // neighbours mostly share a type
        for i in tokens.indices {
            let type = tokens[i].type
            let names: (plain: String, themed: String)
            if let last, last.type == type {
                names = last.names
            } else {
                names = typeNames[type]!
                last = (type, names)
            }
            tokens[i].declaration = TextJoin.join(["var ", SwiftIdentifier.escaped(tokens[i].identifier), ": ",
                                                   tokens[i].themed ? names.themed : names.plain], separator: nil)
        }
    }

    /// Names fixed inside the namespace, which brands may not take.
    static let fixedTypeNames: Set<String> = [
        "Theme", "Themed", "Color", "CubicBezier", "StrokeStyle", "Border", "Transition", "Shadow", "GradientStop",
        "Typography", "Brand", "Swift", "SwiftUI", "UIKit", "AppKit", "Self", "Type", "Protocol", "Any", "AnyObject",
        "Foundation", "BrandSelection", "FontWeight", "FontChoice", "FontDesign", "TextStyle", "TextCase", "ShadowModifier",
        "EdgeInsets",
    ]
    /// Names the namespace may not have: the modules the generated code names (`Swift.String`, `SwiftUI.Color`),
    /// which an enum of that name would hide; the types it declares inside the namespace and the generic
    /// parameter `Value` (inside them, `Color.Color` finds the inner type, not the namespace); and `Any`, a keyword.
    static let reservedNamespaces: Set<String> = fixedTypeNames.union(["LineCap", "Value"])

    /// The enum name `namespace` (as configured) becomes: `UpperCamelCase`, `Tokens` before a name that would
    /// not start with an ASCII capital.
    package static func namespaceName(_ namespace: String) -> String {
        let id = SwiftIdentifier.upperCamel(namespace)
        return id.unicodeScalars.first.map { $0.isASCII && NameWords.isUpper($0) } ?? false ? id : "Tokens" + id
    }

    /// Why `namespace` cannot name the generated enum (its Swift would not compile, or would hide a type the
    /// project uses), or nil when it can.
    package static func namespaceProblem(_ namespace: String) -> String? {
        let id = namespaceName(namespace)
        guard reservedNamespaces.contains(id) else { return nil }
        let why: String
        switch id {
        case "Swift", "SwiftUI", "UIKit", "AppKit", "Foundation":
            why = "the generated code names the module `\(id)`, which an enum `\(id)` would hide"
        case "Any", "AnyObject", "Self", "Type", "Protocol":
            why = "`\(id)` is a Swift keyword or built-in type"
        default:
            why = "the generated code declares a type `\(id)` inside the namespace, where `\(id).…` would mean that type"
                + (id == "Color" ? " (and an enum `Color` would hide SwiftUI's `Color` in the app)" : "")
        }
        return "the Swift namespace \"\(namespace)\" becomes `\(id)`, which cannot work: \(why); choose another name, such as \"\(id)Tokens\""
    }

    /// Members the generated `Theme` enum and `Themed` struct already have.
    static let themeReserved: Set<String> = [
        "allCases", "rawValue", "isDark", "isHighContrast", "matching", "callAsFunction", "hashValue", "hash",
    ]

    /// Lowers `model`.
    package init(model: EmitModel, options: SwiftOptions) {
        tree = UnionTree(model: model)
        namespace = Self.namespaceName(options.namespace)
        if let problem = Self.namespaceProblem(options.namespace) {
            // The config reader rejects such a name where it is written; a caller of the library gets code that
            // compiles, under a name that says it was changed.
            diagnostics.append(Diagnostic(.configInvalid, problem + "; `\(namespace)Tokens` is used"))
            namespace += "Tokens"
        }
        nameThemes(model)
        groups.append(Group(path: .root, identifier: "", pathComment: "", typeName: "Brand", members: []))
        groups[0].members = lowerMembers(of: 0, comment: "", tree: tree, model: model)
        summarize(0, brandCount: model.brands.count)
        groups[0].shared = true
        nameTypes()
        nameBrands(model)
        if let name = options.defaultBrand {
            if let i = model.brands.firstIndex(where: { $0.name == name }) {
                defaultBrand = i
            } else {
                let known = model.brands.map { "\"" + $0.name + "\"" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(.configInvalid, "the Swift option defaultBrand is \"\(name)\", which is not a brand (the brands are \(known)); the first brand is the default"))
            }
        }
    }

    // MARK: Themes and brands

    private mutating func nameThemes(_ model: EmitModel) {
        var used: [String: String] = [:]
        var raw: Set<String> = []
        for theme in model.themes {
            var id = SwiftIdentifier.lowerCamel(theme.name, reserved: Self.themeReserved)
            if let kept = used[id] {
                var n = 2
                while used["\(id)_\(n)"] != nil { n += 1 }
                let renamed = "\(id)_\(n)"
                diagnostics.append(.nameCollision(kind: "The themes", kept: kept, dropped: theme.name,
                                                  becomes: "the Swift case `\(id)`", renamed: renamed))
                id = renamed
            }
            used[id] = theme.name
            themeCases.append(id)
            themeLabels.append(SwiftIdentifier.label(id))
            themeComments.append(SwiftText.commentLine(theme.name))
            var r = theme.name
            var n = 2
            while raw.contains(r) { r = theme.name + "-\(n)"; n += 1 }
            raw.insert(r)
            themeRawValues.append(r)
        }
    }

    private mutating func nameBrands(_ model: EmitModel) {
        var reserved = Self.fixedTypeNames
        reserved.insert(namespace)
        for g in groups { reserved.insert(g.typeName) }
        var used: [String: String] = [:]  // lower-cased file stem → brand name (files must differ on any file system)
        func stem(_ id: String) -> String { id.unicodeScalars.allSatisfy(\.isASCII) ? id : FileSlug.make(id) }
        for brand in model.brands {
            var id = SwiftIdentifier.upperCamel(brand.name)
            if reserved.contains(id) { id += "Brand" }
            if let kept = used[stem(id).lowercased()] {
                var n = 2
                while used[stem("\(id)_\(n)").lowercased()] != nil || reserved.contains("\(id)_\(n)") { n += 1 }
                let renamed = "\(id)_\(n)"
                diagnostics.append(.nameCollision(kind: "The brands", kept: kept, dropped: brand.name,
                                                  becomes: "the Swift type `\(id)` (file names ignore case)", renamed: renamed))
                id = renamed
            }
            used[stem(id).lowercased()] = brand.name
            brandTypes.append(id)
            brandFileStems.append(stem(id))
        }
    }

    // MARK: Groups and tokens

    /// `comment` is the node's path comment when it is simply its dotted path (every name plain text), else nil:
    /// a plain child's comment is then that and its name, without checking the whole path again.
    private mutating func lowerMembers(of node: Int, comment: String?, tree: UnionTree, model: EmitModel) -> [Member] {
        var members: [Member] = []
        var used: [String: Int] = [:]  // member name → node
        used.reserveCapacity(tree.nodes[node].children.count)  // sized once, not grown by rehashing
        let parentPath = tree.nodes[node].path
        func location(_ n: Int) -> SourceLocation? { Self.location(of: n, tree: tree, model: model) }
        var plainGroups: [Int: String] = [:]  // plain path comments of this walk's groups, for members joined to them
        for (c, joined, parent) in memberEntries(of: node, tree: tree) {
            let name = tree.nodes[c].name
            let id = joined.map { SwiftIdentifier.lowerCamel($0, reserved: node == 0 ? SwiftIdentifier.namespaceMembers : []) }
                ?? (node == 0 ? rootMemberName(name) : memberName(name).id)
            let isGroup = !tree.nodes[c].children.isEmpty
            // The child's path comment: its parent's and the name, when both are plain text.
            let parentComment = joined == nil ? comment : plainGroups[parent]
            let plain: String? = parentComment.flatMap { parent in
                guard SwiftText.isPlainCommentText(name) else { return nil }
                return parent.isEmpty ? name : TextJoin.join([parent, name], separator: 0x2E)
            }
            if isGroup, let plain { plainGroups[c] = plain }
            let childComment = plain ?? Self.comment(tree.nodes[c].path)
            if isGroup, tree.nodes[c].firstToken != nil {
                diagnostics.append(.tokenIsGroup(tree.nodes[c].path, at: location(c), output: "the Swift output"))
            }
            if !isGroup, !checkToken(c, comment: childComment, tree: tree, model: model) { continue }
            if let kept = used[id] {
                if !isGroup { tokens.removeLast() }
                diagnostics.append(.nameCollision(kept: tree.nodes[kept].path.description, keptAt: location(kept), dropped: tree.nodes[c].path.description,
                                                  droppedAt: location(c), becomes: "the Swift member `\(id)` in `\(parentPath.isRoot ? namespace + ".Brand" : parentPath.description)`"))
                continue
            }
            if isGroup {
                let gi = groups.count
                groups.append(Group(path: tree.nodes[c].path, identifier: id, pathComment: childComment,
                                    typeName: "", members: []))
                let sub = lowerMembers(of: c, comment: plain, tree: tree, model: model)
                if sub.isEmpty {
                    groups[gi].members = []
                    groups[gi].identifier = ""  // unused: an empty group is not emitted
                    continue
                }
                groups[gi].members = sub
                members.append(.group(gi))
            } else {
                tokens[tokens.count - 1].identifier = id
                members.append(.token(tokens.count - 1))
            }
            used[id] = c
        }
        return members
    }

    /// Where node `n` is written (found only for diagnostics).
    private static func location(of n: Int, tree: UnionTree, model: EmitModel) -> SourceLocation? {
        let node = tree.nodes[n]
        let sample = node.firstToken.flatMap { tree.token(n, brand: $0.brand, theme: $0.theme, in: model) }
            ?? tree.sampleToken(under: n, model: model)
        return sample.map {
            node.children.isEmpty ? TokenOriginLocation.name(of: $0) : TokenOriginLocation.group(node.path, containing: $0)
        }
    }

    /// Member names by token or group name, and whether they start with a digit, found once per distinct name
    /// (trees repeat `default`, `hover`, `500`…).
    private var memberNames = MemberNames()

    /// The cache of member names. Equal to every other: what it holds follows from the names in the tree, which
    /// the lowering's equality compares.
    private struct MemberNames: Equatable {
        var byName: [String: MemberName] = [:]
        static func == (a: MemberNames, b: MemberNames) -> Bool { true }
    }

    /// A member name, and whether it starts with a digit.
    private struct MemberName: Equatable {
        var id: String
        var digit: Bool
    }

    /// The `lowerCamelCase` member name for `name`, and whether it starts with a digit.
    private mutating func memberName(_ name: String) -> MemberName {
        if let known = memberNames.byName[name] { return known }
        let found = MemberName(id: SwiftIdentifier.lowerCamel(name), digit: SwiftIdentifier.startsWithDigit(name))
        memberNames.byName[name] = found
        return found
    }

    /// The member name of a top-level group or token: as any other, with a `_` after the namespace's own members.
    private func rootMemberName(_ name: String) -> String {
        SwiftIdentifier.lowerCamel(name, reserved: SwiftIdentifier.namespaceMembers)
    }

    /// The nodes whose members `node`'s struct holds, in the author's order, with the raw name to convert when it is
    /// not the node's own: its children, except (below the root) those starting with a digit, each child followed by
    /// its children that start with a digit, joined to its name (`blue` + `500` → `blue-500`, member `blue500`), and
    /// theirs in turn (`SwiftIdentifier.memberPath`).
    /// Each entry also names the node it is a child of in the tree.
    private mutating func memberEntries(of node: Int, tree: UnionTree) -> [(node: Int, joined: String?, parent: Int)] {
        var entries: [(node: Int, joined: String?, parent: Int)] = []
        entries.reserveCapacity(tree.nodes[node].children.count)
        for c in tree.nodes[node].children {
            if node != 0, memberName(tree.nodes[c].name).digit { continue }
            entries.append((c, nil, node))
            appendJoined(under: c, prefix: tree.nodes[c].name, tree: tree, into: &entries)
        }
        return entries
    }

    /// Appends the children of `node` starting with a digit, named `prefix-<name>`, each followed by its own.
    private mutating func appendJoined(under node: Int, prefix: String, tree: UnionTree,
                                       into entries: inout [(node: Int, joined: String?, parent: Int)]) {
        for d in tree.nodes[node].children where memberName(tree.nodes[d].name).digit {
            let joined = prefix + "-" + tree.nodes[d].name
            entries.append((d, joined, node))
            appendJoined(under: d, prefix: joined, tree: tree, into: &entries)
        }
    }

    /// Checks that each brand has the token in every theme or in none, with one type everywhere; appends
    /// it to `tokens` when so, with `comment` (its path, safe for a comment).
    private mutating func checkToken(_ node: Int, comment: String, tree: UnionTree, model: EmitModel) -> Bool {
        let path = tree.nodes[node].path
        /// Where the token is written, for a diagnostic (a function, not a closure argument: passing one for every
        /// token copied the model into its context).
        func at() -> SourceLocation? { Self.location(of: node, tree: tree, model: model) }
        var first: (type: TokenType, brand: Int, theme: Int)?
        var themed = false
        var brands = [Bool](repeating: false, count: model.brands.count)
        for b in model.brands.indices {
            var base = -1  // the token's index in brand b's first theme that has it
            var present = -1, missing = -1  // the first theme of brand b that has it, that does not
            for t in model.themes.indices {
                let i = tree.tokenIndex(node, brand: b, theme: t)
                guard i >= 0 else {
                    if missing < 0 { missing = t }
                    continue
                }
                let tokens = model.brands[b].themes[t].tokens
                let type = tokens[i].type
                if present < 0 { present = t }
                if let f = first {
                    if f.type != type {
                        diagnostics.append(.tokenTypeDiffers(path, at: at(), type: f.type, in: model.permutationLabel(brand: f.brand, theme: f.theme),
                                                             other: type, in: model.permutationLabel(brand: b, theme: t), output: "the Swift output"))
                        return false
                    }
                } else {
                    first = (type, b, t)
                }
                if base < 0 {
                    base = i
                } else if !themed, !model.brands[b].themes[present].tokens[base].hasSameValue(as: tokens[i]) {
                    themed = true
                }
            }
            if present >= 0, missing >= 0 {
                diagnostics.append(.tokenMissingInTheme(path, at: at(), presentIn: model.permutationLabel(brand: b, theme: present),
                                                        missingIn: model.permutationLabel(brand: b, theme: missing), output: "the Swift output"))
                return false
            }
            brands[b] = present >= 0
        }
        guard let first else { return false }
        tokens.append(Token(path: path, type: first.type, themed: themed && model.themes.count > 1, identifier: "", node: node,
                            pathComment: comment, brands: brands, shared: !brands.contains(false)))
        return true
    }

    /// Fills in which brands have each group (and whether all do), bottom-up.
    private mutating func summarize(_ gi: Int, brandCount: Int) {
        var brands = [Bool](repeating: false, count: brandCount)
        var shared = false
        for m in groups[gi].members {
            if case .group(let c) = m { summarize(c, brandCount: brandCount) }
            for b in 0..<brandCount where has(m, brand: b) { brands[b] = true }
            if isShared(m) { shared = true }
        }
        groups[gi].brands = brands
        groups[gi].shared = shared
    }

    /// Group type names: `ColorButtonGroup`, or `Color_Button_Group` for names that would collide (with
    /// each other or with the namespace).
    private mutating func nameTypes() {
        var camel: [String] = Array(repeating: "", count: groups.count)
        var count: [String: Int] = [:]
        count.reserveCapacity(groups.count)
        // A component's words in UpperCamelCase, found once per distinct name (paths repeat their groups' names).
        var parts: [String: String] = [:]
        func part(_ c: String) -> String {
            if let known = parts[c] { return known }
            let p = SwiftIdentifier.upperCamelWords(NameWords.split(c))
            parts[c] = p
            return p
        }
        for (i, g) in groups.enumerated() where i > 0 && !g.members.isEmpty {
            camel[i] = Self.typeName(TextJoin.join(g.path.components.map(part), separator: nil) + "Group")
            count[camel[i], default: 0] += camel[i] == namespace ? 2 : 1
        }
        for i in groups.indices where i > 0 && !groups[i].members.isEmpty {
            if count[camel[i]] == 1 {
                groups[i].typeName = camel[i]
            } else {
                groups[i].typeName = Self.typeName(TextJoin.join(groups[i].path.components.map(part), separator: 0x5F) + "_Group")
            }
        }
    }

    /// `raw` with a `_` in front unless it starts with a letter.
    private static func typeName(_ raw: String) -> String {
        guard let f = raw.unicodeScalars.first else { return "_" }
        if NameWords.isDigit(f) || !(NameWords.isWordScalar(f, first: true)) { return "_" + raw }
        return raw
    }
}
