/// Custom property names from token paths: `color.button.primaryTint` → `--color-button-primary-tint`.
///
/// Each path component is split into words (`NameWords`), lower-cased and joined with `-`; `$root`
/// components are dropped (the group's own value takes the group's name). Only letters, digits and `-`
/// remain, so names are valid CSS identifiers without escapes.
package enum CSSName {
    /// The words for `prefix` (empty when none).
    package static func prefixWords(_ prefix: String) -> [String] {
        prefix.unicodeScalars.contains(where: { NameWords.isWordScalar($0, first: false) })
            ? NameWords.split(prefix).map { $0.lowercased() } : []
    }

    /// `--prefix-path-words` (`prefix`: the prefix's words; see `CSSNamer` for many paths).
    package static func property(_ path: TokenPath, prefix: [String]) -> String {
        var namer = CSSNamer(prefixWords: prefix)
        return namer.property(path)
    }

    /// The typography longhands: suffix and property.
    package static let typographyLonghands: [String] = ["font-family", "font-size", "font-weight", "letter-spacing", "line-height"]
}

/// Custom property names for many paths: each distinct component's words are found once (component names
/// repeat across a tree: `color`, `palette`, `500`…), and consecutive paths mostly share all but their last
/// names, so the part of the name they share is kept from the previous path rather than looked up and joined
/// again.
package struct CSSNamer {
    /// `--` and the prefix's words, joined with `-`.
    private let start: [UInt8]
    /// A component's lower-cased words joined with `-` (empty when it has none).
    private var segments: [String: String] = [:]
    /// The last path named, and its name as bytes: `ends[d]` is where the name stood after `previous[d]`.
    private var previous: [String] = []
    private var bytes: [UInt8]
    private var ends: [Int] = []

    /// A namer for `prefix` (the `prefix` option).
    package init(prefix: String) {
        self.init(prefixWords: CSSName.prefixWords(prefix))
    }

    /// A namer for a prefix already split into words.
    package init(prefixWords: [String]) {
        start = Array(("--" + prefixWords.joined(separator: "-")).utf8)
        bytes = start
    }

    /// `--prefix-path-words`.
    package mutating func property(_ path: TokenPath) -> String {
        let components = path.components
        var shared = 0
        let limit = min(components.count, previous.count)
        while shared < limit && components[shared] == previous[shared] { shared += 1 }
        bytes.removeSubrange((shared == 0 ? start.count : ends[shared - 1])...)
        ends.removeSubrange(shared...)
        for c in components[shared...] {
            let segment = c == "$root" ? "" : self.segment(c)
            if !segment.isEmpty {
                if bytes.count > 2 { bytes.append(0x2D) }
                bytes.append(contentsOf: segment.utf8)
            }
            ends.append(bytes.count)
        }
        previous = components
        return bytes.count == 2 ? "--root" : String(decoding: bytes, as: UTF8.self)
    }

    /// `name`'s lower-cased words joined with `-`, found once per distinct name.
    private mutating func segment(_ name: String) -> String {
        if let known = segments[name] { return known }
        let segment = NameWords.split(name).map { $0.lowercased() }.joined(separator: "-")
        segments[name] = segment
        return segment
    }
}

/// The custom property name of every path of a model, found once for all brands (they share most of their
/// paths), and the names more than one path gives (typography longhands included): the only ones that can
/// collide, so the only ones a brand needs to check.
package struct CSSNames: Sendable, Equatable {
    /// `byToken[brand * themeCount + theme][i]`: the name of that permutation's token `i`. Permutations known to
    /// have the same paths as the one before share its array.
    private let byToken: [[String]]
    private let themeCount: Int
    /// Names (and longhand names) that more than one path gives.
    package let collidable: Set<String>
    /// Typography paths with longhands beyond the five → their set (see `typographyExtras(_:)`).
    private let extrasByPath: [TokenPath: UInt8]

    package init(_ model: EmitModel, prefix: String) {
        var namer = CSSNamer(prefix: prefix)
        // Path → name, for a permutation whose paths differ from the one before's; made only when one does (on
        // trees whose permutations all list the same paths, every name is found by index).
        var names: [TokenPath: String]?
        var byToken: [[String]] = []
        var pathOfName: [String: TokenPath] = [:]
        var collidable = Set<String>()
        var typography = Set<TokenPath>()
        var extras: [TokenPath: UInt8] = [:]
        func claim(_ name: String, _ path: TokenPath) {
            if let other = pathOfName.updateValue(path, forKey: name), other != path { collidable.insert(name) }
        }
        let expected = model.brands.isEmpty || model.themes.isEmpty ? 0 : model.tokens(brand: 0, theme: 0).count
        pathOfName.reserveCapacity(expected)
        // The permutation before: a path at the same index there is named already, known without a lookup.
        var before = ResolvedTokens()
        var beforeNames: [String] = []
        for b in model.brands.indices {
            for t in model.themes.indices {
                let resolved = model.tokens(brand: b, theme: t)
                let list = resolved.tokens
                let own: [String]
                if resolved.hasSamePaths(as: before) {
                    own = beforeNames
                } else {
                    var made: [String] = []
                    made.reserveCapacity(list.count)
                    // The first permutation's paths are all new (a permutation has each path once): nothing to
                    // look up. A later one with other paths looks up those not at the same index before.
                    if !byToken.isEmpty && names == nil {
                        var index: [TokenPath: String] = [:]
                        index.reserveCapacity(expected + expected / 8)
                        for (p, n) in zip(byToken.indices, byToken) {
                            let tokens = model.tokens(brand: p / model.themes.count, theme: p % model.themes.count).tokens
                            for i in tokens.indices { index[tokens[i].path] = n[i] }
                        }
                        names = index
                    }
                    let beforeTokens = before.tokens
                    for i in list.indices {
                        let path = list[i].path
                        if i < beforeTokens.count && beforeTokens[i].path == path {
                            made.append(beforeNames[i])
                        } else if let known = names?[path] {
                            made.append(known)
                        } else {
                            let name = namer.property(path)
                            if !byToken.isEmpty { names?[path] = name }
                            claim(name, path)
                            made.append(name)
                        }
                    }
                    own = made
                }
                for i in list.indices where list[i].type == .typography {
                    let path = list[i].path
                    if typography.insert(path).inserted {
                        for l in CSSName.typographyLonghands { claim(own[i] + "-" + l, path) }
                    }
                    // Longhands for properties beyond the five: those any permutation's value gives, claimed once each.
                    if case .typography(let t) = list[i].value, !t.extras.isEmpty {
                        let mask = CSSTypographyExtra.mask(of: t)
                        let known = extras[path] ?? 0
                        if mask | known != known {
                            extras[path] = mask | known
                            for e in CSSTypographyExtra.members(of: mask & ~known) { claim(own[i] + "-" + e.suffix, path) }
                        }
                    }
                }
                byToken.append(own)
                before = resolved
                beforeNames = own
            }
        }
        self.byToken = byToken
        themeCount = model.themes.count
        self.collidable = collidable
        extrasByPath = extras
    }

    /// The longhands beyond the five a typography token gets (a `CSSTypographyExtra` set): those its value gives
    /// in any permutation, so every theme and brand declares the same names.
    package func typographyExtras(_ path: TokenPath) -> UInt8 {
        extrasByPath.isEmpty ? 0 : extrasByPath[path] ?? 0
    }

    /// The name of token `index` of brand `brand` in theme `theme`.
    package func name(brand: Int, theme: Int, index: Int) -> String { byToken[brand * themeCount + theme][index] }
}
