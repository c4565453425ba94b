import Testing
@testable import TokenCore

/// `TokenDialect`, the one owner of the legacy token keys and their DTCG names, as the readers use it.
@Suite struct TokenDialectTests {
    @Test(arguments: [
        (TokenDialect.styleDictionary, "value", "$value" as String?), (.styleDictionary, "type", "$type"),
        (.styleDictionary, "comment", "$description"), (.styleDictionary, "description", "$description"),
        (.styleDictionary, "attributes", nil), (.tokensStudio, "value", "$value"), (.tokensStudio, "type", "$type"),
        (.tokensStudio, "description", "$description"), (.tokensStudio, "comment", nil), (.dtcg, "$value", "$value"),
        (.dtcg, "$description", "$description"), (.dtcg, "value", nil),
    ])
    func eachKeyHasItsDTCGName(_ dialect: TokenDialect, _ key: String, _ dtcg: String?) {
        #expect(dialect.dtcgKey(of: key) == dtcg)
    }

    @Test func aTokensStudioTokenWithOrWithoutDollarsIsTheSameDTCGToken() {
        let legacy = #"{"a": {"value": "8", "type": "spacing", "description": "d", "$extensions": {"x": 1}}}"#
        let dollar = #"{"a": {"$value": "8", "$type": "spacing", "$description": "d", "$extensions": {"x": 1}}}"#
        func dtcg(_ text: String) -> JSONValue {
            var tree = TokensStudioTree(values: TokensStudioValue(file: "t.json"))
            return tree.group(MigrationFixture.json(text)!, pointer: .root, path: .root, inherited: nil)
        }
        #expect(dtcg(legacy) == dtcg(dollar))
        #expect(dtcg(legacy) == MigrationFixture.json(#"{"a": {"$value": {"value": 8, "unit": "px"}, "$type": "dimension", "$description": "d", "$extensions": {"x": 1}}}"#))
    }
}
