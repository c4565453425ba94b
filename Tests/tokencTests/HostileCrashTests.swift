import Foundation
import Testing

/// Crash safety: `tokenc build` killed with SIGKILL at random moments, over and over, alternating between two
/// token versions so that every build changes every output. After each kill every output is byte-identical to
/// the old or the new version (never partial), and no temporary file is visible as an output; the next
/// complete build cleans up what the killed ones left.
@Suite(.serialized) struct HostileCrashTests {
    /// Token files large enough that writing the outputs takes a measurable share of a build.
    static func tokens(version: Int) -> String {
        var members: [String] = []
        for i in 0..<1000 {
            members.append("\"c\(i)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(Double(i % 256) / 255), \(Double(version) / 4), 0.5]}, \"$description\": \"colour \(i) of version \(version)\"}")
        }
        // The second version has one more token, so the protocol and the CSS change too.
        if version == 2 { members.append("\"extra\": {\"$value\": \"#123456\"}") }
        return "{\"color\": {\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "\n}}"
    }

    /// The outputs' bytes by path, ignoring tokenc's temporary files.
    static func outputs(_ p: HostileProject) -> (files: [String: Data], temporary: [String]) {
        var files: [String: Data] = [:]
        var temporary: [String] = []
        for (path, state) in p.snapshot() {
            if isTemporary(path) { temporary.append(path) } else { files[path] = state.bytes }
        }
        return (files, temporary.sorted())
    }

    /// `.NAME.tokenc-PID-N.tmp`, as FileSystem.writeAtomically names them.
    static func isTemporary(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".tokenc-")
    }

    /// True when a build is writing: one of its temporary files exists in an output directory.
    static func writing(_ p: HostileProject) -> Bool {
        for directory in ["out", "out/Swift", "out/CSS", "out/JSON", "out/JSON/tokens"] {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: p.url(directory).path), names.contains(where: isTemporary) { return true }
        }
        return false
    }

    /// Replaces the token file atomically (the test's own writes must not be what is partial).
    static func setVersion(_ p: HostileProject, _ version: Int) throws {
        try Data(tokens(version: version).utf8).write(to: p.url("tokens/t.json"), options: .atomic)
    }

    @Test func killedBuildsLeaveOldOrNewFilesOnly() throws {
        let p = try HostileProject(["tokens/tokenc.json": HostileCLITests.config, "tokens/t.json": Self.tokens(version: 1)])
        defer { p.removeAll() }
        let build = ["build", "--config", "tokens/tokenc.json", "--quiet"]
        // The two versions' outputs, and how long a build takes.
        #expect(try p.tokenc(build).status == 0)
        let v1 = Self.outputs(p).files
        try Self.setVersion(p, 2)
        let timed = try p.tokenc(build)
        #expect(timed.status == 0)
        let v2 = Self.outputs(p).files
        #expect(v1.keys.sorted() == v2.keys.sorted())
        #expect(v1.keys.filter { v1[$0] != v2[$0] }.count >= 6, "every output should differ between the versions")

        var generator = SystemRandomNumberGenerator()
        let iterations = 30
        var killedMidWrite = 0, finished = 0, leftovers = 0
        for i in 0..<iterations {
            try Self.setVersion(p, i % 2 == 0 ? 1 : 2)
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = build
            process.currentDirectoryURL = p.root
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if i % 2 == 0 {
                // Any moment of the build.
                usleep(UInt32(Double.random(in: 0...(timed.seconds * 1.3), using: &generator) * 1_000_000))
            } else {
                // Aim at the writes: wait until a temporary file appears, then a few hundred microseconds more.
                let deadline = Date().addingTimeInterval(timed.seconds * 5 + 5)
                while process.isRunning && Date() < deadline && !Self.writing(p) {}
                usleep(UInt32.random(in: 0...2000, using: &generator))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit { finished += 1 }

            let (files, temporary) = Self.outputs(p)
            #expect(files.keys.sorted() == v1.keys.sorted(), "iteration \(i): outputs \(files.keys.sorted())")
            var old = 0, new = 0
            for (path, bytes) in files {
                let isOld = bytes == v1[path], isNew = bytes == v2[path]
                #expect(isOld || isNew, "iteration \(i): \(path) is neither version (\(bytes.count) bytes)")
                if isOld && !isNew { old += 1 }
                if isNew && !isOld { new += 1 }
            }
            if old > 0 && new > 0 || !temporary.isEmpty { killedMidWrite += 1 }
            leftovers = max(leftovers, temporary.count)
            // A temporary file is never listed as an output.
            let manifest = String(decoding: files[".tokenc-manifest.json"] ?? Data(), as: UTF8.self)
            #expect(!manifest.contains(".tmp"), "iteration \(i)")
        }
        print("HostileCrashTests: \(iterations) kills, \(killedMidWrite) mid-write, \(finished) builds finished first, at most \(leftovers) temporary files left")

        // One complete build: exactly the last version, and the killed builds' temporary files are gone.
        let last = (iterations - 1) % 2 == 0 ? v1 : v2
        #expect(try p.tokenc(build).status == 0)
        let final = Self.outputs(p)
        #expect(final.files == last)
        #expect(final.temporary.isEmpty, "left behind: \(final.temporary)")
    }
}
