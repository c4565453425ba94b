import Foundation

/// Runs a program that can hang (a headless browser, a compiler, the command line under test) with a time limit:
/// when the limit passes its process group (Foundation starts each program in a group of its own) is killed,
/// children included, and it runs again while attempts are left. Standard output and standard error are collected
/// in files, not pipes, so neither can fill while the other is read, and a child left holding one cannot block the
/// caller.
public enum BoundedRun {
    /// What one run gave.
    public struct Result {
        /// Everything the program wrote to standard output.
        public var output: Data
        /// Everything it wrote to standard error (empty when it went to a handle given).
        public var errorOutput: Data = Data()
        /// Its exit status.
        public var status: Int32
        /// True when every attempt ran out of time.
        public var timedOut: Bool
    }

    /// Runs `executable` with `arguments` (in `directory`, with `environment` as its whole environment when given,
    /// `input` as its standard input), at most `seconds` each attempt and `attempts` attempts while it times out;
    /// standard error goes to `standardError` when given, else into the result.
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, input: Data? = nil, seconds: Int = 120, attempts: Int = 2,
                           standardError: FileHandle? = nil) throws -> Result {
        var last = Result(output: Data(), status: 0, timedOut: false)
        for _ in 0..<max(attempts, 1) {
            let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bounded-\(UUID().uuidString)")
            let outFile = scratch.appendingPathExtension("out"), errFile = scratch.appendingPathExtension("err")
            let inFile = scratch.appendingPathExtension("in")
            for f in [outFile, errFile] { _ = FileManager.default.createFile(atPath: f.path, contents: nil) }
            if let input { try input.write(to: inFile) }
            defer { for f in [outFile, errFile, inFile] { try? FileManager.default.removeItem(at: f) } }
            let out = try FileHandle(forWritingTo: outFile)
            let err = try FileHandle(forWritingTo: errFile)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: executable)
            p.arguments = arguments
            if let directory { p.currentDirectoryURL = directory }
            if let environment { p.environment = environment }
            p.standardInput = input == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: inFile)
            p.standardOutput = out
            p.standardError = standardError ?? err
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
            try err.close()
            last = Result(output: (try? Data(contentsOf: outFile)) ?? Data(), errorOutput: (try? Data(contentsOf: errFile)) ?? Data(),
                          status: p.terminationStatus, timedOut: timedOut)
            if !timedOut { return last }
        }
        return last
    }
}
