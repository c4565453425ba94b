// swift-tools-version: 6.0
import PackageDescription

// An app-side package that uses tokenc's build-tool plugin: Sources/BrandKit holds tokenc.json, a resolver
// document and token files; the plugin compiles them into Swift at build time (nothing generated is committed).
let package = Package(
    name: "TokenConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The tokenc checkout this example lives in. In an app: .package(url: "https://…/tokenc.git", from: "0.1.0").
        // `name:` keeps the reference stable whatever the checkout directory is called.
        .package(name: "tokenc", path: "../.."),
    ],
    targets: [
        .target(
            name: "BrandKit",
            plugins: [.plugin(name: "TokensPlugin", package: "tokenc")]
        ),
        .testTarget(
            name: "BrandKitTests",
            dependencies: ["BrandKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
