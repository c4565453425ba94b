/// Which of a Tokens Studio project's "source" sets are emitted as well as read (`"emitSourceSets"` in
/// tokenc.json). By default none: Tokens Studio reads a source set only to resolve references. Emitting them is
/// what Style Dictionary does with sd-transforms' `permutateThemes`, whose set lists keep source sets.
public enum SourceSetEmission: Sendable, Hashable {
    /// Source sets are read only to resolve references (Tokens Studio's meaning).
    case none
    /// Every source set is emitted (`"emitSourceSets": true`).
    case all
    /// The source sets named (`"emitSourceSets": ["primitives/globals"]`), by set name as `tokenSetOrder` has it.
    case sets([String])

    /// True when the source set `name` is emitted.
    public func emits(_ name: String) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .sets(let names): names.contains(name)
        }
    }
}
