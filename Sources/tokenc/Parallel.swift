import Foundation
import TokenCore

/// Runs TokenCore's independent pieces of work (files, permutations, output files) on every core. Results keep
/// the input order, so output is byte-identical to a single-threaded run (`TOKENC_THREADS=1`).
struct DispatchScheduler: WorkScheduler {
    /// False when `TOKENC_THREADS=1` asks for one thread.
    let concurrent: Bool

    init() { concurrent = ProcessInfo.processInfo.environment["TOKENC_THREADS"] != "1" }

    func map<R: Sendable>(_ count: Int, _ body: @Sendable (Int) -> R) -> [R] {
        if count < 2 || !concurrent { return (0..<count).map(body) }
        let box = ResultBox<R>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            box.set(i, body(i))
        }
        return box.values
    }
}

/// Maps `items` on every core (see `DispatchScheduler`).
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    DispatchScheduler().map(items.count) { transform(items[$0]) }
}

/// Thread-safe slots for `DispatchScheduler`.
private final class ResultBox<R>: @unchecked Sendable {
    private var storage: [R?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: R) {
        lock.lock()
        storage[i] = value
        lock.unlock()
    }

    var values: [R] { storage.map { $0! } }
}
