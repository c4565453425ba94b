/// A Style Dictionary config's platforms as an output: every file of every platform, in Style Dictionary's
/// format of the same name, with its transforms reproduced. The build sets it up from `--style-dictionary` or
/// `"styleDictionary"` in tokenc.json (it is not written in tokenc.json itself); see
/// docs/coming-from-style-dictionary.md.
package struct StyleDictionaryFormat: OutputFormat {
    /// What the build hands the format: the config, and what it knows of the token files.
    package struct Options: Sendable {
        package var config: StyleDictionaryConfig?
        /// The type written for each token in its file, by dotted path.
        package var writtenTypes: [String: String] = [:]
        /// Values written as bare numbers, as written, by dotted path.
        var writtenNumbers: [String: JSONValue] = [:]
        /// The token files `include` matched (their tokens are not `isSource`).
        var includeFiles: Set<String> = []
    }

    package init() {}

    /// The member of `Config.outputs` the build sets; `Config.decode` reads `"styleDictionary"` as the config's
    /// path instead.
    package static let key = "styleDictionary"
    package var key: String { Self.key }
    package var start: OutputStart { .concurrent(rank: 2) }
    package var hasViewport: Bool { true }

    /// `config` (the raw Style Dictionary config), `file` (its path), `types` and `include`, as the build sets them.
    package func options(from reader: inout ObjectReader) -> Options {
        var o = Options()
        if let file = reader.string("file"), let raw = reader.value("config") {
            o.config = StyleDictionaryConfig.decode(raw, file: file).config
        }
        if case .object(let types)? = reader.value("types") {
            for m in types.members { if let s = m.value.stringValue { o.writtenTypes[m.key] = s } }
        }
        if case .object(let numbers)? = reader.value("numbers") {
            for m in numbers.members { o.writtenNumbers[m.key] = m.value }
        }
        o.includeFiles = Set(reader.strings("include") ?? [])
        return o
    }

    package func emit(_ model: EmitModel, options: Options, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard let config = options.config else { return ([], []) }
        let tokens = model.tokens(brand: 0, theme: 0)
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for platform in config.platforms {
            var values = StyleDictionaryPlatformValues(tokens: tokens, transforms: platform.transforms, base: platform.basePxFontSize,
                                               writtenTypes: options.writtenTypes, writtenNumbers: options.writtenNumbers)
            for file in platform.files {
                let at = SourceLocation(file: config.file, pointer: file.pointer.appending("format"))
                guard StyleDictionaryFileWriter.formats.contains(file.format) else {
                    diagnostics.append(Diagnostic(.styleDictionaryUnsupported,
                        "format \"\(file.format)\" has no tokenc equivalent (Objective-C and custom formats are not written); \(file.destination) is not built",
                        at: at))
                    continue
                }
                let filter = StyleDictionaryFilter(file.filter)
                if let key = filter.unsupportedKey {
                    diagnostics.append(Diagnostic(.styleDictionaryUnsupported,
                        "filter member \"\(key)\" is not one tokenc matches ($type, type, attributes, path, name, isSource); \(file.destination) is not built",
                        at: SourceLocation(file: config.file, pointer: file.pointer.appending(contentsOf: ["filter", key]), part: .key)))
                    continue
                }
                let references = file.options["outputReferences"]?.boolValue == true
                var entries: [StyleDictionaryFileWriter.Entry] = []
                for token in tokens.tokens {
                    let kind = values.kind(token)
                    let name = StyleDictionaryTransforms.name(token.path, transforms: platform.transforms, prefix: platform.prefix)
                    let isSource = !options.includeFiles.contains(token.origin.file)
                    guard filter.matches(token, kind: kind, name: name, isSource: isSource),
                          Self.carries(file.format, kind: kind) else { continue }
                    let reference = references ? token.aliasOf.flatMap { tokens.contains($0) ? $0 : nil }
                        .map { StyleDictionaryTransforms.name($0, transforms: platform.transforms, prefix: platform.prefix) } : nil
                    entries.append(.init(path: token.path, name: name, value: values.value(token.path), kind: kind, reference: reference))
                }
                var writer = StyleDictionaryFileWriter(format: file.format, options: file.options, entries: entries)
                let text = writer.text()
                if !writer.leftOut.isEmpty {
                    diagnostics.append(Diagnostic(.styleDictionaryUnsupported,
                        "\(writer.leftOut.count) token(s) have no \(file.format) value under this platform's transforms (Style Dictionary writes them as text that does not compile): \(writer.leftOut.prefix(8).joined(separator: ", "))\(writer.leftOut.count > 8 ? ", …" : ""); left out of \(file.destination)",
                        at: at))
                }
                let path = PathText.normalize(PathText.join(platform.buildPath, file.destination))
                files.append(sink(OutputFile(path: path, contents: Array(text.utf8))))
            }
        }
        return (files, diagnostics)
    }

    /// True when a format built for one kind of token carries a token of `kind` (`android/colors` only colours).
    package static func carries(_ format: String, kind: StyleDictionaryTokenKind) -> Bool {
        switch format {
        case "android/colors": return kind.isColor
        case "android/dimens": return kind.isDimension
        case "android/fontDimens": return kind.isFontSize
        default: return true
        }
    }
}

/// A Style Dictionary object filter: a token is kept when every member matches it, as lodash's `matches`
/// compares (`{"$type": "color"}`, `{"attributes": {"category": "color"}}`).
package struct StyleDictionaryFilter {
    package let object: JSONObject?

    init(_ object: JSONObject?) { self.object = object }

    package static let keys: Set<String> = ["$type", "type", "attributes", "path", "name", "isSource"]

    /// The first member tokenc cannot match, if any.
    var unsupportedKey: String? { object?.keys.first { !Self.keys.contains($0) } }

    package func matches(_ token: ResolvedToken, kind: StyleDictionaryTokenKind, name: String, isSource: Bool) -> Bool {
        guard let object else { return true }
        let cti = ["category", "type", "item", "subitem", "state"]
        for m in object.members {
            switch m.key {
            case "$type", "type":
                // The type as written (`fontSize` is not `dimension` here, as in Style Dictionary); tokenc's
                // only for a token whose type was inferred.
                guard let t = m.value.stringValue, t == kind.type else { return false }
            case "attributes":
                guard case .object(let a) = m.value else { return false }
                for attr in a.members {
                    guard let i = cti.firstIndex(of: attr.key), i < token.path.components.count,
                          attr.value.stringValue == token.path.components[i] else { return false }
                }
            case "path":
                guard m.value.arrayValue?.compactMap(\.stringValue) == token.path.components else { return false }
            case "name":
                guard m.value.stringValue == name else { return false }
            case "isSource":
                guard m.value.boolValue == isSource else { return false }
            default:
                return false
            }
        }
        return true
    }
}
