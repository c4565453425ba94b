/// Where a reference object sits, which decides what it may point to.
package enum ReferencePosition: Sendable, Hashable {
    /// In the `sources` of a set, or in a context of a modifier.
    case source(DefinitionKind)
    /// A set or modifier definition that is itself a reference object (`"sets": {"a": {"$ref": …}}`).
    case definition(DefinitionKind)
    /// Anywhere else: only cycles, missing targets and `#/resolutionOrder/…` are errors.
    case anywhere
}

/// A set or a modifier.
package enum DefinitionKind: Sendable, Hashable {
    /// A set.
    case set
    /// A modifier.
    case modifier

    /// "set" or "modifier".
    var noun: String { self == .set ? "set" : "modifier" }
}

/// What following the reference objects from one node led to.
package enum Followed: Sendable, Hashable {
    /// An object, with the local keys of every reference object on the way merged over it (outermost
    /// last). `hops` are the references followed, outermost first; `setName` is set when a hop designated
    /// a set definition (`#/sets/name`, the outermost such name).
    case object(LocatedObject, trail: ReferenceTrail, hops: [ReferenceHop], setName: String?)
    /// A reference to an external file; `reference` is the reference object holding the `$ref`, with
    /// the local keys of outer reference objects merged over it.
    case external(path: String, pointer: JSONPointer, reference: LocatedObject, trail: ReferenceTrail)
    /// A value that is not an object (only returned for `.anywhere`).
    case value(JSONValue, at: JSONPointer)
    /// A problem was reported.
    case failed
}

extension ResolverParser {
    /// The longest chain of reference objects followed from one place (real documents use a handful).
    package static let maximumReferenceHops = 32

    /// Follows reference objects from the node at `pointer` (which must exist) until a node that is not
    /// a reference object, reporting invalid, missing and circular references.
    package mutating func follow(_ pointer: JSONPointer, position: ReferencePosition, trail: ReferenceTrail) -> Followed {
        guard let value = root.value(at: pointer) else { return .failed }
        guard case .object(let object) = value else {
            if case .anywhere = position { return .value(value, at: pointer) }
            let what: String
            switch position {
            case .source: what = "a token source must be an object (inline tokens or {\"$ref\": …})"
            case .definition(let kind): what = "a \(kind.noun) must be an object"
            case .anywhere: what = ""
            }
            report(.resolverInvalid, "\(what), not \(article(value))", at: pointer, notes: hopNotes(trail.hops))
            return .failed
        }
        let located = LocatedObject(object, at: pointer)
        guard let ref = located["$ref"] else { return .object(located, trail: trail, hops: [], setName: nil) }
        let overrides = located.members.filter { $0.key != "$ref" }
        guard case .string(let text) = ref.value else {
            report(.resolverInvalidReference, "\"$ref\" must be a string, not \(article(ref.value))", at: ref.pointer, notes: hopNotes(trail.hops))
            return .failed
        }
        switch ResolverReference.parse(text) {
        case .invalid(let reason):
            report(.resolverInvalidReference, "invalid reference: \(reason)", at: ref.pointer, notes: hopNotes(trail.hops))
            return .failed
        case .remote(let uri):
            report(.resolverInvalidReference, "tokenc does not load URIs ('\(uri)'); save the file beside the resolver document and reference it by relative path", at: ref.pointer, notes: hopNotes(trail.hops))
            return .failed
        case .file(let path, let p):
            if case .definition(let kind) = position {
                report(.resolverInvalidReference, "a \(kind.noun) definition can only reference a node of this document, not '\(text)'; reference the file from the \(kind.noun)'s \(kind == .set ? "sources" : "contexts") instead", at: ref.pointer, notes: hopNotes(trail.hops))
                return .failed
            }
            return .external(path: path, pointer: p, reference: located, trail: trail)
        case .local(let target):
            let hop = ReferenceHop(from: pointer, to: target, text: text)
            if let why = violation(hop, position) {
                report(.resolverInvalidReference, why, at: ref.pointer, notes: hopNotes(trail.hops))
                return .failed
            }
            if let cycle = trail.cycle(closedBy: hop) {
                reportCycle(cycle)
                return .failed
            }
            // Each hop is a level of recursion (and of notes): a chain written to be endless stops here.
            if trail.hops.count >= ResolverParser.maximumReferenceHops {
                report(.limitExceeded, "more than \(ResolverParser.maximumReferenceHops) references followed in a row from '\(trail.hops.first?.from.fragment ?? pointer.fragment)'; shorten the chain",
                       at: ref.pointer)
                return .failed
            }
            guard root.value(at: target) != nil else {
                reportMissing(hop, trail: trail)
                return .failed
            }
            let setName = target.tokens.count == 2 && target.tokens[0] == "sets" ? target.tokens[1] : nil
            // Inside a set's definition, the rules are those of a set definition, wherever it was reached from.
            let inner: ReferencePosition = setName != nil && position != .anywhere ? .definition(.set) : position
            switch follow(target, position: inner, trail: trail.entering(hop)) {
            case .object(let o, let t, let hops, let innerSet):
                return .object(o.overriding(with: overrides), trail: t, hops: [hop] + hops, setName: setName ?? innerSet)
            case .external(let path, let p, let reference, let t):
                return .external(path: path, pointer: p, reference: reference.overriding(with: overrides), trail: t)
            case .value(let v, let p):
                return .value(v, at: p)
            case .failed:
                return .failed
            }
        }
    }

    /// Why `hop` may not be followed from `position`, or nil.
    func violation(_ hop: ReferenceHop, _ position: ReferencePosition) -> String? {
        switch hop.to.tokens.first {
        case "resolutionOrder":
            return "'\(hop.text)' points into resolutionOrder; items of resolutionOrder (inline sets and modifiers included) cannot be referenced"
        case "modifiers":
            switch position {
            case .source(.set), .definition(.set):
                return "a set cannot reference a modifier ('\(hop.text)'); only resolutionOrder can"
            case .source(.modifier):
                return "a modifier cannot reference a modifier ('\(hop.text)'), not even a context of its own; only resolutionOrder can"
            case .definition(.modifier):
                return "a modifier cannot be defined as a reference to another modifier ('\(hop.text)')"
            case .anywhere:
                return nil
            }
        default:
            return nil
        }
    }

    /// One note per hop, at its `$ref`: "'#/sets/a/sources/0' references '#/sets/b'".
    func hopNotes(_ hops: [ReferenceHop]) -> [DiagnosticNote] {
        hops.map { DiagnosticNote("'\($0.from.fragment)' references '\($0.text)'", at: at($0.from.appending("$ref"))) }
    }

    /// Reports a cycle once, however it was entered: at the hop whose reference object comes first.
    mutating func reportCycle(_ hops: [ReferenceHop]) {
        guard let start = hops.indices.min(by: { hops[$0].from.description < hops[$1].from.description }) else { return }
        let rotated = Array(hops[start...] + hops[..<start])
        guard reportedCycles.insert(rotated.map(\.from)).inserted else { return }
        let first = rotated[0]
        let message: String
        if rotated.count == 1, first.to.isAncestorOrSelf(of: first.from) {
            let target = first.to == first.from ? "the reference object itself" : "'\(first.to.fragment)', which contains the reference"
            message = "circular reference: '\(first.text)' designates \(target)"
        } else {
            message = "circular reference: " + (rotated.map { "'\($0.text)'" } + ["'\(first.text)' …"]).joined(separator: " → ")
        }
        report(.resolverCircularReference, message, at: first.from.appending("$ref"), notes: hopNotes(rotated))
    }

    /// Reports a reference to a node that does not exist, suggesting a near name.
    mutating func reportMissing(_ hop: ReferenceHop, trail: ReferenceTrail) {
        var notes = hopNotes(trail.hops)
        let parent = hop.to.parent
        if let last = hop.to.tokens.last, case .object(let siblings)? = root.value(at: parent) {
            if let s = NameSuggestion.closest(to: last, among: siblings.keys) {
                notes.append(DiagnosticNote("did you mean '\(parent.appending(s).fragment)'?", at: at(parent.appending(s), .key)))
            } else if parent.tokens == ["sets"] || parent.tokens == ["modifiers"], !siblings.isEmpty {
                notes.append(DiagnosticNote("the \(parent.tokens[0]) are \(NameSuggestion.list(siblings.keys))", at: at(parent)))
            }
        }
        report(.resolverMissingReference, "'\(hop.text)' does not exist in this document", at: hop.from.appending("$ref"), notes: notes)
    }
}
