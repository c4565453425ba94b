/// A resolved `resolutionOrder` item and where its name is written, for the uniqueness checks.
package struct OrderedStep: Sendable, Hashable {
    /// The set or modifier.
    package var step: ResolutionStep
    /// The inline item's `name`, or the reference object's `$ref`.
    var namePointer: JSONPointer
    /// True for an inline set or modifier.
    package var isInline: Bool
    /// The item's index in `resolutionOrder`.
    package var index: Int
}

extension ResolverParser {
    /// The items of `resolutionOrder`, each resolved; items with errors are left out.
    package mutating func resolutionOrder(_ items: [JSONValue]) -> [OrderedStep] {
        var steps: [OrderedStep] = []
        for (i, item) in items.enumerated() {
            let p = JSONPointer(["resolutionOrder", String(i)])
            guard case .object(let object) = item else {
                report(.resolverInvalid, "a resolutionOrder item must be a reference object ({\"$ref\": \"#/sets/…\"}) or an inline set or modifier, not \(article(item))", at: p)
                continue
            }
            let located = LocatedObject(object, at: p)
            let step = located["$ref"] != nil ? referencedStep(located, index: i) : inlineStep(located, index: i)
            if let step { steps.append(step) }
        }
        return steps
    }

    /// A `{"$ref": "#/sets/…"}` or `{"$ref": "#/modifiers/…"}` item, local keys overriding the definition's.
    private mutating func referencedStep(_ item: LocatedObject, index: Int) -> OrderedStep? {
        guard let ref = item["$ref"] else { return nil }
        guard case .string(let text) = ref.value else {
            report(.resolverInvalidReference, "\"$ref\" must be a string, not \(article(ref.value))", at: ref.pointer)
            return nil
        }
        guard case .local(let target) = ResolverReference.parse(text) else {
            report(.resolverInvalidReference, "resolutionOrder can only reference a set ('#/sets/name') or a modifier ('#/modifiers/name') of this document, not '\(text)'", at: ref.pointer)
            return nil
        }
        if target.tokens.first == "resolutionOrder" {
            report(.resolverInvalidReference, "'\(text)' points into resolutionOrder; items of resolutionOrder (inline sets and modifiers included) cannot be referenced", at: ref.pointer)
            return nil
        }
        guard target.tokens.count == 2, target.tokens[0] == "sets" || target.tokens[0] == "modifiers" else {
            report(.resolverInvalidReference, "a resolutionOrder reference must designate a set ('#/sets/name') or a modifier ('#/modifiers/name'), not '\(text)'", at: ref.pointer)
            return nil
        }
        let hop = ReferenceHop(from: item.pointer, to: target, text: text)
        let start = ReferenceTrail(start: item.pointer)
        guard root.value(at: target) != nil else {
            reportMissing(hop, trail: start)
            return nil
        }
        let kind: DefinitionKind = target.tokens[0] == "sets" ? .set : .modifier
        let name = target.tokens[1]
        let overrides = item.members.filter { $0.key != "$ref" }
        let step: ResolutionStep
        if overrides.isEmpty {
            switch kind {
            case .set:
                guard let s = definedSet(at: target) else { return nil }
                step = .set(s)
            case .modifier:
                guard let m = definedModifier(at: target) else { return nil }
                step = .modifier(m)
            }
        } else {
            guard case .object(let object, let trail, _, _) = follow(target, position: .definition(kind), trail: start.entering(hop)) else { return nil }
            let merged = object.overriding(with: overrides)
            switch kind {
            case .set: step = .set(set(from: merged, name: name, isInline: false, trail: trail))
            case .modifier: step = .modifier(modifier(from: merged, name: name, isInline: false, trail: trail))
            }
        }
        return OrderedStep(step: step, namePointer: ref.pointer, isInline: false, index: index)
    }

    /// An inline set or modifier, which needs `type` and `name`.
    private mutating func inlineStep(_ item: LocatedObject, index: Int) -> OrderedStep? {
        var kind: DefinitionKind?
        if let type = item["type"] {
            switch type.value {
            case .string("set"): kind = .set
            case .string("modifier"): kind = .modifier
            case .string(let other):
                report(.resolverInvalid, "\"type\" must be \"set\" or \"modifier\", not \"\(other)\"", at: type.pointer)
            default:
                report(.resolverInvalid, "\"type\" must be the string \"set\" or \"modifier\", not \(article(type.value))", at: type.pointer)
            }
        } else {
            report(.resolverInvalid, "an inline resolutionOrder item needs \"type\": \"set\" or \"modifier\" (or use {\"$ref\": …} to reference one)", at: item.pointer)
        }
        if kind == nil {
            if item["contexts"] != nil { kind = .modifier } else if item["sources"] != nil { kind = .set }
        }
        var name = "resolutionOrder[\(index)]"
        var namePointer = item.pointer
        if let n = item["name"] {
            namePointer = n.pointer
            if case .string(let s) = n.value, !s.isEmpty {
                name = s
            } else {
                report(.resolverInvalid, "\"name\" must be a non-empty string, not \(n.value == .string("") ? "an empty one" : article(n.value))", at: n.pointer)
            }
        } else {
            report(.resolverInvalid, "an inline \(kind?.noun ?? "resolutionOrder item") needs a \"name\", unique within resolutionOrder", at: item.pointer)
        }
        guard let kind else { return nil }
        let trail = ReferenceTrail(start: item.pointer)
        let step: ResolutionStep
        switch kind {
        case .set: step = .set(set(from: item, name: name, isInline: true, trail: trail))
        case .modifier: step = .modifier(modifier(from: item, name: name, isInline: true, trail: trail))
        }
        return OrderedStep(step: step, namePointer: namePointer, isInline: true, index: index)
    }

    /// Reports names that clash within resolutionOrder and returns its modifiers, each once, in order.
    ///
    /// An inline item's name must differ from every other item's name. Modifiers whose names differ
    /// only in case clash too, since inputs name modifiers case-insensitively; the same modifier
    /// referenced twice is fine.
    mutating func checkNames(_ steps: [OrderedStep]) -> [ResolverModifier] {
        var modifiers: [ResolverModifier] = []
        var modifierNames: Set<String> = []
        // Only earlier items whose name matches case-insensitively can clash; an item identical to an earlier
        // referenced one clashes exactly when that one does, so it is not kept (a thousand items stay linear).
        var byName: [String: [OrderedStep]] = [:]
        var referenced: [String: Set<ResolutionStep>] = [:]
        for s in steps {
            let key = s.step.name.lowercased()
            for earlier in byName[key] ?? [] {
                let sameName = s.step.name == earlier.step.name
                var clash: String?
                if (s.isInline || earlier.isInline) && sameName {
                    clash = "\"\(s.step.name)\" is already the name of resolutionOrder item \(earlier.index); names in resolutionOrder must be unique"
                } else if case .modifier(let a) = s.step, case .modifier(let b) = earlier.step,
                          a.name.lowercased() == b.name.lowercased(), a != b {
                    clash = sameName
                        ? "resolutionOrder uses two different modifiers named \"\(a.name)\" (items \(earlier.index) and \(s.index)); one input cannot select both"
                        : "modifiers \"\(b.name)\" and \"\(a.name)\" differ only in case, and inputs name modifiers case-insensitively"
                }
                if let clash {
                    report(.resolverDuplicateName, clash, at: s.namePointer, notes: [DiagnosticNote("item \(earlier.index) is here", at: at(earlier.namePointer))])
                    break
                }
            }
            if s.isInline || referenced[key, default: []].insert(s.step).inserted { byName[key, default: []].append(s) }
            if case .modifier(let m) = s.step, modifierNames.insert(m.name.lowercased()).inserted {
                modifiers.append(m)
            }
        }
        return modifiers
    }
}
