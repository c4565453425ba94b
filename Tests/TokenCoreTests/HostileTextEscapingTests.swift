import Testing
@testable import TokenCore

/// The escaping rules read text scalar by scalar, as the CSS, HTML and Swift tokenizers do: a closer followed by
/// a combining mark (one `Character`, a different one from the closer alone) is still escaped.
struct HostileTextEscapingTests {
    /// Scalars that join the character before them into one grapheme cluster.
    static let joiners: [String] = ["", "\u{301}", "\u{20DD}", "\u{FE0F}", "\u{200D}", "\u{E0100}", "\u{1F3FB}"]
    /// Closers of comments, strings and elements.
    static let closers: [String] = ["*/", "</", "</style>", "\"", "\\", "\"\"\"", "#\"", "\\(", "\n", "\r\n", "\u{2028}"]

    @Test(arguments: closers) func cssCommentsKeepNoCloserWhateverFollowsIt(_ closer: String) {
        for joiner in Self.joiners {
            for text in [closer + joiner, "a" + closer + joiner + "b", closer + joiner + closer, "*" + joiner + "/"] {
                let body = CSSText.comment(text)
                #expect(CSSText.isSafeCommentBody(body), "\(text.debugDescription) -> \(body.debugDescription)")
                #expect(!body.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" }, "\(body.debugDescription)")
            }
        }
    }

    @Test func theIssuesDescriptionStaysInsideItsComment() {
        let body = CSSText.comment("x */\u{301} } body { background: red } :root { --injected: 1; /*")
        #expect(body == "x * /\u{301} } body { background: red } :root { --injected: 1; /*")
        #expect(CSSText.isSafeCommentBody(body))
        #expect(!CSSText.isSafeCommentBody("x */\u{301}"))
    }

    /// Strings made of closers, joiners and plain text, many at random (a fixed seed): every rule holds.
    @Test func randomMixturesOfClosersAndJoinersAreEscaped() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let pieces = Self.closers + Self.joiners + ["*", "/", "<", "x", " ", "\u{1B}[2J", "\u{202E}", "\u{FEFF}", "\u{0}", "}", "{", ";"]
        for _ in 0..<2000 {
            var s = ""
            for _ in 0..<(1 + next(8)) { s += pieces[next(pieces.count)] }
            let comment = CSSText.comment(s)
            #expect(CSSText.isSafeCommentBody(comment), "\(s.debugDescription)")
            let string = CSSText.string(s)
            #expect(!string.unicodeScalars.contains { $0 == "<" || $0.value < 0x20 || SwiftText.isUnsafe($0) }, "\(s.debugDescription)")
        }
    }
}
