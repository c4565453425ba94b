/// Reads `"emitSourceSets"` (`SourceSetEmission`).
extension Config {
    /// `"emitSourceSets": true` (every source set), `false` (none, the default) or a list of set names; only
    /// beside `"tokensStudio"`, the one kind of project with source sets.
    package static func emitSourceSets(_ r: inout ObjectReader, tokensStudio: String?) -> SourceSetEmission {
        guard let v = r.value("emitSourceSets") else { return .none }
        let emission: SourceSetEmission
        switch v {
        case .bool(let b): emission = b ? .all : .none
        case .array(let items) where items.allSatisfy({ !($0.stringValue ?? "").isEmpty }):
            emission = .sets(items.compactMap(\.stringValue))
        default:
            r.report("emitSourceSets", "\"emitSourceSets\" must be true, false or an array of set names (\"primitives/globals\"), not \(v.kindName)")
            return .none
        }
        if tokensStudio == nil, emission != .none {
            r.report("emitSourceSets", "\"emitSourceSets\" applies to a Tokens Studio project; add \"tokensStudio\" or remove it", part: .key)
        }
        return emission
    }
}
