import Testing
@testable import TokenCore

/// `PathText`: the path arithmetic every source file and output goes through.
@Suite struct PathTextTests {
    /// `normalize` removes `.` and empty segments and resolves `..` where it can; a path already normal comes back
    /// as it is (the fast path), and every other gives the same result as before it.
    @Test(arguments: [
        ("", "."), (".", "."), ("./", "."), ("..", ".."), ("/", "/"), ("//", "/"), ("/..", "/"), ("/.", "/"),
        ("a", "a"), ("a/b", "a/b"), ("/a/b", "/a/b"), ("a/", "a"), ("a//b", "a/b"), ("//a", "/a"),
        ("./a", "a"), ("a/./b/../c", "a/c"), ("../a", "../a"), ("../../x", "../../x"), ("a/..", "."),
        ("a/b/..", "a"), ("a/../..", ".."), ("/a/../../b", "/b"), ("...", "..."), ("a/.../b", "a/.../b"),
        (".a/b.", ".a/b."), ("..a/b..", "..a/b.."), ("a/.b/..c", "a/.b/..c"), ("tokens/ü/🎨.json", "tokens/ü/🎨.json"),
    ])
    func normalize(_ path: String, _ expected: String) {
        #expect(PathText.normalize(path) == expected)
        #expect(PathText.normalize(expected) == expected)
    }

    /// The fast path is taken exactly when nothing would change.
    @Test func isNormalizedOnlyWhenNothingChanges() {
        for path in ["a", "a/b", "/a/b", "...", "a/.../b", ".a", "a.", "..a", "/x"] {
            #expect(PathText.isNormalized(path), "\(path)")
        }
        for path in ["", ".", "..", "/", "//", "a/", "a//b", "./a", "a/.", "a/..", "../a", "/a/./b", "/../a"] {
            #expect(!PathText.isNormalized(path), "\(path)")
        }
    }

    /// `directory(of:)` and `fileName(of:)` split at the last `/`, whatever characters are around it.
    @Test(arguments: [
        ("a", "", "a"), ("a/b", "a", "b"), ("/a", "/", "a"), ("a/b/c.json", "a/b", "c.json"), ("a/", "a", ""),
        ("ü/🎨.json", "ü", "🎨.json"), ("x/\u{301}y", "x", "\u{301}y"), ("\u{600}/z", "\u{600}", "z"), ("", "", ""),
    ])
    func directoryAndFileName(_ path: String, _ directory: String, _ name: String) {
        #expect(PathText.directory(of: path) == directory)
        #expect(PathText.fileName(of: path) == name)
    }
}
