/// A modifier of a resolver document: named contexts, of which an input selects exactly one.
public struct ResolverModifier: Sendable, Hashable {
    /// One context of a modifier (`light`, `dark`, …) and the sources it adds.
    public struct Context: Sendable, Hashable {
        /// The context's key in `contexts`.
        public var name: String
        /// The sources in merge order, references to sets already expanded in place.
        public var sources: [TokenSource]
        /// Where the context's array is written.
        public var origin: Origin

        /// A context from its parts.
        public init(name: String, sources: [TokenSource], origin: Origin) {
            self.name = name; self.sources = sources; self.origin = origin
        }
    }

    /// The key under `modifiers`, or the inline item's `name`. Inputs use it (case-insensitively).
    public var name: String
    /// The modifier's `description`.
    public var description: String?
    /// The contexts in document order.
    public var contexts: [Context]
    /// The context used when an input does not name this modifier.
    public var defaultContext: String?
    /// The modifier's `$extensions`, untouched.
    public var extensions: JSONObject?
    /// True when the modifier is written inline in `resolutionOrder`.
    public var isInline: Bool
    /// Where the modifier is defined (`#/modifiers/name` or `#/resolutionOrder/n`).
    public var origin: Origin

    /// A modifier from its parts.
    public init(name: String, description: String? = nil, contexts: [Context], defaultContext: String? = nil,
                extensions: JSONObject? = nil, isInline: Bool = false, origin: Origin) {
        self.name = name; self.description = description; self.contexts = contexts
        self.defaultContext = defaultContext; self.extensions = extensions; self.isInline = isInline
        self.origin = origin
    }

    /// The context called `name`, compared case-insensitively as inputs are.
    public func context(named name: String) -> Context? {
        let key = name.lowercased()
        return contexts.first { $0.name.lowercased() == key }
    }

    /// The context names, in document order.
    public var contextNames: [String] { contexts.map(\.name) }
}
