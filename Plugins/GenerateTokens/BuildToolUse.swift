import Foundation
import PackagePlugin

/// Which targets also apply the build-tool plugin (`TokensPlugin`): generating committed Swift into such a target
/// would declare every type twice, once in the committed files and once in the plugin's file.
enum BuildToolUse {
    /// The names of the targets whose declaration in the package manifest applies `TokensPlugin`, or whose sources
    /// already include the file it generates (`<Target>Tokens.swift`). Plugins cannot see a target's plugin list,
    /// so the manifest is read as text (`ManifestPluginUse`).
    static func targets(in package: Package) -> Set<String> {
        var names: Set<String> = []
        for case let target as SwiftSourceModuleTarget in package.targets
        where target.pluginGeneratedSources.contains(where: { $0.lastPathComponent == target.name + "Tokens.swift" }) {
            names.insert(target.name)
        }
        let manifest = package.directoryURL.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return names }
        return names.union(ManifestPluginUse.targets(applying: "TokensPlugin", inManifest: text))
    }

    /// The target among `targets` whose directory holds `file`, if any.
    static func target(holding file: URL, in targets: [any Target]) -> SwiftSourceModuleTarget? {
        let path = file.standardizedFileURL.path
        for case let target as SwiftSourceModuleTarget in targets {
            let dir = target.directoryURL.standardizedFileURL.path
            if path.hasPrefix(dir.hasSuffix("/") ? dir : dir + "/") { return target }
        }
        return nil
    }
}
