import Foundation

/// Finds the project a workspace holds, as `tokenc build` would be pointed at it: an explicit choice from the
/// client's `initializationOptions` first, then a `tokenc.json` (at the root or in `Tokens/`), a resolver
/// document, a Tokens Studio folder, a Style Dictionary config, and last every token file below the root.
package enum ProjectLocator {
    /// The project in `root` (an absolute folder); `options` are the client's `initializationOptions`
    /// (`config`, `resolver`, `tokensStudio` or `styleDictionary`, each a path relative to `root`).
    package static func locate(in root: String, options: JSONValue?) -> TokenProject? {
        if case .object(let o)? = options {
            if case .string(let p)? = o["config"] { return .config(absolute(p, root)) }
            if case .string(let p)? = o["resolver"] { return .resolver(absolute(p, root)) }
            if case .string(let p)? = o["tokensStudio"] { return .tokensStudio(absolute(p, root)) }
            if case .string(let p)? = o["styleDictionary"] { return .styleDictionary(absolute(p, root)) }
        }
        for candidate in ["tokenc.json", "Tokens/tokenc.json", "tokens/tokenc.json"] {
            let path = PathText.join(root, candidate)
            if MigrateSource.kind(of: path) == .file { return .config(path) }
        }
        for folder in [root] + subfolders(of: root) {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            let resolvers = entries.filter { $0.hasSuffix(".resolver.json") }
            if resolvers.count == 1 { return .resolver(PathText.join(folder, resolvers[0])) }
            if entries.contains("$themes.json") || entries.contains("$metadata.json") { return .tokensStudio(folder) }
            for name in ["sd.config.json", "style-dictionary.config.json", "config.json"] where entries.contains(name) {
                let path = PathText.join(folder, name)
                if isStyleDictionaryConfig(path) { return .styleDictionary(path) }
            }
        }
        // A workspace that is no project (a home folder, say) is not walked to its end.
        let files = MigrateSource.jsonFiles(under: root, limit: Self.maximumScannedEntries).filter { isTokenFileName(PathText.fileName(of: $0)) }
        return files.isEmpty ? nil : .files(files)
    }

    /// The most directory entries looked at for loose token files.
    package static let maximumScannedEntries = 20_000

    /// True for the name of a file that can make a folder a project (a config, a resolver document, a Tokens
    /// Studio folder's `$themes.json` or `$metadata.json`, a Style Dictionary config).
    package static func namesAProject(_ name: String) -> Bool {
        ["tokenc.json", "$themes.json", "$metadata.json", "sd.config.json", "style-dictionary.config.json", "config.json"].contains(name)
            || name.hasSuffix(".resolver.json")
    }

    /// `path` made absolute against `root`.
    package static func absolute(_ path: String, _ root: String) -> String {
        PathText.normalize(path.hasPrefix("/") ? path : PathText.join(root, path))
    }

    /// The folders directly in `root`, hidden ones and `node_modules` left out, sorted.
    private static func subfolders(of root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") && $0 != "node_modules" }
            .map { PathText.join(root, $0) }
            .filter { MigrateSource.kind(of: $0) == .directory }
    }

    /// A JSON object with `platforms` and `source` (or `include`): a Style Dictionary config.
    private static func isStyleDictionaryConfig(_ path: String) -> Bool {
        guard case .success(let file) = FileSystem.load(path), case .object(let o)? = JSONReader.read(file).value else { return false }
        return o["platforms"] != nil && (o["source"] != nil || o["include"] != nil)
    }

    /// Names of JSON files that are not token files: package manifests and editor settings.
    private static func isTokenFileName(_ name: String) -> Bool {
        !["package.json", "package-lock.json", "tsconfig.json", "jsconfig.json", "composer.json", "manifest.json"].contains(name)
    }
}
