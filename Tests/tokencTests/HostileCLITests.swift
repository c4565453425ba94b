import Foundation
import Testing
import TestSupport

/// A throw-away project for hostile runs: a good build first, then each hostile input, checking that tokenc
/// exits 1 or 2 with a diagnostic carrying a stable code, in bounded time, and leaves every output exactly as
/// it was (bytes and modification times).
struct HostileProject {
    let root: URL

    /// Files of the project, by path from the root.
    init(_ files: [String: String]) throws {
        root = Scratch.directory("tokenc-hostile")
        for (path, text) in files { try write(path, Array(text.utf8)) }
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let u = url(path)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileSystemEntry.exists(u.path) { try FileManager.default.removeItem(at: u) }
        try Data(bytes).write(to: u)
    }

    func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

    /// Deletes the whole project.
    func removeAll() {
        try? FileManager.default.removeItem(at: root)
    }

    func remove(_ path: String) {
        try? FileManager.default.removeItem(at: url(path))
    }

    /// The outcome of one run of the binary.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        var timedOut: Bool
    }

    /// Runs tokenc in the project root, killing it after `timeout` seconds. Output goes through files, so a
    /// run that prints megabytes of diagnostics cannot fill a pipe and hang. With `memoryLimitMB`, tokenc runs
    /// under that address-space limit (`ulimit -v`): a run that needs more fails its allocations and so the case.
    func tokenc(_ arguments: [String], timeout: Double = 120, memoryLimitMB: Int? = nil) throws -> Run {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-hostile-logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let out = logs.appendingPathComponent("out"), err = logs.appendingPathComponent("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let p = Process()
        if let memoryLimitMB {
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "ulimit -v \(memoryLimitMB * 1024) && exec \"$0\" \"$@\"", CLI.executable.path] + arguments
        } else {
            p.executableURL = CLI.executable
            p.arguments = arguments
        }
        p.currentDirectoryURL = root
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        p.environment = env
        p.standardOutput = try FileHandle(forWritingTo: out)
        p.standardError = try FileHandle(forWritingTo: err)
        p.standardInput = FileHandle.nullDevice
        let start = Date()
        try p.run()
        var timedOut = false
        while p.isRunning {
            if Date().timeIntervalSince(start) > timeout {
                kill(p.processIdentifier, SIGKILL)
                timedOut = true
                break
            }
            usleep(2_000)
        }
        p.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        return Run(status: p.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self), seconds: seconds, timedOut: timedOut)
    }

    /// Every file under `directory` (hidden ones included): bytes and modification time.
    func snapshot(_ directory: String = "out") -> [String: FileState] {
        var out: [String: FileState] = [:]
        let base = url(directory)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return out }
        for case let path as String in walker {
            let full = base.appendingPathComponent(path).path
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            out[path] = FileState(bytes: (try? Data(contentsOf: URL(fileURLWithPath: full))) ?? Data(),
                                  modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec, inode: UInt64(info.st_ino))
        }
        return out
    }

    /// The good build every hostile run is compared against.
    func goodBuild(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: FileState] {
        let r = try tokenc(arguments)
        #expect(r.status == 0, "the good build failed: \(r.stderr)", sourceLocation: sourceLocation)
        let snap = snapshot()
        #expect(snap.count >= 3, "the good build wrote \(snap.keys.sorted())", sourceLocation: sourceLocation)
        return snap
    }

    /// Runs a hostile build and checks what every hostile run must do. Returns the run for further checks.
    @discardableResult
    func expectRefused(_ name: String, _ arguments: [String], code: String, status: Set<Int32> = [1, 2], against before: [String: FileState],
                       maxSeconds: Double = 60, memoryLimitMB: Int? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Run {
        let scale = ProcessInfo.processInfo.environment["TOKENC_HOSTILE_TIME_SCALE"].flatMap(Double.init) ?? 1
        let r = try tokenc(arguments, timeout: max(120, 2 * maxSeconds * scale), memoryLimitMB: memoryLimitMB)
        if ProcessInfo.processInfo.environment["TOKENC_HOSTILE_TIMES"] != nil { print("hostile: \(name): \(r.status) in \(r.seconds) s") }
        #expect(!r.timedOut, "\(name): still running after the time limit", sourceLocation: sourceLocation)
        #expect(status.contains(r.status), "\(name): exit \(r.status), expected \(status.sorted())\n\(r.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(r.stderr.contains("[\(code)]"), "\(name): no [\(code)] in\n\(r.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Backtrace"), "\(name): crashed", sourceLocation: sourceLocation)
        #expect(r.seconds < maxSeconds * scale, "\(name): took \(r.seconds) s", sourceLocation: sourceLocation)
        let after = snapshot()
        #expect(after == before, "\(name): outputs changed: \(Set(after.keys).symmetricDifference(before.keys).sorted()) \(before.keys.filter { after[$0] != nil && after[$0] != before[$0] }.sorted())",
                sourceLocation: sourceLocation)
        return r
    }
}

/// One output file's state.
struct FileState: Equatable {
    var bytes: Data
    var modified: Int
    var inode: UInt64
}

/// Small file-system queries for the hostile tests.
enum FileSystemEntry {
    /// True when anything (even a dangling symlink) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// Hostile inputs through the real `tokenc` binary: JSON, sizes and shapes, files.
@Suite(.serialized) struct HostileCLITests {
    static let good = """
    {
      "color": {
        "$type": "color",
        "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] }, "$description": "Brand blue" },
        "action": { "$value": "{color.blue}" }
      },
      "space": { "$type": "dimension", "m": { "$value": { "value": 8, "unit": "px" } } }
    }
    """

    static let config = #"{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}}"#
    static let build = ["build", "--config", "tokens/tokenc.json"]

    /// A project built from `good`, and its outputs.
    static func tokensProject() throws -> (HostileProject, [String: FileState]) {
        let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": good])
        return (p, try p.goodBuild(build))
    }

    @Test func hostileJSON() throws {
        let (p, before) = try Self.tokensProject()
        defer { p.removeAll() }
        let good = Array(Self.good.utf8)
        let cases: [(String, [UInt8], String, [String])] = [
            ("truncated", Array(good.prefix(good.count / 2)), "json-syntax", []),
            ("trailing garbage", good + Array("\n{}".utf8), "json-syntax", []),
            ("invalid UTF-8", Array(good.prefix(40)) + [0xC0, 0xAF] + Array(good.dropFirst(40)), "json-invalid-utf8", []),
            ("surrogate in UTF-8", Array(#"{"a": {"$type": "number", "$value": 1, "$description": "x"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}}"#.utf8), "json-invalid-utf8", []),
            ("NUL byte", Array(good.prefix(30)) + [0] + Array(good.dropFirst(30)), "json-nul-byte", []),
            ("NUL in a key", Array(#"{"a\u0000b": {"$type": "number", "$value": 1}}"#.utf8), "json-nul-byte", []),
            ("byte-order mark", [0xEF, 0xBB, 0xBF] + good, "json-byte-order-mark", ["--warnings-as-errors"]),
            ("empty", [], "json-empty", []),
            ("only whitespace", Array(" \n\t\n".utf8), "json-empty", []),
            ("number too large", Array(#"{"n": {"$type": "number", "$value": 1e400}}"#.utf8), "json-number-out-of-range", []),
            ("400-digit integer", Array(#"{"n": {"$type": "number", "$value": 1"#.utf8) + Array(repeating: 0x30, count: 400) + Array("}}".utf8), "json-number-out-of-range", []),
            ("NaN", Array(#"{"n": {"$type": "number", "$value": NaN}}"#.utf8), "json-number-out-of-range", []),
            ("Infinity", Array(#"{"n": {"$type": "number", "$value": -Infinity}}"#.utf8), "json-number-out-of-range", []),
            ("duplicate keys", Array("{\n  \"n\": {\"$type\": \"number\", \"$value\": 1},\n  \"n\": {\"$type\": \"number\", \"$value\": 2}\n}".utf8),
             "json-duplicate-key", ["--warnings-as-errors"]),
            ("10 MB string", Array(#"{"n": {"$type": "number", "$value": ""#.utf8) + Array(repeating: 0x61, count: 10_000_000) + Array(#""}}"#.utf8), "invalid-value", []),
            ("nested 100,000 deep", Array(repeating: 0x5B, count: 100_000) + Array(repeating: 0x5D, count: 100_000), "json-too-deep", []),
            ("nested 100,000 deep in a value", Array(#"{"n": {"$type": "number", "$value": "#.utf8)
                + Array(String(repeating: "{\"a\":", count: 100_000).utf8) + [0x31] + Array(repeating: 0x7D, count: 100_002), "json-too-deep", []),
        ]
        for (name, bytes, code, flags) in cases {
            try p.write("tokens/t.json", bytes)
            try p.expectRefused(name, Self.build + flags, code: code, status: [1], against: before)
        }

        // Duplicate keys: a warning naming both places, and the build goes on (the last one wins).
        try p.write("tokens/t.json", "{\n  \"n\": {\"$type\": \"number\", \"$value\": 1},\n  \"n\": {\"$type\": \"number\", \"$value\": 2}\n}")
        let dup = try p.tokenc(["validate", "tokens/t.json"])
        #expect(dup.status == 0)
        #expect(dup.stderr.contains("tokens/t.json:3:3: warning: key \"n\" appears twice in the same object; the last one wins [json-duplicate-key]\ntokens/t.json:2:3: note: first \"n\" is here\n"))
        // A byte-order mark alone is a warning; the same tokens build to the same bytes, touching nothing.
        try p.write("tokens/t.json", [0xEF, 0xBB, 0xBF] + good)
        let bom = try p.tokenc(Self.build)
        #expect(bom.status == 0)
        #expect(bom.stderr.contains("tokens/t.json:1:1: warning: file starts with a UTF-8 byte-order mark; remove it [json-byte-order-mark]"))
        #expect(p.snapshot() == before)
    }

    @Test func hostileSizesAndShapes() throws {
        let (p, before) = try Self.tokensProject()
        defer { p.removeAll() }
        func numbers(_ members: [String]) -> String { "{\"g\": {\"$type\": \"number\",\n" + members.joined(separator: ",\n") + "\n}}" }
        let n = 10_000
        var chain = (1..<n).map { "\"t\($0)\": {\"$value\": \"{g.t\($0 - 1)}\"}" }
        chain.insert("\"t0\": {\"$value\": \"{g.missing}\"}", at: 0)
        var big = (0..<100_000).map { "\"t\($0)\": {\"$value\": \($0)}" }
        big.append("\"bad\": {\"$value\": \"{g.nope}\"}")
        var million = (0..<1_000_000).map { "\"t\($0)\": {\"$value\": \($0)}" }
        million.append("\"bad\": {\"$value\": \"{g.nope}\"}")
        var ladder = ["\"l0\": {\"t\": {\"$value\": 1}}"]
        for i in 1..<40 { ladder.append("\"l\(i)\": {\"a\": {\"$extends\": \"{l\(i - 1)}\"}, \"b\": {\"$extends\": \"{l\(i - 1)}\"}}") }
        // Every case runs under a 3 GB address-space limit (`ulimit -v`): bounded memory is checked, not assumed
        // (Benchmarks/hostile.sh records the time and peak memory of the large ones).
        let cases: [(String, String, String)] = [
            ("1,000,001 tokens in one file, one broken", numbers(million), "unresolved-reference"),
            ("alias chain of 10,000 hops ending nowhere", numbers(chain), "unresolved-reference"),
            ("cycle of length 1", numbers(["\"a\": {\"$value\": \"{g.a}\"}"]), "reference-cycle"),
            ("cycle of length 2", numbers(["\"a\": {\"$value\": \"{g.b}\"}", "\"b\": {\"$value\": {\"$ref\": \"#/g/a\"}}"]), "reference-cycle"),
            ("cycle of length 10,000", numbers((0..<n).map { "\"t\($0)\": {\"$value\": \"{g.t\(($0 + 1) % n)}\"}" }), "reference-cycle"),
            ("100,001 tokens, one broken", numbers(big), "unresolved-reference"),
            ("$extends cycle", "{\"$type\": \"number\", \"a\": {\"$extends\": \"{b}\"}, \"b\": {\"$extends\": \"{a}\", \"t\": {\"$value\": 1}}}", "extends-cycle"),
            ("$extends of itself", "{\"$type\": \"number\", \"a\": {\"$extends\": \"{a}\", \"t\": {\"$value\": 1}}}", "extends-cycle"),
            ("$extends chain of 10,000 to a missing group", "{\"$type\": \"number\", " + (1..<n).map { "\"g\($0)\": {\"$extends\": \"{g\($0 - 1)}\"}" }.joined(separator: ", ") + "}", "invalid-extends"),
            ("$extends doubling ladder", "{\"$type\": \"number\",\n" + ladder.joined(separator: ",\n") + "}", "limit-exceeded"),
        ]
        for (name, text, code) in cases {
            try p.write("tokens/t.json", text)
            // The million-token case is a 30 MB file: a debug build takes a minute to parse and resolve it.
            try p.expectRefused(name, Self.build, code: code, status: [1], against: before,
                                maxSeconds: name.hasPrefix("1,000,001") ? 300 : 60, memoryLimitMB: 3072)
        }
        // Too little memory for the 30 MB file: json-c's allocations fail, and that is said as such.
        try p.write("tokens/t.json", numbers(million))
        let starved = try p.expectRefused("1,000,001 tokens with 400 MB of address space", Self.build, code: "limit-exceeded",
                                          status: [1], against: before, memoryLimitMB: 400)
        #expect(starved.stderr.contains("tokens/t.json:1:1: error: out of memory while parsing this file"), "\(starved.stderr.prefix(500))")
    }

    /// A project whose config names a resolver document with two file sources.
    static func resolverProject(extraConfig: String = "") throws -> (HostileProject, [String: FileState]) {
        let p = try HostileProject([
            "tokens/tokenc.json": #"{"resolver": "r.json", "output": "../out", "css": {"path": "CSS"}, "json": {"path": "JSON"}"# + extraConfig + "}",
            "tokens/r.json": resolver(["base.json", "extra.json"]),
            "tokens/base.json": good,
            "tokens/extra.json": #"{"extra": {"$type": "number", "$value": 2}}"#,
            "outside/o.json": #"{"outside": {"$type": "number", "$value": 3}}"#,
        ])
        return (p, try p.goodBuild(build))
    }

    static func resolver(_ refs: [String]) -> String {
        #"{"version": "2025.10", "sets": {"s": {"sources": ["# + refs.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ", ")
            + ##"]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    }

    @Test func hostileFiles() throws {
        let (p, before) = try Self.resolverProject()
        defer { p.removeAll() }
        // A source that is missing, a directory, a FIFO, a symlink loop, unreadable.
        p.remove("tokens/extra.json")
        try p.expectRefused("missing source", Self.build, code: "file-not-found", status: [2], against: before)
        try FileManager.default.createDirectory(at: p.url("tokens/extra.json"), withIntermediateDirectories: true)
        try p.expectRefused("directory where a file is expected", Self.build, code: "file-unreadable", status: [2], against: before)
        p.remove("tokens/extra.json")
        #expect(mkfifo(p.url("tokens/extra.json").path, 0o644) == 0)
        let fifo = try p.expectRefused("FIFO where a file is expected", Self.build, code: "file-unreadable", status: [2], against: before, maxSeconds: 20)
        #expect(fifo.stderr.contains("not a regular file"))
        p.remove("tokens/extra.json")
        try FileManager.default.createSymbolicLink(atPath: p.url("tokens/extra.json").path, withDestinationPath: "loop.json")
        try FileManager.default.createSymbolicLink(atPath: p.url("tokens/loop.json").path, withDestinationPath: "extra.json")
        let loop = try p.expectRefused("symlink loop", Self.build, code: "file-unreadable", status: [2], against: before)
        #expect(loop.stderr.contains("Too many levels of symbolic links"))
        p.remove("tokens/extra.json")
        p.remove("tokens/loop.json")
        try p.write("tokens/extra.json", #"{"extra": {"$type": "number", "$value": 2}}"#)
        if getuid() != 0 {
            // chmod 000 only blocks reads for other users than root (CI runs as root: the FIFO above is the equivalent).
            chmod(p.url("tokens/extra.json").path, 0)
            try p.expectRefused("unreadable (chmod 000)", Self.build, code: "file-unreadable", status: [2], against: before)
            chmod(p.url("tokens/extra.json").path, 0o644)
        }
        // The config itself missing, or a directory.
        try p.expectRefused("missing config", ["build", "--config", "tokens/nope.json"], code: "file-not-found", status: [2], against: before)
        try p.expectRefused("config is a directory", ["build", "--config", "tokens"], code: "file-unreadable", status: [2], against: before)

        // Sources outside the token root: refused, whether written with .., absolute, or reached through a symlink.
        for ref in ["../../../../../../etc/passwd", "/etc/passwd", "../outside/o.json", "sub/../../outside/o.json", "link/o.json"] {
            if ref.hasPrefix("link/") { try FileManager.default.createSymbolicLink(atPath: p.url("tokens/link").path, withDestinationPath: "../outside") }
            try p.write("tokens/r.json", Self.resolver(["base.json", ref]))
            let r = try p.expectRefused("$ref \(ref)", Self.build, code: "source-outside-root", status: [1, 2], against: before)
            #expect(!r.stderr.contains("root:x:0:0"), "the contents of /etc/passwd leaked")
        }
        // The resolver document referencing itself, as a file and as a node.
        try p.write("tokens/r.json", Self.resolver(["base.json", "r.json"]))
        try p.expectRefused("resolver naming itself as a source", Self.build, code: "invalid-group", status: [1], against: before)
        try p.write("tokens/r.json", Self.resolver(["base.json", "#"]))
        try p.expectRefused("resolver source referencing the document", Self.build, code: "resolver-circular-reference", status: [1], against: before)
        try p.write("tokens/r.json", Self.resolver(["#/sets/s"]))
        try p.expectRefused("set referencing itself", Self.build, code: "resolver-circular-reference", status: [1], against: before)
        // Modifiers multiplying into a billion permutations.
        let mods = (0..<30).map { #""m\#($0)": {"contexts": {"a": [], "b": []}, "default": "a"}"# }.joined(separator: ", ")
        try p.write("tokens/r.json", ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}]}}, "modifiers": {"## + mods
                    + ##"}, "resolutionOrder": [{"$ref": "#/sets/s"}, "## + (0..<30).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ", ") + "]}")
        try p.expectRefused("2^30 permutations", Self.build, code: "limit-exceeded", status: [1], against: before, maxSeconds: 30)

        // An output path taken by a directory: refused before anything is written.
        try p.write("tokens/r.json", Self.resolver(["base.json", "extra.json"]))
        try p.write("tokens/extra.json", #"{"extra": {"$type": "number", "$value": 5}}"#)
        let css = try #require(before.keys.first { $0.hasPrefix("CSS/") })
        p.remove("out/" + css)
        try FileManager.default.createDirectory(at: p.url("out/" + css), withIntermediateDirectories: true)
        var expected = before
        expected[css] = nil
        try p.expectRefused("output path taken by a directory", Self.build, code: "output-path-invalid", status: [2], against: expected)
        // The same with the JSON directory gone: its files were staged (written beside their destinations as
        // they were rendered) before the refusal, in directories the build made; both go again.
        p.remove("out/JSON")
        expected = expected.filter { !$0.key.hasPrefix("JSON/") }
        try p.expectRefused("output path taken by a directory, new directories staged", Self.build, code: "output-path-invalid",
                            status: [2], against: expected)
        #expect(!FileSystemEntry.exists(p.url("out/JSON").path), "the directory staging made is still there")
    }

    @Test func allowedRootsLetASourceOutsideIn() throws {
        let (p, before) = try Self.resolverProject(extraConfig: #", "allowedRoots": ["../outside"]"#)
        defer { p.removeAll() }
        try p.write("tokens/r.json", Self.resolver(["base.json", "../outside/o.json"]))
        let r = try p.tokenc(Self.build)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(p.snapshot() != before)
        // Only that directory: /etc stays out, even with the outside directory allowed.
        let after = p.snapshot()
        try p.write("tokens/r.json", Self.resolver(["base.json", "../outside/../../../../../../etc/passwd"]))
        try p.expectRefused("$ref past an allowed root", Self.build, code: "source-outside-root", against: after)
    }
}
