import Foundation
import TokenCore

/// Runs TokenCore's independent pieces of work (files, permutations, emitters, output files) on every core.
/// Results keep the input order, so output is byte-identical to a single-threaded run (`TOKENC_THREADS=1`).
///
/// The calling thread works through the items itself while helpers on the global queue take items from the
/// same counter, and it waits only for items a running helper has already taken. So `map` nests freely: an
/// emitter's files mapped inside the renderer's emitters use whichever core is idle (`concurrentPerform`
/// runs a nested call on one thread when the outer one is as wide as the machine), and no call ever waits for
/// a helper that has not started.
struct DispatchScheduler: WorkScheduler {
    /// False when `TOKENC_THREADS=1` asks for one thread.
    let concurrent: Bool

    init() { concurrent = ProcessInfo.processInfo.environment["TOKENC_THREADS"] != "1" }

    /// Threads besides the caller's that a call may use.
    private static let helpers = max(0, ProcessInfo.processInfo.activeProcessorCount - 1)

    func map<R: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> R) -> [R] {
        if count < 2 || !concurrent || Self.helpers == 0 { return (0..<count).map(body) }
        let run = SharedRun(count: count, body: body)
        for _ in 0..<min(Self.helpers, count - 1) {
            DispatchQueue.global().async { run.work() }
        }
        run.work()
        return run.results()
    }

    /// Released on a background thread (see `BackgroundRelease`).
    func retire(_ value: consuming Any) {
        BackgroundRelease.release(value)
    }
}

/// Runs `first` and `second` side by side (on two cores when the machine has them; one after the other with
/// `TOKENC_THREADS=1`) and returns both results once both are done. `first` is always taken first, by a thread
/// that runs it at once, so `second` may wait for something `first` provides (see `Pending`); never the other
/// way round.
func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A,
                                            _ second: @escaping @Sendable () -> B) -> (A, B) {
    let a = Pending<A>(), b = Pending<B>()
    _ = DispatchScheduler().map(2) { $0 == 0 ? a.provide(first()) : b.provide(second()) }
    return (a.wait(), b.wait())
}

/// A value one thread provides and others wait for (what `build` renders waits for validation's contrast
/// measurements, which only the HTML sheet shows).
final class Pending<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private var provided = false
    private let condition = NSCondition()

    /// Provides the value and wakes every thread waiting for it. Call once.
    func provide(_ value: Value) {
        condition.lock()
        self.value = value
        provided = true
        condition.broadcast()
        condition.unlock()
    }

    /// The value, once provided.
    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while !provided { condition.wait() }
        return value!
    }
}

/// Maps `items` on every core (see `DispatchScheduler`).
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
    DispatchScheduler().map(items.count) { transform(items[$0]) }
}

/// One `map` call: the next item to take, the results so far, and how many are done.
private final class SharedRun<R: Sendable>: @unchecked Sendable {
    private let count: Int
    private let body: @Sendable (Int) -> R
    private var next = 0
    private var done = 0
    private var storage: [R?]
    private let condition = NSCondition()

    init(count: Int, body: @escaping @Sendable (Int) -> R) {
        self.count = count
        self.body = body
        storage = Array(repeating: nil, count: count)
    }

    /// Takes items until none is left. A helper that starts after the last is taken returns at once.
    func work() {
        while let i = take() {
            let value = body(i)
            condition.lock()
            storage[i] = value
            done += 1
            if done == count { condition.broadcast() }
            condition.unlock()
        }
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Every result, in index order, once the items other threads took are done.
    func results() -> [R] {
        condition.lock()
        while done < count { condition.wait() }
        let values = storage
        condition.unlock()
        return values.map { $0! }
    }
}

/// Values a one-off command keeps until the process exits. Releasing a large compilation piece by piece
/// (hundreds of thousands of reference-counted tokens per permutation) takes a third of a second on the 100k
/// benchmark; the operating system reclaims the same memory at exit at once. `build --watch`, which runs many
/// builds in one process, does not use it.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}

/// Releases large intermediate values (the shared compiler once every permutation is compiled, each emitter's
/// lowered brands) on a thread of their own, so the thread that finished with one goes on at once. Releasing
/// such a value piece by piece takes a tenth of a second and more on the 100k benchmark, and some of it would
/// otherwise happen where nothing else runs (between compiling and validating, after the last emitter). What is
/// still queued when a one-off command exits is left to the operating system.
enum BackgroundRelease {
    private final class Box: @unchecked Sendable {
        var value: Any?
        init(_ value: consuming Any) { self.value = value }
    }

    private static let queue = DispatchQueue(label: "tokenc.release", qos: .utility)

    /// Takes `value` (the caller's last reference, as `consume` passes it) and releases it on the queue.
    static func release(_ value: consuming Any) {
        let box = Box(value)
        queue.async { box.value = nil }
    }
}
