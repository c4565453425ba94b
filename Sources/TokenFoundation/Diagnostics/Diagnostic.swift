/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, Codable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
    /// Orders severities note, then warning, then error.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary message attached to a diagnostic, optionally at its own location
/// (one per hop of a reference cycle, the other token of a contrast pair, …).
public struct DiagnosticNote: Sendable, Hashable {
    /// The note's text.
    public var message: String
    /// Where the note points, if anywhere.
    public var location: SourceLocation?

    /// A note saying `message`, at `location` when given.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One finding: a stable code, a severity, a message, where it is, and notes.
///
/// Diagnostics are data. Messages are built in one place (`Diagnostic+Messages.swift`, the rule files)
/// and rendered by `DiagnosticRenderer`.
public struct Diagnostic: Sendable, Hashable {
    /// The stable code of the finding (`unresolved-reference`, …).
    public var code: DiagnosticCode
    /// How serious the finding is.
    public var severity: Severity
    /// What is wrong, as a user reads it.
    public var message: String
    /// Where the finding points, if anywhere.
    public var location: SourceLocation?
    /// The dotted path of the token concerned, when there is one.
    public var tokenPath: String?
    /// The permutation the finding holds in (`brand=summit, theme=dark`), when it depends on one.
    public var permutation: String?
    /// Secondary messages, each at its own location if it has one.
    public var notes: [DiagnosticNote]
    /// The change that fixes the problem, when the intent is unambiguous (see `FixIt`).
    public var fixIt: FixIt?
    /// The dotted token path a failed reference names (`unresolved-reference`), so later stages can explain the
    /// failure without reading the message.
    public var referenceTarget: String?

    /// A finding of `code` saying `message`; its severity is `code`'s default unless `severity` is given.
    public init(
        _ code: DiagnosticCode,
        severity: Severity? = nil,
        _ message: String,
        at location: SourceLocation? = nil,
        token: String? = nil,
        permutation: String? = nil,
        notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.location = location
        self.tokenPath = token
        self.permutation = permutation
        self.notes = notes
        self.fixIt = fixIt
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by location, then code and message, so output is deterministic.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case let (la?, lb?) where la != lb: return la < lb
        case (nil, _?): return true
        case (_?, nil): return false
        default: break
        }
        if a.code != b.code { return a.code.rawValue < b.code.rawValue }
        if a.permutation != b.permutation { return (a.permutation ?? "") < (b.permutation ?? "") }
        return a.message < b.message
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }
    /// How many diagnostics have the given severity.
    package func count(of severity: Severity) -> Int { reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }
}

/// A diagnostic can be thrown where a single problem ends an operation (reading a file, say).
extension Diagnostic: Error {}
