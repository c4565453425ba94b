import Foundation
import Testing
@testable import TokenCore

/// The compilation's side table of literal values parsed once (`PreparedLiterals`): they give what parsing them
/// where they resolve gives, and only to the definition they were parsed for, as the type they were parsed as.
@Suite struct SideTableTests {
    /// A layer with literals of several types (one inheriting its group's `$type`, one in a legacy form that warns,
    /// one invalid), an alias, and a token with no type.
    static let layer = TokenTreeParser.parse(SourceFile(path: "t.tokens.json", text: """
        {"color": {"$type": "color",
           "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
           "legacy": {"$value": "#00ff00"},
           "bad": {"$value": 12},
           "alias": {"$value": "{color.red}"}},
         "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
         "untyped": {"$value": 1}}
        """))

    @Test func preparedLiteralsResolveAsParsingDoes() {
        let literals = PreparedLiterals(Self.layer)
        // Every typed literal, the invalid one too; not the alias nor the untyped token.
        #expect(literals.count == 4)
        #expect(literals.literal(for: Self.layer.tokens[0])?.type == .color)
        #expect(literals.literal(for: Self.layer.tokens[3]) == nil)
        let merged = TokenMerger.merge([Self.layer])
        let prepared = TokenResolver.resolve(merged, literals: literals)
        let parsed = TokenResolver.resolve(merged)
        #expect(prepared.tokens == parsed.tokens)
        #expect(prepared.diagnostics == parsed.diagnostics)
        #expect(parsed.diagnostics.contains { $0.code == .deprecatedForm })
    }

    @Test func aChangedCopyIsNotTakenForItsOriginal() {
        let literals = PreparedLiterals(Self.layer)
        var copy = Self.layer.tokens[0]
        #expect(literals.literal(for: copy) != nil)
        copy.value = .number(3)
        #expect(literals.literal(for: copy) == nil)
        // Resolved with the original's table, the changed copy is parsed as it now is: a number is no colour.
        var layer = Self.layer
        layer.tokens[0] = copy
        let resolved = TokenResolver.resolve(TokenMerger.merge([layer]), literals: literals)
        #expect(resolved.tokens["color.red"] == nil)
        #expect(resolved.diagnostics.contains { $0.tokenPath == "color.red" && $0.severity == .error })
    }

    @Test func aLiteralOfAnotherTypeIsParsedAgain() {
        // Parsed as a colour within its own source (and failing), the literal resolves as a number once a later
        // layer types the group so.
        let first = TokenTreeParser.parse(SourceFile(path: "a.tokens.json", text: #"{"$type": "color", "m": {"$value": 2}}"#))
        let retype = TokenTreeParser.parse(SourceFile(path: "b.tokens.json", text: #"{"$type": "number"}"#))
        var literals = PreparedLiterals(first)
        literals.add(PreparedLiterals(retype))
        #expect(literals.literal(for: first.tokens[0])?.type == .color)
        let resolved = TokenResolver.resolve(TokenMerger.merge([first, retype]), literals: literals)
        #expect(resolved.tokens["m"]?.value == .number(2))
        #expect(resolved.diagnostics.isEmpty)
    }
}
