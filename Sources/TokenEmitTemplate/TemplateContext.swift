import Stencil

/// The context a template is rendered with: every name it may use at the top level, and the objects below
/// them (docs/templates.md is the reference, and keeps this stable). Token lists are made when first read.
package struct TemplateContext {
    /// The names at the top level of every context, for the check of unknown names (`TemplateStrictness`).
    static let rootNames: Set<String> = ["generator", "source", "header", "output", "brands", "themes", "permutations",
                                         "brand", "theme", "tokens"]

    /// The model rendered.
    package let model: EmitModel
    /// The template output (its name case and prefix).
    package let target: Config.TemplateTarget
    /// The file names of brands and themes in paths, collision-free (parallel to the model's).
    let brandSlugs: [String]
    let themeSlugs: [String]

    /// The root of the context for one rendering: `brand` and `theme` are the rendered brand and theme (nil in a
    /// project-wide rendering, and `theme` in a per-brand one).
    package func root(brand: Int?, theme: Int?) -> [String: Any] {
        let brands = model.brands.indices.map { brandObject($0) }
        let themes = model.themes.indices.map { themeObject($0) }
        var permutations: [TemplateObject] = []
        for b in model.brands.indices {
            for t in model.themes.indices { permutations.append(permutationObject(b, t, brands: brands, themes: themes)) }
        }
        let tokens: Any
        switch (brand, theme) {
        case (let b?, let t?): tokens = permutationTokens(b, t)
        case (let b?, nil): tokens = brandTokens(b)
        default: tokens = model.brands.isEmpty ? [] : brandTokens(0)
        }
        let root: [String: Any] = [
            "generator": "tokenc",
            "source": model.source,
            "header": GeneratedHeader.text(source: model.source),
            "output": target.name,
            "brands": brands,
            "themes": themes,
            "permutations": permutations,
            "brand": brand.map { brands[$0] } ?? TemplateAbsent("brand", "a template rendered per project has no brand; use brands"),
            "theme": theme.map { themes[$0] } ?? TemplateAbsent("theme", "only a template rendered per permutation has a theme; use themes"),
            "tokens": tokens,
        ]
        return root.mapValues(TemplateObject.strict)
    }

    /// A name in every case, as members of the object it names.
    private func cases(_ words: [String], into members: inout [String: Any?]) {
        for c in Config.TemplateTarget.NameCase.allCases { members[c.rawValue] = TemplateNames.join(words, c) }
    }

    /// A brand: `name`, `slug`, its name in each case, and `tokens` (a value per theme).
    private func brandObject(_ b: Int) -> TemplateObject {
        var members: [String: Any?] = ["name": model.brands[b].name, "slug": brandSlugs[b]]
        cases(TemplateNames.words(model.brands[b].name), into: &members)
        members["tokens"] = LazyValueWrapper(closure: { [self] _ in TemplateObject.strict(brandTokens(b)) })
        return TemplateObject("brand", members, text: model.brands[b].name)
    }

    /// A theme: `name`, `slug`, its name in each case, `colorScheme`, `dark`, `highContrast`, `isDefault`.
    private func themeObject(_ t: Int) -> TemplateObject {
        let theme = model.themes[t]
        var members: [String: Any?] = [
            "name": theme.name, "slug": themeSlugs[t], "colorScheme": theme.colorScheme.rawValue,
            "dark": theme.colorScheme == .dark, "highContrast": theme.highContrast, "isDefault": t == 0,
        ]
        cases(TemplateNames.words(theme.name), into: &members)
        return TemplateObject("theme", members, text: theme.name)
    }

    /// A permutation: `brand`, `theme` and `tokens` (its values).
    private func permutationObject(_ b: Int, _ t: Int, brands: [TemplateObject], themes: [TemplateObject]) -> TemplateObject {
        let members: [String: Any?] = [
            "brand": brands[b], "theme": themes[t],
            "tokens": LazyValueWrapper(closure: { [self] _ in TemplateObject.strict(permutationTokens(b, t)) }),
        ]
        return TemplateObject("permutation", members, text: model.brands[b].name + "/" + model.themes[t].name)
    }

    /// The tokens of brand `b` in any theme, in author's order (the default theme's first), `value` the
    /// default theme's (or the first theme's that has it).
    package func brandTokens(_ b: Int) -> [TemplateObject] {
        var seen = Set<TokenPath>()
        var out: [TemplateObject] = []
        for t in model.themes.indices {
            for token in model.tokens(brand: b, theme: t).tokens where seen.insert(token.path).inserted {
                out.append(tokenObject(token, brand: b))
            }
        }
        return out
    }

    /// The tokens of brand `b` in theme `t`, `value` the theme's.
    func permutationTokens(_ b: Int, _ t: Int) -> [TemplateObject] {
        model.tokens(brand: b, theme: t).tokens.map { tokenObject($0, brand: b) }
    }

    /// One token: its path and names, type, description, deprecation, alias target, `value` (of `token`), and
    /// `values` / `byTheme` (its value in each theme of brand `b`; nil in a theme without it).
    private func tokenObject(_ token: ResolvedToken, brand b: Int) -> TemplateObject {
        let words = TemplateNames.words(token.path, prefix: target.namePrefix)
        var members: [String: Any?] = [
            "path": token.path.description,
            "components": token.path.components,
            "name": TemplateNames.join(words, target.nameCase),
            "cssVariable": CSSName.property(token.path, prefix: CSSName.prefixWords(target.namePrefix)),
            "type": token.type.rawValue,
            "description": token.description,
            "deprecated": token.deprecation != nil,
            "deprecationMessage": token.deprecation?.message,
            "aliasOf": token.aliasOf?.description,
            "value": TemplateValue.object(token.value),
        ]
        cases(words, into: &members)
        var values: [TemplateObject] = []
        var byTheme: [String: Any?] = [:]
        var distinct: [TokenValue] = []
        for t in model.themes.indices {
            let v = model.tokens(brand: b, theme: t)[token.path]
            let object = v.map { TemplateValue.object($0.value) }
            if let v, !distinct.contains(v.value) { distinct.append(v.value) }
            byTheme[model.themes[t].name] = object
            values.append(TemplateObject("theme value", ["theme": themeObject(t), "value": object], text: object?.description ?? ""))
        }
        members["values"] = values
        members["byTheme"] = TemplateObject("theme table", byTheme, text: token.path.description)
        members["themed"] = distinct.count > 1
        return TemplateObject("token", members, text: token.path.description)
    }
}
