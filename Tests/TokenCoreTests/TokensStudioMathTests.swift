import Testing
@testable import TokenCore

/// Tokens Studio math and colour modifiers through the resolver: token files read, made Tokens Studio tokens
/// (`format = .tokensStudio`, as the Tokens Studio reader makes them), merged and resolved.
@Suite struct TokensStudioMathTests {
    /// `Compiled` with every token a Tokens Studio token.
    struct Studio {
        var tokens: ResolvedTokens
        var diagnostics: [Diagnostic]

        init(_ text: String, format: TokenFileFormat = .tokensStudio) {
            let source = SourceFile(path: "tokens.json", text: text)
            var layer = TokenTreeParser.parse(source)
            layer.tokens = layer.tokens.map { var t = $0; t.format = format; return t }
            let merged = TokenMerger.merge([layer])
            let result = TokenResolver.resolve(merged)
            tokens = result.tokens
            diagnostics = DiagnosticLocator(files: [source]).locate(layer.diagnostics + merged.diagnostics + result.diagnostics)
        }

        /// `code@line:col` for each diagnostic.
        var summary: [String] {
            diagnostics.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        }
        var messages: [String] { diagnostics.map(\.message) }

        subscript(_ path: String) -> TokenValue? { tokens[path]?.value }
    }

    static func px(_ v: Double) -> TokenValue { .dimension(DimensionValue(v, .px)) }

    @Test func referencesInsideExpressionsAreEvaluated() {
        let s = Studio(#"""
        {
          "_size": { "unit": { "$type": "number", "$value": 4 }, "base": { "$type": "dimension", "$value": "16px" } },
          "border-radius": {
            "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
            "scale": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
            "sm": { "$type": "dimension", "$value": "min({border-radius.base}*0.5,{border-radius.scale})" }
          },
          "space": {
            "2": { "$type": "dimension", "$value": "floor({_size.unit} * 2)" },
            "3": { "$type": "dimension", "$value": "{space.2} + {_size.unit}" },
            "half": { "$type": "dimension", "$value": "roundTo({_size.base} / 3, 2)" },
            "neg": { "$type": "dimension", "$value": "-{space.2} * 2" },
            "rem": { "$type": "dimension", "$value": "{_size.unit} * 0.25rem" }
          },
          "scale": { "$type": "number", "$value": "{_size.unit} / 16" },
          "weight": { "$type": "fontWeight", "$value": "{_size.unit} * 100 + 100" }
        }
        """#)
        #expect(s.diagnostics.filter { $0.severity == .error }.isEmpty, "\(s.messages)")
        #expect(s["border-radius.sm"] == Self.px(2))
        #expect(s["space.2"] == Self.px(8))
        #expect(s["space.3"] == Self.px(12))
        #expect(s["space.half"] == Self.px(5.33))
        #expect(s["space.neg"] == Self.px(-16))
        #expect(s["space.rem"] == .dimension(DimensionValue(1, .rem)))
        #expect(s["scale"] == .number(0.25))
        #expect(s["weight"] == .fontWeight(500))
        // An evaluated value is not an alias of the tokens it uses.
        #expect(s.tokens["space.2"]?.aliasOf == nil)
    }

    /// The shapes of Designsystemet's size scale and radii (digdir/designsystemet, its Tokens Studio files): a
    /// number computed from numbers, dimensions floored from it, radii as the smaller of two products.
    @Test func designsystemetScalesEvaluate() {
        let s = Studio(#"""
        {
          "size": { "_mode-font-size": { "$type": "number", "$value": 21 }, "_base": { "$type": "number", "$value": 18 },
                    "_step": { "$type": "number", "$value": 4 } },
          "_size": {
            "mode-font-size": { "$type": "number", "$value": "{size._mode-font-size}" },
            "base": { "$type": "number", "$value": "{size._base}" },
            "step": { "$type": "number", "$value": "{size._step}" },
            "unit": { "$type": "number", "$value": "{_size.step} / {_size.base} * {_size.mode-font-size}" },
            "2": { "$type": "dimension", "$value": "floor({_size.unit} * 2)" },
            "30": { "$type": "dimension", "$value": "floor({_size.unit} * 30)" },
            "px": { "$type": "number", "$value": "{_size.2} / 2" }
          },
          "border-radius": {
            "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
            "scale": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
            "sm": { "$type": "dimension", "$value": "min({border-radius.base}*0.5,{border-radius.scale})" },
            "lg": { "$type": "dimension", "$value": "min({border-radius.base}*3,{border-radius.scale}*7)" }
          }
        }
        """#)
        #expect(s.diagnostics.isEmpty, "\(s.messages)")
        #expect(s["_size.unit"] == .number(4.6667))
        #expect(s["_size.2"] == Self.px(9))
        #expect(s["_size.30"] == Self.px(140))
        #expect(s["_size.px"] == .number(4.5))
        #expect(s["border-radius.sm"] == Self.px(2))
        #expect(s["border-radius.lg"] == Self.px(12))
    }

    @Test func expressionsWithoutReferencesAndInCompositesAreEvaluated() {
        let s = Studio(#"""
        {
          "a": { "$type": "dimension", "$value": "4 * 7px" },
          "b": { "$type": "number", "$value": "(15 + 20 - 17 * 8 / 3) * 7" },
          "size": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
          "type": { "$type": "typography", "$value": {
            "fontFamily": "Inter", "fontWeight": "100 * 3", "fontSize": "{size} * 1.5", "lineHeight": "3 / 2", "letterSpacing": "0px" } },
          "shadow": { "$type": "shadow", "$value": {
            "color": "#000000", "offsetX": "2*2px", "offsetY": "2*4px", "blur": "2*8px", "spread": "6px / 4" } }
        }
        """#)
        #expect(s.diagnostics.filter { $0.severity == .error }.isEmpty, "\(s.messages)")
        #expect(s["a"] == Self.px(28))
        #expect(s["b"] == .number(-72.3333))
        guard case .typography(let t)? = s["type"] else { Issue.record("no typography"); return }
        #expect(t.fontWeight == 300)
        #expect(t.fontSize == DimensionValue(24, .px))
        #expect(t.lineHeight == 1.5)
        guard case .shadow(let layers)? = s["shadow"] else { Issue.record("no shadow"); return }
        #expect(layers.first?.offsetX == DimensionValue(4, .px))
        #expect(layers.first?.blur == DimensionValue(16, .px))
        #expect(layers.first?.spread == DimensionValue(1.5, .px))
        // Evaluated values are not reported as the pre-2025.10 string form.
        #expect(!s.diagnostics.contains { $0.code == .deprecatedForm && $0.location?.pointer?.tokens.contains("$value") == true
            && $0.message.contains("*") })
    }

    @Test func anExpressionThatCannotBeEvaluatedIsALocatedError() {
        let s = Studio(#"""
        {
          "em": { "$type": "dimension", "$value": { "value": 2, "unit": "em" } },
          "zero": { "$type": "number", "$value": 0 },
          "mixed": { "$type": "dimension", "$value": "{em} + 1rem" },
          "byZero": { "$type": "dimension", "$value": "4px / {zero}" },
          "syntax": { "$type": "dimension", "$value": "4px * (2 + 1" },
          "vmin": { "$type": "dimension", "$value": "10vmin + 20vmin" },
          "many": { "$type": "dimension", "$value": "4*1.5px 4*1.5px" },
          "unit": { "$type": "number", "$value": "4rem * 2" }
        }
        """#)
        let errors = s.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "invalid-expression@4:46", "invalid-expression@5:47", "invalid-expression@6:47",
            "invalid-expression@7:45", "invalid-expression@8:45", "invalid-expression@9:42"], "\(s.messages)")
        #expect(errors.map(\.message) == [
            #"cannot evaluate "{em} + 1rem" ("2em + 1rem" with its references): it mixes the units "em" and "rem"; Tokens Studio evaluates an expression in one unit (px counts as a plain number)"#,
            #"cannot evaluate "4px / {zero}" ("4px / 0" with its references): it divides by zero"#,
            #"cannot evaluate "4px * (2 + 1": the parenthesis opened at column 7 is not closed at column 13"#,
            #""10vmin + 20vmin" evaluates to 30vmin; a dimension takes px or rem"#,
            #""4*1.5px 4*1.5px" gives 2 values (6px 6px); a dimension takes one"#,
            #""4rem * 2" evaluates to 8rem; a number takes a plain number"#,
        ])
        #expect(s.tokens["mixed"] == nil && s.tokens["byZero"] == nil)
    }

    @Test func referencesInsideExpressionsMustResolveToNumbers() {
        let s = Studio(#"""
        {
          "type": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontWeight": 400, "fontSize": "16px" } },
          "a": { "$type": "dimension", "$value": "{type} * 2" },
          "b": { "$type": "dimension", "$value": "{missing.token} * 2" },
          "c": { "$type": "dimension", "$value": "{b} * 2" }
        }
        """#)
        #expect(s.summary.contains("invalid-expression@3:42"), "\(s.summary)")
        #expect(s.messages.contains { $0.hasPrefix("{type} is a typography; only a number, dimension") })
        #expect(s.summary.contains("unresolved-reference@4:42"), "\(s.summary)")
        #expect(s.tokens["a"] == nil && s.tokens["b"] == nil && s.tokens["c"] == nil)
    }

    @Test func cyclesThroughExpressionsAndModifiersAreReported() {
        let s = Studio(#"""
        {
          "a": { "$type": "dimension", "$value": "{b} * 2" },
          "b": { "$type": "dimension", "$value": "floor({a} + 1px)" },
          "c": { "$type": "color", "$value": "#000000",
            "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "color": "{c}", "space": "srgb" } } } }
        }
        """#)
        #expect(s.diagnostics.map(\.code) == [.referenceCycle, .referenceCycle, .referenceCycle], "\(s.messages)")
        #expect(s.tokens["a"] == nil && s.tokens["b"] == nil && s.tokens["c"] == nil)
    }

    @Test func hostileExpressionsEndAtTheLimits() {
        let deep = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let nested = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        let sum = Array(repeating: "{a}", count: 300).joined(separator: "+")
        let s = Studio(#"""
        {
          "a": { "$type": "number", "$value": 1 },
          "long": { "$type": "number", "$value": "\#(deep)" },
          "deep": { "$type": "number", "$value": "\#(nested)" },
          "wide": { "$type": "number", "$value": "\#(sum)" }
        }
        """#)
        #expect(s.diagnostics.map(\.code) == [.invalidExpression, .invalidExpression, .invalidExpression], "\(s.messages)")
        #expect(s.messages[0].hasSuffix("it is 10001 bytes long; an expression may be at most 1024"))
        #expect(s.messages[1].hasSuffix("it nests parentheses, functions or signs more than 32 deep"))
        #expect(s.messages[2].hasSuffix("it has more than 128 numbers"))
    }

    /// A lone `^` or `%` is arithmetic as much as `*` is; a sign binds looser than `^` (expr-eval: `-2 ^ 2` is −4).
    @Test func aSinglePowerOrRemainderIsAnExpression() {
        let s = Studio(#"""
        {
          "n": { "$type": "number", "$value": 7 },
          "pow": { "$type": "number", "$value": "2 ^ 3" },
          "powPlus": { "$type": "number", "$value": "2 ^ 3 + 0" },
          "rem": { "$type": "number", "$value": "7 % 3" },
          "refRem": { "$type": "number", "$value": "{n} % 3" },
          "neg": { "$type": "number", "$value": "-2 ^ 2" },
          "negExp": { "$type": "number", "$value": "2 ^ -1" },
          "size": { "$type": "dimension", "$value": "2 ^ 4" },
          "share": { "$type": "dimension", "$value": "50%" }
        }
        """#)
        #expect(s["pow"] == .number(8))
        #expect(s["powPlus"] == .number(8))
        #expect(s["rem"] == .number(1))
        #expect(s["refRem"] == .number(1))
        #expect(s["neg"] == .number(-4))
        #expect(s["negExp"] == .number(0.5))
        #expect(s["size"] == Self.px(16))
        // A percentage is a unit, not a remainder: read as a `%` dimension (CSS only, with a warning), not evaluated.
        #expect(s.diagnostics.filter { $0.severity == .error }.isEmpty, "\(s.messages)")
        #expect(s["share"] == .dimension(DimensionValue(50, .percent)))
        // In DTCG files they are reported as expressions, as `*` is.
        let d = Studio(#"{ "pow": { "$type": "number", "$value": "2 ^ 3" }, "rem": { "$type": "number", "$value": "7 % 3" } }"#, format: .dtcg)
        #expect(d.messages.count == 2)
        #expect(d.messages.allSatisfy { $0.contains("is an expression") }, "\(d.messages)")
    }

    @Test func dtcgTokensDoNotGetMath() {
        let s = Studio(#"""
        {
          "a": { "$type": "dimension", "$value": "4 * 7px" },
          "n": { "$type": "number", "$value": 4 },
          "b": { "$type": "dimension", "$value": "{n} * 2" }
        }
        """#, format: .dtcg)
        #expect(s.summary == ["invalid-value@2:42", "invalid-reference@4:42"])
        #expect(s.messages[0].contains("tokenc evaluates expressions only in Tokens Studio files"))
    }

    @Test func colourModifiersApplyToResolvedColours() {
        let s = Studio(#"""
        {
          "amount": { "$type": "number", "$value": 0.2 },
          "white": { "$type": "color", "$value": "#ffffff" },
          "base": { "$type": "color", "$value": "#C14242" },
          "light": { "$type": "color", "$value": "{base}",
            "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "srgb" } } } },
          "dark": { "$type": "color", "$value": "{base}",
            "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "{amount}", "space": "hsl" } } } },
          "mixed": { "$type": "color", "$value": "#000000",
            "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "{amount} * 2.5", "color": "{white}", "space": "srgb" } } } },
          "faded": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": 0.2, "space": "p3" } } } }
        }
        """#)
        #expect(s.diagnostics.filter { $0.severity == .error }.isEmpty, "\(s.messages)")
        guard case .color(let light)? = s["light"], case .color(let dark)? = s["dark"], case .color(let mixed)? = s["mixed"],
              case .color(let faded)? = s["faded"] else { Issue.record("missing colours"); return }
        #expect(light.colorSpace == .srgb && abs(light.components[0]! - 0.805) < 0.0005)
        #expect(dark.colorSpace == .hsl && abs(dark.components[2]! - 40.6) < 0.05)
        #expect(mixed.components == [0.5, 0.5, 0.5])
        #expect(faded.colorSpace == .displayP3 && faded.alpha == 0.2)
        // A modified alias is a colour of its own, not the aliased one.
        #expect(s.tokens["light"]?.aliasOf == nil)
    }

    @Test func anUnusableColourModifierIsALocatedError() {
        let s = Studio(#"""
        {
          "size": { "$type": "dimension", "$value": { "value": 4, "unit": "rem" } },
          "a": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "brighten", "value": "0.2", "space": "srgb" } } } },
          "b": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "space": "oklab" } } } },
          "c": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "{size}", "space": "srgb" } } } },
          "d": { "$type": "dimension", "$value": "4px",
            "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "srgb" } } } },
          "e": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "{nothing}", "space": "srgb" } } } }
        }
        """#)
        let errors = s.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "invalid-color-modifier@4:61", "invalid-color-modifier@6:51", "invalid-color-modifier@6:93",
            "invalid-color-modifier@8:80", "invalid-color-modifier@10:51", "unresolved-reference@12:80",
        ], "\(errors.map(\.message))")
        #expect(errors.map(\.message).prefix(5) == [
            #"the colour modifier's "type" is string "brighten"; it takes one of "lighten", "darken", "mix", "alpha""#,
            #"a "mix" colour modifier needs a "color" to mix with"#,
            #"the colour modifier's "space" is string "oklab"; it takes one of "srgb", "hsl", "lch", "p3""#,
            #""{size}" ("4rem" with its references) evaluates to 4rem; a number takes a plain number"#,
            #"a colour modifier applies to colours only; "d" is a dimension"#,
        ])
    }
    /// Tokens Studio takes an amount from 0 to 1; a modifier that is not an object is not silently ignored.
    @Test func aColourModifierOutOfRangeOrOfTheWrongShapeIsALocatedError() {
        let s = Studio(#"""
        {
          "amount": { "$type": "number", "$value": 0.2 },
          "a": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": -5, "space": "hsl" } } } },
          "b": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "-1", "space": "srgb" } } } },
          "c": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "{amount} * 6", "color": "#ffffff", "space": "srgb" } } } },
          "d": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": "darken 0.2" } } },
          "e": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": [{ "type": "darken", "value": 0.2, "space": "srgb" }] } } },
          "f": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "{amount} * 5", "color": "rgb(255, 255, 255)", "space": "srgb" } } } },
          "g": { "$type": "color", "$value": "#C14242",
            "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": 0.5, "color": "not a colour", "space": "srgb" } } } }
        }
        """#)
        let errors = s.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "invalid-color-modifier@4:80", "invalid-color-modifier@6:81", "invalid-color-modifier@8:77",
            "invalid-color-modifier@10:51", "invalid-color-modifier@12:51", "invalid-color-modifier@16:91",
        ], "\(errors.map(\.message))")
        #expect(errors.map(\.message).prefix(4) == [
            #"the colour modifier's "value" is -5; Tokens Studio takes an amount from 0 to 1"#,
            #"the colour modifier's "value" is -1; Tokens Studio takes an amount from 0 to 1"#,
            #"the colour modifier's "value" "{amount} * 6" is 1.2; Tokens Studio takes an amount from 0 to 1"#,
            #"the colour modifier is string "darken 0.2"; it must be an object {"type", "value", "space"} (and "color" for a mix)"#,
        ])
        // An amount of exactly 1 (0.2 * 5), toward a colour written as rgb(), is white.
        guard case .color(let f)? = s["f"] else { Issue.record("f not modified"); return }
        #expect(f.components.allSatisfy { abs(($0 ?? 0) - 1) < 1e-9 }, "\(f)")
    }
}
