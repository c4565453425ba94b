import Foundation
import Testing
@testable import TokenCore

/// The Xcode asset catalog output: every `Contents.json` follows Apple's Asset Catalog Format Reference (Catalog
/// Type, Named Color Type), each theme's colours are in the colour set variant for its appearance and equal the
/// JSON output's, and the Swift accessors parse (`swiftc -parse`, every `#if` branch) and compile and run on Linux.
@Suite(.serialized) struct EmitAssetCatalogTests {
    /// One colour of a colour set as the validator read it.
    struct Variant: Equatable {
        var appearances: Set<String>  // "luminosity=dark", "contrast=high"
        var space: String
        var rgba: [Double]
    }

    /// Checks a colour set's `Contents.json` against the documented Named Color Type and returns its variants;
    /// every departure is recorded as an issue naming `where`.
    static func validateColorSet(_ data: Data, where place: String) -> [Variant] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            Issue.record("\(place): not a JSON object"); return []
        }
        #expect(Set(root.keys).isSubset(of: ["info", "colors", "properties"]), "\(place): keys \(root.keys.sorted())")
        validateInfo(root["info"], where: place)
        guard let colors = root["colors"] as? [[String: Any]], !colors.isEmpty else {
            Issue.record("\(place): `colors` must be a non-empty array of objects"); return []
        }
        var out: [Variant] = []
        var slots = Set<String>()
        for (i, entry) in colors.enumerated() {
            let at = "\(place) colors[\(i)]"
            #expect(Set(entry.keys).isSubset(of: ["idiom", "color", "appearances", "display-gamut", "subtype"]), "\(at): keys \(entry.keys.sorted())")
            let idiom = entry["idiom"] as? String
            #expect(["universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision"].contains(idiom ?? ""), "\(at): idiom \(String(describing: idiom))")
            var appearances = Set<String>()
            var kinds = Set<String>()
            if let list = entry["appearances"] {
                guard let list = list as? [[String: Any]] else { Issue.record("\(at): appearances must be an array of objects"); continue }
                for a in list {
                    #expect(Set(a.keys) == ["appearance", "value"], "\(at): appearance keys \(a.keys.sorted())")
                    let kind = a["appearance"] as? String ?? "", value = a["value"] as? String ?? ""
                    switch kind {
                    case "luminosity": #expect(["light", "dark"].contains(value), "\(at): luminosity \(value)")
                    case "contrast": #expect(value == "high", "\(at): contrast \(value)")
                    default: Issue.record("\(at): unknown appearance \(kind)")
                    }
                    #expect(kinds.insert(kind).inserted, "\(at): two \(kind) appearances")
                    appearances.insert("\(kind)=\(value)")
                }
            }
            #expect(slots.insert("\(idiom ?? "")|\(appearances.sorted())").inserted, "\(at): a second colour for the same appearances")
            guard let color = entry["color"] as? [String: Any] else { Issue.record("\(at): `color` must be an object"); continue }
            #expect(Set(color.keys) == ["color-space", "components"], "\(at): color keys \(color.keys.sorted())")
            let space = color["color-space"] as? String ?? ""
            #expect(["srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"].contains(space), "\(at): color-space \(space)")
            guard let components = color["components"] as? [String: Any] else { Issue.record("\(at): components must be an object"); continue }
            #expect(Set(components.keys) == ["red", "green", "blue", "alpha"], "\(at): components \(components.keys.sorted())")
            let rgba = ["red", "green", "blue", "alpha"].map { key -> Double in
                let v = component(components[key])
                #expect(v != nil && (0...1).contains(v!), "\(at): \(key) must be a number from 0 to 1, not \(String(describing: components[key]))")
                return v ?? -1
            }
            out.append(Variant(appearances: appearances, space: space, rgba: rgba))
        }
        return out
    }

    /// `info`: `author` a string, `version` 1.
    static func validateInfo(_ info: Any?, where place: String) {
        guard let info = info as? [String: Any] else { Issue.record("\(place): `info` must be an object"); return }
        #expect(Set(info.keys) == ["author", "version"] && info["author"] is String && (info["version"] as? Int) == 1,
                "\(place): info \(info)")
    }

    /// A component as Xcode writes it: a number, a decimal string (`"0.500"`), or a hex byte (`"0x80"`).
    static func component(_ v: Any?) -> Double? {
        if let s = v as? String {
            if s.hasPrefix("0x"), let n = Int(s.dropFirst(2), radix: 16) { return Double(n) / 255 }
            return Double(s)
        }
        return (v as? NSNumber)?.doubleValue
    }

    /// The colour set name and appearances a sample theme's colour is expected under.
    static func appearances(dark: Bool, highContrast: Bool) -> Set<String> {
        var s = Set<String>()
        if dark { s.insert("luminosity=dark") }
        if highContrast { s.insert("contrast=high") }
        return s
    }

    @Test func sampleCatalogsFollowTheFormatAndMatchTheJSON() throws {
        let root = NativeToolchain.output.appendingPathComponent("AssetCatalog")
        var checked = 0
        for (brand, themes) in try NativeToolchain.samples() {
            let catalog = root.appendingPathComponent(FileSlug.make(brand) + ".xcassets")
            Self.validateInfo((try? JSONSerialization.jsonObject(with: Data(contentsOf: catalog.appendingPathComponent("Contents.json"))) as? [String: Any])?["info"],
                              where: "\(brand) catalog")
            let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".colorset") }
            var variants: [String: [Variant]] = [:]
            for set in sets {
                let name = String(set.dropLast(".colorset".count))
                #expect(name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }, "unsafe name \(name)")
                variants[name] = Self.validateColorSet(try Data(contentsOf: catalog.appendingPathComponent(set + "/Contents.json")), where: "\(brand)/\(set)")
            }
            var expectedNames = Set<String>()
            for theme in themes {
                let want = Self.appearances(dark: theme.dark, highContrast: theme.highContrast)
                for t in theme.tokens.tokens {
                    guard case .color(let c) = t.value else { continue }
                    let name = AssetCatalogName.colorSet(NativeTokens.words(t.path))
                    expectedNames.insert(name)
                    guard let v = variants[name]?.first(where: { $0.appearances == want }) else {
                        Issue.record("\(brand) \(theme.name): no \(want.sorted()) colour in \(name).colorset"); continue
                    }
                    let e = EmitColor(c)
                    let rgb = e.displayP3.map { [$0.0, $0.1, $0.2] } ?? [e.red, e.green, e.blue]
                    #expect(v.space == (e.displayP3 == nil ? "srgb" : "display-p3"), "\(brand) \(theme.name) \(name)")
                    // Within half an 8-bit step: the catalog has three decimals, the JSON output four.
                    let close = zip(v.rgba, rgb + [c.alpha]).allSatisfy { abs($0 - min(max($1, 0), 1)) < 0.5 / 255 }
                    #expect(close, "\(brand) \(theme.name) \(name): \(v.rgba) vs the JSON's \(rgb + [c.alpha])")
                    checked += 1
                }
            }
            #expect(Set(variants.keys) == expectedNames, "\(brand): colour sets differ from the JSON's colour tokens")
        }
        #expect(checked > 500)
    }

    @Test func sampleAccessorsParseCompileAndNameEveryColourSet() throws {
        guard let swiftc = NativeToolchain.tool("swiftc", installedBy: "a Swift toolchain") else { return }
        let root = NativeToolchain.output.appendingPathComponent("AssetCatalog")
        let samples = try NativeToolchain.samples()
        let sources = samples.map { root.appendingPathComponent(FileSlug.make($0.brand) + "-colors.swift").path }
        // Every `#if` branch (SwiftUI, UIKit, AppKit) must at least parse; the rest compiles here.
        let parse = try NativeToolchain.run(swiftc, ["-parse"] + sources)
        #expect(parse.status == 0, "\(parse.stderr.prefix(3000))")
        var main = ""
        for (brand, _) in samples {
            main += "print(\(SwiftIdentifier.upperCamel(brand))Colors.allCases.map(\\.rawValue).joined(separator: \" \"))\n"
            main += "print(\(SwiftIdentifier.upperCamel(brand))Colors.bundle == Foundation.Bundle.main)\n"
        }
        main = "import Foundation\n" + main
        let dir = try NativeToolchain.write([OutputFile(path: "main.swift", contents: Array(main.utf8))], name: "tokenc-xcassets")
        let exe = dir.appendingPathComponent("app").path
        let compile = try NativeToolchain.run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", exe] + sources + [dir.appendingPathComponent("main.swift").path])
        #expect(compile.status == 0, "\(compile.stderr.prefix(3000))")
        guard compile.status == 0 else { return }
        let lines = try NativeToolchain.run(exe, []).stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == samples.count * 2)
        for (i, (brand, _)) in samples.enumerated() where 2 * i + 1 < lines.count {
            let catalog = root.appendingPathComponent(FileSlug.make(brand) + ".xcassets")
            let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".colorset") }
                .map { String($0.dropLast(".colorset".count)) }
            let names = lines[2 * i].split(separator: " ").map(String.init)
            #expect(names.sorted() == sets.sorted() && Set(names).count == names.count, "\(brand): accessor names differ from the colour sets")
            #expect(lines[2 * i + 1] == "true")
        }
    }

    /// The hostile-names fixture: every colour set follows the format and has a safe name, distinct even on a
    /// case-insensitive file system; the accessors parse and compile (both brands in one program), and name
    /// exactly the colour sets; collisions are reported.
    @Test func hostileNamesGiveSafeFilesAndCompilingAccessors() throws {
        let result = AssetCatalogEmitter.emit(NativeHostile.model)
        #expect(result.diagnostics.allSatisfy { $0.code == .nameCollision } && !result.diagnostics.isEmpty)
        let accessors = result.files.filter { $0.path.hasSuffix(".swift") }
        #expect(accessors.count == 2)
        var setsByCatalog: [String: [String]] = [:]
        for f in result.files where f.path.hasSuffix(".colorset/Contents.json") {
            let parts = f.path.split(separator: "/").map(String.init)
            #expect(parts.count == 3)
            let name = String(parts[1].dropLast(".colorset".count))
            #expect(!name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }, "\(f.path)")
            setsByCatalog[parts[0], default: []].append(name)
            #expect(!Self.validateColorSet(Data(f.contents), where: f.path).isEmpty)
        }
        for (catalog, names) in setsByCatalog {
            #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(catalog): names repeat")
        }
        guard let swiftc = NativeToolchain.tool("swiftc", installedBy: "a Swift toolchain") else { return }
        let types = accessors.map { f in f.text.split(separator: "\n").first { $0.hasPrefix("public enum ") }.map { String($0.dropFirst(12).prefix { $0 != ":" }) } ?? "" }
        var main = ""
        for type in types { main += "print(\(type).allCases.map(\\.rawValue).joined(separator: \" \"))\n" }
        let dir = try NativeToolchain.write(accessors + [OutputFile(path: "main.swift", contents: Array(main.utf8))], name: "tokenc-xcassets-hostile")
        let sources = (accessors.map(\.path) + ["main.swift"]).map { dir.appendingPathComponent($0).path }
        let parse = try NativeToolchain.run(swiftc, ["-parse"] + sources.dropLast())
        #expect(parse.status == 0, "\(parse.stderr.prefix(3000))")
        let exe = dir.appendingPathComponent("app").path
        let compile = try NativeToolchain.run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", exe] + sources)
        #expect(compile.status == 0, "\(compile.stderr.prefix(3000))")
        guard compile.status == 0 else { return }
        let lines = try NativeToolchain.run(exe, []).stdout.split(separator: "\n").map(String.init)
        let catalogs = accessors.map { $0.path.replacingOccurrences(of: "-colors.swift", with: ".xcassets") }
        #expect(lines.count == catalogs.count)
        for (line, catalog) in zip(lines, catalogs) {
            #expect(line.split(separator: " ").map(String.init) == setsByCatalog[catalog], "\(catalog)")
        }
    }
}
