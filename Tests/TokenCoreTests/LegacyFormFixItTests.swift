import Testing
@testable import TokenCore

/// Every `deprecated-form` finding carries a fix-it whose text reads back as exactly the value the old form gave,
/// with no finding left: applying it changes no output. Values put in by a reference get none.
@Suite struct LegacyFormFixItTests {
    static let cases: [(TokenType, String)] = [
        (.color, ##""#0066CC""##), (.color, ##""#fff""##), (.color, ##""#ffff""##), (.color, ##""#12345678""##), (.color, ##""#00000080""##),
        (.color, ##""#0a0b0c""##), (.dimension, ##""16px""##), (.dimension, ##""1.5rem""##), (.dimension, ##""-0.125rem""##),
        (.dimension, ##""0.1px""##), (.duration, ##""200ms""##), (.duration, ##""0.25s""##),
        (.fontFamily, ##""Inter, 'Segoe UI', \"Helvetica Neue\", sans-serif""##),
        (.shadow, ##"{"color": "#0000001a", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}"##),
        (.border, ##"{"color": "#333", "width": "1px", "style": "solid"}"##),
        (.typography, ##"{"fontFamily": "Inter, sans-serif", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0.5px"}"##),
        (.transition, ##"{"duration": "200ms", "delay": "0ms", "timingFunction": [0.25, 0.1, 0.25, 1]}"##),
        (.gradient, ##"[{"color": "#f00", "position": 0}, {"color": "#00f", "position": 1}]"##),
    ]

    @Test(arguments: cases) func theFixItWritesTheSameValueInTheCurrentForm(_ type: TokenType, _ legacy: String) throws {
        let before = parseValue(type, legacy)
        let findings = before.diagnostics.filter { $0.code == .deprecatedForm }
        #expect(!findings.isEmpty)
        let fixIts = findings.compactMap(\.fixIt)
        #expect(fixIts.count == findings.count, "every finding carries a fix-it")
        let applied = FixItApplier.apply(fixIts, to: [before.file])
        #expect(applied.refused.isEmpty, "\(applied.refused)")
        let text = String(decoding: try #require(applied.files.first).bytes, as: UTF8.self)
        let fixed = try #require(JSONReader.read(SourceFile(path: "t.json", text: text)).value?.value(at: JSONPointer(["t", "$value"])))
        let after = parseValue(type, JSONWriter.string(fixed, pretty: false))
        #expect(after.diagnostics.isEmpty, "\(after.lines)")
        #expect(after.value == before.value)
        #expect(after.value != nil)
    }

    @Test func aValuePutInByAReferenceGetsNoFixIt() {
        var diagnostics: [Diagnostic] = []
        _ = ValueParser.parse(["fontSize": "16px", "fontFamily": "Inter", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"],
                              as: .typography, origin: Origin(file: "t.json", pointer: JSONPointer(["t"])), token: TokenPath(["t"]),
                              substituted: [["fontSize"]], diagnostics: &diagnostics)
        let byPointer = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.location!.pointer!.description, $0.fixIt != nil) })
        #expect(byPointer["/t/$value/fontSize"] == false)
        #expect(byPointer["/t/$value/letterSpacing"] == true)
    }

    @Test func noFindingIsMadeWhenTheyAreNotAskedFor() {
        var diagnostics: [Diagnostic] = []
        _ = ValueParser.parse("#fff", as: .color, origin: Origin(file: "t.json", pointer: JSONPointer(["t"])), token: TokenPath(["t"]),
                              deprecatedForms: false, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
    }
}
