import Testing
@testable import TokenCore

/// Models exercising every token type and theme arrangement, for golden and behaviour tests.
enum EmitTypesSample {
    typealias S = EmitSample
    static func dim(_ v: Double, _ u: DimensionUnit = .px) -> DimensionValue { DimensionValue(v, u) }

    /// One brand ("Tokens"), one theme: every type and its variants.
    static var model: EmitModel {
        let p3Red = ColorValue(colorSpace: .displayP3, components: [1, 0, 0], alpha: 1)
        let tokens = ResolvedTokens([
            S.token("color.plain", .color(S.rgb(0x0a84ff)), description: "Line one.\nLine two */ </style> end."),
            S.token("color.translucent", .color(S.rgb(0x000000, alpha: 0.5))),
            S.token("color.wide", .color(p3Red), description: "Display P3 red, beyond sRGB."),
            S.token("color.vivid", .color(ColorValue(colorSpace: .oklch, components: [0.7, 0.35, 145], alpha: 0.9)),
                    description: "OKLCH green beyond Display P3 too (gamut-mapped in both outputs)."),
            S.token("color.hsl", .color(ColorValue(colorSpace: .hsl, components: [210, 100, 50]))),
            S.token("color.accent.$root", .color(S.rgb(0xff9500))),
            S.token("color.accent.subtle", .color(S.rgb(0xffd60a)), deprecated: Deprecation()),
            S.token("size.zero", .dimension(dim(0))),
            S.token("size.negative", .dimension(dim(-2))),
            S.token("size.rem", .dimension(dim(1.25, .rem))),
            S.token("font.mono", .fontFamily(["SF Mono"])),
            S.token("font.quoted", .fontFamily(["Font \"Quoted\" \\ Name", "serif", "inherit"])),
            S.token("font.weight.regular", .fontWeight(400)),
            S.token("motion.slow", .duration(DurationValue(1.5, .s))),
            S.token("motion.linear", .cubicBezier(CubicBezierValue(0, 0, 1, 1))),
            S.token("number.ratio", .number(1.618)),
            S.token("stroke.dotted", .strokeStyle(.keyword("dotted"))),
            S.token("stroke.dash", .strokeStyle(.dashes(dashArray: [dim(0.5, .rem), dim(4)], lineCap: "square"))),
            S.token("border.wide", .border(BorderValue(color: p3Red, width: dim(1), style: .keyword("double")))),
            S.token("transition.delayed", .transition(TransitionValue(duration: DurationValue(0.3, .s), delay: DurationValue(50, .ms),
                                                                      timingFunction: CubicBezierValue(0.2, -0.5, 0.8, 1.5)))),
            S.token("shadow.single", .shadow([ShadowValue(color: S.rgb(0x000000, alpha: 0.25), offsetX: dim(0), offsetY: dim(2),
                                                          blur: dim(4), spread: dim(-1))]),
                    raw: ["color": "#00000040", "offsetX": ["value": 0, "unit": "px"], "offsetY": ["value": 2, "unit": "px"],
                          "blur": ["value": 4, "unit": "px"], "spread": ["value": -1, "unit": "px"]]),
            S.token("shadow.glow", .shadow([ShadowValue(color: p3Red, offsetX: dim(0), offsetY: dim(0), blur: dim(12), spread: dim(0), inset: true)])),
            S.token("gradient.three", .gradient([GradientStop(color: S.rgb(0xff0000), position: 0), GradientStop(color: p3Red, position: 0.5),
                                                 GradientStop(color: S.rgb(0x0000ff), position: 1)])),
            S.token("typography.heading", .typography(TypographyValue(fontFamily: ["Inter", "system-ui"], fontSize: dim(2, .rem), fontWeight: 700,
                                                                      letterSpacing: dim(-0.02, .rem), lineHeight: 1.2)),
                    description: "Large heading.", deprecated: Deprecation(message: "Use typography.title.")),
        ])
        return EmitModel(brands: [BrandTokens(name: "Tokens", themes: [tokens])], themes: [ThemeInfo(name: "default")],
                         source: "tokens.json")
    }

    /// One brand, four themes (light, dark, light-hc, dark-hc), aliases that change per theme.
    static var fourThemes: EmitModel {
        let themes = [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark),
                      ThemeInfo(name: "light-hc", highContrast: true), ThemeInfo(name: "dark-hc", colorScheme: .dark, highContrast: true)]
        func tokens(_ t: Int) -> ResolvedTokens {
            let text: [UInt32] = [0x1c1c1e, 0xf2f2f7, 0x000000, 0xffffff]
            let border: [UInt32] = [0xc6c6c8, 0x38383a, 0x8e8e93, 0x8e8e93]
            let accent: [UInt32] = [0x007aff, 0x0a84ff, 0x0040dd, 0x409cff]
            return ResolvedTokens([
                S.token("palette.blue", .color(S.rgb(accent[t]))),
                S.token("color.text", .color(S.rgb(text[t]))),
                S.token("color.border", .color(S.rgb(border[t]))),
                S.token("color.link", .color(S.rgb(accent[t])), aliasOf: "palette.blue"),
                S.token("color.link-hover", .color(S.rgb(accent[t])), aliasOf: "color.link"),
                S.token("size.gap", .dimension(dim(t >= 2 ? 12 : 8))),
                S.token("border.control", .border(BorderValue(color: S.rgb(border[t]), width: dim(t >= 2 ? 2 : 1), style: .keyword("solid"))),
                        partial: [["color"]: "color.border"]),
            ])
        }
        return EmitModel(brands: [BrandTokens(name: "Acme", themes: (0..<4).map(tokens))], themes: themes, source: "tokens.resolver.json",
                         themeModifier: "theme")
    }
}
