import Testing
@testable import TokenCore

/// `UnifiedDiff` prints what `diff -u` prints: hunks with three lines of context, joined when their contexts
/// meet, `\ No newline at end of file` where it applies; and every diff, however large, applies back to the new text.
@Suite struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.text(old: Array(old.utf8), new: Array(new.utf8), oldName: "a/t.json", newName: "b/t.json")
    }

    /// `old` with the hunks of `diff` applied, checking every context and removed line on the way.
    static func patch(_ old: String, with diff: String) -> String? {
        let a = UnifiedDiff.lines(Array(old.utf8)).map { String(decoding: $0, as: UTF8.self) }
        var out: [String] = []
        var at = 0
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var k = 2
        while k < lines.count {
            let header = lines[k]
            guard header.hasPrefix("@@ -") else { return nil }
            let oldStart = Int(header.dropFirst(4).prefix { $0.isNumber })!
            let startIndex = max(0, oldStart - 1)
            while at < startIndex { out.append(a[at]); at += 1 }
            k += 1
            while k < lines.count, !lines[k].hasPrefix("@@") {
                let line = lines[k]
                var text = String(line.dropFirst()) + "\n"
                if k + 1 < lines.count, lines[k + 1] == "\\ No newline at end of file" { text.removeLast(); k += 1 }
                switch line.first {
                case " ":
                    guard at < a.count, a[at] == text else { return nil }
                    out.append(text); at += 1
                case "-":
                    guard at < a.count, a[at] == text else { return nil }
                    at += 1
                case "+": out.append(text)
                default: return nil
                }
                k += 1
            }
        }
        while at < a.count { out.append(a[at]); at += 1 }
        return out.joined()
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(Self.diff(old, new) == """
            --- a/t.json
            +++ b/t.json
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeTwoHunksAndNearOnesOne() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l18\n", with: "L18\n")
        #expect(Self.diff(old, far).components(separatedBy: "\n@@").count == 3)
        #expect(Self.diff(old, far).contains("@@ -1,5 +1,5 @@\n"))
        #expect(Self.diff(old, far).contains("@@ -15,6 +15,6 @@\n"))
        let near = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l8\n", with: "L8\n")
        #expect(Self.diff(old, near).components(separatedBy: "\n@@").count == 2)
        #expect(Self.diff(old, near).contains("@@ -1,11 +1,11 @@\n"))
    }

    @Test func sameTextHasNoDiff() {
        #expect(Self.diff("{\n}\n", "{\n}\n") == "")
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(Self.diff("{\"a\": 1}", "{\"a\": 2}") == """
            --- a/t.json
            +++ b/t.json
            @@ -1 +1 @@
            -{"a": 1}
            \\ No newline at end of file
            +{"a": 2}
            \\ No newline at end of file

            """)
    }

    @Test func insertionsAndRemovalsCountTheirSides() {
        #expect(Self.diff("a\nb\n", "a\nx\nb\n").contains("@@ -1,2 +1,3 @@\n a\n+x\n b\n"))
        #expect(Self.diff("", "a\n").contains("@@ -0,0 +1 @@\n+a\n"))
        #expect(Self.diff("a\n", "").contains("@@ -1 +0,0 @@\n-a\n"))
    }

    @Test func crlfLinesKeepTheirLineEnds() {
        let d = Self.diff("a\r\nb\r\n", "a\r\nc\r\n")
        #expect(d.hasSuffix(" a\r\n-b\r\n+c\r\n"))
    }

    @Test(arguments: [(200, 1), (3000, 7), (5000, 250)])
    func diffsApplyBackToTheNewText(lines: Int, every: Int) {
        // Large enough (3000 × 3000 lines) to go past one table and be cut at lines found once on each side.
        var old = "", new = ""
        for i in 0..<lines {
            let line = i % 3 == 0 ? "  \"$type\": \"color\",\n" : "  \"t\(i)\": \"#\(i)\",\n"
            old += line
            if i % every == 0 {
                new += "  \"t\(i)\": {\"hex\": \"#\(i)\"},\n"
                if i % (every * 2) == 0 { new += "  \"added\(i)\": 1,\n" }
            } else if i % (every * 5 + 1) != 3 {
                new += line
            }
        }
        let d = Self.diff(old, new)
        #expect(Self.patch(old, with: d) == new)
    }
}
