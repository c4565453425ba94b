import Foundation
import Testing
@testable import TokenCore

/// The HTML token sheet: what it shows for each token and theme, scales and touch targets drawn to scale,
/// components from their tokens, the contrast matrix and touch minimum from validation, escaping of hostile
/// text, the page's own WCAG AA palette and black/white swatch labels.
@Suite struct EmitHTMLTests {
    /// A brand in light and dark with colours (one alias, one translucent, one deprecated), scales, a touch
    /// target, a button and a radio button.
    static var model: EmitModel {
        func tokens(dark: Bool) -> ResolvedTokens {
            let fill = EmitSample.rgb(dark ? 0x7fb2ff : 0x0b4fb3)
            return ResolvedTokens([
                EmitSample.token("color.base.blue", .color(fill), description: "Brand blue."),
                EmitSample.token("color.base.veil", .color(EmitSample.rgb(0x000000, alpha: 0.5))),
                EmitSample.token("color.surface.default", .color(EmitSample.rgb(dark ? 0x101014 : 0xffffff))),
                EmitSample.token("color.text.link", .color(fill), aliasOf: "color.base.blue"),
                EmitSample.token("color.text.old", .color(EmitSample.rgb(0x777777)), deprecated: Deprecation(message: "Use color.text.link.")),
                EmitSample.token("spacing.4", .dimension(DimensionValue(4, .px))),
                EmitSample.token("spacing.2x", .dimension(DimensionValue(2, .rem))),
                EmitSample.token("radius.small", .dimension(DimensionValue(6, .px))),
                EmitSample.token("size.tap", .dimension(DimensionValue(40, .px)),
                                 extensions: ["com.tokenc": ["touchTarget": true]]),
                EmitSample.token("button.primary.tint.default.background", .color(fill), aliasOf: "color.base.blue"),
                EmitSample.token("button.primary.tint.default.label", .color(EmitSample.rgb(0xffffff))),
                EmitSample.token("button.primary.tint.default.border", .color(fill)),
                EmitSample.token("button.primary.tint.focused.background", .color(fill)),
                EmitSample.token("button.primary.tint.focused.label", .color(EmitSample.rgb(0xffffff))),
                EmitSample.token("button.primary.tint.focused.border", .color(EmitSample.rgb(0x222222))),
                EmitSample.token("button.radius", .dimension(DimensionValue(8, .px))),
                EmitSample.token("button.focus-ring.width", .dimension(DimensionValue(3, .px))),
                EmitSample.token("radio.selected.default.ring", .color(fill)),
                EmitSample.token("radio.selected.default.dot", .color(fill)),
                EmitSample.token("radio.selected.default.label", .color(EmitSample.rgb(0x1b1b1f))),
                EmitSample.token("radio.size.control", .dimension(DimensionValue(22, .px))),
            ])
        }
        return EmitModel(brands: [BrandTokens(name: "Acme", themes: [tokens(dark: false), tokens(dark: true)])],
                         themes: [EmitSample.lightTheme, EmitSample.darkTheme], source: "tokens.json")
    }

    /// The single page of `model`.
    static func page(_ model: EmitModel = model, options: HTMLOptions = HTMLOptions(), context: HTMLSheetContext = HTMLSheetContext()) -> String {
        let out = HTMLEmitter.emit(model, options: options, context: context)
        #expect(out.diagnostics.isEmpty)
        return out.files.first?.text ?? ""
    }

    @Test func sheetShowsEveryThemeSideBySide() {
        let out = HTMLEmitter.emit(Self.model)
        #expect(out.files.map(\.path) == ["acme.html"])
        let html = Self.page()
        #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>Acme — design tokens</title>"))
        // Both themes' swatches, with the colour inline and the hex as the label.
        #expect(html.contains("<div class=\"sw\" data-token=\"color.base.blue\" data-theme=\"light\"><span class=\"fill\" style=\"background-color:#0b4fb3\"></span><span class=\"hex\" style=\"color:#ffffff\">#0b4fb3</span></div>"))
        #expect(html.contains("<div class=\"sw\" data-token=\"color.base.blue\" data-theme=\"dark\"><span class=\"fill\" style=\"background-color:#7fb2ff\"></span><span class=\"hex\" style=\"color:#000000\">#7fb2ff</span></div>"))
        // Translucent colours sit on a checkerboard.
        #expect(html.contains("<div class=\"sw t\" data-token=\"color.base.veil\" data-theme=\"light\"><span class=\"fill\" style=\"background-color:#00000080\">"))
        // Alias source, group headings, theme headings, deprecation.
        #expect(html.contains("<p class=\"alias\">→ <code>{color.base.blue}</code></p>"))
        #expect(html.contains("<h3 id=\"colours-1\"><code>color.base</code></h3>"))
        #expect(html.contains("<th scope=\"col\">dark<br><span class=\"desc\">dark</span></th>"))
        #expect(html.contains("<th scope=\"row\"><code>color.text.old</code> <span class=\"badge deprecated\">deprecated</span><p class=\"desc\">Use color.text.link.</p></th>"))
        #expect(html.contains("<section id=\"deprecated\""))
        #expect(html.components(separatedBy: "data-theme=").count - 1 == 2 * 14, "one swatch per colour token per theme")
        // The colour-vision view: each colour in each theme, as four deficiencies see it.
        #expect(html.components(separatedBy: "data-simulation=").count - 1 == 2 * 14 * 4)
        #expect(html.contains("<td class=\"sim\" data-simulation=\"achromatopsia\""))
        #expect(html.contains("<section id=\"colour-vision\""))
        #expect(!html.contains("<script"))
    }

    @Test func scalesAndTouchTargetsAreDrawnToScale() {
        let context = HTMLSheetContext(touchTargets: [0: .init(minimum: 44, phrase: "the 44px minimum", tokens: [TokenPath(dotted: "size.tap")])])
        let html = Self.page(context: context)
        #expect(html.contains("<span class=\"bar\" style=\"width:4px\" data-token=\"spacing.4\"></span>"))
        #expect(html.contains("<td>2rem (32px)</td><td><span class=\"bar\" style=\"width:32px\" data-token=\"spacing.2x\"></span>"), "rem at 16 px")
        #expect(html.contains("<div class=\"radius\" style=\"border-radius:6px\"></div>"))
        #expect(html.contains("<div class=\"radius\" style=\"border-radius:8px\"></div>"), "button.radius is on the radius scale")
        // A 40 pt target drawn at 40 px inside a 44 px box, the 44 px minimum dashed over it, marked below the minimum.
        #expect(html.contains("<figure><div style=\"width:44px;height:44px;position:relative\"><div class=\"target\" style=\"width:40px;height:40px\" data-token=\"size.tap\"></div>"))
        #expect(html.contains("border:2px dashed #b3261e;width:44px;height:44px"))
        #expect(html.contains("40 × 40 pt <span class=\"badge fail\">✗ below minimum</span>"))
        let wide = Self.page(options: HTMLOptions(remBase: 10), context: context)
        #expect(wide.contains("<td>2rem (20px)</td>"))
    }

    @Test func componentsAreRenderedFromTheirTokens() {
        let html = Self.page()
        // The default state of the primary tint button: fill, label, border, radius from tokens, on the theme's surface.
        #expect(html.contains("<td class=\"panel\" style=\"background-color:#101014\"><span class=\"btn\" style=\"background-color:#7fb2ff;color:#ffffff;border-color:#7fb2ff;border-width:1px;border-radius:8px;"))
        // A focused state draws its border colour as a ring of button.focus-ring.width.
        #expect(html.contains(";outline:3px solid #222222;outline-offset:2px\" data-token=\"button.primary.tint.focused\""))
        #expect(html.contains("<span class=\"ring\" style=\"width:22px;height:22px;border-width:2px;border-color:#0b4fb3\"><span class=\"dot\" style=\"width:10px;height:10px;background-color:#0b4fb3\"></span></span>default</span>"))
        let plain = Self.page(options: HTMLOptions(contrastMatrix: false, components: false))
        #expect(!plain.contains("class=\"btn\"") && !plain.contains("id=\"buttons\""))
    }

    @Test func contrastMatrixAndTouchMinimumComeFromValidation() throws {
        let tokens = SourceFile(path: "tokens.json", text: """
        {"color": {"$type": "color",
          "grey": {"$value": {"colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667], "hex": "#777777"}},
          "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}},
          "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}},
         "size": {"tap": {"$type": "dimension", "$value": {"value": 44, "unit": "px"}, "$extensions": {"com.tokenc": {"touchTarget": true}}}}}
        """)
        let configFile = SourceFile(path: "tokenc.json", text: """
        {"tokens": ["tokens.json"], "name": "Acme", "html": {"path": "HTML"},
         "validation": {"contrast": {"pairs": [{"foreground": ["color.grey", "color.black"], "background": "color.white", "kind": "text"}]},
                        "touch-target": {"minimum": 48}}}
        """)
        let config = try #require(Config.decode(configFile).config)
        let compilation = Compiler.compile(files: [tokens])
        let validation = Validator.validate(compilation.permutations, project: config)
        for v in [validation, nil] {
            let out = OutputRenderer.render(compilation, config: config, resolver: nil, source: "tokenc.json", validation: v)
            #expect(out.files.map(\.path) == ["HTML/acme.html"])
            let html = try #require(out.files.first?.text)
            // #777777 on white is 4.478: truncated to 4.47, below 4.5, a failure; black on white passes.
            #expect(html.contains("<td data-status=\"fail\"><span class=\"badge fail\">✗ fail</span> <span class=\"ratio\">4.47</span> &lt; 4.5"))
            #expect(html.contains("<td data-status=\"pass\"><span class=\"badge pass\">✓ pass</span> <span class=\"ratio\">21.00</span> ≥ 4.5"))
            #expect(html.contains("2 pairs measured by validation: 1 pass, 1 fail, 0 exempt."))
            #expect(html.contains("the dashed square is the configured 48px minimum"))
            #expect(html.contains("44 × 44 pt <span class=\"badge fail\">✗ below minimum</span>"))
        }
    }

    @Test func unknownHTMLOptionIsALocatedError() throws {
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["t.json"], "html": {"path": "HTML", "contrastMatrx": false}}"#)
        let config = try #require(Config.decode(configFile).config)
        let out = OutputRenderer.render(Compilation(), config: config, resolver: nil, source: "x")
        #expect(out.diagnostics.map(\.code) == [.configUnknownKey])
        #expect(out.diagnostics.first?.location?.pointer == JSONPointer(["html", "contrastMatrx"]))
    }

    @Test func hostileTextIsEscaped() throws {
        let evil = "</style><script>alert(\"x\")</script><img src=x onerror=alert(1)>&amp;'\u{202E}"
        let token = EmitSample.token("color.x", .color(EmitSample.rgb(0x123456)), description: evil, deprecated: Deprecation(message: evil))
        let named = ResolvedToken(path: TokenPath(["color", evil]), type: .color, value: .color(EmitSample.rgb(0x654321)), description: evil,
                                  origin: Origin(file: "t.json", pointer: .root), rawValue: .null, aliasOf: TokenPath(["color", evil]))
        let font = EmitSample.token("button.typography.label", .typography(TypographyValue(
            fontFamily: ["x\"; background:url(http://e/)", "</style>"], fontSize: DimensionValue(15, .px), fontWeight: 600,
            letterSpacing: DimensionValue(0, .px), lineHeight: 1.2)))
        let button = EmitSample.token("button.\(evil.replacingOccurrences(of: ".", with: "")).s.default.background", .color(EmitSample.rgb(0xffffff)))
        let tokens = ResolvedTokens([token, named, font, button])
        let model = EmitModel(brands: [BrandTokens(name: evil, themes: [tokens])], themes: [ThemeInfo(name: evil)], source: evil)
        let html = Self.page(model)
        #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("\u{202E}"))
        #expect(html.components(separatedBy: "</style>").count == 2, "only the page's own style element ends")
        #expect(html.contains("&lt;/style&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;amp;&#39;\\u{202E}"))
        // A font family stays one quoted CSS string inside the style attribute.
        #expect(html.contains("font-family:&quot;x\\&quot;; background:url(http://e/)&quot;,&quot;\\3c /style&gt;&quot;,sans-serif;"))
        // Every tag is one the page writes.
        let allowed: Set<String> = ["!doctype", "html", "head", "meta", "title", "style", "body", "a", "header", "h1", "h2", "h3", "p", "nav", "ul",
                                    "li", "main", "section", "table", "thead", "tbody", "tr", "th", "td", "code", "span", "div", "br",
                                    "figure", "figcaption", "caption", "strong", "details", "summary"]
        let tags = try NSRegularExpression(pattern: "</?([a-zA-Z0-9!]+)")
        for m in tags.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let name = (html as NSString).substring(with: m.range(at: 1)).lowercased()
            #expect(allowed.contains(name), "unexpected tag <\(name)>")
        }
    }

    @Test func labelColourIsTheHigherContrast() {
        #expect(HTMLPalette.labelColor(on: EmitSample.rgb(0xffffff)) == "#000000")
        #expect(HTMLPalette.labelColor(on: EmitSample.rgb(0x000000)) == "#ffffff")
        // #777777: black 4.69, white 4.48 → black. #6f6f6f: black 4.18, white 5.02 → white.
        #expect(HTMLPalette.labelColor(on: EmitSample.rgb(0x777777)) == "#000000")
        #expect(HTMLPalette.labelColor(on: EmitSample.rgb(0x6f6f6f)) == "#ffffff")
        // Half-transparent black is judged over white (#808080: black 5.31, white 3.94) and over the checkerboard's
        // dark square (black 4.0, white 5.2): the weaker of each, 4.0 against 3.94 → black. Translucent swatches put
        // their label on a white backing, so it reads at 17:1 whatever lies behind.
        #expect(HTMLPalette.labelColor(on: EmitSample.rgb(0x000000, alpha: 0.5)) == "#000000")
        #expect(HTMLSwatch.color(EmitSample.rgb(0x000000, alpha: 0.5)).contains("<span class=\"hex\" style=\"color:\(HTMLPalette.text);background-color:\(HTMLPalette.page)\">#00000080</span>"))
        // Every opaque colour of a coarse grid gets a label of at least 4.5:1 (black or white always reaches 4.58).
        var weakest = 21.0
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let c = EmitSample.rgb(UInt32(r << 16 | g << 8 | b))
                    weakest = min(weakest, ColorValue.contrastRatio(c, HTMLPalette.color(HTMLPalette.labelColor(on: c))))
                }
            }
        }
        #expect(weakest >= 4.5, "weakest label contrast \(weakest)")
    }

    @Test func pagePaletteMeetsWCAGAA() {
        let css = HTMLPalette.styleSheet
        for (name, fg, bg) in HTMLPalette.textPairs {
            let ratio = ColorValue.contrastRatio(HTMLPalette.color(fg), HTMLPalette.color(bg))
            #expect(ratio >= 4.5, "\(name): \(fg) on \(bg) is \(NumberText.fixed(ratio, places: 2, truncate: true))")
            #expect(css.contains(fg) && css.contains(bg), "\(name) is used by the style sheet")
        }
        for (name, fg, bg) in HTMLPalette.nonTextPairs {
            let ratio = ColorValue.contrastRatio(HTMLPalette.color(fg), HTMLPalette.color(bg))
            #expect(ratio >= 3, "\(name): \(fg) on \(bg) is \(NumberText.fixed(ratio, places: 2, truncate: true))")
        }
        #expect(css.contains("a:focus-visible,[tabindex]:focus-visible{outline:3px solid \(HTMLPalette.accent)"), "visible focus")
    }

    @Test func outputIsDeterministic() {
        #expect(HTMLEmitter.emit(Self.model).files == HTMLEmitter.emit(Self.model).files)
        let html = Self.page()
        #expect(html.hasSuffix("</html>\n") && !html.hasSuffix("\n\n"))
    }
}
