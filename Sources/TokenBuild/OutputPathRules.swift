import Foundation

/// The one set of rules for every path a build writes or removes: outputs staged into the output directory, the
/// manifest, files the manifest lists as no longer produced, and the `--swift-file` file.
///
/// A path inside the output directory must be relative, without `..`, and reach its file through directories
/// only: no component below the output directory may be a symbolic link (the output directory itself may be
/// one; the config chose it). What is at the path must be nothing or a regular file, and never a file the build
/// reads (a token source, the config, the resolver document), whichever name reaches it. The `--swift-file`
/// file, named on the command line, obeys the last two rules.
///
/// The rules are checked where a path is first met — when an output is staged, when the manifest is read — so
/// nothing is written for a path that breaks them, and `OutputWriter.plan` reports them all before the first
/// rename.
package struct OutputPathRules: Sendable {
    /// The output directory, as a path from the working directory.
    package let directory: String
    /// The files the build reads, by identity, with what each is (for messages).
    private let protected: [FileIdentity: Input]
    /// Where the outputs are looked at.
    private let files: any OutputFileSystem

    /// A file the build reads, which no output may replace or remove.
    package struct Input: Sendable {
        /// Its path, as the build read it.
        package var path: String
        /// What it is: "a token source", "the config", "the resolver document".
        package var role: String

        package init(path: String, role: String) {
            self.path = path
            self.role = role
        }
    }

    /// Rules for `directory` in `files`, protecting `inputs` (files that do not exist are left out).
    package init(directory: String, protecting inputs: [Input] = [], in files: any OutputFileSystem = DiskFileSystem()) {
        self.directory = directory
        self.files = files
        var protected: [FileIdentity: Input] = [:]
        for input in inputs {
            if let id = FileIdentity(following: input.path), protected[id] == nil { protected[id] = input }
        }
        self.protected = protected
    }

    /// What is at a path that may be written or removed.
    package enum Finding {
        /// Nothing (or a missing directory on the way): a write creates it; a removal has nothing to do.
        case absent
        /// A regular file that is none of the build's inputs.
        case file
        /// The path breaks a rule.
        case refused(Diagnostic)
    }

    /// What a path is checked for.
    package enum Use {
        /// An output staged and renamed into place (or the manifest).
        case write
        /// A file the previous manifest lists and the build no longer produces.
        case remove
    }

    /// What is at `path` (relative to the output directory), checked for `use`; `location` is where the path
    /// came from (a manifest entry), else the diagnostic points at the path itself.
    package func inspect(_ path: String, for use: Use, from location: SourceLocation? = nil) -> Finding {
        let full = PathText.join(directory, path)
        let at = location ?? SourceLocation(file: full)
        // Split on the `/` bytes, as the file system does (a character split walks grapheme clusters).
        let parts = path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init).filter { $0 != "." }
        if path.hasPrefix("/") || parts.contains("..") || path.utf8.contains(0) {
            return .refused(Diagnostic(.outputPathInvalid,
                "output path \"\(path)\" would leave the output directory \(directory); output paths must stay inside it", at: at))
        }
        guard !parts.isEmpty else {
            return .refused(Diagnostic(.outputPathInvalid, "output path \"\(path)\" names the output directory \(directory) itself, not a file in it", at: at))
        }
        var current = directory.isEmpty ? "." : directory
        for (i, part) in parts.enumerated() {
            current += "/" + part
            guard let entry = files.entry(at: current) else { return .absent }
            let last = i == parts.count - 1
            if entry == .link { return .refused(throughLink(path, link: current, at: at)) }
            if !last {
                guard entry == .directory else {
                    // A removal finds nothing below a file; a write would need a directory there.
                    if use == .remove { return .absent }
                    return .refused(Diagnostic(.outputPathInvalid,
                        "output path \"\(path)\" needs \(PathText.normalize(current)) to be a directory, but a file is there; remove it and build again", at: at))
                }
                continue
            }
            return regularFile(entry, path: PathText.normalize(full), named: "output path \"\(path)\"", for: use, at: at)
        }
        return .absent
    }

    /// Why the file named on the command line (`--swift-file`) cannot be written, or nil: only a regular file that
    /// is none of the build's inputs is replaced (a symbolic link there is not followed, nor replaced).
    package func problem(explicitFile path: String) -> Diagnostic? {
        let at = SourceLocation(file: path)
        guard !path.isEmpty, !path.utf8.contains(0) else { return Diagnostic(.outputPathInvalid, "the output file \"\(path)\" is not a path", at: at) }
        guard let entry = files.entry(at: path) else { return nil }
        if entry == .link {
            return Diagnostic(.outputPathInvalid,
                "output file \(path) is a symbolic link; tokenc replaces only regular files: remove the link or choose another path", at: at)
        }
        if case .refused(let d) = regularFile(entry, path: path, named: "output file \(path)", for: .write, at: at) { return d }
        return nil
    }

    /// `.file` when `entry` (what is at `path`) is a regular file the build does not read; otherwise why not.
    /// (`path` and `name` are only for the messages, so they are made only for a refusal.)
    private func regularFile(_ entry: FileEntry, path: @autoclosure () -> String, named name: @autoclosure () -> String, for use: Use,
                             at: SourceLocation) -> Finding {
        let verb = use == .write ? "overwrite" : "remove"
        switch entry {
        case .file(let identity):
            if let identity, let input = protected[identity] {
                return .refused(Diagnostic(.outputPathInvalid,
                    "\(name()) would \(verb) \(input.path), \(input.role) of this build; choose an output path where no input is", at: at))
            }
            return .file
        case .directory:
            return .refused(Diagnostic(.outputPathInvalid,
                "\(name()) is taken by a directory (\(path())); tokenc \(use == .write ? "replaces" : "removes") only regular files: remove it and build again", at: at))
        case .link, .other:
            return .refused(Diagnostic(.outputPathInvalid,
                "\(name()) is taken by a FIFO, socket or device (\(path())); tokenc \(use == .write ? "replaces" : "removes") only regular files: remove it and build again", at: at))
        }
    }

    /// The refusal of a path that goes through the symbolic link `link`.
    private func throughLink(_ path: String, link: String, at: SourceLocation) -> Diagnostic {
        let root = OutputWriter.realPath(directory)
        let real = OutputWriter.realPath(link)
        let link = PathText.normalize(link)
        if !PathContainment.isInside(real: real, realRoot: root) {
            return Diagnostic(.outputPathInvalid,
                "output path \"\(path)\" would leave the output directory \(directory) through the symbolic link \(link); output paths must stay inside it and never go through a link", at: at)
        }
        return Diagnostic(.outputPathInvalid,
            "output path \"\(path)\" goes through the symbolic link \(link); tokenc never writes or removes through a link: replace it with a directory or a file, or remove it, and build again", at: at)
    }
}

/// A file's identity (device and inode): two names of one file have the same.
package struct FileIdentity: Hashable, Sendable {
    package let device: UInt64
    package let inode: UInt64

    package init(_ info: stat) {
        // `dev_t` is signed on some platforms: keep its bits.
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// The identity of the file at `path` (following links), or nil when there is none.
    package init?(following path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
