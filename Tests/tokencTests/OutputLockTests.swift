import Foundation
import Testing
import TestSupport

/// Builds into one output directory take turns (`OutputLock`): a build waits, saying so, while another holds the
/// directory's lock, and two builds started together leave one build's whole set of outputs, never a mix.
@Suite(.serialized) struct OutputLockTests {
    static let build = HostileCLITests.build

    /// Locks `path` (a directory) from this process, as another build would; nil when it cannot.
    static func lock(_ path: String, exclusive: Bool = true) -> Int32? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard flock(fd, exclusive ? LOCK_EX : LOCK_SH) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Starts tokenc in `p`'s root with standard error going to `log`.
    static func start(_ p: HostileProject, _ arguments: [String], log: URL) throws -> Process {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = p.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        return process
    }

    /// Waits until `log` contains `text` or `process` exits; true when the text came.
    static func waitFor(_ text: String, in log: URL, while process: Process) -> Bool {
        while true {
            if PipelineFixture.read(log.lastPathComponent, in: log.deletingLastPathComponent()).contains(text) { return true }
            if !process.isRunning { return PipelineFixture.read(log.lastPathComponent, in: log.deletingLastPathComponent()).contains(text) }
            usleep(10_000)
        }
    }

    @Test func aBuildWaitsWhileAnotherHoldsTheDirectory() throws {
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        try HostileOutputPathTests.changeTokens(p)
        let log = p.url("build.log")
        let fd = try #require(Self.lock(p.url("out").path))
        let process = try Self.start(p, Self.build, log: log)
        // The build says it waits, and has not touched an output.
        #expect(Self.waitFor("another build is writing to out; waiting for it to finish", in: log, while: process),
                "\(PipelineFixture.read("build.log", in: p.root))")
        #expect(process.isRunning)
        #expect(p.snapshot() == before)
        close(fd)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(PipelineFixture.read("build.log", in: p.root))")
        #expect(p.snapshot() != before)
        #expect(try p.tokenc(Self.build + ["--check"]).status == 0)
    }

    @Test func checkSharesTheLockAndBuildsDoNot() throws {
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        let fd = try #require(Self.lock(p.url("out").path, exclusive: false))
        // --check only reads: it runs beside another reader.
        let check = try p.tokenc(Self.build + ["--check"], timeout: 600)
        #expect(check.status == 0 && !check.stderr.contains("waiting"), "\(check.stderr)")
        // A build waits for the reader.
        try HostileOutputPathTests.changeTokens(p)
        let log = p.url("build.log")
        let process = try Self.start(p, Self.build, log: log)
        #expect(Self.waitFor("waiting for it to finish", in: log, while: process))
        #expect(p.snapshot() == before)
        close(fd)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// Two builds of different token sets into one directory, started together, again and again: each time the
    /// directory holds exactly one build's outputs.
    @Test func concurrentBuildsNeverMix() throws {
        let config = { (tokens: String) in
            #"{"tokens": [""# + tokens + #""], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}}"#
        }
        let p = try HostileProject([
            "tokens/a.json": config("ta.json"), "tokens/ta.json": HostileCrashTests.tokens(version: 1),
            "tokens/b.json": config("tb.json"), "tokens/tb.json": HostileCrashTests.tokens(version: 3),
        ])
        defer { p.removeAll() }
        let a = ["build", "--config", "tokens/a.json", "--quiet"], b = ["build", "--config", "tokens/b.json", "--quiet"]
        #expect(try p.tokenc(a).status == 0)
        let outputsA = HostileCrashTests.outputs(p).files
        #expect(try p.tokenc(b).status == 0)
        let outputsB = HostileCrashTests.outputs(p).files
        #expect(outputsA.keys.sorted() == outputsB.keys.sorted())
        #expect(outputsA.filter { outputsB[$0.key] == $0.value }.count < outputsA.count - 3)
        for i in 0..<12 {
            let first = try Self.start(p, i % 2 == 0 ? a : b, log: p.url("a.log"))
            let second = try Self.start(p, i % 2 == 0 ? b : a, log: p.url("b.log"))
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0, "iteration \(i)")
            let (files, temporary) = HostileCrashTests.outputs(p)
            #expect(temporary.isEmpty, "iteration \(i): \(temporary)")
            let mixed = files.filter { outputsA[$0.key] != $0.value }.map(\.key).sorted()
            #expect(files == outputsA || files == outputsB, "iteration \(i): a mix; not A: \(mixed)")
        }
    }
}
