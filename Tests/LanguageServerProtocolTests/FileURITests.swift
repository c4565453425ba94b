import Testing
import LanguageServerProtocol

/// `file://` URIs and paths, percent-encoding both ways.
@Suite struct FileURITests {
    @Test func pathsBecomeURIsAndBack() throws {
        let cases: [(String, String)] = [
            ("/tokens/color.json", "file:///tokens/color.json"),
            ("/My Tokens/a b.json", "file:///My%20Tokens/a%20b.json"),
            ("/x/#1?.json", "file:///x/%231%3F.json"),
            ("/dé/😀.json", "file:///d%C3%A9/%F0%9F%98%80.json"),
            ("/100%/a+b,c;d=e@f", "file:///100%25/a%2Bb%2Cc%3Bd%3De%40f"),
            ("/", "file:///"),
            ("C:/work/t.json", "file:///C%3A/work/t.json"),
        ]
        for (path, uri) in cases {
            #expect(FileURI.uri(fromPath: path) == uri)
            let back = try FileURI.path(fromURI: uri)
            #expect(back == (path.hasPrefix("/") ? path : "/" + path))
        }
    }

    @Test func urisAsClientsWriteThem() throws {
        #expect(try FileURI.path(fromURI: "file:///a/b%20c.json") == "/a/b c.json")
        #expect(try FileURI.path(fromURI: "FILE:///a/%c3%a9") == "/a/é")
        #expect(try FileURI.path(fromURI: "file://localhost/etc/x") == "/etc/x")
        #expect(try FileURI.path(fromURI: "file:/a/b") == "/a/b")
        #expect(try FileURI.path(fromURI: "file:///a/é b.json") == "/a/é b.json")
        #expect(try FileURI.path(fromURI: "file:///a/b.json#L3") == "/a/b.json")
        #expect(try FileURI.path(fromURI: "file:///a/b.json?x=1") == "/a/b.json")
        #expect(try FileURI.path(fromURI: "file:///c%3A/Users/t.json") == "/c:/Users/t.json")
        #expect(try FileURI.path(fromURI: "file://") == "/")
    }

    @Test func whatIsNotAFileIsRefused() {
        #expect(throws: FileURI.Failure.notAFile(scheme: "untitled")) { try FileURI.path(fromURI: "untitled:Untitled-1") }
        #expect(throws: FileURI.Failure.notAFile(scheme: "https")) { try FileURI.path(fromURI: "https://example.com/a.json") }
        #expect(throws: FileURI.Failure.missingScheme) { try FileURI.path(fromURI: "/a/b.json") }
        #expect(throws: FileURI.Failure.missingScheme) { try FileURI.path(fromURI: "") }
        #expect(throws: FileURI.Failure.missingScheme) { try FileURI.path(fromURI: ":x") }
        #expect(throws: FileURI.Failure.remoteHost("server")) { try FileURI.path(fromURI: "file://server/share/a.json") }
        #expect(throws: FileURI.Failure.invalidEscape("%2")) { try FileURI.path(fromURI: "file:///a%2") }
        #expect(throws: FileURI.Failure.invalidEscape("%zz")) { try FileURI.path(fromURI: "file:///%zz") }
        #expect(throws: FileURI.Failure.self) { try FileURI.path(fromURI: "file:///a%00b") }
        #expect(throws: FileURI.Failure.self) { try FileURI.path(fromURI: "file:///a%FF") }
    }
}
