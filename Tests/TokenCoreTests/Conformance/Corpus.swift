import Foundation
@testable import TokenCore

/// Finds `../shared/corpus` beside the package checkout (where CI puts it). Tests fail, not skip, without it.
enum Corpus {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var root: URL {
        if let env = ProcessInfo.processInfo.environment["TOKENC_CORPUS"] { return URL(fileURLWithPath: env) }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

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
