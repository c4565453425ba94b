/// Renders one brand's Swift file: a struct conforming to `<Namespace>.Brand`, and one nested struct per
/// group (`<Brand>.ColorButtonGroup`) conforming to that group's protocol when every brand has the group.
/// The structs hold every member the brand has, its brand-only ones included; every member is a
/// computed property returning a literal.
package struct SwiftBrandFile {
    package let model: EmitModel
    package let lowering: SwiftLowering
    package let options: SwiftOptions
    package let values: SwiftValueWriter
    package let shared: SwiftSharedFile
    /// The brand's index in the model.
    package let brand: Int

    /// The file's bytes; values are rendered through `table`, shared by every brand. With `stream`, the bytes go to
    /// it in pieces as they are rendered, and what is returned is the file's last piece.
    package func render(table: inout SwiftValueTable, stream: OutputFileStream? = nil) -> [UInt8] {
        let ns = lowering.namespace
        let a = options.accessLevel.modifier
        let type = lowering.brandTypes[brand]
        // Sized for the whole file (a little more a token, and a theme, than a typical token takes): a buffer that
        // outgrows its capacity is copied into one twice the size. Capacity never written costs no memory.
        let whole = 1024 + lowering.tokens.count * (320 + 80 * model.themes.count)
        var out = ByteBuffer(size: whole, streamingTo: stream)
        out.line("// " + SwiftText.commentLine(GeneratedHeader.text(source: model.source)))
        out.line("// swiftlint:disable all")
        out.line()
        out.line("extension " + ns + " {")
        out.line("    /// The " + SwiftText.commentLine(model.brands[brand].name) + " brand: every token, in every theme.")
        out.line("    " + a + "struct " + type + ": " + ns + ".Brand {")
        out.line("        /// Creates the brand's token set.")
        out.line("        " + a + "init() {}")
        // Each theme's value id for the token being rendered: one array for the whole file.
        var ids = [Int](repeating: 0, count: max(1, model.themes.count))
        renderMembers(of: 0, indent: 8, table: &table, ids: &ids, into: &out)
        out.line("    }")
        out.line("}")
        if lowering.groups[0].members.contains(where: { isGroup($0) && lowering.has($0, brand: brand) }) {
            out.line()
            out.line("extension " + ns + "." + type + " {")
            var first = true
            renderGroupStructs(of: 0, first: &first, table: &table, ids: &ids, into: &out)
            out.line("}")
        }
        return out.finished()
    }

    private var access: String { options.accessLevel.modifier }

    private func isGroup(_ m: SwiftLowering.Member) -> Bool {
        if case .group = m { return true }
        return false
    }

    /// The doc line of a member not every brand has.
    private var brandOnlyNote: String {
        "- Not in every brand: reach it through `" + lowering.namespace + "." + lowering.brandTypes[brand]
            + "`, not `any " + lowering.namespace + ".Brand`."
    }

    private func renderGroupStructs(of gi: Int, first: inout Bool, table: inout SwiftValueTable, ids: inout [Int],
                                    into out: inout ByteBuffer) {
        for m in lowering.groups[gi].members where lowering.has(m, brand: brand) {
            guard case .group(let child) = m else { continue }
            // The group is read in place (`lowering.groups[child].…`): copying its struct retains every field.
            if !first { out.line() }
            first = false
            let name = SwiftText.commentLine(model.brands[brand].name)
            if lowering.groups[child].shared {
                out.line("    /// `", lowering.groups[child].pathComment, "` in the ", name, " brand.")
                out.line("    ", access, "struct ", lowering.groups[child].typeName, ": ", lowering.namespace,
                         "." + lowering.groups[child].typeName + " {")
            } else {
                out.line("    /// `", lowering.groups[child].pathComment, "` in the ", name,
                         " brand (not in every brand, so not in a protocol).")
                out.line("    ", access, "struct ", lowering.groups[child].typeName, ": Swift.Sendable {")
            }
            renderMembers(of: child, indent: 8, table: &table, ids: &ids, into: &out)
            out.line("    }")
            renderGroupStructs(of: child, first: &first, table: &table, ids: &ids, into: &out)
        }
    }

    private func renderMembers(of gi: Int, indent: Int, table: inout SwiftValueTable, ids: inout [Int], into out: inout ByteBuffer) {
        let a = access
        // Members of a group not every brand has need no note of their own: the group has it.
        let noteBrandOnly = lowering.groups[gi].shared
        for m in lowering.groups[gi].members where lowering.has(m, brand: brand) {
            switch m {
            case .group(let child):
                // Read in place, as in `renderGroupStructs`.
                out.indent(indent)
                out.line("/// The `", lowering.groups[child].pathComment, "` group.")
                if noteBrandOnly && !lowering.groups[child].shared {
                    out.indent(indent)
                    out.line("///")
                    out.indent(indent)
                    out.line("/// ", brandOnlyNote)
                }
                out.indent(indent)
                // `var name: <Namespace>.<Brand>.<Group> { .init() }`, the type's name written in place.
                out.append(a)
                out.append(static: "var ")
                out.append(SwiftIdentifier.escaped(lowering.groups[child].identifier))
                out.append(static: ": ")
                out.append(lowering.namespace)
                out.append(byte: 0x2E)
                out.append(lowering.brandTypes[brand])
                out.append(byte: 0x2E)
                out.line(lowering.groups[child].typeName, " { .init() }")
            case .token(let ti):
                renderToken(ti, indent: indent, access: a, note: noteBrandOnly, table: &table, ids: &ids, into: &out)
            }
        }
    }

    /// Token `ti` of the lowering (read in place: copying its struct retains every field).
    private func renderToken(_ ti: Int, indent: Int, access a: String, note: Bool, table: inout SwiftValueTable,
                             ids: inout [Int], into out: inout ByteBuffer) {
        let themes = model.brands[brand].themes
        let node = lowering.tokens[ti].node, themed = lowering.tokens[ti].themed, shared = lowering.tokens[ti].shared
        let i0 = lowering.tree.tokenIndex(node, brand: brand, theme: 0)
        guard i0 >= 0 else { return }
        /// One `///` line of up to five pieces (no variadic array: this runs for every line of every token).
        func doc(_ a: String = "", _ b: String = "", _ c: String = "", _ d: String = "", _ e: String = "") {
            out.indent(indent)
            out.append(static: "///")
            if !a.isEmpty || !b.isEmpty || !c.isEmpty || !d.isEmpty || !e.isEmpty { out.append(byte: 0x20) }
            out.append(a)
            out.append(b)
            out.append(c)
            out.append(d)
            out.append(e)
            out.append(byte: 0x0A)
        }
        if let d = themes[0].tokens[i0].description, !d.isEmpty {
            for line in SwiftText.docLines(d) { doc(line) }
            doc()
        }
        doc("- Token: `", lowering.tokens[ti].pathComment, "`")
        if themed {
            for i in model.themes.indices {
                let k = lowering.tree.tokenIndex(node, brand: brand, theme: i)
                ids[i] = table.id(of: k >= 0 ? themes[i].tokens[k] : themes[0].tokens[i0])
                doc("- ", lowering.themeComments[i], ": `", table.doc(ids[i]), "`")
            }
        } else {
            ids[0] = table.id(of: themes[0].tokens[i0])
            doc("- Value: `", table.doc(ids[0]), "`")
        }
        if note && !shared { doc(brandOnlyNote) }
        if let dep = themes[0].tokens[i0].deprecation {
            out.indent(indent)
            out.line(Self.deprecatedAttribute(dep.message))
        }
        out.indent(indent)
        out.append(a)
        out.append(lowering.tokens[ti].declaration)
        out.append(" { ")
        if themed {
            out.append(lowering.namespace)
            out.append(".Themed(")
            for i in model.themes.indices {
                if i > 0 { out.append(", ") }
                out.append(lowering.themeLabels[i])
                out.append(": ")
                table.writeLiteral(ids[i], into: &out)
            }
            out.append(")")
        } else {
            table.writeLiteral(ids[0], into: &out)
        }
        out.line(" }")
    }

    /// `@available(*, deprecated)` or `@available(*, deprecated, message: "…")` with an escaped literal.
    static func deprecatedAttribute(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "@available(*, deprecated)" }
        return "@available(*, deprecated, message: " + SwiftText.stringLiteral(message) + ")"
    }
}
