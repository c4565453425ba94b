/// Runs independent pieces of work, possibly at the same time: the stages below the write stage have no threads of their own, so the
/// caller decides. The CLI passes one that uses every core; tests and the fuzzer use `SerialScheduler`.
///
/// `map` must return the results in index order, so output never depends on which piece finished first.
public protocol WorkScheduler: Sendable {
    /// `body(0) … body(count - 1)`, in index order. `body` may run on other threads, and may itself call `map`
    /// (an emitter inside the renderer): a scheduler must keep every core busy through such nesting.
    func map<R: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> R) -> [R]
}

/// Runs every piece of work in turn on the calling thread.
public struct SerialScheduler: WorkScheduler {
    /// Creates a serial scheduler.
    public init() {}

    /// `body(0) … body(count - 1)`, one after another.
    public func map<R: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> R) -> [R] {
        (0..<count).map(body)
    }
}
