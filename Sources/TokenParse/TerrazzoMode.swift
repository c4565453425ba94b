/// One Terrazzo mode of token files (`"$extensions": {"mode": {"dark": …}}`): the `$extensions` key the
/// modes are under and the mode's name.
public struct TerrazzoMode: Sendable, Hashable {
    /// The key under `$extensions` (`mode`).
    public var key: String
    /// The mode's name (`dark`).
    public var context: String

    /// A mode from its parts.
    public init(key: String, context: String) { self.key = key; self.context = context }

    /// The value token `object` gives this mode, nil when it gives none.
    package func value(in object: JSONObject) -> JSONValue? {
        guard case .object(let modes)? = object["$extensions"]?.objectValue?[key] else { return nil }
        return modes[context]
    }
}
