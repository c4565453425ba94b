import CJSONC
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses JSON (with comments, as json-c's non-strict mode allows) into `JSONValue`, reporting every
/// problem as a located diagnostic.
///
/// json-c does the tokenising; this type adds what a build tool needs on top: the byte where parsing
/// stopped turned into a line and column, a depth limit that fails loudly, rejection of trailing garbage,
/// NUL bytes, invalid UTF-8 and non-finite numbers, and a warning for a byte-order mark.
package enum JSONReader {
    /// Deepest nesting accepted. Token files are a few levels deep; anything deeper is hostile.
    package static let maximumDepth: Int32 = 512

    /// The longest text read: json-c takes a text's length as a 32-bit integer, so a longer one is refused
    /// (`limit-exceeded`) rather than cut short. The CLI refuses files far smaller (`FileSystem.maximumSourceSize`).
    package static let maximumLength = Int(Int32.max)

    /// The result of reading one file: the value (nil when it could not be read) and what was found.
    package struct Result: Sendable {
        /// The parsed value, nil when the text could not be read.
        package var value: JSONValue?
        /// Every problem found while reading.
        package var diagnostics: [Diagnostic]
    }

    /// Reads `file` (a `.yaml`/`.yml` file through `YAMLReader`). Never traps, whatever the bytes.
    package static func read(_ file: SourceFile) -> Result {
        if YAMLReader.isYAML(file.path) { return YAMLReader.read(file) }
        var diagnostics: [Diagnostic] = []
        func at(_ offset: Int) -> SourceLocation {
            let lc = file.lineColumn(ofByte: offset)
            return SourceLocation(file: file.path, offset: offset, line: lc.line, column: lc.column)
        }

        guard file.bytes.count <= maximumLength else {
            diagnostics.append(Diagnostic(.limitExceeded, "file is \(file.bytes.count) bytes; tokenc reads JSON texts of at most \(maximumLength) bytes",
                                          at: SourceLocation(file: file.path)))
            return Result(value: nil, diagnostics: diagnostics)
        }
        // UTF-16 and UTF-32 are told by their byte-order mark here, and by the NUL bytes of their ASCII below.
        if let encoding = SourceEncoding.wide(byteOrderMarkOf: file.bytes) {
            diagnostics.append(unsupported(encoding, at(0)))
            return Result(value: nil, diagnostics: diagnostics)
        }
        // A UTF-8 byte-order mark is allowed by RFC 8259 parsers but pointless; warn and skip it.
        var start = 0
        if file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            diagnostics.append(Diagnostic(.jsonByteOrderMark, "file starts with a UTF-8 byte-order mark; remove it", at: at(0)))
            start = 3
        }
        if let nul = firstNUL(file.bytes, from: start) {
            if let encoding = SourceEncoding.wide(nulPatternOf: file.bytes) {
                diagnostics.append(unsupported(encoding, at(0)))
                return Result(value: nil, diagnostics: diagnostics)
            }
            diagnostics.append(Diagnostic(.jsonNulByte, "NUL byte in JSON text", at: at(nul)))
            return Result(value: nil, diagnostics: diagnostics)
        }
        if Lexer.skipTrivia(file.bytes, from: start) >= file.bytes.count {
            diagnostics.append(Diagnostic(.jsonEmpty, "file holds no JSON value", at: at(file.bytes.count)))
            return Result(value: nil, diagnostics: diagnostics)
        }

        guard let tokener = json_tokener_new_ex(maximumDepth) else {
            diagnostics.append(Diagnostic(.jsonSyntax, "could not allocate a JSON parser", at: at(0)))
            return Result(value: nil, diagnostics: diagnostics)
        }
        defer { json_tokener_free(tokener) }
        json_tokener_set_flags(tokener, Int32(JSON_TOKENER_VALIDATE_UTF8))

        let length = file.bytes.count - start
        var root: OpaquePointer? = file.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                json_tokener_parse_ex(tokener, base + start, Int32(clamping: length))
            }
        }
        var error = json_tokener_get_error(tokener)
        var end = start + Int(json_tokener_get_parse_end(tokener))
        let first = Lexer.skipTrivia(file.bytes, from: start)
        if root == nil, error == json_tokener_continue, first < file.bytes.count, file.bytes[first] != 0x7B, file.bytes[first] != 0x5B {
            // A number or literal that is the whole text (`1`, `true`): json-c knows it is complete only when it
            // sees the text end, which a C string marks with its NUL. Only a top-level scalar is finished so: an
            // object or array still open at the end stays an error (json-c would close some at the NUL).
            let finished = json_tokener_parse_ex(tokener, "", 1)
            if json_tokener_get_error(tokener) == json_tokener_success {
                root = finished
                error = json_tokener_success
                end = file.bytes.count
            } else if let finished {
                json_object_put(finished)
            }
        }
        // `null` parses to no object at all: success without a root.
        let isNull = root == nil && error == json_tokener_success && file.bytes[first...].starts(with: "null".utf8)

        guard root != nil || isNull, error == json_tokener_success else {
            if let root { json_object_put(root) }
            diagnostics.append(syntaxDiagnostic(error, at: at(min(end, file.bytes.count)), file: file, end: end))
            return Result(value: nil, diagnostics: diagnostics)
        }
        defer { if let root { json_object_put(root) } }

        let rest = Lexer.skipTrivia(file.bytes, from: end)
        if rest < file.bytes.count {
            diagnostics.append(Diagnostic(.jsonSyntax, "unexpected content after the JSON value", at: at(rest)))
            return Result(value: nil, diagnostics: diagnostics)
        }

        var converter = Converter()
        var value = converter.convert(root)
        // The full key scan is needed only when the text has more keys than json-c kept (a duplicate) or may
        // hold a NUL in a key; a plain count of the keys answers that for nearly every file.
        let keys = DuplicateKeyScanner.keyCount(file.bytes) == converter.memberCount
            ? (duplicates: [], nulKeys: []) : DuplicateKeyScanner.scanKeys(file.bytes)
        if let nul = keys.nulKeys.first {
            diagnostics.append(Diagnostic(.jsonNulByte, "key holds a NUL character (\\u0000), which tokenc cannot keep in a name", at: at(nul)))
            return Result(value: nil, diagnostics: diagnostics)
        }
        if converter.sawInvalidUTF8 {
            // json-c checks only the shape of UTF-8 sequences; overlong forms and surrogates get here.
            let offset = firstInvalidUTF8(file.bytes, from: start) ?? start
            diagnostics.append(Diagnostic(.jsonInvalidUTF8, "invalid UTF-8 in JSON text (an overlong form, a surrogate or a code point above U+10FFFF)", at: at(offset)))
            return Result(value: nil, diagnostics: diagnostics)
        }
        if converter.sawClampedInteger {
            value = rereadLargeIntegers(value, file: file, diagnostics: &diagnostics)
        }
        let positions = keys.duplicates.isEmpty ? [:] : file.lineColumns(ofBytes: keys.duplicates.flatMap { [$0.first, $0.second] })
        for dup in keys.duplicates {
            let first = positions[dup.first]!
            let second = positions[dup.second]!
            diagnostics.append(Diagnostic(
                .jsonDuplicateKey, "key \"\(dup.key)\" appears twice in the same object; the last one wins",
                at: SourceLocation(file: file.path, offset: dup.second, line: second.line, column: second.column),
                notes: [DiagnosticNote("first \"\(dup.key)\" is here",
                                       at: SourceLocation(file: file.path, offset: dup.first, line: first.line, column: first.column))]))
        }
        if converter.sawNonFinite {
            for pointer in nonFinitePointers(in: value) {
                diagnostics.append(Diagnostic(
                    .jsonNumberOutOfRange, "number is not finite (too large for a double, NaN or Infinity)",
                    at: SourceLocation(file: file.path, pointer: pointer)))
            }
        }
        return Result(value: value, diagnostics: diagnostics)
    }

    /// The diagnostic for a file in an encoding other than UTF-8.
    private static func unsupported(_ encoding: SourceEncoding, _ location: SourceLocation) -> Diagnostic {
        encoding.diagnostic(at: location)
    }

    /// True when every byte is below 0x80 (eight bytes at a time).
    package static func isASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = b.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        var bits: UInt64 = 0
        while i + 8 <= b.count {
            bits |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < b.count {
            bits |= UInt64(b[i])
            i += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// The offset of the first NUL byte at or after `start` (with `memchr`: every file is searched whole).
    package static func firstNUL(_ bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { $0.firstIndex(of: 0, from: start) }
    }

    private static func syntaxDiagnostic(_ error: json_tokener_error, at location: SourceLocation, file: SourceFile, end: Int) -> Diagnostic {
        switch error {
        case json_tokener_error_depth:
            return Diagnostic(.jsonTooDeep, "JSON nested more than \(maximumDepth) levels deep", at: location)
        case json_tokener_success:
            // No value and no error: json-c could not allocate (its allocation failures leave the error unset).
            return Diagnostic(.limitExceeded, "out of memory while parsing this file (\(file.bytes.count) bytes)",
                              at: SourceLocation(file: file.path))
        case json_tokener_continue:
            let lc = file.lineColumn(ofByte: file.bytes.count)
            return Diagnostic(.jsonSyntax, "unexpected end of file: the JSON value is incomplete",
                              at: SourceLocation(file: file.path, offset: file.bytes.count, line: lc.line, column: lc.column))
        default:
            // json-c stops at or just after an ill-formed sequence: report the sequence itself.
            if let bad = firstInvalidUTF8(file.bytes), bad <= end {
                let lc = file.lineColumn(ofByte: bad)
                return Diagnostic(.jsonInvalidUTF8, "invalid UTF-8 in JSON text",
                                  at: SourceLocation(file: file.path, offset: bad, line: lc.line, column: lc.column))
            }
            let desc = String(cString: json_tokener_error_desc(error))
            return Diagnostic(.jsonSyntax, "invalid JSON: \(desc)", at: location)
        }
    }

    /// The magnitudes json-c clamps an out-of-range integer literal to (it has no error for them outside strict mode).
    private static let clampedIntegers: Set<Double> = [Double(Int64.min), Double(UInt64.max)]

    /// `value` with every integer json-c may have clamped read again from its literal in the source: a
    /// 30-digit integer is a valid JSON number with a double value, and one beyond the range of a double is
    /// reported like `1e400`. The literals are found in one scan of the source (`JSONLocator.offsets`), then
    /// the tree is rebuilt with them.
    private static func rereadLargeIntegers(_ value: JSONValue, file: SourceFile, diagnostics: inout [Diagnostic]) -> JSONValue {
        var clamped: [JSONPointer] = []
        func find(_ v: JSONValue, _ path: [String]) {
            switch v {
            case .number(let n) where clampedIntegers.contains(n): clamped.append(JSONPointer(path))
            case .array(let a): for (i, e) in a.enumerated() { find(e, path + [String(i)]) }
            case .object(let o): for m in o.members { find(m.value, path + [m.key]) }
            default: break
            }
        }
        find(value, [])
        guard !clamped.isEmpty else { return value }
        let offsets = JSONLocator.offsets(of: clamped, in: file.bytes)
        func rebuild(_ v: JSONValue, _ path: [String]) -> JSONValue {
            switch v {
            case .number(let n) where clampedIntegers.contains(n):
                let pointer = JSONPointer(path)
                let start = offsets[pointer]?.value ?? 0
                var end = start
                while end < file.bytes.count, "+-.0123456789eE".utf8.contains(file.bytes[end]) { end += 1 }
                guard let number = Double(String(decoding: file.bytes[start..<end], as: UTF8.self)) else { return v }
                if !number.isFinite {
                    diagnostics.append(Diagnostic(
                        .jsonNumberOutOfRange, "number is not finite (too large for a double, NaN or Infinity)",
                        at: SourceLocation(file: file.path, pointer: pointer)))
                }
                return .number(number)
            case .array(let a):
                return .array(a.enumerated().map { rebuild($0.element, path + [String($0.offset)]) })
            case .object(let o):
                return .object(JSONObject(o.members.map { JSONMember(key: $0.key, value: rebuild($0.value, path + [$0.key])) }))
            default:
                return v
            }
        }
        return rebuild(value, [])
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (Unicode 15, table
    /// 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or nil.
    package static func firstInvalidUTF8(_ b: [UInt8], from offset: Int = 0) -> Int? {
        var i = offset
        while i < b.count {
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            let count: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: count = 1
            case 0xE0: count = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: count = 2
            case 0xED: count = 2; high = 0x9F
            case 0xF0: count = 3; low = 0x90
            case 0xF1...0xF3: count = 3
            case 0xF4: count = 3; high = 0x8F
            default: return i
            }
            for k in 1...count {
                guard i + k < b.count else { return i }
                let d = b[i + k]
                if k == 1 ? !(low...high).contains(d) : !(0x80...0xBF).contains(d) { return i }
            }
            i += count + 1
        }
        return nil
    }

    private static func nonFinitePointers(in value: JSONValue) -> [JSONPointer] {
        var found: [JSONPointer] = []
        func walk(_ v: JSONValue, _ path: [String]) {
            switch v {
            case .number(let n) where !n.isFinite: found.append(JSONPointer(path))
            case .array(let a): for (i, e) in a.enumerated() { walk(e, path + [String(i)]) }
            case .object(let o): for m in o.members { walk(m.value, path + [m.key]) }
            default: break
            }
        }
        walk(value, [])
        return found
    }

    /// Turns a json-c tree into `JSONValue`, keeping object key order.
    private struct Converter {
        var sawNonFinite = false
        /// An integer at the value json-c clamps out-of-range literals to.
        var sawClampedInteger = false
        /// A string or key that is not well-formed UTF-8 (json-c lets overlong forms and surrogates through).
        var sawInvalidUTF8 = false
        /// The members of every object converted (json-c keeps one per key: duplicates are not counted).
        var memberCount = 0

        mutating func convert(_ object: OpaquePointer?) -> JSONValue {
            guard let object else { return .null }
            switch json_object_get_type(object) {
            case json_type_null:
                return .null
            case json_type_boolean:
                return .bool(json_object_get_boolean(object) != 0)
            case json_type_int:
                let i = json_object_get_int64(object)
                if i == Int64.max {
                    let u = json_object_get_uint64(object)
                    if u == UInt64.max { sawClampedInteger = true }
                    return .number(Double(u))
                }
                if i == Int64.min { sawClampedInteger = true }
                return .number(Double(i))
            case json_type_double:
                let d = json_object_get_double(object)
                if !d.isFinite { sawNonFinite = true }
                return .number(d)
            case json_type_string:
                return .string(string(object))
            case json_type_array:
                let n = json_object_array_length(object)
                var items: [JSONValue] = []
                items.reserveCapacity(n)
                for i in 0..<n { items.append(convert(json_object_array_get_idx(object, i))) }
                return .array(items)
            case json_type_object:
                var members: [JSONMember] = []
                let count = Int(json_object_object_length(object))
                memberCount += count
                members.reserveCapacity(count)
                var it = json_object_iter_begin(object)
                var endIt = json_object_iter_end(object)
                while json_object_iter_equal(&it, &endIt) == 0 {
                    let name = json_object_iter_peek_name(&it)!
                    let key = string(name, length: strlen(name))
                    members.append(JSONMember(key: key, value: convert(json_object_iter_peek_value(&it))))
                    json_object_iter_next(&it)
                }
                return .object(JSONObject(members))
            default:
                return .null
            }
        }

        private mutating func string(_ object: OpaquePointer) -> String {
            guard let p = json_object_get_string(object) else { return "" }
            return string(p, length: Int(json_object_get_string_len(object)))
        }

        /// The `length` bytes at `p` as a string; ill-formed UTF-8 is repaired and noted. Nearly every key and
        /// value is ASCII: those skip the generic validating initialiser (its metadata lookup showed up per call).
        private mutating func string(_ p: UnsafePointer<CChar>, length: Int) -> String {
            p.withMemoryRebound(to: UInt8.self, capacity: length) { base -> String in
                let buffer = UnsafeBufferPointer(start: base, count: length)
                if JSONReader.isASCII(buffer) { return String(decoding: buffer, as: UTF8.self) }
                if let s = String(validating: buffer, as: UTF8.self) { return s }
                sawInvalidUTF8 = true
                return String(decoding: buffer, as: UTF8.self)
            }
        }
    }
}
