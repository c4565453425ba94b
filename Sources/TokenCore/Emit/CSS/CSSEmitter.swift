/// The CSS output: one file per brand (`<brand>.css`) holding every theme as custom properties.
///
/// The default theme is in `:root` (and `[data-theme="<default>"]`); every other theme is a
/// `[data-theme="…"]` block redeclaring only what differs (plus aliases that would go stale). When
/// `followSystem` is on, themes made for a dark appearance or increased contrast also apply through
/// `@media (prefers-color-scheme: dark)` / `(prefers-contrast: more)` on `:root:not([data-theme])`,
/// i.e. only while no theme is set explicitly. See docs/outputs.md.
public enum CSSEmitter {
    /// Lowers and renders `model`.
    /// Brands are lowered and rendered through `scheduler`; the bytes do not depend on it.
    public static func emit(_ model: EmitModel, options: CSSOptions = CSSOptions(),
                            scheduler: some WorkScheduler = SerialScheduler()) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        // Every path's custom property name, found once for all brands (they share most of their paths).
        // Names more than one path gives (typography longhands included) are the only ones that can collide.
        var namer = CSSNamer(prefix: options.prefix)
        var names: [TokenPath: String] = [:]
        var pathOfName: [String: TokenPath] = [:]
        var shared = Set<String>()
        var typography = Set<TokenPath>()
        func claim(_ name: String, _ path: TokenPath) {
            if let other = pathOfName.updateValue(path, forKey: name), other != path { shared.insert(name) }
        }
        let expected = model.brands.isEmpty ? 0 : model.tokens(brand: 0, theme: 0).count
        names.reserveCapacity(expected)
        pathOfName.reserveCapacity(expected)
        for b in model.brands.indices {
            for t in model.themes.indices {
                let list = model.tokens(brand: b, theme: t).tokens
                for i in list.indices {
                    let path = list[i].path
                    if names[path] == nil {
                        let name = namer.property(path)
                        names[path] = name
                        claim(name, path)
                    }
                    if list[i].type == .typography, typography.insert(path).inserted {
                        for l in CSSName.typographyLonghands { claim(names[path]! + "-" + l, path) }
                    }
                }
            }
        }
        let table = names, collidable = shared
        let rendered = scheduler.map(model.brands.count) { b -> (contents: [UInt8], diagnostics: [Diagnostic]) in
            let lowering = CSSBrandLowering(model: model, brand: b, options: options, names: table, shared: collidable)
            return (CSSFileWriter(lowering: lowering).render(), lowering.diagnostics)
        }
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        var paths: [String: String] = [:]
        for b in model.brands.indices {
            for d in rendered[b].diagnostics where seen.insert(d).inserted { diagnostics.append(d) }
            var path = FileSlug.make(model.brands[b].name) + ".css"
            if let kept = paths[path] {
                var n = 2
                while paths[FileSlug.make(model.brands[b].name) + "-\(n).css"] != nil { n += 1 }
                let renamed = FileSlug.make(model.brands[b].name) + "-\(n).css"
                diagnostics.append(.nameCollision(kind: "The brands", kept: kept, dropped: model.brands[b].name,
                                                  becomes: "the CSS file `\(path)`", renamed: renamed))
                path = renamed
            }
            paths[path] = model.brands[b].name
            files.append(OutputFile(path: path, contents: rendered[b].contents))
        }
        return (files, diagnostics)
    }
}
