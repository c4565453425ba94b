/// `unused-file`: a token file of the project that the resolver document never names. A token file is one named
/// as DTCG recommends, `*.tokens.json` or `*.tokens` (plain `*.json` files are left alone: configs, package
/// manifests and other tools' files live there too). Only the project's own folders are looked in: a folder
/// holding one of its sources and the folders below it, except another project's (one holding a resolver
/// document or `tokenc.json` and none of this project's sources). When other resolver documents sit beside this
/// one (a folder of examples), that shared folder counts for its own files only, not its subfolders. A file any
/// `$ref` names counts as used, even in a set or modifier `resolutionOrder` leaves out (that set gets its own
/// `unused-set` warning).
package enum UnusedTokenFiles {
    /// True for a file name DTCG recommends for token files.
    package static func isTokenFileName(_ name: String) -> Bool {
        name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
    }

    /// True for the file name of a project's root: a resolver document (`*.resolver.json`, `resolver.json`) or a
    /// tokenc config (`tokenc.json`). A folder holding one belongs to that project.
    package static func isProjectRootName(_ name: String) -> Bool {
        name == "tokenc.json" || name == "resolver.json" || name.hasSuffix(".resolver.json")
    }

    /// True for the files a source provider lists for this check: token files and project roots.
    package static func isListedFileName(_ name: String) -> Bool {
        isTokenFileName(name) || isProjectRootName(name)
    }

    /// A warning for each of `candidates` (paths relative to the resolver document's directory, as listed; project
    /// roots among them mark other projects' folders) that is a token file of this project's folders no `$ref` of
    /// `resolver` names; in the order given.
    package static func find(_ candidates: [String], resolver: ResolverDocument) -> [Diagnostic] {
        let base = PathText.directory(of: resolver.path)
        let mentioned = Set(resolver.mentionedFiles.map { PathText.normalize(PathText.join(base, $0)) })
        let folders = ProjectFolders(base: base, resolver: resolver.path, mentioned: mentioned,
                                     roots: candidates.filter { isProjectRootName(PathText.fileName(of: $0)) })
        return candidates.compactMap { relative in
            let full = PathText.join(base, relative)
            guard isTokenFileName(PathText.fileName(of: relative)), !mentioned.contains(full), folders.contains(full) else { return nil }
            return Diagnostic(.unusedFile,
                "\(relative) is a token file beside the resolver document that no set or modifier context reads; "
                    + "add it to a set's \"sources\", or remove it",
                at: SourceLocation(file: full))
        }
    }
}

/// The folders whose token files may belong to a project (see `UnusedTokenFiles`), as normalised paths.
private struct ProjectFolders {
    /// The resolver document's directory.
    let base: String
    /// Folders holding one of the project's sources.
    let sources: Set<String>
    /// Other projects' folders: holding a resolver document or config and none of the project's sources.
    let foreign: Set<String>
    /// Whether other resolver documents sit beside the project's: `base` then counts for its own files only.
    let shared: Bool

    init(base: String, resolver: String, mentioned: Set<String>, roots: [String]) {
        let base = Self.folder(of: PathText.join(base, "x"))
        let own = PathText.normalize(resolver)
        self.base = base
        sources = Set(mentioned.map(Self.folder(of:)))
        var foreign = Set<String>(), shared = false
        for relative in roots {
            let full = PathText.join(base, relative)
            guard full != own else { continue }
            let folder = Self.folder(of: full)
            if folder == base {
                if PathText.fileName(of: full) != "tokenc.json" { shared = true }
            } else if !mentioned.contains(where: { PathText.isInside(normalized: $0, normalizedRoot: folder) }) {
                foreign.insert(folder)
            }
        }
        self.foreign = foreign
        self.shared = shared
    }

    /// The directory of normalised `path`, `.` for a bare name.
    static func folder(of path: String) -> String {
        let d = PathText.directory(of: path)
        return d.isEmpty ? "." : d
    }

    /// Whether `file` (normalised, below `base`) is in one of the project's folders: the nearest folder above it
    /// that is a source folder or another project's decides.
    func contains(_ file: String) -> Bool {
        let own = Self.folder(of: file)
        var folder = own
        while true {
            if foreign.contains(folder) { return false }
            if sources.contains(folder) { return !(shared && folder == base && folder != own) }
            guard folder != base, folder != ".", folder != "/" else { return false }
            folder = Self.folder(of: folder)
        }
    }
}
