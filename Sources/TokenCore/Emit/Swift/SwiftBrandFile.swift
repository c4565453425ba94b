/// Renders one brand's Swift file: a struct conforming to `<Namespace>.Brand`, and one private struct per
/// group conforming to that group's protocol. Every member is a computed property returning a literal.
struct SwiftBrandFile {
    let model: EmitModel
    let lowering: SwiftLowering
    let options: SwiftOptions
    let values: SwiftValueWriter
    let shared: SwiftSharedFile
    /// The brand's index in the model.
    let brand: Int

    /// The file's bytes.
    func render() -> [UInt8] {
        let ns = lowering.namespace
        let a = options.accessLevel.modifier
        let type = lowering.brandTypes[brand]
        var out = ByteBuffer(capacity: 1024 + lowering.tokens.count * (200 + 60 * model.themes.count))
        out.line("// " + SwiftText.commentLine(GeneratedHeader.text(source: model.source)))
        out.line("// swiftlint:disable all")
        out.line()
        out.line("extension " + ns + " {")
        out.line("    /// The " + SwiftText.commentLine(model.brands[brand].name) + " brand: every token, in every theme.")
        out.line("    " + a + "struct " + type + ": " + ns + ".Brand {")
        out.line("        /// Creates the brand's token set.")
        out.line("        " + a + "init() {}")
        renderMembers(of: 0, indent: 8, access: a, into: &out)
        out.line("    }")
        out.line("}")
        renderGroupStructs(of: 0, into: &out)
        return out.finished()
    }

    /// `_<Brand>_<Protocol>`: the private struct implementing a group for this brand.
    private func structName(_ gi: Int) -> String {
        "_" + lowering.brandTypes[brand] + "_" + lowering.groups[gi].protocolName
    }

    private func renderGroupStructs(of gi: Int, into out: inout ByteBuffer) {
        for m in lowering.groups[gi].members {
            guard case .group(let child) = m else { continue }
            let g = lowering.groups[child]
            out.line()
            out.line("/// `" + SwiftText.commentLine(g.path.description) + "` in the " + SwiftText.commentLine(model.brands[brand].name) + " brand.")
            out.line("private struct " + structName(child) + ": " + lowering.namespace + "." + g.protocolName + " {")
            renderMembers(of: child, indent: 4, access: "", into: &out)
            out.line("}")
            renderGroupStructs(of: child, into: &out)
        }
    }

    private func renderMembers(of gi: Int, indent: Int, access a: String, into out: inout ByteBuffer) {
        let ns = lowering.namespace
        for m in lowering.groups[gi].members {
            switch m {
            case .group(let child):
                let g = lowering.groups[child]
                out.indent(indent)
                out.line("/// The `" + SwiftText.commentLine(g.path.description) + "` group.")
                out.indent(indent)
                out.line(a + "var " + SwiftIdentifier.escaped(g.identifier) + ": any " + ns + "." + g.protocolName + " { "
                         + structName(child) + "() }")
            case .token(let ti):
                renderToken(lowering.tokens[ti], indent: indent, access: a, into: &out)
            }
        }
    }

    private func renderToken(_ t: SwiftLowering.Token, indent: Int, access a: String, into out: inout ByteBuffer) {
        guard let base = lowering.resolved(t, brand: brand, theme: 0, in: model) else { return }
        let values = self.values
        let themeValues = model.themes.indices.map { lowering.resolved(t, brand: brand, theme: $0, in: model)?.value ?? base.value }
        var doc: [String] = []
        if let d = base.description, !d.isEmpty { doc = SwiftText.docLines(d); doc.append("") }
        doc.append("- Token: `" + SwiftText.commentLine(t.path.description) + "`")
        let docValues = CSSValueWriter()
        if t.themed {
            for (i, theme) in model.themes.enumerated() {
                let v = themeValues[i]
                doc.append("- " + SwiftText.commentLine(theme.name) + ": `" + SwiftText.commentLine(docValues.render(v)) + "`")
            }
        } else {
            doc.append("- Value: `" + SwiftText.commentLine(docValues.render(base.value)) + "`")
        }
        SwiftText.appendDoc(doc, indent: indent, to: &out)
        if let dep = base.deprecation {
            out.indent(indent)
            out.line(Self.deprecatedAttribute(dep.message))
        }
        out.indent(indent)
        out.append(a + "var " + SwiftIdentifier.escaped(t.identifier) + ": " + shared.memberType(t) + " { ")
        if t.themed {
            out.append(lowering.namespace + ".Themed(")
            for (i, id) in lowering.themeCases.enumerated() {
                if i > 0 { out.append(", ") }
                out.append(SwiftIdentifier.label(id))
                out.append(": ")
                values.write(themeValues[i], into: &out)
            }
            out.append(")")
        } else {
            values.write(base.value, into: &out)
        }
        out.line(" }")
    }

    /// `@available(*, deprecated)` or `@available(*, deprecated, message: "…")` with an escaped literal.
    static func deprecatedAttribute(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: " + SwiftText.stringLiteral(message) + ")"
    }
}
