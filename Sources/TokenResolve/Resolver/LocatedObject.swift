/// A JSON object whose members each remember where they are written: after a reference object's
/// local keys override the referenced object's keys, members come from different places.
package struct LocatedObject: Sendable, Hashable {
    /// One member and the pointer of its value.
    package struct Member: Sendable, Hashable {
        /// The member's key.
        package var key: String
        /// The member's value.
        package var value: JSONValue
        /// Where the value is written.
        package var pointer: JSONPointer
    }

    /// The object the members (not overridden) come from.
    package var pointer: JSONPointer
    /// The members, in the referenced object's order, new local keys last.
    package var members: [Member]

    /// The object at `pointer` in its document.
    init(_ object: JSONObject, at pointer: JSONPointer) {
        self.pointer = pointer
        self.members = object.members.map { Member(key: $0.key, value: $0.value, pointer: pointer.appending($0.key)) }
    }

    /// An object from located members.
    init(pointer: JSONPointer, members: [Member]) {
        self.pointer = pointer
        self.members = members
    }

    /// The member called `key`, if any.
    subscript(key: String) -> Member? { members.first { $0.key == key } }

    /// This object with `overrides` replacing members of the same key (shallowly) and new keys appended.
    package func overriding(with overrides: [Member]) -> LocatedObject {
        var copy = self
        for o in overrides {
            if let i = copy.members.firstIndex(where: { $0.key == o.key }) {
                copy.members[i] = o
            } else {
                copy.members.append(o)
            }
        }
        return copy
    }

    /// The members that were overridden from elsewhere (not written in the object at `pointer`).
    var hasOverrides: Bool { members.contains { $0.pointer.parent != pointer } }

    /// The plain JSON object.
    package var object: JSONObject { JSONObject(members.map { JSONMember(key: $0.key, value: $0.value) }) }
}

extension JSONPointer {
    /// The pointer one level up; the root's parent is the root.
    package var parent: JSONPointer { JSONPointer(Array(tokens.dropLast())) }

    /// True when `self` designates `other` or a node that contains it.
    func isAncestorOrSelf(of other: JSONPointer) -> Bool {
        tokens.count <= other.tokens.count && Array(other.tokens.prefix(tokens.count)) == tokens
    }

    /// The pointer as written in a same-document `$ref`: `#/sets/base`.
    package var fragment: String { "#" + description }
}
