/// The themed modules: `<brand>/index.js` (`tokens` keyed by theme name, `themes`) and `index.js` (`brands`
/// keyed by brand name), and their declarations.
package struct JSIndexWriter {
    package let model: EmitModel
    /// The brands' folders, parallel to `model.brands`.
    let brandFolders: [String]
    /// The themes' module names (without `.js`), parallel to `model.themes`.
    let themeModules: [String]

    private var header: String { "/* " + JSText.comment(GeneratedHeader.text(source: model.source)) + " */" }

    /// `<brand>/index.js`, or its `.d.ts` when `types`.
    func brandModule(_ b: Int, types: Bool) -> [UInt8] {
        var body = ByteBuffer(capacity: 512)
        body.line(header)
        body.line("/* Brand: " + JSText.comment(model.brands[b].name) + ". */")
        body.line()
        for (t, module) in themeModules.enumerated() {
            body.line("import theme\(t) from " + JSText.string("./" + module + ".js") + ";")
        }
        let names = model.themes.map { JSText.string($0.name) }
        if types {
            body.line("export declare const themes: readonly string[];")
            body.line("export declare const tokens: {")
            for t in model.themes.indices { body.line("  readonly " + names[t] + ": typeof theme\(t);") }
            body.line("};")
        } else {
            body.line("export const themes = [" + names.joined(separator: ", ") + "];")
            body.line("export const tokens = {")
            for t in model.themes.indices { body.line("  " + JSText.key(model.themes[t].name) + ": theme\(t),") }
            body.line("};")
        }
        body.line("export default tokens;")
        return body.finished()
    }

    /// `index.js`, or its `.d.ts` when `types`.
    func rootModule(types: Bool) -> [UInt8] {
        var body = ByteBuffer(capacity: 512)
        body.line(header)
        body.line()
        for (b, folder) in brandFolders.enumerated() {
            body.line("import brand\(b) from " + JSText.string("./" + folder + "/index.js") + ";")
        }
        if types {
            body.line("export declare const brands: {")
            for b in model.brands.indices { body.line("  readonly " + JSText.string(model.brands[b].name) + ": typeof brand\(b);") }
            body.line("};")
        } else {
            body.line("export const brands = {")
            for b in model.brands.indices { body.line("  " + JSText.key(model.brands[b].name) + ": brand\(b),") }
            body.line("};")
        }
        body.line("export default brands;")
        return body.finished()
    }
}
