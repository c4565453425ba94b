import Foundation

/// Which targets a package manifest applies a plugin to, read from its text (plugins cannot see a target's plugin
/// list). Compiled into the tests through a symbolic link, so it uses Foundation alone.
enum ManifestPluginUse {
    /// The names of the targets of manifest `text` whose declaration names `"<plugin>"`: each `.target(`,
    /// `.executableTarget(`, `.testTarget(` or `.macro(` call runs up to the next one (its `plugins:` list
    /// included), and its first `name: "…"` names it. Comments are read as text too: a commented-out plugin line counts (a false refusal
    /// says what to do; a missed one would duplicate every type).
    static func targets(applying plugin: String, inManifest text: String) -> Set<String> {
        var calls: [Range<String.Index>] = []
        for start in [".target(", ".executableTarget(", ".testTarget(", ".macro("] {
            var from = text.startIndex
            while let r = text.range(of: start, range: from..<text.endIndex) {
                calls.append(r)
                from = r.upperBound
            }
        }
        calls.sort { $0.lowerBound < $1.lowerBound }
        var names: Set<String> = []
        for (i, call) in calls.enumerated() {
            let end = i + 1 < calls.count ? calls[i + 1].lowerBound : text.endIndex
            let body = text[call.upperBound..<end]
            guard body.contains("\"" + plugin + "\""), let key = body.range(of: "name:"),
                  let open = body[key.upperBound...].firstIndex(of: "\"") else { continue }
            let rest = body[body.index(after: open)...]
            guard let close = rest.firstIndex(of: "\"") else { continue }
            names.insert(String(rest[..<close]))
        }
        return names
    }
}
