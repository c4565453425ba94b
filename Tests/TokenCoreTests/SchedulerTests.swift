import Testing
@testable import TokenCore
import Foundation

/// `DispatchScheduler`: results in index order, however the work is spread, and nested maps (emitters inside
/// the renderer, files inside emitters) always finish — a caller waits only for items a running thread took.
@Suite struct SchedulerTests {
    @Test(.timeLimit(.minutes(1))) func nestedMapsKeepIndexOrder() {
        let s = DispatchScheduler()
        let out: [[[Int]]] = s.map(7) { i in s.map(40) { j in s.map(3) { k in i * 10_000 + j * 10 + k } } }
        var expected: [[[Int]]] = []
        for i in 0..<7 {
            var row: [[Int]] = []
            for j in 0..<40 { row.append([0, 1, 2].map { k in i * 10_000 + j * 10 + k }) }
            expected.append(row)
        }
        #expect(out == expected)
    }

    @Test(.timeLimit(.minutes(1))) func manyShortNestedRunsFinish() {
        let s = DispatchScheduler()
        for round in 0..<300 {
            let sums: [Int] = s.map(3) { i in s.map(5) { j in Self.triangle(i + j + round % 7) }.reduce(0, +) }
            var expected: [Int] = []
            for i in 0..<3 { expected.append((0..<5).map { j in Self.triangle(i + j + round % 7) }.reduce(0, +)) }
            #expect(sums == expected)
        }
    }

    static func triangle(_ n: Int) -> Int { n * (n + 1) / 2 }

    @Test(.timeLimit(.minutes(1))) func unevenItemsAndEdgeCounts() {
        let s = DispatchScheduler()
        let none: [Int] = s.map(0) { $0 }
        let one: [Int] = s.map(1) { $0 + 1 }
        #expect(none.isEmpty)
        #expect(one == [1])
        // The first item is slow: the others are taken by whichever thread is free, the order stays.
        let out: [Int] = s.map(16) { i -> Int in
            if i == 0 { Thread.sleep(forTimeInterval: 0.05) }
            return i * i
        }
        #expect(out == (0..<16).map { $0 * $0 })
    }

    /// Threads waiting for one map take items of others started under the same item (see `WorkPool`), and
    /// `concurrently`'s second side may wait for its first: uneven nested work, with a side waiting for the
    /// other's value, finishes with every result in place, round after round.
    @Test(.timeLimit(.minutes(1))) func waitingThreadsHelpAndConcurrentlyNeverDeadlocks() {
        let s = DispatchScheduler()
        for round in 0..<40 {
            let handoff = Pending<Int>()
            let (a, b): ([[Int]], [Int]) = concurrently({
                // Uneven nested maps: the thread done first waits, and takes the others' items meanwhile.
                let rows: [[Int]] = s.map(3) { i in
                    s.map(4 + i) { j in
                        if (i + j + round) % 5 == 0 { Thread.sleep(forTimeInterval: 0.002) }
                        return i * 100 + j
                    }
                }
                handoff.provide(rows.joined().reduce(0, +))
                return rows
            }, {
                let inner: [Int] = s.map(6) { k in s.map(3) { $0 + k }.reduce(0, +) }
                return inner + [handoff.wait()]
            })
            let expectedRows = (0..<3).map { i in (0..<(4 + i)).map { j in i * 100 + j } }
            #expect(a == expectedRows, "round \(round)")
            #expect(b == (0..<6).map { k in 3 + 3 * k } + [expectedRows.joined().reduce(0, +)], "round \(round)")
        }
    }
}
