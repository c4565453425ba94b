/// A pattern over token paths, used by every rule option that names tokens.
///
/// Segments are separated by `.` like paths: a literal name matches itself, `*` matches exactly one segment,
/// `**` matches any number of segments (zero included), and `*` inside a name matches any characters within
/// that segment (`*disabled*`, `label-*`). Every wildcard is a capture, numbered from 1 left to right.
/// A pattern used as a template (the `background` of a contrast pair) may refer to the captures of another
/// pattern with `$1`, `$2`, …; `substituting(_:)` turns it into a plain pattern.
public struct TokenPattern: Sendable, Hashable, CustomStringConvertible {
    /// One piece of a segment that refers to captures.
    package enum Piece: Sendable, Hashable {
        case text(String)
        case capture(Int)
    }

    /// One dot-separated segment.
    package enum Segment: Sendable, Hashable {
        case literal(String)
        /// `*`: exactly one segment.
        case any
        /// `**`: zero or more segments.
        case anyDepth
        /// A name with `*` inside: the literal pieces between the stars (`*a*` → `["", "a", ""]`).
        case glob([String])
        /// A name with `$n` references (templates only).
        case reference([Piece])
    }

    /// The pattern as written.
    public let text: String
    /// The segments, in order.
    package let segments: [Segment]
    /// How many captures a match produces.
    public let captureCount: Int
    /// The highest `$n` the pattern refers to (0 when it refers to none).
    public let highestReference: Int

    /// True when the pattern names one path: no wildcards and no references.
    public var isLiteral: Bool { captureCount == 0 && highestReference == 0 }
    /// The path a literal pattern names.
    public var literalPath: TokenPath? {
        guard isLiteral else { return nil }
        return TokenPath(segments.map { if case .literal(let s) = $0 { return s } else { return "" } })
    }

    /// The pattern as written.
    public var description: String { text }

    /// Why a pattern could not be read.
    public struct SyntaxError: Error, Sendable, Hashable {
        /// What is wrong, for a diagnostic.
        public var message: String
    }

    /// Parses `text`; `$n` references are accepted only when `allowReferences` is set.
    public static func parse(_ text: String, allowReferences: Bool = false) -> Result<TokenPattern, SyntaxError> {
        if text.isEmpty { return .failure(SyntaxError(message: "a token pattern cannot be empty")) }
        var segments: [Segment] = []
        var captures = 0
        var highest = 0
        for raw in text.split(separator: ".", omittingEmptySubsequences: false) {
            let s = String(raw)
            if s.isEmpty { return .failure(SyntaxError(message: "\"\(text)\" has an empty segment")) }
            if s.contains("{") || s.contains("}") {
                return .failure(SyntaxError(message: "\"\(text)\" contains { or }: write a token path pattern (a.*.b), not a reference"))
            }
            if s == "**" { segments.append(.anyDepth); captures += 1; continue }
            if s == "*" { segments.append(.any); captures += 1; continue }
            if s.contains("**") {
                return .failure(SyntaxError(message: "\"\(text)\": ** must be a whole segment (a.**.b)"))
            }
            let pieces = referencePieces(s)
            if pieces.contains(where: { if case .capture = $0 { return true } else { return false } }) {
                guard allowReferences else {
                    return .failure(SyntaxError(message: "\"\(text)\" refers to a capture ($n), which only a contrast pair's background may do"))
                }
                if s.contains("*") {
                    return .failure(SyntaxError(message: "\"\(text)\": a segment cannot mix * and $n"))
                }
                for case .capture(let n) in pieces {
                    if n == 0 { return .failure(SyntaxError(message: "\"\(text)\": captures are numbered from $1")) }
                    highest = max(highest, n)
                }
                segments.append(.reference(pieces))
                continue
            }
            if s.contains("*") {
                let parts = s.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
                segments.append(.glob(parts))
                captures += parts.count - 1
                continue
            }
            segments.append(.literal(s))
        }
        return .success(TokenPattern(text: text, segments: segments, captureCount: captures, highestReference: highest))
    }

    /// A pattern from parsed parts.
    private init(text: String, segments: [Segment], captureCount: Int, highestReference: Int) {
        self.text = text
        self.segments = segments
        self.captureCount = captureCount
        self.highestReference = highestReference
    }

    /// Splits a segment into text and `$n` references.
    private static func referencePieces(_ s: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var scalars = Array(s.unicodeScalars)[...]
        while let c = scalars.first {
            scalars = scalars.dropFirst()
            if c == "$", let d = scalars.first, ("0"..."9").contains(d) {
                var n = 0
                while let d = scalars.first, ("0"..."9").contains(d), n < 1_000_000 {
                    n = n * 10 + Int(d.value - 48)
                    scalars = scalars.dropFirst()
                }
                if !text.isEmpty { pieces.append(.text(text)); text = "" }
                pieces.append(.capture(n))
            } else {
                text.unicodeScalars.append(c)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// This template with `$n` replaced by capture `n` (captured text is literal: a `*` in a token name stays a
    /// name character). A `$n` that is a whole segment and captured by `**` may expand to several segments or
    /// to none. Returns nil when a reference has no capture or the result would have no segments.
    public func substituting(_ captures: [[String]]) -> TokenPattern? {
        guard highestReference > 0 else { return self }
        var out: [Segment] = []
        var texts: [String] = []
        var count = 0
        for segment in segments {
            guard case .reference(let pieces) = segment else {
                out.append(segment)
                texts.append(Self.text(of: segment))
                if case .glob(let parts) = segment { count += parts.count - 1 } else if segment == .any || segment == .anyDepth { count += 1 }
                continue
            }
            if pieces.count == 1, case .capture(let n) = pieces[0] {
                guard n <= captures.count else { return nil }
                for name in captures[n - 1] { out.append(.literal(name)); texts.append(name) }
                continue
            }
            var joined = ""
            for piece in pieces {
                switch piece {
                case .text(let t): joined += t
                case .capture(let n):
                    guard n <= captures.count else { return nil }
                    joined += captures[n - 1].joined(separator: ".")
                }
            }
            for name in joined.split(separator: ".", omittingEmptySubsequences: true) {
                out.append(.literal(String(name)))
                texts.append(String(name))
            }
        }
        guard !out.isEmpty else { return nil }
        return TokenPattern(text: texts.joined(separator: "."), segments: out, captureCount: count, highestReference: 0)
    }

    /// A segment as written.
    private static func text(of segment: Segment) -> String {
        switch segment {
        case .literal(let s): return s
        case .any: return "*"
        case .anyDepth: return "**"
        case .glob(let parts): return parts.joined(separator: "*")
        case .reference(let pieces):
            return pieces.map { if case .text(let t) = $0 { return t } else if case .capture(let n) = $0 { return "$\(n)" } else { return "" } }.joined()
        }
    }

    /// The captures when `path` matches (each capture as the segments it covers), nil otherwise.
    /// For one-off checks; matching many paths goes through `PathIndex`.
    public func match(_ path: TokenPath) -> [[String]]? {
        var captures: [[String]] = []
        return Self.match(segments[...], path.components[...], &captures) ? captures : nil
    }

    /// Backtracking match of a path against segments, appending captures.
    private static func match(_ pattern: ArraySlice<Segment>, _ names: ArraySlice<String>, _ captures: inout [[String]]) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        let rest = pattern.dropFirst()
        if case .anyDepth = first {
            for take in 0...names.count {
                let mark = captures.count
                captures.append(Array(names.prefix(take)))
                if match(rest, names.dropFirst(take), &captures) { return true }
                captures.removeSubrange(mark...)
            }
            return false
        }
        guard let name = names.first, let caps = matchSegment(first, name) else { return false }
        let mark = captures.count
        captures += caps
        if match(rest, names.dropFirst(), &captures) { return true }
        captures.removeSubrange(mark...)
        return false
    }

    /// The captures when one name matches a one-segment pattern piece, nil otherwise.
    package static func matchSegment(_ segment: Segment, _ name: String) -> [[String]]? {
        switch segment {
        case .literal(let s): return s == name ? [] : nil
        case .any: return [[name]]
        case .glob(let parts): return Glob.match(parts, name)?.map { [$0] }
        case .anyDepth, .reference: return nil
        }
    }
}
