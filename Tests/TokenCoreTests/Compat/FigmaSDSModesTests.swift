import Foundation
import Testing
@testable import TokenCore

/// Figma's Simple Design System written the way Terrazzo documents themes in one file: the base files and the
/// light theme merged into one DTCG file, each theme token's dark value under `$extensions.mode`. It is made
/// from the corpus's resolver version (`dtcg/playground-examples/figma-sds/`), so both builds must agree token for
/// token: mode `light` with theme `light`, mode `dark` with theme `dark`.
@Suite struct FigmaSDSModesTests {
    static let folder = "dtcg/playground-examples/figma-sds"

    static func json(_ relative: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Corpus.url("\(folder)/\(relative)"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `b`'s members added into `a`, groups merged member by member.
    static func merge(_ a: [String: Any], _ b: [String: Any]) -> [String: Any] {
        var out = a
        for (key, value) in b {
            if let left = out[key] as? [String: Any], let right = value as? [String: Any], left["$value"] == nil, right["$value"] == nil {
                out[key] = merge(left, right)
            } else {
                out[key] = value
            }
        }
        return out
    }

    /// `light` with each token's dark value (from `dark`, at the same path) under `$extensions.mode`.
    static func withModes(_ light: [String: Any], dark: [String: Any]?) -> [String: Any] {
        var out = light
        if light["$value"] != nil {
            let darkValue = dark?["$value"] ?? light["$value"]!
            out["$extensions"] = ["mode": ["light": light["$value"]!, "dark": darkValue]]
            return out
        }
        for (key, value) in light where !key.hasPrefix("$") {
            if let group = value as? [String: Any] { out[key] = withModes(group, dark: dark?[key] as? [String: Any]) }
        }
        return out
    }

    /// The one-file set, and the resolver project it was made from, both in memory.
    static func projects() throws -> (modes: [String: SourceFile], resolver: PlaygroundBuildTests.Project) {
        var one: [String: Any] = [:]
        for file in ["base/color.tokens.json", "base/size.tokens.json", "base/typography.tokens.json"] {
            one = merge(one, try json(file))
        }
        one = merge(one, withModes(try json("theme/light.tokens.json"), dark: try json("theme/dark.tokens.json")))
        let text = String(decoding: try JSONSerialization.data(withJSONObject: one, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        let config = #"{"tokens": ["sds.tokens.json"], "output": "out", "css": {}, "swift": {}, "json": {}}"#
        let modes = ["tokenc.json": SourceFile(path: "tokenc.json", text: config),
                     "sds.tokens.json": SourceFile(path: "sds.tokens.json", text: text)]
        return (modes, try PlaygroundBuildTests.load("figma-sds", resolver: "sds.resolver.json"))
    }

    @Test func everyModeBuildsAsTheThemeItCameFrom() throws {
        let (modes, resolver) = try Self.projects()
        let outcome = try TokenBuild(project: .config("tokenc.json"), sources: InMemorySourceProvider(modes)).run().get()
        #expect(!outcome.reported.hasErrors, "\(outcome.reported.filter { $0.severity == .error }.prefix(5).map(\.message))")
        #expect(outcome.reported.filter { $0.code == .terrazzoModes }.count == 1)
        let permutations = outcome.compiled.compilation.permutations
        #expect(Set(permutations.map(\.label)) == ["mode=light", "mode=dark"])

        let reference = try PlaygroundBuildTests.build(resolver).permutations
        #expect(reference.map(\.label) == ["theme=light", "theme=dark"])
        for theirs in reference {
            let mine = try #require(permutations.first { $0.label == theirs.label.replacingOccurrences(of: "theme=", with: "mode=") })
            #expect(mine.tokens.tokens.count == theirs.tokens.tokens.count)
            var differing: [String] = []
            for token in theirs.tokens.tokens where mine.tokens[token.path]?.value != token.value {
                differing.append("\(token.path): \(String(describing: mine.tokens[token.path]?.value))")
            }
            #expect(differing.isEmpty, "\(mine.label): \(differing.prefix(5))")
        }
        // The dark theme is really there: a background differs between the modes, as it does between the themes.
        let path = TokenPath(["color", "background", "default", "default"])
        #expect(permutations[0].tokens[path]?.value != permutations[1].tokens[path]?.value)

        // And reaches the outputs: a CSS block for dark, a JSON file per mode.
        let files = outcome.rendered?.files.map(\.path) ?? []
        #expect(files.contains { $0.hasPrefix("json/") && $0.contains("dark") }, "\(files)")
        let css = outcome.rendered?.files.first { $0.path.hasPrefix("css/") }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        #expect(css.contains("dark"), "\(css.prefix(400))")
    }

    /// `validate` does not say all is well while ignoring the modes: the warning names them, and a bad mode value
    /// is an error at its place.
    @Test func aBrokenDarkValueIsAnErrorAtItsPlace() throws {
        var (modes, _) = try Self.projects()
        let text = String(decoding: modes["sds.tokens.json"]!.bytes, as: UTF8.self)
        let broken = text.replacingOccurrences(of: #""dark" : "{color.white.100}""#, with: #""dark" : "{color.white.none}""#)
        #expect(broken != text)
        modes["sds.tokens.json"] = SourceFile(path: "sds.tokens.json", text: broken)
        let outcome = try TokenBuild(project: .config("tokenc.json"), sources: InMemorySourceProvider(modes)).run().get()
        let errors = outcome.reported.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.location?.pointer?.tokens.suffix(3) == ["$extensions", "mode", "dark"] },
                "\(errors.map { "\($0.location?.pointer?.description ?? "-") \($0.message)" })")
    }
}
