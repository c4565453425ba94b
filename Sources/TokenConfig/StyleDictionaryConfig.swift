/// A Style Dictionary JSON config (`config.json`): the token files it reads and the platforms it builds, as
/// `tokenc build --style-dictionary` and `"styleDictionary"` in tokenc.json take it. See
/// docs/coming-from-style-dictionary.md for what each key does here.
package struct StyleDictionaryConfig: Sendable, Hashable {
    /// One file of a platform: where it goes, its format, which tokens it carries and its options.
    package struct File: Sendable, Hashable {
        /// The path below the platform's `buildPath`.
        package var destination: String
        /// The Style Dictionary format name (`css/variables`).
        package var format: String
        /// An object filter (`{"$type": "color"}`): a token is in the file when every member matches it.
        package var filter: JSONObject?
        /// The file's options (`outputReferences`, `className`, …), over the platform's.
        package var options: JSONObject
        /// Where the file is in the config (its `format` member locates warnings about the format).
        package var pointer: JSONPointer
    }

    /// One platform: its transforms and files.
    package struct Platform: Sendable, Hashable {
        package var name: String
        /// The transforms, in order: the group's, then those `transforms` lists.
        package var transforms: [String]
        /// The folder the files go to, relative to the config's folder (`build/css/`).
        package var buildPath: String
        /// What every name starts with (`prefix`), when set.
        package var prefix: String?
        /// The pixel size of 1rem for the size transforms (`basePxFontSize`, default 16).
        package var basePxFontSize: Double
        package var files: [File]
        package var pointer: JSONPointer
    }

    /// The config file.
    package var file: String
    /// `source` patterns, relative to the config's folder: their tokens override `include`'s.
    package var source: [String] = []
    /// `include` patterns: read first, overridden by `source`, emitted as well.
    package var include: [String] = []
    package var platforms: [Platform] = []

    /// The transforms of each built-in transform group of Style Dictionary 5.
    package static let transformGroups: [String: [String]] = {
        let css = ["attribute/cti", "name/kebab", "time/seconds", "html/icon", "size/rem", "color/css", "asset/url",
                   "fontFamily/css", "cubicBezier/css", "strokeStyle/css/shorthand", "border/css/shorthand",
                   "typography/css/shorthand", "transition/css/shorthand", "shadow/css/shorthand"]
        let swift = ["attribute/cti", "name/camel", "color/UIColorSwift", "content/swift/literal", "asset/swift/literal",
                     "size/swift/remToCGFloat"]
        return [
            "web": ["attribute/cti", "name/kebab", "size/px", "color/css"],
            "js": ["attribute/cti", "name/pascal", "size/rem", "color/hex"],
            "css": css, "scss": css, "less": css.map { $0 == "color/css" ? "color/hex" : $0 },
            "android": ["attribute/cti", "name/snake", "color/hex8android", "size/remToSp", "size/remToDp"],
            "compose": ["attribute/cti", "name/camel", "color/composeColor", "size/compose/em", "size/compose/remToSp",
                        "size/compose/remToDp"],
            "ios-swift": swift, "ios-swift-separate": swift,
            "ios": ["attribute/cti", "name/pascal", "color/UIColor", "content/objC/literal", "asset/objC/literal",
                    "size/remToPt", "font/objC/literal"],
        ]
    }()

    /// Why a JavaScript config cannot be read, for its diagnostic.
    package static func javaScriptRefusal(_ path: String) -> String {
        "\(PathText.fileName(of: path)) is a JavaScript config: tokenc reads only JSON Style Dictionary configs (no hooks, "
            + "custom transforms or formats run here); write it as config.json, or run `tokenc migrate` on the token files "
            + "and describe the outputs in tokenc.json (see docs/coming-from-style-dictionary.md)"
    }

    /// True when `path` names a JavaScript config (`.js`, `.mjs`, `.cjs`, `.ts`).
    package static func isJavaScript(_ path: String) -> Bool {
        [".js", ".mjs", ".cjs", ".ts"].contains { path.lowercased().hasSuffix($0) }
    }

    /// Decodes `file`: errors for what cannot be read, warnings for what tokenc does not reproduce (each at the
    /// member that asks for it). Nil when there is an error.
    package static func decode(_ file: SourceFile) -> (config: StyleDictionaryConfig?, diagnostics: [Diagnostic]) {
        if isJavaScript(file.path) {
            return (nil, [Diagnostic(.configInvalid, javaScriptRefusal(file.path), at: SourceLocation(file: file.path, line: 1, column: 1))])
        }
        let read = JSONReader.read(file)
        guard let value = read.value else { return (nil, read.diagnostics) }
        let decoded = decode(value, file: file.path)
        return (decoded.config, read.diagnostics + decoded.diagnostics)
    }

    /// Decodes the config `value` read from `file` (see `decode(_:)`).
    package static func decode(_ value: JSONValue, file: String) -> (config: StyleDictionaryConfig?, diagnostics: [Diagnostic]) {
        guard case .object(let root) = value else {
            return (nil, [Diagnostic(.configInvalid, "a Style Dictionary config must be a JSON object", at: SourceLocation(file: file, pointer: .root))])
        }
        var c = StyleDictionaryConfig(file: file)
        var r = ObjectReader(root, file: file, at: .root)
        c.source = r.strings("source") ?? []
        c.include = r.strings("include") ?? []
        if c.source.isEmpty && c.include.isEmpty {
            r.report("source", "the Style Dictionary config needs \"source\", the token files to read (\"tokens/**/*.json\")")
        }
        var warnings: [Diagnostic] = []
        let platforms = r.entries("platforms") { name, p -> Platform? in
            platform(name, &p, warnings: &warnings)
        } ?? []
        c.platforms = platforms.map(\.1)
        if root["platforms"] == nil { r.report("platforms", "the Style Dictionary config needs \"platforms\", what to build") }
        unsupported(&r, known: ["source", "include", "platforms"], warnings: &warnings)
        let diagnostics = r.diagnostics + warnings
        return (diagnostics.hasErrors ? nil : c, diagnostics)
    }

    /// One platform; its unsupported members are warnings.
    private static func platform(_ name: String, _ p: inout ObjectReader, warnings: inout [Diagnostic]) -> Platform? {
        var transforms: [String] = []
        if let group = p.string("transformGroup") {
            if let t = transformGroups[group] {
                transforms = t
            } else {
                warnings.append(Diagnostic(.styleDictionaryUnsupported,
                    "transform group \"\(group)\" is not a built-in Style Dictionary group tokenc reproduces (\(transformGroups.keys.sorted().joined(separator: ", "))); its transforms are left out",
                    at: p.location("transformGroup")))
            }
        }
        if let listed = p.strings("transforms") {
            for (i, t) in listed.enumerated() where !StyleDictionaryTransformNames.known.contains(t) {
                warnings.append(Diagnostic(.styleDictionaryUnsupported, "transform \"\(t)\" has no tokenc equivalent; it is left out",
                    at: SourceLocation(file: p.file, pointer: p.pointer.appending(contentsOf: ["transforms", String(i)]))))
            }
            transforms += listed.filter { StyleDictionaryTransformNames.known.contains($0) }
        }
        let buildPath = p.string("buildPath") ?? ""
        let prefix = p.string("prefix")
        let base = p.number("basePxFontSize") ?? 16
        let platformOptions = p.object("options") { o -> JSONObject in
            for m in o.object.members { _ = o.value(m.key) }
            return o.object
        } ?? JSONObject()
        var files: [File] = []
        if case .array(let items)? = p.value("files") {
            for (i, item) in items.enumerated() {
                let pointer = p.pointer.appending(contentsOf: ["files", String(i)])
                guard case .object(let o) = item else {
                    p.report(at: SourceLocation(file: p.file, pointer: pointer), "a file must be an object with \"destination\" and \"format\"")
                    continue
                }
                var f = ObjectReader(o, file: p.file, at: pointer)
                let destination = f.string("destination")
                let format = f.string("format")
                if destination == nil { f.report("destination", "a file needs \"destination\", its path below \"buildPath\"") }
                if format == nil { f.report("format", "a file needs \"format\" (\"css/variables\", …)") }
                var filter: JSONObject?
                if let v = f.value("filter") {
                    if case .object(let o) = v { filter = o } else {
                        warnings.append(Diagnostic(.styleDictionaryUnsupported,
                            "a named filter (\(JSONWriter.string(v, pretty: false))) is a JavaScript function tokenc cannot run; write an object filter such as {\"$type\": \"color\"}; the file is left out",
                            at: f.location("filter")))
                        f.finish()
                        continue
                    }
                }
                var options = platformOptions
                if let own = f.object("options", { o -> JSONObject in
                    for m in o.object.members { _ = o.value(m.key) }
                    return o.object
                }) {
                    for m in own.members { options[m.key] = m.value }
                }
                unsupported(&f, known: ["destination", "format", "filter", "options"], warnings: &warnings)
                if let destination, let format {
                    files.append(File(destination: destination, format: format, filter: filter, options: options, pointer: pointer))
                }
                p.append(f.diagnostics)
            }
        } else if p.value("files") != nil {
            p.report("files", "\"files\" must be an array of {\"destination\": …, \"format\": …}")
        }
        unsupported(&p, known: ["transformGroup", "transforms", "buildPath", "prefix", "basePxFontSize", "options", "files"], warnings: &warnings)
        return Platform(name: name, transforms: transforms, buildPath: buildPath, prefix: prefix, basePxFontSize: base, files: files,
                        pointer: p.pointer)
    }

    /// A `style-dictionary-unsupported` warning at each member of `r` not in `known` (JavaScript hooks, actions,
    /// log settings, …), which are then left out.
    private static func unsupported(_ r: inout ObjectReader, known: Set<String>, warnings: inout [Diagnostic]) {
        for m in r.object.members where !known.contains(m.key) && !m.key.hasPrefix("$") {
            warnings.append(Diagnostic(.styleDictionaryUnsupported,
                "\"\(m.key)\" has no tokenc equivalent here (supported: \(known.sorted().joined(separator: ", "))); it is left out",
                at: r.location(m.key, part: .key)))
            _ = r.value(m.key)
        }
    }
}
