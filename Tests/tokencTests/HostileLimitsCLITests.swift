import Foundation
import Testing
import TestSupport
import TokenCore

/// Limits through the real `tokenc` binary: source files too large to read are refused from their size before
/// any of them is read; files saved as UTF-16 are named as such; line ends of every kind count; paths too long
/// for their output are refused; thousands of permutations build in bounded memory. Each hostile build exits 1
/// or 2 with its code and leaves every output as it was (see `HostileProject`).
@Suite(.serialized) struct HostileLimitsCLITests {
    /// Makes `path` a sparse file of `size` bytes: it costs no disk and reads as zeros.
    static func sparse(_ path: String, size: Int) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(size)) == 0)
    }

    static let threeGiB = 3 << 30

    // MARK: Source size

    @Test func readsAreRefusedFromTheFileSizeBeforeAnyAllocation() throws {
        let dir = Scratch.directory("tokenc-limits")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.json").path
        try Self.sparse(big, size: Self.threeGiB)
        #expect(FileSystem.maximumSourceSize == 1 << 30)
        // The refusal carries the size `fstat` gave: nothing was read (reading would have taken 3 GiB).
        guard case .failure(.tooLarge(let size)) = FileSystem.read(big) else {
            Issue.record("a 3 GiB file was not refused by its size")
            return
        }
        #expect(size == Self.threeGiB)
        // Exactly at the limit is read; a byte over is not.
        let small = dir.appendingPathComponent("small.json").path
        try Data(repeating: 0x20, count: 10).write(to: URL(fileURLWithPath: small))
        guard case .success(let bytes) = FileSystem.readBytes(small, limit: 10) else {
            Issue.record("a file at the limit was refused")
            return
        }
        #expect(bytes.count == 10)
        guard case .failure(.tooLarge(10)) = FileSystem.readBytes(small, limit: 9) else {
            Issue.record("a file a byte over the limit was read")
            return
        }
    }

    @Test func tooLargeDiagnosticIsAtTheFileWithANoteAtTheReference() throws {
        let dir = Scratch.directory("tokenc-limits")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.json").path
        try Self.sparse(big, size: Self.threeGiB)
        let reference = TokenCore.SourceLocation(file: "r.json", pointer: JSONPointer(["sets", "s", "sources", "0"]))
        guard case .failure(let d) = FileSystem.load(big, referencedAt: reference) else {
            Issue.record("a 3 GiB file was read")
            return
        }
        #expect(d.code == .limitExceeded)
        #expect(d.location == TokenCore.SourceLocation(file: big))
        #expect(d.message == "\(big) is 3221225472 bytes; tokenc reads source files of at most 1073741824 bytes (TOKENC_MAX_SOURCE_BYTES sets another limit)")
        #expect(d.notes.map(\.location) == [reference])
    }

    @Test func sourcesTooLargeAreRefusedWithoutSpendingMemory() throws {
        // Every build runs with 1 GB of address space: reading a 3 GiB file into memory would abort it.
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        p.remove("tokens/t.json")
        try Self.sparse(p.url("tokens/t.json").path, size: Self.threeGiB)
        let token = try p.expectRefused("3 GiB token file", HostileCLITests.build, code: "limit-exceeded", status: [1], against: before,
                                        memoryLimitMB: 1024)
        #expect(token.stderr.hasPrefix("tokens/t.json: error: tokens/t.json is 3221225472 bytes; tokenc reads source files of at most 1073741824 bytes"),
                "\(token.stderr.prefix(500))")
        // The same file as the config.
        let config = try p.expectRefused("3 GiB config", ["build", "--config", "tokens/t.json"], code: "limit-exceeded", status: [1, 2],
                                         against: before, memoryLimitMB: 1024)
        #expect(config.stderr.contains("tokens/t.json is 3221225472 bytes"))

        // A resolver document's source: the file is named, and the note points at its `$ref`.
        let (q, resolverBefore) = try HostileCLITests.resolverProject()
        defer { q.removeAll() }
        q.remove("tokens/extra.json")
        try Self.sparse(q.url("tokens/extra.json").path, size: Self.threeGiB)
        let source = try q.expectRefused("3 GiB resolver source", HostileCLITests.build, code: "limit-exceeded", status: [1],
                                         against: resolverBefore, memoryLimitMB: 1024)
        #expect(source.stderr.contains("tokens/extra.json: error: tokens/extra.json is 3221225472 bytes"), "\(source.stderr.prefix(500))")
        #expect(source.stderr.contains("tokens/r.json:1:"), "\(source.stderr.prefix(500))")
        #expect(source.stderr.contains("note: referenced here"))
        // The resolver document itself.
        q.remove("tokens/r.json")
        try Self.sparse(q.url("tokens/r.json").path, size: Self.threeGiB)
        try q.expectRefused("3 GiB resolver document", HostileCLITests.build, code: "limit-exceeded", status: [1], against: resolverBefore,
                            memoryLimitMB: 1024)
    }

    @Test func theSourceLimitCanBeSet() throws {
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        let size = HostileCLITests.good.utf8.count
        // With --check, so the build stamp (which knows nothing changed) does not skip reading.
        let at = try CLI.run(HostileCLITests.build + ["--check"], in: p.root, environment: ["TOKENC_MAX_SOURCE_BYTES": String(size)])
        #expect(at.status == 0, "\(at.stderr)")
        #expect(p.snapshot() == before)
        let over = try CLI.run(HostileCLITests.build + ["--check"], in: p.root, environment: ["TOKENC_MAX_SOURCE_BYTES": String(size - 1)])
        #expect(over.status == 1)
        #expect(over.stderr.contains("tokens/t.json: error: tokens/t.json is \(size) bytes; tokenc reads source files of at most \(size - 1) bytes"),
                "\(over.stderr)")
        #expect(p.snapshot() == before)
    }

    @Test func diffRefusesCommittedSourcesOverTheLimitBeforeReadingThem() throws {
        // The base revision's core.json is 5 KB, the working tree's is not; the limit lies between.
        let dir = try DiffCLITests.repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let large = DiffCLITests.core(text: "#767676", extra: ", \"note\": {\"$value\": \(DiffCLITests.color("#000000")), \"$description\": \"\(String(repeating: "x", count: 5000))\"}")
        try DiffCLITests.write(large, "tokens/core.json", in: dir)
        try DiffCLITests.git(["commit", "-q", "-am", "large"], in: dir)
        try DiffCLITests.write(DiffCLITests.core(text: "#767676"), "tokens/core.json", in: dir)
        try DiffCLITests.git(["commit", "-q", "-am", "small"], in: dir)
        let limit = ["TOKENC_MAX_SOURCE_BYTES": "3000"]
        let same = try CLI.run(["diff", "--base-ref", "HEAD", "--config", "tokens/tokenc.json"], in: dir, environment: limit)
        #expect(same.status == 0, "\(same.stderr)")
        let r = try CLI.run(["diff", "--base-ref", "HEAD~1", "--config", "tokens/tokenc.json"], in: dir, environment: limit)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tokenc: error: tokens/core.json in "), "\(r.stderr)")
        #expect(r.stderr.contains(" is \(large.utf8.count) bytes; tokenc reads source files of at most 3000 bytes"), "\(r.stderr)")
        #expect(r.stderr.contains("[limit-exceeded]"))
    }

    // MARK: Encodings and line ends

    @Test func utf16TokenFilesAreNamed() throws {
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        for (bigEndian, mark) in [(false, true), (true, true), (false, false), (true, false)] {
            try p.write("tokens/t.json", HostileLimitsEncoding.utf16(HostileCLITests.good, bigEndian: bigEndian, mark: mark))
            let r = try p.expectRefused("UTF-16", HostileCLITests.build, code: "json-unsupported-encoding", status: [1], against: before)
            #expect(r.stderr.hasPrefix("tokens/t.json:1:1: error: file is UTF-16 (\(bigEndian ? "big" : "little")-endian), which is not supported; save it as UTF-8"),
                    "\(r.stderr)")
        }
    }

    @Test func classicMacLineEndsAreLines() throws {
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        let broken = HostileCLITests.good.replacingOccurrences(of: "\"{color.blue}\"", with: "\"{color.nope}\"")
        for separator in ["\r", "\r\n"] {
            try p.write("tokens/t.json", broken.replacingOccurrences(of: "\n", with: separator))
            let r = try p.expectRefused("line ends \(separator.debugDescription)", HostileCLITests.build, code: "unresolved-reference", status: [1], against: before)
            #expect(r.stderr.hasPrefix("tokens/t.json:5:27: error:"), "\(separator.debugDescription): \(r.stderr)")
        }
    }

    // MARK: Path length

    @Test func deepGroupsWithLongNamesAreRefused() throws {
        // 408 KB: 400 levels of groups named with 1,000 characters made 1.2 GB of output (535 MB of memory).
        let (p, before) = try HostileCLITests.tokensProject()
        defer { p.removeAll() }
        var text = "{\"$type\": \"number\""
        for i in 0..<400 { text += ", \"" + String(repeating: String(UnicodeScalar(UInt8(97 + i % 26))), count: 1000) + "\": {\"v\": {\"$value\": \(i)}" }
        text += String(repeating: "}", count: 400) + "}"
        try p.write("tokens/t.json", text)
        let r = try p.expectRefused("400 levels of 1,000-character names", HostileCLITests.build, code: "limit-exceeded", status: [1],
                                    against: before, memoryLimitMB: 1024)
        #expect(r.stderr.contains("tokens/t.json:1:1046: error: the path \"aaaa"), "\(r.stderr.prefix(500))")
        #expect(r.stderr.contains("is 2001 bytes long; token and group paths (names and dots) are at most 1024 bytes"))
    }
}

extension HostileLimitsCLITests {
    // MARK: Permutations

    /// 50 colour tokens, shifted by `seed`.
    static func colors(_ seed: Int) -> String {
        "{\"c\": {\"$type\": \"color\", " + (0..<50).map { i in
            "\"t\(i)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(Double((i + seed) % 50) / 50), 0.5, 0.5]}}"
        }.joined(separator: ", ") + "}}"
    }

    @Test func thousandsOfPermutationsBuildInBoundedMemory() throws {
        // Two modifiers of 64 contexts (brand and theme), each a file of 50 tokens: 4,096 permutations, 8,000
        // output files. Every finished file waiting for its flush held a 1 MiB block: rendered faster than the
        // disk flushed them, they took gigabytes (3.2 GB peak in a release build), and under 2 GB of address
        // space a block could not be had and the build stopped on a fatal error.
        let n = 64
        var files = ["tokens/base.json": Self.colors(0)]
        for i in 0..<n {
            files["tokens/b\(i).json"] = Self.colors(i + 1)
            files["tokens/x\(i).json"] = Self.colors(2 * i + 3)
        }
        func contexts(_ m: String) -> String {
            (0..<n).map { "\"\(m)\($0)\": [{\"$ref\": \"\(m)\($0).json\"}]" }.joined(separator: ", ")
        }
        files["tokens/r.json"] = #"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.json"}]}}, "modifiers": {"#
            + #""brand": {"contexts": {"# + contexts("b") + #"}, "default": "b0"}, "theme": {"contexts": {"# + contexts("x")
            + ##"}, "default": "x0"}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}"##
        files["tokens/tokenc.json"] = #"{"resolver": "r.json", "output": "../out", "brands": {"modifier": "brand"}, "themes": {"modifier": "theme"}, "#
            + #""swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}, "html": {"path": "HTML"}}"#
        let p = try HostileProject(files)
        defer { p.removeAll() }
        let r = try p.tokenc(HostileCLITests.build + ["--quiet"], timeout: 600, memoryLimitMB: 2048)
        #expect(r.status == 0, "\(r.stderr.prefix(2000))")
        #expect(!r.stderr.contains("Fatal error"))
        let written = p.snapshot()
        #expect(written.keys.filter { $0.hasPrefix("JSON/") && $0.hasSuffix(".flat.json") }.count == n * n)
        #expect(!written.keys.contains { $0.hasSuffix(".tmp") }, "temporary files were left")
    }
}

/// Text in UTF-16, for the tests above.
enum HostileLimitsEncoding {
    static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var out: [UInt8] = []
        for unit in (mark ? [0xFEFF] : []) + Array(text.utf16) {
            let pair = [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
            out += bigEndian ? pair.reversed() : pair
        }
        return out
    }
}
