/// Where a diagnostic points: a file, the JSON node inside it, and (once located) its line and column.
///
/// The core records the file and JSON pointer, which costs nothing on the fast path; `DiagnosticLocator`
/// turns the pointer into a 1-based line and column by scanning the file's bytes only when a diagnostic
/// is about to be shown.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// Which part of an object member the location designates.
    public enum Part: Sendable, Hashable {
        /// The member's value (the default).
        case value
        /// The member's key: used for naming errors.
        case key
    }

    /// The file as reported.
    public var file: String
    /// The JSON node, when the location is inside a parsed document.
    public var pointer: JSONPointer?
    /// Key or value of the member at `pointer`.
    public var part: Part
    /// Byte offset, when known directly (syntax errors) or once located.
    public var offset: Int?
    /// 1-based line, 0 until located.
    public var line: Int
    /// 1-based column (Unicode scalars), 0 until located.
    public var column: Int

    /// A location in `file`; `line` and `column` stay 0 until it is located (`DiagnosticLocator`).
    public init(file: String, pointer: JSONPointer? = nil, part: Part = .value, offset: Int? = nil, line: Int = 0, column: Int = 0) {
        self.file = file
        self.pointer = pointer
        self.part = part
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// True once line and column are known.
    public var isLocated: Bool { line > 0 }

    /// `file:line:col` (or just `file` when not located).
    public var formatted: String {
        isLocated ? "\(file):\(line):\(column)" : file
    }

    /// Orders locations by file, line and column, then by pointer.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return (a.pointer?.description ?? "") < (b.pointer?.description ?? "")
    }
}
