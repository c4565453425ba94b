/// The Swift literal and the doc-comment text of every distinct value of one Swift emission, rendered
/// once and shared by every brand and theme (token sets repeat values heavily: aliases, themes that
/// change only colours, brands sharing a scale).
package struct SwiftValueTable {
    /// Renders the literals.
    package let writer: SwiftValueWriter
    /// Every literal, back to back.
    private var literals = ByteBuffer(capacity: 1 << 16)
    private var ranges: [Range<Int>] = []
    /// Each value in CSS notation, safe for a `///` comment.
    private var docs: [String] = []
    private var ids: [ValueKey: Int] = [:]

    /// Creates an empty table.
    init(writer: SwiftValueWriter) { self.writer = writer }

    /// The id of `token`'s value, rendering it the first time.
    package mutating func id(of token: ResolvedToken) -> Int {
        let key = token.valueKey
        if let id = ids[key] { return id }
        let value = key.value
        let start = literals.count
        writer.write(value, into: &literals)
        ranges.append(start..<literals.count)
        docs.append(SwiftText.commentLine(CSSValueWriter().render(value)))
        ids[key] = ranges.count - 1
        return ranges.count - 1
    }

    /// Appends the Swift expression of value `id`.
    func writeLiteral(_ id: Int, into out: inout ByteBuffer) {
        out.append(slice: literals.bytes[ranges[id]])
    }

    /// The doc-comment text of value `id` (`#0a84ff`, `16px`, …).
    package func doc(_ id: Int) -> String { docs[id] }
}
