/// Strict, located decoding of a JSON object: typed getters that report a wrong type at the member, and
/// `finish()` that reports every key nobody asked for (with a did-you-mean), so a misspelt option never
/// passes silently.
public struct ObjectReader {
    /// The object being read.
    public let object: JSONObject
    /// The file the object is in, for locations.
    public let file: String
    /// Where the object is in that file.
    public let pointer: JSONPointer
    private var used: Set<String> = ["$schema", "$comment"]
    /// What reading has reported so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// A reader of `object`, found at `pointer` in `file`.
    public init(_ object: JSONObject, file: String, at pointer: JSONPointer) {
        self.object = object
        self.file = file
        self.pointer = pointer
    }

    /// Location of member `key` (its value, or its key).
    public func location(_ key: String, part: SourceLocation.Part = .value) -> SourceLocation {
        SourceLocation(file: file, pointer: pointer.appending(key), part: part)
    }

    private mutating func fail(_ key: String, _ message: String) {
        diagnostics.append(Diagnostic(.configInvalid, message, at: location(key)))
    }

    /// The raw member, marking it used.
    public mutating func value(_ key: String) -> JSONValue? {
        used.insert(key)
        return object[key]
    }

    /// The string member `key`, marking it used; nil when absent or not a string (reported).
    public mutating func string(_ key: String) -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v else { fail(key, "\"\(key)\" must be a string, not \(v.kindName)"); return nil }
        return s
    }

    /// The boolean member `key`, marking it used; nil when absent or not a boolean (reported).
    public mutating func bool(_ key: String) -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else { fail(key, "\"\(key)\" must be true or false, not \(v.kindName)"); return nil }
        return b
    }

    /// The number member `key`, marking it used; nil when absent or not a number (reported).
    public mutating func number(_ key: String) -> Double? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v else { fail(key, "\"\(key)\" must be a number, not \(v.kindName)"); return nil }
        return n
    }

    /// The array-of-strings member `key`, marking it used; nil when absent or not an array of strings (reported).
    public mutating func strings(_ key: String) -> [String]? {
        guard let v = value(key) else { return nil }
        guard case .array(let a) = v, a.allSatisfy({ $0.stringValue != nil }) else {
            fail(key, "\"\(key)\" must be an array of strings")
            return nil
        }
        return a.compactMap(\.stringValue)
    }

    /// One of `choices` (exact match), reporting the allowed values otherwise.
    public mutating func choice(_ key: String, _ choices: [String]) -> String? {
        guard let s = string(key) else { return nil }
        guard choices.contains(s) else {
            fail(key, "\"\(key)\" must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(s)\"")
            return nil
        }
        return s
    }

    /// A nested object, read by `body` with its own reader; its diagnostics are collected here.
    public mutating func object<T>(_ key: String, _ body: (inout ObjectReader) -> T) -> T? {
        guard let v = value(key) else { return nil }
        guard case .object(let o) = v else { fail(key, "\"\(key)\" must be an object, not \(v.kindName)"); return nil }
        var nested = ObjectReader(o, file: file, at: pointer.appending(key))
        let result = body(&nested)
        nested.finish()
        diagnostics += nested.diagnostics
        return result
    }

    /// Every member of a nested object (`{name: {...}}`), each read by `body`.
    public mutating func entries<T>(_ key: String, _ body: (String, inout ObjectReader) -> T?) -> [(String, T)]? {
        object(key) { reader -> [(String, T)] in
            var out: [(String, T)] = []
            for m in reader.object.members {
                guard case .object(let o) = reader.value(m.key)! else {
                    reader.diagnostics.append(Diagnostic(.configInvalid, "\"\(m.key)\" must be an object", at: reader.location(m.key)))
                    continue
                }
                var nested = ObjectReader(o, file: reader.file, at: reader.pointer.appending(m.key))
                if let r = body(m.key, &nested) { out.append((m.key, r)) }
                nested.finish()
                reader.diagnostics += nested.diagnostics
            }
            return out
        }
    }

    /// Appends a diagnostic for `key`.
    public mutating func report(_ key: String, _ message: String) { fail(key, message) }

    /// Appends a `config-invalid` error at member `key`'s value or key.
    public mutating func report(_ key: String, _ message: String, part: SourceLocation.Part) {
        diagnostics.append(Diagnostic(.configInvalid, message, at: location(key, part: part)))
    }

    /// Appends a `config-invalid` error at `location` (a place inside a member, such as an array element).
    public mutating func report(at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.configInvalid, message, at: location))
    }

    /// Appends what another reader (of a member's value) found.
    public mutating func append(_ found: [Diagnostic]) {
        diagnostics += found
    }

    /// Reports every member that was never read.
    public mutating func finish() {
        let known = used
        for m in object.members where !known.contains(m.key) {
            var message = "unknown key \"\(m.key)\""
            let candidates = Array(known.subtracting(["$schema", "$comment"])).sorted()
            if let close = candidates.min(by: { distance($0, m.key) < distance($1, m.key) }), distance(close, m.key) <= 3 {
                message += "; did you mean \"\(close)\"?"
            } else if !candidates.isEmpty {
                message += "; expected one of: \(candidates.joined(separator: ", "))"
            }
            diagnostics.append(Diagnostic(.configUnknownKey, message, at: location(m.key, part: .key)))
            used.insert(m.key)
        }
    }

    private func distance(_ a: String, _ b: String) -> Int {
        NameSuggestion.distance(a.lowercased(), b.lowercased())
    }
}
