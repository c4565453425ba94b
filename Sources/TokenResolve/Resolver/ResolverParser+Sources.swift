extension ResolverParser {
    /// The token sources one item of a `sources` array (or of a context) stands for: an external file,
    /// inline tokens, or, for a reference to a set, that set's sources in place.
    mutating func expandSource(at pointer: JSONPointer, owner: DefinitionKind, trail: ReferenceTrail) -> [TokenSource] {
        switch follow(pointer, position: .source(owner), trail: trail) {
        case .failed, .value:
            return []
        case .external(let path, let p, let reference, _):
            let overrides = reference.members.filter { $0.key != "$ref" }
            let object = overrides.isEmpty ? nil : JSONObject(overrides.map { JSONMember(key: $0.key, value: $0.value) })
            return [.file(path: path, pointer: p, origin: origin(reference.pointer), overrides: object)]
        case .object(let object, let t, let hops, let setName):
            if let setName {
                return set(from: object, name: setName, isInline: false, trail: t).sources
            }
            return inlineLayers(object, hops: hops)
        }
    }

    /// Inline tokens as layers: the referenced object first, then the keys written beside each `$ref`
    /// on the way, innermost reference first. The keys were merged shallowly, so a later layer only holds
    /// keys the earlier ones no longer have, and merging the layers gives the overridden object, each key
    /// located where it is written.
    func inlineLayers(_ object: LocatedObject, hops: [ReferenceHop]) -> [TokenSource] {
        let parents = [object.pointer] + hops.reversed().map(\.from)
        var layers: [TokenSource] = []
        for (i, parent) in parents.enumerated() {
            let members = object.members.filter { $0.pointer.parent == parent }
            if i > 0 && members.isEmpty { continue }
            let value = JSONValue.object(JSONObject(members.map { JSONMember(key: $0.key, value: $0.value) }))
            layers.append(.inline(value, origin: origin(parent)))
        }
        return layers
    }
}
