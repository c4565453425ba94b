import Foundation

/// Runs a program that can hang (a headless browser) with a time limit: when the limit passes its process group
/// (Foundation starts each program in a group of its own) is killed, children included, and it runs once more.
/// Standard output is collected in a file, not a pipe, so a child left holding the pipe cannot block the caller.
public enum BoundedRun {
    /// What one run gave.
    public struct Result {
        /// Everything the program wrote to standard output.
        public var output: Data
        /// Its exit status.
        public var status: Int32
        /// True when every attempt ran out of time.
        public var timedOut: Bool
    }

    /// Runs `executable` with `arguments`, at most `seconds` each attempt and `attempts` attempts while it times
    /// out; standard error goes to `standardError` (discarded when nil).
    public static func run(_ executable: String, _ arguments: [String], seconds: Int = 120, attempts: Int = 2,
                           standardError: FileHandle? = nil) throws -> Result {
        var last = Result(output: Data(), status: 0, timedOut: false)
        for _ in 0..<max(attempts, 1) {
            let outFile = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bounded-\(UUID().uuidString).out")
            _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: outFile) }
            let out = try FileHandle(forWritingTo: outFile)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: executable)
            p.arguments = arguments
            p.standardOutput = out
            p.standardError = standardError ?? FileHandle.nullDevice
            try p.run()
            let deadline = Date().addingTimeInterval(Double(seconds))
            while p.isRunning && Date() < deadline { usleep(20_000) }
            let timedOut = p.isRunning
            if timedOut {
                // SIGKILL, which no inherited signal mask can hold off; the group takes the program's children too.
                if getpgid(p.processIdentifier) == p.processIdentifier { kill(-p.processIdentifier, SIGKILL) }
                kill(p.processIdentifier, SIGKILL)
            }
            p.waitUntilExit()
            try out.close()
            last = Result(output: (try? Data(contentsOf: outFile)) ?? Data(), status: p.terminationStatus, timedOut: timedOut)
            if !timedOut { return last }
        }
        return last
    }
}
