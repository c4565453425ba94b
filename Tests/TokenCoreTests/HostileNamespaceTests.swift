import Testing
@testable import TokenCore

/// Swift namespaces that name a module the generated code refers to (`Swift`), a keyword (`Any`), or a type it
/// declares inside the namespace (`Color`, `Brand`, `Theme`, …): the config reader rejects them where they are
/// written, and the emitter, given one directly, still generates Swift that compiles.
@Suite(.serialized) struct HostileNamespaceTests {
    /// Every namespace that once gave Swift that did not compile (or hid a module), as a user would write it.
    static let rejected = ["Swift", "Any", "any", "Brand", "Theme", "Color", "color", "Themed", "Typography", "Shadow",
                           "StrokeStyle", "LineCap", "Value", "SwiftUI", "UIKit", "AppKit", "AnyObject", "CubicBezier",
                           "Border", "Transition", "GradientStop", "TextCase"]

    @Test(arguments: rejected) func reservedNamespaceIsALocatedConfigError(_ namespace: String) throws {
        let text = #"{"tokens": ["t.json"], "swift": {"path": "Swift", "namespace": "#
            + "\"\(namespace)\"}}"
        let config = try #require(Config.decode(SourceFile(path: "tokenc.json", text: text)).config)
        let out = OutputRenderer.render(Compilation(), config: config, resolver: nil, source: "x")
        #expect(out.diagnostics.map(\.code) == [.configInvalid])
        let d = try #require(out.diagnostics.first)
        #expect(d.location?.file == "tokenc.json")
        #expect(d.location?.pointer == JSONPointer(["swift", "namespace"]))
        #expect(d.message.contains("the Swift namespace \"\(namespace)\" becomes"), "\(d.message)")
    }

    @Test func usableNamespacesAreAccepted() throws {
        for namespace in ["DesignTokens", "design tokens", "Tokens", "AcmeColor", "Colors", "self", "Type", "色"] {
            #expect(SwiftLowering.namespaceProblem(namespace) == nil, "\(namespace)")
        }
    }

    /// Given a reserved namespace directly, the emitter uses `<Name>Tokens`, says so, and the Swift of every one
    /// of them compiles and runs (all in one module: their names differ).
    @Test func emitterGivenAReservedNamespaceStillGeneratesSwiftThatCompiles() throws {
        var files: [OutputFile] = []
        var main = ""
        var seen: Set<String> = []
        for namespace in Self.rejected {
            let result = SwiftEmitter.emit(EmitSample.twoByTwo, options: SwiftOptions(namespace: namespace, platformConveniences: false))
            #expect(result.diagnostics.map(\.code) == [.configInvalid], "\(namespace)")
            let name = SwiftLowering.namespaceName(namespace) + "Tokens"
            #expect(result.files.first?.path == name + ".swift")
            guard seen.insert(name).inserted else { continue }
            files += result.files
            main += "print(\(name).brandNames, \(name).brands.count)\n"
        }
        let output = try SwiftCompiler.run(files, main: main)
        #expect(output.split(separator: "\n").count == Set(Self.rejected.map(SwiftLowering.namespaceName)).count, "\(output)")
    }
}
