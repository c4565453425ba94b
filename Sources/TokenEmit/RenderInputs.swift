#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a sink keeps files between builds (`OutputSink.reusing(_:)`).
public struct OutputReuse: Sendable {
    /// Given a file's path and what it would be rendered from: the file the sink holds as rendered from the same
    /// (its path as the sink gives paths back, its size, and what rendering it reported); nil when it holds none.
    public var find: @Sendable (_ path: String, _ inputs: RenderInputs) -> KeptFile?
    /// Notes what the file at a path was rendered from and what rendering it reported, for the next build.
    public var note: @Sendable (_ path: String, _ inputs: RenderInputs, _ diagnostics: [Diagnostic]) -> Void

    /// Reuse through `find` and `note`.
    public init(find: @escaping @Sendable (String, RenderInputs) -> KeptFile?,
                note: @escaping @Sendable (String, RenderInputs, [Diagnostic]) -> Void) {
        self.find = find
        self.note = note
    }
}

/// A part of the inputs of many files (what every brand decides for each brand's file, say), made once a build
/// and compared once with an earlier build's: the first comparison's result is remembered for the others.
public final class SharedInputs<Value: Equatable & Sendable>: Equatable, @unchecked Sendable {
    /// The part.
    public let value: Value
    /// Guards `comparedWith` and `equal`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The last other part this one was compared with (weakly: a part freed cannot be taken for a new one at the
    /// same address), and the result.
    private weak var comparedWith: SharedInputs?
    private var equal = false

    /// `value`, to be shared by the inputs of the files that read it.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// True when both hold equal values.
    public static func == (a: SharedInputs, b: SharedInputs) -> Bool {
        if a === b { return true }
        pthread_mutex_lock(a.mutex)
        defer { pthread_mutex_unlock(a.mutex) }
        // Under the lock: the files that share `a` wait for the one comparison instead of each making it.
        if a.comparedWith === b { return a.equal }
        let equal = a.value == b.value
        (a.comparedWith, a.equal) = (b, equal)
        return equal
    }
}

/// A file a sink holds from an earlier build (`OutputReuse.find`).
public struct KeptFile: Sendable {
    /// Its path, as the sink gives paths back.
    public var path: String
    /// Its size in bytes.
    public var size: Int
    /// What rendering it reported.
    public var diagnostics: [Diagnostic]

    /// A kept file.
    public init(path: String, size: Int, diagnostics: [Diagnostic]) {
        self.path = path
        self.size = size
        self.diagnostics = diagnostics
    }
}

/// Everything one output file's bytes depend on, as an emitter states it (`OutputSink.kept(_:from:)`): two
/// equal inputs render the same bytes.
public struct RenderInputs: @unchecked Sendable {
    // `value` is the Sendable key given to `init`.
    private let value: Any
    private let same: @Sendable (Any) -> Bool

    /// Inputs stated by `key`, compared with `==`.
    public init<Key: Equatable & Sendable>(_ key: Key) {
        value = key
        same = { ($0 as? Key) == key }
    }

    /// True when `other` states the same inputs.
    public func matches(_ other: RenderInputs) -> Bool { same(other.value) }
}
