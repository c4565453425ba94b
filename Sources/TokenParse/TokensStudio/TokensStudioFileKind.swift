/// What one Tokens Studio JSON file given as the project (`--tokens-studio FILE`, `"tokensStudio": "FILE.json"`)
/// holds: a single-file export (every set a top-level key beside `$themes` and `$metadata`, as Tokens Studio's
/// single-file sync writes it), or one set (a file of a multi-file project, or a set exported alone).
package enum TokensStudioFileKind: Sendable, Hashable {
    /// Sets as top-level keys, with `$themes` and/or `$metadata`.
    case export
    /// One set: its top-level keys are groups and tokens.
    case plainSet

    /// The kind of the file whose top-level object is `root`: an export when it has `$themes` or `$metadata`
    /// (Tokens Studio writes both), else one set. A set's own top-level keys never start with `$` but for
    /// `$type`/`$description`, so the two cannot be mistaken; an old export with neither key reads as one set
    /// (add `"$metadata": {"tokenSetOrder": [...]}` to read it as sets).
    package static func of(_ root: JSONObject) -> TokensStudioFileKind {
        root["$themes"] != nil || root["$metadata"] != nil ? .export : .plainSet
    }
}
