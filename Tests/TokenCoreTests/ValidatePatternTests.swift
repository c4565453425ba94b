import Testing
@testable import TokenCore

@Suite struct ValidatePatternTests {
    func pattern(_ s: String, references: Bool = false) throws -> TokenPattern {
        try TokenPattern.parse(s, allowReferences: references).get()
    }

    func error(_ s: String, references: Bool = false) -> String? {
        if case .failure(let e) = TokenPattern.parse(s, allowReferences: references) { return e.message }
        return nil
    }

    @Test func syntaxErrors() {
        #expect(error("") == "a token pattern cannot be empty")
        #expect(error("a..b") == "\"a..b\" has an empty segment")
        #expect(error("a.**b") == "\"a.**b\": ** must be a whole segment (a.**.b)")
        #expect(error("{color.text}") == "\"{color.text}\" contains { or }: write a token path pattern (a.*.b), not a reference")
        #expect(error("a.$1") == "\"a.$1\" refers to a capture ($n), which only a contrast pair's background may do")
        #expect(error("a.*$1", references: true) == "\"a.*$1\": a segment cannot mix * and $n")
        #expect(error("a.$0", references: true) == "\"a.$0\": captures are numbered from $1")
    }

    @Test func matchingSegmentsAndCaptures() throws {
        let p = try pattern("button.*.*.label")
        #expect(p.captureCount == 2)
        #expect(p.match(TokenPath(dotted: "button.primary.default.label")) == [["primary"], ["default"]])
        #expect(p.match(TokenPath(dotted: "button.primary.label")) == nil)
        #expect(p.match(TokenPath(dotted: "button.primary.default.label.x")) == nil)
        // ** matches zero or more segments.
        let deep = try pattern("**.*disabled*.**")
        #expect(deep.captureCount == 4)
        #expect(deep.match(TokenPath(dotted: "disabled")) == [[], [""], [""], []])
        #expect(deep.match(TokenPath(dotted: "button.primary.disabled.label")) == [["button", "primary"], [""], [""], ["label"]])
        #expect(deep.match(TokenPath(dotted: "text.not-disabled-yet")) == [["text"], ["not-"], ["-yet"], []])
        #expect(deep.match(TokenPath(dotted: "button.primary.enabled")) == nil)
        #expect(try pattern("color.**").match(TokenPath(dotted: "color")) == [[]])
        #expect(try pattern("label-*").match(TokenPath(dotted: "label-strong")) == [["strong"]])
        #expect(try pattern("label-*").match(TokenPath(dotted: "label")) == nil)
        #expect(try pattern("a").isLiteral)
        #expect(try pattern("a.*").literalPath == nil)
    }

    @Test func substitution() throws {
        let t = try pattern("button.$1.$2.background", references: true)
        #expect(t.highestReference == 2)
        #expect(t.substituting([["primary"], ["pressed"]])?.text == "button.primary.pressed.background")
        #expect(t.substituting([["primary"], ["pressed"]])?.isLiteral == true)
        #expect(t.substituting([["primary"]]) == nil)
        // A ** capture may expand to several segments, or to none.
        let deep = try pattern("bg.$1.fill", references: true)
        #expect(deep.substituting([["a", "b"]])?.text == "bg.a.b.fill")
        #expect(deep.substituting([[]])?.text == "bg.fill")
        // Captured text is literal; wildcards in the template stay wildcards.
        let mixed = try pattern("x-$1.*", references: true)
        #expect(mixed.substituting([["a*b"]])?.text == "x-a*b.*")
        #expect(mixed.substituting([["a*b"]])?.match(TokenPath(dotted: "x-a*b.y")) == [["y"]])
        #expect(mixed.substituting([["a*b"]])?.match(TokenPath(dotted: "x-azzb.y")) == nil)
    }

    @Test func contextGlobs() {
        #expect(Glob.matches("*-high-contrast", "dark-high-contrast"))
        #expect(!Glob.matches("*-high-contrast", "dark"))
        #expect(Glob.matches("dark", "dark"))
        #expect(!Glob.matches("dark", "dark-high-contrast"))
        #expect(Glob.matches("*", ""))
        #expect(Glob.matches("a*b*c", "aXbYbc"))
        #expect(Glob.match(["a", "b", "c"], "aXbYbc") == ["X", "Yb"])
    }

    /// Many stars in one segment against a long hostile name: each (part, offset) state is explored once, so
    /// this answers at once (backtracking without memory took over a minute on a 400-character name).
    @Test func manyStarsStayPolynomial() {
        let name = String(repeating: "-", count: 400) + "y"
        let parts = ["", "-", "-", "-", "-", "-", "x"]
        #expect(Glob.match(parts, name) == nil)
        #expect(!Glob.matches("*-*-*-*-*-*x", name))
        let hit = String(repeating: "-", count: 400) + "x"
        #expect(Glob.match(parts, hit) == ["", "", "", "", "", String(repeating: "-", count: 395)])
    }

    /// The capturing matcher agrees with a plain dynamic-programming matcher on every short pattern and name
    /// over a two-letter alphabet, and its captures rebuild the name.
    @Test func capturingMatcherAgreesWithReference() {
        func reference(_ pattern: [Character], _ text: [Character]) -> Bool {
            var dp = [[Bool]](repeating: [Bool](repeating: false, count: text.count + 1), count: pattern.count + 1)
            dp[0][0] = true
            for i in 1...max(pattern.count, 1) where i <= pattern.count {
                for j in 0...text.count {
                    if pattern[i - 1] == "*" { dp[i][j] = dp[i - 1][j] || (j > 0 && dp[i][j - 1]) }
                    else { dp[i][j] = j > 0 && dp[i - 1][j - 1] && pattern[i - 1] == text[j - 1] }
                }
            }
            return dp[pattern.count][text.count]
        }
        func all(_ alphabet: [Character], upTo n: Int) -> [String] {
            var out = [""], level = [""]
            for _ in 0..<n { level = level.flatMap { s in alphabet.map { s + String($0) } }; out += level }
            return out
        }
        for pattern in all(["a", "b", "*"], upTo: 5) where pattern.contains("*") {
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            for text in all(["a", "b"], upTo: 6) {
                let captures = Glob.match(parts, text)
                #expect((captures != nil) == reference(Array(pattern), Array(text)), "\(pattern) vs \(text)")
                if let captures {
                    var rebuilt = parts[0]
                    for (capture, part) in zip(captures, parts.dropFirst()) { rebuilt += capture + part }
                    #expect(rebuilt == text)
                }
            }
        }
    }

    @Test func indexMatchesUnionOfPermutations() throws {
        let h = RuleHarness(
            [("base.json", ##"{"color": {"$type": "color", "text": {"primary": {"$value": "#000000"}}, "surface": {"default": {"$value": "#ffffff"}}}}"##),
             ("a.json", ##"{"color": {"$type": "color", "text": {"only-a": {"$value": "#111111"}}}}"##),
             ("b.json", ##"{"color": {"$type": "color", "surface": {"only-b": {"$value": "#eeeeee"}}}}"##)],
            permutations: [([("m", "a")], ["base.json", "a.json"]), ([("m", "b")], ["base.json", "b.json"])])
        #expect(!h.compileDiagnostics.hasErrors)
        let index = PathIndex(h.permutations)
        let texts = index.match(try pattern("color.text.*")).map { (index.path($0.node)!.description, $0.captures) }
        #expect(texts.map(\.0) == ["color.text.primary", "color.text.only-a"])
        #expect(texts.map(\.1) == [[["primary"]], [["only-a"]]])
        #expect(index.nodes(matching: try pattern("**")).map { index.path($0)!.description }
            == ["color.text.primary", "color.text.only-a", "color.surface.default", "color.surface.only-b"])
        #expect(index.nodes(matching: try pattern("color")).isEmpty) // a group is not a token
        let onlyA = try #require(index.node(TokenPath(dotted: "color.text.only-a")))
        #expect(index.has(onlyA, in: 0) && !index.has(onlyA, in: 1))
        #expect(index.slot(onlyA, in: 0) == 2)
        #expect(index.node(ofToken: 2, in: 0) == onlyA)
        let primary = try #require(index.node(TokenPath(dotted: "color.text.primary")))
        #expect(index.node(ofToken: 0, in: 1) == primary)
    }

    @Test func indexDeduplicatesMatchesReachedTwice() throws {
        let h = RuleHarness(#"{"a": {"$type": "number", "disabled": {"disabled": {"$value": 1}}}}"#)
        let index = PathIndex(h.permutations)
        let hits = index.match(try pattern("**.disabled.**"))
        #expect(hits.count == 1)
        #expect(hits[0].captures == [["a"], ["disabled"]])
    }
}
