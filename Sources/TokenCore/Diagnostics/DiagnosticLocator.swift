/// Gives diagnostics their line and column, from the sources they point into.
public struct DiagnosticLocator: Sendable {
    private var files: [String: SourceFile] = [:]

    public init(files: [SourceFile] = []) {
        for f in files { self.files[f.path] = f }
    }

    /// Makes `file` available for locating.
    public mutating func add(_ file: SourceFile) { files[file.path] = file }

    /// The source registered under `path`.
    public func file(_ path: String) -> SourceFile? { files[path] }

    /// The location with line and column filled in, when its file is known.
    public func locate(_ location: SourceLocation) -> SourceLocation {
        guard !location.isLocated, let file = files[location.file] else { return location }
        var l = location
        let offset = l.offset ?? JSONLocator.offset(of: l.pointer ?? .root, part: l.part, in: file.bytes)
        let lc = file.lineColumn(ofByte: offset)
        l.offset = offset
        l.line = lc.line
        l.column = lc.column
        return l
    }

    /// The diagnostic with its location and its notes' locations filled in.
    public func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        d.location = d.location.map(locate)
        d.notes = d.notes.map { DiagnosticNote($0.message, at: $0.location.map(locate)) }
        return d
    }

    /// All diagnostics located, de-duplicated and sorted.
    public func locate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var out: [Diagnostic] = []
        for d in diagnostics.map(locate) where seen.insert(d).inserted { out.append(d) }
        return out.sorted()
    }
}
