/// A Tokens Studio project (`$themes.json` and `$metadata.json` beside the set files, or a single-file export
/// holding the sets and `$themes`/`$metadata` as top-level keys) as the resolver document the rest of the build
/// uses: each theme `group` is a modifier and its themes are the contexts (the first its default); a context
/// reads its "enabled" sets and, only to resolve references, its "source" sets (`referenceOnly`); "disabled"
/// sets are left out. Within a context, sets follow `tokenSetOrder`; modifiers follow the position of their
/// first set in it. Without themes (none written, or an empty list: what Tokens Studio exports when there are
/// none), every set is read, in order, as one set. A plain set file (`Layout.plainSet`) is that one set.
/// `emittedSources` opts source sets into the outputs. Problems are located in the themes file.
public struct TokensStudioThemes {
    /// Where the sets are: files beside `$themes.json` (`<set>.json`), or keys of one export file.
    public enum Layout: Sendable {
        /// One file per set, named `<set>.json` relative to the project directory; `found` lists the set files
        /// of the folder (names without `.json`, in path order): the sets read when neither themes nor
        /// `tokenSetOrder` name any.
        case files(found: [String])
        /// Every set a top-level key of the file the document is made for (`setNames`, in file order).
        case singleFile(setNames: [String])
        /// The file the document is made for is one set (no `$themes`, no `$metadata`): one permutation.
        case plainSet
    }

    /// The themes (the `$themes.json` array, or the export's `$themes`), where they are, and the pointer of the array.
    public var themes: (value: JSONValue, file: String, pointer: JSONPointer)?
    /// `$metadata` (with `tokenSetOrder`), where it is, and its pointer.
    public var metadata: (value: JSONValue, file: String, pointer: JSONPointer)?
    /// How sets map to files.
    public var layout: Layout
    /// The document's path: its directory anchors the set files (a single-file export's own path).
    public var path: String
    /// The "source" sets emitted as well as read (`"emitSourceSets"`).
    public var emittedSources: SourceSetEmission = .none
    /// What reading the themes found.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The names of the sets some theme reads as "source", in the order first met (set by `document()`).
    public private(set) var sourceSetNames: [String] = []

    /// A project from its parts.
    public init(themes: (value: JSONValue, file: String, pointer: JSONPointer)?,
                metadata: (value: JSONValue, file: String, pointer: JSONPointer)?, layout: Layout, path: String) {
        self.themes = themes; self.metadata = metadata; self.layout = layout; self.path = path
    }

    /// The set states Tokens Studio writes in `selectedTokenSets`.
    private enum State: String { case enabled, source, disabled }

    /// The resolver document, or nil when the themes have an error (in `diagnostics`).
    public mutating func document() -> ResolverDocument? {
        if case .plainSet = layout {
            let origin = Origin(file: path, pointer: .root)
            let set = ResolverSet(name: "tokens", sources: [.file(path: PathText.fileName(of: path), pointer: .root, origin: origin, overrides: nil)],
                                  origin: origin)
            return made(ResolverDocument(path: path, resolutionOrder: [.set(set)], modifiers: [], referencedFiles: []))
        }
        let order = setOrder()
        var sources: [String: TokenSource] = [:]
        /// The one source of set `name` (one per set, so every context that reads it shares its parsed layer).
        func source(_ name: String, origin: Origin) -> TokenSource {
            if let s = sources[name] { return s }
            let s: TokenSource
            switch layout {
            case .files: s = .file(path: name + ".json", pointer: .root, origin: origin, overrides: nil)
            case .singleFile, .plainSet: s = .file(path: PathText.fileName(of: path), pointer: JSONPointer([name]), origin: origin, overrides: nil)
            }
            sources[name] = s
            return s
        }
        let position = Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var items: [Theme] = []
        if let themes {
            guard let read = readThemes(themes) else { return nil }
            items = read
        }
        guard let themes, !items.isEmpty else {
            // No themes: every set, in order, always applies.
            var names = order
            if metadata == nil, case .files(let found) = layout { names = found }
            let origin = metadata.map { Origin(file: $0.file, pointer: $0.pointer.appending("tokenSetOrder")) }
                ?? themes.map { Origin(file: $0.file, pointer: $0.pointer) } ?? Origin(file: path, pointer: .root)
            guard !names.isEmpty else {
                diagnostics.append(Diagnostic(.resolverInvalid,
                    "the project has no themes and no token sets to read: list the sets in $metadata's tokenSetOrder, or add set files",
                    at: origin.location()))
                return nil
            }
            let set = ResolverSet(name: "tokens", sources: names.map { source($0, origin: origin) }, origin: origin)
            return made(ResolverDocument(path: path, resolutionOrder: [.set(set)], modifiers: [], referencedFiles: []))
        }
        // Groups in order of first appearance, each with its themes.
        var groups: [(name: String, themes: [Theme])] = []
        for theme in items {
            if let i = groups.firstIndex(where: { $0.name == theme.group }) {
                if let earlier = groups[i].themes.first(where: { $0.name.lowercased() == theme.name.lowercased() }) {
                    diagnostics.append(Diagnostic(.resolverDuplicateName,
                        "theme \"\(theme.name)\" appears twice in group \"\(theme.group)\"; each theme of a group is one context",
                        at: SourceLocation(file: themes.file, pointer: theme.pointer.appending("name")),
                        notes: [DiagnosticNote("the first is here", at: SourceLocation(file: themes.file, pointer: earlier.pointer.appending("name")))]))
                    continue
                }
                groups[i].themes.append(theme)
            } else {
                groups.append((theme.group, [theme]))
            }
        }
        if diagnostics.hasErrors { return nil }
        var modifiers: [(modifier: ResolverModifier, first: Int)] = []
        var referenceOnly: [String: [String: [TokenSource]]] = [:]
        for group in groups {
            var contexts: [ResolverModifier.Context] = []
            var first = Int.max
            for theme in group.themes {
                let read = theme.sets.filter { $0.state != .disabled }
                    .sorted { (position[$0.name] ?? Int.max, $0.index) < (position[$1.name] ?? Int.max, $1.index) }
                var list: [TokenSource] = []
                for s in read {
                    let origin = Origin(file: themes.file, pointer: theme.pointer.appending(contentsOf: ["selectedTokenSets", s.name]))
                    let src = source(s.name, origin: origin)
                    list.append(src)
                    if s.state == .source, !sourceSetNames.contains(s.name) { sourceSetNames.append(s.name) }
                    if s.state == .source, !emittedSources.emits(s.name) {
                        referenceOnly[group.name, default: [:]][theme.name, default: []].append(src)
                    }
                    first = min(first, position[s.name] ?? Int.max)
                }
                contexts.append(ResolverModifier.Context(name: theme.name, sources: list,
                                                         origin: Origin(file: themes.file, pointer: theme.pointer.appending("selectedTokenSets"))))
            }
            let origin = Origin(file: themes.file, pointer: group.themes[0].pointer)
            modifiers.append((ResolverModifier(name: group.name, contexts: contexts, defaultContext: contexts.first?.name, origin: origin), first))
        }
        let ordered = modifiers.enumerated().sorted { ($0.element.first, $0.offset) < ($1.element.first, $1.offset) }.map(\.element.modifier)
        var document = ResolverDocument(path: path, resolutionOrder: ordered.map { .modifier($0) }, modifiers: ordered, referencedFiles: [])
        document.referenceOnly = referenceOnly
        return made(document)
    }

    /// `document` marked as Tokens Studio's, with its referenced files listed.
    private func made(_ document: ResolverDocument) -> ResolverDocument {
        var d = document
        d.sourceFormat = .tokensStudio
        var files: [String] = []
        var seen = Set<String>()
        for step in d.resolutionOrder {
            let all: [TokenSource]
            switch step {
            case .set(let s): all = s.sources
            case .modifier(let m): all = m.contexts.flatMap(\.sources)
            }
            for case .file(let p, _, _, _) in all where seen.insert(p).inserted { files.append(p) }
        }
        d.referencedFiles = files
        d.mentionedFiles = seen
        return d
    }

    /// One theme as read: its group (the modifier), name (the context) and set states in the order written.
    private struct Theme {
        var group: String
        var name: String
        var pointer: JSONPointer
        var sets: [(name: String, state: State, index: Int)]
    }

    /// The set names in `tokenSetOrder` (or, without it, a single-file export's keys), each once.
    private mutating func setOrder() -> [String] {
        var names: [String] = []
        if let metadata {
            let at = metadata.pointer.appending("tokenSetOrder")
            if case .object(let o) = metadata.value, case .array(let items)? = o["tokenSetOrder"] {
                for (i, item) in items.enumerated() {
                    guard case .string(let s) = item, !s.isEmpty else {
                        diagnostics.append(Diagnostic(.resolverInvalid, "tokenSetOrder must list set names (strings), found \(item.kindName)",
                                                      at: SourceLocation(file: metadata.file, pointer: at.appending(String(i)))))
                        continue
                    }
                    if !names.contains(s) { names.append(s) }
                }
            } else if case .object(let o) = metadata.value, o["tokenSetOrder"] != nil {
                diagnostics.append(Diagnostic(.resolverInvalid, "tokenSetOrder must be an array of set names",
                                              at: SourceLocation(file: metadata.file, pointer: at)))
            }
        }
        if case .singleFile(let keys) = layout {
            for k in keys where !names.contains(k) { names.append(k) }
        }
        return names
    }

    /// The themes array read, or nil (with an error) when it is not one.
    private mutating func readThemes(_ themes: (value: JSONValue, file: String, pointer: JSONPointer)) -> [Theme]? {
        guard case .array(let items) = themes.value else {
            diagnostics.append(Diagnostic(.resolverInvalid, "the themes must be an array of theme objects, found \(themes.value.kindName)",
                                          at: SourceLocation(file: themes.file, pointer: themes.pointer)))
            return nil
        }
        var out: [Theme] = []
        for (i, item) in items.enumerated() {
            let at = themes.pointer.appending(String(i))
            func problem(_ message: String, _ sub: [String] = []) {
                diagnostics.append(Diagnostic(.resolverInvalid, message, at: SourceLocation(file: themes.file, pointer: at.appending(contentsOf: sub))))
            }
            guard case .object(let o) = item else { problem("a theme must be an object with \"name\" and \"selectedTokenSets\", found \(item.kindName)"); continue }
            guard case .string(let name)? = o["name"], !name.isEmpty else { problem("a theme needs a \"name\" (a non-empty string)", o["name"] == nil ? [] : ["name"]); continue }
            var group = "theme"
            if let g = o["group"] {
                guard case .string(let s) = g, !s.isEmpty else { problem("\"group\" must be a non-empty string", ["group"]); continue }
                group = s
            }
            guard case .object(let selected)? = o["selectedTokenSets"] else {
                problem("theme \"\(name)\" needs \"selectedTokenSets\", an object of set names and states (enabled, source, disabled)",
                        o["selectedTokenSets"] == nil ? [] : ["selectedTokenSets"])
                continue
            }
            var sets: [(name: String, state: State, index: Int)] = []
            for (k, m) in selected.members.enumerated() {
                guard case .string(let raw) = m.value, let state = State(rawValue: raw) else {
                    problem("set \"\(m.key)\" has state \(m.value.stringValue.map { "\"\($0)\"" } ?? m.value.kindName); a set is \"enabled\", \"source\" or \"disabled\"",
                            ["selectedTokenSets", m.key])
                    continue
                }
                if state != .disabled, case .singleFile(let keys) = layout, !keys.contains(m.key) {
                    diagnostics.append(Diagnostic(.resolverMissingReference, "theme \"\(name)\" reads set \"\(m.key)\", which the file does not have",
                                                  at: SourceLocation(file: themes.file, pointer: at.appending(contentsOf: ["selectedTokenSets", m.key]), part: .key)))
                    continue
                }
                sets.append((m.key, state, k))
            }
            out.append(Theme(group: group, name: name, pointer: at, sets: sets))
        }
        return diagnostics.hasErrors ? nil : out
    }
}
