import Foundation

/// What lets a build with nothing to do stop at once: after a successful build, a stamp records what it printed
/// (its warnings, in the chosen diagnostics format, and its summary), every file the build read and every file
/// it wrote — each with its size, modification time
/// (nanoseconds) and inode, as `--watch` compares them — under an identity made of the tokenc executable's own
/// stamp, the working directory, the arguments and whether standard error is a terminal (code frames, colours).
/// The next build with that identity finds every file unchanged and prints the same again without reading a
/// token; anything different (an edited, added-to, moved or
/// deleted input, an output touched by hand, another tokenc) and it builds as usual, then stamps again.
///
/// Stamps live in a cache directory (`TOKENC_CACHE_DIR`, else `$XDG_CACHE_HOME/tokenc`, else
/// `~/.cache/tokenc`), never among the outputs, so the output directory holds exactly what the build produces.
/// `--check`, `--watch` and `--swift-file` never take the shortcut.
package struct BuildStamp {
    /// The first line, with the format version.
    private static let header = "tokenc build stamp 2"

    /// What identifies the build besides its files.
    package let identity: String
    /// The file holding the stamp (nil when there is no cache directory).
    package let path: String?

    /// The stamp of a build run with `arguments` (`CommandLine.arguments`); `interactive`: whether standard error
    /// and standard output are terminals (the report's code frames and colours depend on it).
    package init(arguments: [String], interactive: (standardError: Bool, standardOutput: Bool)) {
        let identity = Self.identity(arguments: arguments, interactive: interactive)
        self.identity = identity
        path = Self.cacheDirectory().map { PathText.join($0, "build-" + Self.hex(Self.fnv(identity)) + ".stamp") }
    }

    /// The executable's own stamp, the working directory, the arguments that can change what is written or how
    /// diagnostics look (`--verbose` and `--quiet` only add or leave out lines outside the report), and whether
    /// the report's stream is a terminal.
    private static func identity(arguments: [String], interactive: (standardError: Bool, standardOutput: Bool)) -> String {
        let executable = Bundle.main.executablePath ?? arguments.first ?? "tokenc"
        let tool = FileStamp(executable)
        let kept = arguments.dropFirst().filter { !["--verbose", "--quiet", "-q"].contains($0) }
        var out = "tool \(tool.size) \(tool.modified) \(tool.inode) \(Self.escaped(executable))\n"
        out += "cwd \(Self.escaped(FileManager.default.currentDirectoryPath))\n"
        out += "terminal \(interactive.standardError ? 1 : 0) \(interactive.standardOutput ? 1 : 0)\n"
        for a in kept { out += "arg \(Self.escaped(a))\n" }
        return out
    }

    /// Where stamps are kept, nil when no directory is known.
    private static func cacheDirectory() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["TOKENC_CACHE_DIR"], !dir.isEmpty { return dir }
        if let dir = env["XDG_CACHE_HOME"], dir.hasPrefix("/") { return PathText.join(dir, "tokenc") }
        if let home = env["HOME"], home.hasPrefix("/") { return PathText.join(home, ".cache/tokenc") }
        return nil
    }

    /// FNV-1a of `text`: the file name (the identity itself is compared in full).
    private static func fnv(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    /// 16 hex digits.
    private static func hex(_ n: UInt64) -> String {
        let digits = String(n, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// What the build printed, when the stamp exists, was made with `identity`, and every file it lists is as
    /// it was: the diagnostics report and the line about its outputs; nil otherwise.
    package func current() -> (report: PrintedReport, summary: String)? {
        guard let path, case .success(let bytes) = FileSystem.readBytes(path),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        guard text.hasPrefix(Self.header + "\n" + identity) else { return nil }
        var summary: String?
        var report: PrintedReport?
        var any = false
        // Lines are split, and the report unescaped, on UTF-8 bytes: the report can be megabytes of warnings.
        for bytes in text.utf8.dropFirst((Self.header + "\n" + identity).utf8.count).split(separator: UInt8(ascii: "\n")) {
            let line = Substring(bytes)
            if line.hasPrefix("summary ") {
                summary = Self.unescaped(line.dropFirst("summary ".count))
                continue
            }
            if line.hasPrefix("report ") {
                let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard fields.count == 3, let descriptor = Int32(fields[1]) else { return nil }
                report = PrintedReport(descriptor: descriptor, text: Self.unescaped(fields[2]))
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
            guard fields.count == 6, fields[0] == "file",
                  let size = Int64(fields[2]), let modified = Int64(fields[3]), let inode = UInt64(fields[4]) else { return nil }
            let expected = FileStamp(exists: fields[1] == "1", size: size, modified: modified, inode: inode)
            guard FileStamp(Self.unescaped(fields[5])) == expected else { return nil }
            any = true
        }
        guard any, let summary, let report else { return nil }
        return (report, summary)
    }

    /// Records the build: `identity`, what it printed (`report`, `summary`), the files it read (their stamps
    /// from just before reading them) and the files it wrote or left as they were (stamped now). Failing to
    /// write the stamp only costs the next build its shortcut.
    package func record(reads: ReadLog, outputs: [String], report: PrintedReport, summary: String) {
        guard let path else { return }
        var text = Self.header + "\n" + identity + "summary " + Self.escaped(summary) + "\n"
        text += "report \(report.descriptor) " + Self.escaped(report.text) + "\n"
        func add(_ stamp: FileStamp, _ file: String) {
            text += "file \(stamp.exists ? 1 : 0) \(stamp.size) \(stamp.modified) \(stamp.inode) \(Self.escaped(file))\n"
        }
        for file in reads.paths { add(reads.stamps[file] ?? FileStamp(file), file) }
        for file in outputs { add(FileStamp(file), file) }
        try? FileSystem.writeAtomically(Array(text.utf8), to: path)
    }

    /// `text` on one line: backslashes and newlines escaped.
    /// (Byte by byte: it runs once per output, and a build may write tens of thousands.)
    package static func escaped(_ text: String) -> String {
        let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        guard text.utf8.contains(where: { $0 == backslash || $0 == newline }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if byte == backslash || byte == newline { out.append(backslash) }
            out.append(byte == newline ? UInt8(ascii: "n") : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The inverse of `escaped`.
    package static func unescaped(_ text: Substring) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var escape = false
        for byte in text.utf8 {
            if escape {
                out.append(byte == UInt8(ascii: "n") ? UInt8(ascii: "\n") : byte)
                escape = false
            } else if byte == UInt8(ascii: "\\") {
                escape = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// What a command printed as its diagnostics report: the stream and the exact text (what the build stamp replays).
package struct PrintedReport: Sendable, Equatable {
    /// The file descriptor written to.
    package var descriptor: Int32
    /// The text written (possibly empty).
    package var text: String

    package init(descriptor: Int32, text: String) {
        self.descriptor = descriptor
        self.text = text
    }
}
