import Foundation
import Testing
import TestSupport

/// The time limit the browser tests run Chromium under: a program that outlives it is killed, children included,
/// and reported, instead of holding the suite forever.
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
}
