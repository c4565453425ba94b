/// One brand's CSS, lowered: the custom properties of every token (names checked for collisions), their
/// declarations in each theme, and which declarations each theme block must repeat.
package struct CSSBrandLowering {
    /// A token that becomes custom properties.
    package struct Entry {
        package var path: TokenPath
        /// The main property.
        package var name: String
        /// Typography longhands (`…-font-family`, …), in `CSSName.typographyLonghands` order, then those of
        /// `extras` in `CSSTypographyExtra` order; else empty.
        package var longhands: [String]
        /// The typography longhands beyond the five (a `CSSTypographyExtra` set).
        package var extras: UInt8 = 0
        /// The comment for the default block (description, deprecation).
        package var comment: String?
    }

    package let model: EmitModel
    package let brand: Int
    package let options: CSSOptions
    package private(set) var entries: [Entry] = []
    /// `declarations[theme][entry]`: empty when the token is missing in that theme.
    package private(set) var declarations: [[[CSSDeclaration]]] = []
    /// Diagnostics (name collisions), unlocated duplicates included; the emitter de-duplicates.
    package private(set) var diagnostics: [Diagnostic] = []
    /// True when a property name or a declared value has a character outside ASCII (each name and each distinct
    /// value text checked once, as it is made; see `containsNonASCII`).
    private var nonASCIIDeclarations = false
    /// Path → entry, -1 for tokens left out.
    private var entryIndex: [TokenPath: Int] = [:]
    private var entryOfName: [String: Int] = [:]

    /// Lowers brand `brand` of `model`, whose custom property names `names` holds.
    package init(model: EmitModel, brand: Int, options: CSSOptions, names: CSSNames) {
        self.model = model
        self.brand = brand
        self.options = options
        // Tokens are read by index throughout: copying whole tokens is what would cost here.
        var used: [String: (theme: Int, index: Int)] = [:]  // property → the token that has it
        // entryOfPath: entry index, or -1 for a token left out (name collision).
        var entryOfPath: [TokenPath: Int] = [:]
        var entryOfToken: [[Int]] = []
        var nonASCII = false  // see `nonASCIIDeclarations`
        // Sized up front: growing these tables by doubling would copy them again and again on a large brand.
        let expected = model.tokens(brand: brand, theme: 0).tokens.count
        // Property names are needed by name only to follow `var()` references.
        let byName = options.outputReferences
        let shared = names.collidable
        if byName { entryOfName.reserveCapacity(expected) }
        entries.reserveCapacity(expected)
        // Entries by path are needed to follow references, and for a theme whose paths differ from the one
        // before's; when every theme lists the default's paths (and no references are kept), entries are found
        // by index alone.
        let samePaths = model.themes.indices.dropFirst().allSatisfy {
            model.tokens(brand: brand, theme: $0).hasSamePaths(as: model.tokens(brand: brand, theme: $0 - 1))
        }
        let indexPaths = byName || !samePaths
        if indexPaths { entryOfPath.reserveCapacity(expected) }
        for t in model.themes.indices {
            // Known to have the same paths as the theme before: the same entries, compared with nothing.
            if t > 0, model.tokens(brand: brand, theme: t).hasSamePaths(as: model.tokens(brand: brand, theme: t - 1)) {
                entryOfToken.append(entryOfToken[t - 1])
                continue
            }
            let tokens = model.tokens(brand: brand, theme: t).tokens
            var map = [Int](repeating: -1, count: tokens.count)
            // The theme before: a token at the same index with the same path has the same entry, found without a
            // lookup (themes mostly list the same paths in the same order).
            let before = t > 0 ? model.tokens(brand: brand, theme: t - 1).tokens : []
            for i in tokens.indices {
                if i < before.count && before[i].path == tokens[i].path {
                    map[i] = entryOfToken[t - 1][i]
                    continue
                }
                let path = tokens[i].path
                // The default theme has each path once: none is known yet.
                if t > 0, let e = entryOfPath[path] { map[i] = e; continue }
                let name = names.name(brand: brand, theme: t, index: i)
                var longhands: [String] = []
                var extras: UInt8 = 0
                if tokens[i].type == .typography {
                    longhands = CSSName.typographyLonghands.map { name + "-" + $0 }
                    extras = names.typographyExtras(path)
                    if extras != 0 { longhands += CSSTypographyExtra.members(of: extras).map { name + "-" + $0.suffix } }
                }
                // A name no other path gives cannot collide: only shared names are looked up (and recorded).
                let mayClash = !shared.isEmpty && (shared.contains(name) || longhands.contains { shared.contains($0) })
                let clash = !mayClash ? nil : used[name] != nil ? name : longhands.first { used[$0] != nil }
                if let clash, let kept = used[clash] {
                    let keptToken = model.tokens(brand: brand, theme: kept.theme).tokens[kept.index]
                    diagnostics.append(.nameCollision(kept: keptToken.path.description, keptAt: TokenOriginLocation.name(of: keptToken),
                                                      dropped: path.description, droppedAt: TokenOriginLocation.name(of: tokens[i]),
                                                      becomes: "the CSS custom property `\(clash)`"))
                    if indexPaths { entryOfPath[path] = -1 }
                    continue
                }
                if mayClash {
                    used[name] = (t, i)
                    for n in longhands { used[n] = (t, i) }
                }
                if byName {
                    entryOfName[name] = entries.count
                    for n in longhands { entryOfName[n] = entries.count }
                }
                if indexPaths { entryOfPath[path] = entries.count }
                map[i] = entries.count
                if !nonASCII && CSSText.containsNonASCII(name) { nonASCII = true }
                entries.append(Entry(path: path, name: name, longhands: longhands, extras: extras,
                                     comment: Self.comment(tokens[i].description, tokens[i].deprecation)))
            }
            entryOfToken.append(map)
        }
        entryIndex = entryOfPath
        var texts: [ValueKey: String] = [:]  // each value's text, rendered once (see `declarations`)
        var baseIndex = [Int](repeating: -1, count: entries.count)  // entry → its token's index in the default theme
        for (i, e) in (entryOfToken.first ?? []).enumerated() where e >= 0 { baseIndex[e] = i }
        for t in model.themes.indices {
            let tokens = model.tokens(brand: brand, theme: t)
            let list = tokens.tokens
            var perEntry = [[CSSDeclaration]](repeating: [], count: entries.count)
            let base = model.tokens(brand: brand, theme: 0).tokens
            for i in list.indices where entryOfToken[t][i] >= 0 {
                let e = entryOfToken[t][i]
                // A token written and resolved as in the default theme has the default's declarations.
                let b = baseIndex[e]
                if t > 0, !declarations[0][e].isEmpty, b >= 0, base[b].hasSameValue(as: list[i]),
                   base[b].hasSameAlias(as: list[i]), base[b].partialAliases == list[i].partialAliases {
                    perEntry[e] = declarations[0][e]
                } else {
                    perEntry[e] = declarations(of: i, entry: e, in: tokens, texts: &texts, nonASCII: &nonASCII)
                }
            }
            declarations.append(perEntry)
        }
        nonASCIIDeclarations = nonASCII
    }

    /// The unquoted text of a literal token, or of an alias of one (`LiteralToken`); nil for any other token, and
    /// for text CSS cannot hold as a value as it is (which is then written as a string).
    static func literalText(_ token: ResolvedToken, in tokens: ResolvedTokens) -> String? {
        guard case .string(let s) = token.value else { return nil }
        var current = token
        for _ in 0..<64 {
            if LiteralToken.isMarked(current.extensions) { return CSSText.literal(s) }
            guard let next = current.aliasOf, let target = tokens[next] else { return nil }
            current = target
        }
        return nil
    }

    /// `description Deprecated: message`, neutralised for a comment.
    private static func comment(_ description: String?, _ deprecation: Deprecation?) -> String? {
        var parts: [String] = []
        if let d = description, !d.isEmpty { parts.append(d) }
        if let dep = deprecation { parts.append("Deprecated" + (dep.message.map { ": " + $0 } ?? ".")) }
        return parts.isEmpty ? nil : CSSText.comment(parts.joined(separator: " "))
    }

    /// The declarations of one token in one theme. `texts` holds the text of every value rendered so far
    /// without references (which depends on the value alone). `nonASCII` is set when a value made here has a
    /// character outside ASCII (a `var()` reference is made of names, checked when their entries were made).
    private func declarations(of i: Int, entry e: Int, in tokens: ResolvedTokens, texts: inout [ValueKey: String],
                              nonASCII: inout Bool) -> [CSSDeclaration] {
        let list = tokens.tokens  // read token `i` and entries in place: copying them is what costs here
        let refs = options.outputReferences
        if refs, let target = list[i].aliasOf, let ti = entryIndex[target], ti >= 0, tokens[target] != nil {
            var out = [CSSDeclaration(name: entries[e].name, value: "var(" + entries[ti].name + ")")]
            let standard = CSSName.typographyLonghands.count
            for (i, l) in entries[e].longhands.prefix(standard).enumerated() {
                out.append(CSSDeclaration(name: l, value: i < entries[ti].longhands.count ? "var(" + entries[ti].longhands[i] + ")" : "initial"))
            }
            // A longhand beyond the five refers to the target's of the same property, or is the initial value.
            let targetExtras = CSSTypographyExtra.members(of: entries[ti].extras)
            for (k, x) in CSSTypographyExtra.members(of: entries[e].extras).enumerated() {
                var value = x.initial
                if let j = targetExtras.firstIndex(of: x), standard + j < entries[ti].longhands.count {
                    value = "var(" + entries[ti].longhands[standard + j] + ")"
                }
                out.append(CSSDeclaration(name: entries[e].longhands[standard + k], value: value))
            }
            return out
        }
        let entryIndex = self.entryIndex
        let entries = self.entries
        var writer = CSSValueWriter()
        if refs {
            writer.partialAliases = list[i].partialAliases
            writer.reference = { target in
                guard let i = entryIndex[target], i >= 0, tokens[target] != nil else { return nil }
                return entries[i].name
            }
        }
        if list[i].type == .shadow, case .object = list[i].rawValue { writer.singleShadowObject = true }
        if list[i].type == .gradient { writer.gradientDirection = CSSValueWriter.gradientDirection(list[i].extensions) }
        // Without references a value's text depends on the value alone (and the shadow form): rendered once.
        let value: String
        if list[i].type == .string, let raw = Self.literalText(list[i], in: tokens) {
            // A literal (untyped Style Dictionary text) is written as is, as Style Dictionary writes it.
            value = raw
            if !nonASCII && CSSText.containsNonASCII(value) { nonASCII = true }
        } else if refs || writer.singleShadowObject || writer.gradientDirection != nil {
            value = writer.render(list[i].value)
            if !nonASCII && CSSText.containsNonASCII(value) { nonASCII = true }
        } else {
            let key = list[i].valueKey
            if let known = texts[key] {
                value = known  // checked when it was rendered
            } else {
                value = writer.render(list[i].value)
                texts[key] = value
                if !nonASCII && CSSText.containsNonASCII(value) { nonASCII = true }
            }
        }
        var wide: String?
        if options.wideGamut, CSSValueWriter.hasWideGamutColor(list[i].value) {
            var w = writer
            w.wideGamut = true
            let v = w.render(list[i].value)
            if v != value { wide = v }
            if !nonASCII && CSSText.containsNonASCII(v) { nonASCII = true }
        }
        var out = [CSSDeclaration(name: entries[e].name, value: value, wideValue: wide)]
        if case .typography(let t) = list[i].value, entries[e].longhands.count >= 5 {
            let values = [writer.fontFamily(t), writer.fontSize(t), writer.fontWeight(t), writer.letterSpacing(t), writer.lineHeight(t)]
            for (i, l) in entries[e].longhands.prefix(5).enumerated() { out.append(CSSDeclaration(name: l, value: values[i])) }
            if !nonASCII && values.contains(where: CSSText.containsNonASCII) { nonASCII = true }
            // Beyond the five: keywords and lengths tokenc writes itself (ASCII), the initial value where `t` has none.
            if entries[e].extras != 0 {
                for (k, x) in CSSTypographyExtra.members(of: entries[e].extras).enumerated() {
                    out.append(CSSDeclaration(name: entries[e].longhands[5 + k], value: x.value(in: t) ?? x.initial))
                }
            }
        }
        return out
    }

    /// True when any declaration (name, value, wide-gamut value) or, with `comments`, an entry's comment written
    /// in the default block has a character outside ASCII: the file then needs `@charset` (see
    /// `CSSFileWriter.render`). Every declaration is written somewhere (the default theme's all, every other
    /// theme's that differs from the default's), so every one made counts.
    package func containsNonASCII(comments: Bool) -> Bool {
        if nonASCIIDeclarations { return true }
        guard comments, let base = declarations.first else { return false }
        for e in entries.indices where !base[e].isEmpty {
            if let c = entries[e].comment, CSSText.containsNonASCII(c) { return true }
        }
        return false
    }

    /// The entries theme `t`'s block declares: those whose declarations differ from the default theme's,
    /// and (transitively) those that refer with `var()` to one of them, which would otherwise keep the
    /// value computed where they were declared.
    func changedEntries(theme t: Int) -> [Bool] {
        var changed = Array(repeating: false, count: entries.count)
        var queue: [Int] = []
        for e in entries.indices where !declarations[t][e].isEmpty && declarations[t][e] != declarations[0][e] {
            changed[e] = true
            queue.append(e)
        }
        guard options.outputReferences, !queue.isEmpty else { return changed }
        var dependents: [Int: [Int]] = [:]
        for e in entries.indices {
            for d in declarations[t][e] {
                for r in d.references { if let target = entryOfName[r], target != e { dependents[target, default: []].append(e) } }
            }
        }
        while let e = queue.popLast() {
            for d in dependents[e] ?? [] where !changed[d] && !declarations[t][d].isEmpty {
                changed[d] = true
                queue.append(d)
            }
        }
        return changed
    }
}
