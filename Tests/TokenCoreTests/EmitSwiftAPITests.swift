import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The Swift API an app is written against: static access to the current brand, brand selection, names of
/// numeric segments, and the platform conveniences (parsed only: Linux has no SwiftUI or UIKit).
@Suite(.serialized) struct EmitSwiftAPITests {
    typealias S = EmitSample

    /// A one-brand, one-theme model of `tokens`.
    static func model(_ tokens: [ResolvedToken], brands: [String] = ["solo"]) -> EmitModel {
        EmitModel(brands: brands.map { BrandTokens(name: $0, themes: [ResolvedTokens(tokens)]) }, themes: [S.lightTheme],
                  source: "tokens.json", brandModifier: "brand", themeModifier: "theme")
    }

    @Test func staticAccessReadsTheDefaultBrandThenTheOneTheAppUses() throws {
        let result = SwiftEmitter.emit(S.twoByTwo)
        #expect(result.diagnostics.isEmpty)
        let main = #"""
        print(DesignTokens.current is DesignTokens.Summit, DesignTokens.defaultBrand is DesignTokens.Summit)
        print(DesignTokens.color.palette.accent[.light].hex, DesignTokens.size.radius.medium, DesignTokens.size.space100)
        DesignTokens.use(.aurora)
        print(DesignTokens.color.palette.accent(.dark).hex, DesignTokens.size.radius.medium)
        print(DesignTokens.use(named: "summit"), DesignTokens.color.palette.accent.light.hex)
        print(DesignTokens.use(named: "nope"), DesignTokens.current is DesignTokens.Summit)
        DesignTokens.use(DesignTokens.brands[1])
        print(DesignTokens.typography.body.fontSize, DesignTokens.current is DesignTokens.Aurora)
        // Typed brand values are unaffected by the selection.
        print(DesignTokens.Summit().color.palette.accent.light.hex)
        """#
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == """
        true true
        #0a84ff 8.0 8.0
        #da8fff 12.0
        true #0a84ff
        false true
        16.0 true
        #0a84ff

        """)
    }

    @Test func brandSelectionIsSafeFromManyTasks() throws {
        // Strict concurrency compiles it (Swift 6 mode, warnings as errors); the lock keeps every read whole.
        let result = SwiftEmitter.emit(S.twoByTwo)
        let main = #"""
        let hexes: Set<String> = await withTaskGroup(of: Set<String>.self) { group in
            for i in 0..<8 {
                group.addTask {
                    var seen: Set<String> = []
                    for j in 0..<2000 {
                        if (i + j) % 3 == 0 { DesignTokens.use(named: i % 2 == 0 ? "summit" : "aurora") }
                        seen.insert(DesignTokens.color.palette.accent.light.hex)
                    }
                    return seen
                }
            }
            var all: Set<String> = []
            for await s in group { all.formUnion(s) }
            return all
        }
        print(hexes.isSubset(of: ["#0a84ff", "#bf5af2"]), !hexes.isEmpty)
        """#
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == "true true\n")
    }

    @Test func buildConfigPicksTheDefaultBrand() throws {
        let result = SwiftEmitter.emit(S.twoByTwo, options: SwiftOptions(defaultBrand: "aurora"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.files[0].text.contains("    public static let defaultBrand: any Brand = Aurora()\n"))
        let output = try SwiftCompiler.run(result.files, main: "print(DesignTokens.color.palette.accent.light.hex)")
        #expect(output == "#bf5af2\n")

        let unknown = SwiftEmitter.emit(S.twoByTwo, options: SwiftOptions(defaultBrand: "borealis"))
        #expect(unknown.diagnostics.map(\.code) == [.configInvalid])
        #expect(unknown.diagnostics.first?.message == "the Swift option defaultBrand is \"borealis\", which is not a brand (the brands are \"summit\", \"aurora\"); the first brand is the default")
        #expect(unknown.files[0].text.contains("static let defaultBrand: any Brand = Summit()\n"))
    }

    @Test func defaultBrandIsReadFromTheConfig() throws {
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "swift": {"defaultBrand": "aurora"}}"#)
        let decoded = Config.decode(configFile)
        #expect(decoded.diagnostics.isEmpty)
        let config = try #require(decoded.config)
        let tokens = SourceFile(path: "tokens.json", text: #"{"a": {"$type": "number", "$value": 1}}"#)
        let out = OutputRenderer.render(Compiler.compile(files: [tokens]), config: config, resolver: nil, source: "x")
        // The one brand of a plain token file is not `aurora`: the emitter says so.
        #expect(out.diagnostics.map(\.code) == [.configInvalid])
        #expect(out.diagnostics.first?.message.hasPrefix("the Swift option defaultBrand is \"aurora\", which is not a brand") == true)
    }

    @Test func numericSegmentsJoinTheirGroup() throws {
        let tokens = [
            S.token("color.blue.500", .color(S.rgb(0x0000ff))),
            S.token("color.blue.light", .color(S.rgb(0x8888ff))),
            S.token("color.red.100", .color(S.rgb(0xffeeee))),
            S.token("font.heading.2xl", .dimension(DimensionValue(32, .px))),
            S.token("space.2.x", .dimension(DimensionValue(2, .px))),
            S.token("space.4.8", .dimension(DimensionValue(48, .px))),
            S.token("100", .number(1)),
        ]
        let result = SwiftEmitter.emit(Self.model(tokens))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(SwiftIdentifier.memberPath(["color", "blue", "500"]) == ["color", "blue500"])
        #expect(SwiftIdentifier.memberPath(["font", "heading", "2xl"]) == ["font", "heading2xl"])
        #expect(SwiftIdentifier.memberPath(["space", "4", "8"]) == ["space48"])
        #expect(SwiftIdentifier.memberPath(["100"]) == ["_100"])
        #expect(SwiftIdentifier.memberPath(["brands", "x"]) == ["brands_", "x"])
        let main = #"""
        let b = DesignTokens.Solo()
        print(b.color.blue500.hex, b.color.blue.light.hex, b.color.red100.hex, b.font.heading2xl)
        print(b.space2.x, b.space48, b._100, DesignTokens.color.blue500.hex)
        """#
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == "#0000ff #8888ff #ffeeee 32.0\n2.0 48.0 1.0 #0000ff\n")
        // `color.red` has no other member: no empty group is left behind.
        #expect(!result.files[0].text.contains("ColorRedGroup"))
    }

    @Test func joinedNamesThatCollideAreReportedAtTheLaterToken() throws {
        let tokens = [
            S.token("color.blue.500", .color(S.rgb(0x0000ff))),
            S.token("color.blue500", .color(S.rgb(0x000088))),
        ]
        let result = SwiftEmitter.emit(Self.model(tokens))
        #expect(result.diagnostics.map(\.code) == [.nameCollision])
        let d = try #require(result.diagnostics.first)
        #expect(d.message.contains("`color.blue.500`") && d.message.contains("`color.blue500`") && d.message.contains("`blue500`"))
        #expect(d.location?.file == "tokens.json")
        let output = try SwiftCompiler.run(result.files, main: "print(DesignTokens.Solo().color.blue500.hex)")
        #expect(output == "#0000ff\n")
    }

    @Test func topLevelNamesTheNamespaceUsesGetAnUnderscore() throws {
        let tokens = [
            S.token("brands.primary", .color(S.rgb(0x123456))),
            S.token("current", .number(2)),
            S.token("use", .number(3)),
        ]
        let result = SwiftEmitter.emit(Self.model(tokens))
        #expect(result.diagnostics.isEmpty)
        let output = try SwiftCompiler.run(result.files, main: "print(DesignTokens.brands_.primary.hex, DesignTokens.current_, DesignTokens.use_, DesignTokens.brands.count)")
        #expect(output == "#123456 2.0 3.0 1\n")
    }

    @Test func fontWeightsTextStylesAndLineSpacingRun() throws {
        let type = TypographyValue(fontFamily: ["Inter", "sans-serif"], fontSize: DimensionValue(20, .px), fontWeight: 650,
                                   letterSpacing: DimensionValue(0.5, .px), lineHeight: 1.5)
        let system = TypographyValue(fontFamily: ["system-ui"], fontSize: DimensionValue(14, .px), fontWeight: 400,
                                     letterSpacing: nil, lineHeight: nil)
        let result = SwiftEmitter.emit(Self.model([S.token("type.title", .typography(type)), S.token("type.label", .typography(system))]))
        let main = #"""
        let t = DesignTokens.type.title, l = DesignTokens.type.label
        print(t.weight, t.textStyle, t.lineHeightPoints ?? 0, t.lineSpacing, t.fontName ?? "system", t.letterSpacing)
        print(l.weight, l.textStyle, l.lineHeightPoints ?? 0, l.lineSpacing, l.fontName ?? "system")
        print([1.0, 100, 149, 150, 449, 551, 950, 1000].map { DesignTokens.FontWeight($0).rawValue })
        print([8.0, 11, 11.5, 14, 16.5, 17, 18, 25, 31, 34, 60].map { DesignTokens.TextStyle(fontSize: $0).rawValue })
        """#
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == """
        bold title3 30.0 6.0 Inter 0.5
        regular subheadline 0.0 0.0 system
        [100, 100, 100, 200, 400, 600, 900, 900]
        ["caption2", "caption2", "caption", "subheadline", "body", "body", "body", "title", "largeTitle", "largeTitle", "largeTitle"]

        """)
    }

    @Test func fontStacksPickTheFirstFamilyThePlatformCanName() throws {
        let stacks: [(String, [String])] = [
            ("sfText", ["SF Pro Text", "-apple-system", "system-ui", "sans-serif"]),
            ("rounded", ["SF Pro Rounded", "ui-rounded", "system-ui"]),
            ("newYork", ["New York", "ui-serif", "Georgia", "serif"]),
            ("mono", ["ui-monospace", "SF Mono", "Menlo", "monospace"]),
            ("compact", ["sf compact display"]),
            ("blink", ["BlinkMacSystemFont", "Segoe UI", "Roboto"]),
            ("custom", ["Inter", "-apple-system", "sans-serif"]),
            ("skipped", ["cursive", "Georgia", "serif"]),
            ("generic", ["fantasy", "monospace"]),
            ("nothing", ["emoji"]),
        ]
        let tokens = stacks.map { name, stack in
            S.token("type.\(name)", .typography(TypographyValue(fontFamily: stack, fontSize: DimensionValue(16, .px), fontWeight: 400,
                                                                letterSpacing: nil, lineHeight: nil)))
        }
        let result = SwiftEmitter.emit(Self.model(tokens))
        #expect(result.diagnostics.isEmpty)
        let main = stacks.map { name, _ in
            "print(\"\(name)\", DesignTokens.type.\(name).fontChoice, DesignTokens.type.\(name).fontName ?? \"system\")"
        }.joined(separator: "\n")
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == """
        sfText system(TokenSwiftApp.DesignTokens.FontDesign.default) system
        rounded system(TokenSwiftApp.DesignTokens.FontDesign.rounded) system
        newYork system(TokenSwiftApp.DesignTokens.FontDesign.serif) system
        mono system(TokenSwiftApp.DesignTokens.FontDesign.monospaced) system
        compact system(TokenSwiftApp.DesignTokens.FontDesign.default) system
        blink system(TokenSwiftApp.DesignTokens.FontDesign.default) system
        custom named("Inter") Inter
        skipped named("Georgia") Georgia
        generic system(TokenSwiftApp.DesignTokens.FontDesign.monospaced) system
        nothing system(TokenSwiftApp.DesignTokens.FontDesign.default) system

        """)
    }

    @Test func displayP3TokensKeepTheirComponents() throws {
        let p3 = ColorValue(colorSpace: .displayP3, components: [1, 0, 0], alpha: 1, hex: nil)
        let result = SwiftEmitter.emit(Self.model([S.token("color.vivid", .color(p3)), S.token("color.plain", .color(S.rgb(0xff0000)))]))
        let brand = result.files[1].text
        #expect(brand.contains(", displayP3: [1, 0, 0])"))
        #expect(brand.contains("hex: \"#ff0000\") }"))  // the sRGB token: unchanged
        let output = try SwiftCompiler.run(result.files, main: "print(DesignTokens.color.vivid.displayP3 ?? [], DesignTokens.color.plain.displayP3 == nil)")
        #expect(output == "[1.0, 0.0, 0.0] true\n")
    }

    /// A model with every kind of token a convenience exists for, and a group with four sides.
    static var platformModel: EmitModel {
        var tokens = EmitTypesSample.model.brands[0].themes[0].tokens
        tokens += [
            S.token("padding.card.top", .dimension(DimensionValue(8, .px))),
            S.token("padding.card.leading", .dimension(DimensionValue(12, .px))),
            S.token("padding.card.bottom", .dimension(DimensionValue(8, .px))),
            S.token("padding.card.trailing", .dimension(DimensionValue(12, .px))),
            S.token("padding.page.top", .dimension(DimensionValue(16, .px))),
            S.token("padding.page.left", .dimension(DimensionValue(20, .px))),
            S.token("padding.page.bottom", .dimension(DimensionValue(16, .px))),
            S.token("padding.page.right", .dimension(DimensionValue(20, .px))),
            S.token("padding.partial.top", .dimension(DimensionValue(1, .px))),
        ]
        return Self.model(tokens, brands: ["one", "two"])
    }

    @Test func fourSidedGroupsGetInsets() throws {
        let shared = SwiftEmitter.emit(Self.platformModel).files[0].text
        #expect(shared.contains("""
            extension DesignTokens.PaddingCardGroup {
                /// `padding.card` as insets: top, leading, bottom, trailing.
                public var edgeInsets: SwiftUI.EdgeInsets { SwiftUI.EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
            }
            """))
        #expect(shared.contains("public var uiEdgeInsets: UIKit.UIEdgeInsets { UIKit.UIEdgeInsets(top: top, left: `left`, bottom: bottom, right: `right`) }"))
        #expect(!shared.contains("PaddingPartialGroup {\n    /// `padding.partial` as insets"))
    }

    /// `files` with every `canImport` condition replaced: `uiKit` true makes the UIKit branches active, false the AppKit ones.
    static func forcingPlatform(_ files: [OutputFile], uiKit: Bool) -> [OutputFile] {
        files.map { f in
            var text = f.text
            text = text.replacingOccurrences(of: "canImport(SwiftUI)", with: "true")
            text = text.replacingOccurrences(of: "canImport(UIKit) && !os(watchOS)", with: uiKit ? "true" : "false")
            text = text.replacingOccurrences(of: "canImport(UIKit)", with: uiKit ? "true" : "false")
            text = text.replacingOccurrences(of: "canImport(AppKit)", with: uiKit ? "false" : "true")
            return OutputFile(path: f.path, contents: Array(text.utf8))
        }
    }

    @Test(arguments: [true, false]) func platformBlocksParse(uiKit: Bool) throws {
        // SwiftUI and UIKit are not on Linux: the Apple-only code is checked for syntax with every block active.
        let files = Self.forcingPlatform(SwiftEmitter.emit(Self.platformModel).files, uiKit: uiKit)
        #expect(files[0].text.contains("#if true\nimport SwiftUI"))
        #expect(try SwiftCompiler.parse(files) == "")
        // The check is real: a syntax error inside an Apple-only block fails it.
        var broken = files
        broken[0] = OutputFile(path: files[0].path, contents: Array(files[0].text.replacingOccurrences(
            of: "public var layers: [Shadow]", with: "public var layers: [Shadow").utf8))
        #expect(try SwiftCompiler.parse(broken) != "")
    }
}
