extension LanguageServer {
    /// The colour of every token defined in the document with a literal value (a reference is not a colour to
    /// edit), as the model resolved it.
    func documentColors(_ params: JSONValue) throws -> JSONValue {
        let p = try TextDocumentParams(json: params)
        let path = try documentPath(p.textDocument.uri)
        guard let model, model.tokenFiles.contains(path), let b = bytes(path) else { return JSONValue.array([]) }
        var out: [ColorInformation] = []
        let spans = spans(path)
        for (pointer, owner) in model.owners(path).nodes where !owner.isGroup && model.type(of: owner.path) == .color {
            guard let site = model.definitions[owner.path]?.first(where: { $0.file == path && $0.pointer == pointer }),
                  let value = spans[pointer.appending(site.valueKey)], !value.value.isEmpty else { continue }
            // A literal: not a string holding a reference.
            if b[value.value.lowerBound] == 0x22, b[value.value].contains(0x7B) { continue }
            guard let color = literalColor(owner.path, site, model) else { continue }
            let srgb = color.converted(to: .srgb)
            let c = srgb.components.map { min(max($0 ?? 0, 0), 1) }
            guard c.count == 3 else { continue }
            out.append(ColorInformation(range: range(value.value, in: path), color: Color(red: c[0], green: c[1], blue: c[2], alpha: color.alpha)))
        }
        out.sort { $0.range.start < $1.range.start }
        return out.json
    }

    /// The colour the definition at `site` gives, from a permutation whose winning definition it is.
    private func literalColor(_ path: TokenPath, _ site: SourceSite, _ model: Analysis) -> ColorValue? {
        for p in model.permutations {
            guard let t = p.tokens[path], t.aliasOf == nil, ProjectLocator.absolute(t.origin.file, root) == site.file, t.origin.pointer == site.pointer else { continue }
            if case .color(let c) = t.value { return c }
        }
        return nil
    }

    /// How a picked colour is written: a DTCG colour object (sRGB components, alpha, hex) in a DTCG file, a hex
    /// string in a Style Dictionary or Tokens Studio one.
    func colorPresentations(_ params: JSONValue) throws -> JSONValue {
        let p = try ColorPresentationParams(json: params)
        let path = try documentPath(p.textDocument.uri)
        let c = p.color
        let components = [c.red, c.green, c.blue].map { min(max($0, 0), 1) }
        let alpha = min(max(c.alpha, 0), 1)
        let hex = ColorValue(colorSpace: .srgb, components: components, alpha: alpha).hexString
        let numbers = components.map { NumberText.format(($0 * 10000).rounded() / 10000) }
        // A Style Dictionary or Tokens Studio project's files hold hex strings, what their tools read.
        let format = model?.sites.formats[path] ?? .dtcg
        var dtcg = format == .dtcg
        switch model?.project {
        case .styleDictionary?, .tokensStudio?: dtcg = false
        default: break
        }
        var out: [ColorPresentation] = []
        if dtcg {
            let object = "{ \"colorSpace\": \"srgb\", \"components\": [\(numbers.joined(separator: ", "))]"
                + (alpha < 1 ? ", \"alpha\": \(NumberText.format((alpha * 10000).rounded() / 10000))" : "") + ", \"hex\": \"\(hex.prefix(7))\" }"
            out.append(ColorPresentation(label: hex, textEdit: TextEdit(range: p.range, newText: object)))
        } else {
            out.append(ColorPresentation(label: hex, textEdit: TextEdit(range: p.range, newText: "\"\(hex)\"")))
        }
        return out.json
    }
}
