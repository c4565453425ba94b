/// Options of the JSON output.
package struct JSONOptions: Sendable, Hashable {
    /// Write one resolved DTCG document per permutation, `<brand>/<theme>.json` (default true).
    package var resolved: Bool
    /// Write one flat `path → $value` document per permutation, `<brand>/<theme>.flat.json` (default true).
    package var flat: Bool
    /// Write `manifest.json` listing the permutations, their inputs and files (default true).
    package var manifest: Bool
    /// Keep aliases as written (`"{color.palette.blue}"`) in `$value` instead of resolved values (default false).
    package var outputReferences: Bool

    /// Creates options; every parameter has the documented default.
    package init(resolved: Bool = true, flat: Bool = true, manifest: Bool = true, outputReferences: Bool = false) {
        self.resolved = resolved
        self.flat = flat
        self.manifest = manifest
        self.outputReferences = outputReferences
    }
}
