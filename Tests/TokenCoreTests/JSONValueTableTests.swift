import Testing
@testable import TokenCore

/// `JSONValueTable`: each value's text rendered once, at any nesting level.
@Suite struct JSONValueTableTests {
    /// A value re-indented ahead of time for a level (`prepare`) is written as it would be re-indented on the fly,
    /// at that level and at every other; one-line values and level 0 are never re-indented.
    @Test func preparedLevelsWriteTheSameBytes() {
        let values: [TokenValue] = [
            .color(EmitSample.rgb(0x336699)), .dimension(DimensionValue(4, .px)), .number(1.5),
            .fontFamily(["Inter", "sans-serif"]), .color(EmitSample.rgb(0xFFFFFF, alpha: 0.5)),
        ]
        var plain = JSONValueTable()
        var prepared = JSONValueTable()
        let tokens = values.enumerated().map { EmitSample.token("t.v\($0.offset)", $0.element) }
        let plainIDs = tokens.map { plain.id(of: $0) }
        let preparedIDs = tokens.map { prepared.id(of: $0) }
        for id in preparedIDs {
            for level in [0, 2, 3, 3, 5] { prepared.prepare(id, level: level) }  // twice at 3: rendered once
        }
        for (a, b) in zip(plainIDs, preparedIDs) {
            for level in 0...6 {
                var expected = ByteBuffer()
                plain.writePretty(a, level: level, into: &expected)
                var written = ByteBuffer()
                prepared.writePretty(b, level: level, into: &written)
                #expect(written.bytes == expected.bytes, "value \(a) at level \(level)")
                if level > 0, plain.entries[a].multiline {
                    #expect(expected.bytes.contains(0x0A) && expected.bytes.contains(0x20))
                }
            }
            #expect(prepared.entries[b].indented.count == (prepared.entries[b].multiline ? 3 : 0))
        }
        #expect(preparedIDs.contains { prepared.entries[$0].multiline }, "no multiline value: the test proves nothing")
    }
}
