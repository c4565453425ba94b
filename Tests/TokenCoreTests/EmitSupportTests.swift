import Testing
@testable import TokenCore

/// Builders for emitter tests: tokens, colours and the sample models the golden and compile tests use.
enum EmitSample {
    /// An sRGB colour from `0xRRGGBB`.
    static func rgb(_ hex: UInt32, alpha: Double = 1) -> ColorValue {
        let r = Double((hex >> 16) & 0xFF) / 255, g = Double((hex >> 8) & 0xFF) / 255, b = Double(hex & 0xFF) / 255
        var h = String(hex, radix: 16)
        while h.count < 6 { h = "0" + h }
        return ColorValue(colorSpace: .srgb, components: [r, g, b], alpha: alpha, hex: "#" + h)
    }

    /// A resolved token at `path` (dotted) whose origin mirrors the path in `file`.
    static func token(_ path: String, _ value: TokenValue, description: String? = nil, deprecated: Deprecation? = nil,
                      aliasOf: String? = nil, partial: [[String]: String] = [:], raw: JSONValue? = nil,
                      extensions: JSONValue? = nil, file: String = "tokens.json") -> ResolvedToken {
        let p = TokenPath(dotted: path)
        var partials: [JSONPointer: TokenPath] = [:]
        for (k, v) in partial { partials[JSONPointer(k)] = TokenPath(dotted: v) }
        return ResolvedToken(path: p, type: value.type, value: value, description: description, deprecation: deprecated,
                             extensions: extensions, origin: Origin(file: file, pointer: JSONPointer(p.components)),
                             rawValue: raw ?? (aliasOf.map { .string("{\($0)}") } ?? value.canonicalJSON),
                             aliasOf: aliasOf.map { TokenPath(dotted: $0) },
                             partialAliases: partials)
    }

    static let lightTheme = ThemeInfo(name: "light", colorScheme: .light)
    static let darkTheme = ThemeInfo(name: "dark", colorScheme: .dark)

    /// One brand's tokens in light and dark.
    static func brand(_ name: String, accent: UInt32, accentDark: UInt32, radius: Double) -> BrandTokens {
        func tokens(dark: Bool) -> ResolvedTokens {
            let accentColor = rgb(dark ? accentDark : accent)
            let bg = rgb(dark ? 0x1c1c1e : 0xffffff)
            return ResolvedTokens([
                token("color.palette.accent", .color(accentColor), description: "The brand's accent hue."),
                token("color.background.default", .color(bg)),
                token("color.button.primary-tint.default", .color(accentColor), description: "Primary button fill.",
                      aliasOf: "color.palette.accent"),
                token("color.button.primary-tint.disabled", .color(rgb(dark ? accentDark : accent, alpha: 0.4)),
                      deprecated: Deprecation(message: "Use \"color.button.primary-tint.default\" at 40% opacity.")),
                token("size.radius.medium", .dimension(DimensionValue(radius, .px))),
                token("size.space.100", .dimension(DimensionValue(0.5, .rem))),
                token("font.family.body", .fontFamily(["Helvetica Neue", "Arial", "sans-serif"])),
                token("font.weight.bold", .fontWeight(700)),
                token("motion.duration.short", .duration(DurationValue(200, .ms))),
                token("motion.easing.standard", .cubicBezier(CubicBezierValue(0.4, 0, 0.2, 1))),
                token("opacity.disabled", .number(0.4)),
                token("border.focus", .border(BorderValue(color: accentColor, width: DimensionValue(2, .px), style: .keyword("solid"))),
                      partial: [["color"]: "color.palette.accent"]),
                token("border.divider", .border(BorderValue(color: rgb(0xd1d1d6), width: DimensionValue(1, .px),
                                                            style: .dashes(dashArray: [DimensionValue(4, .px), DimensionValue(2, .px)], lineCap: "round")))),
                token("motion.transition.fade", .transition(TransitionValue(duration: DurationValue(200, .ms), delay: DurationValue(0, .ms),
                                                                            timingFunction: CubicBezierValue(0.4, 0, 0.2, 1)))),
                token("shadow.card", .shadow([
                    ShadowValue(color: rgb(0x000000, alpha: 0.2), offsetX: DimensionValue(0, .px), offsetY: DimensionValue(4, .px),
                                blur: DimensionValue(8, .px), spread: DimensionValue(0, .px)),
                    ShadowValue(color: rgb(0xffffff, alpha: 0.5), offsetX: DimensionValue(0, .px), offsetY: DimensionValue(1, .px),
                                blur: DimensionValue(0, .px), spread: DimensionValue(0, .px), inset: true),
                ])),
                token("gradient.hero", .gradient([GradientStop(color: accentColor, position: 0), GradientStop(color: bg, position: 1)])),
                token("typography.body", .typography(TypographyValue(fontFamily: ["Helvetica Neue", "sans-serif"], fontSize: DimensionValue(16, .px),
                                                                     fontWeight: 400, letterSpacing: DimensionValue(0, .px), lineHeight: 1.5))),
            ])
        }
        return BrandTokens(name: name, themes: [tokens(dark: false), tokens(dark: true)])
    }

    /// Two brands (summit, aurora) × two themes (light, dark).
    static var twoByTwo: EmitModel {
        EmitModel(brands: [brand("summit", accent: 0x0a84ff, accentDark: 0x409cff, radius: 8),
                           brand("aurora", accent: 0xbf5af2, accentDark: 0xda8fff, radius: 12)],
                  themes: [lightTheme, darkTheme], source: "Tokens/tokens.resolver.json",
                  brandModifier: "brand", themeModifier: "theme")
    }
}

@Suite struct EmitNamingTests {
    @Test func lowerCamelCase() {
        #expect(SwiftIdentifier.lowerCamel("primary-tint") == "primaryTint")
        #expect(SwiftIdentifier.lowerCamel("URLScheme") == "urlScheme")
        #expect(SwiftIdentifier.lowerCamel("100") == "_100")
        #expect(SwiftIdentifier.lowerCamel("2xl") == "_2xl")
        #expect(SwiftIdentifier.lowerCamel("default") == "default")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.lowerCamel("self") == "self_")
        #expect(SwiftIdentifier.lowerCamel("🎨") == "u1f3a8")
        #expect(SwiftIdentifier.lowerCamel("größe") == "größe")
        #expect(SwiftIdentifier.lowerCamel("a\u{202E}b") == "aB")
        #expect(SwiftIdentifier.lowerCamel("$root") == "root")
        #expect(SwiftIdentifier.upperCamel("summit brand") == "SummitBrand")
    }

    /// The byte-level capitalization of ASCII words gives what Character upper-casing gives, for letters,
    /// digits, combining marks after an ASCII letter, and non-ASCII words.
    @Test func capitalizedMatchesCharacterUppercasing() {
        let words = ["tint", "Tint", "500", "x", "e\u{301}clair", "\u{e9}t\u{e9}", "\u{df}", "\u{1F3A8}", "_a", "ABC", "a-b", ""]
        for w in words {
            let expected = w.first.map { $0.uppercased() + w.dropFirst() } ?? w
            #expect(SwiftIdentifier.capitalized(w) == expected, "\(w)")
        }
    }
}
