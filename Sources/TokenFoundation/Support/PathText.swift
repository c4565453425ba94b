/// Pure string operations on '/'-separated paths (the core never asks the file system).
public enum PathText {
    /// The directory part of `path` (`""` for a bare file name).
    /// (The `/` is found among the bytes, as the file system finds it: a character search would walk grapheme
    /// clusters from the end, and miss a `/` that a combining mark follows.)
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: 0x2F) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(decoding: path.utf8[..<slash], as: UTF8.self)
    }

    /// The last component of `path` (after its last `/` byte, as `directory(of:)`).
    public static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: 0x2F) else { return path }
        return String(decoding: path.utf8[path.utf8.index(after: slash)...], as: UTF8.self)
    }

    /// `relative` resolved against `directory` and normalised; absolute `relative` paths are kept absolute.
    public static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || directory.isEmpty { return normalize(relative) }
        return normalize(directory + "/" + relative)
    }

    /// Removes `.` and resolves `..` segments where possible (`a/./b/../c` → `a/c`; leading `..` are kept).
    public static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        var out: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            if part == "..", absolute { continue }
            out.append(part)
        }
        let joined = out.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// True when `normalize` would give `path` back as it is: not empty, and no segment (after an absolute path's
    /// leading `/`) is empty, `.` or `..`. Most paths are (every file of a large tree is joined and normalised).
    package static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var length = 0, dots = 0  // of the segment being read
            // An absolute path's leading `/` starts no empty segment.
            let start = bytes.first == 0x2F ? 1 : 0
            for i in start..<bytes.count {
                let byte = bytes[i]
                if byte == 0x2F {
                    if length == 0 || (dots == length && length <= 2) { return false }
                    length = 0
                    dots = 0
                } else {
                    length += 1
                    if byte == 0x2E { dots += 1 }
                }
            }
            return length > 0 && !(dots == length && length <= 2)
        }
    }

    /// True when normalised `path` stays inside normalised `root` (both relative to the same place).
    public static func isInside(_ path: String, root: String) -> Bool {
        isInside(normalized: normalize(path), normalizedRoot: normalize(root))
    }

    /// `isInside` for paths already normalised (a root checked against many paths is normalised once).
    public static func isInside(normalized p: String, normalizedRoot r: String) -> Bool {
        if r == "." { return !p.hasPrefix("/") && p != ".." && !p.hasPrefix("../") }
        return p == r || p.hasPrefix(r.hasSuffix("/") ? r : r + "/")
    }
}
