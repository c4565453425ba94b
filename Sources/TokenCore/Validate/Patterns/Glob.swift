/// `*` wildcards within one name (a token path segment or a context name such as `*-high-contrast`).
public enum Glob {
    /// True when `text` matches `pattern`, where `*` matches any run of characters (none included).
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        guard pattern.contains("*") else { return pattern == text }
        return match(pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init), text) != nil
    }

    /// True when the UTF-8 `name` matches the literal `parts` (UTF-8) found between stars. Leftmost-first
    /// matching of each middle part is enough to decide a match when stars take any run.
    static func matches(_ parts: [[UInt8]], _ name: [UInt8]) -> Bool {
        guard let first = parts.first, name.count >= first.count, name.starts(with: first) else { return false }
        guard parts.count > 1 else { return name.count == first.count }
        let last = parts[parts.count - 1]
        var at = first.count
        for part in parts.dropFirst().dropLast() {
            guard let found = find(part, in: name, from: at, before: name.count - last.count) else { return false }
            at = found + part.count
        }
        return name.count - at >= last.count && name[(name.count - last.count)...].elementsEqual(last)
    }

    /// The first index ≥ `from` where `part` occurs in `text` ending at or before `before`.
    private static func find(_ part: [UInt8], in text: [UInt8], from: Int, before: Int) -> Int? {
        guard !part.isEmpty else { return from <= before ? from : nil }
        var i = from
        while i + part.count <= before {
            if text[i] == part[0] && text[i..<(i + part.count)].elementsEqual(part) { return i }
            i += 1
        }
        return nil
    }

    /// The text each star covered when `text` matches the literal `parts` found between stars, nil otherwise.
    /// The leftmost star takes the shortest run that lets the rest match.
    static func match(_ parts: [String], _ text: String) -> [String]? {
        let t = Array(text.unicodeScalars)
        let p = parts.map { Array($0.unicodeScalars) }
        guard let first = p.first, t.starts(with: first) else { return nil }
        if p.count == 1 { return t.count == first.count ? [] : nil }
        var captures: [String] = []
        return match(p, 1, t, first.count, &captures) ? captures : nil
    }

    /// Backtracking match of parts `i…` from offset `at`.
    private static func match(_ p: [[Unicode.Scalar]], _ i: Int, _ t: [Unicode.Scalar], _ at: Int, _ captures: inout [String]) -> Bool {
        let part = p[i]
        let last = i == p.count - 1
        if last {
            guard t.count - at >= part.count, t[(t.count - part.count)...].elementsEqual(part) else { return false }
            captures.append(string(t[at..<(t.count - part.count)]))
            return true
        }
        var start = at
        while start + part.count <= t.count {
            if t[start..<(start + part.count)].elementsEqual(part) {
                captures.append(string(t[at..<start]))
                if match(p, i + 1, t, start + part.count, &captures) { return true }
                captures.removeLast()
            }
            start += 1
        }
        return false
    }

    /// Scalars as a string.
    private static func string(_ s: ArraySlice<Unicode.Scalar>) -> String {
        var out = ""
        out.unicodeScalars.append(contentsOf: s)
        return out
    }
}
