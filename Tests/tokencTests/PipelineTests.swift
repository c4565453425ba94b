import Foundation
import Testing

/// Writing outputs: only what changed, all or nothing, stale files removed only when tokenc's manifest lists
/// them, paths kept inside the output directory, and every output old or new when a build is killed.
@Suite struct PipelineTests {
    typealias F = PipelineFixture

    static let twoBrands = F.project(brands: [("coral", "#cc3311"), ("lagoon", "#006699")])

    @Test func noOpBuildWritesNothingAndMovesNoModificationTime() throws {
        let dir = try CLITests.project(Self.twoBrands)
        let first = try CLI.run(["build"] + F.config, in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasSuffix("14 files written, 0 unchanged, in out\n"))
        let out = dir.appendingPathComponent("out")
        let bytes = F.snapshot(out)
        let times = try F.modificationTimes(out)
        #expect(bytes.count == 15) // 14 outputs and the manifest
        Thread.sleep(forTimeInterval: 0.05)

        let again = try CLI.run(["build"] + F.config, in: dir)
        #expect(again.status == 0)
        #expect(again.stdout == "nothing changed: 14 outputs in out are up to date\n")
        #expect(F.snapshot(out) == bytes)
        #expect(try F.modificationTimes(out) == times)
    }

    @Test func onlyChangedFilesAreWritten() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        let out = dir.appendingPathComponent("out")
        let times = try F.modificationTimes(out)
        Thread.sleep(forTimeInterval: 0.05)

        try F.write(F.brandTokens(accent: "#dd4422"), to: "tokens/brands/coral.tokens.json", in: dir)
        let r = try CLI.run(["build"] + F.config, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let written = Set(r.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.map { String($0.dropFirst(10)) })
        #expect(written == ["css/coral.css", "json/coral/dark.flat.json", "json/coral/dark.json", "json/coral/light.flat.json",
                            "json/coral/light.json", "swift/DesignTokens+Coral.swift"])
        let after = try F.modificationTimes(out)
        for (path, time) in times {
            if written.contains(path) { #expect(after[path] != time, "\(path)") } else { #expect(after[path] == time, "\(path)") }
        }
        #expect(F.read("out/css/coral.css", in: dir).contains("--brand-accent: #dd4422;"))
    }

    @Test func errorsInOnePermutationChangeNoFile() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        let out = dir.appendingPathComponent("out")
        let bytes = F.snapshot(out)
        let times = try F.modificationTimes(out)

        // Coral gets a new colour, lagoon a broken alias: the build fails and coral's files keep their old bytes.
        try F.write(F.brandTokens(accent: "#dd4422"), to: "tokens/brands/coral.tokens.json", in: dir)
        try F.write(F.brandTokens(accent: "", accentValue: "\"{palette.nope}\""), to: "tokens/brands/lagoon.tokens.json", in: dir)
        let r = try CLI.run(["build"] + F.config, in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("tokens/brands/lagoon.tokens.json:3:44: error: unresolved reference {palette.nope}"))
        #expect(r.stdout.isEmpty)
        #expect(F.snapshot(out) == bytes)
        #expect(try F.modificationTimes(out) == times)
    }

    /// `build` renders while it validates: outputs rendered before validation found an error are staged and
    /// then dropped, so the output directory is as the build found it — or, never built, not there at all.
    @Test func validationErrorsChangeNoFileThoughOutputsRenderedMeanwhile() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        let out = dir.appendingPathComponent("out")
        let bytes = F.snapshot(out)
        let times = try F.modificationTimes(out)

        // Coral gets a new colour (its outputs would change) and the dark theme a token light lacks: compiling
        // succeeds, validation finds a missing-in-context error.
        let darkOnly = #"{"surface": {"$type": "color", "background": {"$value": "{palette.ink}"}, "text": {"$value": "{palette.white}"}, "glow": {"$value": "{palette.white}"}}}"#
        try F.write(F.brandTokens(accent: "#dd4422"), to: "tokens/brands/coral.tokens.json", in: dir)
        try F.write(darkOnly, to: "tokens/dark.tokens.json", in: dir)
        let r = try CLI.run(["build"] + F.config, in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: ") && r.stderr.contains("[missing-in-context]"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(F.snapshot(out) == bytes)  // no temporary file left beside the outputs either
        #expect(try F.modificationTimes(out) == times)

        // The same project never built: the failed build leaves no output directory behind.
        let fresh = try CLITests.project(Self.twoBrands)
        try F.write(darkOnly, to: "tokens/dark.tokens.json", in: fresh)
        let f = try CLI.run(["build"] + F.config, in: fresh)
        #expect(f.status == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh.appendingPathComponent("out").path))
    }

    @Test func checkReportsStaleMissingAndRemovedOutputsAndWritesNothing() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        let up = try CLI.run(["build", "--check"] + F.config, in: dir)
        #expect(up.status == 0)
        #expect(up.stdout == "outputs are up to date (14 files)\n")

        // Tamper with one output, delete another, and drop a brand so its outputs would be removed.
        try "tampered\n".write(to: dir.appendingPathComponent("out/css/coral.css"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out/json/coral/dark.json"))
        for (path, text) in F.project(brands: [("coral", "#cc3311")]) where path.hasSuffix("resolver.json") {
            try F.write(text, to: path, in: dir)
        }
        let before = F.snapshot(dir.appendingPathComponent("out"))
        let r = try CLI.run(["build", "--check"] + F.config, in: dir)
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("out/css/coral.css: error: output is stale [output-stale]"))
        #expect(lines.contains("out/json/coral/dark.json: error: output is missing [output-stale]"))
        #expect(lines.contains("out/css/lagoon.css: error: output is no longer produced [output-stale]"))
        #expect(lines.contains("out/swift/DesignTokens+Lagoon.swift: error: output is no longer produced [output-stale]"))
        #expect(lines.filter { $0.hasSuffix("no longer produced [output-stale]") }.count == 6)
        #expect(lines.last == "\(lines.filter { $0.hasSuffix("[output-stale]") }.count) outputs are out of date; run `tokenc build`")
        #expect(F.snapshot(dir.appendingPathComponent("out")) == before)

        // The real build then removes exactly what --check listed.
        let build = try CLI.run(["build"] + F.config, in: dir)
        #expect(build.status == 0)
        #expect(build.stdout.contains("removed out/css/lagoon.css\n"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/json/lagoon").appendingPathComponent("dark.json").path))
        #expect(try CLI.run(["build", "--check"] + F.config, in: dir).status == 0)
    }

    @Test func staleOutputsAreRemovedOnlyWhenTheManifestListsThem() throws {
        let dir = try CLITests.project(Self.twoBrands.merging(["outside.txt": "keep me\n"]) { a, _ in a })
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        // A file tokenc did not write, even one named like an output, is never removed.
        try "mine\n".write(to: dir.appendingPathComponent("out/css/notes.css"), atomically: true, encoding: .utf8)
        // A tampered manifest cannot make tokenc delete outside the output directory: its entries are errors, and
        // nothing is removed or written (HostileOutputPathTests has the whole family).
        let manifest = dir.appendingPathComponent("out/.tokenc-manifest.json")
        let listed = try String(contentsOf: manifest, encoding: .utf8)
        try listed.replacingOccurrences(of: "\"files\": [", with: "\"files\": [\"../outside.txt\", \"/etc/hostname\",")
            .write(to: manifest, atomically: true, encoding: .utf8)

        for (path, text) in F.project(brands: [("coral", "#cc3311")]) where path.hasSuffix("resolver.json") {
            try F.write(text, to: path, in: dir)
        }
        let tampered = F.snapshot(dir.appendingPathComponent("out"))
        let refused = try CLI.run(["build"] + F.config, in: dir)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("output path \"../outside.txt\" would leave the output directory out"), "\(refused.stderr)")
        #expect(refused.stderr.contains("output path \"/etc/hostname\" would leave the output directory out"), "\(refused.stderr)")
        #expect(F.snapshot(dir.appendingPathComponent("out")) == tampered)
        #expect(F.read("outside.txt", in: dir) == "keep me\n")

        // With the manifest as tokenc wrote it, the files it lists and the build no longer produces go.
        try listed.write(to: manifest, atomically: true, encoding: .utf8)
        let r = try CLI.run(["build"] + F.config, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("removed out/css/lagoon.css\n"))
        #expect(!r.stdout.contains("outside"))
        #expect(F.read("out/css/notes.css", in: dir) == "mine\n")
        #expect(F.read("outside.txt", in: dir) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/css/lagoon.css").path))
        #expect(!F.read("out/.tokenc-manifest.json", in: dir).contains("outside"))
    }

    @Test(arguments: [#""json": {"path": "../escape"}"#, #""json": {"path": "/tmp/tokenc-absolute-escape"}"#])
    func outputPathsLeavingTheOutputDirectoryAreRefused(outputs: String) throws {
        let dir = try CLITests.project(F.project(brands: [("coral", "#cc3311")], outputs: outputs))
        let r = try CLI.run(["build"] + F.config, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("would leave the output directory out; output paths must stay inside it [output-path-invalid]"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("escape").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/tokenc-absolute-escape"))
        #expect(F.snapshot(dir.appendingPathComponent("out")).isEmpty)
    }

    @Test func symlinkLeadingOutOfTheOutputDirectoryIsRefused() throws {
        let dir = try CLITests.project(F.project(brands: [("coral", "#cc3311")], outputs: #""css": {}"#))
        let elsewhere = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("out/css").path, withDestinationPath: elsewhere.path)
        let r = try CLI.run(["build"] + F.config, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("output path \"css/coral.css\" would leave the output directory out"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func leftoverTemporaryFilesOfKilledBuildsAreRemoved() throws {
        let dir = try CLITests.project(Self.twoBrands)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        // A pid that certainly has exited: a process we ran and waited for.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = "out/css/.coral.css.tokenc-\(gone.processIdentifier)-12345.tmp"
        let alive = "out/css/.coral.css.tokenc-\(getpid())-678.tmp" // a live process's file is left alone
        let lookalike = "out/css/.coral.css.tokenc-x-1.tmp"
        for path in [dead, alive, lookalike] { try "partial".write(to: dir.appendingPathComponent(path), atomically: false, encoding: .utf8) }

        try F.write(F.brandTokens(accent: "#dd4422"), to: "tokens/brands/coral.tokens.json", in: dir)
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(dead).path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(alive).path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(lookalike).path))
    }

    /// Kills builds with SIGKILL at random moments while they replace many outputs (some changed, some added,
    /// some removed) and checks that every file is then either its old or its new version, never a mix or a
    /// partial file; a final build completes the change and cleans up.
    /// True while a build is writing outputs: one of its temporary files exists under `out`.
    static func writing(_ out: URL) -> Bool {
        guard let e = FileManager.default.enumerator(atPath: out.path) else { return false }
        while let path = e.nextObject() as? String {
            if path.hasSuffix(".tmp") { return true }
        }
        return false
    }

    /// The files a manifest's bytes list.
    static func listedFiles(_ manifest: Data) -> Set<String> {
        let object = (try? JSONSerialization.jsonObject(with: manifest)) as? [String: Any]
        return Set(object?["files"] as? [String] ?? [])
    }

    @Test func killedBuildsLeaveEveryOutputOldOrNew() throws {
        let old = F.project(brands: [("coral", "#cc3311"), ("lagoon", "#006699"), ("moss", "#336633")])
        let new = F.project(brands: [("coral", "#dd4422"), ("lagoon", "#0077aa"), ("heath", "#884488")])
        let oldDir = try CLITests.project(old), newDir = try CLITests.project(new)
        #expect(try CLI.run(["build"] + F.config, in: oldDir).status == 0)
        #expect(try CLI.run(["build"] + F.config, in: newDir).status == 0)
        let before = F.snapshot(oldDir.appendingPathComponent("out"))
        let after = F.snapshot(newDir.appendingPathComponent("out"))
        let paths = Set(before.keys).union(after.keys)
        #expect(before.count == 21 && after.count == 21)
        #expect(paths.filter { before[$0] != nil && after[$0] != nil && before[$0] != after[$0] }.count >= 12)

        // The project under test: the new tokens, over outputs restored to the old ones for every attempt.
        let dir = try CLITests.project(new)
        let out = dir.appendingPathComponent("out")
        func restoreOld() throws {
            try? FileManager.default.removeItem(at: out)
            for (path, data) in before {
                let url = out.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
        try restoreOld()
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try CLI.run(["build"] + F.config, in: dir).status == 0)
        let elapsed = (clock.now - started).components
        let fullBuild = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18

        var midWrite = 0
        for attempt in 0..<20 {
            try restoreOld()
            let p = Process()
            p.executableURL = CLI.executable
            p.arguments = ["build", "--quiet"] + F.config
            p.currentDirectoryURL = dir
            try p.run()
            if attempt % 2 == 0 {
                // Any moment of the build.
                Thread.sleep(forTimeInterval: Double.random(in: 0...(fullBuild * 1.1)))
            } else {
                // Aim at the writes (on two cores they take a few milliseconds): wait for a temporary file.
                let deadline = Date().addingTimeInterval(fullBuild * 5 + 5)
                while p.isRunning && Date() < deadline && !Self.writing(out) {}
                usleep(UInt32.random(in: 0...1500))
            }
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()

            let snapshot = F.snapshot(out)
            let now = snapshot.filter { !$0.key.hasSuffix(".tmp") }
            for path in paths {
                let state = now[path]
                // The manifest may also list the old files and the new ones together: a build that adds files
                // puts that in place before its first rename, so a killed build leaves no written file unlisted.
                if path == ".tokenc-manifest.json", let state, Self.listedFiles(state) == paths.subtracting([path]) { continue }
                #expect(state == before[path] || state == after[path], "attempt \(attempt): \(path) is neither old nor new")
            }
            #expect(Set(now.keys).isSubset(of: paths), "attempt \(attempt): unexpected files \(Set(now.keys).subtracting(paths))")
            // Mid-write: some outputs replaced and others not yet, or staged files (written beside their
            // outputs as they are rendered, renamed over them at the end) left behind.
            let newCount = paths.filter { now[$0] == after[$0] && before[$0] != after[$0] }.count
            let mixed = newCount > 0 && newCount < paths.filter({ before[$0] != after[$0] }).count
            if mixed || snapshot.count > now.count { midWrite += 1 }
        }
        // The kills are spread over the whole build; most land while files are being written.
        #expect(midWrite > 0, "no kill landed while outputs were being written (full build \(fullBuild)s)")

        // A complete build afterwards finishes the change and removes the killed builds' temporary files.
        let finish = try CLI.run(["build"] + F.config, in: dir)
        #expect(finish.status == 0, "\(finish.stderr)")
        #expect(F.snapshot(out) == after)
    }
}
