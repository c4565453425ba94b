/// The HTML output: one self-contained page per brand (`<brand>.html`) showing its tokens as designers and
/// reviewers look at them — colour swatches for every theme side by side, spacing and radius scales to scale,
/// touch targets at true size against the minimum, buttons and radio buttons rendered from their tokens, the
/// contrast matrix from validation, deprecated tokens marked. No script, no network, no external file: the
/// page works from the file system. See docs/html.md.
package enum HTMLEmitter {
    /// Renders one page per brand of `model`, with what `context` adds (contrast results, touch targets).
    /// Each file goes to `sink` as soon as it is rendered; the result holds what the sink gives back.
    package static func emit(_ model: EmitModel, options: HTMLOptions = HTMLOptions(),
                            context: HTMLSheetContext = HTMLSheetContext(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        var paths: [String: String] = [:]
        for b in model.brands.indices {
            let stem = FileSlug.make(model.brands[b].name)
            var path = (stem.isEmpty ? "tokens" : stem) + ".html"
            if let kept = paths[path] {
                var n = 2
                while paths["\(stem)-\(n).html"] != nil { n += 1 }
                let renamed = "\(stem)-\(n).html"
                diagnostics.append(.nameCollision(kind: "The brands", kept: kept, dropped: model.brands[b].name,
                                                  becomes: "the HTML file `\(path)`", renamed: renamed))
                path = renamed
            }
            paths[path] = model.brands[b].name
            var sheet = HTMLSheetWriter(model: model, brand: b, options: options, context: context)
            files.append(sink(OutputFile(path: path, contents: sheet.render())))
        }
        return (files, diagnostics)
    }
}
