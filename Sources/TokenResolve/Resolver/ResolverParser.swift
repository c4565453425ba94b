/// Reads a resolver document's JSON into a `ResolverDocument`, collecting every problem as a located
/// diagnostic. One parser reads one document; `ResolverDocument.parse` is its public face.
package struct ResolverParser {
    /// The resolver file's path, for locations.
    package let path: String
    /// The whole document.
    package let root: JSONValue
    /// What was found, in the order found.
    package private(set) var diagnostics: [Diagnostic] = []
    /// Code, location and message of everything reported: a set expanded from several places reports once.
    private var reported: Set<String> = []
    /// Cycles already reported, each by its hops' reference objects in canonical rotation.
    var reportedCycles: Set<[JSONPointer]> = []
    /// Sets already built from their definition (without overrides), by definition pointer.
    var setCache: [JSONPointer: ResolverSet] = [:]
    /// Modifiers already built from their definition (without overrides), by definition pointer.
    var modifierCache: [JSONPointer: ResolverModifier] = [:]

    /// A parser for the document `root`, read from `path`.
    package init(path: String, root: JSONValue) {
        self.path = path
        self.root = root
    }

    /// True when an error (not just a warning) was reported.
    package var hasErrors: Bool { diagnostics.hasErrors }

    /// The location of the node at `pointer` in the resolver document.
    package func at(_ pointer: JSONPointer, _ part: SourceLocation.Part = .value) -> SourceLocation {
        SourceLocation(file: path, pointer: pointer, part: part)
    }

    /// The origin of the node at `pointer`.
    package func origin(_ pointer: JSONPointer) -> Origin { Origin(file: path, pointer: pointer) }

    /// Records `diagnostic` unless the same code, location and message was already recorded.
    package mutating func report(_ diagnostic: Diagnostic) {
        let loc = diagnostic.location
        let key = "\(diagnostic.code.rawValue)|\(loc?.pointer?.description ?? "")|\(loc?.part == .key)|\(diagnostic.message)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// Records a diagnostic of `code` at `pointer`.
    package mutating func report(_ code: DiagnosticCode, _ message: String, at pointer: JSONPointer,
                         part: SourceLocation.Part = .value, notes: [DiagnosticNote] = []) {
        report(Diagnostic(code, message, at: at(pointer, part), notes: notes))
    }

    // MARK: Document

    /// Reads the document; nil when an error was found.
    package mutating func parse() -> ResolverDocument? {
        guard case .object(let object) = root else {
            report(.resolverInvalid, "a resolver document must be a JSON object, not \(root.kindName)", at: .root)
            return nil
        }
        var name: String?
        var description: String?
        var version: String?
        var sets: JSONObject?
        var modifiers: JSONObject?
        var order: [JSONValue]?
        var sawVersion = false
        var sawOrder = false
        for m in object.members {
            let p = JSONPointer([m.key])
            switch m.key {
            case "$schema":
                _ = string(m.value, at: p, what: "\"$schema\"")
            case "name":
                name = string(m.value, at: p, what: "\"name\"")
            case "description":
                description = string(m.value, at: p, what: "\"description\"")
            case "version":
                sawVersion = true
                if case .string(let v) = m.value, v == ResolverDocument.supportedVersion {
                    version = v
                } else if case .string(let v) = m.value {
                    report(.resolverVersion, "unsupported resolver version \"\(v)\"; tokenc reads version \"\(ResolverDocument.supportedVersion)\"", at: p)
                } else {
                    report(.resolverVersion, "\"version\" must be the string \"\(ResolverDocument.supportedVersion)\", not a \(m.value.kindName)", at: p)
                }
            case "sets":
                sets = self.object(m.value, at: p, what: "\"sets\"")
            case "modifiers":
                modifiers = self.object(m.value, at: p, what: "\"modifiers\"")
            case "resolutionOrder":
                sawOrder = true
                if case .array(let a) = m.value {
                    order = a
                    if a.isEmpty {
                        report(.resolverInvalid, "\"resolutionOrder\" is empty; list at least one set or modifier", at: p)
                    }
                } else {
                    report(.resolverInvalid, "\"resolutionOrder\" must be an array of sets and modifiers, not \(article(m.value))", at: p)
                }
            case "$defs":
                break // Allowed and ignored, though references may point into it.
            case "$extensions":
                _ = self.object(m.value, at: p, what: "\"$extensions\"")
            default:
                unknownKey(m.key, at: p, known: ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"], in: "a resolver document")
            }
        }
        if !sawVersion {
            report(.resolverVersion, "missing \"version\"; a resolver document must declare \"version\": \"\(ResolverDocument.supportedVersion)\"", at: .root)
        }
        if !sawOrder {
            report(.resolverInvalid, "missing \"resolutionOrder\"; list the sets and modifiers to merge, in order", at: .root)
        }

        // Every definition is checked, used or not.
        for m in sets?.members ?? [] {
            let p = JSONPointer(["sets", m.key])
            if m.key.isEmpty { report(.resolverInvalid, "a set needs a non-empty name", at: p, part: .key) }
            _ = definedSet(at: p)
        }
        for m in modifiers?.members ?? [] {
            let p = JSONPointer(["modifiers", m.key])
            if m.key.isEmpty { report(.resolverInvalid, "a modifier needs a non-empty name", at: p, part: .key) }
            _ = definedModifier(at: p)
        }

        let steps = resolutionOrder(order ?? [])
        let usedModifiers = checkNames(steps)
        // Only a document without errors: a broken item of resolutionOrder would make the sets it names look unused.
        let unused = hasErrors ? [] : unusedSets(sets, steps: steps.map(\.step))
        guard !hasErrors, let version else { return nil }
        var document = ResolverDocument(
            path: path, name: name, version: version, description: description,
            resolutionOrder: steps.map(\.step), modifiers: usedModifiers,
            referencedFiles: Self.referencedFiles(steps.map(\.step)))
        document.unusedSets = unused
        document.mentionedFiles = mentionedFiles(steps.map(\.step))
        return document
    }

    /// The external files of `steps`, in order of first use, each once.
    package static func referencedFiles(_ steps: [ResolutionStep]) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        func add(_ sources: [TokenSource]) {
            for case .file(let p, _, _, _) in sources where seen.insert(p).inserted { files.append(p) }
        }
        for step in steps {
            switch step {
            case .set(let s): add(s.sources)
            case .modifier(let m): for c in m.contexts { add(c.sources) }
            }
        }
        return files
    }

    // MARK: Small checks

    /// `value` as a string, or nil after reporting that `what` must be one.
    package mutating func string(_ value: JSONValue, at pointer: JSONPointer, what: String) -> String? {
        if case .string(let s) = value { return s }
        report(.resolverInvalid, "\(what) must be a string, not \(article(value))", at: pointer)
        return nil
    }

    /// `value` as an object, or nil after reporting that `what` must be one.
    package mutating func object(_ value: JSONValue, at pointer: JSONPointer, what: String) -> JSONObject? {
        if case .object(let o) = value { return o }
        report(.resolverInvalid, "\(what) must be an object, not \(article(value))", at: pointer)
        return nil
    }

    /// Reports a key the module does not define, suggesting the closest known one.
    mutating func unknownKey(_ key: String, at pointer: JSONPointer, known: [String], in what: String) {
        var message = "unknown property \"\(key)\" in \(what)"
        if let s = NameSuggestion.closest(to: key, among: known) { message += "; did you mean \"\(s)\"?" }
        report(.resolverUnknownProperty, message, at: pointer, part: .key)
    }

    /// "a number", "an object", "null" …
    package func article(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .array, .object: return "an \(value.kindName)"
        default: return "a \(value.kindName)"
        }
    }
}
