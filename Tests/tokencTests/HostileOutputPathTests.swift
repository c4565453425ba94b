import Foundation
import Testing
import TestSupport
import TokenCore

/// Every path a build writes or removes obeys one set of rules (`OutputPathRules`): outputs, the manifest, the
/// files the manifest lists as no longer produced, and `--swift-file`. Each hostile case runs through the
/// `tokenc` binary after a good build and must exit 2 with its code, change nothing in the output directory and
/// nothing outside it.
@Suite(.serialized) struct HostileOutputPathTests {
    static let build = HostileCLITests.build

    /// The good project of the hostile suite, built, with a sibling directory `victim/` the build must never touch.
    static func project() throws -> HostileProject {
        let (p, _) = try HostileCLITests.tokensProject()
        try p.write("victim/precious.txt", "keep me\n")
        return p
    }

    /// Adds `entries` (JSON values, as text) to the output directory's manifest, one per line.
    static func addToManifest(_ p: HostileProject, _ entries: [String]) throws {
        let manifest = p.url("out/.tokenc-manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "\"files\": [", with: "\"files\": [\n" + entries.map { "    \($0),\n" }.joined())
            .write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Changes a token, so that the next build has outputs to replace (and would otherwise remove leftovers).
    static func changeTokens(_ p: HostileProject) throws {
        try p.write("tokens/t.json", HostileCLITests.good.replacingOccurrences(of: "0.8", with: "0.7"))
    }

    // MARK: Removing what the manifest lists

    /// The reproduction: a link committed in the output directory and a manifest entry through it.
    @Test func manifestEntryThroughASymlinkDeletesNothing() throws {
        let p = try Self.project()
        defer { p.removeAll() }
        try FileManager.default.createSymbolicLink(atPath: p.url("out/lnk").path, withDestinationPath: "../victim")
        try Self.addToManifest(p, [#""lnk/precious.txt""#])
        try Self.changeTokens(p)
        let before = p.snapshot()
        let r = try p.expectRefused("manifest entry through a link", Self.build, code: "output-path-invalid", status: [2], against: before)
        #expect(PipelineFixture.read("victim/precious.txt", in: p.root) == "keep me\n")
        #expect(r.stderr.contains("goes through the symbolic link out/lnk") || r.stderr.contains("through the symbolic link out/lnk"), "\(r.stderr)")
        // Located at the entry's line in the manifest.
        #expect(r.stderr.contains("out/.tokenc-manifest.json:5:"), "\(r.stderr)")
    }

    /// The family: every kind of manifest entry that breaks the rules is an error at its line, and removes nothing.
    @Test func manifestEntriesBreakingTheRulesAreErrors() throws {
        let p = try Self.project()
        defer { p.removeAll() }
        try Self.changeTokens(p)
        let victim = p.url("victim/precious.txt").path
        try FileManager.default.createDirectory(at: p.url("out/dir"), withIntermediateDirectories: true)
        try p.write("out/dir/mine.txt", "mine\n")
        try FileManager.default.createSymbolicLink(atPath: p.url("out/file-link").path, withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: p.url("out/inside").path, withDestinationPath: "CSS")
        try FileManager.default.createSymbolicLink(atPath: p.url("out/dir-link").path, withDestinationPath: "../victim")
        let cases: [(String, String)] = [
            ("`..`", #""../victim/precious.txt""#),
            ("absolute path", "\"\(victim)\""),
            ("link to a file outside", #""file-link""#),
            ("through a link to a directory inside", #""inside/tokens.css""#),
            ("a directory", #""dir""#),
            ("a token source reached from the output directory", #""../tokens/t.json""#),
            ("not a path", "42"),
            // Both a link and a path through it: refused before anything is removed or replaced.
            ("a link and a path through it", #""dir-link", "dir-link/precious.txt""#),
        ]
        let pristine = try String(contentsOf: p.url("out/.tokenc-manifest.json"), encoding: .utf8)
        for (name, entry) in cases {
            try pristine.write(to: p.url("out/.tokenc-manifest.json"), atomically: true, encoding: .utf8)
            try Self.addToManifest(p, [entry])
            let before = p.snapshot()
            let r = try p.expectRefused("manifest entry: \(name)", Self.build, code: "output-path-invalid", status: [2], against: before)
            #expect(r.stderr.contains("out/.tokenc-manifest.json:5:"), "\(name): not located at the entry\n\(r.stderr)")
            #expect(!r.stderr.contains("NSCocoaErrorDomain") && !r.stderr.contains("Error Domain"), "\(name): \(r.stderr)")
            #expect(PipelineFixture.read("victim/precious.txt", in: p.root) == "keep me\n", "\(name)")
            #expect(PipelineFixture.read("out/dir/mine.txt", in: p.root) == "mine\n", "\(name)")
            #expect(PipelineFixture.read("tokens/t.json", in: p.root).contains("0.7"), "\(name)")
        }
        // A FIFO (kept out of the snapshots, which would block reading it).
        try pristine.write(to: p.url("out/.tokenc-manifest.json"), atomically: true, encoding: .utf8)
        try Self.addToManifest(p, [#""fifo""#])
        #expect(mkfifo(p.url("out/fifo").path, 0o644) == 0)
        let css = Self.identity(p.url("out/CSS/tokens.css").path)
        let fifo = try p.tokenc(Self.build)
        #expect(fifo.status == 2 && fifo.stderr.contains("is taken by a FIFO, socket or device") && fifo.stderr.contains("[output-path-invalid]"), "\(fifo.stderr)")
        #expect(Self.kind(p.url("out/fifo").path) == S_IFIFO)
        #expect(Self.identity(p.url("out/CSS/tokens.css").path) == css)
        p.remove("out/fifo")

        // With the entries gone, the build goes through and leaves what it did not write alone.
        try pristine.write(to: p.url("out/.tokenc-manifest.json"), atomically: true, encoding: .utf8)
        let r = try p.tokenc(Self.build)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(PipelineFixture.read("out/dir/mine.txt", in: p.root) == "mine\n")
    }

    /// A token source inside the output directory, listed in the manifest, is never removed.
    @Test func manifestEntryNamingASourceIsAnError() throws {
        let p = try HostileProject(["tokens/tokenc.json": #"{"tokens": ["t.json"], "output": ".", "css": {"path": "CSS"}}"#,
                                    "tokens/t.json": HostileCLITests.good])
        defer { p.removeAll() }
        #expect(try p.tokenc(Self.build).status == 0)
        let manifest = p.url("tokens/.tokenc-manifest.json")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "\"files\": [", with: "\"files\": [\n    \"t.json\",\n    \"tokenc.json\",")
            .write(to: manifest, atomically: true, encoding: .utf8)
        try p.write("tokens/t.json", HostileCLITests.good.replacingOccurrences(of: "0.8", with: "0.7"))
        let before = p.snapshot("tokens")
        let r = try p.tokenc(Self.build)
        #expect(r.status == 2)
        #expect(r.stderr.contains("would remove tokens/t.json, a token source of this build"), "\(r.stderr)")
        #expect(r.stderr.contains("would remove tokens/tokenc.json, the config of this build"), "\(r.stderr)")
        #expect(p.snapshot("tokens") == before)
    }

    // MARK: --swift-file

    /// `--swift-file` replaces only a regular file that is none of the build's inputs.
    @Test func swiftFileObeysTheRules() throws {
        let p = try Self.project()
        defer { p.removeAll() }
        let before = p.snapshot()
        func refused(_ name: String, _ target: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> HostileProject.Run {
            let inputs = p.snapshot("tokens")
            let r = try p.expectRefused("--swift-file \(name)", Self.build + ["--swift-file", target], code: "output-path-invalid", status: [2],
                                        against: before, sourceLocation: sourceLocation)
            #expect(p.snapshot("tokens") == inputs, "\(name): an input changed", sourceLocation: sourceLocation)
            return r
        }
        #expect(try refused("a token source", "tokens/t.json").stderr.contains("would overwrite tokens/t.json, a token source of this build"))
        #expect(try refused("the config", "tokens/tokenc.json").stderr.contains("would overwrite tokens/tokenc.json, the config of this build"))
        // Another name of a source is the source.
        try FileManager.default.createDirectory(at: p.url("gen"), withIntermediateDirectories: true)
        #expect(link(p.url("tokens/t.json").path, p.url("gen/hard.swift").path) == 0)
        _ = try refused("a hard link to a source", "gen/hard.swift")

        // Not a regular file: the FIFO, link, directory or device stays what it was.
        #expect(mkfifo(p.url("gen/fifo.swift").path, 0o644) == 0)
        _ = try refused("a FIFO", "gen/fifo.swift")
        #expect(Self.kind(p.url("gen/fifo.swift").path) == S_IFIFO)
        try FileManager.default.createSymbolicLink(atPath: p.url("gen/link.swift").path, withDestinationPath: "../victim/precious.txt")
        _ = try refused("a symbolic link", "gen/link.swift")
        #expect(Self.kind(p.url("gen/link.swift").path) == S_IFLNK)
        #expect(PipelineFixture.read("victim/precious.txt", in: p.root) == "keep me\n")
        try FileManager.default.createDirectory(at: p.url("gen/dir.swift"), withIntermediateDirectories: true)
        _ = try refused("a directory", "gen/dir.swift")
        if getuid() == 0 {
            // A device node of our own (the null device's numbers), not /dev/null itself.
            #expect(mknod(p.url("gen/null.swift").path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
            _ = try refused("a device", "gen/null.swift")
            #expect(Self.kind(p.url("gen/null.swift").path) == S_IFCHR)
        }
        // --check obeys the same rules.
        _ = try p.expectRefused("--swift-file --check on a source", Self.build + ["--swift-file", "tokens/t.json", "--check"],
                                code: "output-path-invalid", status: [2], against: before)

        // A regular file is written, and rewritten.
        let ok = try p.tokenc(Self.build + ["--swift-file", "gen/Tokens.swift"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(PipelineFixture.read("gen/Tokens.swift", in: p.root).contains("// Generated by tokenc build --swift-file"))
    }

    /// With a resolver document, the document itself is protected too.
    @Test func swiftFileNeverReplacesTheResolverDocument() throws {
        let (p, before) = try HostileCLITests.resolverProject()
        defer { p.removeAll() }
        let document = p.snapshot("tokens")
        let r = try p.expectRefused("--swift-file onto the resolver document", Self.build + ["--swift-file", "tokens/r.json"],
                                    code: "output-path-invalid", status: [2], against: before)
        #expect(r.stderr.contains("the resolver document of this build"), "\(r.stderr)")
        #expect(p.snapshot("tokens") == document)
    }

    /// The inode and modification time of `path`.
    static func identity(_ path: String) -> [Int] {
        var info = stat()
        guard lstat(path, &info) == 0 else { return [] }
        return [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }

    /// The kind of what is at `path` (`S_IFREG`, `S_IFIFO`, …), 0 when nothing is.
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    // MARK: Outputs landing on inputs

    /// The JSON manifest of a build into the token directory would replace the token file of that name.
    @Test func outputOntoATokenSourceIsRefused() throws {
        let cases: [(String, String)] = [
            ("JSON manifest onto the token file", #"{"tokens": ["manifest.json"], "output": ".", "json": {"path": "."}}"#),
            ("CSS onto the token file", #"{"tokens": ["CSS/tokens.css"], "output": "CSS", "css": {"path": "."}}"#),
        ]
        for (name, config) in cases {
            let source = name.hasPrefix("JSON") ? "tokens/manifest.json" : "tokens/CSS/tokens.css"
            let p = try HostileProject(["tokens/tokenc.json": config, source: HostileCLITests.good])
            defer { p.removeAll() }
            let before = p.snapshot("tokens")
            let r = try p.tokenc(Self.build)
            #expect(r.status == 2, "\(name): \(r.stderr)")
            #expect(r.stderr.contains("[output-path-invalid]") && r.stderr.contains("a token source of this build"), "\(name): \(r.stderr)")
            // Nothing at all was written: no other output, no manifest, no temporary file.
            #expect(p.snapshot("tokens") == before, "\(name): \(Set(p.snapshot("tokens").keys).symmetricDifference(before.keys))")
        }
    }

    /// A brand `tokens` and themes `tokenc` and `r` with `"output": ".."`: the JSON files would be the config and
    /// the resolver document.
    @Test func outputOntoTheConfigOrResolverDocumentIsRefused() throws {
        let p = try HostileProject([
            "tokens/tokenc.json": #"{"resolver": "r.json", "output": "..", "brands": {"modifier": "brand"}, "themes": {"modifier": "theme"}, "json": {"path": "."}}"#,
            "tokens/r.json": """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"brand": {"contexts": {"tokens": [], "other": []}, "default": "tokens"},
                           "theme": {"contexts": {"tokenc": [], "r": []}, "default": "tokenc"}},
             "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}
            """,
            "tokens/base.json": HostileCLITests.good,
        ])
        defer { p.removeAll() }
        let before = p.snapshot("")
        let r = try p.tokenc(Self.build)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("would overwrite tokens/tokenc.json, the config of this build"), "\(r.stderr)")
        #expect(r.stderr.contains("would overwrite tokens/r.json, the resolver document of this build"), "\(r.stderr)")
        #expect(p.snapshot("") == before, "\(Set(p.snapshot("").keys).symmetricDifference(before.keys).sorted())")
    }

    // MARK: The whole plan before the first rename

    /// A JSON output that another output needs as a directory: refused before anything is replaced, on a first
    /// build and after one.
    @Test func fileAndDirectoryConflictChangesNothing() throws {
        let conflicting = #"{"tokens": ["t.json"], "output": "../out", "json": {"path": "J"}, "css": {"path": "J/tokens/default.json"}}"#
        // First build: nothing is left, not even the directories made for staging.
        let first = try HostileProject(["tokens/tokenc.json": conflicting, "tokens/t.json": HostileCLITests.good])
        defer { first.removeAll() }
        let r = try first.tokenc(Self.build)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("[output-conflict]") && r.stderr.contains("out/J/tokens/default.json is a file, but another output is written inside it"),
                "\(r.stderr)")
        #expect(!FileSystemEntry.exists(first.url("out").path), "\(first.snapshot().keys.sorted())")

        // After a good build, with changed tokens: every output keeps its bytes, time and inode.
        let p = try HostileProject(["tokens/tokenc.json": #"{"tokens": ["t.json"], "output": "../out", "json": {"path": "J"}, "css": {"path": "CSS"}}"#,
                                    "tokens/t.json": HostileCLITests.good])
        defer { p.removeAll() }
        let before = try p.goodBuild(Self.build)
        #expect(before["J/tokens/default.json"] != nil, "\(before.keys.sorted())")
        try p.write("tokens/tokenc.json", conflicting)
        try Self.changeTokens(p)
        try p.expectRefused("file and directory conflict", Self.build, code: "output-conflict", status: [2], against: before)
    }

    /// The conflicts found from output paths alone.
    @Test func conflictsFromPathsAlone() {
        func codes(_ paths: [String]) -> [String] {
            OutputWriter.conflicts(paths.map { OutputFile(path: $0, contents: []) }, in: "out").map(\.message)
        }
        #expect(codes(["a/b.json", "a/c.json", "b.css"]).isEmpty)
        #expect(codes(["a", "a-b", "a/c"]) == ["output out/a is a file, but another output is written inside it as a directory (out/a/c); give the outputs in tokenc.json paths that do not overlap"])
        #expect(codes(["x/y", "./x/y"]) == ["2 outputs are written to out/x/y; give the outputs in tokenc.json paths that do not overlap"])
        #expect(codes([".tokenc-manifest.json"]).count == 1)
        #expect(codes(["a/b/c/d", "a/b"]).count == 1)
    }

    /// A rename that fails halfway (the file it would replace is immutable, `chattr +i`): a located
    /// `output-write-failed` saying how far the build got, and a manifest that already lists every file the build
    /// wrote, so the next build removes those it no longer produces. Root on a file system with `chattr` only.
    @Test func renameFailingHalfwayLeavesEveryWrittenFileListed() throws {
        let config = { (outputs: String) in #"{"tokens": ["t.json"], "output": "../out", "#  + outputs + "}" }
        let p = try HostileProject(["tokens/tokenc.json": config(#""css": {"path": "CSS"}, "swift": {"path": "Swift"}"#),
                                    "tokens/t.json": HostileCLITests.good])
        defer { p.removeAll() }
        #expect(try p.tokenc(Self.build).status == 0)
        let swift = p.url("out/Swift/DesignTokens+Tokens.swift").path
        guard getuid() == 0, try Self.run("/usr/bin/chattr", ["+i", swift], in: p.root).isEmpty, Self.immutable(swift) else { return }
        defer { _ = try? Self.run("/usr/bin/chattr", ["-i", swift], in: p.root) }
        // New JSON outputs, and changed tokens: CSS and JSON are renamed before the Swift file, which fails.
        try p.write("tokens/tokenc.json", config(#""css": {"path": "CSS"}, "json": {"path": "JSON"}, "swift": {"path": "Swift"}"#))
        try Self.changeTokens(p)
        let r = try p.tokenc(Self.build)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("out/Swift/DesignTokens") && r.stderr.contains("Operation not permitted") && r.stderr.contains("[output-write-failed]")
                && r.stderr.contains("changes were made before it; build again to complete them"), "\(r.stderr)")
        #expect(!r.stderr.contains("Error Domain"), "\(r.stderr)")
        let written = p.snapshot().keys.filter { !$0.hasPrefix(".") && !HostileCrashTests.isTemporary($0) }
        #expect(written.contains("JSON/manifest.json"))
        let manifest = PipelineFixture.read("out/.tokenc-manifest.json", in: p.root)
        for file in written { #expect(manifest.contains("\"\(file)\""), "\(file) is not in the manifest:\n\(manifest)") }
        #expect(!p.snapshot().keys.contains(where: HostileCrashTests.isTemporary))

        // Without JSON again, the next build removes what the failed one wrote.
        _ = try Self.run("/usr/bin/chattr", ["-i", swift], in: p.root)
        try p.write("tokens/tokenc.json", config(#""css": {"path": "CSS"}, "swift": {"path": "Swift"}"#))
        let again = try p.tokenc(Self.build)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!p.snapshot().keys.contains { $0.hasPrefix("JSON/") }, "\(p.snapshot().keys.sorted())")
    }

    /// True when `path` has the immutable attribute (`lsattr`).
    static func immutable(_ path: String) -> Bool {
        ((try? run("/usr/bin/lsattr", [path], in: URL(fileURLWithPath: "/"))) ?? "").split(separator: " ").first?.contains("i") ?? false
    }

    /// Out of space exactly when the manifest is written, on a first build: no output is in place, exit 2 with
    /// `output-write-failed`. Runs on a small tmpfs in a mount namespace of its own (root, `unshare`); skipped
    /// where that is not possible.
    @Test func outOfSpaceChangesNothing() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return }
        let p = try HostileProject(["tokens/t.json": HostileCLITests.good])
        defer { p.removeAll() }
        try FileManager.default.createDirectory(at: p.url("disk"), withIntermediateDirectories: true)
        try p.write("tokens/tokenc.json", "{\"tokens\": [\"t.json\"], \"output\": \"\(p.url("disk/out").path)\", \"css\": {\"path\": \"CSS\"}}")
        // Fill the file system a page at a time, then free `pages` pages: room for that many small files.
        func run(freePages pages: Int) throws -> (status: Int32, stderr: String, files: [String]) {
            let script = """
            set -u
            mount -t tmpfs -o size=256k tmpfs disk || exit 99
            i=0
            while dd if=/dev/zero of=disk/fill$i bs=4096 count=1 2>/dev/null; do i=$((i+1)); done
            rm -f disk/fill$i
            j=0
            while [ $j -lt \(pages) ]; do i=$((i-1)); rm disk/fill$i; j=$((j+1)); done
            "$0" build --config tokens/tokenc.json 2>err
            echo "status $?"
            cd disk && find . -name 'fill*' -prune -o -print
            """
            let lines = try Self.run("/usr/bin/unshare", ["-m", "/bin/sh", "-c", script, CLI.executable.path], in: p.root)
                .split(separator: "\n").map(String.init)
            let status = lines.first { $0.hasPrefix("status ") }.flatMap { Int32($0.dropFirst(7)) } ?? -1
            return (status, PipelineFixture.read("err", in: p.root), lines.filter { !$0.hasPrefix("status ") && $0 != "." })
        }
        // One page: the CSS file's temporary file fits, the manifest's does not.
        let manifest = try run(freePages: 1)
        guard manifest.status != 99 else { return }  // no tmpfs here
        #expect(manifest.status == 2, "\(manifest.stderr)")
        #expect(manifest.stderr.contains("[output-write-failed]") && manifest.stderr.contains("No space left on device")
                && manifest.stderr.contains("no output was changed"), "\(manifest.stderr)")
        #expect(manifest.files.isEmpty, "left behind: \(manifest.files)")
        // No page: the first output fails.
        let output = try run(freePages: 0)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains("[output-write-failed]") && output.stderr.contains("no output was changed"), "\(output.stderr)")
        #expect(output.files.isEmpty, "left behind: \(output.files)")
    }

    /// Runs `executable` with `arguments` in `directory` and returns its standard output.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
