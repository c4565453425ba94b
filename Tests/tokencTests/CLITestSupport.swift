import Testing
import Foundation

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
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        // Build stamps of the tests' throw-away projects go to a temporary directory, not the user's cache.
        env["TOKENC_CACHE_DIR"] = NSTemporaryDirectory() + "tokenc-tests-cache"
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }
}
