/// The one rule for whether a path is inside a set of directories (a project's roots, an output directory, a
/// source folder): as written, and again after symbolic links are followed, so that neither `..` nor a link that
/// leads out gets around it. Every command that reads sources or writes files asks it, through the real paths a
/// `SourceProvider` (or the file system) gives.
package struct PathContainment: Sendable {
    /// The directories, normalized as written.
    package let roots: [String]
    /// The same directories with their links followed.
    package let realRoots: [String]

    /// How a path is outside the roots.
    package enum Escape: Equatable, Sendable {
        /// Outside as written (`..`, an absolute path elsewhere).
        case outside
        /// Inside as written, but a symbolic link on the way leads out, to `real`.
        case throughLink(real: String)
    }

    /// Containment in `roots` (an empty root is the working directory); `realPath` follows a path's links.
    package init(_ roots: [String], realPath: (String) -> String) {
        let given = roots.map { $0.isEmpty ? "." : $0 }
        self.roots = given.map(PathText.normalize)
        realRoots = given.map(realPath)
    }

    /// How `path` leaves every root, or nil when it is inside one (or is one). As written, a relative path is
    /// compared with the relative roots and an absolute one with the absolute roots; where none can be compared,
    /// only the real path decides.
    package func escape(_ path: String, realPath: (String) -> String) -> Escape? {
        let written = PathText.normalize(path.isEmpty ? "." : path)
        let comparable = roots.filter { $0.hasPrefix("/") == written.hasPrefix("/") }
        let insideAsWritten = comparable.contains { PathText.isInside(normalized: written, normalizedRoot: $0) }
        if !comparable.isEmpty, !insideAsWritten { return .outside }
        let real = realPath(written)
        guard realRoots.contains(where: { Self.isInside(real: real, realRoot: $0) }) else {
            return insideAsWritten ? .throughLink(real: real) : .outside
        }
        return nil
    }

    /// True when the real (link-free, normalized) path `real` is `realRoot` or below it.
    package static func isInside(real: String, realRoot: String) -> Bool {
        PathText.isInside(normalized: real, normalizedRoot: realRoot)
    }

    /// True when the folders `a` and `b` overlap: one is the other or holds it, once their links are followed.
    package static func overlap(_ a: String, _ b: String, realPath: (String) -> String) -> Bool {
        let ra = realPath(a.isEmpty ? "." : a), rb = realPath(b.isEmpty ? "." : b)
        return isInside(real: ra, realRoot: rb) || isInside(real: rb, realRoot: ra)
    }
}
