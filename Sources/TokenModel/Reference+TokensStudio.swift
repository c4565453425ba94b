/// References as Tokens Studio writes them: a whole string `{a.b}` as everywhere, and `{…}` inside a longer
/// string (math, `"{size.unit} * 2"`), and in a colour modifier's `value` and `color`.
extension ReferenceSyntax {
    /// Where a Tokens Studio colour modifier sits in a token's `$extensions`.
    package static let modifierPath = ["$extensions", "studio.tokens", "modify"]

    /// Every reference in a Tokens Studio token: in `value` (whole, or embedded in a string), and in the
    /// `value` and `color` of `extensions`' colour modifier (positions starting at `$extensions`).
    package static func tokensStudioReferences(in value: JSONValue, extensions: JSONValue?)
        -> (refs: [Reference], malformed: [(JSONPointer, String)]) {
        var refs: [Reference] = []
        var malformed: [(JSONPointer, String)] = []
        sites(in: value, string: { s, at in
            embedded(in: s, at: JSONPointer(at), refs: &refs, malformed: &malformed)
        }, ref: { object, _, at in
            let found = references(in: object)
            refs += found.refs.map { var r = $0; r.position = JSONPointer(at + r.position.tokens); return r }
            malformed += found.malformed.map { (JSONPointer(at + $0.0.tokens), $0.1) }
        })
        if let modify = extensions?.objectValue?["studio.tokens"]?.objectValue?["modify"]?.objectValue {
            for key in ["value", "color"] {
                if case .string(let s)? = modify[key] { embedded(in: s, at: JSONPointer(modifierPath + [key]), refs: &refs, malformed: &malformed) }
            }
        }
        return (refs, malformed)
    }

    /// The references in string `s` at `position`: the whole string (`{a.b}`), or each `{…}` inside it (form
    /// `.embedded`). Braces that do not pair are reported as malformed.
    private static func embedded(in s: String, at position: JSONPointer, refs: inout [Reference], malformed: inout [(JSONPointer, String)]) {
        guard s.utf8.contains(0x7B) || s.utf8.contains(0x7D) else { return }
        if case .reference(let p, let m, let f, let t) = parse(string: s) {
            refs.append(Reference(position: position, target: p, targetMember: m, form: f, text: t))
            return
        }
        for piece in bracedPieces(of: s) {
            switch piece {
            case .success(let text):
                switch parse(string: text) {
                case .reference(let p, let m, _, let t):
                    refs.append(Reference(position: position, target: p, targetMember: m, form: .embedded, text: t))
                case .malformed(let message): malformed.append((position, message))
                case .notAReference: break
                }
            case .failure:
                let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
                malformed.append((position, "malformed reference in \"\(shown)\": a \"{\" and a \"}\" do not pair"))
                return
            }
        }
    }

    /// An unpaired brace, for `bracedPieces`.
    package struct UnpairedBrace: Error {}

    /// The `{…}` pieces of `s`, braces included, in order; a failure at the first brace that does not pair.
    static func bracedPieces(of s: String) -> [Result<String, UnpairedBrace>] {
        var pieces: [Result<String, UnpairedBrace>] = []
        var open: String.Index?
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if c == "{" {
                if open != nil { return pieces + [.failure(UnpairedBrace())] }
                open = i
            } else if c == "}" {
                guard let o = open else { return pieces + [.failure(UnpairedBrace())] }
                pieces.append(.success(String(s[o...i])))
                open = nil
            }
            i = s.index(after: i)
        }
        if open != nil { pieces.append(.failure(UnpairedBrace())) }
        return pieces
    }
}
