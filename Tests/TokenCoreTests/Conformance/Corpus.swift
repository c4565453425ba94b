import Foundation
@testable import TokenCore

/// The public test corpus vendored in `Tests/Corpus/` (sources and licences in its README), read from the source
/// tree rather than copied into the test bundle.
enum Corpus {
    /// The package root (four levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Corpus/` of this checkout.
    static let root = packageRoot.appendingPathComponent("Tests/Corpus")

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    static func read(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relative)))
    }

    static func json(_ relative: String) throws -> JSONValue {
        let file = SourceFile(path: relative, bytes: try read(relative))
        guard let v = JSONReader.read(file).value else { throw CorpusError.unreadable(relative) }
        return v
    }

    enum CorpusError: Error { case unreadable(String) }
}

/// Semantic JSON equality for conformance checks: object key order ignored, numbers within 1e-9.
func jsonEquivalent(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case let (.number(x), .number(y)): return abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { jsonEquivalent($0, $1) }
    case let (.object(x), .object(y)):
        guard Set(x.keys) == Set(y.keys) else { return false }
        return x.members.allSatisfy { m in jsonEquivalent(m.value, y[m.key]!) }
    default: return a == b
    }
}
