/// The `$value` text of every distinct value of one brand's JSON documents, rendered once and shared by
/// its themes and by both documents: pretty (as at nesting level 0; `ByteBuffer.append(reindented:)`
/// shifts it to any level) for resolved documents and compact for flat ones. Token sets repeat values
/// heavily (aliases, themes that change only colours, brands sharing a scale), so most tokens only look
/// their value up.
package struct JSONValueTable {
    /// One value's text: two ranges of `text`.
    package struct Entry {
        /// The pretty text, indented as at level 0.
        package var pretty: Range<Int>
        /// The one-line text (the same range as `pretty` when that is one line already).
        package var compact: Range<Int>
        /// True when the pretty text spans several lines (so it needs re-indenting).
        package var multiline: Bool
        /// The pretty text re-indented for each level `prepare(_:level:)` was given (multiline values only).
        package var indented: [(level: Int, text: Range<Int>)] = []
    }

    /// Every value's text, back to back.
    private(set) var text: ByteBuffer
    /// The values, by id.
    package private(set) var entries: [Entry] = []
    private var resolvedIDs: [ValueKey: Int] = [:]
    private var rawIDs: [JSONValue: Int] = [:]

    /// A table with room for the values of about `tokens` tokens to start with (at most 64 KiB: a large brand's
    /// table grows from there). Every brand's table is held while the documents are written, so a small brand
    /// takes only what it needs: a project may have thousands of brands (permutations).
    package init(tokens: Int = 2048) {
        text = ByteBuffer(capacity: min(1 << 16, 256 + 32 * tokens))
    }

    /// The id of a resolved token's value (its canonical DTCG form), rendering it the first time.
    package mutating func id(of token: ResolvedToken) -> Int {
        let key = token.valueKey
        if let id = resolvedIDs[key] { return id }
        let id = add(key.value.canonicalJSON)
        resolvedIDs[key] = id
        return id
    }

    /// The id of a value as written (`outputReferences`), rendering it the first time.
    package mutating func id(ofRaw value: JSONValue) -> Int {
        if let id = rawIDs[value] { return id }
        let id = add(value)
        rawIDs[value] = id
        return id
    }

    private mutating func add(_ value: JSONValue) -> Int {
        let start = text.count
        JSONTextWriter.write(value, level: 0, into: &text)
        let pretty = start..<text.count
        let multiline = text.bytes[pretty].contains(0x0A)
        var compact = pretty
        if multiline {
            let c = text.count
            JSONTextWriter.write(value, compact: true, into: &text)
            compact = c..<text.count
        }
        entries.append(Entry(pretty: pretty, compact: compact, multiline: multiline))
        return entries.count - 1
    }

    /// Renders value `id` re-indented for nesting `level` once, so `writePretty` at that level copies it instead
    /// of re-indenting it line by line for every token and document (values sit at a few depths).
    package mutating func prepare(_ id: Int, level: Int) {
        guard entries[id].multiline, level > 0, !entries[id].indented.contains(where: { $0.level == level }) else { return }
        let source = Array(text.bytes[entries[id].pretty])  // appended to the same buffer it is read from
        let start = text.count
        text.append(reindented: source[...], by: level * 2)
        entries[id].indented.append((level, start..<text.count))
    }

    /// Appends value `id` in pretty form at nesting `level`.
    package func writePretty(_ id: Int, level: Int, into out: inout ByteBuffer) {
        guard entries[id].multiline && level > 0 else {
            out.append(slice: text.bytes[entries[id].pretty])
            return
        }
        if let ready = entries[id].indented.first(where: { $0.level == level }) {
            out.append(slice: text.bytes[ready.text])
        } else {
            out.append(reindented: text.bytes[entries[id].pretty], by: level * 2)
        }
    }

    /// Appends value `id` on one line.
    func writeCompact(_ id: Int, into out: inout ByteBuffer) {
        out.append(slice: text.bytes[entries[id].compact])
    }

    /// The length of value `id` in pretty form at nesting level 0 (re-indented deeper, a multi-line value is a few
    /// bytes longer): what a document's size is estimated with before its values are written.
    func prettyLength(_ id: Int) -> Int { entries[id].pretty.count }

    /// The length of value `id` on one line.
    func compactLength(_ id: Int) -> Int { entries[id].compact.count }
}
