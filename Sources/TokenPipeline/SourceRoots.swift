/// The directories a project's sources must stay inside (the config's or resolver document's directory and the
/// config's `allowedRoots`), as `PathContainment` decides, with the `source-outside-root` error it leads to.
package struct SourceRoots: Sendable {
    /// The containment rule over the roots.
    package let containment: PathContainment

    /// Roots for `roots` (paths as the provider reads them; "" is the working directory).
    init(_ roots: [String], provider: any SourceProvider) {
        containment = PathContainment(roots, realPath: provider.realPath)
    }

    /// The roots, normalized.
    package var normalized: [String] { containment.roots }

    /// A `source-outside-root` error when `full` (named `written` in the project, at `location`) is outside every
    /// root, as written or once its links are followed; nil when it is inside.
    package func problem(_ full: String, written: String, at location: SourceLocation?, provider: any SourceProvider) -> Diagnostic? {
        switch containment.escape(full, realPath: provider.realPath) {
        case nil:
            return nil
        case .outside?:
            return Diagnostic(.sourceOutsideRoot,
                "\(written) is outside the token root; add its directory to \"allowedRoots\" in tokenc.json to allow it",
                at: location)
        case .throughLink(let real)?:
            return Diagnostic(.sourceOutsideRoot,
                "\(written) leads outside the token root through a symlink (to \(real)); add that directory to \"allowedRoots\" in tokenc.json to allow it",
                at: location)
        }
    }
}
