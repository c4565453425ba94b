/// One layer of tokens to merge for a permutation; later layers win over earlier ones.
///
/// The resolver module lists layers; it never reads files or merges tokens. The pipeline loads each
/// `.file` layer (relative to the resolver document's directory), parses both kinds as DTCG token
/// documents and merges them in order.
public enum TokenSource: Sendable, Hashable {
    /// Tokens in an external file, optionally only the part at `pointer` inside it.
    ///
    /// - `path`: relative to the resolver document's directory, exactly as written before any `#`.
    /// - `pointer`: the fragment after `#` as a JSON pointer (`.root` when there is none).
    /// - `origin`: the reference object (`{"$ref": …}`) in the resolver document;
    ///   `origin.location(["$ref"])` is the reference string, for "file not found".
    /// - `overrides`: the keys written beside `$ref`, which replace the same top-level keys of the
    ///   referenced tokens wholesale (shallowly: objects and arrays are not merged). Each key sits at
    ///   `origin.location([key])`.
    case file(path: String, pointer: JSONPointer, origin: Origin, overrides: JSONObject?)

    /// Tokens written inline in the resolver document; `origin` is the inline object's location, so a
    /// token at `color/text` inside it is at `origin.location(["color", "text"])`.
    case inline(JSONValue, origin: Origin)

    /// The values one Terrazzo mode gives in the file at `path` (as for `.file`): each token with
    /// `$extensions[mode.key][mode.context]`, that as its `$value` (`TerrazzoModes`). `origin`: where the
    /// modes were found.
    case modeValues(path: String, mode: TerrazzoMode, origin: Origin)

    /// The file the source reads (relative to the resolver document's directory), nil for inline tokens.
    public var filePath: String? {
        switch self {
        case .file(let path, _, _, _), .modeValues(let path, _, _): return path
        case .inline: return nil
        }
    }

    /// Where the layer is written in the resolver document.
    public var origin: Origin {
        switch self {
        case .file(_, _, let origin, _): return origin
        case .inline(_, let origin): return origin
        case .modeValues(_, _, let origin): return origin
        }
    }

    /// A short description for messages and `explain`: `base/color.json`, `base/color.json#/color`,
    /// or `inline tokens at #/sets/base/sources/1`.
    public var summary: String {
        switch self {
        case .file(let path, let pointer, _, _):
            return pointer.tokens.isEmpty ? path : "\(path)#\(pointer)"
        case .inline(_, let origin):
            return "inline tokens at #\(origin.pointer)"
        case .modeValues(let path, let mode, _):
            return "\(path) ($extensions.\(mode.key).\(mode.context))"
        }
    }
}
