/// Renders one brand's lowered CSS: header, the default block, one block per theme, the system-following
/// `@media` blocks, each followed by its `@supports` Display P3 block when it has wide-gamut colours.
package struct CSSFileWriter {
    package let lowering: CSSBrandLowering

    private var model: EmitModel { lowering.model }
    private var options: CSSOptions { lowering.options }

    /// The test `@supports` uses for Display P3 colours.
    static let supportsP3 = "@supports (color: color(display-p3 1 1 1))"

    /// The file's bytes. With `stream`, the bytes go to it in pieces as they are rendered (as a Swift brand file's
    /// do), and what is returned is the file's last piece.
    package func render(stream: OutputFileStream? = nil) -> [UInt8] {
        let attribute = attributeName
        let brandName = model.brands[lowering.brand].name
        var themeList: [String] = []
        for (i, t) in model.themes.enumerated() { themeList.append(CSSText.comment(t.name) + (i == 0 ? " (default)" : "")) }
        let header = [
            "/* " + CSSText.comment(GeneratedHeader.text(source: model.source)) + " */",
            "/* Brand: " + CSSText.comment(brandName) + ". Themes: " + themeList.joined(separator: ", ") + ". */",
        ]
        let selectors = model.themes.indices.map { selector(for: $0, attribute: attribute) }
        // `@charset` comes first when any byte of the file is outside ASCII: decided before the first byte is
        // written (a streamed file's first piece is gone by the time the rest is rendered), from every piece of
        // text the file is made of that does not come from this writer (whose own text is ASCII).
        let scope = self.scope
        let charset = header.contains(where: CSSText.containsNonASCII) || selectors.contains(where: CSSText.containsNonASCII)
            || (scope.map { CSSText.containsNonASCII($0.selector) } ?? false)
            || lowering.containsNonASCII(comments: options.comments)
        // Sized for the whole file (a declaration per token and theme; see `SwiftBrandFile.render`).
        var body = ByteBuffer(size: 256 + lowering.entries.count * 96 * max(1, model.themes.count), streamingTo: stream)
        if charset { body.line("@charset \"UTF-8\";") }
        for line in header { body.line(line) }
        let multi = model.themes.count > 1
        let defaultSelectors = scope?.defaultSelectors(theme: multi ? selectors[0] : nil) ?? (multi ? [":root", selectors[0]] : [":root"])
        body.line()
        block(selectors: defaultSelectors, theme: 0, include: nil, comments: options.comments, indent: 0, into: &body)
        var changed: [[Bool]] = [Array(repeating: true, count: lowering.entries.count)]
        for t in model.themes.indices.dropFirst() {
            let c = lowering.changedEntries(theme: t)
            changed.append(c)
            guard c.contains(true) else { continue }
            body.line()
            block(selectors: scope?.themeSelectors(selectors[t]) ?? [selectors[t]], theme: t, include: c, comments: false, indent: 0, into: &body)
        }
        if options.followSystem && multi {
            renderSystemBlocks(changed: changed, attribute: attribute, into: &body)
        }
        assert(stream != nil || charset == body.containsNonASCII, "@charset decided otherwise than the bytes written say")
        return body.finished()
    }

    /// The brand's scope, when the `brandSelector` option is set.
    private var scope: CSSBrandScope? {
        options.brandSelector.map { CSSBrandScope(pattern: $0, brand: model.brands[lowering.brand].name) }
    }

    /// The theme attribute, reduced to a valid attribute name.
    private var attributeName: String { CSSText.attributeName(options.themeAttribute) }

    /// `[data-theme="dark"]`.
    private func selector(for theme: Int, attribute: String) -> String {
        "[" + attribute + "=" + CSSText.string(model.themes[theme].name) + "]"
    }

    /// The `@media` blocks that apply themes for system settings while no theme is set explicitly.
    private func renderSystemBlocks(changed: [[Bool]], attribute: String, into body: inout ByteBuffer) {
        let base = model.themes[0]
        // One block per distinct condition set, first theme wins, fewer conditions first.
        var blocks: [(theme: Int, conditions: [String])] = []
        for (t, theme) in model.themes.enumerated().dropFirst() {
            var conditions: [String] = []
            if theme.colorScheme != base.colorScheme { conditions.append("(prefers-color-scheme: \(theme.colorScheme.rawValue))") }
            if theme.highContrast != base.highContrast {
                conditions.append(theme.highContrast ? "(prefers-contrast: more)" : "(prefers-contrast: no-preference)")
            }
            guard !conditions.isEmpty, !blocks.contains(where: { $0.conditions == conditions }) else { continue }
            blocks.append((t, conditions))
        }
        let ordered = blocks.enumerated().sorted { a, b in
            a.element.conditions.count != b.element.conditions.count
                ? a.element.conditions.count < b.element.conditions.count : a.offset < b.offset
        }.map(\.element)
        // A block must also redeclare what blocks with fewer conditions (which match whenever it does and
        // come before it) declared, or their values would leak through.
        var declared: [[Bool]] = []
        for (i, blockInfo) in ordered.enumerated() {
            var include = changed[blockInfo.theme]
            for j in 0..<i where Set(ordered[j].conditions).isStrictSubset(of: Set(blockInfo.conditions)) {
                for e in include.indices where declared[j][e] { include[e] = true }
            }
            declared.append(include)
            guard include.contains(true) else { continue }
            body.line()
            body.line("@media " + blockInfo.conditions.joined(separator: " and ") + " {")
            block(selectors: scope?.systemSelectors(attribute: attribute) ?? [":root:not([" + attribute + "])"], theme: blockInfo.theme, include: include, comments: false,
                  indent: 2, into: &body)
            body.line("}")
        }
    }

    /// One rule, then its `@supports` Display P3 companion when needed.
    private func block(selectors: [String], theme: Int, include: [Bool]?, comments: Bool, indent: Int, into body: inout ByteBuffer) {
        let decls = lowering.declarations[theme]
        var wide: [CSSDeclaration] = []
        writeSelectors(selectors, indent: indent, into: &body)
        // By index, each declaration read in place: binding one (`for d in list`) retained its strings, which the
        // other brands' files, rendered at the same time, do not share but the same theme's blocks do.
        for e in decls.indices where include?[e] ?? true {
            if decls[e].isEmpty { continue }
            if comments, let c = lowering.entries[e].comment {
                body.indent(indent + 2)
                body.line("/* " + c + " */")
            }
            for k in decls[e].indices {
                body.indent(indent + 2)
                body.append(decls[e][k].name)
                body.append(": ")
                body.append(decls[e][k].value)
                body.line(";")
                if decls[e][k].wideValue != nil { wide.append(decls[e][k]) }
            }
        }
        body.indent(indent)
        body.line("}")
        guard !wide.isEmpty else { return }
        body.indent(indent)
        body.line(Self.supportsP3 + " {")
        writeSelectors(selectors, indent: indent + 2, into: &body)
        for d in wide {
            body.indent(indent + 4)
            body.line(d.name + ": " + (d.wideValue ?? d.value) + ";")
        }
        body.indent(indent + 2)
        body.line("}")
        body.indent(indent)
        body.line("}")
    }

    private func writeSelectors(_ selectors: [String], indent: Int, into body: inout ByteBuffer) {
        for (i, s) in selectors.enumerated() {
            body.indent(indent)
            body.line(s + (i == selectors.count - 1 ? " {" : ","))
        }
    }
}
