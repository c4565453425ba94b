// swift-tools-version: 6.0
import PackageDescription

// `TOKENC_MIMALLOC=1 swift build -c release` links mimalloc (`libmimalloc-dev`) into the tokenc executable on
// Linux: every allocation in the process (Swift runtime, json-c) then goes through it, in 2 MiB pages, and a
// whole build of the 100k benchmark tree takes about a quarter less CPU than with glibc's malloc
// (docs/performance.md). `make` and the benchmark set it; without it tokenc uses the system allocator and needs
// nothing more than json-c.
let mimalloc = Context.environment["TOKENC_MIMALLOC"] == "1"

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
        .target(name: "TokenFoundation", dependencies: ["CJSONC", .product(name: "Yams", package: "Yams")]),
        // Tokens, values, paths, colours: what every later stage works on.
        .target(name: "TokenModel", dependencies: ["TokenFoundation"]),
        // DTCG, Tokens Studio and Style Dictionary files into the model.
        .target(name: "TokenParse", dependencies: ["TokenModel"]),
        // Aliases, `$extends`, the resolver module's sets and modifiers.
        .target(name: "TokenResolve", dependencies: ["TokenParse"]),
        // tokenc.json.
        .target(name: "TokenConfig", dependencies: ["TokenResolve"]),
        // The rules and the validator.
        .target(name: "TokenValidate", dependencies: ["TokenConfig"]),
        // The emit model, the output-format protocol and the text rules each language shares.
        .target(name: "TokenEmit", dependencies: ["TokenConfig"]),
        .target(name: "TokenEmitSwift", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitCSS", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitSCSS", dependencies: ["TokenEmit", "TokenEmitCSS"]),
        .target(name: "TokenEmitJSON", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitJavaScript", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitTailwind", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitHTML", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitKotlin", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitAndroid", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitAssetCatalog", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitStyleDictionary", dependencies: ["TokenEmit"]),
        .target(name: "TokenEmitTemplate", dependencies: ["TokenEmit", .product(name: "Stencil", package: "Stencil")]),
        // Token diffs between brands, themes and versions; the HTML report draws swatches as the sheet does.
        .target(name: "TokenDiff", dependencies: ["TokenValidate", "TokenEmit", "TokenEmitHTML"]),
        // Loading a project, compiling it and rendering its outputs.
        .target(name: "TokenPipeline", dependencies: ["TokenDiff", "TokenEmitSwift", "TokenEmitCSS", "TokenEmitSCSS", "TokenEmitJSON", "TokenEmitJavaScript", "TokenEmitTailwind", "TokenEmitHTML", "TokenEmitKotlin", "TokenEmitAndroid", "TokenEmitAssetCatalog", "TokenEmitStyleDictionary", "TokenEmitTemplate"]),
        // The write stage: a project built to disk (or memory) with every guarantee of the CLI.
        .target(name: "TokenBuild", dependencies: ["TokenPipeline"]),
        // `tokenc migrate`.
        .target(name: "TokenMigrate", dependencies: ["TokenBuild"]),
        // The library product: re-exports the stack.
        .target(
            name: "TokenCore",
            dependencies: ["TokenMigrate"]
        ),
        .executableTarget(
            name: "tokenc",
            dependencies: [
                "TokenCore",
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
    ],
    swiftLanguageModes: [.v6]
)
