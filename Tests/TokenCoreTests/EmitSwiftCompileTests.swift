import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Compiles generated Swift with the real `swiftc` (standard library only) and runs it.
enum SwiftCompiler {
    /// `swiftc` from `$SWIFTC`, else the first on `$PATH`.
    static var path: String? {
        let env = ProcessInfo.processInfo.environment
        if let p = env["SWIFTC"], FileManager.default.isExecutableFile(atPath: p) { return p }
        for dir in (env["PATH"] ?? "").split(separator: ":") {
            let p = String(dir) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Writes `files` and `main.swift` to a temp directory, compiles and runs them; returns the program's
    /// output, or the compiler's errors as a failure.
    static func run(_ files: [OutputFile], main: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let swiftc = try #require(path, "swiftc not found on PATH", sourceLocation: sourceLocation)
        let dir = Scratch.directory("tokenc-emit")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var sources: [String] = []
        for f in files {
            let url = dir.appendingPathComponent(f.path)
            try Data(f.contents).write(to: url)
            sources.append(url.path)
        }
        let mainURL = dir.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainURL)
        sources.append(mainURL.path)
        let binary = dir.appendingPathComponent("app").path
        let compile = try exec(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-module-name", "TokenSwiftApp", "-o", binary] + sources)
        guard compile.status == 0 else {
            Issue.record("swiftc failed:\n\(compile.output)", sourceLocation: sourceLocation)
            return ""
        }
        let result = try exec(binary, [])
        #expect(result.status == 0, sourceLocation: sourceLocation)
        return result.output
    }

    /// Compiles `files` and `main.swift`, expecting failure; returns the compiler's output.
    static func compileErrors(_ files: [OutputFile], main: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let swiftc = try #require(path, "swiftc not found on PATH", sourceLocation: sourceLocation)
        let dir = Scratch.directory("tokenc-emit")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var sources: [String] = []
        for f in files + [OutputFile(path: "main.swift", contents: Array(main.utf8))] {
            let url = dir.appendingPathComponent(f.path)
            try Data(f.contents).write(to: url)
            sources.append(url.path)
        }
        let compile = try exec(swiftc, ["-swift-version", "6", "-typecheck", "-module-name", "TokenSwiftApp"] + sources)
        #expect(compile.status != 0, "expected the code not to compile", sourceLocation: sourceLocation)
        return compile.output
    }

    /// Checks the syntax of `files` with `swiftc -parse` (no types, no imports: for code using Apple-only modules);
    /// returns the compiler's errors, empty when there are none.
    static func parse(_ files: [OutputFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let swiftc = try #require(path, "swiftc not found on PATH", sourceLocation: sourceLocation)
        let dir = Scratch.directory("tokenc-parse")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var sources: [String] = []
        for f in files {
            let url = dir.appendingPathComponent(f.path)
            try Data(f.contents).write(to: url)
            sources.append(url.path)
        }
        let result = try exec(swiftc, ["-parse", "-swift-version", "6"] + sources)
        return result.status == 0 ? "" : result.output
    }

    /// Runs `tool`; its status, and its standard output then standard error. One that outlasts
    /// `NativeToolchain.timeLimit` is killed and fails the test.
    private static func exec(_ tool: String, _ args: [String]) throws -> (status: Int32, output: String) {
        let r = try BoundedRun.run(tool, args, seconds: NativeToolchain.timeLimit, attempts: 1)
        if r.timedOut { Issue.record("\(tool) ran longer than \(NativeToolchain.timeLimit) s and was stopped") }
        return (r.status, String(decoding: r.output + r.errorOutput, as: UTF8.self))
    }
}

@Suite(.serialized) struct EmitSwiftCompileTests {
    @Test func twoBrandsTwoThemesCompileAndRun() throws {
        let result = SwiftEmitter.emit(EmitSample.twoByTwo)
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.map(\.path) == ["DesignTokens.swift", "DesignTokens+Summit.swift", "DesignTokens+Aurora.swift"])
        let main = #"""
        func show(_ brand: any DesignTokens.Brand) {
            let accent = brand.color.palette.accent
            print(accent[.light].hex, accent(.dark).hex, accent.dark.red)
            print(brand.color.button.primaryTint.default[.dark].hex, brand.size.radius.medium, brand.size.space100)
            print(brand.font.family.body, brand.font.weight.bold, brand.motion.duration.short)
            let e = brand.motion.easing.standard
            print(e.x1, e.y1, e.x2, e.y2, brand.opacity.disabled)
            let focus = brand.border.focus
            print(focus[.light].width, focus[.light].style, focus[.dark].color.hex)
            print(brand.border.divider.style)
            let fade = brand.motion.transition.fade
            print(fade.duration, fade.delay, fade.timingFunction.x2)
            print(brand.shadow.card.map { "\($0.offsetY)/\($0.blur)/\($0.inset)/\($0.color.hex)" })
            print(brand.gradient.hero[.dark].map { "\($0.color.hex)@\($0.position)" })
            let body = brand.typography.body
            print(body.fontFamily, body.fontSize, body.fontWeight, body.lineHeight ?? 0)
        }
        for brand in DesignTokens.brands { show(brand) }
        print(DesignTokens.brandNames, DesignTokens.Theme.allCases.map(\.rawValue))
        print(DesignTokens.Theme.matching(dark: true, highContrast: true), DesignTokens.Theme.dark.isDark)
        let summit = DesignTokens.Summit()
        print(summit.color.background.default(.light).hex)
        """#
        let output = try SwiftCompiler.run(result.files, main: main)
        let expected = """
        #0a84ff #409cff 0.25098
        #409cff 8.0 8.0
        ["Helvetica Neue", "Arial", "sans-serif"] 700.0 0.2
        0.4 0.0 0.2 1.0 0.4
        2.0 solid #409cff
        dashes([4.0, 2.0], lineCap: TokenSwiftApp.DesignTokens.StrokeStyle.LineCap.round)
        0.2 0.0 0.2
        ["4.0/8.0/false/#00000033", "1.0/0.0/true/#ffffff80"]
        ["#409cff@0.0", "#1c1c1e@1.0"]
        ["Helvetica Neue", "sans-serif"] 16.0 400.0 1.5
        #bf5af2 #da8fff 0.8549
        #da8fff 12.0 8.0
        ["Helvetica Neue", "Arial", "sans-serif"] 700.0 0.2
        0.4 0.0 0.2 1.0 0.4
        2.0 solid #da8fff
        dashes([4.0, 2.0], lineCap: TokenSwiftApp.DesignTokens.StrokeStyle.LineCap.round)
        0.2 0.0 0.2
        ["4.0/8.0/false/#00000033", "1.0/0.0/true/#ffffff80"]
        ["#da8fff@0.0", "#1c1c1e@1.0"]
        ["Helvetica Neue", "sans-serif"] 16.0 400.0 1.5
        ["summit", "aurora"] ["light", "dark"]
        dark true
        #ffffff

        """
        #expect(output == expected)
    }
}

extension EmitSwiftCompileTests {
    @Test(arguments: EmitGoldenTests.cases) func everyGoldenCaseCompiles(_ c: EmitGoldenTests.Case) throws {
        let result = SwiftEmitter.emit(c.model, options: c.swift)
        let ns = String(result.files[0].path.dropLast(".swift".count))
        let output = try SwiftCompiler.run(result.files, main: "print(\(ns).brands.count, \(ns).Theme.allCases.count)")
        #expect(output == "\(c.model.brands.count) \(c.model.themes.count)\n")
    }

    @Test func tokenMissingInOneThemeOfOneBrandIsAnError() throws {
        var model = EmitSample.twoByTwo
        let kept = model.brands[1].themes[1].tokens.filter { $0.path.description != "size.radius.medium" }
        model.brands[1].themes[1] = ResolvedTokens(kept)
        let result = SwiftEmitter.emit(model)
        #expect(result.diagnostics.map(\.code) == [.inconsistentToken])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.message == "`size.radius.medium` is defined for brand=aurora, theme=light but missing for brand=aurora, theme=dark; a brand's token needs a value in every theme for the Swift output, so it is left out")
        #expect(result.diagnostics.first?.permutation == "brand=aurora, theme=dark")
        // Left out everywhere, Summit included, so the protocol and both brands still compile.
        #expect(result.files.allSatisfy { !$0.text.contains("var medium") })
        let output = try SwiftCompiler.run(result.files, main: "print(DesignTokens.Aurora().size.space100)")
        #expect(output == "8.0\n")
    }

    /// A model where summit alone has `color.button.loading` (a token in a shared group), a whole
    /// `spinner` group, and a deprecated `size.height`.
    static var brandOnlyModel: EmitModel {
        var model = EmitSample.twoByTwo
        let S = EmitSample.self
        for t in 0..<2 {
            model.brands[0].themes[t] = ResolvedTokens(model.brands[0].themes[t].tokens + [
                S.token("color.button.loading", .color(S.rgb(t == 0 ? 0x999999 : 0x666666)), description: "Busy fill."),
                S.token("spinner.size", .dimension(DimensionValue(20, .px))),
                S.token("spinner.speed", .duration(DurationValue(800, .ms))),
                S.token("size.height", .dimension(DimensionValue(48, .px)), deprecated: Deprecation(message: "Use min-height.")),
            ])
        }
        return model
    }

    @Test func brandOnlyTokensAreMembersOfTheirBrandsTypeOnly() throws {
        let result = SwiftEmitter.emit(Self.brandOnlyModel)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let shared = result.files[0].text, summit = result.files[1].text, aurora = result.files[2].text
        // Not in the protocols…
        #expect(!shared.contains("loading") && !shared.contains("spinner") && !shared.contains("Spinner") && !shared.contains("var height"))
        #expect(shared.contains("        associatedtype ColorButtonGroup: DesignTokens.ColorButtonGroup\n"))
        // …but on summit's own types, with a note, and nowhere in aurora.
        #expect(summit.contains("""
                    /// Busy fill.
                    ///
                    /// - Token: `color.button.loading`
                    /// - light: `#999999`
                    /// - dark: `#666666`
                    /// - Not in every brand: reach it through `DesignTokens.Summit`, not `any DesignTokens.Brand`.
                    public var loading: DesignTokens.Themed<DesignTokens.Color> {
            """))
        #expect(summit.contains("        public var spinner: DesignTokens.Summit.SpinnerGroup { .init() }\n"))
        #expect(summit.contains("    public struct SpinnerGroup: Swift.Sendable {\n"))
        #expect(summit.contains("        @available(*, deprecated, message: \"Use min-height.\")\n        public var height: Swift.Double { 48 }\n"))
        #expect(!aurora.contains("loading") && !aurora.contains("pinner") && !aurora.contains("var height"))
        let main = #"""
        for brand in DesignTokens.brands { print(brand.color.button.primaryTint.default[.light].hex) }
        let summit = DesignTokens.Summit()
        print(summit.color.button.loading(.dark).hex, summit.spinner.size, summit.spinner.speed)
        print(summit.size.radius.medium)
        """#
        let output = try SwiftCompiler.run(result.files, main: main)
        #expect(output == "#0a84ff\n#bf5af2\n#666666 20.0 0.8\n8.0\n")
    }

    @Test func brandOnlyTokenIsNotInTheProtocol() throws {
        // Code using a brand-only token through `any Brand` must not compile.
        let result = SwiftEmitter.emit(Self.brandOnlyModel)
        let failure = try SwiftCompiler.compileErrors(result.files, main: "print(DesignTokens.brands[0].color.button.loading)")
        #expect(failure.contains("value of type 'any DesignTokens.ColorButtonGroup' has no member 'loading'"))
    }
}
