/// How code that uses the outputs names tokens, by the outputs' own naming rules: CSS custom properties
/// (`--color-text-primary`, with the css output's `prefix`), SCSS variables (`$color-text-primary`), JS and TS
/// members (`tokens.color.text.primary`, keys as written) and Swift members (`DesignTokens.color.text.primary`,
/// lower camel case).
package struct CodeNames: Sendable {
    /// CSS custom property → token.
    var css: [String: TokenPath] = [:]
    /// SCSS variable (without `$`) → token.
    var scss: [String: TokenPath] = [:]
    /// JS member chain (segments joined with NUL) → token or group.
    var script: [String: TokenPath] = [:]
    /// Swift member chain (`color.text.primary`) → token or group.
    var swift: [String: TokenPath] = [:]
    /// The CSS and SCSS names, sorted, for completion.
    var cssSorted: [(String, TokenPath)] = []
    var scssSorted: [(String, TokenPath)] = []
    /// The member chains each language writes, for completion: (segments, token or group).
    var scriptChains: [([String], TokenPath)] = []
    var swiftChains: [([String], TokenPath)] = []
    /// How each language names a path.
    let naming: Naming

    /// How each language names a path, by the outputs' `names` renaming and `prefix` option.
    struct Naming: Sendable {
        var cssNames = OutputNames(), cssPrefix = ""
        var scssNames = OutputNames(), scssPrefix = ""
        var scriptNames = OutputNames()
        var swiftNames = OutputNames()

        init(_ outputs: [String: Config.Target]) {
            /// The output's `names` renaming and its `prefix` option.
            func settings(_ key: String) -> (OutputNames, String) {
                let target = outputs[key]
                if case .string(let p)? = target?.options["prefix"] { return (target?.names ?? OutputNames(), p) }
                return (target?.names ?? OutputNames(), "")
            }
            (cssNames, cssPrefix) = settings("css")
            (scssNames, scssPrefix) = settings("scss")
            scriptNames = settings("js").0
            swiftNames = settings("swift").0
        }

        /// The CSS custom property (`--color-text-primary`); `namer` (made for `cssPrefix`) may be reused.
        func css(_ path: TokenPath, _ namer: inout CSSNamer) -> String { namer.property(cssNames.apply(path)) }
        /// The SCSS variable without its `$`; `namer` (made for `scssPrefix`) may be reused.
        func scss(_ path: TokenPath, _ namer: inout CSSNamer) -> String { String(namer.property(scssNames.apply(path)).dropFirst(2)) }
        /// The JS member chain.
        func script(_ path: TokenPath) -> [String] { scriptNames.apply(path).components }
        /// The Swift member chain.
        func swift(_ path: TokenPath) -> [String] { SwiftIdentifier.memberPath(swiftNames.apply(path).components) }
    }

    init(_ analysis: Analysis) {
        naming = Naming(analysis.compiled?.config.outputs ?? [:])
        var cssNamer = CSSNamer(prefix: naming.cssPrefix)
        var scssNamer = CSSNamer(prefix: naming.scssPrefix)
        for path in analysis.paths {
            css[naming.css(path, &cssNamer)] = path
            scss[naming.scss(path, &scssNamer)] = path
        }
        cssSorted = css.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        scssSorted = scss.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for path in analysis.paths + analysis.groups.keys.sorted(by: { $0.description < $1.description }) {
            let js = naming.script(path)
            script[js.joined(separator: "\u{0}")] = path
            scriptChains.append((js, path))
            let members = naming.swift(path)
            swift[members.joined(separator: ".")] = path
            swiftChains.append((members, path))
        }
    }
}

/// The language of a code file, by its extension.
enum CodeLanguage {
    case css, scss, script, swift

    init?(path: String) {
        switch PathText.fileName(of: path).split(separator: ".").last.map(String.init) ?? "" {
        case "css", "less", "html", "vue", "svelte": self = .css
        case "scss", "sass": self = .scss
        case "js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts": self = .script
        case "swift": self = .swift
        default: return nil
        }
    }
}

extension LanguageServer {
    /// The token a name in code stands on, and the bytes of the name.
    func codeSideTarget(_ path: String, _ offset: Int) -> (path: TokenPath, name: Range<Int>)? {
        guard let language = CodeLanguage(path: path), let model, let b = bytes(path) else { return nil }
        return Self.codeSideTarget(language, b, offset, model.codeNames)?.target
    }

    /// The token or group a name in `b` (code in `language`) stands on at `offset`, the bytes of the name, and for a
    /// member chain the bytes of each of its segments.
    static func codeSideTarget(_ language: CodeLanguage, _ b: [UInt8], _ offset: Int, _ names: CodeNames)
        -> (target: (path: TokenPath, name: Range<Int>), segments: [Range<Int>])? {
        guard offset <= b.count else { return nil }
        switch language {
        case .css, .scss:
            // `--name` (CSS, and SCSS using custom properties) or `$name` (SCSS).
            var start = offset
            while start > 0, Self.isNameByte(b[start - 1]) { start -= 1 }
            var end = offset
            while end < b.count, Self.isNameByte(b[end]) { end += 1 }
            guard start < end else { return nil }
            let word = String(decoding: b[start..<end], as: UTF8.self)
            if word.hasPrefix("--"), let t = names.css[word] { return ((t, start..<end), []) }
            if language == .scss, start > 0, b[start - 1] == 0x24, let t = names.scss[word] { return ((t, (start - 1)..<end), []) }
            return nil
        case .script, .swift:
            guard let (segments, ranges, at) = Self.memberChain(b, offset) else { return nil }
            // The longest path that ends at the segment under the cursor, after a leading object (`tokens`,
            // `DesignTokens`, a brand or a theme).
            for start in 1..<max(1, at + 1) {
                let chain = Array(segments[start...at])
                let found = language == .swift ? names.swift[chain.joined(separator: ".")] : names.script[chain.joined(separator: "\u{0}")]
                if let found { return ((found, ranges[start].lowerBound..<ranges[at].upperBound), Array(ranges[start...at])) }
            }
            return nil
        }
    }

    /// The most directory entries the search for code files looks at.
    static let maximumCodeSearchEntries = ProjectLocator.maximumScannedEntries
    /// Code files larger than this are not searched for uses (bundles, minified files).
    static let maximumCodeFileSize = 4 << 20

    /// The workspace's code files (by extension; open documents too), outside the project's output directory
    /// (what tokenc writes there is rebuilt, not edited), in path order.
    func codeFiles() -> [String] {
        let output = model?.compiled.map { PathText.normalize(ProjectLocator.absolute($0.outputDirectory, root)) + "/" }
        let found = MigrateSource.files(under: root, limit: Self.maximumCodeSearchEntries) { CodeLanguage(path: $0) != nil }
        let all = Set(found.map(PathText.normalize) + documents.keys.filter { CodeLanguage(path: $0) != nil })
        return all.filter { output == nil || !$0.hasPrefix(output!) }.sorted()
    }

    /// One use of a token or group in code: its file, the bytes of the name and, in a member chain, the bytes of
    /// each segment; `passing` when the chain goes on to a token or group below it (`color.text` in
    /// `tokens.color.text.primary`).
    struct CodeUse {
        var subject: TokenPath
        var file: String
        var name: Range<Int>
        var segments: [Range<Int>]
        var passing = false
    }

    /// Every use of one of `subjects` (tokens and groups) in the workspace's code files, by the outputs' naming
    /// rules, as hover and definition read them.
    func codeUses(of subjects: Set<TokenPath>) -> [CodeUse] {
        guard let model, !subjects.isEmpty else { return [] }
        let names = model.codeNames
        var out: [CodeUse] = []
        for file in codeFiles() {
            // A file too large is not read (an open one is already in memory). What tokenc generated (an output
            // copied elsewhere) is rebuilt, not edited: not a use.
            guard let language = CodeLanguage(path: file), documents[file] != nil || FileStamp(file).size <= Self.maximumCodeFileSize,
                  let b = bytes(file), b.count <= Self.maximumCodeFileSize, !GeneratedHeader.marks(b) else { continue }
            var uses: [CodeUse] = []
            var i = 0
            while i < b.count {
                // Where a name can start: `--` or `$` (CSS, SCSS), a member after `.` or a key after `["` (JS, Swift).
                let candidate: Bool
                switch language {
                case .css, .scss:
                    candidate = (i == 0 || !Self.isNameByte(b[i - 1])) && (b[i] == 0x2D && i + 1 < b.count && b[i + 1] == 0x2D
                        || language == .scss && b[i] == 0x24 && i + 1 < b.count && Self.isNameByte(b[i + 1]))
                case .script, .swift:
                    candidate = i > 0 && (b[i - 1] == 0x2E && Self.isIdentifierByte(b[i])
                        || (b[i - 1] == 0x22 || b[i - 1] == 0x27) && i > 1 && b[i - 2] == 0x5B)
                }
                if candidate, let found = Self.codeSideTarget(language, b, b[i] == 0x24 ? i + 1 : i, names), found.target.name.upperBound > i {
                    // A chain that maps further than an earlier segment passes through that one's path.
                    if let last = uses.last, last.name.lowerBound == found.target.name.lowerBound, !found.segments.isEmpty {
                        uses[uses.count - 1].passing = true
                    }
                    uses.append(CodeUse(subject: found.target.path, file: file, name: found.target.name, segments: found.segments))
                }
                i += 1
            }
            out += uses.filter { subjects.contains($0.subject) }
        }
        return out
    }

    /// Names in code, as the output writes them, completed where one is being typed.
    func codeSideCompletion(_ path: String, _ offset: Int) -> CompletionList? {
        guard let language = CodeLanguage(path: path), let model, let b = bytes(path) else { return nil }
        let names = model.codeNames
        var items: [CompletionItem] = []
        var incomplete = false
        func add(_ label: String, _ token: TokenPath, _ range: Range<Int>, insert: String? = nil) -> Bool {
            guard items.count < Self.completionLimit else { incomplete = true; return false }
            let value = model.anyToken(token).map { DiffValueText.text($0.value) }
            let type = model.type(of: token)
            items.append(CompletionItem(label: label, kind: type == .color ? .color : type == nil ? .module : .constant,
                                        detail: [token.description, value].compactMap { $0 }.joined(separator: "  "),
                                        textEdit: TextEdit(range: self.range(range, in: path), newText: insert ?? label)))
            return true
        }
        switch language {
        case .css, .scss:
            var start = offset
            while start > 0, Self.isNameByte(b[start - 1]) { start -= 1 }
            let typed = String(decoding: b[start..<offset], as: UTF8.self)
            let dollar = language == .scss && start > 0 && b[start - 1] == 0x24
            guard typed.hasPrefix("--") || dollar else { return nil }
            for (label, token) in dollar ? names.scssSorted : names.cssSorted {
                guard label.hasPrefix(typed) else { continue }
                if !add(dollar ? "$" + label : label, token, start..<offset, insert: label) { break }
            }
        case .script, .swift:
            // After `a.b.` (or `a.b.c` being typed): the members below the path typed so far.
            var end = offset
            var typedStart = offset
            while typedStart > 0, Self.isIdentifierByte(b[typedStart - 1]) { typedStart -= 1 }
            end = offset
            guard typedStart > 0, b[typedStart - 1] == 0x2E, let (segments, _, at) = Self.memberChain(b, typedStart - 1) else { return nil }
            let typed = String(decoding: b[typedStart..<end], as: UTF8.self)
            var seen = Set<String>()
            for start in 1..<max(1, at + 1) {
                let chain = Array(segments[start...at])
                for (members, path) in language == .swift ? names.swiftChains : names.scriptChains {
                    guard members.count == chain.count + 1, members.starts(with: chain) else { continue }
                    let next = members[chain.count]
                    guard next.hasPrefix(typed), seen.insert(next).inserted else { continue }
                    // A key that is not an identifier is written as a subscript, in place of the dot.
                    let added = language == .swift || Self.isIdentifier(next) ? add(next, path, typedStart..<end)
                        : add(next, path, (typedStart - 1)..<end, insert: Self.subscripted(next))
                    if !added { break }
                }
                if !items.isEmpty { break }
            }
        }
        return items.isEmpty ? nil : CompletionList(isIncomplete: incomplete, items: items)
    }

    /// The member chain the cursor is in (`a.b["c-d"].e`): its segments, their bytes, and which one holds
    /// `offset` (or ends at it).
    static func memberChain(_ b: [UInt8], _ offset: Int) -> ([String], [Range<Int>], Int)? {
        // Back to the start of the chain.
        var i = min(offset, b.count)
        while i < b.count, isIdentifierByte(b[i]) { i += 1 }
        let scanEnd = i
        i = min(offset, b.count)
        while i > 0 {
            let c = b[i - 1]
            if isIdentifierByte(c) || c == 0x2E || c == 0x5B || c == 0x5D || c == 0x22 || c == 0x27 || c == 0x2D && inBracket(b, i - 1) { i -= 1; continue }
            break
        }
        var segments: [String] = []
        var ranges: [Range<Int>] = []
        var j = i
        var end = scanEnd
        while j < end {
            if isIdentifierByte(b[j]) {
                let s = j
                while j < b.count, isIdentifierByte(b[j]) { j += 1 }
                segments.append(String(decoding: b[s..<j], as: UTF8.self))
                ranges.append(s..<j)
                end = max(end, j)
            } else if b[j] == 0x5B, j + 1 < b.count, b[j + 1] == 0x22 || b[j + 1] == 0x27 {
                let quote = b[j + 1]
                var k = j + 2
                while k < b.count, b[k] != quote, b[k] != 0x0A { k += 1 }
                guard k < b.count, b[k] == quote else { break }
                segments.append(String(decoding: b[(j + 2)..<k], as: UTF8.self))
                ranges.append((j + 2)..<k)
                j = k + 1
                if j < b.count, b[j] == 0x5D { j += 1 }
                end = max(end, j)
            } else if b[j] == 0x2E {
                j += 1
            } else {
                break
            }
        }
        guard !segments.isEmpty, let at = ranges.lastIndex(where: { $0.lowerBound <= offset }) else { return nil }
        return (segments, ranges, at)
    }

    private static func inBracket(_ b: [UInt8], _ i: Int) -> Bool {
        var k = i
        while k > 0, b[k - 1] != 0x0A, b[k - 1] != 0x5D {
            if b[k - 1] == 0x5B { return true }
            k -= 1
        }
        return false
    }

    /// A byte of a CSS identifier (ASCII letters, digits, `-`, `_`; any byte of a non-ASCII character).
    static func isNameByte(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || c == 0x2D || c == 0x5F || c >= 0x80
    }

    /// True when `name` can follow a `.` in JS: identifier bytes, not starting with a digit.
    static func isIdentifier(_ name: String) -> Bool {
        name.utf8.allSatisfy { isIdentifierByte($0) } && !(name.first?.isNumber ?? true)
    }

    /// `name` as a JS subscript: `["primary-strong"]`.
    static func subscripted(_ name: String) -> String {
        "[" + JSONText.quoted(name) + "]"
    }

    /// A byte of a JS or Swift identifier.
    static func isIdentifierByte(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || c == 0x5F || c == 0x24 || c >= 0x80
    }
}
