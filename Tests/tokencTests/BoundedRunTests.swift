import Foundation
import Testing
import TestSupport

/// The time limit the tests run Chromium, the toolchains and tokenc itself under: a program that outlives it is
/// killed, children included, and reported, instead of holding the suite forever.
@Suite struct BoundedRunTests {
    @Test func aProgramWithinItsLimitGivesItsOutput() throws {
        let r = try BoundedRun.run("/bin/sh", ["-c", "echo hello"], seconds: 20)
        #expect(!r.timedOut && r.status == 0)
        #expect(String(decoding: r.output, as: UTF8.self) == "hello\n")
    }

    @Test func aProgramThatHangsIsKilledWithItsChildren() throws {
        let start = Date()
        // The background child keeps standard output open; it must not keep the caller waiting.
        let r = try BoundedRun.run("/bin/sh", ["-c", "echo started; sleep 60 & sleep 60"], seconds: 1, attempts: 2)
        #expect(r.timedOut)
        #expect(String(decoding: r.output, as: UTF8.self) == "started\n")
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func itTakesInputADirectoryAndAnEnvironmentAndKeepsStandardErrorApart() throws {
        let dir = FileManager.default.temporaryDirectory
        let r = try BoundedRun.run("/bin/sh", ["-c", "cat; pwd; echo \"$GREETING\"; echo oops >&2"], in: dir,
                                   environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"], input: Data("in\n".utf8), seconds: 20)
        #expect(!r.timedOut && r.status == 0)
        let lines = String(decoding: r.output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "in" && lines.last == "hi")
        #expect(URL(fileURLWithPath: lines[1]).resolvingSymlinksInPath() == dir.resolvingSymlinksInPath())
        #expect(String(decoding: r.errorOutput, as: UTF8.self) == "oops\n")
    }
}
