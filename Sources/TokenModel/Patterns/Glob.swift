/// `*` wildcards within one name (a token path segment or a context name such as `*-high-contrast`).
public enum Glob {
    /// True when `text` matches `pattern`, where `*` matches any run of characters (none included).
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        guard pattern.contains("*") else { return pattern == text }
        return match(pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init), text) != nil
    }

    /// True when the UTF-8 `name` matches the literal `parts` (UTF-8) found between stars. Leftmost-first
    /// matching of each middle part is enough to decide a match when stars take any run.
    package static func matches(_ parts: [[UInt8]], _ name: [UInt8]) -> Bool {
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
    package static func match(_ parts: [String], _ text: String) -> [String]? {
        let t = Array(text.unicodeScalars)
        let p = parts.map { Array($0.unicodeScalars) }
        guard let first = p.first, t.starts(with: first) else { return nil }
        if p.count == 1 { return t.count == first.count ? [] : nil }
        var search = Search(parts: p, text: t)
        guard search.match(1, first.count) else { return nil }
        return search.starts.indices.map { k in
            let end = k + 1 < search.starts.count ? search.partStarts[k] : t.count - p[p.count - 1].count
            var out = ""
            out.unicodeScalars.append(contentsOf: t[search.starts[k]..<end])
            return out
        }
    }

    /// The backtracking search behind `match`: star `k` covers `starts[k]..<partStarts[k]` (the last star runs to
    /// where the last part begins). `failed[i * (text.count + 1) + at]` remembers a state already known not to
    /// match, so each (part, offset) state is explored once: at worst quadratic in the text, instead of
    /// exponential in the number of stars.
    private struct Search {
        let parts: [[Unicode.Scalar]]
        let text: [Unicode.Scalar]
        var failed: [Bool]
        var starts: [Int] = []
        var partStarts: [Int] = []

        init(parts: [[Unicode.Scalar]], text: [Unicode.Scalar]) {
            self.parts = parts
            self.text = text
            failed = [Bool](repeating: false, count: parts.count * (text.count + 1))
        }

        /// True when parts `i…` match from offset `at`; records where each star starts and each part begins.
        mutating func match(_ i: Int, _ at: Int) -> Bool {
            let state = i * (text.count + 1) + at
            if failed[state] { return false }
            let part = parts[i]
            if i == parts.count - 1 {
                guard text.count - at >= part.count, occurs(part, at: text.count - part.count) else { return false }
                starts.append(at)
                return true
            }
            var start = at
            while start + part.count <= text.count {
                if occurs(part, at: start) {
                    starts.append(at)
                    partStarts.append(start)
                    if match(i + 1, start + part.count) { return true }
                    starts.removeLast()
                    partStarts.removeLast()
                }
                start += 1
            }
            failed[state] = true
            return false
        }

        /// True when `part` occurs in the text at `offset`.
        private func occurs(_ part: [Unicode.Scalar], at offset: Int) -> Bool {
            var k = 0
            while k < part.count {
                if text[offset + k] != part[k] { return false }
                k += 1
            }
            return true
        }
    }
}
