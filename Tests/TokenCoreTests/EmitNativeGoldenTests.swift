import Foundation
import Testing
@testable import TokenCore

/// Golden tests of the platform formats (asset catalog, Android resources, Kotlin): every file of each case,
/// compared byte for byte with `Fixtures/emit-native/<case>/<xcassets|android|kotlin>/<path>`
/// (`TOKENC_RECORD=1` re-records). The sample brands' files are the committed Output/ (see `SampleOutputTests`).
@Suite struct EmitNativeGoldenTests {
    /// A golden case: a model and each format's options.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var model: EmitModel
        var xcassets = AssetCatalogOptions()
        var android = AndroidOptions()
        var kotlin = KotlinOptions()
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two-brands-two-themes", model: EmitSample.twoByTwo),
        Case(name: "options", model: EmitSample.twoByTwo, xcassets: AssetCatalogOptions(accessors: true, bundle: .module, publicAccessors: false),
             android: AndroidOptions(prefix: "ds", remBase: 10, comments: false),
             kotlin: KotlinOptions(packageName: "com.example.tokens", remBase: 10, compose: true, publicDeclarations: false)),
        Case(name: "types", model: EmitTypesSample.model),
        Case(name: "four-themes", model: EmitTypesSample.fourThemes),
        Case(name: "hostile", model: NativeHostile.model),
    ]

    @Test(arguments: cases) func golden(_ c: Case) throws {
        var produced: [String: [UInt8]] = [:]
        for f in AssetCatalogEmitter.emit(c.model, options: c.xcassets).files {
            // The hostile case's colour sets (hundreds, alike) are checked by `EmitAssetCatalogTests`; its accessors here.
            if c.name == "hostile" && f.path.hasSuffix(".colorset/Contents.json") { continue }
            produced["xcassets/" + f.path] = f.contents
        }
        for f in AndroidEmitter.emit(c.model, options: c.android).files { produced["android/" + f.path] = f.contents }
        for f in KotlinEmitter.emit(c.model, options: c.kotlin).files { produced["kotlin/" + f.path] = f.contents }
        try Golden.check(produced, against: "emit-native/\(c.name)")
    }

    @Test func outputIsDeterministicAndEndsInOneNewline() {
        let model = NativeHostile.model
        let a = AssetCatalogEmitter.emit(model).files + AndroidEmitter.emit(model).files + KotlinEmitter.emit(model).files
        let b = AssetCatalogEmitter.emit(model).files + AndroidEmitter.emit(model).files + KotlinEmitter.emit(model).files
        #expect(a == b)
        #expect(a.allSatisfy { $0.contents.last == 0x0A && $0.contents.dropLast().last != 0x0A })
    }
}
