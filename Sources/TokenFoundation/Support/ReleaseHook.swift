/// Where a stage puts a large value it has finished with (a brand's lowered tokens, a value table, the
/// validation's indexes), passed with `consume` so the hook holds the last reference.
///
/// Releasing such a value piece by piece (hundreds of thousands of reference-counted values) takes measurable
/// time. The stages below the write stage have no threads of their own, so the caller decides where that time goes: the command line
/// passes a hook that releases on another thread; `now` releases at once, on the calling thread.
public struct ReleaseHook: Sendable {
    private let release: @Sendable (consuming Any) -> Void

    /// A hook that hands each value to `release`.
    public init(_ release: @escaping @Sendable (consuming Any) -> Void) {
        self.release = release
    }

    /// Releases each value at once.
    public static let now = ReleaseHook { _ in }

    /// Takes `value` (pass the last reference, with `consume`).
    public func callAsFunction(_ value: consuming Any) {
        release(value)
    }
}
