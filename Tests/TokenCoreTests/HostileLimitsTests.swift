import Foundation
import Testing
@testable import TokenCore

/// Limits on what one input may cost, in memory: files saved as UTF-16 or UTF-32 are named as such, line ends of
/// every kind (LF, CRLF, CR) count as lines wherever a position is computed, and token and group paths are bounded
/// in length, so the size of the output is linear in the size of the input. (Source files too large to read and
/// the memory of thousands of permutations are checked through the binary: Tests/tokencTests/HostileLimitsCLITests.swift.)
@Suite struct HostileLimitsTests {
    // MARK: Encodings

    /// `text` in UTF-16 or UTF-32, either byte order, with or without a byte-order mark.
    static func encoded(_ text: String, width: Int, bigEndian: Bool, mark: Bool) -> [UInt8] {
        let units: [UInt32] = (mark ? [0xFEFF] : []) + (width == 2 ? text.utf16.map(UInt32.init) : text.unicodeScalars.map(\.value))
        var out: [UInt8] = []
        for unit in units {
            let bytes = (0..<width).map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
            out += bigEndian ? bytes.reversed() : bytes
        }
        return out
    }

    @Test func utf16AndUTF32AreNamedNotReportedAsNulBytes() {
        for width in [2, 4] {
            for bigEndian in [false, true] {
                for mark in [false, true] {
                    // ASCII-only, leading whitespace, and text that is not ASCII at all after the first byte.
                    for text in [HostileJSONTests.sample, "\n  " + HostileJSONTests.sample, "{\"é\": {\"$type\": \"number\", \"$value\": 1}}"] {
                        let name = "UTF-\(width * 8) \(bigEndian ? "BE" : "LE")\(mark ? " with BOM" : "")"
                        let r = HostileJSONTests.read(Self.encoded(text, width: width, bigEndian: bigEndian, mark: mark))
                        #expect(r.value == nil, "\(name)")
                        #expect(HostileJSONTests.summary(r.diagnostics) == ["json-unsupported-encoding@1:1"], "\(name)")
                        let message = r.diagnostics.first?.message ?? ""
                        #expect(message.contains("UTF-\(width * 8) (\(bigEndian ? "big" : "little")-endian)"), "\(name): \(message)")
                        #expect(message.contains("save it as UTF-8"), "\(name): \(message)")
                    }
                }
            }
        }
        // A token file, a resolver document and the config all read JSON this way.
        let layer = TokenTreeParser.parse(SourceFile(path: "t.json", bytes: Self.encoded(HostileJSONTests.sample, width: 2, bigEndian: false, mark: true)))
        #expect(layer.diagnostics.map(\.code) == [.jsonUnsupportedEncoding])
        let config = Config.decode(SourceFile(path: "tokenc.json", bytes: Self.encoded(#"{"tokens": ["t.json"]}"#, width: 2, bigEndian: false, mark: false)))
        #expect(config.diagnostics.map(\.code).contains(.jsonUnsupportedEncoding))
    }

    @Test func nulBytesInUTF8AreStillNulBytes() {
        // NUL bytes that do not fall where UTF-16 or UTF-32 put them around ASCII.
        for bytes: [UInt8] in [[0x7B, 0x7D, 0x00], [0x00], [0x7B, 0x00, 0x7D], [0x7B, 0x00, 0x22, 0x22, 0x7D], [0x20, 0x20, 0x00, 0x00, 0x7B, 0x7D],
                               [0x00, 0x00, 0x7B, 0x7D], [0x00, 0x00, 0x00, 0x00]] {
            let r = HostileJSONTests.read(bytes)
            #expect(r.diagnostics.map(\.code) == [.jsonNulByte], "\(bytes)")
        }
        // A UTF-8 byte-order mark is still a warning, and the file is read.
        let r = HostileJSONTests.read([0xEF, 0xBB, 0xBF] + Array(#"{"a": {"$type": "number", "$value": 1}}"#.utf8))
        #expect(r.value != nil)
        #expect(r.diagnostics.map(\.code) == [.jsonByteOrderMark])
    }

    // MARK: Line ends

    /// The line and column of every offset of `text`, counted by hand: a line ends at LF, CR, or CR then LF; a
    /// column counts scalars (the CR of a CRLF is the last column of its line).
    static func expectedPositions(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var out: [(Int, Int)] = []
        var line = 1, column = 1
        for (i, b) in bytes.enumerated() {
            out.append((line, column))
            let crBeforeLF = b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A
            if b == 0x0A || (b == 0x0D && !crBeforeLF) {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        out.append((line, column))
        return out
    }

    /// The lines of a JSON document (with a non-ASCII name, so columns count scalars), joined with `separator`.
    static func document(_ separator: String) -> String {
        ["{", "  \"color\": {", "    \"$type\": \"number\",", "    \"blé 🎨\": {\"$value\": 1},", "",
         "    \"bad\": {\"$value\": \"{color.nope}\"}", "  }", "}", ""].joined(separator: separator)
    }

    @Test func everyKindOfLineEndCountsAsALine() {
        for (name, separator) in [("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r")] {
            let file = SourceFile(path: "t.json", text: Self.document(separator))
            let expected = Self.expectedPositions(file.bytes)
            #expect(expected.last?.line == 9, "\(name)")
            let offsets = Array(0...file.bytes.count)
            // One offset at a time, many at once, and through the locator's index of line starts.
            let many = file.lineColumns(ofBytes: offsets)
            let located = DiagnosticLocator(files: [file]).locate(offsets.map {
                Diagnostic(.invalidValue, "at \($0)", at: TokenCore.SourceLocation(file: "t.json", offset: $0))
            })
            var byOffset: [Int: TokenCore.SourceLocation] = [:]
            for d in located { if let l = d.location, let o = l.offset { byOffset[o] = l } }
            for o in offsets {
                let want = expected[o]
                let one = file.lineColumn(ofByte: o)
                #expect(one.line == want.line && one.column == want.column, "\(name) offset \(o): lineColumn \(one), expected \(want)")
                #expect(many[o]?.line == want.line && many[o]?.column == want.column, "\(name) offset \(o): lineColumns")
                #expect(byOffset[o]?.line == want.line && byOffset[o]?.column == want.column, "\(name) offset \(o): locator")
            }
            // Each line's text, without its line end.
            let lines = Self.document("\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, text) in lines.enumerated() { #expect(file.lineText(i + 1) == text, "\(name) line \(i + 1)") }
            #expect(file.lineText(lines.count + 1) == nil)
        }
        // Mixed line ends in one file, and a file of line ends only.
        for text in ["a\rb\nc\r\nd\n\re\r\r\nf", "\r\r\n\n\r", "\r", "\r\n", "x\r"] {
            let file = SourceFile(path: "m.json", text: text)
            let expected = Self.expectedPositions(file.bytes)
            for o in 0...file.bytes.count {
                let one = file.lineColumn(ofByte: o)
                #expect(one.line == expected[o].line && one.column == expected[o].column, "\(text.debugDescription) offset \(o)")
            }
            let starts = SourceFile.lineStarts(file.bytes)
            #expect(starts.count == expected.last!.line, "\(text.debugDescription)")
            for (k, start) in starts.enumerated() { #expect(expected[start].line == k + 1 && expected[start].column == 1, "\(text.debugDescription) line \(k + 1)") }
        }
    }

    @Test func diagnosticsInFilesWithClassicMacLineEndsPointAtTheirLine() {
        for separator in ["\n", "\r\n", "\r"] {
            let c = Compiled(Self.document(separator))
            #expect(c.summary == ["unresolved-reference@6:23"], "\(separator.debugDescription)")
            // The rendered diagnostic quotes the line it points at.
            let file = SourceFile(path: "tokens.json", text: Self.document(separator))
            let text = DiagnosticRenderer(locator: DiagnosticLocator(files: [file]), codeFrames: true).text(c.diagnostics)
            #expect(text.contains("\"bad\": {\"$value\": \"{color.nope}\"}"), "\(separator.debugDescription): \(text)")
        }
        // A syntax error json-c reports on the third line of a CR-only file.
        let r = HostileJSONTests.read("{\r\"a\": 1,\r\"b\" 2\r}")
        #expect(HostileJSONTests.summary(r.diagnostics).first?.hasPrefix("json-syntax@3:") == true, "\(HostileJSONTests.summary(r.diagnostics))")
    }

    // MARK: Many brands

    @Test func jsonOfManyBrandsIsWrittenABatchAtATime() {
        // More brands than JSON holds the tables of at once: every brand's documents are what they are when that
        // brand is rendered alone (the batches change what is held, not what is written), in every theme.
        let brands = 2 * JSONEmitter.brandsPerBatch + 3
        func tokens(_ brand: Int, _ theme: Int) -> ResolvedTokens {
            Compiled("{\"c\": {\"$type\": \"number\", \"a\": {\"$value\": \(brand)}, \"b\": {\"$value\": \(theme)}, \"s\": {\"$value\": 7}}}").tokens
        }
        let themes = [ThemeInfo(name: "light"), ThemeInfo(name: "dark", colorScheme: .dark)]
        let all = EmitModel(brands: (0..<brands).map { b in BrandTokens(name: "b\(b)", themes: [tokens(b, 0), tokens(b, 1)]) }, themes: themes, source: "s")
        let files = JSONEmitter.emit(all, scheduler: SerialScheduler()).files
        #expect(files.count == brands * 2 * 2 + 1)
        let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        for b in [0, JSONEmitter.brandsPerBatch - 1, JSONEmitter.brandsPerBatch, JSONEmitter.brandsPerBatch + 1, brands - 1] {
            let alone = EmitModel(brands: [BrandTokens(name: "b\(b)", themes: [tokens(b, 0), tokens(b, 1)])], themes: themes, source: "s")
            for file in JSONEmitter.emit(alone).files where file.path != "manifest.json" {
                #expect(byPath[file.path] == file.contents, "brand \(b): \(file.path)")
            }
        }
    }

    // MARK: Path length

    /// A group of `depth` nested groups named `name` (1-based level `i` named `name` repeated), each holding a token `v`.
    static func nested(depth: Int, nameLength: Int) -> String {
        var text = "{\"$type\": \"number\""
        for i in 0..<depth {
            let name = String(repeating: String(UnicodeScalar(UInt8(97 + i % 26))), count: nameLength)
            text += ", \"\(name)\": {\"v\": {\"$value\": \(i)}"
        }
        return text + String(repeating: "}", count: depth) + "}"
    }

    @Test func deepGroupsWithLongNamesStopAtThePathLimit() throws {
        // The reproduction: 400 levels of 1,000-character names (408 KB) made 1.2 GB of output.
        let text = Self.nested(depth: 400, nameLength: 1000)
        #expect(text.utf8.count > 400_000)
        let c = Compiled(text)
        // The second level's path is 2,001 bytes: refused at its key, with everything inside it.
        #expect(c.summary == ["limit-exceeded@1:1046"])
        #expect(c.diagnostics.first?.message.contains("is 2001 bytes long; token and group paths (names and dots) are at most 1024 bytes") == true)
        #expect(c.diagnostics.first!.message.utf8.count < 300, "the message quotes the path shortened")
        #expect(c.tokens.count == 1)
        // Names of 100 bytes: levels up to the limit are kept (ten levels, 1,009 bytes with the dots, and the
        // token `v` in the tenth at 1,011), the eleventh is refused.
        let d = Compiled(Self.nested(depth: 30, nameLength: 100))
        #expect(d.diagnostics.map(\.code) == [.limitExceeded])
        #expect(d.tokens.count == 10)
        #expect(d.tokens.tokens.map { $0.path.byteLength }.max() == 1011)
    }

    @Test func pathsAreMeasuredInBytesUpToTheLimitExactly() {
        let limit = TokenPath.maximumLength
        // `g.<name>`: 2 bytes, then the name; a name one byte longer crosses the limit.
        for (name, fits) in [(String(repeating: "x", count: limit - 2), true), (String(repeating: "x", count: limit - 1), false),
                             (String(repeating: "é", count: (limit - 2) / 2), true), (String(repeating: "é", count: (limit - 2) / 2) + "x", false),
                             (String(repeating: "🎨", count: (limit - 2) / 4) + "xx", true), (String(repeating: "🎨", count: (limit - 2) / 4 + 1), false)] {
            let c = Compiled("{\"g\": {\"$type\": \"number\", \"\(name)\": {\"$value\": 1}, \"ok\": {\"$value\": 2}}}")
            #expect(c.tokens["g.ok"]?.value == .number(2))
            if fits {
                #expect(c.diagnostics.isEmpty, "\(name.utf8.count) bytes: \(c.summary)")
                #expect(c.tokens.count == 2)
            } else {
                #expect(c.summary == ["limit-exceeded@1:27"], "\(name.utf8.count) bytes")
                #expect(c.tokens.count == 1)
            }
        }
        // A group at the limit holds nothing: any name inside it crosses it.
        let full = String(repeating: "g", count: limit)
        let c = Compiled("{\"\(full)\": {\"$type\": \"number\", \"t\": {\"$value\": 1}}}")
        #expect(c.diagnostics.map(\.code) == [.limitExceeded])
        #expect(c.diagnostics.first?.message.contains("is \(limit + 2) bytes long") == true)
    }

    @Test func extendsDoesNotMakePathsPastTheLimit() {
        // `long` (1,000 bytes) extends `base`, whose `inner.t` becomes a 1,008-byte path (kept) and whose 100-byte
        // group would become 1,101 bytes (refused at the $extends, with what is inside it; the rest is copied).
        let long = String(repeating: "l", count: 1000)
        let wide = String(repeating: "w", count: 100)
        let c = Compiled("""
        {"$type": "number",
         "base": {"inner": {"t": {"$value": 1}}, "\(wide)": {"u": {"$value": 2}}},
         "\(long)": {"$extends": "{base}"}}
        """)
        #expect(c.summary == ["limit-exceeded@3:1019"])
        #expect(c.diagnostics.first?.message.hasPrefix("$extends of base: the path \"\(long.prefix(80))…\" is 1101 bytes long") == true,
                "\(c.diagnostics.first?.message ?? "")")
        #expect(c.tokens["\(long).inner.t"]?.value == .number(1))
        #expect(c.tokens.tokens.allSatisfy { $0.path.byteLength <= TokenPath.maximumLength })
        #expect(c.tokens.count == 3)
        // A chain of extending groups each nesting the one before a level deeper: paths grow by 11 bytes a link,
        // and stop at the limit, however long the chain.
        let level = String(repeating: "n", count: 10)
        var chain = ["\"g0\": {\"t\": {\"$value\": 0}}"]
        for i in 1..<200 { chain.append("\"g\(i)\": {\"\(level)\": {\"$extends\": \"{g\(i - 1)}\"}}") }
        let d = Compiled("{\"$type\": \"number\",\n" + chain.joined(separator: ",\n") + "}")
        #expect(Set(d.diagnostics.map(\.code)) == [.limitExceeded])
        #expect(d.tokens.tokens.allSatisfy { $0.path.byteLength <= TokenPath.maximumLength })
        #expect(d.tokens.tokens.map { $0.path.byteLength }.max()! > TokenPath.maximumLength - 11)
    }

    @Test func outputIsLinearInTheInput() throws {
        // Under a group whose path is near the limit, as many short-named tokens and groups as fit in a file:
        // each costs a few bytes of input and, at most, a few copies of its path in each output.
        let prefix = String(repeating: "p", count: TokenPath.maximumLength - 10)
        var members: [String] = []
        for i in 0..<2000 { members.append("\"t\(i)\": {\"$value\": \(i)}") }
        for i in 0..<2000 { members.append("\"g\(i)\": {\"v\": {\"$value\": \(i)}}") }
        let text = "{\"\(prefix)\": {\"$type\": \"number\", " + members.joined(separator: ", ") + "}}"
        let compilation = Compiler.compile(files: [SourceFile(path: "t.json", text: text)])
        #expect(compilation.diagnostics.isEmpty)
        var config = Config()
        config.swift = Config.Target(path: "Swift")
        config.css = Config.Target(path: "CSS")
        config.json = Config.Target(path: "JSON")
        let rendered = OutputRenderer.render(compilation, config: config, resolver: nil, source: "t.json")
        let output = rendered.files.reduce(0) { $0 + $1.contents.count }
        // Each of the 6,000 tokens and groups is written with its path (~1 KB) a handful of times.
        let nodes = 6000
        #expect(output < nodes * 16 * TokenPath.maximumLength, "\(output) bytes of output from \(text.utf8.count) of input")
        #expect(output > nodes * TokenPath.maximumLength, "\(output) bytes: each path is written at least once")
    }
}
