/// A change to a source document that removes the problem a diagnostic reports, stated on the JSON tree so it
/// can be applied without re-reading the user's intent: `tokenc fix` applies fix-its, reporters show them.
public struct FixIt: Sendable, Hashable {
    /// One change to one JSON document. Locations name a file and a JSON pointer; the text is JSON.
    public enum Edit: Sendable, Hashable {
        /// The node at `location` becomes `json` (with `location.part == .key`: the member's key, `json` being
        /// a JSON string literal).
        case replace(SourceLocation, json: String)
        /// The object member at `location` goes.
        case remove(SourceLocation)
        /// A member `key: json` is added at the end of the object at `location`.
        case insert(SourceLocation, key: String, json: String)

        /// Where the edit applies.
        public var location: SourceLocation {
            switch self {
            case .replace(let l, _), .remove(let l), .insert(let l, _, _): return l
            }
        }
    }

    /// What the fix does, as a user reads it (`write "#ffffff"`).
    public var message: String
    /// The edits, applied together.
    public var edits: [Edit]

    /// A fix described by `message` that applies `edits` together.
    public init(_ message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits
    }
}
