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
        .target(
            name: "TokenCore",
            dependencies: ["CJSONC", .product(name: "Stencil", package: "Stencil"), .product(name: "Yams", package: "Yams")]
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
