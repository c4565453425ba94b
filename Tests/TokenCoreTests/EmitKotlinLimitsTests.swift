import Foundation
import Testing
@testable import TokenCore

/// The JVM's class-file limits against the Kotlin output: a string constant holds at most 65,535 bytes, a
/// method (a class initialiser) 64 KB of bytecode, a class 65,535 constant-pool entries. Large sets compile with
/// `kotlinc` and read back; what no class can hold is a located error.
@Suite(.serialized) struct EmitKotlinLimitsTests {
    static let themes = [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark),
                         ThemeInfo(name: "light-hc", highContrast: true), ThemeInfo(name: "dark-hc", colorScheme: .dark, highContrast: true)]

    /// A text past one class-file constant: NUL (two bytes there), emoji (six), bidi controls, quotes and `$`.
    static let longText = String(repeating: "a\u{0}é🎨\u{202E}\"$x", count: 9_000)

    /// `count` tokens per brand, each different in every theme (so none is a constant), of several types.
    static func model(brands: [String], count: Int) -> EmitModel {
        func tokens(_ t: Int) -> ResolvedTokens {
            var list: [ResolvedToken] = []
            for i in 0..<count {
                switch i % 4 {
                case 0: list.append(EmitSample.token("color.c\(i)", .color(EmitSample.rgb(UInt32(i * 97 + t)))))
                case 1: list.append(EmitSample.token("space.s\(i)", .dimension(DimensionValue(Double(i + t), .px))))
                case 2: list.append(EmitSample.token("font.f\(i)", .fontFamily(["Family \(i) \(t)", "sans-serif"])))
                default: list.append(EmitSample.token("text.t\(i)", .string("text \(i) in \(t)")))
                }
            }
            list.append(EmitSample.token("long.text", .string(longText + String(t)), description: "A long text.",
                                         deprecated: Deprecation(message: longText)))
            list.append(EmitSample.token("long.constant", .string(longText)))
            return ResolvedTokens(list)
        }
        return EmitModel(brands: brands.map { BrandTokens(name: $0, themes: themes.indices.map(tokens)) }, themes: themes, source: "large.json")
    }

    /// Java's `String.hashCode` of `s` (over its UTF-16 units).
    static func javaHash(_ s: String) -> Int32 {
        s.utf16.reduce(Int32(0)) { $0 &* 31 &+ Int32($1) }
    }

    /// 2 brands × 3,600 tokens × 4 themes, every one themed, and texts past one constant: kotlinc compiles it, and
    /// every member reads back in every theme.
    @Test func largeThemedSetsAndLongStringsCompile() throws {
        guard let kotlinc = NativeToolchain.tool("kotlinc", installedBy: "kotlin"),
              let kotlin = NativeToolchain.tool("kotlin", installedBy: "kotlin") else { return }
        let count = 3_600
        let result = KotlinEmitter.emit(Self.model(brands: ["Alpha", "Beta"], count: count), options: KotlinOptions(packageName: "large.tokens"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let alpha = try #require(result.files.first { $0.path == "Alpha.kt" })
        #expect(String(decoding: alpha.contents, as: UTF8.self).contains("private object TokenValues1 {"))
        let work = try NativeToolchain.write(result.files, name: "tokenc-kotlin-large")
        var main = "fun main() {\n"
        for brand in ["Alpha", "Beta"] {
            main += "    println(\"\(brand) \" + large.tokens.\(brand).javaClass.declaredFields.size)\n"
            main += "    for (t in large.tokens.Theme.values()) { val s = large.tokens.\(brand).longText[t]; println(\"\(brand) \" + s.length + \" \" + s.hashCode()) }\n"
            main += "    println(\"\(brand) \" + large.tokens.\(brand).longConstant.hashCode() + \" \" + large.tokens.\(brand).textT\(count - 1)[large.tokens.Theme.DARK_HC])\n"
        }
        main += "}\n"
        try Data(main.utf8).write(to: work.appendingPathComponent("Main.kt"))
        let jar = work.appendingPathComponent("app.jar").path
        let sources = (result.files.map(\.path) + ["Main.kt"]).map { work.appendingPathComponent($0).path }
        // Debian's kotlinc script gives the compiler 256 MB, which a file of this size outgrows; a build (Gradle)
        // gives it far more.
        let compile = try NativeToolchain.run(kotlinc, sources + ["-nowarn", "-d", jar], environment: ["JAVA_OPTS": "-Xmx2g -Xss8m"])
        #expect(compile.status == 0, "kotlinc failed:\n\(compile.stderr.prefix(4000))")
        guard compile.status == 0 else { return }
        let run = try NativeToolchain.run(kotlin, ["-cp", jar, "MainKt"])
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        var want = ""
        for brand in ["Alpha", "Beta"] {
            want += "\(brand) \(count + 2 + 1)\n"  // the members and INSTANCE
            for t in 0..<4 {
                let s = Self.longText + String(t)
                want += "\(brand) \(s.utf16.count) \(Self.javaHash(s))\n"
            }
            want += "\(brand) \(Self.javaHash(Self.longText)) text \(count - 1) in 3\n"
        }
        #expect(run.stdout == want)
    }

    /// One brand past the members a class holds: a located `limit-exceeded` at the first token left out.
    @Test func aBrandPastTheMembersAClassHoldsIsALocatedError() {
        let result = KotlinEmitter.emit(Self.model(brands: ["Huge"], count: KotlinEmitter.maximumMembers + 5))
        let errors = result.diagnostics.filter { $0.code == .limitExceeded }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.file == "tokens.json" && errors.first?.tokenPath == "color.c\(KotlinEmitter.maximumMembers)")
        #expect(errors.first?.severity == .error)
    }

    /// The pieces of a long text each fit one constant, and join to the text; short texts stay one constant.
    @Test func longTextsAreSplitIntoConstantsThatFit() {
        #expect(KotlinText.expression("short").text == "\"short\"" && KotlinText.expression("short").constant)
        let e = KotlinText.expression(Self.longText)
        #expect(!e.constant && e.pieces > 4)
        let cut = KotlinText.constantText(Self.longText)
        #expect(cut.hasSuffix("…") && cut.unicodeScalars.reduce(0) { $0 + KotlinText.classFileBytes($1) } <= KotlinText.maximumConstantBytes)
    }
}
