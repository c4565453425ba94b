/// One item of `resolutionOrder`, with references resolved: a set, or a modifier whose selected context applies.
public enum ResolutionStep: Sendable, Hashable {
    /// A set: all its sources apply.
    case set(ResolverSet)
    /// A modifier: the sources of the context the permutation selects apply.
    case modifier(ResolverModifier)

    /// The set's or modifier's name.
    public var name: String {
        switch self {
        case .set(let s): return s.name
        case .modifier(let m): return m.name
        }
    }
}
