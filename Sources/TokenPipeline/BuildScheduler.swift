/// A `WorkScheduler` that can also run a build's validation beside its rendering. The pipeline has no threads of
/// its own: a scheduler (the write stage's `DispatchScheduler`) with threads runs the two side by side; the default runs them in turn.
public protocol BuildScheduler: WorkScheduler {
    /// Runs `validate`, then `report` with its result, and `render`; returns what `report` and `render` give.
    /// `render` may call the function it is given to wait for `validate`'s result (the HTML sheet shows its
    /// contrast measurements), never for `report`'s; neither `validate` nor `report` waits for `render`, so a
    /// scheduler must start them first.
    func validating<V: Sendable, W: Sendable, R: Sendable>(
        _ validate: @escaping @Sendable () -> V, then report: @escaping @Sendable (V) -> W,
        whileRendering render: @escaping @Sendable (_ validation: @escaping @Sendable () -> V) -> R) -> (W, R)
}

extension BuildScheduler {
    /// Validates and reports, then renders with the validation at hand.
    public func validating<V: Sendable, W: Sendable, R: Sendable>(
        _ validate: @escaping @Sendable () -> V, then report: @escaping @Sendable (V) -> W,
        whileRendering render: @escaping @Sendable (_ validation: @escaping @Sendable () -> V) -> R) -> (W, R) {
        let v = validate()
        let w = report(v)
        return (w, render({ v }))
    }
}

extension SerialScheduler: BuildScheduler {}
