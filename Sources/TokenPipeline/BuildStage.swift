/// The stages of a build, in pipeline order, as `tokenc build --verbose` reports them.
public enum BuildStage: String, CaseIterable, Sendable {
    /// Reading the config, the resolver document and token files.
    case read
    /// JSON parsing, config decoding, and turning token trees into layers.
    case parse
    /// Merging layers per permutation, `$extends`, aliases and cycle detection.
    case resolve
    /// Validation rules over every permutation.
    case validate
    /// Locating and printing diagnostics.
    case report
    /// Lowering and rendering Swift, CSS and JSON.
    case emit
    /// Comparing outputs with the disk and writing what changed.
    case write
}

/// Watches a build's stages go by: the pipeline runs each stage's work inside `measure`. Stages may run on two
/// threads at once (validation beside rendering), so an observer must be safe to call from both.
public protocol BuildObserver: Sendable {
    /// Runs `body`, the work of `stage`, and returns what it returns.
    func measure<T>(_ stage: BuildStage, _ body: () throws -> T) rethrows -> T
}

/// An observer that only runs the work.
public struct SilentBuildObserver: BuildObserver {
    /// Creates the observer.
    public init() {}

    /// Runs `body`.
    public func measure<T>(_ stage: BuildStage, _ body: () throws -> T) rethrows -> T { try body() }
}
