import Testing
import Foundation
@testable import TokenCore

/// Files handed to a sink in pieces (`OutputSink.stream`): a spilling `ByteBuffer` gives the same bytes as one
/// that keeps everything, and the Swift emitter streams its brand files (the JSON emitter its copied documents)
/// to a sink that takes pieces.
@Suite struct OutputStreamTests {
    /// Collects the pieces of every streamed file.
    final class Pieces: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: [[UInt8]]] = [:]
        func add(_ bytes: ArraySlice<UInt8>, to path: String) { lock.withLock { files[path, default: []].append(Array(bytes)) } }
        func pieces(_ path: String) -> [[UInt8]] { lock.withLock { files[path] ?? [] } }
        var paths: [String] { lock.withLock { Array(files.keys) } }
    }

    /// A sink that takes files in pieces of `pieceSize` (collected in `pieces`) and gives back their paths alone.
    static func collectingSink(pieceSize: Int) -> (sink: OutputSink, pieces: Pieces) {
        let pieces = Pieces()
        let sink = OutputSink({ $0 }, open: { path in
            OutputFileStream(pieceSize: pieceSize, write: { pieces.add($0, to: path) },
                             finish: { OutputFile(path: path, contents: []) })
        })
        return (sink, pieces)
    }

    /// The same appends, kept and spilled over `limit`: the spilled pieces and the rest make the kept bytes.
    @Test(arguments: [1, 7, 64, 1000])
    func spillingBufferGivesTheSameBytes(_ limit: Int) {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var kept = ByteBuffer()
            let collected = Pieces()
            var spilled = ByteBuffer(spillingOver: limit) { collected.add($0, to: "") }
            for _ in 0..<(round * 40) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: kept.line("line \(round)"); spilled.line("line \(round)")
                case 1: kept.append(byte: 0x0A); spilled.append(byte: 0x0A)
                case 2: let n = Int.random(in: 0..<9, using: &generator); kept.indent(n); spilled.indent(n)
                case 3: kept.append(static: "é—\u{1F3A8}"); spilled.append(static: "é—\u{1F3A8}")
                default: let bytes = [UInt8](repeating: 0x41, count: Int.random(in: 0..<300, using: &generator))
                    kept.append(bytes: bytes); spilled.append(bytes: bytes)
                }
            }
            if round % 3 == 0 { kept.line(); kept.line(); spilled.line(); spilled.line() }  // trailing breaks to trim
            let whole = kept.finished()
            let rest = spilled.finished()
            let pieces = collected.pieces("")
            #expect(Array(pieces.joined()) + rest == whole, "round \(round)")
            #expect(pieces.allSatisfy { $0.last != 0x0A }, "a piece ended in a line break finished() could have trimmed")
            // The buffer spills when it must grow past `limit`, and it grows by doubling: by twice the limit at most.
            if whole.count > 2 * limit + 1000 { #expect(!pieces.isEmpty) }
        }
    }

    /// Checks an emission to `collectingSink` (under `out/`) against the same emission to a keeping sink: the same
    /// diagnostics and paths; each file either came whole, with the same bytes, or in more than two pieces that
    /// make them. Returns the pieces of each file that came in pieces, by path (without `out/`).
    static func compare(_ streamed: (files: [OutputFile], diagnostics: [Diagnostic]), pieces: Pieces,
                        with whole: (files: [OutputFile], diagnostics: [Diagnostic])) -> [String: [[UInt8]]] {
        #expect(streamed.diagnostics == whole.diagnostics)
        #expect(streamed.files.map(\.path) == whole.files.map { "out/" + $0.path })
        var inPieces: [String: [[UInt8]]] = [:]
        for (w, s) in zip(whole.files, streamed.files) {
            let parts = pieces.pieces("out/" + w.path)
            if parts.isEmpty {
                #expect(s.contents == w.contents, "\(w.path)")
            } else {
                inPieces[w.path] = parts
                #expect(s.contents.isEmpty)
                #expect(Array(parts.joined()) == w.contents, "\(w.path)")
                #expect(parts.count > 2, "\(w.path): \(parts.count) pieces for \(w.contents.count) bytes")
            }
        }
        return inPieces
    }

    /// A sink that takes pieces gets every Swift file — each brand's and the shared one — in pieces of about its
    /// piece size, making the same bytes as the whole files a keeping sink gets.
    @Test func swiftFilesStreamToASinkThatTakesPieces() throws {
        let model = EmitHostileNamesTests.model
        let (sink, pieces) = Self.collectingSink(pieceSize: 512)
        let inPieces = Self.compare(SwiftEmitter.emit(model, sink: sink.under("out")), pieces: pieces, with: SwiftEmitter.emit(model))
        #expect(inPieces.count == model.brands.count + 1)
        #expect(Set(inPieces.keys) == Set(SwiftEmitter.emit(model).files.map(\.path)))
        for (path, parts) in inPieces {
            #expect(parts.dropLast().allSatisfy { $0.count >= 500 && $0.count < 512 + 70_000 }, "\(path)")
        }
    }

    /// A sink that takes pieces gets every JSON document in pieces — the first permutation's too, written from the
    /// outline the others copy — making the same bytes as the whole files a keeping sink gets; the manifest still
    /// comes whole.
    @Test func copiedJSONDocumentsStreamToASinkThatTakesPieces() throws {
        let model = EmitHostileNamesTests.model
        let (sink, pieces) = Self.collectingSink(pieceSize: 256)
        let whole = JSONEmitter.emit(model)
        let inPieces = Self.compare(JSONEmitter.emit(model, sink: sink.under("out")), pieces: pieces, with: whole)
        // Two brands × two themes, two documents each, and the manifest.
        #expect(whole.files.count == 9)
        #expect(inPieces.count == 8, "\(inPieces.keys.sorted())")
        #expect(inPieces[whole.files[0].path] != nil && inPieces[whole.files[1].path] != nil)
        #expect(inPieces["manifest.json"] == nil)
    }
}
