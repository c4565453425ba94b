import Testing
@testable import TokenCore

/// The core diff: each change kind from a focused fixture, its classification and semver bump, renames,
/// deltas, contrast verdicts, and version diffs across permutations.
@Suite struct DiffTests {
    /// The tokens of one in-memory file (no errors expected; hex strings are a legacy-form warning).
    static func tokens(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ResolvedTokens {
        let c = Compiled(json)
        #expect(!c.diagnostics.hasErrors, "\(c.summary)", sourceLocation: sourceLocation)
        return c.tokens
    }

    /// The changes from `old` to `new`.
    static func diff(_ old: String, _ new: String, _ options: DiffOptions = DiffOptions()) -> [TokenChange] {
        TokenDiffer.changes(from: DiffSide(tokens: tokens(old)), to: DiffSide(tokens: tokens(new)), options: options)
    }

    static func dim(_ v: Double, _ unit: String = "px") -> String { "{\"value\": \(NumberText.format(v)), \"unit\": \"\(unit)\"}" }

    @Test func identicalTreesHaveNoChanges() {
        let t = ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "color", "$value": "#ff0000", "$description": "x"}}"##
        #expect(Self.diff(t, t).isEmpty)
        let d = TokenDiffer.compare(permutation: DiffSide(tokens: Self.tokens(t)), with: DiffSide(tokens: Self.tokens(t)))
        #expect(d.isEmpty)
        #expect(d.bump == .none)
        #expect(!d.hasBreakingChanges)
    }

    @Test func addedIsMinor() throws {
        let changes = Self.diff(##"{"a": {"$type": "number", "$value": 1}}"##,
                                ##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2}}"##)
        let c = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(c.path.description == "b")
        #expect(c.kinds == [.added])
        #expect(c.old == nil)
        #expect(c.new?.value == .number(2))
        #expect(c.bump == .minor)
        #expect(!c.isBreaking)
    }

    @Test func removedIsBreaking() throws {
        let changes = Self.diff(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2}}"##,
                                ##"{"a": {"$type": "number", "$value": 1}}"##)
        #expect(changes.map(\.kinds) == [[.removed]])
        #expect(changes[0].path.description == "b")
        #expect(changes[0].bump == .major)
        #expect(changes[0].isBreaking)
    }

    @Test func renamedByExtensionIDKeepsOtherChanges() throws {
        let changes = Self.diff(
            ##"{"color": {"$type": "color", "brand": {"$value": "#7c3aed", "$extensions": {"com.tokenc": {"id": "p"}}}}}"##,
            ##"{"color": {"$type": "color", "primary": {"$value": "#6d28d9", "$extensions": {"com.tokenc": {"id": "p"}}}}}"##)
        let c = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(c.path.description == "color.primary")
        #expect(c.oldPath?.description == "color.brand")
        #expect(c.kinds == [.renamed, .valueChanged])
        #expect(c.renameEvidence == .extensionID)
        #expect(c.isBreaking)
    }

    @Test func customIDExtension() {
        var options = DiffOptions()
        options.idExtension = ["org.example", "key"]
        options.renames = .extensionID
        let changes = Self.diff(##"{"a": {"$type": "number", "$value": 1, "$extensions": {"org.example": {"key": "k"}}}}"##,
                                ##"{"b": {"$type": "number", "$value": 5, "$extensions": {"org.example": {"key": "k"}}}}"##, options)
        #expect(changes.map(\.kinds) == [[.renamed, .valueChanged]])
        #expect(changes.first?.delta == .number(4))
    }

    @Test func renamedBySameTypeAndValueOnlyWithoutOtherCandidates() {
        let unique = Self.diff(##"{"size": {"$type": "dimension", "small": {"$value": \##(Self.dim(8))}}}"##,
                               ##"{"size": {"$type": "dimension", "sm": {"$value": \##(Self.dim(8))}}}"##)
        #expect(unique.map(\.kinds) == [[.renamed]])
        #expect(unique.first?.renameEvidence == .sameValue)
        #expect(unique.first?.oldPath?.description == "size.small")

        // Two removed tokens share the value: no rename.
        let twoOld = Self.diff(##"{"s": {"$type": "dimension", "a": {"$value": \##(Self.dim(8))}, "b": {"$value": \##(Self.dim(8))}}}"##,
                               ##"{"s": {"$type": "dimension", "c": {"$value": \##(Self.dim(8))}}}"##)
        #expect(twoOld.map { "\($0.path) \($0.kinds.map(\.rawValue))" } == ["s.a [\"removed\"]", "s.b [\"removed\"]", "s.c [\"added\"]"])

        // Two added tokens share the value: no rename.
        let twoNew = Self.diff(##"{"s": {"$type": "dimension", "a": {"$value": \##(Self.dim(8))}}}"##,
                               ##"{"s": {"$type": "dimension", "b": {"$value": \##(Self.dim(8))}, "c": {"$value": \##(Self.dim(8))}}}"##)
        #expect(twoNew.map(\.kinds) == [[.removed], [.added], [.added]])

        // Same value, different type: no rename.
        let otherType = Self.diff(##"{"a": {"$type": "number", "$value": 400}}"##, ##"{"b": {"$type": "fontWeight", "$value": 400}}"##)
        #expect(otherType.map(\.kinds) == [[.removed], [.added]])
    }

    @Test func valueRenamesCanBeSwitchedOff() {
        var options = DiffOptions()
        options.renames = .extensionID
        let changes = Self.diff(##"{"a": {"$type": "number", "$value": 1}}"##, ##"{"b": {"$type": "number", "$value": 1}}"##, options)
        #expect(changes.map(\.kinds) == [[.removed], [.added]])
        options.renames = .off
        let byID = Self.diff(##"{"a": {"$type": "number", "$value": 1, "$extensions": {"com.tokenc": {"id": "x"}}}}"##,
                             ##"{"b": {"$type": "number", "$value": 1, "$extensions": {"com.tokenc": {"id": "x"}}}}"##, options)
        #expect(byID.map(\.kinds) == [[.removed], [.added]])
    }

    @Test func typeChangedIsBreaking() throws {
        let changes = Self.diff(##"{"r": {"$type": "number", "$value": 4}}"##, ##"{"r": {"$type": "dimension", "$value": \##(Self.dim(4))}}"##)
        let c = try #require(changes.first)
        #expect(c.kinds == [.typeChanged])
        #expect(c.old?.type == .number)
        #expect(c.new?.type == .dimension)
        #expect(c.delta == nil)
        #expect(c.bump == .major)
    }

    @Test func colourValueChangeCarriesDeltaE() throws {
        let changes = Self.diff(##"{"c": {"$type": "color", "$value": "#0066cc"}}"##, ##"{"c": {"$type": "color", "$value": "#0052a3"}}"##)
        let c = try #require(changes.first)
        #expect(c.kinds == [.valueChanged])
        #expect(c.bump == .patch)
        guard case .color(let e)? = c.delta else { Issue.record("no colour delta"); return }
        let expected = ColorValue(hex: "#0066cc")!.deltaE2000(ColorValue(hex: "#0052a3")!)
        #expect(e == expected)
        #expect(c.delta?.text == "ΔE 7.71")
        #expect(c.details().map(\.text) == ["#0066cc → #0052a3 (ΔE 7.71)"])
    }

    @Test func dimensionDeltas() {
        let same = Self.diff(##"{"t": {"$type": "dimension", "$value": \##(Self.dim(48))}}"##, ##"{"t": {"$type": "dimension", "$value": \##(Self.dim(44))}}"##)
        #expect(same.first?.delta == .dimension(DimensionValue(-4, .px)))
        #expect(same.first?.delta?.text == "\u{2212}4px")
        let mixed = Self.diff(##"{"g": {"$type": "dimension", "$value": \##(Self.dim(1, "rem"))}}"##, ##"{"g": {"$type": "dimension", "$value": \##(Self.dim(20))}}"##)
        #expect(mixed.first?.delta == .dimension(DimensionValue(4, .px)))
        #expect(mixed.first?.details().first?.text == "1rem → 20px (+4px)")
        let duration = Self.diff(##"{"d": {"$type": "duration", "$value": {"value": 0.2, "unit": "s"}}}"##,
                                 ##"{"d": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}}}"##)
        #expect(duration.first?.delta?.text == "\u{2212}50ms")
    }

    @Test func referenceOnlyChangeKeepsTheValue() throws {
        let base = ##""blue": {"500": {"$value": "#0066cc"}, "600": {"$value": "#0066cc"}}"##
        let changes = Self.diff(##"{"color": {"$type": "color", \##(base), "action": {"$value": "{color.blue.500}"}}}"##,
                                ##"{"color": {"$type": "color", \##(base), "action": {"$value": "{color.blue.600}"}}}"##)
        let c = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(c.kinds == [.referenceChanged])
        #expect(c.bump == .patch)
        #expect(c.old?.reference.description == "{color.blue.500}")
        #expect(c.details().map(\.text) == ["{color.blue.500} → {color.blue.600} (same value #0066cc)"])
    }

    @Test func literalBecomingAnAliasIsAReferenceChange() {
        let changes = Self.diff(##"{"n": {"$type": "number", "one": {"$value": 1}, "x": {"$value": 1}}}"##,
                                ##"{"n": {"$type": "number", "one": {"$value": 1}, "x": {"$value": "{n.one}"}}}"##)
        #expect(changes.map(\.kinds) == [[.referenceChanged]])
        #expect(changes.first?.details().first?.text == "literal → {n.one} (same value 1)")
    }

    @Test func compositeReferencesShowOnlyTheMovedParts() {
        let head = ##""s": {"$type": "dimension", "a": {"$value": \##(Self.dim(1))}, "b": {"$value": \##(Self.dim(2))}}, "c": {"$type": "color", "$value": "#000000"}"##
        let changes = Self.diff(##"{\##(head), "border": {"$type": "border", "$value": {"color": "{c}", "width": "{s.a}", "style": "solid"}}}"##,
                                ##"{\##(head), "border": {"$type": "border", "$value": {"color": "{c}", "width": "{s.b}", "style": "solid"}}}"##)
        #expect(changes.map(\.kinds) == [[.valueChanged, .referenceChanged]])
        #expect(changes.first?.details().map(\.text) == ["1px solid #000000 → 2px solid #000000", "width={s.a} → width={s.b}"])
        #expect(changes.first?.delta == nil)
    }

    @Test func descriptionAndDeprecationChanges() {
        let old = ##"{"n": {"$type": "number", "a": {"$value": 1, "$description": "A."}, "b": {"$value": 1}, "c": {"$value": 1, "$deprecated": true}, "d": {"$value": 1, "$deprecated": "Use a."}}}"##
        let new = ##"{"n": {"$type": "number", "a": {"$value": 1, "$description": "A, revised."}, "b": {"$value": 1, "$deprecated": "Use a."}, "c": {"$value": 1}, "d": {"$value": 1, "$deprecated": "Use b."}}}"##
        let changes = Self.diff(old, new)
        #expect(changes.map { "\($0.path)" } == ["n.a", "n.b", "n.c", "n.d"])
        #expect(changes.map(\.kinds) == [[.descriptionChanged], [.deprecated], [.undeprecated], [.deprecationChanged]])
        #expect(changes.map(\.bump) == [.patch, .minor, .minor, .patch])
        #expect(changes.flatMap { $0.details().map { "\($0.label): \($0.text)" } } == [
            "description: \"A.\" → \"A, revised.\"", "deprecated: \"Use a.\"", "deprecated: no longer", "deprecated: \"Use a.\" → \"Use b.\"",
        ])
    }

    @Test func groupDeprecationIsInherited() {
        let changes = Self.diff(##"{"g": {"$type": "number", "a": {"$value": 1}}}"##, ##"{"g": {"$type": "number", "$deprecated": true, "a": {"$value": 1}}}"##)
        #expect(changes.map(\.kinds) == [[.deprecated]])
    }

    @Test func semverOfTheWholeDiffIsTheLargest() {
        let old = DiffSide(tokens: Self.tokens(##"{"a": {"$type": "number", "$value": 1}}"##))
        let patch = TokenDiffer.compare(permutation: old, with: DiffSide(tokens: Self.tokens(##"{"a": {"$type": "number", "$value": 2}}"##)))
        #expect(patch.bump == .patch)
        let minor = TokenDiffer.compare(permutation: old, with: DiffSide(tokens: Self.tokens(##"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": 2}}"##)))
        #expect(minor.bump == .minor)
        let major = TokenDiffer.compare(permutation: old, with: DiffSide(tokens: Self.tokens(##"{"b": {"$type": "number", "$value": 7}}"##)))
        #expect(major.bump == .major)
        #expect(major.breakingCount == 1)
        #expect(major.count(.added) == 1)
    }

    @Test func contrastVerdictChangesOfDeclaredPairs() throws {
        let options = DiffOptions(validation: try #require(JSONReader.read(SourceFile(path: "v.json", text: """
            {"contrast": {"pairs": [{"foreground": "color.text.*", "background": "color.surface.*", "kind": "text"},
                                    {"foreground": "color.text.*", "background": "color.surface.*", "kind": "large-text"}]}}
            """)).value?.objectValue))
        #expect(options.contrastPairs.map(\.minimum) == [4.5, 3])
        let tree = { (secondary: String) in
            ##"{"color": {"$type": "color", "surface": {"default": {"$value": "#ffffff"}, "disabled": {"$value": "#ffffff"}}, "text": {"primary": {"$value": "#1a1a1a"}, "secondary": {"$value": "\##(secondary)"}}}}"##
        }
        let changes = Self.diff(tree("#767676"), tree("#777777"), options)
        let c = try #require(changes.first)
        #expect(changes.count == 1)
        // The text pair fails now (4.54 → 4.47); the large-text pair passes on both sides; the disabled surface is exempt.
        #expect(c.contrast.map(\.text) == ["color.text.secondary on color.surface.default (text, 4.5:1): 4.54 pass → 4.47 fail"])
        #expect(c.contrast.first?.isRegression == true)

        let back = Self.diff(tree("#777777"), tree("#767676"), options)
        #expect(back.first?.contrast.map(\.text) == ["color.text.secondary on color.surface.default (text, 4.5:1): 4.47 fail → 4.54 pass"])
    }

    @Test func pairsDeclaredOnTokens() throws {
        let tree = { (hex: String) in
            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "hint": {"$value": "\##(hex)", "$extensions": {"com.tokenc": {"contrast": {"against": "color.bg", "kind": "large-text"}}}}}}"##
        }
        let changes = Self.diff(tree("#949494"), tree("#959595"))
        #expect(changes.first?.contrast.map(\.text) == ["color.hint on color.bg (large-text, 3:1): 3.03 pass → 2.99 fail"])
        let off = DiffOptions(validation: (["contrast": "off"] as JSONValue).objectValue)
        #expect(Self.diff(tree("#949494"), tree("#959595"), off).first?.contrast == [])
        let aaa = DiffOptions(validation: (["contrast": ["level": "AAA"]] as JSONValue).objectValue)
        #expect(Self.diff(tree("#949494"), tree("#959595"), aaa).first?.contrast == [])
    }

    @Test func contrastCompositesTranslucentColours() {
        let pairs = [DiffContrastPair(foreground: ["fg"], background: ["bg"], kind: .nonText)]
        var options = DiffOptions()
        options.contrastPairs = pairs
        // 50% black over white is #7f7f7f: 4.00:1 passes 3:1; 30% black over white is #b2b2b2: 2.12:1 fails.
        let changes = Self.diff(##"{"$type": "color", "fg": {"$value": "#00000080"}, "bg": {"$value": "#ffffff"}}"##,
                                ##"{"$type": "color", "fg": {"$value": "#0000004d"}, "bg": {"$value": "#ffffff"}}"##, options)
        #expect(changes.first?.contrast.count == 1)
        #expect(changes.first?.contrast.first.map { ContrastChange.ratioText($0.oldRatio) } == "4.00")
        #expect(changes.first?.contrast.first.map { ContrastChange.ratioText($0.newRatio) } == "2.12")
    }

    @Test func pairPatterns() {
        let p = DiffPathPattern("button.*.*.*.label")
        let caps = p.match(TokenPath(dotted: "button.primary.tint.default.label"))
        #expect(caps == [["primary"], ["tint"], ["default"]])
        #expect(DiffPathPattern("button.$1.$2.$3.background").substituting(caps!)?.text == "button.primary.tint.default.background")
        #expect(DiffPathPattern("**.*disabled*.**").match(TokenPath(dotted: "button.primary.disabled.label")) != nil)
        #expect(DiffPathPattern("**.*disabled*.**").match(TokenPath(dotted: "color.text.disabled")) != nil)
        #expect(DiffPathPattern("**.*disabled*.**").match(TokenPath(dotted: "color.text.enabled")) == nil)
        #expect(DiffPathPattern("a.**.z").match(TokenPath(dotted: "a.z")) == [[]])
        #expect(DiffPathPattern("a.$1.z").substituting([[]])?.text == "a.z")
        #expect(DiffPathPattern("$1").substituting([[]]) == nil)
        #expect(DiffPathPattern("a.$2").substituting([["x"]]) == nil)
        #expect(DiffPathPattern("x.$1").substituting([["a", "b"]])?.text == "x.a.b")
        #expect(DiffPathPattern("label-*-on-*").match(TokenPath(dotted: "label-red-on-white")) == [["red"], ["white"]])
        #expect(DiffPathPattern("label-*").match(TokenPath(dotted: "label")) == nil)
    }

    @Test func brandSummaryCountsGroupsAndRuleRelevantTokens() {
        let harbor = Self.tokens(##"""
            {"size": {"$type": "dimension", "touch-target": {"$value": {"value": 48, "unit": "px"}}, "gap": {"$value": {"value": 8, "unit": "px"}}},
             "button": {"$type": "dimension", "min-height": {"$value": "{size.touch-target}"}, "hit": {"$value": {"value": 40, "unit": "px"}, "$extensions": {"com.tokenc": {"touchTarget": true}}}, "legacy": {"$value": {"value": 1, "unit": "px"}}},
             "color": {"$type": "color", "a": {"$value": "#000000"}}}
            """##)
        let summit = Self.tokens(##"""
            {"size": {"$type": "dimension", "touch-target": {"$value": {"value": 44, "unit": "px"}}, "gap": {"$value": {"value": 8, "unit": "px"}}},
             "button": {"$type": "dimension", "min-height": {"$value": "{size.touch-target}"}, "hit": {"$value": {"value": 44, "unit": "px"}, "$extensions": {"com.tokenc": {"touchTarget": true}}}, "minWidth": {"$value": {"value": 30, "unit": "px"}}},
             "color": {"$type": "color", "a": {"$value": "#000000"}}}
            """##)
        let s = BrandSummary.compare(harbor, summit, options: DiffOptions())
        #expect(s.groups.map { "\($0.name) \($0.fromCount) \($0.toCount) \($0.differing) \($0.onlyInFrom) \($0.onlyInTo)" }
                == ["button 3 3 2 1 1", "color 1 1 0 0 0", "size 2 2 1 0 0"])
        #expect(s.ruleDifferences.map { "\($0.rule.rawValue) \($0.path) \($0.delta?.text ?? "-")" }
                == ["touch-target button.hit +4px", "min-size button.min-height \u{2212}4px", "min-size button.minWidth -", "touch-target size.touch-target \u{2212}4px"])
        #expect(s.totalDiffering == 5)
    }

    /// Two permutations (light, dark) of one tree in two versions.
    static func versionSides(_ base: String, _ dark: String) -> [DiffSide] {
        let light = Compiled([("base.json", base)]).tokens
        let darkTokens = Compiled([("base.json", base), ("dark.json", dark)]).tokens
        return [DiffSide(permutation: Permutation([("theme", "light")]), tokens: light),
                DiffSide(permutation: Permutation([("theme", "dark")]), tokens: darkTokens, backdrop: DiffSide.black)]
    }

    @Test func versionDiffGroupsChangesByPermutation() {
        let old = Self.versionSides(##"{"$type": "number", "a": {"$value": 1}, "b": {"$value": 1}}"##, ##"{"b": {"$type": "number", "$value": 5}}"##)
        let new = Self.versionSides(##"{"$type": "number", "a": {"$value": 2}, "b": {"$value": 2}}"##, ##"{"b": {"$type": "number", "$value": 5}}"##)
        let d = TokenDiffer.compare(versions: old, new, baseName: "v1", headName: "v2")
        #expect(d.mode == .versions)
        #expect(d.permutations.map(\.label) == ["theme=light", "theme=dark"])
        #expect(d.changes.map { "\($0.path) \($0.permutations)" } == ["a [\"theme=light\", \"theme=dark\"]", "b [\"theme=light\"]"])
        #expect(PermutationScope.describe(d.changes[0].permutations, among: d.permutations) == nil)
        #expect(PermutationScope.describe(d.changes[1].permutations, among: d.permutations) == "theme=light")
        #expect(d.bump == .patch)
    }

    @Test func versionDiffReportsAddedAndRemovedPermutations() {
        let t = Self.tokens(##"{"a": {"$type": "number", "$value": 1}}"##)
        let old = [DiffSide(permutation: Permutation([("brand", "a")]), tokens: t), DiffSide(permutation: Permutation([("brand", "b")]), tokens: t)]
        let added = TokenDiffer.compare(versions: [old[0]], old, baseName: "v1", headName: "v2")
        #expect(added.addedPermutations.map(\.label) == ["brand=b"])
        #expect(added.bump == .minor)
        let removed = TokenDiffer.compare(versions: old, [old[0]], baseName: "v1", headName: "v2")
        #expect(removed.removedPermutations.map(\.label) == ["brand=b"])
        #expect(removed.bump == .major)
        #expect(removed.breakingCount == 1)
        // Matched by inputs, case-insensitively, whatever the modifier order.
        let reordered = TokenDiffer.compare(versions: [DiffSide(permutation: Permutation([("Theme", "Dark"), ("brand", "a")]), tokens: t)],
                                            [DiffSide(permutation: Permutation([("brand", "a"), ("theme", "dark")]), tokens: t)], baseName: "1", headName: "2")
        #expect(reordered.isEmpty)
    }

    @Test func permutationScopeNamesContextsOfOneModifier() {
        let all = ["harbor", "summit", "lumen"].flatMap { b in ["light", "dark"].map { Permutation([("brand", b), ("theme", $0)]) } }
        #expect(PermutationScope.describe(["brand=summit, theme=light", "brand=summit, theme=dark"], among: all) == "brand=summit")
        #expect(PermutationScope.describe(["brand=harbor, theme=dark", "brand=summit, theme=dark", "brand=lumen, theme=dark"], among: all) == "theme=dark")
        #expect(PermutationScope.describe(["brand=harbor, theme=light", "brand=harbor, theme=dark", "brand=lumen, theme=light", "brand=lumen, theme=dark"], among: all) == "brand=harbor, lumen")
        #expect(PermutationScope.describe(["brand=lumen, theme=dark", "brand=harbor, theme=light"], among: all) == "brand=harbor, theme=light; brand=lumen, theme=dark")
    }
}
