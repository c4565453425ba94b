import Foundation
import Testing

/// `tokenc build --watch`, run in the background on a temporary project, as a developer would.
@Suite struct PipelineWatchTests {
    typealias F = PipelineFixture

    /// A tokenc process running in the background, its output collected as it comes.
    final class Background: @unchecked Sendable {
        private let process = Process()
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = CLI.executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let o = Pipe(), e = Pipe()
            process.standardOutput = o
            process.standardError = e
            o.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, error: false) }
            e.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, error: true) }
            try process.run()
        }

        private func append(_ data: Data, error: Bool) {
            lock.lock()
            if error { err += data } else { out += data }
            lock.unlock()
        }

        var stdout: String { lock.lock(); defer { lock.unlock() }; return String(decoding: out, as: UTF8.self) }
        var stderr: String { lock.lock(); defer { lock.unlock() }; return String(decoding: err, as: UTF8.self) }
        var isRunning: Bool { process.isRunning }

        /// Waits up to `timeout` seconds for `condition`; false on timeout.
        func wait(timeout: TimeInterval = 20, until condition: (Background) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition(self) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return condition(self)
        }

        /// Sends `signal` and waits for the process to end; returns how it ended.
        func stop(_ signal: Int32 = SIGINT) -> (reason: Process.TerminationReason, status: Int32) {
            if process.isRunning { kill(process.processIdentifier, signal) }
            process.waitUntilExit()
            return (process.terminationReason, process.terminationStatus)
        }
    }

    static func count(_ text: String, _ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func watchRebuildsOnChangesReportsErrorsAndKeepsRunning() throws {
        let dir = try CLITests.project(F.project(brands: [("coral", "#cc3311"), ("lagoon", "#006699")], outputs: #""css": {}"#))
        let watcher = try Background(["build", "--watch"] + F.config, in: dir)
        defer { _ = watcher.stop(SIGKILL) }
        let ready = "build succeeded. Watching 7 files for changes (Ctrl-C to stop)\n"

        // The first build writes the outputs and watches what it read: config, resolver document, 5 token files.
        #expect(watcher.wait { Self.count($0.stdout, ready) == 1 }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(watcher.stdout.contains("wrote out/css/coral.css\n"))
        #expect(F.read("out/css/coral.css", in: dir).contains("--brand-accent: #cc3311;"))

        // A token changes: one rebuild, which names the file and rewrites coral only.
        try F.write(F.brandTokens(accent: "#dd4422"), to: "tokens/brands/coral.tokens.json", in: dir)
        #expect(watcher.wait { Self.count($0.stdout, ready) == 2 }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(watcher.stdout.contains("changed: tokens/brands/coral.tokens.json; rebuilding\nwrote out/css/coral.css\n1 file written, 1 unchanged, in out\n"))
        #expect(F.read("out/css/coral.css", in: dir).contains("--brand-accent: #dd4422;"))

        // A broken token: the located diagnostic is printed, nothing is written, and the watcher keeps going.
        let good = F.read("out/css/coral.css", in: dir)
        try F.write(F.brandTokens(accent: "", accentValue: "\"{palette.nope}\""), to: "tokens/brands/coral.tokens.json", in: dir)
        #expect(watcher.wait { $0.stdout.contains("build failed; fix the errors above. Watching") }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(watcher.stderr.contains("tokens/brands/coral.tokens.json:3:44: error: unresolved reference {palette.nope}"))
        Thread.sleep(forTimeInterval: 0.5)
        #expect(watcher.isRunning)
        #expect(F.read("out/css/coral.css", in: dir) == good)

        // Fixed again: it recovers.
        try F.write(F.brandTokens(accent: "#ee5533"), to: "tokens/brands/coral.tokens.json", in: dir)
        #expect(watcher.wait { Self.count($0.stdout, ready) == 3 }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(F.read("out/css/coral.css", in: dir).contains("--brand-accent: #ee5533;"))

        // A change to the config is watched too (here: a broken config, an environment error, still no exit).
        try F.write("{\"resolver\": \"tokens.resolver.json\", \"ouput\": \"../out\"}", to: "tokens/tokenc.json", in: dir)
        #expect(watcher.wait { $0.stderr.contains("unknown key \"ouput\"") }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(watcher.isRunning)

        // Ctrl-C ends it.
        let end = watcher.stop(SIGINT)
        #expect(end.reason == .uncaughtSignal && end.status == SIGINT)
    }

    @Test func watchNoticesAFileItCouldNotFindOnceItAppears() throws {
        var files = F.project(brands: [("coral", "#cc3311")], outputs: #""css": {}"#)
        files["tokens/dark.tokens.json"] = nil
        let dir = try CLITests.project(files)
        let watcher = try Background(["build", "--watch"] + F.config, in: dir)
        defer { _ = watcher.stop(SIGKILL) }
        #expect(watcher.wait { $0.stdout.contains("build failed") }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(watcher.stderr.contains("[file-not-found]"))
        try F.write(#"{"surface": {"$type": "color", "background": {"$value": "{palette.ink}"}, "text": {"$value": "{palette.white}"}}}"#,
                    to: "tokens/dark.tokens.json", in: dir)
        #expect(watcher.wait { $0.stdout.contains("build succeeded") }, "\(watcher.stdout)\(watcher.stderr)")
        #expect(watcher.stdout.contains("changed: tokens/dark.tokens.json; rebuilding\n"))
    }

    @Test func watchQuietPrintsOnlyDiagnostics() throws {
        let dir = try CLITests.project(F.project(brands: [("coral", "#cc3311")], outputs: #""css": {}"#))
        let watcher = try Background(["build", "--watch", "--quiet"] + F.config, in: dir)
        defer { _ = watcher.stop(SIGKILL) }
        #expect(watcher.wait { _ in FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/css/coral.css").path) })
        try F.write(F.brandTokens(accent: "", accentValue: "\"{palette.nope}\""), to: "tokens/brands/coral.tokens.json", in: dir)
        #expect(watcher.wait { $0.stderr.contains("unresolved reference {palette.nope}") }, "\(watcher.stderr)")
        #expect(watcher.stdout.isEmpty)
        #expect(watcher.isRunning)
    }

    @Test func watchDoesNotGoWithCheck() throws {
        let r = try CLI.run(["build", "--watch", "--check"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--watch rebuilds on every change; it does not go with --check"))
    }
}
