import Foundation
import Testing
@testable import TokenCore

/// Pinterest Gestalt's classic tokens (`Tests/Corpus/real-world/gestalt`), Style Dictionary files as published,
/// built through `Fixtures/style-dictionary/gestalt/tokenc.json` and its resolver document (shared files, then
/// light; dark is light with the dark files over it, as Gestalt's `variables-dark.css` overrides
/// `variables.css`). The CSS values are compared with the CSS Gestalt publishes (its Jest snapshot of
/// `dist/css/classic/variables.css` and `variables-dark.css`), each `var(--…)` there resolved, and only notation
/// that is provably equal normalised: hex case and `rgba()` against `#rrggbbaa` (compared per byte), and font
/// names quoted or not (`Roboto` and `"Roboto"` name the same family).
@Suite struct GestaltBuildTests {
    static let root = ResolverFixtures.packageRoot
    static let configPath = "Tests/TokenCoreTests/Fixtures/style-dictionary/gestalt/tokenc.json"
    static let snapshot = "Tests/Corpus/real-world/gestalt/packages/gestalt-design-tokens/tests/__snapshots__/web.test.js.snap"

    /// Tokens left out, and why (`untyped-token` warnings): values with no type and no text to carry.
    static let leftOut: [String: String] = [
        "rounding.datepicker.range.start": "four radii in one string, with references inside: no DTCG shape",
        "rounding.datepicker.range.end": "four radii in one string, with references inside: no DTCG shape",
    ]

    /// Tokens no type fits, written as their text as Gestalt's CSS has them (`untyped-literal`, one warning per
    /// file): `50%`, the `normal` letter spacings and line height, the `none` text decorations, dark's `none` shadow.
    static let literalFiles: Set<String> = ["base-elevation-dark.json", "base-rounding.json", "comp-web-font.json"]

    /// CSS variables Gestalt publishes that this build does not write (`leftOut`).
    static let missing: [String: Set<String>] = [
        "light": ["--rounding-datepicker-range-start", "--rounding-datepicker-range-end"],
        "dark": [],
    ]

    /// Variables whose value differs from Gestalt's, with why: none.
    static let divergent: Set<String> = []

    /// Reads the project from the source tree into memory and builds it as `tokenc build --config` does.
    static func build() throws -> (css: String, diagnostics: [Diagnostic]) {
        var files: [String: SourceFile] = [:]
        func load(_ path: String) throws -> SourceFile {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            let file = SourceFile(path: path, bytes: Array(data))
            files[path] = file
            return file
        }
        _ = try load(configPath)
        let directory = PathText.directory(of: configPath)
        let resolverPath = PathText.join(directory, "gestalt.resolver.json")
        let resolver = try #require(JSONReader.read(try load(resolverPath)).value)
        func refs(_ v: JSONValue) -> [String] {
            switch v {
            case .object(let o): return (o["$ref"]?.stringValue.map { [$0] } ?? []) + o.members.flatMap { refs($0.value) }
            case .array(let a): return a.flatMap(refs)
            default: return []
            }
        }
        for ref in refs(resolver) where !ref.hasPrefix("#") { _ = try load(PathText.join(directory, ref)) }
        let outcome = try TokenBuild(project: .config(configPath), sources: InMemorySourceProvider(files)).run().get()
        let css = try #require(outcome.rendered?.files.first { $0.path.hasSuffix(".css") })
        let located = DiagnosticLocator(files: Array(files.values)).locate(outcome.reported)
        return (String(decoding: css.contents, as: UTF8.self), located)
    }

    @Test func buildsAsPublished() throws {
        let (_, diagnostics) = try Self.build()
        #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error }.map(\.message))")
        let untyped = Set(diagnostics.filter { $0.code == .untypedToken }.compactMap(\.tokenPath))
        #expect(untyped == Set(Self.leftOut.keys))
        // The other findings: one untyped-literal warning for each file with text no type fits.
        let others = diagnostics.filter { $0.code != .untypedToken }
        #expect(others.allSatisfy { $0.code == .untypedLiteral && $0.severity == .warning }, "\(others.map(\.message))")
        #expect(Set(others.compactMap { $0.location?.file }.map { PathText.fileName(of: $0) }) == Self.literalFiles)
        #expect(others.count == Self.literalFiles.count)
        #expect(diagnostics.allSatisfy { $0.location?.line != nil })
    }

    @Test func cssValuesMatchGestalts() throws {
        let (css, _) = try Self.build()
        let ours = Self.blocks(css)
        let light = try #require(ours["[data-theme=\"light\"]"])
        let dark = light.merging(try #require(ours["[data-theme=\"dark\"]"])) { $1 }
        let snap = try String(contentsOf: Self.root.appendingPathComponent(Self.snapshot), encoding: .utf8)
        let theirLight = Self.published(snap, "dist/css/classic/variables.css")
        let theirDark = theirLight.merging(Self.published(snap, "dist/css/classic/variables-dark.css")) { $1 }
        let darkNames = Set(Self.published(snap, "dist/css/classic/variables-dark.css").keys)
        #expect(theirLight.count > 400 && darkNames.count > 250)
        var differing: Set<String> = []
        for (theme, theirs, mine, names) in [("light", theirLight, light, Set(theirLight.keys)), ("dark", theirDark, dark, darkNames)] {
            var absent: Set<String> = []
            for name in names.sorted() {
                let expected = Self.normalise(Self.resolve(name, in: theirs))
                guard let value = mine[name] else { absent.insert(name); continue }
                if Self.normalise(value) != expected { differing.insert("\(theme) \(name)") }
                #expect(Self.normalise(value) == expected || Self.divergent.contains("\(theme) \(name)"),
                        "\(theme) \(name): tokenc \(value), Gestalt \(theirs[name]!)")
            }
            #expect(absent == Self.missing[theme], "\(theme)")
        }
        #expect(differing == Self.divergent)
    }

    /// The variables of each rule of a CSS file, by selector (a `@media` block's rule under its own selector).
    static func blocks(_ css: String) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        var selector = ""
        for line in css.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasSuffix("{") { selector = String(t.dropLast()).trimmingCharacters(in: .whitespaces) }
            if t.hasPrefix("--"), let colon = t.firstIndex(of: ":") {
                out[selector, default: [:]][String(t[..<colon])] = String(t[t.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
            }
        }
        return out
    }

    /// The variables of one file of Gestalt's snapshot.
    static func published(_ snap: String, _ file: String) -> [String: String] {
        guard let start = snap.range(of: "\"\(file)\": \"") else { return [:] }
        let rest = snap[start.upperBound...]
        let end = rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex
        return blocks(String(rest[..<end])).values.reduce(into: [:]) { $0.merge($1) { $1 } }
    }

    /// `name`'s value with every `var(--x)` replaced by `--x`'s value, repeatedly.
    static func resolve(_ name: String, in vars: [String: String]) -> String {
        var value = vars[name] ?? ""
        for _ in 0..<20 {
            guard let r = value.range(of: #"var\(--[A-Za-z0-9-]+\)"#, options: .regularExpression) else { break }
            let inner = String(value[r].dropFirst(4).dropLast())
            value.replaceSubrange(r, with: vars[inner] ?? "?")
        }
        return value
    }

    /// A value in a canonical notation: colours as `r,g,b,a` bytes, font names unquoted, one space between parts.
    static func normalise(_ value: String) -> String {
        var parts: [String] = []
        var depth = 0, current = ""
        for ch in value {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if (ch == " " || ch == ",") && depth == 0 {
                if !current.isEmpty { parts.append(current) }
                if ch == "," { parts.append(",") }
                current = ""
            } else { current.append(ch) }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { part -> String in
            if let c = colour(part) { return c }
            return part.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
        }.joined(separator: " ")
    }

    /// A CSS colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgba(…)`) as `rgba:r,g,b,a` bytes; nil for anything else.
    static func colour(_ text: String) -> String? {
        let t = text.lowercased()
        if t.hasPrefix("#"), let c = ColorValue(hex: t) {
            let s = c.hexString
            let bytes = stride(from: 1, to: s.count, by: 2).map { i -> Int in
                Int(s.dropFirst(i).prefix(2), radix: 16)!
            }
            return "rgba:\(bytes[0]),\(bytes[1]),\(bytes[2]),\(bytes.count > 3 ? bytes[3] : 255)"
        }
        guard t.hasPrefix("rgba(") || t.hasPrefix("rgb("), t.hasSuffix(")") else { return nil }
        let inner = t.drop { $0 != "(" }.dropFirst().dropLast()
        let n = inner.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? -1 }
        guard n.count >= 3 else { return nil }
        let a = n.count > 3 ? Int(ColorValue.byte(n[3])) : 255
        return "rgba:\(Int(n[0])),\(Int(n[1])),\(Int(n[2])),\(a)"
    }
}
