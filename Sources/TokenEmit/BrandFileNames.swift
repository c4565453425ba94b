/// One file name per brand (`<slug><suffix>`), distinct even on case-insensitive file systems: a brand whose
/// slug another brand already has is renamed `<slug>-2<suffix>` (and so on) and reported.
package enum BrandFileNames {
    /// The paths, parallel to `model.brands`, and for each brand the collision that renamed it (or nil).
    /// `what` names the output in the diagnostic (`CSS` → "the CSS file `a.css`").
    package static func make(_ model: EmitModel, suffix: String, what: String) -> (paths: [String], collisions: [Diagnostic?]) {
        unique(model.brands.map(\.name), suffix: suffix, kind: "The brands", what: what)
    }

    /// Distinct `<slug><suffix>` names for `names`, in order; a later name whose slug is taken gets `-2`, `-3`, …
    package static func unique(_ names: [String], suffix: String, kind: String, what: String) -> (paths: [String], collisions: [Diagnostic?]) {
        var paths: [String] = []
        var collisions: [Diagnostic?] = []
        var taken: [String: String] = [:]
        for name in names {
            let slug = FileSlug.make(name)
            var path = slug + suffix
            var collision: Diagnostic?
            if let kept = taken[path] {
                var n = 2
                while taken[slug + "-\(n)" + suffix] != nil { n += 1 }
                let renamed = slug + "-\(n)" + suffix
                collision = .nameCollision(kind: kind, kept: kept, dropped: name, becomes: "the \(what) `\(path)`", renamed: renamed)
                path = renamed
            }
            taken[path] = name
            paths.append(path)
            collisions.append(collision)
        }
        return (paths, collisions)
    }

    /// `unique(names, suffix: "", …)`'s names, with its collisions appended to `diagnostics` in order.
    package static func slugs(_ names: [String], kind: String, what: String, diagnostics: inout [Diagnostic]) -> [String] {
        let (paths, collisions) = unique(names, suffix: "", kind: kind, what: what)
        diagnostics += collisions.compactMap { $0 }
        return paths
    }
}
