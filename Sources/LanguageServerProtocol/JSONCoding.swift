import TokenFoundation

/// A protocol value read from and written as a `JSONValue`: every LSP type of this module, and the scalars
/// they are made of.
package protocol JSONCodable: Sendable {
    /// The value `json` holds; a `JSONDecodingError` naming the member that is missing or of the wrong kind.
    init(json: JSONValue) throws(JSONDecodingError)
    /// The value as JSON.
    var json: JSONValue { get }
}

/// Why a JSON value is not the protocol value it should be, and where in it (`textDocument.uri`).
package struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The members and indices from the decoded value down to the faulty one, outermost first.
    package var path: [String]
    /// What is wrong there.
    package var reason: String

    package init(_ reason: String, path: [String] = []) {
        self.reason = reason
        self.path = path
    }

    /// The error as a message names it: `textDocument.uri: expected a string, found number`.
    package var description: String {
        path.isEmpty ? reason : "\(path.joined(separator: ".")): \(reason)"
    }

    /// The same error one member or index further in.
    func inside(_ key: String) -> JSONDecodingError {
        JSONDecodingError(reason, path: [key] + path)
    }

    static func expected(_ kind: String, found value: JSONValue) -> JSONDecodingError {
        JSONDecodingError("expected \(kind), found \(value.kindName)")
    }
}

/// The members of one JSON object, read by key with errors that name the key.
package struct JSONFields {
    package let object: JSONObject

    /// The object `json` holds, or an error saying what it holds instead.
    package init(_ json: JSONValue) throws(JSONDecodingError) {
        guard case .object(let object) = json else { throw .expected("an object", found: json) }
        self.object = object
    }

    /// The member `key`, which must be present and not null.
    package func required<T: JSONCodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T {
        guard let value = object[key], value != .null else { throw JSONDecodingError("missing required member", path: [key]) }
        do { return try T(json: value) } catch { throw error.inside(key) }
    }

    /// The member `key`, or nil when it is absent or null.
    package func optional<T: JSONCodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T? {
        guard let value = object[key], value != .null else { return nil }
        do { return try T(json: value) } catch { throw error.inside(key) }
    }

    /// The member `key` as a non-negative integer of LSP (`uinteger`: a line, a character, a length).
    package func unsigned(_ key: String) throws(JSONDecodingError) -> Int {
        let i: Int = try required(key)
        guard i >= 0, i <= Int(Int32.max) else {
            throw JSONDecodingError("expected a non-negative integer, found \(i)", path: [key])
        }
        return i
    }
}

/// Builds a JSON object member by member, leaving out the optional members that are nil.
package struct JSONObjectBuilder {
    package private(set) var object = JSONObject()

    package init() {}

    /// Adds `key` with `value` (a `.null` value is written as `null`).
    package mutating func set(_ key: String, _ value: JSONValue) {
        object.members.append(JSONMember(key: key, value: value))
    }

    /// Adds `key` when `value` is not nil.
    package mutating func set(_ key: String, _ value: (some JSONCodable)?) {
        if let value { set(key, value.json) }
    }

    package var json: JSONValue { .object(object) }
}

extension JSONValue: JSONCodable {
    package init(json: JSONValue) { self = json }
    package var json: JSONValue { self }
}

extension String: JSONCodable {
    package init(json: JSONValue) throws(JSONDecodingError) {
        guard case .string(let s) = json else { throw .expected("a string", found: json) }
        self = s
    }
    package var json: JSONValue { .string(self) }
}

extension Bool: JSONCodable {
    package init(json: JSONValue) throws(JSONDecodingError) {
        guard case .bool(let b) = json else { throw .expected("a boolean", found: json) }
        self = b
    }
    package var json: JSONValue { .bool(self) }
}

extension Double: JSONCodable {
    package init(json: JSONValue) throws(JSONDecodingError) {
        guard case .number(let n) = json, n.isFinite else { throw .expected("a number", found: json) }
        self = n
    }
    package var json: JSONValue { .number(self) }
}

extension Int: JSONCodable {
    /// The largest magnitude read as an integer: every integer up to it has an exact double, as JSON numbers
    /// are read.
    package static let largestExactJSONInteger = (1 << 53) - 1

    package init(json: JSONValue) throws(JSONDecodingError) {
        guard case .number(let n) = json, let i = Int(exactly: n), abs(i) <= Int.largestExactJSONInteger else {
            throw .expected("an integer", found: json)
        }
        self = i
    }
    package var json: JSONValue { .number(Double(self)) }
}

extension Array: JSONCodable where Element: JSONCodable {
    package init(json: JSONValue) throws(JSONDecodingError) {
        guard case .array(let elements) = json else { throw .expected("an array", found: json) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (i, e) in elements.enumerated() {
            do { out.append(try Element(json: e)) } catch { throw error.inside(String(i)) }
        }
        self = out
    }
    package var json: JSONValue { .array(map(\.json)) }
}
