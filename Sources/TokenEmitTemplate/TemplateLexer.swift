import Stencil

/// A template split into Stencil's tokens in one linear pass, with each token's line and column. Stencil's own
/// lexer copies the rest of the template at every token and finds each line by searching from the start, so
/// its time grows with the square of the template's size, and it gives a repeated line the number of its first
/// occurrence. The tokens are the ones Stencil's lexer makes (same contents, kinds and whitespace control); each
/// carries its index as its file name, so that an error at a token, or at a part of one, is located by it.
package struct TemplateLexer {
    /// The tokens, in order.
    package let tokens: [Token]
    /// Where each token's contents start in the template file (1-based), parallel to `tokens`.
    package let positions: [(line: Int, column: Int)]

    /// The delimiters that start a tag after `{`, and the character before the `}` that ends it.
    private static let ends: [UInt8: UInt8] = [UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "%"): UInt8(ascii: "%"),
                                                UInt8(ascii: "#"): UInt8(ascii: "#")]

    /// Splits `file` (UTF-8 text); an error at an unclosed tag, which Stencil would drop with the rest of the file.
    static func tokenize(_ file: SourceFile, environment: Environment) -> Result<TemplateLexer, Diagnostic> {
        let b = file.bytes
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        // Token ranges: (start, end, contents start).
        var pieces: [(start: Int, end: Int, tag: UInt8?)] = []
        var i = 0, textStart = 0
        while i + 1 < b.count {
            guard b[i] == open, let endChar = ends[b[i + 1]] else { i += 1; continue }
            if textStart < i { pieces.append((textStart, i, nil)) }
            var j = i + 2, found = false
            // Stencil ends a tag at the first `}` after its end character, counted from the tag's second byte.
            var previous = b[i + 1] == endChar
            while j < b.count {
                if previous && b[j] == close { found = true; break }
                previous = b[j] == endChar
                j += 1
            }
            guard found else {
                let lc = file.lineColumn(ofByte: i)
                return .failure(Diagnostic(.templateSyntax, "this tag is never closed (no \"\(Character(Unicode.Scalar(endChar)))}\")",
                                           at: SourceLocation(file: file.path, offset: i, line: lc.line, column: lc.column)))
            }
            pieces.append((i, j + 1, b[i + 1]))
            i = j + 1
            textStart = i
        }
        if textStart < b.count { pieces.append((textStart, b.count, nil)) }

        var behaviours: [String: WhitespaceBehaviour?] = [:]
        var tokens: [Token] = []
        var starts: [Int] = []
        for piece in pieces {
            let text = String(decoding: b[piece.start..<piece.end], as: UTF8.self)
            let at = sourceMap(index: tokens.count, environment: environment)
            guard let tag = piece.tag else {
                tokens.append(.text(value: text, at: at))
                starts.append(piece.start)
                continue
            }
            // Whitespace control (`{%-`, `-%}`, `+`) is read for block tags only, as Stencil does.
            var lead = "", trail = ""
            if tag == UInt8(ascii: "%") {
                let bytes = Array(text.utf8)
                if bytes.count > 2, bytes[2] == UInt8(ascii: "-") || bytes[2] == UInt8(ascii: "+") { lead = String(UnicodeScalar(bytes[2])) }
                if bytes.count >= 3, bytes[bytes.count - 3] == UInt8(ascii: "-") || bytes[bytes.count - 3] == UInt8(ascii: "+") {
                    trail = String(UnicodeScalar(bytes[bytes.count - 3]))
                }
            }
            let contents = strip(text, leading: 2 + lead.count, trailing: 2 + trail.count)
            let offset = piece.start + leadingOffset(Array(text.utf8), from: 2 + lead.count)
            switch tag {
            case UInt8(ascii: "{"): tokens.append(.variable(value: contents, at: at))
            case UInt8(ascii: "#"): tokens.append(.comment(value: contents, at: at))
            default:
                let key = lead + "|" + trail
                if behaviours[key] == nil { behaviours[key] = behaviour(lead, trail, environment) }
                tokens.append(.block(value: contents, at: at, whitespace: (behaviours[key] ?? nil) ?? .unspecified))
            }
            starts.append(offset)
        }
        let lineColumns = file.lineColumns(ofBytes: starts)
        return .success(TemplateLexer(tokens: tokens, positions: starts.map { lineColumns[$0] ?? (1, 1) }))
    }

    /// Where the part of token `token` at `offset` characters into its contents (as Stencil places an error in a
    /// filter expression) is in the template; nil for a token this lexer did not make.
    package func location(of token: Token?) -> (line: Int, column: Int)? {
        guard let token, let name = token.sourceMap.filename, let index = Int(name), positions.indices.contains(index) else { return nil }
        let base = positions[index]
        return (base.line, base.column + max(token.sourceMap.location.lineOffset, 0))
    }

    /// A tag's contents as Stencil's lexer makes them: the delimiters dropped, then its lines that are not empty,
    /// each without leading and trailing spaces, joined by a space.
    private static func strip(_ tag: String, leading: Int, trailing: Int) -> String {
        guard tag.count > leading + trailing else { return "" }
        return tag.dropFirst(leading).dropLast(trailing).split(separator: "\n", omittingEmptySubsequences: true).map { line in
            String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: " ")
    }

    /// The offset of the first byte after `start` that is not a space or line feed (where the contents start).
    private static func leadingOffset(_ bytes: [UInt8], from start: Int) -> Int {
        var k = start
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\n") { k += 1 }
        return min(k, bytes.count)
    }

    /// A source map naming token `index` (Stencil makes its source maps itself: one is taken from a one-character
    /// template of that name).
    private static func sourceMap(index: Int, environment: Environment) -> SourceMap {
        Template(templateString: "x", environment: environment, name: String(index)).tokens[0].sourceMap
    }

    /// The whitespace control of a block tag written `{%<lead> … <trail>%}`, as Stencil's lexer reads it.
    private static func behaviour(_ lead: String, _ trail: String, _ environment: Environment) -> WhitespaceBehaviour? {
        Template(templateString: "{%" + lead + " x " + trail + "%}", environment: environment).tokens.first?.whitespace
    }
}
