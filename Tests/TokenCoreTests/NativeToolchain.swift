import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Running the platform toolchains (swiftc, aapt2, kotlinc) over generated files, and reading the sample brands'
/// JSON output (Output/JSON) that their values are checked against.
enum NativeToolchain {
    /// The path of `name` on `$PATH`; nil (and a failed test naming what installs it) when missing, so CI
    /// without the toolchain fails instead of skipping.
    static func tool(_ name: String, installedBy package: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        Issue.record("\(name) is not installed; `make test-deps` installs it (apt-get install \(package))", sourceLocation: sourceLocation)
        return nil
    }

    /// The longest a toolchain may take for one run before it is killed and the run fails.
    static let timeLimit = 600

    /// Runs `tool` with `args` in `directory`, with `environment` added to this process's; stdout and stderr apart.
    /// A run that outlasts `timeLimit` is killed and fails the test.
    static func run(_ tool: String, _ args: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (status: Int32, stdout: String, stderr: String) {
        let merged = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let r = try BoundedRun.run(tool, args, in: directory, environment: merged, seconds: timeLimit, attempts: 1)
        if r.timedOut { Issue.record("\(tool) ran longer than \(timeLimit) s and was stopped", sourceLocation: sourceLocation) }
        return (r.status, String(decoding: r.output, as: UTF8.self), String(decoding: r.errorOutput, as: UTF8.self))
    }

    /// Writes `files` under a new scratch directory (below `folder` when given); returns the directory.
    static func write(_ files: [OutputFile], into folder: String = "", name: String) throws -> URL {
        let dir = Scratch.directory(name)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for f in files {
            let url = dir.appendingPathComponent(folder).appendingPathComponent(f.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(f.contents).write(to: url)
        }
        return dir
    }

    /// The committed sample output (`make` writes it from Tokens/).
    static let output = Corpus.packageRoot.appendingPathComponent("Output")

    /// A theme of the samples as the JSON manifest lists it, with its tokens read back from the JSON output.
    struct SampleTheme {
        var name: String
        var dark: Bool
        var highContrast: Bool
        var tokens: ResolvedTokens
    }

    /// Every sample brand with its themes, read from Output/JSON.
    static func samples() throws -> [(brand: String, themes: [SampleTheme])] {
        let manifestURL = output.appendingPathComponent("JSON/manifest.json")
        let manifest = try #require(JSONReader.read(SourceFile(path: "manifest.json", bytes: [UInt8](Data(contentsOf: manifestURL)))).value?.objectValue)
        let brands = manifest["brands"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let themes = manifest["themes"]?.arrayValue?.compactMap(\.objectValue) ?? []
        var out: [(String, [SampleTheme])] = []
        for brand in brands {
            var list: [SampleTheme] = []
            for theme in themes {
                guard let name = theme["name"]?.stringValue else { continue }
                let file = output.appendingPathComponent("JSON/\(brand)/\(name).json")
                let compiled = Compiler.compile(files: [SourceFile(path: file.path, bytes: [UInt8](try Data(contentsOf: file)))])
                #expect(!compiled.hasErrors, "the JSON output \(file.path) does not read back")
                list.append(SampleTheme(name: name, dark: theme["colorScheme"]?.stringValue == "dark",
                                        highContrast: theme["highContrast"]?.boolValue ?? false,
                                        tokens: compiled.permutations.first?.tokens ?? ResolvedTokens()))
            }
            out.append((brand, list))
        }
        #expect(out.map(\.0) == ["harbor", "summit", "lumen"] && out.allSatisfy { $0.1.count == 4 })
        return out
    }
}
