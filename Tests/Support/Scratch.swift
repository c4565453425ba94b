import Foundation

/// Temporary directories for tests, removed when the test process exits: a test may read its directory until
/// the end, and a run that finishes leaves nothing behind in the temporary directory. (Shared by both test
/// targets through the `TestSupport` target.)
public enum Scratch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made: [String] = []
    nonisolated(unsafe) private static var registered = false

    /// A new, not yet created, directory path named `<prefix>-<UUID>` in the temporary directory.
    public static func directory(_ prefix: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        lock.lock()
        defer { lock.unlock() }
        made.append(url.path)
        if !registered {
            registered = true
            atexit { Scratch.removeAll() }
        }
        return url
    }

    private static func removeAll() {
        lock.lock()
        let paths = made
        made = []
        lock.unlock()
        for p in paths { try? FileManager.default.removeItem(atPath: p) }
    }
}
