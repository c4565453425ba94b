/// One token of a brand as the platform formats (asset catalog, Android resources, Kotlin) write it: the token
/// in the default theme and its value in every theme.
package struct NativeToken: Sendable {
    /// The token in the default theme (`themes[0]`): path, description, deprecation, location.
    package var token: ResolvedToken
    /// Its value in each theme, parallel to `EmitModel.themes`.
    package var values: [TokenValue]

    /// The path.
    package var path: TokenPath { token.path }

    /// True when some theme gives another value than the default theme.
    var isThemed: Bool { values.dropFirst().contains { $0 != values[0] } }
}

/// The tokens of a brand the platform formats write: those with one type in every theme of the brand. A token
/// some theme lacks, or whose type differs between themes, is reported (`inconsistent-token`) and left out, as
/// in the Swift output: a resource or constant needs a value for every appearance.
package enum NativeTokens {
    /// Brand `b`'s tokens, in the default theme's order; what is left out is added to `diagnostics`, naming
    /// `output` (`the Android resources`).
    package static func of(_ model: EmitModel, brand b: Int, output: String, diagnostics: inout [Diagnostic]) -> [NativeToken] {
        let themeCount = model.themes.count
        guard themeCount > 0 else { return [] }
        let base = model.tokens(brand: b, theme: 0)
        let others = (1..<max(themeCount, 1)).map { model.tokens(brand: b, theme: $0) }
        var out: [NativeToken] = []
        out.reserveCapacity(base.count)
        for i in base.tokens.indices {
            let token = base.tokens[i]
            var values = [token.value]
            values.reserveCapacity(themeCount)
            var keep = true
            for (k, other) in others.enumerated() {
                let t = k + 1
                let match = other.hasSamePaths(as: base) ? other.tokens[i] : other[token.path]
                guard let match else {
                    diagnostics.append(.tokenMissingInTheme(
                        token.path, at: TokenOriginLocation.name(of: token),
                        presentIn: model.permutationLabel(brand: b, theme: 0),
                        missingIn: model.permutationLabel(brand: b, theme: t), output: output))
                    keep = false
                    break
                }
                guard match.type == token.type else {
                    diagnostics.append(.tokenTypeDiffers(
                        token.path, at: TokenOriginLocation.name(of: match), type: token.type,
                        in: model.permutationLabel(brand: b, theme: 0), other: match.type,
                        in: model.permutationLabel(brand: b, theme: t), output: output))
                    keep = false
                    break
                }
                values.append(match.value)
            }
            if keep { out.append(NativeToken(token: token, values: values)) }
        }
        // Tokens only other themes have.
        var reported = Set<TokenPath>()
        for (k, other) in others.enumerated() where !other.hasSamePaths(as: base) {
            for token in other.tokens where !base.contains(token.path) && reported.insert(token.path).inserted {
                diagnostics.append(.tokenMissingInTheme(
                    token.path, at: TokenOriginLocation.name(of: token),
                    presentIn: model.permutationLabel(brand: b, theme: k + 1),
                    missingIn: model.permutationLabel(brand: b, theme: 0), output: output))
            }
        }
        return out
    }

    /// `tokens` without the `edgeInsets` ones, which `output` has no form for: each reported once (a warning at
    /// its name) unless `reported` already holds it.
    package static func withoutEdgeInsets(_ tokens: [NativeToken], output: String, reported: inout Set<TokenPath>,
                                  diagnostics: inout [Diagnostic]) -> [NativeToken] {
        guard tokens.contains(where: { $0.token.type == .edgeInsets }) else { return tokens }
        return tokens.filter { t in
            guard t.token.type == .edgeInsets else { return true }
            if reported.insert(t.path).inserted {
                diagnostics.append(Diagnostic(
                    .nonStandardType,
                    "`\(t.path)` is an edgeInsets token (several lengths, \(CSSValueWriter().render(t.values[0]))), which \(output) has no form for; left out",
                    at: TokenOriginLocation.name(of: t.token), token: t.path.description))
            }
            return false
        }
    }

    /// The words of a path's name: each component split into words (`NameWords`), `$root` components dropped
    /// (the group's own value takes the group's name); `root` for a path of `$root` alone.
    package static func words(_ path: TokenPath) -> [String] {
        var words: [String] = []
        for c in path.components where c != "$root" { words += NameWords.split(c) }
        return words.isEmpty ? ["root"] : words
    }

    /// The theme used for an appearance: the one made for it, else one of the same light or dark appearance,
    /// else the default (as the Swift output's `Theme.matching(dark:highContrast:)`).
    package static func theme(_ themes: [ThemeInfo], dark: Bool, highContrast: Bool) -> Int {
        let scheme: ColorScheme = dark ? .dark : .light
        if let i = themes.firstIndex(where: { $0.colorScheme == scheme && $0.highContrast == highContrast }) { return i }
        if let i = themes.firstIndex(where: { $0.colorScheme == scheme }) { return i }
        return 0
    }

    /// `#rrggbb[aa]` (as `EmitColor.hex`) as `AARRGGBB` in upper case: Android's and Kotlin's colour order.
    package static func argb(_ color: ColorValue) -> String {
        let hex = EmitColor(color).hex.dropFirst().uppercased()
        let rgb = hex.prefix(6)
        let alpha = hex.count >= 8 ? String(hex.dropFirst(6).prefix(2)) : "FF"
        return alpha + rgb
    }

    /// True when a dimension token is a font size (Android's `sp`): a word of its path is `font`
    /// (`font.size.body`, `typography.fontSize`).
    package static func isFontSize(_ path: TokenPath) -> Bool {
        // An ASCII word is a piece of one component: when every component is ASCII and none holds `font` in any
        // case, no word is `font` (checked on bytes, sparing the word split of every token).
        if path.components.allSatisfy({ !mayHoldFontWord($0) }) { return false }
        return words(path).contains { $0.lowercased() == "font" }
    }

    /// False when `component` is ASCII without `font` (any case) in it; true when it might give the word.
    private static func mayHoldFontWord(_ component: String) -> Bool {
        let font: (UInt8, UInt8, UInt8, UInt8) = (0x66, 0x6F, 0x6E, 0x74)  // f o n t
        var matched = 0
        for byte in component.utf8 {
            if byte >= 0x80 { return true }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            let next = matched == 0 ? font.0 : matched == 1 ? font.1 : matched == 2 ? font.2 : font.3
            if lower == next {
                matched += 1
                if matched == 4 { return true }
            } else {
                matched = lower == font.0 ? 1 : 0
            }
        }
        return false
    }

    /// A word lower-cased with what is not ASCII as `u` and the hex code point (`Ä` → `uc4`): the words of
    /// Android resource and colour-set names.
    package static func asciiLowercased(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word.lowercased() }
        var ascii = ""
        for s in word.unicodeScalars {
            if s.isASCII { ascii.unicodeScalars.append(s) } else { ascii += "u" + String(s.value, radix: 16) }
        }
        return ascii.lowercased()
    }
}

/// The output names given so far in one namespace, reporting a later token whose name is taken (the first in
/// author's order keeps the name).
package struct NativeNameClaims {
    private var kept: [String: ResolvedToken] = [:]

    package init() {}

    /// Claims `name` for `token`: true when it was free; else a `name-collision` (at `token`, with a note at the
    /// holder) is added to `diagnostics` and the token is to be left out. `what` describes the name
    /// (`the Android color resource \`x\``).
    package mutating func claim(_ name: String, by token: ResolvedToken, what: @autoclosure () -> String,
                        permutation: String?, diagnostics: inout [Diagnostic]) -> Bool {
        if let holder = kept[name] {
            diagnostics.append(.nameCollision(kept: holder.path.description, keptAt: TokenOriginLocation.name(of: holder),
                                              dropped: token.path.description, droppedAt: TokenOriginLocation.name(of: token),
                                              becomes: what(), permutation: permutation))
            return false
        }
        kept[name] = token
        return true
    }

    /// True when `name` is taken.
    package func contains(_ name: String) -> Bool { kept[name] != nil }
}
