extension ResolverParser {
    /// The properties a set may have.
    static let setKeys = ["description", "sources", "$extensions"]
    /// The properties a modifier may have.
    static let modifierKeys = ["description", "contexts", "default", "$extensions"]

    /// The set defined at `pointer` (`#/sets/name`), built once.
    mutating func definedSet(at pointer: JSONPointer) -> ResolverSet? {
        if let cached = setCache[pointer] { return cached }
        let name = pointer.tokens.last ?? ""
        guard case .object(let object, let trail, _, _) = follow(pointer, position: .definition(.set), trail: ReferenceTrail(start: pointer)) else { return nil }
        var set = self.set(from: object, name: name, isInline: false, trail: trail)
        set.origin = origin(pointer)
        setCache[pointer] = set
        return set
    }

    /// The modifier defined at `pointer` (`#/modifiers/name`), built once.
    mutating func definedModifier(at pointer: JSONPointer) -> ResolverModifier? {
        if let cached = modifierCache[pointer] { return cached }
        let name = pointer.tokens.last ?? ""
        guard case .object(let object, let trail, _, _) = follow(pointer, position: .definition(.modifier), trail: ReferenceTrail(start: pointer)) else { return nil }
        var modifier = self.modifier(from: object, name: name, isInline: false, trail: trail)
        modifier.origin = origin(pointer)
        modifierCache[pointer] = modifier
        return modifier
    }

    /// Builds a set from its (possibly overridden) object, expanding its sources.
    package mutating func set(from object: LocatedObject, name: String, isInline: Bool, trail: ReferenceTrail) -> ResolverSet {
        let cacheable = !isInline && !object.hasOverrides
        if cacheable, var cached = setCache[object.pointer] {
            cached.name = name
            return cached
        }
        var description: String?
        var extensions: JSONObject?
        var sources: [TokenSource] = []
        var sawSources = false
        for m in object.members {
            switch m.key {
            case "description":
                description = string(m.value, at: m.pointer, what: "the \"description\" of set \"\(name)\"")
            case "sources":
                sawSources = true
                guard case .array(let items) = m.value else {
                    report(.resolverInvalid, "\"sources\" of set \"\(name)\" must be an array of token sources, not \(article(m.value))", at: m.pointer)
                    continue
                }
                for i in items.indices {
                    sources += expandSource(at: m.pointer.appending(String(i)), owner: .set, trail: trail)
                }
            case "$extensions":
                extensions = self.object(m.value, at: m.pointer, what: "\"$extensions\"")
            case "name" where isInline, "type" where isInline:
                continue
            default:
                unknownKey(m.key, at: m.pointer, known: Self.setKeys + (isInline ? ["name", "type"] : []), in: "set \"\(name)\"")
            }
        }
        if !sawSources {
            report(.resolverInvalid, "set \"\(name)\" has no \"sources\"; list its token files and inline tokens there", at: object.pointer)
        }
        let set = ResolverSet(name: name, description: description, sources: sources, extensions: extensions,
                              isInline: isInline, origin: origin(object.pointer))
        if cacheable { setCache[object.pointer] = set }
        return set
    }

    /// Builds a modifier from its (possibly overridden) object, expanding its contexts' sources.
    package mutating func modifier(from object: LocatedObject, name: String, isInline: Bool, trail: ReferenceTrail) -> ResolverModifier {
        let cacheable = !isInline && !object.hasOverrides
        if cacheable, var cached = modifierCache[object.pointer] {
            cached.name = name
            return cached
        }
        var description: String?
        var extensions: JSONObject?
        var contexts: [ResolverModifier.Context] = []
        var written: [String] = []
        var contextsMember: LocatedObject.Member?
        var defaultMember: LocatedObject.Member?
        for m in object.members {
            switch m.key {
            case "description":
                description = string(m.value, at: m.pointer, what: "the \"description\" of modifier \"\(name)\"")
            case "$extensions":
                extensions = self.object(m.value, at: m.pointer, what: "\"$extensions\"")
            case "default":
                defaultMember = m
            case "contexts":
                contextsMember = m
                guard case .object(let map) = m.value else {
                    report(.resolverInvalid, "\"contexts\" of modifier \"\(name)\" must be an object mapping each context name to an array of token sources, not \(article(m.value))", at: m.pointer)
                    continue
                }
                written = map.keys
                contexts = self.contexts(map, at: m.pointer, modifier: name, trail: trail)
            case "name" where isInline, "type" where isInline:
                continue
            default:
                unknownKey(m.key, at: m.pointer, known: Self.modifierKeys + (isInline ? ["name", "type"] : []), in: "modifier \"\(name)\"")
            }
        }
        if let contextsMember {
            if case .object(let map) = contextsMember.value {
                if map.isEmpty {
                    report(.resolverNoContexts, "modifier \"\(name)\" has no contexts; give it at least two", at: contextsMember.pointer)
                } else if map.count == 1 {
                    report(.resolverSingleContext, "modifier \"\(name)\" has only one context (\"\(map.keys[0])\"), which always applies; make it a set, or add the other contexts", at: contextsMember.pointer)
                }
            }
        } else {
            var notes: [DiagnosticNote] = []
            if let misspelt = object.members.first(where: { $0.key != "contexts" && NameSuggestion.closest(to: $0.key, among: ["contexts"]) != nil }) {
                notes.append(DiagnosticNote("\"\(misspelt.key)\" is not a modifier property; did you mean \"contexts\"?", at: at(misspelt.pointer, .key)))
            }
            report(.resolverNoContexts, "modifier \"\(name)\" has no \"contexts\"; a modifier maps each context name to the token sources it adds", at: object.pointer, notes: notes)
        }
        var defaultContext: String?
        if let d = defaultMember, let value = string(d.value, at: d.pointer, what: "the \"default\" of modifier \"\(name)\"") {
            if written.contains(value) {
                defaultContext = value
            } else if contextsMember != nil {
                var notes: [DiagnosticNote] = []
                if let s = NameSuggestion.closest(to: value, among: written) {
                    notes.append(DiagnosticNote("did you mean \"\(s)\"?", at: contextsMember.map { at($0.pointer.appending(s), .key) }))
                } else if !written.isEmpty {
                    notes.append(DiagnosticNote("the contexts of \"\(name)\" are \(NameSuggestion.list(written))", at: contextsMember.map { at($0.pointer) }))
                }
                report(.resolverUnknownDefault, "default context \"\(value)\" is not a context of modifier \"\(name)\"", at: d.pointer, notes: notes)
            }
        }
        let modifier = ResolverModifier(name: name, description: description, contexts: contexts, defaultContext: defaultContext,
                                        extensions: extensions, isInline: isInline, origin: origin(object.pointer))
        if cacheable { modifierCache[object.pointer] = modifier }
        return modifier
    }

    /// The contexts of a modifier's `contexts` object at `pointer`.
    private mutating func contexts(_ map: JSONObject, at pointer: JSONPointer, modifier name: String, trail: ReferenceTrail) -> [ResolverModifier.Context] {
        var contexts: [ResolverModifier.Context] = []
        var byLowercase: [String: (name: String, pointer: JSONPointer)] = [:]
        var byIdentifier: [String: (name: String, pointer: JSONPointer)] = [:]
        for c in map.members {
            let p = pointer.appending(c.key)
            if c.key.isEmpty {
                report(.resolverInvalid, "a context of modifier \"\(name)\" needs a non-empty name", at: p, part: .key)
                continue
            }
            if let first = byLowercase[c.key.lowercased()] {
                report(.resolverDuplicateName, "contexts \"\(first.name)\" and \"\(c.key)\" of modifier \"\(name)\" differ only in case, and inputs name contexts case-insensitively",
                       at: p, part: .key, notes: [DiagnosticNote("\"\(first.name)\" is here", at: at(first.pointer, .key))])
                continue
            }
            byLowercase[c.key.lowercased()] = (c.key, p)
            let identifier = Permutation.sanitise(c.key)
            if let first = byIdentifier[identifier.lowercased()] {
                report(.resolverDuplicateName, "contexts \"\(first.name)\" and \"\(c.key)\" of modifier \"\(name)\" would share the output name \"\(identifier)\"; rename one",
                       at: p, part: .key, notes: [DiagnosticNote("\"\(first.name)\" is here", at: at(first.pointer, .key))])
                continue
            }
            byIdentifier[identifier.lowercased()] = (c.key, p)
            guard case .array(let items) = c.value else {
                report(.resolverInvalid, "context \"\(c.key)\" of modifier \"\(name)\" must be an array of token sources, not \(article(c.value))", at: p)
                continue
            }
            var sources: [TokenSource] = []
            for i in items.indices {
                sources += expandSource(at: p.appending(String(i)), owner: .modifier, trail: trail)
            }
            contexts.append(ResolverModifier.Context(name: c.key, sources: sources, origin: origin(p)))
        }
        return contexts
    }
}
