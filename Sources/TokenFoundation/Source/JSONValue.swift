/// A parsed JSON value. Objects keep the author's key order, which output order follows.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Every JSON number. `isInteger` on the enclosing value tells whether it was written without a fraction.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The object, when this value is one.
    @inlinable public var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }
    /// The string, when this value is one.
    @inlinable public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
    /// The number, when this value is one.
    @inlinable public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }
    /// The array, when this value is one.
    @inlinable public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }
    /// The boolean, when this value is one.
    @inlinable public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// A short human name of the JSON kind, for messages ("object", "string", …).
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue
    /// The member `key: value`.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON object with its members in source order. Keys are unique (the parser keeps the last).
public struct JSONObject: Sendable, Hashable {
    /// The members, in source order.
    public var members: [JSONMember]

    /// An object with `members`, in that order (keys are expected to be unique).
    public init(_ members: [JSONMember] = []) { self.members = members }

    /// The value for `key`, if present.
    public subscript(key: String) -> JSONValue? {
        get {
            for m in members where m.key == key { return m.value }
            return nil
        }
        set {
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append(JSONMember(key: key, value: newValue))
            }
        }
    }

    /// The keys in source order.
    public var keys: [String] { members.map(\.key) }
    /// True when the object has no members.
    public var isEmpty: Bool { members.isEmpty }
    /// The number of members.
    public var count: Int { members.count }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A JSON string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A JSON number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A JSON number, from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A JSON boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A JSON array of the elements.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A JSON object of the pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONMember(key: $0.0, value: $0.1) }))
    }
    /// JSON `null`.
    public init(nilLiteral: ()) { self = .null }
}
