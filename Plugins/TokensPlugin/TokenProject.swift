import Foundation

/// The token project of one target, as the plugins find it: the target's one `tokenc.json` (or, without one,
/// its one `*.resolver.json` document), and every file a build reads. Plugins cannot import TokenCore, so this
/// only finds files and builds `tokenc` arguments; tokenc itself does the reading, checking and reporting.
struct TokenProject {
    /// How tokenc is told what to compile.
    enum Entry {
        /// A config file: `tokenc build --config PATH`.
        case config(URL)
        /// A resolver document without a config: `tokenc build --resolver PATH`.
        case resolver(URL)
    }

    /// The config or resolver document.
    var entry: Entry
    /// Files whose change must rerun tokenc: every JSON file in the target, plus token files the config or the
    /// resolver document names outside it.
    var inputs: [URL]

    /// The `tokenc` arguments that select the project: the path relative to `base` when it is inside it (tokenc
    /// then runs in `base`, and generated headers name the config the same way on every machine), else absolute.
    func arguments(relativeTo base: URL? = nil) -> [String] {
        let path = base.map { Self.relative(entryURL, to: $0) } ?? entryURL.path
        switch entry {
        case .config: return ["--config", path]
        case .resolver: return ["--resolver", path]
        }
    }

    /// The file tokenc starts from.
    var entryURL: URL {
        switch entry {
        case .config(let url), .resolver(let url): return url
        }
    }

    /// Why a target's project cannot be used; the description says what to change.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Finds the project among `files` (a target's files). Throws a `Problem` saying what to add or remove when
    /// there is no config and no resolver document, or more than one.
    static func find(in files: [URL], targetName: String, targetDirectory: URL) throws -> TokenProject {
        let json = files.filter { $0.pathExtension == "json" }
        let configs = json.filter { $0.lastPathComponent == "tokenc.json" }
        let entry: Entry
        if configs.count > 1 {
            throw Problem(description: "target '\(targetName)' has \(configs.count) tokenc.json files (\(list(configs, under: targetDirectory))); "
                + "the tokens plugin compiles one project per target: keep one, or move the others into targets of their own")
        } else if let config = configs.first {
            entry = .config(config)
        } else {
            let resolvers = json.filter { $0.lastPathComponent.hasSuffix(".resolver.json") }
            if resolvers.count > 1 {
                throw Problem(description: "target '\(targetName)' has \(resolvers.count) resolver documents (\(list(resolvers, under: targetDirectory))) and no tokenc.json; "
                    + "add a tokenc.json next to them naming the one to compile, e.g. {\"resolver\": \"\(relative(resolvers[0], to: targetDirectory))\", \"swift\": {}}")
            }
            guard let resolver = resolvers.first else {
                throw Problem(description: "target '\(targetName)' has no tokenc.json, which the tokenc plugins compile; add one to \(targetDirectory.path), "
                    + "e.g. {\"resolver\": \"tokens.resolver.json\", \"swift\": {}} or {\"tokens\": [\"colors.tokens.json\"], \"swift\": {}} (see docs/plugins.md)")
            }
            entry = .resolver(resolver)
        }
        var inputs = json
        var seen = Set(json.map { $0.standardizedFileURL.path })
        for url in referencedFiles(entry) where seen.insert(url.standardizedFileURL.path).inserted {
            if FileManager.default.fileExists(atPath: url.path) { inputs.append(url) }
        }
        return TokenProject(entry: entry, inputs: inputs)
    }

    /// Files named by the config (`tokens`, `resolver`) and by the resolver document (`$ref`s to other files),
    /// best effort: a file that does not parse adds nothing here (tokenc reports it, located, when it runs).
    static func referencedFiles(_ entry: Entry) -> [URL] {
        var out: [URL] = []
        var resolver: URL?
        switch entry {
        case .resolver(let url): resolver = url
        case .config(let url):
            let object = readJSON(url) as? [String: Any]
            let base = url.deletingLastPathComponent()
            for path in object?["tokens"] as? [String] ?? [] { out.append(base.appendingPathComponent(path)) }
            if let path = object?["resolver"] as? String {
                resolver = base.appendingPathComponent(path)
                out.append(base.appendingPathComponent(path))
            }
        }
        if let resolver, let document = readJSON(resolver) {
            let base = resolver.deletingLastPathComponent()
            for ref in references(in: document) {
                let file = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                if !file.isEmpty && !file.contains("://") { out.append(base.appendingPathComponent(file)) }
            }
        }
        return out
    }

    /// Every `"$ref"` string in `value`.
    private static func references(in value: Any) -> [String] {
        if let object = value as? [String: Any] {
            var refs: [String] = []
            for (key, member) in object {
                if key == "$ref", let s = member as? String { refs.append(s) } else { refs += references(in: member) }
            }
            return refs
        }
        if let array = value as? [Any] { return array.flatMap { references(in: $0) } }
        return []
    }

    private static func readJSON(_ url: URL) -> Any? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(withoutComments([UInt8](data))))
    }

    /// `json` with `//` and `/* */` comments blanked out (tokenc.json allows them; JSONSerialization does not).
    static func withoutComments(_ json: [UInt8]) -> [UInt8] {
        var out = json
        var i = 0
        var inString = false
        while i < out.count {
            let c = out[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "/"), i + 1 < out.count, out[i + 1] == UInt8(ascii: "/") {
                while i < out.count, out[i] != UInt8(ascii: "\n") { out[i] = UInt8(ascii: " "); i += 1 }
                continue
            } else if c == UInt8(ascii: "/"), i + 1 < out.count, out[i + 1] == UInt8(ascii: "*") {
                while i < out.count, !(out[i] == UInt8(ascii: "*") && i + 1 < out.count && out[i + 1] == UInt8(ascii: "/")) {
                    if out[i] != UInt8(ascii: "\n") { out[i] = UInt8(ascii: " ") }
                    i += 1
                }
                if i + 1 < out.count { out[i] = UInt8(ascii: " "); out[i + 1] = UInt8(ascii: " ") }
                i += 2
                continue
            }
            i += 1
        }
        return out
    }

    private static func relative(_ url: URL, to directory: URL) -> String {
        let path = url.standardizedFileURL.path, base = directory.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private static func list(_ urls: [URL], under directory: URL) -> String {
        urls.map { relative($0, to: directory) }.sorted().joined(separator: ", ")
    }
}
