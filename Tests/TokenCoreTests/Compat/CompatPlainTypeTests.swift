import Testing
@testable import TokenCore

/// The non-standard `$type`s real token sets use (`non-standard-type`): `string`, `boolean`, and Tokens Studio's
/// `text` and `other` (read as `string`), carried to JSON, CSS and Swift as their plain values, each with a
/// compatibility warning at its `$type` and no fix-it (2025.10 has no such type), an error in strict mode.
@Suite struct CompatPlainTypeTests {
    static let source = ##"""
    {
      "label": {
        "$type": "string",
        "sign-in": {"$value": "Sign in"},
        "quote": {"$value": "Say \"hi\" \\ </style> */ 🎨\nnext"},
        "empty": {"$value": ""},
        "greeting": {"$value": "Hello {name}"},
        "alias": {"$value": "{label.sign-in}"}
      },
      "feature": {
        "dense": {"$type": "boolean", "$value": true},
        "beta": {"$type": "boolean", "$value": false},
        "default": {"$value": "{feature.dense}"}
      },
      "studio": {
        "copy": {"$type": "text", "$value": "Welcome"},
        "misc": {"$type": "other", "$value": "anything"}
      }
    }
    """##

    /// The warnings of `source`: one per `$type` that names a non-standard type.
    static let warnings = ["non-standard-type@3:14", "non-standard-type@11:24", "non-standard-type@12:23",
                           "non-standard-type@16:23", "non-standard-type@17:23"]

    @Test func carriedAsPlainValuesWithWarnings() throws {
        let build = Compat.build(Self.source)
        #expect(build.summary == Self.warnings)
        #expect(build.errors.isEmpty, "\(build.errors.map(\.message))")
        #expect(build.diagnostics.allSatisfy { $0.severity == .warning && $0.fixIt == nil })
        #expect(build.diagnostics[0].message
            == #"$type "string" is not a DTCG 2025.10 type; its values are carried to the outputs as plain strings"#)
        #expect(build.diagnostics[3].message
            == #"$type "text" is not a DTCG 2025.10 type (Tokens Studio's name), read as string; its values are carried to the outputs as plain strings"#)
        let css = build.text("css/compat.css")
        #expect(css.contains(#"--label-sign-in: "Sign in";"#), "\(css)")
        #expect(css.contains(#"--label-quote: "Say \"hi\" \\ \3c /style> */ 🎨\a next";"#), "\(css)")
        #expect(css.contains(#"--label-empty: "";"#))
        #expect(css.contains(#"--label-greeting: "Hello {name}";"#))
        #expect(css.contains("--feature-dense: true;"))
        #expect(css.contains("--feature-beta: false;"))
        #expect(css.contains(#"--studio-copy: "Welcome";"#))
        try Golden.check(build.files, against: "compat/non-standard-type/expected")
    }

    /// Strict mode makes every one of them an error; there is no fix-it to apply.
    @Test func strictModeRejectsThem() {
        let strict = Compat.build(Self.source, strict: true)
        #expect(strict.errors.map(\.code) == Array(repeating: .nonStandardType, count: Self.warnings.count))
        #expect(strict.summary == Self.warnings)
        #expect(DiagnosticCode.nonStandardType.isCompatibility)
    }

    /// The resolved values: aliases take their target's type and value; braces inside a string are its text.
    @Test func valuesAndAliases() throws {
        let c = Compiled(Self.source)
        #expect(c.tokens["label.quote"]?.value == .string("Say \"hi\" \\ </style> */ 🎨\nnext"))
        #expect(c.tokens["label.greeting"]?.value == .string("Hello {name}"))
        #expect(c.tokens["label.alias"]?.value == .string("Sign in"))
        #expect(c.tokens["label.alias"]?.aliasOf == TokenPath(dotted: "label.sign-in"))
        #expect(c.tokens["feature.default"]?.type == .boolean)
        #expect(c.tokens["feature.default"]?.value == .boolean(true))
        #expect(c.tokens["studio.copy"]?.type == .string)
        #expect(c.tokens["studio.misc"]?.value.canonicalJSON == .string("anything"))
    }

    @Test func swiftCompilesAndKeepsTheValues() throws {
        let build = Compat.build(Self.source)
        let files = build.files.filter { $0.key.hasPrefix("swift/") }.map { OutputFile(path: String($0.key.dropFirst("swift/".count)), contents: $0.value) }
        let main = """
            let t = DesignTokens.Compat()
            print([t.label.signIn, t.label.quote, t.label.empty, t.label.greeting, t.label.alias, t.studio.copy, t.studio.misc])
            print(t.feature.dense, t.feature.beta, t.feature.default)
            """
        let output = try SwiftCompiler.run(files, main: main)
        let strings = ["Sign in", "Say \"hi\" \\ </style> */ 🎨\nnext", "", "Hello {name}", "Sign in", "Welcome", "anything"]
        #expect(output == "\(strings)\ntrue false true\n")
    }

    /// A value of another kind is a located `invalid-value`; the string "true" under `boolean` says to drop the quotes.
    @Test func valuesOfAnotherKindAreLocatedErrors() {
        let c = Compiled(##"""
        {
          "a": {"$type": "string", "$value": 99},
          "b": {"$type": "boolean", "$value": "true"},
          "c": {"$type": "boolean", "$value": 0},
          "d": {"$type": "text", "$value": {"value": 1}},
          "e": {"$type": "other", "$value": ["x"]},
          "f": {"$type": "string", "$value": "{a..b}"},
          "g": {"$type": "string", "$value": "{a.b"}
        }
        """##)
        let errors = c.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "invalid-value@2:38", "invalid-value@3:39", "invalid-value@4:39", "invalid-value@5:36", "invalid-value@6:37", "invalid-reference@7:38",
        ])
        #expect(errors[0].message == "invalid string: expected a string, found number 99")
        #expect(errors[1].message == #"invalid boolean: expected true or false, found the string "true"; write true without quotes"#)
        #expect(errors[2].message == "invalid boolean: expected true or false, found number 0")
        // Only a string wholly in braces is an alias in a `string` token: "{a.b" is text.
        #expect(c.tokens.tokens.map(\.path.description) == ["g"])
        #expect(c.tokens["g"]?.value == .string("{a.b"))
    }

    /// A typed token aliasing one of another type is an `alias-type-mismatch`, whichever side is non-standard.
    @Test func aliasesAcrossTypesAreMismatches() {
        let c = Compiled(##"""
        {
          "s": {"$type": "string", "$value": "x"},
          "b": {"$type": "boolean", "$value": true},
          "n": {"$type": "number", "$value": 1},
          "d": {"$type": "dimension", "$value": "{s}"},
          "t": {"$type": "string", "$value": "{b}"},
          "u": {"$type": "boolean", "$value": "{n}"}
        }
        """##)
        #expect(c.diagnostics.filter { $0.severity == .error }.map(\.code) == [.aliasTypeMismatch, .aliasTypeMismatch, .aliasTypeMismatch])
        #expect(c.diagnostics.contains { $0.message == #""d" has type dimension but references {s}, which is a string"# })
    }

    /// A group extending a group of such tokens carries them, and overrides them.
    @Test func extendsCarriesThem() {
        let c = Compiled(##"""
        {
          "base": {"$type": "string", "title": {"$value": "Base"}, "flag": {"$type": "boolean", "$value": false}},
          "brand": {"$extends": "{base}", "title": {"$value": "Brand"}}
        }
        """##)
        #expect(!c.diagnostics.hasErrors, "\(c.summary)")
        #expect(c.tokens["brand.title"]?.value == .string("Brand"))
        #expect(c.tokens["brand.flag"]?.value == .boolean(false))
    }

    /// `tokenc diff` reports a changed string or boolean, shown as text (a string quoted and escaped).
    @Test func diffShowsTheirChanges() throws {
        func tokens(_ json: String) -> ResolvedTokens { Compiled(json).tokens }
        let old = tokens(##"{"a": {"$type": "string", "$value": "Sign in"}, "b": {"$type": "boolean", "$value": true}}"##)
        let new = tokens(##"{"a": {"$type": "string", "$value": "Log \"in\"\n"}, "b": {"$type": "boolean", "$value": false}}"##)
        let changes = TokenDiffer.changes(from: DiffSide(tokens: old), to: DiffSide(tokens: new), options: DiffOptions())
        #expect(changes.map(\.kinds) == [[.valueChanged], [.valueChanged]])
        #expect(DiffValueText.text(.string("Log \"in\"\n")) == #""Log \"in\"\n""#)
        #expect(DiffValueText.text(.boolean(false)) == "false")
        let report = DiffTextRenderer().render(TokenDiffer.compare(permutation: DiffSide(tokens: old), with: DiffSide(tokens: new)))
        #expect(report.contains(#""Sign in""#) && report.contains(#""Log \"in\"\n""#), "\(report)")
        #expect(report.contains("true") && report.contains("false"), "\(report)")
    }

    /// The validation rules look at the types they know: string and boolean tokens give them nothing to report.
    @Test func validationRulesSkipThem() {
        let harness = RuleHarness(##"""
        {
          "spacing": {"$type": "string", "sm": {"$value": "3px"}},
          "size": {"touch": {"$type": "string", "$value": "1px"}},
          "font": {"tiny": {"$type": "boolean", "$value": true}},
          "color": {"text": {"$type": "string", "$value": "#ffffff"}, "bg": {"$type": "string", "$value": "#ffffff"}}
        }
        """##)
        #expect(!harness.compileDiagnostics.hasErrors)
        let run = harness.run()
        #expect(run.diagnostics.filter { $0.code != .unusedToken }.isEmpty, "\(run.summary)")
    }

    /// Near misses of the non-standard names, and other vendors' types, stay unknown (left out, with a warning).
    @Test func otherNamesStayUnknown() {
        for type in ["String", "bool", "Boolean", "link", "asset", "strings", "custom-string"] {
            let build = Compat.build(#"{"a": {"$type": "\#(type)", "$value": "x"}}"#)
            #expect(build.diagnostics.map(\.code) == [.unknownType], "\(type)")
        }
    }
}
