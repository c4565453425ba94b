import Foundation
import Testing
import TestSupport
import TokenCore
@testable import tokenc

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

    /// The kind of what is at `path` (`S_IFREG`, `S_IFIFO`, …), 0 when nothing is.
    static func kind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// The inode and modification time of `path`.
    static func identity(_ path: String) -> [Int] {
        var info = stat()
        guard lstat(path, &info) == 0 else { return [] }
        return [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }
}
