import Foundation

/// Accumulates the time spent in each build stage on a monotonic clock (`ContinuousClock`), plus the counts
/// `--verbose` prints. A collector, so a class. `build` validates while it renders, so two threads measure
/// at once: a lock guards the totals. Stages that run at the same time each count their own time, so the
/// stage times can add up to more than the total.
public final class StageTimer: BuildObserver, @unchecked Sendable {
    /// Time spent per stage (stages never measured are absent).
    package var durations: [BuildStage: Duration] {
        lock.lock()
        defer { lock.unlock() }
        return totals
    }
    private var totals: [BuildStage: Duration] = [:]
    private let lock = NSLock()
    /// The clock every measurement uses.
    private let clock = ContinuousClock()
    /// When the timer was created (the start of the build).
    private let start: ContinuousClock.Instant

    /// Starts a timer for one build.
    /// A timer started now.
    public init() { start = clock.now }

    /// Runs `body`, adding the time it takes to `stage`.
    public func measure<T>(_ stage: BuildStage, _ body: () throws -> T) rethrows -> T {
        let began = clock.now
        defer {
            let took = clock.now - began
            lock.lock()
            totals[stage, default: .zero] += took
            lock.unlock()
        }
        return try body()
    }

    /// The time since the timer was created.
    package var elapsed: Duration { clock.now - start }

    /// The `--verbose` report: one line per stage (`–` for a stage that did not run), then the total and counts.
    package func report(tokens: Int, permutations: Int, files: Int) -> String {
        var out = ""
        let durations = self.durations
        for stage in BuildStage.allCases {
            let name = stage.rawValue.padding(to: 9)
            if let d = durations[stage] {
                out += "  \(name)\(Self.milliseconds(d).leftPadded(to: 10)) ms\n"
            } else {
                out += "  \(name)\("–".leftPadded(to: 10))\n"
            }
        }
        out += "  \("total".padding(to: 9))\(Self.milliseconds(elapsed).leftPadded(to: 10)) ms\n"
        out += "  \(tokens) token\(tokens == 1 ? "" : "s"), \(permutations) permutation\(permutations == 1 ? "" : "s"), \(files) output file\(files == 1 ? "" : "s")\n"
        return out
    }

    /// `d` in milliseconds with one decimal (`12.3`).
    package static func milliseconds(_ d: Duration) -> String {
        let (seconds, attoseconds) = d.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}

private extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    /// The string preceded by spaces up to `width` characters.
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
