/// A token path pattern as the `validation` config writes them, reduced to what the diff needs: `*` is one
/// segment, `**` any number of segments (none included), `*` inside a name matches characters within it, and
/// every wildcard is a capture numbered from 1. A background template may use `$1`, `$2`… to reuse the
/// foreground's captures.
///
/// Kept small and separate on purpose: it follows the validator's `TokenPattern` semantics and can be replaced
/// by it without touching the diff.
package struct DiffPathPattern: Sendable, Hashable, CustomStringConvertible {
    /// One dot-separated piece of the pattern.
    package enum Segment: Sendable, Hashable {
        case literal(String)
        case one
        case any
        /// The literal parts between the stars of a name such as `*disabled*`.
        case glob([String])
    }

    /// The pattern as written.
    package let text: String

    /// A pattern from its text (captures are substituted before matching, see `substituting(_:)`).
    package init(_ text: String) { self.text = text }

    /// The text.
    package var description: String { text }

    /// The segments of the (substituted) text.
    private static func segments(_ text: String) -> [Segment] {
        text.split(separator: ".", omittingEmptySubsequences: false).map { raw in
            let s = String(raw)
            if s == "*" { return .one }
            if s == "**" { return .any }
            if s.contains("*") { return .glob(s.split(separator: "*", omittingEmptySubsequences: false).map(String.init)) }
            return .literal(s)
        }
    }

    /// True when the pattern refers to captures (`$1`).
    package var isTemplate: Bool { captureReferences(in: text) }

    /// The template with `$n` replaced by capture `n` (segments joined by `.`); nil when a capture is missing.
    package func substituting(_ captures: [[String]]) -> DiffPathPattern? {
        guard isTemplate else { return self }
        var out = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let c = scalars.first {
            scalars = scalars.dropFirst()
            guard c == "$", let d = scalars.first, ("0"..."9").contains(d) else { out.unicodeScalars.append(c); continue }
            var n = 0
            while let d = scalars.first, ("0"..."9").contains(d), n < 1_000_000 {
                n = n * 10 + Int(d.value - 48)
                scalars = scalars.dropFirst()
            }
            guard n >= 1, n <= captures.count else { return nil }
            out += captures[n - 1].joined(separator: ".")
        }
        // A `**` capture that matched nothing leaves an empty segment behind: drop it.
        let cleaned = out.split(separator: ".", omittingEmptySubsequences: true).joined(separator: ".")
        return cleaned.isEmpty ? nil : DiffPathPattern(cleaned)
    }

    /// The captures when `path` matches (each as the names it covered), nil otherwise.
    package func match(_ path: TokenPath) -> [[String]]? {
        var captures: [[String]] = []
        return Self.match(Self.segments(text)[...], path.components[...], &captures) ? captures : nil
    }

    /// The literal path the pattern names when it has no wildcard.
    package var literalPath: TokenPath? {
        text.contains("*") || isTemplate ? nil : TokenPath(dotted: text)
    }

    private static func match(_ pattern: ArraySlice<Segment>, _ names: ArraySlice<String>, _ captures: inout [[String]]) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        let rest = pattern.dropFirst()
        if case .any = first {
            for take in 0...names.count {
                captures.append(Array(names.prefix(take)))
                if match(rest, names.dropFirst(take), &captures) { return true }
                captures.removeLast()
            }
            return false
        }
        guard let name = names.first else { return false }
        let mark = captures.count
        switch first {
        case .literal(let s): guard s == name else { return false }
        case .one: captures.append([name])
        case .glob(let parts):
            guard let caps = glob(parts, Array(name.unicodeScalars)[...]) else { return false }
            captures += caps.map { [$0] }
        case .any: return false
        }
        if match(rest, names.dropFirst(), &captures) { return true }
        captures.removeSubrange(mark...)
        return false
    }

    /// What each star covered when `name` matches the literal `parts` between stars (leftmost star shortest).
    private static func glob(_ parts: [String], _ name: ArraySlice<Unicode.Scalar>) -> [String]? {
        let head = Array(parts[0].unicodeScalars)
        guard name.starts(with: head) else { return nil }
        let rest = name.dropFirst(head.count)
        if parts.count == 1 { return rest.isEmpty ? [] : nil }
        if parts.count == 2 {
            let tail = Array(parts[1].unicodeScalars)
            guard rest.count >= tail.count, rest.suffix(tail.count).elementsEqual(tail) else { return nil }
            return [string(rest.dropLast(tail.count))]
        }
        let next = Array(parts[1].unicodeScalars)
        var start = rest.startIndex
        while start + next.count <= rest.endIndex {
            if rest[start..<(start + next.count)].elementsEqual(next),
               let more = glob([""] + parts.dropFirst(2), rest[(start + next.count)...]) {
                return [string(rest[rest.startIndex..<start])] + more
            }
            start += 1
        }
        return nil
    }

    private static func string(_ s: ArraySlice<Unicode.Scalar>) -> String {
        var out = ""
        out.unicodeScalars.append(contentsOf: s)
        return out
    }

    private func captureReferences(in text: String) -> Bool {
        var previousWasDollar = false
        for c in text.unicodeScalars {
            if previousWasDollar, ("0"..."9").contains(c) { return true }
            previousWasDollar = c == "$"
        }
        return false
    }
}
