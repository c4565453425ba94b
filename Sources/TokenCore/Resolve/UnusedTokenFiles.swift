/// `unused-file`: a token file in the token directory that the resolver document never names. The token
/// directory is the resolver document's directory and every directory below it; a token file is one named as
/// DTCG recommends, `*.tokens.json` or `*.tokens` (plain `*.json` files are left alone: configs, package
/// manifests and other tools' files live there too). A file any `$ref` names counts as used, even in a set or
/// modifier `resolutionOrder` leaves out (that set gets its own `unused-set` warning).
public enum UnusedTokenFiles {
    /// True for a file name DTCG recommends for token files.
    public static func isTokenFileName(_ name: String) -> Bool {
        name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
    }

    /// A warning for each of `candidates` (paths relative to the resolver document's directory, as listed) that is
    /// a token file no `$ref` of `resolver` names; in the order given.
    public static func find(_ candidates: [String], resolver: ResolverDocument) -> [Diagnostic] {
        let base = PathText.directory(of: resolver.path)
        let mentioned = Set(resolver.mentionedFiles.map { PathText.normalize(PathText.join(base, $0)) })
        return candidates.compactMap { relative in
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            let full = PathText.join(base, relative)
            guard isTokenFileName(name), !mentioned.contains(PathText.normalize(full)) else { return nil }
            return Diagnostic(.unusedFile,
                "\(relative) is a token file beside the resolver document that no set or modifier context reads; "
                    + "add it to a set's \"sources\", or remove it",
                at: SourceLocation(file: full))
        }
    }
}
