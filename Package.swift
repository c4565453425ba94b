// swift-tools-version: 6.0
import PackageDescription

// `TOKENC_MIMALLOC=1 swift build -c release` links mimalloc (`libmimalloc-dev`) into the tokenc executable on
// Linux: every allocation in the process (Swift runtime, json-c) then goes through it, in 2 MiB pages, and a
// whole build of the 100k benchmark tree takes about a quarter less CPU than with glibc's malloc
// (docs/performance.md). `make` and the benchmark set it; without it tokenc uses the system allocator and needs
// nothing more than json-c.
let mimalloc = Context.environment["TOKENC_MIMALLOC"] == "1"

// `TOKENC_CMO=1` (which `make` and the benchmark set) compiles the library's targets with cross-module
// optimisation, so the small accessors and generic helpers one target calls in another are inlined and
// specialised as they were inside one module. It is an unsafe flag, so it is never on in a package that depends
// on tokenc; a plain build there runs the same code a little slower (docs/performance.md).
let crossModule: [SwiftSetting] = Context.environment["TOKENC_CMO"] == "1" ? [.unsafeFlags(["-cross-module-optimization"])] : []

let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TokenCore", targets: ["TokenCore"]),
        .executable(name: "tokenc", targets: ["tokenc"]),
        // Build-tool plugin: compiles a target's tokenc.json + tokens into Swift at build time (docs/plugins.md).
        .plugin(name: "TokensPlugin", targets: ["TokensPlugin"]),
        // Command plugin: `swift package generate-tokens` writes the outputs into the package, for committing.
        .plugin(name: "GenerateTokens", targets: ["GenerateTokens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Custom output formats are Stencil templates (docs/templates.md).
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        // YAML token files (docs/yaml.md).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        // The allocator the release build can link (see `mimalloc` above); nothing depends on it otherwise.
        .systemLibrary(name: "CMimalloc"),
        // The library is a stack of targets, each depending only on those below it (docs/architecture.md):
        // foundation → model → parse → resolve → config → validate | emit core → one target per output format
        // → diff → pipeline → build → migrate. `TokenCore` re-exports them all.
        // Source files and their readers (json-c, YAML), diagnostics, support.
        .target(name: "TokenFoundation", dependencies: ["CJSONC", .product(name: "Yams", package: "Yams")], swiftSettings: crossModule),
        // Tokens, values, paths, colours: what every later stage works on.
        .target(name: "TokenModel", dependencies: ["TokenFoundation"], swiftSettings: crossModule),
        // DTCG, Tokens Studio and Style Dictionary files into the model.
        .target(name: "TokenParse", dependencies: ["TokenModel"], swiftSettings: crossModule),
        // Aliases, `$extends`, the resolver module's sets and modifiers.
        .target(name: "TokenResolve", dependencies: ["TokenParse"], swiftSettings: crossModule),
        // tokenc.json.
        .target(name: "TokenConfig", dependencies: ["TokenResolve"], swiftSettings: crossModule),
        // The rules and the validator.
        .target(name: "TokenValidate", dependencies: ["TokenConfig"], swiftSettings: crossModule),
        // The emit model, the output-format protocol and the text rules each language shares.
        .target(name: "TokenEmit", dependencies: ["TokenConfig"], swiftSettings: crossModule),
        .target(name: "TokenEmitSwift", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitCSS", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitSCSS", dependencies: ["TokenEmit", "TokenEmitCSS"], swiftSettings: crossModule),
        .target(name: "TokenEmitJSON", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitJavaScript", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitTailwind", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitHTML", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitKotlin", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitAndroid", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitAssetCatalog", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitStyleDictionary", dependencies: ["TokenEmit"], swiftSettings: crossModule),
        .target(name: "TokenEmitTemplate", dependencies: ["TokenEmit", .product(name: "Stencil", package: "Stencil")], swiftSettings: crossModule),
        // Token diffs between brands, themes and versions; the HTML report draws swatches as the sheet does.
        .target(name: "TokenDiff", dependencies: ["TokenValidate", "TokenEmit", "TokenEmitHTML"], swiftSettings: crossModule),
        // Loading a project, compiling it and rendering its outputs.
        .target(name: "TokenPipeline", dependencies: ["TokenDiff", "TokenEmitSwift", "TokenEmitCSS", "TokenEmitSCSS", "TokenEmitJSON", "TokenEmitJavaScript", "TokenEmitTailwind", "TokenEmitHTML", "TokenEmitKotlin", "TokenEmitAndroid", "TokenEmitAssetCatalog", "TokenEmitStyleDictionary", "TokenEmitTemplate"], swiftSettings: crossModule),
        // The write stage: a project built to disk (or memory) with every guarantee of the CLI.
        .target(name: "TokenBuild", dependencies: ["TokenPipeline"], swiftSettings: crossModule),
        // `tokenc migrate`.
        .target(name: "TokenMigrate", dependencies: ["TokenBuild"], swiftSettings: crossModule),
        // JSON-RPC and LSP types, framing, positions and URIs for `tokenc lsp`: beside the stack, over TokenFoundation.
        .target(name: "LanguageServerProtocol", dependencies: ["TokenFoundation"], swiftSettings: crossModule),
        // `tokenc lsp`: the language server, over the whole stack and the protocol module.
        .target(name: "TokenLanguageServer", dependencies: ["TokenMigrate", "LanguageServerProtocol"], swiftSettings: crossModule),
        // The library product: re-exports the stack.
        .target(
            name: "TokenCore",
            dependencies: ["TokenMigrate"],
            swiftSettings: crossModule
        ),
        .executableTarget(
            name: "tokenc",
            dependencies: [
                "TokenCore",
                "TokenLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + (mimalloc ? [.target(name: "CMimalloc", condition: .when(platforms: [.linux]))] : [])
        ),
        .plugin(
            name: "TokensPlugin",
            capability: .buildTool(),
            dependencies: ["tokenc"]
        ),
        .plugin(
            name: "GenerateTokens",
            capability: .command(
                intent: .custom(verb: "generate-tokens", description: "Compile design tokens with tokenc and write the outputs into the package"),
                permissions: [.writeToPackageDirectory(reason: "tokenc writes the generated Swift, CSS and JSON to the output directory its config names")]
            ),
            dependencies: ["tokenc"]
        ),
        // Helpers both test targets use (scratch directories).
        .target(
            name: "TestSupport",
            path: "Tests/Support"
        ),
        .testTarget(
            name: "TokenCoreTests",
            dependencies: ["TokenCore", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "tokencTests",
            dependencies: ["TokenCore", "tokenc", "TestSupport"]
        ),
        .testTarget(
            name: "TokenLanguageServerTests",
            dependencies: ["TokenLanguageServer", "tokenc", "TestSupport"]
        ),
        .testTarget(
            name: "LanguageServerProtocolTests",
            dependencies: ["LanguageServerProtocol", "TokenFoundation"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
