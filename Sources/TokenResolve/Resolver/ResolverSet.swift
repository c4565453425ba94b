/// A set of a resolver document: token sources that always apply, merged in order.
public struct ResolverSet: Sendable, Hashable {
    /// The key under `sets`, or the inline item's `name`.
    public var name: String
    /// The set's `description`.
    public var description: String?
    /// The sources in merge order, references to other sets already expanded in place.
    public var sources: [TokenSource]
    /// The set's `$extensions`, untouched.
    public var extensions: JSONObject?
    /// True when the set is written inline in `resolutionOrder`.
    public var isInline: Bool
    /// Where the set is defined (`#/sets/name` or `#/resolutionOrder/n`).
    public var origin: Origin

    /// A set from its parts.
    public init(name: String, description: String? = nil, sources: [TokenSource], extensions: JSONObject? = nil,
                isInline: Bool = false, origin: Origin) {
        self.name = name; self.description = description; self.sources = sources
        self.extensions = extensions; self.isInline = isInline; self.origin = origin
    }
}
