import Foundation
import Testing
@testable import TokenCore

/// Golden tests: every emitter's every file for each case, compared byte for byte with
/// `Fixtures/emit/<case>/expected/<swift|css|json>/<path>`. `TOKENC_RECORD=1` re-records (into the source
/// tree) and fails, so CI never records.
@Suite struct EmitGoldenTests {
    /// A golden case: a model and the options of each emitter.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var model: EmitModel
        var swift = SwiftOptions()
        var css = CSSOptions()
        var json = JSONOptions()
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two-brands-two-themes", model: EmitSample.twoByTwo),
        Case(name: "references", model: EmitSample.twoByTwo, swift: SwiftOptions(accessLevel: .internal, namespace: "Theme Kit"),
             css: CSSOptions(prefix: "ds", outputReferences: true, themeAttribute: "data-mode", comments: false),
             json: JSONOptions(flat: false, outputReferences: true)),
        Case(name: "types", model: EmitTypesSample.model),
        Case(name: "four-themes", model: EmitTypesSample.fourThemes, css: CSSOptions(outputReferences: true)),
        Case(name: "hostile", model: EmitHostileNamesTests.model),
        // Per-output names (docs/outputs.md): renamed paths, references to the renamed targets.
        Case(name: "names", model: EmitSample.twoByTwo.renaming(OutputNamesTests.dsNoPalette).0,
             css: CSSOptions(outputReferences: true), json: JSONOptions(flat: false, outputReferences: true)),
    ]

    @Test(arguments: cases) func golden(_ c: Case) throws {
        var produced: [String: [UInt8]] = [:]
        for f in SwiftEmitter.emit(c.model, options: c.swift).files { produced["swift/" + f.path] = f.contents }
        for f in CSSEmitter.emit(c.model, options: c.css).files { produced["css/" + f.path] = f.contents }
        for f in JSONEmitter.emit(c.model, options: c.json).files { produced["json/" + f.path] = f.contents }
        for f in HTMLEmitter.emit(c.model).files { produced["html/" + f.path] = f.contents }
        try Golden.check(produced, against: "emit/\(c.name)/expected")
    }

    @Test func outputIsDeterministic() {
        let a = SwiftEmitter.emit(EmitSample.twoByTwo).files + CSSEmitter.emit(EmitSample.twoByTwo).files + JSONEmitter.emit(EmitSample.twoByTwo).files
        let b = SwiftEmitter.emit(EmitSample.twoByTwo).files + CSSEmitter.emit(EmitSample.twoByTwo).files + JSONEmitter.emit(EmitSample.twoByTwo).files
        #expect(a == b)
        #expect(a.allSatisfy { $0.contents.last == 0x0A && $0.contents.dropLast().last != 0x0A })
    }
}

/// Compares produced files with a golden folder under `Fixtures/` (read from the test bundle), or
/// re-records the folder in the source tree when `TOKENC_RECORD=1`.
enum Golden {
    /// The source-tree `Fixtures` folder, for recording.
    static let sourceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func check(_ produced: [String: [UInt8]], against folder: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" {
            let dir = sourceFixtures.appendingPathComponent(folder)
            try? FileManager.default.removeItem(at: dir)
            for (path, bytes) in produced {
                let url = dir.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            Issue.record("Re-recorded \(folder) (TOKENC_RECORD=1); run again without it.", sourceLocation: sourceLocation)
            return
        }
        let base = try #require(Bundle.module.resourceURL, sourceLocation: sourceLocation)
            .appendingPathComponent("Fixtures").appendingPathComponent(folder)
        var expected: [String: [UInt8]] = [:]
        if let e = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in e where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
                expected[relative] = Array(try Data(contentsOf: url))
            }
        }
        #expect(produced.keys.sorted() == expected.keys.sorted(), "files differ from \(folder)", sourceLocation: sourceLocation)
        for (path, bytes) in produced.sorted(by: { $0.key < $1.key }) {
            guard let want = expected[path] else { continue }
            if bytes != want {
                let a = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let b = String(decoding: want, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
                Issue.record("""
                    \(folder)/\(path) differs at line \(line + 1):
                      got:      \(line < a.count ? String(a[line]) : "<end>")
                      expected: \(line < b.count ? String(b[line]) : "<end>")
                    """, sourceLocation: sourceLocation)
            }
        }
    }
}
