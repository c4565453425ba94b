import Foundation
import Testing
@testable import TokenCore

/// Designsystemet's Tokens Studio set (Tests/Corpus/real-world/designsystemet), built through its `$themes.json`
/// as published, without edits.
@Suite struct TokensStudioDesignsystemetTests {
    /// Every file of the vendored set under `ds/`, and `config` as `ds/tokenc.json` when given.
    static func project(config: String? = nil) throws -> [String: String] {
        let root = Corpus.url("real-world/designsystemet")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "json" || url.pathExtension == "css" else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            files["ds/" + relative] = try String(contentsOf: url, encoding: .utf8)
        }
        if let config { files["ds/tokenc.json"] = config }
        return files
    }

    @Test func buildsThroughItsThemesWithoutEdits() throws {
        let outcome = try TokensStudioSupport.build(.tokensStudio("ds/design-tokens", outputDirectory: "out"), Self.project(),
                                                    options: BuildOptions(inputs: [("Color", "accent")]))
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.filter { $0.severity == .error }.prefix(5).map(\.message))")
        let resolver = try #require(outcome.compiled.resolver)
        // Modifiers in the order of their first set in tokenSetOrder (Semantic reads primitives/globals, the first).
        #expect(resolver.modifiers.map(\.name) == ["Semantic", "Size", "Typography", "Color scheme", "Theme", "Color"])
        #expect(resolver.modifier(named: "Size")?.contextNames == ["medium", "large", "small"])
        #expect(resolver.modifier(named: "Color scheme")?.contextNames == ["Dark", "Light"])
        #expect(resolver.modifier(named: "Color")?.contextNames.count == 8)
        #expect(resolver.permutationCount == 96)
        #expect(outcome.compiled.compilation.permutations.count == 12)
        #expect(outcome.rendered != nil)
    }

    /// The CSS rule blocks of `css` (innermost selector → its custom properties, values with spaces collapsed).
    static func blocks(_ css: String) -> [(selector: String, properties: [String: String])] {
        var out: [(String, [String: String])] = []
        var selector = ""
        var body = ""
        for ch in css {
            switch ch {
            case "{": selector = body; body = ""
            case "}":
                var properties: [String: String] = [:]
                for decl in body.split(separator: ";") {
                    let d = decl.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard d.hasPrefix("--"), let colon = d.firstIndex(of: ":") else { continue }
                    let value = d[d.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
                    properties[String(d[..<colon])] = value
                }
                if !properties.isEmpty { out.append((selector.trimmingCharacters(in: .whitespacesAndNewlines), properties)) }
                body = ""
            default: body.append(ch)
            }
        }
        return out
    }

    /// `value` in a notation both sides write alike when the values are provably equal: hex digits in lower
    /// case, a lone font family without quotes, numbers without trailing zeros (`1.30` and `1.3`).
    static func normalized(_ value: String) -> String {
        var v = value.lowercased()
        if v.hasPrefix("\""), v.hasSuffix("\""), !v.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "," }) {
            v = String(v.dropFirst().dropLast())
        }
        let (number, unit) = ValueParser.splitNumber(v)
        if let number, ["", "px", "em", "rem", "%"].contains(unit) { return NumberText.format(number) + unit }
        return v
    }

    /// Designsystemet's published CSS (`packages/css/theme/designsystemet.css`) against tokenc's, for the
    /// permutation it sets at `:root` (Size medium, Typography primary, Color accent), light and dark.
    ///
    /// Compared: every declaration of theirs whose value is a literal (no `var()`, `calc()`, `round()`, `min()`:
    /// those are Designsystemet's runtime formulas, for which tokenc writes the evaluated value of this
    /// permutation) and whose name tokenc also writes. Divergences, each documented here:
    /// - Names tokenc does not write: Designsystemet's pipeline renames the semantic colour sets
    ///   (`--ds-color-background-default`, from `semantic/color/accent.json`'s `background-default`: tokenc
    ///   writes `--ds-background-default`) and typography parts (`--ds-heading-2xl-font-weight`: tokenc writes
    ///   `--ds-typography-heading-2xl-font-weight`), and publishes the private `_size.*` tokens as
    ///   `--ds-size-base`, `--ds-size-step`, `--ds-size-unit`, which Tokens Studio's `_` convention keeps out.
    /// - `divergent`: px written as rem at a 16px root (`0.25rem`, `624.9375rem`: equal only for that root),
    ///   `30%` for the opacity 0.3, and shadow colours as `rgba()` where tokenc writes 8-digit hex rounded to
    ///   1/255 (`0.16` → `#…29`).
    @Test func cssValuesMatchThePublishedCSS() throws {
        let compared = try Self.compare(emitSourceSets: false)
        #expect(compared.differing.filter { d in !Self.divergent.contains(where: { d.hasPrefix($0 + ":") }) }.isEmpty, "\(compared.differing)")
        #expect(Set(compared.differing.map { String($0.prefix(while: { $0 != ":" })) }) == Self.divergent)
        #expect(compared.equal == Self.expectedEqual, "\(compared.equal) equal values")
    }

    /// The published declarations that differ for a known reason (see `cssValuesMatchThePublishedCSS`).
    static let divergent: Set<String> = [
        "--ds-border-radius-base", "--ds-border-radius-scale", "--ds-border-radius-full", "--ds-opacity-disabled",
        "--ds-shadow-xs", "--ds-shadow-sm", "--ds-shadow-md", "--ds-shadow-lg", "--ds-shadow-xl",
    ]

    /// tokenc's CSS for the `:root` permutation (light and dark blocks) and the published CSS's blocks, compared as
    /// `cssValuesMatchThePublishedCSS` says: how many literal values are equal, and each that differs.
    static func compare(emitSourceSets: Bool) throws -> (equal: Int, differing: [String], light: [String: String], dark: [String: String]) {
        let config = #"{"tokensStudio": "design-tokens", "output": "out", "css": {"prefix": "ds"}, "themes": {"modifier": "Color scheme"}, "inputs": {"Size": "medium", "Typography": "Primary", "Color": "accent"}, "emitSourceSets": "# + String(emitSourceSets) + "}"
        let files = try Self.project(config: config)
        let outcome = try TokensStudioSupport.build(.config("ds/tokenc.json"), files)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.filter { $0.severity == .error }.prefix(5).map(\.message))")
        let ours = Self.blocks(try #require(TokensStudioSupport.outputs(outcome)["css/tokens.css"]))
        let dark = try #require(ours.first { $0.selector.contains("[data-theme=\"Dark\"]") }).properties
        let light = try #require(ours.first { $0.selector == "[data-theme=\"Light\"]" }).properties
        let theirs = Self.blocks(try #require(files["ds/packages/css/theme/designsystemet.css"]))
        var equal = 0
        var differing: [String] = []
        for block in theirs {
            // The blocks of the `:root` permutation: light, dark, and what every scheme shares.
            let s = block.selector
            guard !s.contains("auto"), !s.contains("secondary"), !s.contains("data-size='"), !s.contains("/*"),
                  !s.contains("data-color=\"") || s.contains("accent") else { continue }
            let ourBlock = s.contains("\"light\"") ? light : dark
            for (name, value) in block.properties {
                guard !["var(", "calc(", "round(", "min("].contains(where: { value.contains($0) }), let mine = ourBlock[name] else { continue }
                if Self.normalized(value) == Self.normalized(mine) { equal += 1 } else { differing.append("\(name): \(value) vs \(mine)") }
            }
        }
        return (equal, differing, light, dark)
    }

    /// With `"emitSourceSets": true` the `:root` permutation's source sets (`primitives/globals`, and the size mode
    /// `primitives/modes/size/medium`) are emitted too. Designsystemet publishes none of their tokens under their
    /// own names, so the comparison above gives the same result; what the test adds:
    /// - the globals are emitted under their own names with the values the published semantic tokens take from
    ///   them (`--ds-border-width-default: 1px` is `{border-width.1}`); `--ds-opacity-30` and `--ds-shadow-100…500`
    ///   are compared with `--ds-opacity-disabled` and `--ds-shadow-xs…xl`, which diverge as listed above;
    /// - the published size and font-size scales, runtime formulas over the size mode's `_base`, `_step` and
    ///   `_mode-font-size` (a source set, published as `--ds-size-base`, `--ds-size-step`,
    ///   `--ds-size-mode-font-size--md`), evaluated at a 16px root equal tokenc's `--ds-size-N` and `--ds-font-size-N`;
    /// - the size mode's tokens stay out: all private (`_`), which Tokens Studio's convention keeps private even
    ///   in an emitted set.
    @Test func emittedSourceSetsReproduceThePublishedValuesTheyFeed() throws {
        let compared = try Self.compare(emitSourceSets: true)
        #expect(Set(compared.differing.map { String($0.prefix(while: { $0 != ":" })) }) == Self.divergent, "\(compared.differing)")
        #expect(compared.equal == Self.expectedEqual, "\(compared.equal) equal values")
        let ours = compared.dark.merging(compared.light) { a, _ in a }
        // Every declaration of the published CSS, the first of each name (nested `@supports` blocks included).
        var theirs: [String: String] = [:]
        for piece in try #require(try Self.project()["ds/packages/css/theme/designsystemet.css"]).split(whereSeparator: { "{};".contains($0) }) {
            let d = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            guard d.hasPrefix("--"), let colon = d.firstIndex(of: ":") else { continue }
            let name = String(d[..<colon])
            if theirs[name] == nil { theirs[name] = d[d.index(after: colon)...].split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
        // The globals under their own names.
        for (global, published) in [("--ds-border-width-1", "--ds-border-width-default"), ("--ds-border-width-3", "--ds-border-width-focus")] {
            #expect(ours[global].map(Self.normalized) == theirs[published].map(Self.normalized), "\(global)")
        }
        for (global, semantic) in [("--ds-opacity-30", "--ds-opacity-disabled"), ("--ds-shadow-100", "--ds-shadow-xs"), ("--ds-shadow-500", "--ds-shadow-xl")] {
            #expect(ours[global] != nil && ours[global] == ours[semantic], "\(global): \(ours[global] ?? "absent")")
        }
        #expect(!ours.keys.contains { $0.contains("size-base") || $0.contains("size-step") || $0.contains("mode-font-size") })
        // The scales, from the size mode's numbers as published.
        let base = try #require(theirs["--ds-size-base"].flatMap(Double.init))
        let step = try #require(theirs["--ds-size-step"].flatMap(Double.init))
        let mode = try #require(theirs["--ds-size-mode-font-size--md"].flatMap(Double.init))
        var scaled = 0
        for (name, formula) in theirs.sorted(by: { $0.key < $1.key }) {
            let expected: Double
            if name.hasPrefix("--ds-size-"), let n = Double(name.dropFirst("--ds-size-".count)), formula.contains("var(--ds-size-unit)") {
                expected = (16 * step / base * mode * n).rounded(.down)  // round(down, unit × n, 1px)
            } else if name.hasPrefix("--ds-font-size-"), Int(name.dropFirst("--ds-font-size-".count)) != nil,
                      let unit = formula.range(of: "rem"),
                      let rem = Double(String(formula[..<unit.lowerBound].reversed().prefix(while: { $0.isNumber || $0 == "." }).reversed())) {
                expected = (16 * rem * mode / (base / 16)).rounded()  // round(rem × factor, 1px)
            } else { continue }
            #expect(ours[name].map(Self.normalized) == NumberText.format(expected) + "px", "\(name): \(formula) vs \(ours[name] ?? "absent")")
            scaled += 1
        }
        #expect(scaled == Self.expectedScaled)
    }

    /// How many published size and font-size formulas `emittedSourceSetsReproduceThePublishedValuesTheyFeed`
    /// evaluates (20 sizes, 10 font sizes).
    static let expectedScaled = 30

    /// How many literal values of the published CSS tokenc writes equally (light and dark colours, line heights,
    /// letter spacings, weights, families, border widths): a change is a regression or a fix to record here.
    static let expectedEqual = 280
}
