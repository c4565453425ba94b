/// A file glob as Style Dictionary's `source`/`include` (node-glob) reads it: `*` and `?` within one path
/// segment, `**` for any number of directories, `[abc]`/`[a-z]`/`[!a]` classes and `{a,b}` alternatives
/// (nested, expanded first). As in node-glob, a wildcard does not match a name starting with `.` unless the
/// pattern's segment starts with `.` itself.
package struct PathGlob: Sendable, Hashable {
    /// The pattern as written.
    package let pattern: String
    /// The brace-expanded alternatives, each split into segments.
    private let alternatives: [[Substring]]

    /// The most alternatives `{…}` may expand a pattern into: `{a,b}{c,d}…` multiplies.
    package static let maximumAlternatives = 1024

    /// A glob for `pattern`, or nil when its braces expand into more than `maximumAlternatives` patterns.
    package init?(_ pattern: String) {
        guard let expanded = Self.expandBraces(pattern, limit: Self.maximumAlternatives) else { return nil }
        self.pattern = pattern
        alternatives = expanded.map { $0.split(separator: "/", omittingEmptySubsequences: true) }
    }

    /// True when `text` uses glob syntax (`*`, `?`, `[`, `{`), so it names files by pattern, not one file.
    package static func isPattern(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" || $0 == "{" }
    }

    /// The directory part of `pattern` before its first segment with glob syntax ("" when the first one has it):
    /// where a walk for its matches starts.
    package static func base(of pattern: String) -> String {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = segments.prefix { !isPattern(String($0)) }
        let base = fixed.count == segments.count ? fixed.dropLast() : fixed
        let joined = base.joined(separator: "/")
        return pattern.hasPrefix("/") && joined.isEmpty ? "/" : joined
    }

    /// True when `path` (normalized, `/`-separated, relative as the pattern is) matches one of the alternatives.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return alternatives.contains { Self.match($0[...], parts[...]) }
    }

    /// Segment-wise match; `**` takes zero or more segments (never one starting with `.`).
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard let next = remaining.first, !next.hasPrefix(".") else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(first.unicodeScalars), Array(segment.unicodeScalars)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One segment against one name: `*`, `?`, classes; a leading `.` must be matched literally.
    package static func matchSegment(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        if s.first == ".", p.first != "." { return false }
        // Iterative wildcard match with one backtrack point (the last `*`): linear in practice, never exponential.
        var pi = 0, si = 0
        var star: Int?, starS = 0
        while si < s.count {
            if pi < p.count {
                switch p[pi] {
                case "*":
                    star = pi
                    starS = si
                    pi += 1
                    continue
                case "?":
                    pi += 1
                    si += 1
                    continue
                case "[":
                    if let (matched, end) = matchClass(p, at: pi, s[si]) {
                        if matched {
                            pi = end
                            si += 1
                            continue
                        }
                    } else if s[si] == "[" {
                        pi += 1
                        si += 1
                        continue
                    }
                case "\\" where pi + 1 < p.count:
                    if p[pi + 1] == s[si] {
                        pi += 2
                        si += 1
                        continue
                    }
                default:
                    if p[pi] == s[si] {
                        pi += 1
                        si += 1
                        continue
                    }
                }
            }
            guard let backtrack = star else { return false }
            pi = backtrack + 1
            starS += 1
            si = starS
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// The class `[…]` starting at `start`: whether `c` is in it and the index after `]`; nil when unclosed.
    private static func matchClass(_ p: [Unicode.Scalar], at start: Int, _ c: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negated = false
        if i < p.count, p[i] == "!" || p[i] == "^" {
            negated = true
            i += 1
        }
        var found = false
        var first = true
        while i < p.count {
            if p[i] == "]", !first { return (found != negated, i + 1) }
            first = false
            if i + 2 < p.count, p[i + 1] == "-", p[i + 2] != "]" {
                if p[i].value <= c.value, c.value <= p[i + 2].value { found = true }
                i += 3
            } else {
                if p[i] == c { found = true }
                i += 1
            }
        }
        return nil
    }

    /// `pattern` with every `{a,b}` group expanded (leftmost first, nested groups included); a brace without a
    /// matching one, or without a comma, is literal. Nil past `limit` alternatives.
    static func expandBraces(_ pattern: String, limit: Int) -> [String]? {
        var results: [String] = []
        var pending = [pattern]
        while let text = pending.popLast() {
            guard let (open, close, options) = firstGroup(Array(text)) else {
                results.append(text)
                if results.count > limit { return nil }
                continue
            }
            let chars = Array(text)
            let prefix = String(chars[..<open]), suffix = String(chars[(close + 1)...])
            for option in options.reversed() { pending.append(prefix + option + suffix) }
            if pending.count + results.count > limit { return nil }
        }
        return results
    }

    /// The first top-level `{…}` group with a comma: its bounds and its comma-separated options.
    private static func firstGroup(_ chars: [Character]) -> (Int, Int, [String])? {
        var i = 0
        while i < chars.count {
            if chars[i] == "\\" {
                i += 2
                continue
            }
            if chars[i] == "{" {
                var depth = 0
                var options: [String] = []
                var current = ""
                var j = i
                while j < chars.count {
                    let c = chars[j]
                    if c == "{" {
                        depth += 1
                        if depth > 1 { current.append(c) }
                    } else if c == "}" {
                        depth -= 1
                        if depth == 0 { break }
                        current.append(c)
                    } else if c == ",", depth == 1 {
                        options.append(current)
                        current = ""
                    } else {
                        current.append(c)
                    }
                    j += 1
                }
                if j < chars.count, !options.isEmpty { return (i, j, options + [current]) }
            }
            i += 1
        }
        return nil
    }
}
