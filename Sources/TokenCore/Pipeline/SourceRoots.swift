/// The directories a project's sources must stay inside (the config's or resolver document's directory and the
/// config's `allowedRoots`), checked as written and again after symbolic links are followed.
struct SourceRoots: Sendable {
    /// The roots, normalized.
    let normalized: [String]
    /// The roots with symbolic links followed.
    let real: [String]

    /// Roots for `roots` (paths as the provider reads them; "" is the working directory).
    init(_ roots: [String], provider: any SourceProvider) {
        let roots = roots.map { $0.isEmpty ? "." : $0 }
        normalized = roots.map { PathText.normalize($0) }
        real = roots.map { provider.realPath($0) }
    }

    /// A `source-outside-root` error when `full` (named `written` in the project, at `location`) is outside every
    /// root, as written or once its links are followed; nil when it is inside.
    func problem(_ full: String, written: String, at location: SourceLocation?, provider: any SourceProvider) -> Diagnostic? {
        guard normalized.contains(where: { PathText.isInside(normalized: PathText.normalize(full), normalizedRoot: $0) }) else {
            return Diagnostic(.sourceOutsideRoot,
                "\(written) is outside the token root; add its directory to \"allowedRoots\" in tokenc.json to allow it",
                at: location)
        }
        // The same check after symlinks are followed: a link inside the root must not lead out of it.
        let link = provider.realPath(full)
        guard real.contains(where: { PathText.isInside(normalized: link, normalizedRoot: $0) }) else {
            return Diagnostic(.sourceOutsideRoot,
                "\(written) leads outside the token root through a symlink (to \(link)); add that directory to \"allowedRoots\" in tokenc.json to allow it",
                at: location)
        }
        return nil
    }
}
