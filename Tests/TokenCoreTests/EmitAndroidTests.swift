import Foundation
import Testing
@testable import TokenCore

/// The Android resources output: compiled and linked by `aapt2` (a static library, which needs no Android
/// platform jar, with `--java` so every name must be a valid Java symbol), and the compiled values — read back
/// with `aapt2 dump resources` — equal the JSON output's for the light (`values/`) and dark (`values-night/`)
/// themes. One `sh` runs every brand's `aapt2` steps.
@Suite(.serialized) struct EmitAndroidTests {
    static let manifest = """
    <?xml version="1.0" encoding="utf-8"?>
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.tokens"/>

    """

    /// Compiles, links and dumps each resource folder of `root` (named by `folders`) in one shell; returns each
    /// folder's `aapt2 dump resources` text, or records the failing step.
    static func compile(_ root: URL, folders: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: String] {
        guard let aapt2 = NativeToolchain.tool("aapt2", installedBy: "aapt (or android-sdk-build-tools)", sourceLocation: sourceLocation) else { return [:] }
        try Data(manifest.utf8).write(to: root.appendingPathComponent("AndroidManifest.xml"))
        var script = "set -e\n"
        for (i, f) in folders.enumerated() {
            let q = "'" + root.appendingPathComponent(f).path.replacingOccurrences(of: "'", with: "'\\''") + "'"
            script += "\(aapt2) compile --dir \(q) -o c\(i).zip\n"
            script += "\(aapt2) link --static-lib --java gen\(i) --manifest AndroidManifest.xml -o l\(i).apk c\(i).zip\n"
            script += "echo '=== \(i)'\n\(aapt2) dump resources l\(i).apk\n"
        }
        let r = try NativeToolchain.run("/bin/sh", ["-c", script], in: root)
        #expect(r.status == 0, "aapt2 failed:\n\(r.stderr.prefix(3000))", sourceLocation: sourceLocation)
        var out: [String: String] = [:]
        for part in r.stdout.components(separatedBy: "=== ").dropFirst() {
            let nl = part.firstIndex(of: "\n") ?? part.endIndex
            if let i = Int(part[..<nl]), i < folders.count { out[folders[i]] = String(part[nl...]) }
        }
        return out
    }

    /// `type/name` → configuration (`""`, `night-v8`) → value, from `aapt2 dump resources`.
    static func values(_ dump: String) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        var current: String?
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("resource 0x") {
                current = t.split(separator: " ").last.map(String.init)
            } else if let c = current, t.hasPrefix("("), let close = t.firstIndex(of: ")") {
                let config = String(t[t.index(after: t.startIndex)..<close])
                var value = String(t[t.index(after: close)...]).trimmingCharacters(in: .whitespaces)
                if let src = value.range(of: " src=", options: .backwards) { value = String(value[..<src.lowerBound]) }
                out[c, default: [:]][config] = value
            }
        }
        return out
    }

    /// True when `got` is `want` as `aapt2 dump` prints a negative dimension: it shows the 24-bit mantissa of the
    /// complex value as unsigned (`-0.2sp` as `1.8sp`, `-2dp` as `16777214dp`), so `got` is `want` plus 2 to the
    /// power of the radix's integer bits (1, 9, 17 or 24). The compiled value itself is signed.
    static func sameDimension(_ got: String, _ want: String) -> Bool {
        guard got.suffix(2) == want.suffix(2), let g = Double(got.dropLast(2)), let w = Double(want.dropLast(2)), w < 0 else { return false }
        return [1.0, 9, 17, 24].contains { abs(g - (w + pow(2, $0))) < 1e-4 }
    }

    /// `#aarrggbb` as aapt2 prints a colour.
    static func argb(_ c: ColorValue) -> String {
        let hex = c.hexString.dropFirst()
        return "#" + (hex.count == 8 ? String(hex.suffix(2)) + String(hex.prefix(6)) : "ff" + hex)
    }

    @Test func sampleResourcesCompileLinkAndMatchTheJSON() throws {
        let root = NativeToolchain.output.appendingPathComponent("Android")
        let samples = try NativeToolchain.samples()
        let work = try NativeToolchain.write([], name: "tokenc-android")
        // The resource folders are copied: aapt2 writes nothing there, but the link step wants a writable cwd.
        for (brand, _) in samples {
            try FileManager.default.copyItem(at: root.appendingPathComponent(FileSlug.make(brand)), to: work.appendingPathComponent(brand))
        }
        let dumps = try Self.compile(work, folders: samples.map(\.brand))
        var checked = 0
        for (brand, themes) in samples {
            guard let dump = dumps[brand] else { Issue.record("\(brand): no dump"); continue }
            let compiled = Self.values(dump)
            let light = try #require(themes.first { !$0.dark && !$0.highContrast })
            let dark = try #require(themes.first { $0.dark && !$0.highContrast })
            for (theme, config) in [(light, ""), (dark, "night-v8")] {
                for t in theme.tokens.tokens {
                    let name = AndroidText.name(NativeTokens.words(t.path), prefix: [])
                    let key: String, want: String
                    switch t.value {
                    case .color(let c): key = "color/" + name; want = Self.argb(c)
                    case .dimension(let d):
                        key = "dimen/" + name
                        let px = d.unit == .px ? d.value : d.value * 16
                        want = String(format: "%.6f", px) + (t.path.components.contains { $0.lowercased().contains("font") } ? "sp" : "dp")
                    case .fontWeight(let w): key = "integer/" + name; want = String(Int(w))
                    case .duration(let d): key = "integer/" + name; want = String(Int((d.seconds * 1000).rounded()))
                    default: continue
                    }
                    guard let entry = compiled[key] else { Issue.record("\(brand): \(key) is not in the compiled resources"); continue }
                    let got = entry[config] ?? entry[""]
                    #expect(got == want || Self.sameDimension(got ?? "", want), "\(brand) \(theme.name) \(key): \(got ?? "nil") vs the JSON's \(want)")
                    checked += 1
                }
            }
        }
        #expect(checked > 500)
    }

    @Test func hostileNamesCompileAndKeepTheirText() throws {
        let result = AndroidEmitter.emit(NativeHostile.model)
        let work = try NativeToolchain.write(result.files, name: "tokenc-android-hostile")
        let folders = Set(result.files.map { String($0.path.prefix { $0 != "/" }) }).sorted()
        #expect(folders.count == 2)
        let dumps = try Self.compile(work, folders: folders)
        #expect(dumps.count == 2)
        for (folder, dump) in dumps {
            let compiled = Self.values(dump)
            for key in compiled.keys {
                let name = key.split(separator: "/").last ?? ""
                #expect(name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }, "\(folder): \(key)")
            }
            // Strings that aapt2 prints on one line read back as written (escaping lost nothing).
            for (i, s) in EmitHostileNamesTests.nasty.enumerated() where !s.unicodeScalars.contains(where: DisplayText.isUnsafe) {
                let got = compiled["string/texts_s\(i)"]?[""]
                #expect(got == "\"" + s + "\"", "\(folder) texts.s\(i): \(got ?? "nil")")
            }
            #expect(compiled.keys.contains("bool/kw_fun") && compiled.keys.contains("integer/int_") && compiled.keys.contains("integer/null_"))
        }
        // Names that collide after conversion are reported at the later token.
        #expect(result.diagnostics.contains { $0.code == .nameCollision })
    }

    /// Descriptions and deprecation messages trying to leave the XML comment, or the Javadoc `aapt2 link --java`
    /// copies it into (`*/`, Java's `\u002a\u002f` read before lexing, line breaks, `@SystemApi`): `R.java`
    /// compiles with `javac`, and reflection over the compiled classes finds exactly the resources, unannotated.
    @Test func hostileDescriptionsStayInsideTheJavadocOfRJava() throws {
        guard let javac = NativeToolchain.tool("javac", installedBy: "default-jdk-headless"),
              let java = NativeToolchain.tool("java", installedBy: "default-jre-headless") else { return }
        let result = AndroidEmitter.emit(NativeHostile.model)
        let work = try NativeToolchain.write(result.files, name: "tokenc-android-rjava")
        let folders = Set(result.files.map { String($0.path.prefix { $0 != "/" }) }).sorted()
        let dumps = try Self.compile(work, folders: folders)
        #expect(dumps.count == folders.count)
        let rJava = work.appendingPathComponent("gen0/com/example/tokens/R.java")
        try Data("""
            public class Dump {
                public static void main(String[] args) {
                    Class<?> r = com.example.tokens.R.class;
                    System.out.println("R " + r.getDeclaredFields().length + " " + r.getDeclaredMethods().length);
                    for (Class<?> c : r.getDeclaredClasses()) {
                        System.out.println("class " + c.getSimpleName() + " " + c.getDeclaredMethods().length + " " + c.getDeclaredClasses().length);
                        for (java.lang.reflect.Field f : c.getDeclaredFields())
                            System.out.println(c.getSimpleName() + "/" + f.getName() + " " + f.getType() + " " + f.getDeclaredAnnotations().length);
                    }
                }
            }

            """.utf8).write(to: work.appendingPathComponent("Dump.java"))
        let compile = try NativeToolchain.run(javac, ["-encoding", "UTF-8", "-d", "classes", rJava.path, "Dump.java"], in: work)
        #expect(compile.status == 0, "javac failed:\n\(compile.stderr.prefix(3000))")
        guard compile.status == 0 else { return }
        let run = try NativeToolchain.run(java, ["-cp", "classes", "Dump"], in: work)
        #expect(run.status == 0, "\(run.stderr.prefix(2000))")
        // The resources aapt2 compiled, as `R` must declare them: `type/name`, each an `int` with no annotation.
        let compiled = Self.values(dumps[folders[0]] ?? "")
        var want = ["R 0 0"]
        for type in Set(compiled.keys.map { String($0.prefix { $0 != "/" }) }).sorted() {
            want.append("class \(type) 0 0")
        }
        want += compiled.keys.map { $0 + " int 0" }
        let got = run.stdout.split(separator: "\n").map(String.init)
        #expect(got.sorted() == want.sorted(), "R declares other members than the resources: \(Set(got).symmetricDifference(want).sorted())")
        #expect(compiled.keys.contains("color/notes_d0") && !run.stdout.contains("INJECTED"))
    }
}
