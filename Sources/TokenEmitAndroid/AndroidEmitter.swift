/// The Android resources output: per brand a resource folder `<brand>/` with `values/` (the light theme) and
/// `values-night/` (what the dark theme changes): `colors.xml`, `dimens.xml` (dp, sp for font sizes),
/// `integers.xml`, `strings.xml` and `bools.xml`. Android has no resource qualifier for increased contrast, so
/// high-contrast themes are not written here (see docs/outputs.md). Names that collide are reported
/// (`name-collision`); the later token is left out.
package enum AndroidEmitter {
    /// Renders `model`.
    package static func emit(_ model: EmitModel, options: AndroidOptions = AndroidOptions(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        let slugs = BrandFileNames.slugs(model.brands.map(\.name), kind: "The brands", what: "Android resource folder", diagnostics: &diagnostics)
        let light = NativeTokens.theme(model.themes, dark: false, highContrast: false)
        let night = NativeTokens.theme(model.themes, dark: true, highContrast: false)
        let prefix = AndroidText.prefixWords(options.prefix)
        let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- " + AndroidText.comment(GeneratedHeader.text(source: model.source)) + " -->\n<resources>\n"
        // A resource file's bytes so far: the header.
        func started() -> ByteBuffer {
            var buffer = ByteBuffer(capacity: 1 << 14)
            buffer.append(header)
            return buffer
        }
        var files: [OutputFile] = []
        var names: [TokenPath: (name: String, fontSize: Bool)] = [:]  // by path, the same in every brand
        var insetsReported = Set<TokenPath>()
        for b in model.brands.indices {
            let brand = model.brands[b]
            let tokens = NativeTokens.withoutEdgeInsets(NativeTokens.of(model, brand: b, output: "the Android resources", diagnostics: &diagnostics),
                                                        output: "the Android resources", reported: &insetsReported, diagnostics: &diagnostics)
            var claims: [String: NativeNameClaims] = [:]  // by resource type: a float item is a dimen
            // Per file: the lines of `values/` and of `values-night/`.
            var day: [String: ByteBuffer] = [:], dark: [String: ByteBuffer] = [:]  // by file: dimens and floats share one
            for t in tokens {
                guard let kind = AndroidResource.kind(of: t) else { continue }
                let (name, fontSize) = names[t.path] ?? {
                    let made = (AndroidText.name(NativeTokens.words(t.path), prefix: prefix), NativeTokens.isFontSize(t.path))
                    names[t.path] = made
                    return made
                }()
                guard claims[kind.element, default: NativeNameClaims()].claim(
                    name, by: t.token, what: "the Android \(kind.element) resource `\(name)`",
                    permutation: "brand=\(brand.name)", diagnostics: &diagnostics) else { continue }
                if options.comments {
                    var note = "\(t.path)"
                    if let d = t.token.description { note += ": " + d }
                    if let dep = t.token.deprecation { note += " (deprecated" + (dep.message.map { ": " + $0 } ?? "") + ")" }
                    day[kind.file, default: started()].append("    <!-- " + AndroidText.comment(note) + " -->\n")
                }
                let dayValue = AndroidResource.text(t.values[light], kind: kind, fontSize: fontSize, remBase: options.remBase)
                AndroidResource.element(kind, name: name, value: dayValue, into: &day[kind.file, default: started()])
                if night != light && t.values[night] != t.values[light] {
                    let nightValue = AndroidResource.text(t.values[night], kind: kind, fontSize: fontSize, remBase: options.remBase)
                    AndroidResource.element(kind, name: name, value: nightValue, into: &dark[kind.file, default: started()])
                }
            }
            for file in AndroidResource.files {
                if var body = day.removeValue(forKey: file) {
                    body.append(static: "</resources>\n")
                    files.append(sink(OutputFile(path: "\(slugs[b])/values/\(file)", contents: body.finished())))
                }
                if var body = dark.removeValue(forKey: file) {
                    body.append(static: "</resources>\n")
                    files.append(sink(OutputFile(path: "\(slugs[b])/values-night/\(file)", contents: body.finished())))
                }
            }
        }
        return (files, diagnostics)
    }
}

/// How a token becomes an Android resource.
package enum AndroidResource {
    /// The files under `values/`, in the order they are written.
    package static let files = ["colors.xml", "dimens.xml", "integers.xml", "strings.xml", "bools.xml"]

    /// A resource type, and the file it is written in.
    package enum Kind: Int, CaseIterable, Hashable {
        case color, dimen, float, integer, string, bool

        /// The file under `values/`.
        package var file: String {
            switch self {
            case .color: return "colors.xml"
            case .dimen, .float: return "dimens.xml"
            case .integer: return "integers.xml"
            case .string: return "strings.xml"
            case .bool: return "bools.xml"
            }
        }

        /// The resource type as `R.<element>` names it (a float is a `dimen` item).
        package var element: String {
            switch self {
            case .color: return "color"
            case .dimen, .float: return "dimen"
            case .integer: return "integer"
            case .string: return "string"
            case .bool: return "bool"
            }
        }
    }

    /// The resource type of a token, nil for the types Android resources cannot express (font families, cubic
    /// Béziers and the composites). A number is an `integer` when it is a whole number in every theme that fits
    /// in 32 bits, else a `float` dimen item.
    package static func kind(of t: NativeToken) -> Kind? {
        switch t.values[0] {
        case .color: return .color
        case .dimension: return .dimen
        case .number:
            let whole = t.values.allSatisfy { v in
                if case .number(let n) = v { return n == n.rounded() && abs(n) < 2_147_483_648 }
                return false
            }
            return whole ? .integer : .float
        case .fontWeight, .duration: return .integer
        case .string: return .string
        case .boolean: return .bool
        default: return nil
        }
    }

    /// The resource's text: `#RRGGBB` / `#AARRGGBB`, `16dp` / `17sp`, whole milliseconds, a weight, text.
    package static func text(_ value: TokenValue, kind: Kind, fontSize: Bool, remBase: Double) -> String {
        switch value {
        case .color(let c):
            let argb = NativeTokens.argb(c)
            return "#" + (argb.hasPrefix("FF") ? String(argb.dropFirst(2)) : argb)
        case .dimension(let d):
            return NumberText.format(d.pixels(remBase: remBase)) + (fontSize ? "sp" : "dp")
        case .number(let n):
            return kind == .integer ? String(Int64(n)) : NumberText.format(n)
        case .fontWeight(let w):
            return String(Int64(min(max(w, -1e9), 1e9).rounded()))
        case .duration(let d):
            return String(Int64(min(max(d.seconds * 1000, -2e9), 2e9).rounded()))
        case .string(let s):
            return AndroidText.string(s)
        case .boolean(let v):
            return v ? "true" : "false"
        default:
            return ""
        }
    }

    /// The element: `<color name="…">…</color>`; a float is `<item name="…" format="float" type="dimen">`; a
    /// string is not a format string (`formatted="false"`: `%` is text).
    /// Appended to `out` on a line of its own, indented.
    package static func element(_ kind: Kind, name: String, value: String, into out: inout ByteBuffer) {
        switch kind {
        case .float: out.append(static: "    <item name=\"")
        case .string: out.append(static: "    <string name=\"")
        default:
            out.append(static: "    <")
            out.append(kind.element)
            out.append(static: " name=\"")
        }
        out.append(name)
        switch kind {
        case .float: out.append(static: "\" format=\"float\" type=\"dimen\">")
        case .string: out.append(static: "\" formatted=\"false\">")
        default: out.append(static: "\">")
        }
        out.append(value)
        switch kind {
        case .float: out.append(static: "</item>\n")
        case .string: out.append(static: "</string>\n")
        default:
            out.append(static: "</")
            out.append(kind.element)
            out.append(static: ">\n")
        }
    }
}
