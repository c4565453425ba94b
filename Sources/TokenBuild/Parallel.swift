import Foundation

/// Runs a build's independent pieces of work (files, permutations, emitters, output files) on every core.
/// Results keep the input order, so output is byte-identical to a single-threaded run (`TOKENC_THREADS=1`).
///
/// The calling thread works through the items itself while a helper on the global queue takes items from the
/// same counter. So `map` nests freely (an emitter's files mapped inside the renderer's emitters), and no call
/// ever waits for a helper that has not started: a caller waits only for items a running thread took.
///
/// A thread left waiting so does not sit idle: it takes items of other maps started under the same piece of
/// work (see `WorkPool`): the thread that finished one emitter helps with another's files, and the thread that
/// finished validating helps render, so no core stands idle while one thread's last item outlasts the other's.
package struct DispatchScheduler: WorkScheduler {
    /// False when `TOKENC_THREADS=1` asks for one thread.
    package let concurrent: Bool

    package init() { concurrent = ProcessInfo.processInfo.environment["TOKENC_THREADS"] != "1" }

    /// Threads besides the caller's that a call may use.
    private static let helpers = max(0, ProcessInfo.processInfo.activeProcessorCount - 1)

    package func map<R: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> R) -> [R] {
        run(count, shared: true, body)
    }

    /// `map`; with `shared: false`, no waiting thread takes the items (see `concurrently`).
    package func run<R: Sendable>(_ count: Int, shared: Bool, _ body: @escaping @Sendable (Int) -> R) -> [R] {
        if count < 2 || !concurrent || Self.helpers == 0 { return (0..<count).map(body) }
        let results = Results<R>(count: count)
        let run = SharedRun(count: count, shared: shared) { i in results.store(body(i), at: i) }
        for _ in 0..<min(Self.helpers, count - 1) {
            DispatchQueue.global().async { run.work() }
        }
        run.work()
        run.waitUntilDone()
        return results.all()
    }
}

extension DispatchScheduler: BuildScheduler {
    /// Validation and its report on one core, rendering on the other (see `concurrently`): validation leaves
    /// cores idle that rendering fills. Rendering waits for validation's result only where it needs it.
    package func validating<V: Sendable, W: Sendable, R: Sendable>(
        _ validate: @escaping @Sendable () -> V, then report: @escaping @Sendable (V) -> W,
        whileRendering render: @escaping @Sendable (_ validation: @escaping @Sendable () -> V) -> R) -> (W, R) {
        let validation = Pending<V>()
        return concurrently({
            let v = validate()
            validation.provide(v)
            return report(v)
        }, { render { validation.wait() } })
    }
}

/// Runs `first` and `second` side by side (on two cores when the machine has them; one after the other with
/// `TOKENC_THREADS=1`) and returns both results once both are done. `first` is always taken first, by a thread
/// that runs it at once, so `second` may wait for something `first` provides (see `Pending`); never the other
/// way round. (So neither is ever taken by a thread waiting inside `first`: the two are not shared.)
package func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A,
                                            _ second: @escaping @Sendable () -> B) -> (A, B) {
    let a = Pending<A>(), b = Pending<B>()
    _ = DispatchScheduler().run(2, shared: false) { $0 == 0 ? a.provide(first()) : b.provide(second()) }
    return (a.wait(), b.wait())
}

/// A value one thread provides and others wait for (what `build` renders waits for validation's contrast
/// measurements, which only the HTML sheet shows).
package final class Pending<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private var provided = false
    private let condition = NSCondition()

    /// A value not provided yet.
    package init() {}

    /// Provides the value and wakes every thread waiting for it. Call once.
    package func provide(_ value: Value) {
        condition.lock()
        self.value = value
        provided = true
        condition.broadcast()
        condition.unlock()
    }

    /// The value, once provided.
    package func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while !provided { condition.wait() }
        return value!
    }
}

/// Every `map` in progress, so that a thread waiting for one can take items of another instead of idling.
///
/// Which items a waiting thread may take: those of maps started, directly or not, by the same item that started
/// the map it waits for (for a top-level map, by one of its own items). A thread waiting inside validation so never
/// takes rendering's work, which would hold validation — and the printing of what it found — back past the end
/// of rendering; and a thread never takes an item that could wait for something further down its own stack,
/// since items of one map (and what they start) do not wait for each other. `concurrently`'s two sides, which
/// may, are not shared at all. Oldest map first: outer items are the longer ones (a whole emitter before one of
/// its files), and starting long work early keeps the end of the build from running on one core.
///
/// One lock for every map: items are whole files, emitters or permutations, so it is taken a few hundred times
/// a build.
private enum WorkPool {
    package static let condition = NSCondition()
    /// Maps with items nobody has taken, oldest first (guarded by `condition`).
    nonisolated(unsafe) static var open: [SharedRun] = []

    /// The item the current thread is running, if any (what a map it starts descends from).
    package static var currentItem: Item? {
        get { Thread.current.threadDictionary[key] as? Item }
        set { Thread.current.threadDictionary[key] = newValue }
    }
    private static let key = "tokenc.WorkPool.item"

    /// One item being run (compared by identity), and its map (whose `origin` is the item that started it).
    package final class Item {
        package let run: SharedRun
        package init(run: SharedRun) { self.run = run }
    }

    /// An item of an open map the thread waiting for `run` may take; it is taken. Call with the lock held.
    package static func takeForWaiter(of run: SharedRun) -> (SharedRun, Int)? {
        for other in open where other !== run && other.descends(from: run.origin, orAnItemOf: run) {
            if let i = other.takeLocked() { return (other, i) }
        }
        return nil
    }
}

/// One `map` call in progress: which items are taken and done (guarded by `WorkPool.condition`), and how to run
/// one (`execute` computes an item and stores its result where the caller collects it).
private final class SharedRun: @unchecked Sendable {
    package let count: Int
    private var next = 0
    private var done = 0
    /// The item whose thread started this map (nil at top level).
    package let origin: WorkPool.Item?
    private let execute: @Sendable (Int) -> Void

    /// A map of `count` items; with `shared`, threads waiting for other maps may take its items (see `WorkPool`).
    package init(count: Int, shared: Bool, execute: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.execute = execute
        origin = WorkPool.currentItem
        if shared {
            WorkPool.condition.lock()
            WorkPool.open.append(self)
            WorkPool.condition.broadcast()
            WorkPool.condition.unlock()
        }
    }

    /// Whether this map was started, directly or not, by `item`; with no item (a top-level map's waiter), by an
    /// item of `run`. (Other top-level maps, a test's say, are another thread's business.)
    package func descends(from item: WorkPool.Item?, orAnItemOf run: SharedRun) -> Bool {
        var o = origin
        while let current = o {
            if let item { if current === item { return true } } else if current.run === run { return true }
            o = current.run.origin
        }
        return false
    }

    /// The next item, taken; nil when every item is. Call with the lock held.
    package func takeLocked() -> Int? {
        guard next < count else { return nil }
        next += 1
        if next == count, let i = WorkPool.open.firstIndex(where: { $0 === self }) { WorkPool.open.remove(at: i) }
        return next - 1
    }

    /// Takes items until none is left. A helper that starts after the last is taken returns at once.
    package func work() {
        while true {
            WorkPool.condition.lock()
            let i = takeLocked()
            WorkPool.condition.unlock()
            guard let i else { return }
            run(i)
        }
    }

    /// Runs item `i` (taken) on this thread, as the item any map it starts descends from.
    package func run(_ i: Int) {
        let outer = WorkPool.currentItem
        WorkPool.currentItem = WorkPool.Item(run: self)
        execute(i)
        WorkPool.currentItem = outer
        WorkPool.condition.lock()
        done += 1
        if done == count { WorkPool.condition.broadcast() }
        WorkPool.condition.unlock()
    }

    /// Returns once every item is done; meanwhile, runs items of other maps (see `WorkPool`).
    package func waitUntilDone() {
        WorkPool.condition.lock()
        while done < count {
            if let (other, i) = WorkPool.takeForWaiter(of: self) {
                WorkPool.condition.unlock()
                other.run(i)
                WorkPool.condition.lock()
            } else {
                WorkPool.condition.wait()
            }
        }
        WorkPool.condition.unlock()
    }
}

/// A map's results, stored as items finish (on whichever thread ran them).
private final class Results<R: Sendable>: @unchecked Sendable {
    private var storage: [R?]
    private let lock = NSLock()

    package init(count: Int) { storage = Array(repeating: nil, count: count) }

    package func store(_ value: R, at i: Int) { lock.withLock { storage[i] = value } }

    /// Every result, in index order (call once all are stored).
    package func all() -> [R] { lock.withLock { storage.map { $0! } } }
}
