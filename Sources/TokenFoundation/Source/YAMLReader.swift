import Yams

/// Reads YAML token files (`.yaml`, `.yml`) into the same `JSONValue` the JSON path produces, so everything
/// after the read is format-blind. Scalars follow the YAML 1.2 core schema (what Terrazzo's YAML reader uses):
/// unquoted `true`, `null`, `12`, `1.5` are typed, quoted ones and everything else are strings; keys are always
/// strings. Like JSON, a node is located only when a diagnostic needs it: the file is composed again and the
/// pointer followed through Yams' marks (`offsets(of:in:)`).
package enum YAMLReader {
    /// Deepest nesting accepted, as for JSON.
    package static let maximumDepth = Int(JSONReader.maximumDepth)

    /// The most nodes a file may expand to through aliases: ten per byte, plenty for anchors reused as
    /// intended, far too few for "billion laughs" (aliases of aliases doubling at every level).
    static func maximumNodes(_ file: SourceFile) -> Int { 10_000 + 10 * file.bytes.count }

    /// True when `path` names a YAML file.
    @inlinable package static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    /// Reads `file`. Never traps, whatever the bytes.
    package static func read(_ file: SourceFile) -> JSONReader.Result {
        let lines = SourceFile.lineStarts(file.bytes)
        func at(_ mark: Mark?) -> SourceLocation {
            guard let mark else { return SourceLocation(file: file.path, offset: 0, line: 1, column: 1) }
            return SourceLocation(file: file.path, offset: offset(of: mark, in: file.bytes, lines: lines), line: mark.line, column: mark.column)
        }
        let root: Node
        switch compose(file) {
        case .failure(let d): return JSONReader.Result(value: nil, diagnostics: [d])
        case .success(let node): root = node
        }
        var converter = Converter(limit: maximumNodes(file))
        let value = converter.convert(root, depth: 0)
        if let problem = converter.problem {
            return JSONReader.Result(value: nil, diagnostics: [Diagnostic(problem.code, problem.message, at: at(problem.mark))])
        }
        return JSONReader.Result(value: value, diagnostics: [])
    }

    /// The byte offsets of the key and value of each of `pointers` in YAML `file` (an unknown member: its
    /// nearest ancestor's), as `JSONLocator.offsets` gives them for JSON.
    package static func offsets(of pointers: some Sequence<JSONPointer>, in file: SourceFile) -> [JSONPointer: (key: Int, value: Int)] {
        let lines = SourceFile.lineStarts(file.bytes)
        var out: [JSONPointer: (key: Int, value: Int)] = [:]
        guard case .success(let root) = compose(file) else {
            for pointer in pointers { out[pointer] = (0, 0) }
            return out
        }
        for pointer in pointers {
            var node = root
            var keyMark = root.mark
            for token in pointer.tokens {
                switch node {
                case .mapping(let mapping):
                    guard let pair = mapping.first(where: { $0.key.scalar?.string == token }) else { break }
                    keyMark = pair.key.mark
                    node = pair.value
                    continue
                case .sequence(let sequence):
                    guard let i = Int(token), sequence.indices.contains(i) else { break }
                    keyMark = sequence[i].mark
                    node = sequence[i]
                    continue
                default: break
                }
                break
            }
            out[pointer] = (keyMark.map { offset(of: $0, in: file.bytes, lines: lines) } ?? 0,
                            node.mark.map { offset(of: $0, in: file.bytes, lines: lines) } ?? 0)
        }
        return out
    }

    /// The byte offset of the key or value at `pointer` in YAML `file`.
    package static func offset(of pointer: JSONPointer, part: SourceLocation.Part, in file: SourceFile) -> Int {
        guard let hit = offsets(of: [pointer], in: file)[pointer] else { return 0 }
        return part == .key ? hit.key : hit.value
    }

    /// The file's single document as Yams composes it, or a located `yaml-syntax` error.
    private static func compose(_ file: SourceFile) -> Result<Node, Diagnostic> {
        let text = String(decoding: file.bytes, as: UTF8.self)
        guard text.utf8.count == file.bytes.count, text.utf8.elementsEqual(file.bytes) else {
            let bad = firstInvalidUTF8(file.bytes)
            let lc = file.lineColumn(ofByte: bad)
            return .failure(Diagnostic(.jsonInvalidUTF8, "invalid UTF-8 in YAML text",
                                       at: SourceLocation(file: file.path, offset: bad, line: lc.line, column: lc.column)))
        }
        do {
            let parser = try Parser(yaml: text, resolver: .basic)
            guard let root = try parser.singleRoot() else {
                return .failure(Diagnostic(.yamlSyntax, "file holds no YAML document", at: SourceLocation(file: file.path, offset: 0, line: 1, column: 1)))
            }
            return .success(root)
        } catch let error as YamlError {
            let (message, mark) = describe(error)
            let lines = SourceFile.lineStarts(file.bytes)
            let location = mark.map { SourceLocation(file: file.path, offset: offset(of: $0, in: file.bytes, lines: lines), line: $0.line, column: $0.column) }
                ?? SourceLocation(file: file.path, offset: 0, line: 1, column: 1)
            return .failure(Diagnostic(.yamlSyntax, message, at: location))
        } catch {
            return .failure(Diagnostic(.yamlSyntax, "cannot read YAML: \(error)", at: SourceLocation(file: file.path, offset: 0, line: 1, column: 1)))
        }
    }

    /// A one-line message and the mark of a Yams error.
    private static func describe(_ error: YamlError) -> (String, Mark?) {
        func text(_ context: YamlError.Context?, _ problem: String) -> String {
            (context.map { $0.text + ", " } ?? "") + problem
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            return (text(context, problem), mark)
        case let .duplicatedKeysInMapping(duplicates, context):
            return ("duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", ")) in one mapping", context.mark)
        case let .reader(problem, _, _, _):
            return (problem, nil)
        default:
            return ("\(error)", nil)
        }
    }

    /// The byte offset of a Yams mark (1-based line, column in Unicode scalars).
    package static func offset(of mark: Mark, in bytes: [UInt8], lines: [Int]) -> Int {
        guard mark.line >= 1, mark.line <= lines.count else { return bytes.count }
        var i = lines[mark.line - 1]
        var column = 1
        while column < mark.column, i < bytes.count {
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        return i
    }

    /// The offset of the first byte that is not valid UTF-8.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return bytes.count
            case .error: return offset
            }
        }
    }

    /// Turns a composed node tree into `JSONValue`, counting nodes (aliases included) and depth.
    private struct Converter {
        /// The first problem found; conversion stops there.
        var problem: (code: DiagnosticCode, message: String, mark: Mark?)?
        var remaining: Int

        init(limit: Int) { remaining = limit }

        mutating func convert(_ node: Node, depth: Int) -> JSONValue {
            guard problem == nil else { return .null }
            remaining -= 1
            guard remaining >= 0 else {
                problem = (.limitExceeded, "this YAML expands to too many nodes through aliases; tokenc reads at most ten per byte of the file", node.mark)
                return .null
            }
            guard depth <= YAMLReader.maximumDepth else {
                problem = (.limitExceeded, "YAML nested deeper than \(YAMLReader.maximumDepth) levels", node.mark)
                return .null
            }
            switch node {
            case .scalar(let scalar): return value(scalar)
            case .sequence(let sequence): return .array(sequence.map { convert($0, depth: depth + 1) })
            case .mapping(let mapping):
                var members: [JSONMember] = []
                members.reserveCapacity(mapping.count)
                for pair in mapping {
                    guard let key = pair.key.scalar?.string else {
                        problem = (.yamlSyntax, "a mapping key must be a scalar (a token or group name)", pair.key.mark)
                        return .null
                    }
                    members.append(JSONMember(key: key, value: convert(pair.value, depth: depth + 1)))
                }
                return .object(JSONObject(members))
            case .alias:
                problem = (.yamlSyntax, "unresolved alias", node.mark)
                return .null
            }
        }

        /// A scalar by the YAML 1.2 core schema: only plain (unquoted) scalars are typed.
        mutating func value(_ scalar: Node.Scalar) -> JSONValue {
            let s = scalar.string
            guard scalar.style == .plain || scalar.style == .any else { return .string(s) }
            switch s {
            case "", "~", "null", "Null", "NULL": return .null
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
                problem = (.jsonNumberOutOfRange, "\(s) is not a finite number; token values are JSON numbers", scalar.mark)
                return .null
            default: break
            }
            if let n = Self.number(s) {
                guard n.isFinite else {
                    problem = (.jsonNumberOutOfRange, "\(s) is out of range", scalar.mark)
                    return .null
                }
                return .number(n)
            }
            return .string(s)
        }

        /// A core-schema integer (decimal, `0o`, `0x`) or float, else nil.
        static func number(_ s: String) -> Double? {
            guard let first = s.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                    || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return nil }
            if s.hasPrefix("0x"), let n = UInt64(s.dropFirst(2), radix: 16) { return Double(n) }
            if s.hasPrefix("0o"), let n = UInt64(s.dropFirst(2), radix: 8) { return Double(n) }
            // `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
            var bytes = Array(s.utf8)[...]
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            func digits() -> Int {
                let n = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
                bytes = bytes.dropFirst(n)
                return n
            }
            let whole = digits()
            var fraction = 0
            if bytes.first == UInt8(ascii: ".") {
                bytes = bytes.dropFirst()
                fraction = digits()
                if whole == 0 && fraction == 0 { return nil }
            } else if whole == 0 {
                return nil
            }
            if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
                guard digits() > 0 else { return nil }
            }
            guard bytes.isEmpty else { return nil }
            return Double(s)
        }
    }
}
