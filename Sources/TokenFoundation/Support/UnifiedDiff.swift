/// A unified diff of two texts by lines (`--- a/…`, `+++ b/…`, hunks with context), as `diff -u` and `git diff`
/// print it, for `tokenc fix --dry-run`.
///
/// Lines are matched by a longest common subsequence after the common start and end are set aside. A region too
/// large for that table (more than `cellLimit` line pairs) is first cut at the lines that occur exactly once on
/// each side (in the order both sides have them, as patience diff does); a region without such a line is shown as
/// removed and added whole. The diff is always correct; only its size can grow on huge, scrambled inputs.
package enum UnifiedDiff {
    /// The most line pairs one longest-common-subsequence table compares.
    static let cellLimit = 1 << 22

    /// One step from the old lines to the new.
    package enum Step: Equatable {
        case same
        case removed
        case added
    }

    /// The diff of `old` and `new`, or "" when they have the same lines. `oldName` and `newName` go on the
    /// `---`/`+++` lines as given.
    package static func text(old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let x = a.map(id), y = b.map(id)
        let steps = self.steps(x, y)
        guard steps.contains(where: { $0 != .same }) else { return "" }

        var out: [UInt8] = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        // Where each step is in the old and new lines.
        var oldAt: [Int] = [], newAt: [Int] = []
        var i = 0, j = 0
        for s in steps {
            oldAt.append(i)
            newAt.append(j)
            if s != .added { i += 1 }
            if s != .removed { j += 1 }
        }
        let changes = steps.indices.filter { steps[$0] != .same }
        var g = 0
        while g < changes.count {
            var last = g
            while last + 1 < changes.count, changes[last + 1] - changes[last] - 1 <= 2 * context { last += 1 }
            let from = max(0, changes[g] - context)
            let to = min(steps.count - 1, changes[last] + context)
            let hunk = steps[from...to]
            let oldCount = hunk.filter { $0 != .added }.count
            let newCount = hunk.filter { $0 != .removed }.count
            let oldStart = oldCount == 0 ? oldAt[from] : oldAt[from] + 1
            let newStart = newCount == 0 ? newAt[from] : newAt[from] + 1
            out += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for k in from...to {
                let (mark, line): (UInt8, ArraySlice<UInt8>)
                switch steps[k] {
                case .same: (mark, line) = (0x20, a[oldAt[k]])
                case .removed: (mark, line) = (0x2D, a[oldAt[k]])
                case .added: (mark, line) = (0x2B, b[newAt[k]])
                }
                out.append(mark)
                out += line
                if line.last != 0x0A && line.last != 0x0D { out += Array("\n\\ No newline at end of file\n".utf8) }
            }
            g = last + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `start,count`, or `start` alone when the count is 1 (as diff prints it).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The lines of `bytes`, each with its line break (LF, CR or CRLF, `SourceFile.lineStarts`).
    package static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let starts = SourceFile.lineStarts(bytes)
        var out: [ArraySlice<UInt8>] = []
        for (k, s) in starts.enumerated() {
            let e = k + 1 < starts.count ? starts[k + 1] : bytes.count
            if e > s { out.append(bytes[s..<e]) }
        }
        return out
    }

    /// The steps from `a` to `b` (lines as numbers; equal numbers are equal lines).
    package static func steps(_ a: [Int], _ b: [Int]) -> [Step] {
        var out: [Step] = []
        out.reserveCapacity(max(a.count, b.count))
        diff(a, 0..<a.count, b, 0..<b.count, into: &out)
        return out
    }

    private static func diff(_ a: [Int], _ ar: Range<Int>, _ b: [Int], _ br: Range<Int>, into out: inout [Step]) {
        var (aLo, aHi, bLo, bHi) = (ar.lowerBound, ar.upperBound, br.lowerBound, br.upperBound)
        var prefix = 0
        while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] { aLo += 1; bLo += 1; prefix += 1 }
        var suffix = 0
        while aHi > aLo, bHi > bLo, a[aHi - 1] == b[bHi - 1] { aHi -= 1; bHi -= 1; suffix += 1 }
        out += repeatElement(.same, count: prefix)
        let n = aHi - aLo, m = bHi - bLo
        if n == 0 || m == 0 {
            out += repeatElement(.removed, count: n)
            out += repeatElement(.added, count: m)
        } else if n.multipliedReportingOverflow(by: m).partialValue <= cellLimit && n <= cellLimit && m <= cellLimit {
            table(a, aLo..<aHi, b, bLo..<bHi, into: &out)
        } else {
            anchored(a, aLo..<aHi, b, bLo..<bHi, into: &out)
        }
        out += repeatElement(.same, count: suffix)
    }

    /// The longest common subsequence of two small regions, by table.
    private static func table(_ a: [Int], _ ar: Range<Int>, _ b: [Int], _ br: Range<Int>, into out: inout [Step]) {
        let n = ar.count, m = br.count
        let width = m + 1
        // lcs[i * width + j]: the longest common subsequence of a[i...] and b[j...] (within the regions).
        var lcs = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * width + j] = a[ar.lowerBound + i] == b[br.lowerBound + j]
                    ? lcs[(i + 1) * width + j + 1] + 1
                    : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
            }
        }
        var i = 0, j = 0
        while i < n, j < m {
            if a[ar.lowerBound + i] == b[br.lowerBound + j] {
                out.append(.same); i += 1; j += 1
            } else if lcs[(i + 1) * width + j] >= lcs[i * width + j + 1] {
                out.append(.removed); i += 1
            } else {
                out.append(.added); j += 1
            }
        }
        out += repeatElement(.removed, count: n - i)
        out += repeatElement(.added, count: m - j)
    }

    /// A large region cut at the lines that occur once on each side, kept in the order both sides have them (the
    /// longest increasing run of their new positions); each piece between them is diffed on its own.
    private static func anchored(_ a: [Int], _ ar: Range<Int>, _ b: [Int], _ br: Range<Int>, into out: inout [Step]) {
        var counts: [Int: (a: Int, aAt: Int, b: Int, bAt: Int)] = [:]
        for i in ar { counts[a[i], default: (0, i, 0, 0)].a += 1; counts[a[i]]!.aAt = i }
        for j in br where counts[b[j]] != nil { counts[b[j]]!.b += 1; counts[b[j]]!.bAt = j }
        let unique = counts.values.filter { $0.a == 1 && $0.b == 1 }.map { ($0.aAt, $0.bAt) }.sorted { $0.0 < $1.0 }
        // Longest increasing subsequence of the new positions (patience sorting).
        var tails: [Int] = []  // index into `unique` of the smallest tail of each length
        var previous = [Int](repeating: -1, count: unique.count)
        for (k, pair) in unique.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if unique[tails[mid]].1 < pair.1 { lo = mid + 1 } else { hi = mid }
            }
            previous[k] = lo > 0 ? tails[lo - 1] : -1
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var anchors: [(Int, Int)] = []
        var k = tails.last ?? -1
        while k >= 0 { anchors.append(unique[k]); k = previous[k] }
        anchors.reverse()
        guard !anchors.isEmpty else {
            out += repeatElement(.removed, count: ar.count)
            out += repeatElement(.added, count: br.count)
            return
        }
        var (i, j) = (ar.lowerBound, br.lowerBound)
        for (ai, bj) in anchors {
            diff(a, i..<ai, b, j..<bj, into: &out)
            out.append(.same)
            (i, j) = (ai + 1, bj + 1)
        }
        diff(a, i..<ar.upperBound, b, j..<br.upperBound, into: &out)
    }
}
