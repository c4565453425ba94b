/// A JSON object built key by key, members kept in insertion order (setting a key again moves it last).
package struct DiffJSONObject {
    /// The members so far.
    private var members: [JSONMember] = []

    /// The value of `key`; setting nil removes it.
    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append(JSONMember(key: key, value: newValue)) }
        }
    }

    /// The object.
    package var value: JSONValue { .object(JSONObject(members)) }
}
