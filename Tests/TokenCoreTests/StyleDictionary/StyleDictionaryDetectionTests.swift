import Testing
@testable import TokenCore

/// Which reader a file gets: detected from its first token, or declared in tokenc.json.
@Suite struct StyleDictionaryDetectionTests {
    @Test func detectedFromTheFirstToken() {
        #expect(TokenFileReader.detect(##"{"a": {"b": {"value": 1}}}"##.sdJSON) == .legacy(pointer: JSONPointer(["a", "b"])))
        #expect(TokenFileReader.detect(##"{"a": {"b": {"$value": 1}}}"##.sdJSON) == .dtcg)
        #expect(TokenFileReader.detect(##"{"a": {"$type": "number", "b": {"value": 1}}}"##.sdJSON) == .dtcg)
        // A DTCG group named "value" holds `$value` tokens: still DTCG.
        #expect(TokenFileReader.detect(##"{"opacity": {"value": {"half": {"$value": 0.5, "$type": "number"}}}}"##.sdJSON) == .dtcg)
        #expect(TokenFileReader.detect(##"{}"##.sdJSON) == .dtcg)
        #expect(TokenFileReader.detect(##"[1]"##.sdJSON) == .dtcg)
    }

    /// Detection looks at a bounded number of objects: groups with no token in reach read as DTCG.
    @Test func detectionIsBounded() {
        var members = (0..<5000).map { JSONMember(key: "g\($0)", value: .object(JSONObject())) }
        members.append(JSONMember(key: "late", value: .object(JSONObject([JSONMember(key: "value", value: 1)]))))
        #expect(TokenFileReader.detect(.object(JSONObject(members))) == .dtcg)
        members[0].value = .object(JSONObject([JSONMember(key: "t", value: .object(JSONObject([JSONMember(key: "value", value: 1)])))]))
        #expect(TokenFileReader.detect(.object(JSONObject(members))) == .legacy(pointer: JSONPointer(["g0", "t"])))
    }

    /// Names and path lengths are checked in Style Dictionary files as in DTCG ones.
    @Test func limitsHoldInStyleDictionaryFiles() {
        let long = String(repeating: "n", count: TokenPath.maximumLength + 1)
        let c = SDCompiled(##"{"a": {"value": "#fff"}, "b.c": {"value": "#fff"}, "\##(long)": {"value": 1}}"##)
        #expect(c.diagnostics.map(\.code) == [.invalidName, .limitExceeded])
        #expect(c.tokens["a"] != nil)
    }

    /// A DTCG file is read exactly as the DTCG parser reads it.
    @Test func dtcgFilesAreUnchanged() {
        let text = ##"{"opacity": {"$type": "number", "value": {"half": {"$value": 0.5}}}}"##
        let file = SourceFile(path: "t.json", text: text)
        #expect(TokenFileReader.parse(file) == TokenTreeParser.parse(file))
    }

    /// A Style Dictionary file declared DTCG gets one message for the file, at its first token's `value`.
    @Test func declaredDTCGGivesOneMessage() throws {
        let c = SDCompiled(##"{"color": {"a": {"value": "#fff"}, "b": {"value": "#000"}, "c": {"value": "{color.a}"}}}"##, format: .dtcg)
        #expect(c.summary == ["legacy-token-format@1:18"])
        #expect(c.diagnostics[0].message.contains(##""format": "style-dictionary""##))
        #expect(c.diagnostics[0].message.contains("tokenc migrate"))
    }

    /// Declared Style Dictionary is read as such even when detection would not say so (no token has `value` first).
    @Test func declaredStyleDictionary() throws {
        let c = SDCompiled(##"{"size": {"s": {"value": "4px"}}}"##, format: .styleDictionary)
        #expect(c.diagnostics.isEmpty)
        #expect(c.tokens["size.s"]?.value == .dimension(DimensionValue(4, .px)))
    }

    /// `"format"` on a `tokens` entry is read strictly: an unknown format or key is a located config error.
    @Test func configFormatKey() throws {
        let ok = Config.decode(SourceFile(path: "tokenc.json", text: ##"{"tokens": ["a.json", {"path": "b.json", "format": "style-dictionary"}]}"##))
        #expect(ok.config?.tokens == ["a.json", "b.json"])
        #expect(ok.config?.tokenFormats == ["b.json": .styleDictionary])
        let bad = Config.decode(SourceFile(path: "tokenc.json", text: ##"{"tokens": [{"path": "b.json", "format": "style-dictonary", "fromat": 1}]}"##))
        #expect(bad.config == nil)
        let messages = bad.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains(##"did you mean "style-dictionary"?"##) }, "\(messages)")
        #expect(messages.contains { $0.contains(##"unknown key "fromat"; did you mean "format"?"##) }, "\(messages)")
        #expect(bad.diagnostics.allSatisfy { $0.location?.pointer?.tokens.prefix(2) == ["tokens", "0"] })
    }

    /// `tokenc build` on a config with a declared format reads the file as that format.
    @Test func buildReadsTheDeclaredFormat() throws {
        let files = [
            "tokenc.json": SourceFile(path: "tokenc.json", text: ##"{"tokens": [{"path": "sd.json", "format": "dtcg"}], "css": {"path": "css"}}"##),
            "sd.json": SourceFile(path: "sd.json", text: ##"{"color": {"a": {"value": "#fff"}}}"##),
        ]
        let outcome = try TokenBuild(project: .config("tokenc.json"), sources: InMemorySourceProvider(files)).run().get()
        #expect(outcome.reported.map(\.code) == [.legacyTokenFormat])
    }
}

extension String {
    /// The text parsed as JSON (tests only: it must parse).
    var sdJSON: JSONValue { JSONReader.read(SourceFile(path: "t.json", text: self)).value! }
}
