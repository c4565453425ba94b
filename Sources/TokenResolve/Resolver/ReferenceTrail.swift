/// One step of a reference chain: the reference object at `from` points to `to`.
package struct ReferenceHop: Sendable, Hashable {
    /// The reference object (its `$ref` member is at `from/$ref`).
    package var from: JSONPointer
    /// The node the reference designates.
    package var to: JSONPointer
    /// The `$ref` string as written.
    package var text: String
}

/// The references followed so far while resolving one item, and the objects being resolved, so that a
/// reference back into any of them is reported as a cycle with every hop.
package struct ReferenceTrail: Sendable, Hashable {
    /// An object being resolved, and the index of the hop that entered it.
    package struct Entry: Sendable, Hashable {
        /// The object.
        package var pointer: JSONPointer
        /// The index in `hops` of the reference that led into it (0 for the start).
        var enteredAt: Int
    }

    /// The objects being resolved, outermost first.
    package var active: [Entry]
    /// The references followed, first first.
    package var hops: [ReferenceHop]

    /// A trail that starts resolving the object at `start`.
    package init(start: JSONPointer) {
        active = [Entry(pointer: start, enteredAt: 0)]
        hops = []
    }

    /// The trail after following `hop`.
    func entering(_ hop: ReferenceHop) -> ReferenceTrail {
        var copy = self
        copy.hops.append(hop)
        copy.active.append(Entry(pointer: hop.to, enteredAt: copy.hops.count - 1))
        return copy
    }

    /// The hops forming a cycle if `hop` were followed, or nil: `hop` designates its own reference
    /// object or one of its parents, or an object already being resolved (or one of its parents).
    package func cycle(closedBy hop: ReferenceHop) -> [ReferenceHop]? {
        if hop.to.isAncestorOrSelf(of: hop.from) { return [hop] }
        guard let entry = active.first(where: { hop.to.isAncestorOrSelf(of: $0.pointer) }) else { return nil }
        return Array(hops[entry.enteredAt...]) + [hop]
    }
}
