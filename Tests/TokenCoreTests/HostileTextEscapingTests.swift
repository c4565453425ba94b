import Foundation
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
            let display = DisplayText.escape(s)
            #expect(!display.unicodeScalars.contains(where: DisplayText.isUnsafe), "\(s.debugDescription)")
        }
    }

    /// A line that, printed raw, clears the screen and starts a forged diagnostic of its own.
    static let forged = "x\u{1B}[2J\u{9B}31m\r\nTokens/fake.json:1:1: error: forged [forged]\u{202E}\u{2028}"

    /// True when `text` holds no scalar `DisplayText` escapes except the line feeds that end its own lines,
    /// and no line of it starts with the forged location.
    static func isTerminalSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0 != "\n" && DisplayText.isUnsafe($0) }
            && !text.split(separator: "\n").contains { $0.hasPrefix("Tokens/fake") }
    }

    @Test func diagnosticTextShowsControlCharactersInEveryPart() {
        let file = "t\u{1B}]0;title\u{7}.json"
        let source = SourceFile(path: file, text: "{\"a\": \"\(Self.forged)\"}")
        let d = Diagnostic(.unresolvedReference, "unresolved reference {\(Self.forged)}",
                           at: SourceLocation(file: file, line: 1, column: 7), permutation: "brand=\(Self.forged)",
                           notes: [DiagnosticNote("see \(Self.forged)", at: SourceLocation(file: file, line: 1, column: 2))])
        for frames in [false, true] {
            for colors in [false, true] {
                let text = DiagnosticRenderer(locator: DiagnosticLocator(files: [source]), codeFrames: frames, colors: colors).text([d])
                let withoutOwnColors = text.replacingOccurrences(of: "\u{1B}[", with: "[")
                #expect(Self.isTerminalSafe(colors ? withoutOwnColors : text), "\(text.debugDescription)")
                #expect(text.contains("x\\u{1B}[2J\\u{9B}31m\\r\\nTokens/fake.json:1:1: error: forged [forged]\\u{202E}\\u{2028}"))
                #expect(text.hasPrefix("t\\u{1B}]0;title\\u{7}.json:1:7: "))
            }
        }
        // Plain messages are unchanged.
        let plain = Diagnostic(.unresolvedReference, "unresolved reference {a.b}", at: SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(DiagnosticRenderer(locator: DiagnosticLocator()).text(plain) == "t.json:2:3: error: unresolved reference {a.b} [unresolved-reference]\n")
    }

    @Test func displayTextKeepsPrintableTextAndEscapesTheRest() {
        #expect(DisplayText.escape("color.brand-primary 色 🎨 é") == "color.brand-primary 色 🎨 é")
        #expect(DisplayText.escape("a\r\nb\tc\u{1B}[0m\u{7F}\u{85}\u{200B}\u{FEFF}") == "a\\r\\nb\\tc\\u{1B}[0m\\u{7F}\\u{85}\\u{200B}\\u{FEFF}")
        #expect(DiffValueText.quoted("a\r\nb\u{1B}") == "\"a\\r\\nb\\u{1B}\"")
    }
}
