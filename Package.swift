// swift-tools-version: 6.0
import PackageDescription

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
    ],
    targets: [
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        .target(
            name: "TokenCore",
            dependencies: ["CJSONC"]
        ),
        .executableTarget(
            name: "tokenc",
            dependencies: [
                "TokenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
