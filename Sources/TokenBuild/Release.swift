import Foundation

/// Values a one-off command keeps until the process exits. Releasing a large compilation piece by piece
/// (every reference-counted token of every permutation) takes noticeable time; the operating system reclaims
/// the same memory at exit at once. `build --watch`, which runs many builds in one process, does not use it.
package enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    package static func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}

/// Releases large intermediate values (the shared compiler once every permutation is compiled, each emitter's
/// lowered brands) on a thread of their own, so the thread that finished with one goes on at once. Releasing
/// such a value piece by piece takes noticeable time, and some of it would otherwise happen where nothing else
/// runs (between compiling and validating, after the last emitter). What is
/// still queued when a one-off command exits is left to the operating system.
package enum BackgroundRelease {
    private final class Box: @unchecked Sendable {
        package var value: Any?
        package init(_ value: consuming Any) { self.value = value }
    }

    private static let queue = DispatchQueue(label: "tokenc.release", qos: .utility)

    /// Takes `value` (the caller's last reference, as `consume` passes it) and releases it on the queue.
    package static func release(_ value: consuming Any) {
        let box = Box(value)
        queue.async { box.value = nil }
    }
}

extension ReleaseHook {
    /// Releases each value on a thread of its own (see `BackgroundRelease`).
    package static let background = ReleaseHook { BackgroundRelease.release($0) }
}
