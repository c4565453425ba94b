import Foundation

/// Checks that the folders of `Sources/TokenCore` form a stack that only depends downward: a file may name the
/// types, typealiases, top-level functions and globals of its own folder and of lower layers, and the members
/// a lower-or-equal folder adds in an `extension`, but nothing a higher folder declares (docs/architecture.md).
///
/// It reads the source text, not the compiler's index: comments and string literals are stripped (code inside
/// `\(…)` interpolations is kept), declarations are found by brace depth, and a use is an identifier token.
/// A name after a dot is a member (looked up on the type when the type is named); a bare name is a top-level
/// one unless a nested type, generic parameter, parameter or local of that name is in scope, so a lower
/// folder's own `Entry` or `Key` is not mistaken for a higher folder's.
struct LayeringCheck {
    /// One layer of the stack, lowest first. Folders of a `mutual` layer may use each other; folders of any
    /// other layer are siblings that may not.
    struct Layer {
        /// The folders (first path components under `Sources/TokenCore`).
        let folders: [String]
        /// True when the folders may use each other.
        let mutual: Bool
    }

    /// A use the check tolerates for now: `file` may name `use` (`Higher.Name`, as a violation prints it).
    struct Allowance: Hashable, CustomStringConvertible {
        let file: String
        let use: String

        var description: String { "\(file): \(use)" }
    }

    /// One upward use: where it is and what it names.
    struct Violation: Hashable, CustomStringConvertible {
        let file: String
        let line: Int
        let folder: String
        let higherFolder: String
        let name: String

        var description: String {
            higherFolder.isEmpty ? "\(file):\(line): \(folder) is not in the stack" : "\(file):\(line): \(folder) uses \(higherFolder).\(name)"
        }
        /// What an allowance names: `Higher.Name`.
        var use: String { "\(higherFolder).\(name)" }
    }

    /// What the check found: the upward uses not allowed, and the allowances nothing needs any more.
    struct Report {
        /// Upward uses no allowance covers.
        let violations: [Violation]
        /// Allowances that match no upward use.
        let unusedAllowances: [Allowance]
    }

    let layers: [Layer]
    let allowances: [Allowance]

    init(layers: [Layer], allowances: [Allowance] = []) {
        self.layers = layers
        self.allowances = allowances
    }

    /// Checks `files` (see `violations(in:)`), setting the allowed uses apart.
    func check(_ files: [String: String]) -> Report {
        let all = violations(in: files)
        let allowed = Set(allowances)
        let used = Set(all.map { Allowance(file: $0.file, use: $0.use) })
        return Report(violations: all.filter { !allowed.contains(Allowance(file: $0.file, use: $0.use)) },
                      unusedAllowances: allowances.filter { !used.contains($0) })
    }

    /// Every upward use in `files` (path relative to `Sources/TokenCore` → source text), in path and line order,
    /// allowances not applied. A file's folder is the first component of its path; a folder missing from
    /// `layers` is reported too.
    func violations(in files: [String: String]) -> [Violation] {
        var rank: [String: Int] = [:]
        for (i, layer) in layers.enumerated() { for f in layer.folders { rank[f] = i } }
        func mayUse(_ user: String, _ owner: String) -> Bool {
            guard user != owner else { return true }
            guard let u = rank[user], let o = rank[owner] else { return false }
            return o < u || (o == u && layers[u].mutual)
        }

        let parsed = files.keys.sorted().map { path in
            (path: path, folder: Self.folder(of: path), decls: Self.declarations(in: Self.tokens(of: files[path]!)))
        }
        // Exported names: top-level declarations (bare uses) and extension members (uses after a dot); the
        // other names only tell a local or a nearer member apart from an exported one.
        var topLevel: [String: Set<String>] = [:]
        var topLevelTypes: Set<String> = []
        var extensionMembers: [String: Set<String>] = [:]
        var members: [String: Set<String>] = [:]
        var membersOfType: [String: [String: Set<String>]] = [:]
        var nested: [String: Set<String>] = [:]
        for file in parsed {
            for name in file.decls.topLevel { topLevel[name, default: []].insert(file.folder) }
            topLevelTypes.formUnion(file.decls.topLevelTypes)
            for m in file.decls.members {
                members[m.name, default: []].insert(file.folder)
                guard m.exported else { continue }
                membersOfType[m.owner, default: [:]][m.name, default: []].insert(file.folder)
                if m.inExtension { extensionMembers[m.name, default: []].insert(file.folder) }
            }
            for name in file.decls.labels { members[name, default: []].insert(file.folder) }
            for (parent, names) in file.decls.nested { nested[parent, default: []].formUnion(names) }
        }

        var found: [Violation] = []
        for file in parsed {
            guard rank[file.folder] != nil else {
                found.append(Violation(file: file.path, line: 1, folder: file.folder, higherFolder: "", name: ""))
                continue
            }
            var seen = Set<Violation>()
            for use in file.decls.uses {
                let owners: Set<String>
                if use.afterDot, let receiver = use.receiver, topLevelTypes.contains(receiver) {
                    // `Type.member`: the folders that declare `member` on that type (none: inherited or standard).
                    owners = membersOfType[receiver]?[use.name] ?? []
                } else if use.afterDot {
                    owners = extensionMembers[use.name] ?? []
                    // A member (or label) the user's own side declares under the same name is the one it means.
                    if members[use.name, default: []].contains(where: { mayUse(file.folder, $0) }) { continue }
                } else {
                    owners = topLevel[use.name] ?? []
                    if use.enclosing.contains(where: { nested[$0]?.contains(use.name) == true }) { continue }
                    if use.shadowed { continue }
                }
                if owners.isEmpty || owners.contains(where: { mayUse(file.folder, $0) }) { continue }
                for owner in owners.sorted() {
                    let v = Violation(file: file.path, line: use.line, folder: file.folder, higherFolder: owner, name: use.name)
                    if seen.insert(v).inserted { found.append(v) }
                }
            }
        }
        return found
    }

    /// The Swift files under `root`, keyed by path relative to it.
    static func sources(under root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let base = root.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            files[path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The folder a file belongs to: the first component of its relative path.
    static func folder(of path: String) -> String {
        path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "(root)"
    }

    // MARK: Tokens

    /// A code token: an identifier (backticks removed) or one punctuation character.
    struct Token {
        let text: String
        let line: Int
        var isIdentifier: Bool { text.first.map { $0 == "_" || $0.isLetter } ?? false }
    }

    /// The code tokens of `source`: comments and string literal text dropped, interpolated code kept.
    static func tokens(of source: String) -> [Token] {
        var lexer = Lexer(bytes: Array(source.utf8))
        lexer.code(untilParen: false)
        return lexer.out
    }

    /// Splits Swift source into code tokens, byte by byte, counting lines.
    private struct Lexer {
        let bytes: [UInt8]
        var i = 0
        var line = 1
        var out: [Token] = []

        /// The byte `k` ahead, 0 past the end.
        func peek(_ k: Int = 0) -> UInt8 { i + k < bytes.count ? bytes[i + k] : 0 }

        /// Letters, digits, `_` and any non-ASCII byte (Swift identifiers may hold Unicode letters).
        static func isIdentByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }

        /// Steps over one byte.
        mutating func advance() {
            if peek() == 0x0A { line += 1 }
            i += 1
        }

        /// Code until end of input or, inside an interpolation, the `)` that closes it.
        mutating func code(untilParen: Bool) {
            var depth = 0
            while i < bytes.count {
                let b = peek()
                if b == 0x2F, peek(1) == 0x2F { // line comment
                    while i < bytes.count, peek() != 0x0A { advance() }
                } else if b == 0x2F, peek(1) == 0x2A { // block comment, nested
                    var level = 0
                    repeat {
                        if peek() == 0x2F, peek(1) == 0x2A { level += 1; advance(); advance() }
                        else if peek() == 0x2A, peek(1) == 0x2F { level -= 1; advance(); advance() }
                        else { advance() }
                    } while level > 0 && i < bytes.count
                } else if b == 0x23 || b == 0x22 { // raw string `#"`, string `"`, or a `#` directive
                    var hashes = 0
                    while peek(hashes) == 0x23 { hashes += 1 }
                    if peek(hashes) == 0x22 {
                        for _ in 0..<hashes { advance() }
                        string(hashes: hashes)
                    } else {
                        emit("#"); advance()
                    }
                } else if Self.isIdentByte(b) || b == 0x60 {
                    let quoted = b == 0x60
                    if quoted { advance() }
                    let start = i
                    while i < bytes.count, Self.isIdentByte(peek()) { advance() }
                    let text = String(decoding: bytes[start..<i], as: UTF8.self)
                    if quoted, peek() == 0x60 { advance() }
                    if !text.isEmpty { emit(text) }
                } else if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                    advance()
                } else {
                    if b == 0x28 { depth += 1 }
                    if b == 0x29 {
                        if untilParen, depth == 0 { advance(); return }
                        depth -= 1
                    }
                    emit(String(UnicodeScalar(b)))
                    advance()
                }
            }
        }

        /// A string literal starting at its opening quote (after any `#`s); consumes through the closing delimiter.
        mutating func string(hashes: Int) {
            let multiline = peek() == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
            for _ in 0..<(multiline ? 3 : 1) { advance() }
            while i < bytes.count {
                let b = peek()
                if b == 0x5C { // backslash: escape or interpolation when followed by the string's `#`s
                    var k = 1
                    while k <= hashes, peek(k) == 0x23 { k += 1 }
                    if k == hashes + 1 {
                        for _ in 0..<k { advance() }
                        if peek() == 0x28 { advance(); code(untilParen: true) } else { advance() }
                        continue
                    }
                    advance()
                } else if b == 0x22 {
                    let quotes = multiline ? 3 : 1
                    var closes = (0..<quotes).allSatisfy { peek($0) == 0x22 }
                    if closes { for h in 0..<hashes where peek(quotes + h) != 0x23 { closes = false } }
                    if closes { for _ in 0..<(quotes + hashes) { advance() }; return }
                    advance()
                } else {
                    advance()
                }
            }
        }

        /// Appends a token at the current line.
        mutating func emit(_ text: String) { out.append(Token(text: text, line: line)) }
    }

    // MARK: Declarations and uses

    /// An identifier in code, with what the check needs to judge it.
    struct Use {
        let name: String
        let line: Int
        /// Written after a `.`: a member (or a nested type named through its parent).
        let afterDot: Bool
        /// The identifier before the `.`, when there is one (`Type` in `Type.member`).
        let receiver: String?
        /// Type names whose bodies or extensions enclose the use, outermost first.
        let enclosing: [String]
        /// A generic parameter or a local of the same name is in scope.
        let shadowed: Bool
    }

    /// What one file declares and uses.
    struct Declarations {
        /// A member (or nested type) declared in a type body or an extension.
        struct Member {
            /// The type it is declared on (for `extension A.B`, `B`).
            let owner: String
            let name: String
            /// Declared inside an `extension` (what another folder can add to a type).
            let inExtension: Bool
            /// Not `private` or `fileprivate` (nor inside a private extension).
            let exported: Bool
        }

        /// Top-level types, typealiases, functions and globals that other files can see.
        var topLevel: Set<String> = []
        /// The types among `topLevel`.
        var topLevelTypes: Set<String> = []
        var members: [Member] = []
        /// Parameter names, argument labels and tuple labels (`name:` after `(` or `,`).
        var labels: Set<String> = []
        /// Nested types by the name of the type (or extended type) that declares them.
        var nested: [String: Set<String>] = [:]
        /// Every identifier in code that could name another folder's declaration.
        var uses: [Use] = []
    }

    /// Keywords that declare a type name.
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"]
    /// Keywords that declare a function, variable or enum case name.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "case"]
    /// Names that are never another folder's.
    private static let ignored: Set<String> = ["Self", "self", "super", "TokenCore"]

    /// A brace scope: a type body, an extension body (private or not), or code (function bodies, closures,
    /// accessors).
    private enum Scope {
        case type(String)
        case extensionOf([String], isPrivate: Bool)
        case code
    }

    /// Modifiers that keep a declaration inside its file.
    private static let accessModifiers: Set<String> = ["private", "fileprivate"]
    /// Tokens that may stand between a declaration's start and its keyword.
    private static let modifiers: Set<String> = [
        "public", "internal", "package", "open", "private", "fileprivate", "static", "final", "override", "mutating",
        "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak", "unowned", "indirect", "dynamic",
        "optional", "isolated", "consuming", "borrowing", "set", "(", ")", "unsafe",
    ]

    /// Reads the declarations and uses of one file's tokens, tracking brace scopes.
    static func declarations(in tokens: [Token]) -> Declarations {
        var d = Declarations()
        var scopes: [(scope: Scope, names: Set<String>)] = []
        var pending: (scope: Scope, names: Set<String>)? = nil
        var k = 0

        /// The type names whose bodies or extensions enclose the current token, outermost first.
        func enclosing() -> [String] {
            scopes.flatMap { entry -> [String] in
                switch entry.scope {
                case .type(let n): return [n]
                case .extensionOf(let ns, _): return ns
                case .code: return []
                }
            }
        }
        /// True inside a function body, closure or accessor.
        func inCode() -> Bool { scopes.contains { if case .code = $0.scope { return true } else { return false } } }
        /// True when a generic parameter, parameter or local named `name` is in scope.
        func shadowed(_ name: String) -> Bool {
            pending?.names.contains(name) == true || scopes.contains { $0.names.contains(name) }
        }
        /// True when the modifiers before the keyword at `index` (attributes included) make it file-private.
        func isFilePrivate(_ index: Int) -> Bool {
            var j = index - 1
            while j >= 0 {
                let t = tokens[j].text
                // `private(set)` restricts the setter only.
                if accessModifiers.contains(t) { if j + 1 < index, tokens[j + 1].text == "(" { j -= 1; continue } else { return true } }
                if modifiers.contains(t) { j -= 1; continue }
                if j >= 1, tokens[j - 1].text == "@" { j -= 2; continue } // an attribute `@inline` (arguments skipped as modifiers)
                if t == "__always" || t == "never" || t == "inlinable" || t == "usableFromInline" { j -= 1; continue }
                return false
            }
            return false
        }
        /// Generic parameter names after a declared name (`<Key, Value: P>`).
        func genericParameters(at start: Int) -> Set<String> {
            guard start < tokens.count, tokens[start].text == "<" else { return [] }
            var names: Set<String> = []
            var depth = 0, j = start
            var expectName = true
            while j < tokens.count {
                let t = tokens[j].text
                if t == "<" { depth += 1; expectName = depth == 1 }
                else if t == ">" { depth -= 1; if depth == 0 { break } }
                else if t == "," && depth == 1 { expectName = true }
                else if expectName && tokens[j].isIdentifier && depth == 1 { names.insert(t); expectName = false }
                else { expectName = false }
                j += 1
            }
            return names
        }

        while k < tokens.count {
            let t = tokens[k]
            let prev = k > 0 ? tokens[k - 1].text : ""
            let next = k + 1 < tokens.count ? tokens[k + 1] : nil
            if t.text == "{" {
                scopes.append(pending ?? (.code, []))
                pending = nil
            } else if t.text == "}" {
                if !scopes.isEmpty { scopes.removeLast() }
                pending = nil
            } else if t.isIdentifier, prev != ".", let name = next, name.isIdentifier, !memberKeywords.contains(name.text),
                      (typeKeywords.contains(t.text) || memberKeywords.contains(t.text) || t.text == "extension"),
                      !(t.text == "class" && memberKeywords.contains(name.text)) {
                // A declaration: `kind Name`. Record it by where it stands, then read on past the name.
                let generics = genericParameters(at: k + 2)
                let current = scopes.last?.scope
                let filePrivate = isFilePrivate(k)
                if t.text == "extension" {
                    var owners = [name.text]
                    var j = k + 2
                    while j + 1 < tokens.count, tokens[j].text == ".", tokens[j + 1].isIdentifier {
                        owners.append(tokens[j + 1].text); j += 2
                    }
                    d.uses.append(Use(name: name.text, line: name.line, afterDot: false, receiver: nil, enclosing: [], shadowed: false))
                    pending = (.extensionOf(owners, isPrivate: filePrivate), [])
                    k = j
                    continue
                }
                let isType = typeKeywords.contains(t.text)
                if inCode() {
                    // Locals (and local types) shadow outer names for the rest of the enclosing code scope.
                    if !scopes.isEmpty { scopes[scopes.count - 1].names.insert(name.text) }
                } else if current == nil {
                    if !filePrivate {
                        d.topLevel.insert(name.text)
                        if isType { d.topLevelTypes.insert(name.text) }
                    }
                } else {
                    var inExtension = false, exported = !filePrivate
                    if case .extensionOf(_, let isPrivate) = current! {
                        inExtension = true
                        if isPrivate { exported = false }
                    }
                    let owner = enclosing().last ?? ""
                    d.members.append(.init(owner: owner, name: name.text, inExtension: inExtension, exported: exported))
                    if isType { d.nested[owner, default: []].insert(name.text) }
                }
                if t.text == "typealias" || t.text == "associatedtype" || t.text == "case" {
                    pending = nil
                } else {
                    let scope: Scope = (isType && !inCode()) ? .type(name.text) : .code
                    pending = (scope, generics)
                }
                k += 2
                continue
            } else if t.isIdentifier, !ignored.contains(t.text) {
                if (t.text == "init" || t.text == "subscript"), prev != "." {
                    pending = (.code, genericParameters(at: k + 1))
                    k += 1
                    continue
                }
                // Parameters and labels: `name:` after `(` or `,` (or after an argument label); closure
                // arguments: `name in`.
                let isLabel = next?.text == ":" && (prev == "(" || prev == "," || (k > 0 && tokens[k - 1].isIdentifier))
                let nameInClosure = next?.text == "in" && (prev == "{" || prev == "," || prev == "(")
                if isLabel { d.labels.insert(t.text) }
                if isLabel, var p = pending { p.names.insert(t.text); pending = p }
                if nameInClosure, !scopes.isEmpty { scopes[scopes.count - 1].names.insert(t.text) }
                if isLabel, prev == "(" || prev == "," { k += 1; continue } // a label is not a use
                let afterDot = prev == "." && !(k >= 2 && tokens[k - 2].text == "TokenCore")
                let receiver = afterDot && k >= 2 && tokens[k - 2].isIdentifier ? tokens[k - 2].text : nil
                d.uses.append(Use(name: t.text, line: t.line, afterDot: afterDot, receiver: receiver, enclosing: enclosing(),
                                  shadowed: shadowed(t.text)))
            }
            k += 1
        }
        return d
    }
}
