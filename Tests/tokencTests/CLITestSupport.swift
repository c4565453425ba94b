import Testing
import Foundation
import TestSupport

/// Runs the built `tokenc` binary, as users do.
enum CLI {
    /// The package root (three levels above this file).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `tokenc` executable next to the test bundle.
    static var executable: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("tokenc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/tokenc")
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The id of a process that has certainly exited (one run and waited for), for temporary-file names of a
    /// killed run.
    static func deadProcessID() throws -> Int32 {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        return gone.processIdentifier
    }

    /// Runs tokenc with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        var env = ProcessInfo.processInfo.environment
        // Build stamps of the tests' throw-away projects go to a temporary directory, not the user's cache.
        env["TOKENC_CACHE_DIR"] = NSTemporaryDirectory() + "tokenc-tests-cache"
        for (k, v) in environment { env[k] = v }
        // Both streams to files (a long report on standard error cannot stall it), and a hang is a failure.
        let r = try BoundedRun.run(executable.path, arguments, in: directory ?? packageRoot, environment: env, seconds: 300, attempts: 1)
        if r.timedOut { Issue.record("tokenc \(arguments.joined(separator: " ")) ran longer than 300 s and was stopped") }
        return Output(status: r.status, stdout: String(decoding: r.output, as: UTF8.self), stderr: String(decoding: r.errorOutput, as: UTF8.self))
    }
}
