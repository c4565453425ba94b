import Foundation
import Testing
@testable import TokenCore

/// Every emitter hands each file to the renderer's sink as soon as it is rendered, with its output directory
/// before its path, and the renderer's result is what the sink gave back.
@Suite struct OutputSinkTests {
    /// Files handed to a sink, from any thread.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [OutputFile] = []
        func add(_ f: OutputFile) { lock.withLock { files.append(f) } }
        var all: [OutputFile] { lock.withLock { files } }
    }

    @Test func everyFileGoesToTheSinkAndTheResultIsWhatItGaveBack() throws {
        let tokens = SourceFile(path: "tokens.json", text: """
        {"color": {"$type": "color", "accent": {"$value": "#336699"}, "text": {"$value": "{color.accent}"}},
         "size": {"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}}
        """)
        let configFile = SourceFile(path: "tokenc.json", text: """
        {"tokens": ["tokens.json"], "name": "Acme", "swift": {"path": "./Swift/"}, "css": {"path": "CSS"},
         "json": {"path": "out/JSON"}, "html": {"path": "."}}
        """)
        let config = try #require(Config.decode(configFile).config)
        let compilation = Compiler.compile(files: [tokens])
        let whole = OutputRenderer.render(compilation, config: config, resolver: nil, source: "tokenc.json")
        #expect(whole.files.map(\.path) == [
            "Swift/DesignTokens.swift", "Swift/DesignTokens+Acme.swift", "CSS/acme.css",
            "out/JSON/acme/default.json", "out/JSON/acme/default.flat.json", "out/JSON/manifest.json", "acme.html",
        ])
        #expect(whole.files.allSatisfy { !$0.contents.isEmpty })

        let received = Received()
        let sink = OutputSink { file in
            received.add(file)
            return OutputFile(path: file.path, contents: [])
        }
        let staged = OutputRenderer.render(compilation, config: config, resolver: nil, source: "tokenc.json",
                                           scheduler: TestScheduler(), sink: sink)
        // The sink saw every file whole, once, with the same bytes; the result kept what the sink returned.
        #expect(received.all.sorted { $0.path < $1.path } == whole.files.sorted { $0.path < $1.path })
        #expect(staged.files.map(\.path) == whole.files.map(\.path))
        #expect(staged.files.allSatisfy { $0.contents.isEmpty })
        #expect(staged.diagnostics == whole.diagnostics)
    }
}

/// Runs the items of a `map` on concurrent threads, as the command line does.
private struct TestScheduler: WorkScheduler {
    func map<R: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> R) -> [R] {
        let results = Results<R>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { results.set($0, body($0)) }
        return results.values
    }

    final class Results<R>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [R?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: R) { lock.withLock { slots[i] = value } }
        var values: [R] { lock.withLock { slots.map { $0! } } }
    }
}
