// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TokenCore", targets: ["TokenCore"]),
        .executable(name: "tokenc", targets: ["tokenc"]),
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
        .testTarget(
            name: "TokenCoreTests",
            dependencies: ["TokenCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "tokencTests",
            dependencies: ["TokenCore", "tokenc"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
