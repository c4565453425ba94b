/// Custom property names from token paths: `color.button.primaryTint` → `--color-button-primary-tint`.
///
/// Each path component is split into words (`NameWords`), lower-cased and joined with `-`; `$root`
/// components are dropped (the group's own value takes the group's name). Only letters, digits and `-`
/// remain, so names are valid CSS identifiers without escapes.
enum CSSName {
    /// The words for `prefix` (empty when none).
    static func prefixWords(_ prefix: String) -> [String] {
        prefix.unicodeScalars.contains(where: { NameWords.isWordScalar($0, first: false) })
            ? NameWords.split(prefix).map { $0.lowercased() } : []
    }

    /// `--prefix-path-words` (`prefix`: the prefix's words; see `CSSNamer` for many paths).
    static func property(_ path: TokenPath, prefix: [String]) -> String {
        var namer = CSSNamer(prefixWords: prefix)
        return namer.property(path)
    }

    /// The typography longhands: suffix and property.
    static let typographyLonghands: [String] = ["font-family", "font-size", "font-weight", "letter-spacing", "line-height"]
}

/// Custom property names for many paths: each distinct component's words are found once (component names
/// repeat across a tree: `color`, `palette`, `500`…), and consecutive paths mostly share all but their last
/// names, so the part of the name they share is kept from the previous path rather than looked up and joined
/// again.
struct CSSNamer {
    /// `--` and the prefix's words, joined with `-`.
    private let start: [UInt8]
    /// A component's lower-cased words joined with `-` (empty when it has none).
    private var segments: [String: String] = [:]
    /// The last path named, and its name as bytes: `ends[d]` is where the name stood after `previous[d]`.
    private var previous: [String] = []
    private var bytes: [UInt8]
    private var ends: [Int] = []

    /// A namer for `prefix` (the `prefix` option).
    init(prefix: String) {
        self.init(prefixWords: CSSName.prefixWords(prefix))
    }

    /// A namer for a prefix already split into words.
    init(prefixWords: [String]) {
        start = Array(("--" + prefixWords.joined(separator: "-")).utf8)
        bytes = start
    }

    /// `--prefix-path-words`.
    mutating func property(_ path: TokenPath) -> String {
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
struct CSSNames: Sendable {
    /// Path → `--prefix-path-words`.
    private let names: [TokenPath: String]
    /// Names (and longhand names) that more than one path gives.
    let collidable: Set<String>

    init(_ model: EmitModel, prefix: String) {
        var namer = CSSNamer(prefix: prefix)
        var names: [TokenPath: String] = [:]
        var pathOfName: [String: TokenPath] = [:]
        var collidable = Set<String>()
        var typography = Set<TokenPath>()
        func claim(_ name: String, _ path: TokenPath) {
            if let other = pathOfName.updateValue(path, forKey: name), other != path { collidable.insert(name) }
        }
        let expected = model.brands.isEmpty || model.themes.isEmpty ? 0 : model.tokens(brand: 0, theme: 0).count
        names.reserveCapacity(expected)
        pathOfName.reserveCapacity(expected)
        // The permutation before: a path at the same index there is named already, known without a lookup.
        var before: [ResolvedToken] = []
        for b in model.brands.indices {
            for t in model.themes.indices {
                let list = model.tokens(brand: b, theme: t).tokens
                for i in list.indices {
                    let path = list[i].path
                    let named = i < before.count && before[i].path == path
                    if !named && names[path] == nil {
                        let name = namer.property(path)
                        names[path] = name
                        claim(name, path)
                    }
                    if list[i].type == .typography, typography.insert(path).inserted {
                        for l in CSSName.typographyLonghands { claim(names[path]! + "-" + l, path) }
                    }
                }
                before = list
            }
        }
        self.names = names
        self.collidable = collidable
    }

    /// The name of `path`, one of the model's paths.
    subscript(path: TokenPath) -> String { names[path]! }
}
