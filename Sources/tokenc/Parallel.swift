import Foundation

/// Maps `items` on every core (permutations, files). Results keep the input order, so output is
/// byte-identical to a single-threaded run.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    if items.count < 2 || ProcessInfo.processInfo.environment["TOKENC_THREADS"] == "1" { return items.map(transform) }
    let box = ResultBox<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
        box.set(i, transform(items[i]))
    }
    return box.values
}

/// Thread-safe slots for `parallelMap`.
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
