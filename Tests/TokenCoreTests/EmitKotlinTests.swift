import Foundation
import Testing
@testable import TokenCore

/// The Kotlin output: the sample brands' files and the hostile-names fixture's (in another package) compiled in
/// one `kotlinc` run with a small main that prints every member of every brand object in every theme (through
/// reflection), run with `kotlin`; the values equal the JSON output's, and the hostile strings read back as
/// written.
@Suite(.serialized) struct EmitKotlinTests {
    /// Prints `<brand> <theme> <member> <value>` for each brand object's fields; strings as code points.
    static func dump(objects: [(label: String, object: String)], package: String) -> String {
        let list = objects.map { "\(KotlinText.string($0.label)) to \(package).\($0.object)" }.joined(separator: ", ")
        return """
            for ((brand, obj) in kotlin.collections.listOf<Pair<String, Any>>(\(list))) {
                for (f in obj.javaClass.declaredFields) {
                    if (f.name == "INSTANCE" && f.type == obj.javaClass) continue
                    f.isAccessible = true
                    val v = f.get(null)
                    for (t in \(package).Theme.values()) println(brand + " " + t.ordinal + " " + f.name + " " + show(if (v is \(package).Themed<*>) v[t] else v))
                }
            }

        """
    }

    static let show = """
    fun show(v: Any?): String = when (v) {
        is Long -> "L" + v.toString()
        is Float -> "F" + v.toString()
        is Double -> "D" + v.toString()
        is Int -> "I" + v.toString()
        is Boolean -> "B" + v.toString()
        is String -> "S" + v.codePoints().toArray().joinToString(",")
        is List<*> -> "[" + v.joinToString(";") { show(it) } + "]"
        else -> "?" + v
    }

    """

    /// What `show` prints for `value`, nil for values the Kotlin output does not write.
    static func shown(_ value: TokenValue) -> String? {
        switch value {
        case .color(let c):
            let hex = c.hexString.dropFirst()
            let argb = hex.count == 8 ? String(hex.suffix(2)) + String(hex.prefix(6)) : "ff" + hex
            return "L" + String(Int64(argb, radix: 16)!)
        case .dimension(let d): return "F" + String(Float(d.unit == .px ? d.value : d.value * 16))
        case .number(let n): return "D" + String(n)
        case .fontWeight(let w): return "I" + String(Int(w))
        case .duration(let d): return "L" + String(Int64((d.seconds * 1000).rounded()))
        case .string(let s): return "S" + s.unicodeScalars.map { String($0.value) }.joined(separator: ",")
        case .boolean(let b): return "B" + String(b)
        case .fontFamily(let names): return "[" + names.map { "S" + $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") }.joined(separator: ";") + "]"
        default: return nil
        }
    }

    /// Java's `Float.toString` and Swift's `description` differ in notation (`1.0E-4` / `0.0001`): compared as floats.
    static func same(_ a: String, _ b: String) -> Bool {
        if a.hasPrefix("F"), b.hasPrefix("F") { return Float(a.dropFirst()) == Float(b.dropFirst()) }
        if a.hasPrefix("D"), b.hasPrefix("D") { return Double(a.dropFirst().replacingOccurrences(of: "E", with: "e")) == Double(b.dropFirst()) }
        return a == b
    }

    @Test func sampleAndHostileKotlinCompileRunAndMatch() throws {
        guard let kotlinc = NativeToolchain.tool("kotlinc", installedBy: "kotlin"),
              let kotlin = NativeToolchain.tool("kotlin", installedBy: "kotlin") else { return }
        let samples = try NativeToolchain.samples()
        let hostile = KotlinEmitter.emit(NativeHostile.model, options: KotlinOptions(packageName: "hostile.tokens"))
        let work = try NativeToolchain.write(hostile.files, into: "hostile", name: "tokenc-kotlin")
        let sampleDir = NativeToolchain.output.appendingPathComponent("Kotlin")
        let sampleFiles = try FileManager.default.contentsOfDirectory(atPath: sampleDir.path).filter { $0.hasSuffix(".kt") }.sorted()
        #expect(sampleFiles.count == samples.count + 1)
        var main = Self.show + "fun main() {\n"
        main += Self.dump(objects: samples.map { ($0.brand, SwiftIdentifier.upperCamel($0.brand)) }, package: "designtokens")
        let hostileObjects = hostile.files.map(\.path).filter { $0 != "Theme.kt" }.map { String($0.dropLast(3)) }
        main += Self.dump(objects: hostileObjects.map { ("hostile-" + $0, $0) }, package: "hostile.tokens")
        main += "}\n"
        try Data(main.utf8).write(to: work.appendingPathComponent("Main.kt"))
        let sources = sampleFiles.map { sampleDir.appendingPathComponent($0).path } + hostile.files.map { work.appendingPathComponent("hostile/" + $0.path).path }
            + [work.appendingPathComponent("Main.kt").path]
        let jar = work.appendingPathComponent("app.jar").path
        let compile = try NativeToolchain.run(kotlinc, sources + ["-d", jar])
        #expect(compile.status == 0, "kotlinc failed:\n\(compile.stderr.prefix(4000))")
        guard compile.status == 0 else { return }
        let run = try NativeToolchain.run(kotlin, ["-cp", jar, "MainKt"])
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        // brand → theme → member → value
        var printed: [String: [Int: [String: String]]] = [:]
        for line in run.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            guard parts.count == 4, let theme = Int(parts[1]) else { Issue.record("unreadable line \(line)"); continue }
            printed[parts[0], default: [:]][theme, default: [:]][parts[2]] = parts[3]
        }
        var checked = 0
        for (brand, themes) in samples {
            for (ti, theme) in themes.enumerated() {
                var expectedMembers = 0
                for t in theme.tokens.tokens {
                    guard let want = Self.shown(t.value) else { continue }
                    expectedMembers += 1
                    let member = KotlinName.member(NativeTokens.words(t.path), reserved: ["kotlin", "androidx", "designtokens"])
                    let got = printed[brand]?[ti]?[member]
                    #expect(got.map { Self.same($0, want) } == true, "\(brand) \(theme.name) \(t.path): \(got ?? "nil") vs the JSON's \(want)")
                    checked += 1
                }
                #expect(printed[brand]?[ti]?.count == expectedMembers, "\(brand) \(theme.name): members differ from the JSON's tokens")
            }
        }
        #expect(checked > 1000)
        // The hostile strings, each a `string` token value and a font family name, read back as written.
        for object in hostileObjects {
            let members = printed["hostile-" + object]?[0] ?? [:]
            for s in EmitHostileNamesTests.nasty {
                let codes = "S" + s.unicodeScalars.map { String($0.value) }.joined(separator: ",")
                #expect(members.values.contains(codes), "\(object): \(s.debugDescription) does not read back")
                #expect(members.values.contains("[" + codes + ";S" + "sans-serif".unicodeScalars.map { String($0.value) }.joined(separator: ",") + "]"))
            }
            #expect(members["fun"] != nil && members["kotlin_"] != nil && members["null"] != nil)
        }
    }
}
