/// One permutation's module and its declarations: the tokens as a tree of nested objects in the author's order.
package struct JSModuleWriter {
    /// A group or token of the tree.
    package struct Node {
        package var name: String
        package var children: [Int] = []
        var childOfName: [String: Int] = [:]
        /// The token's index in the permutation's list, for a token.
        package var token: Int?
    }

    package let model: EmitModel
    package let brand: Int
    package let theme: Int
    package let options: JSOptions
    private let tokens: ResolvedTokens
    /// `nodes[0]` is the root group.
    private var nodes: [Node] = [Node(name: "")]
    /// Tokens left out: a path that is both a token and a group in this permutation.
    private(set) var diagnostics: [Diagnostic] = []

    /// The tree of one permutation's tokens.
    init(model: EmitModel, brand: Int, theme: Int, options: JSOptions) {
        self.model = model
        self.brand = brand
        self.theme = theme
        self.options = options
        tokens = model.tokens(brand: brand, theme: theme)
        let list = tokens.tokens
        for i in list.indices {
            var node = 0
            var blocked = false
            for c in list[i].path.components {
                if nodes[node].token != nil { blocked = true; break }
                if let n = nodes[node].childOfName[c] { node = n; continue }
                nodes.append(Node(name: c))
                nodes[node].childOfName[c] = nodes.count - 1
                nodes[node].children.append(nodes.count - 1)
                node = nodes.count - 1
            }
            if blocked || node == 0 || nodes[node].token != nil || !nodes[node].children.isEmpty {
                diagnostics.append(Diagnostic(.nameCollision,
                    "`\(list[i].path)` is a token inside another token's object in the JavaScript output; it is left out",
                    at: TokenOriginLocation.name(of: list[i]), token: list[i].path.description,
                    permutation: model.permutationLabel(brand: brand, theme: theme)))
                continue
            }
            nodes[node].token = i
        }
    }

    /// The two comment lines every module starts with.
    private var header: [String] {
        ["/* " + JSText.comment(GeneratedHeader.text(source: model.source)) + " */",
         "/* Brand: " + JSText.comment(model.brands[brand].name) + ". Theme: " + JSText.comment(model.themes[theme].name) + ". */"]
    }

    /// `<brand>/<theme>.js`.
    func javaScript() -> [UInt8] { module("export const tokens = ", types: false) }

    /// `<brand>/<theme>.d.ts`.
    package func declarations() -> [UInt8] { module("export declare const tokens: ", types: true) }

    /// The header, then `tokens` declared by `declaration` as the tree of values (or, with `types`, of their
    /// types), exported as the default too.
    private func module(_ declaration: String, types: Bool) -> [UInt8] {
        var body = ByteBuffer(capacity: 256 + tokens.tokens.count * 64)
        for l in header { body.line(l) }
        body.line()
        body.append(declaration)
        write(node: 0, indent: 0, types: types, into: &body)
        body.line(";")
        body.line("export default tokens;")
        return body.finished()
    }

    /// A group as an object literal (or object type), members in the author's order.
    private func write(node n: Int, indent: Int, types: Bool, into body: inout ByteBuffer) {
        body.line("{")
        let list = tokens.tokens
        for c in nodes[n].children {
            if let i = nodes[c].token, types, options.comments, let doc = Self.doc(list[i]) {
                body.indent(indent + 2)
                body.line("/** " + doc + " */")
            }
            body.indent(indent + 2)
            if types { body.append("readonly ") }
            if types { JSText.write(nodes[c].name, into: &body) } else { JSText.writeKey(nodes[c].name, into: &body) }
            body.append(": ")
            if let i = nodes[c].token {
                if types { body.append(Self.type(of: list[i].value)) } else { Self.writeValue(list[i].value, into: &body) }
            } else {
                write(node: c, indent: indent + 2, types: types, into: &body)
            }
            body.line(types ? ";" : ",")
        }
        body.indent(indent)
        body.append("}")
    }

    /// The doc comment of a declaration: description, then `@deprecated` with its message.
    private static func doc(_ token: ResolvedToken) -> String? {
        var parts: [String] = []
        if let d = token.description, !d.isEmpty { parts.append(d) }
        if let dep = token.deprecation { parts.append("@deprecated" + (dep.message.map { " " + $0 } ?? "")) }
        return parts.isEmpty ? nil : JSText.comment(parts.joined(separator: " "))
    }

    /// The JavaScript value: numbers and booleans as such, typography as an object of CSS longhands, every other
    /// value as a string of its CSS text (colours as hex).
    package static func value(_ v: TokenValue) -> String {
        let writer = CSSValueWriter()
        switch v {
        case .number(let n), .fontWeight(let n): return NumberText.format(n)
        case .boolean(let b): return b ? "true" : "false"
        case .string(let s): return JSText.string(s)
        case .typography(let t):
            let parts = zip(typographyKeys, [writer.fontFamily(t), writer.fontSize(t), writer.fontWeight(t),
                                             writer.letterSpacing(t), writer.lineHeight(t)])
            return "{ " + parts.map { $0 + ": " + JSText.string($1) }.joined(separator: ", ") + " }"
        default: return JSText.string(writer.render(v))
        }
    }

    /// Appends `value(v)` to `body`, strings written straight into it.
    static func writeValue(_ v: TokenValue, into body: inout ByteBuffer) {
        switch v {
        case .number, .fontWeight, .boolean, .typography: body.append(value(v))
        case .string(let s): JSText.write(s, into: &body)
        default: JSText.write(CSSValueWriter().render(v), into: &body)
        }
    }

    /// The TypeScript type of `value(v)`.
    package static func type(of v: TokenValue) -> String {
        switch v {
        case .number, .fontWeight: return "number"
        case .boolean: return "boolean"
        case .typography: return "{ " + typographyKeys.map { "readonly " + $0 + ": string" }.joined(separator: "; ") + " }"
        default: return "string"
        }
    }

    /// The members of a typography value.
    static let typographyKeys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
}
