/// Renders one brand's token sheet: the page frame, the colours and the deprecated tokens. Scales, touch targets,
/// components and the contrast matrix are in extensions.
package struct HTMLSheetWriter {
    /// The model.
    package let model: EmitModel
    /// The brand's index.
    package let brand: Int
    /// Options.
    package let options: HTMLOptions
    /// Validation results and rule settings.
    package let context: HTMLSheetContext
    /// The brand's tokens in each theme.
    package let themes: [ResolvedTokens]
    /// Every path the brand has in some theme, in author order (the default theme's order first).
    package let paths: [TokenPath]
    /// The page being written.
    package var out = ByteBuffer(capacity: 1 << 17)

    /// A writer for brand `brand`.
    init(model: EmitModel, brand: Int, options: HTMLOptions, context: HTMLSheetContext) {
        self.model = model
        self.brand = brand
        self.options = options
        self.context = context
        self.themes = model.themes.indices.map { model.tokens(brand: brand, theme: $0) }
        var seen = Set<TokenPath>()
        var paths: [TokenPath] = []
        for t in themes { for token in t.tokens where seen.insert(token.path).inserted { paths.append(token.path) } }
        self.paths = paths
    }

    /// The first definition of `path` in theme order (for properties that do not vary: type, deprecation).
    package func first(_ path: TokenPath) -> ResolvedToken? {
        for t in themes { if let token = t[path] { return token } }
        return nil
    }

    /// The paths of every token of `type`, in author order.
    package func paths(of type: TokenType) -> [TokenPath] { paths.filter { first($0)?.type == type } }

    /// A section: its id and heading.
    package struct Section {
        /// The element id (`colours`), the target of the navigation link.
        package var id: String
        /// The heading (`Colours`).
        package var title: String
    }

    /// The sections the page has, in order.
    package var sections: [Section] {
        var s: [Section] = []
        if !paths(of: .color).isEmpty { s.append(Section(id: "colours", title: "Colours")) }
        if options.colourVision && !paths(of: .color).isEmpty { s.append(Section(id: "colour-vision", title: "Colour vision")) }
        if !spacingPaths.isEmpty { s.append(Section(id: "spacing", title: "Spacing")) }
        if !radiusPaths.isEmpty { s.append(Section(id: "radius", title: "Radius")) }
        if let t = context.touchTargets[brand], !t.tokens.isEmpty { s.append(Section(id: "touch-targets", title: "Touch targets")) }
        if options.components && !buttonMatrix.variants.isEmpty { s.append(Section(id: "buttons", title: "Buttons")) }
        if options.components && !radioMatrix.states.isEmpty { s.append(Section(id: "radio-buttons", title: "Radio buttons")) }
        if options.contrastMatrix && !contrastRows.isEmpty { s.append(Section(id: "contrast", title: "Contrast")) }
        if !deprecatedPaths.isEmpty { s.append(Section(id: "deprecated", title: "Deprecated tokens")) }
        return s
    }

    /// The whole page.
    package mutating func render() -> [UInt8] {
        let name = HTMLText.escape(model.brands[brand].name)
        let sections = self.sections
        out.append("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        out.append("<meta name=\"generator\" content=\"tokenc\">\n<title>\(name) — design tokens</title>\n")
        out.append("<style>\n\(HTMLPalette.styleSheet)\n</style>\n</head>\n<body>\n")
        out.append("<a class=\"skip\" href=\"#main\">Skip to the tokens</a>\n<header>\n<h1>\(name) — design tokens</h1>\n")
        out.append("<p class=\"meta\">\(HTMLText.escape(GeneratedHeader.text(source: model.source))) ")
        out.append("Themes: \(model.themes.map { HTMLText.escape($0.name) }.joined(separator: ", ")). ")
        out.append("Sizes are drawn at 1 CSS px per pt.</p>\n")
        out.append("<nav aria-label=\"Sections\"><ul>")
        for s in sections { out.append("<li><a href=\"#\(s.id)\">\(s.title)</a></li>") }
        out.append("</ul></nav>\n</header>\n<main id=\"main\">\n")
        for s in sections {
            out.append("<section id=\"\(s.id)\" aria-labelledby=\"\(s.id)-h\">\n<h2 id=\"\(s.id)-h\">\(s.title)</h2>\n")
            switch s.id {
            case "colours": writeColours()
            case "colour-vision": writeColourVision()
            case "spacing": writeSpacing()
            case "radius": writeRadius()
            case "touch-targets": writeTouchTargets()
            case "buttons": writeButtons()
            case "radio-buttons": writeRadios()
            case "contrast": writeContrast()
            default: writeDeprecated()
            }
            out.append("</section>\n")
        }
        if sections.isEmpty { out.append("<p>This brand has no tokens the sheet can show.</p>\n") }
        out.append("</main>\n</body>\n</html>\n")
        return out.finished()
    }

    /// A theme's column heading: its name and appearance.
    func themeHeading(_ i: Int) -> String {
        let t = model.themes[i]
        var words = [t.colorScheme.rawValue]
        if t.highContrast { words.append("high contrast") }
        return "\(HTMLText.escape(t.name))<br><span class=\"desc\">\(words.joined(separator: ", "))</span>"
    }

    /// The row heading of a token: its path, a deprecation badge and message, its description.
    func tokenHeading(_ path: TokenPath) -> String {
        var s = "<th scope=\"row\"><code>\(HTMLText.escape(path))</code>"
        if let token = first(path) {
            if let d = token.deprecation {
                s += " <span class=\"badge deprecated\">deprecated</span>"
                if let m = d.message { s += "<p class=\"desc\">\(HTMLText.escape(m))</p>" }
            }
            if let desc = token.description { s += "<p class=\"desc\">\(HTMLText.escape(desc))</p>" }
        }
        return s + "</th>"
    }

    /// The table head: a first column heading and one column per theme.
    mutating func themeColumns(_ first: String) {
        out.append("<thead><tr><th scope=\"col\">\(first)</th>")
        for i in model.themes.indices { out.append("<th scope=\"col\">\(themeHeading(i))</th>") }
        out.append("</tr></thead>\n")
    }

    /// Colour swatches grouped by the group each token is in, every theme side by side with hex and alias source.
    mutating func writeColours() {
        var groups: [TokenPath] = []
        var members: [TokenPath: [TokenPath]] = [:]
        for p in paths(of: .color) {
            let g = p.parent ?? .root
            if members[g] == nil { groups.append(g) }
            members[g, default: []].append(p)
        }
        for (n, g) in groups.enumerated() {
            let title = g.isRoot ? "(top level)" : g.description
            out.append("<h3 id=\"colours-\(n + 1)\"><code>\(HTMLText.escape(title))</code></h3>\n<table>\n")
            themeColumns("Token")
            out.append("<tbody>\n")
            for p in members[g]! {
                out.append("<tr>\(tokenHeading(p))")
                for i in themes.indices {
                    guard let token = themes[i][p], case .color(let c) = token.value else {
                        out.append("<td class=\"missing\">not in this theme</td>")
                        continue
                    }
                    let attributes = " data-token=\"\(HTMLText.escape(p))\" data-theme=\"\(HTMLText.escape(model.themes[i].name))\""
                    out.append("<td>\(HTMLSwatch.color(c, attributes: attributes))")
                    if let a = token.aliasOf { out.append("<p class=\"alias\">→ <code>{\(HTMLText.escape(a))}</code></p>") }
                    out.append("</td>")
                }
                out.append("</tr>\n")
            }
            out.append("</tbody>\n</table>\n")
        }
    }

    /// Every token deprecated in some theme, in author order.
    var deprecatedPaths: [TokenPath] {
        paths.filter { p in themes.contains { $0[p]?.deprecation != nil } }
    }

    /// The deprecated tokens with their type and message.
    mutating func writeDeprecated() {
        out.append("<table>\n<thead><tr><th scope=\"col\">Token</th><th scope=\"col\">Type</th><th scope=\"col\">Instead</th></tr></thead>\n<tbody>\n")
        for p in deprecatedPaths {
            let token = themes.lazy.compactMap { $0[p] }.first { $0.deprecation != nil }!
            out.append("<tr><th scope=\"row\"><code>\(HTMLText.escape(p))</code> <span class=\"badge deprecated\">deprecated</span></th>")
            out.append("<td>\(token.type.rawValue)</td><td>\(token.deprecation?.message.map(HTMLText.escape) ?? "—")</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n")
    }
}
