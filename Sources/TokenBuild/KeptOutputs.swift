import Foundation

/// The outputs a build left on disk, each with what it was rendered from and what rendering it reported, kept for
/// the next build into the same directory (`build --watch`). A file whose inputs are equal again, and that is
/// still as the build left it (its stamp: size, modification time, inode), is not rendered again: staging notes it
/// as unchanged (see `OutputSink.file(_:from:render:)`).
package final class KeptOutputs: @unchecked Sendable {
    private struct Entry {
        var inputs: RenderInputs
        var diagnostics: [Diagnostic]
        var stamp: FileStamp
    }

    private let lock = NSLock()
    /// What the last successful build left, by full path. Guarded by `lock`.
    private var entries: [String: Entry] = [:]
    /// What this build rendered or kept, by full path: what `commit` keeps. Guarded by `lock`.
    private var noted: [String: (inputs: RenderInputs, diagnostics: [Diagnostic])] = [:]
    /// How many files this build kept. Guarded by `lock`.
    private var keeping = 0
    /// How many files the last build whose outputs are in place kept instead of rendering them.
    package private(set) var reused = 0

    package init() {}

    /// The size of the file at `full` and what rendering it reported, when the last build left it rendered from
    /// inputs equal to `inputs` and it is still as that build left it; nil otherwise.
    func find(_ full: String, _ inputs: RenderInputs) -> (size: Int, diagnostics: [Diagnostic])? {
        guard let entry = lock.withLock({ entries[full] }), entry.inputs.matches(inputs) else { return nil }
        let now = FileStamp(full)
        guard now.exists, now == entry.stamp else { return nil }
        lock.withLock {
            noted[full] = (inputs, entry.diagnostics)
            keeping += 1
        }
        return (Int(now.size), entry.diagnostics)
    }

    /// Notes that this build rendered the file at `full` from `inputs`, reporting `diagnostics`.
    func note(_ full: String, _ inputs: RenderInputs, _ diagnostics: [Diagnostic]) {
        lock.withLock { noted[full] = (inputs, diagnostics) }
    }

    /// Once the build's outputs are in place: what it rendered or kept is what the next build finds, each file
    /// with its stamp now; nothing else is.
    package func commit() {
        let (noted, keeping) = lock.withLock { () -> ([String: (inputs: RenderInputs, diagnostics: [Diagnostic])], Int) in
            defer { (self.noted, self.keeping) = ([:], 0) }
            return (self.noted, self.keeping)
        }
        var kept: [String: Entry] = [:]
        for (full, n) in noted {
            let stamp = FileStamp(full)
            if stamp.exists { kept[full] = Entry(inputs: n.inputs, diagnostics: n.diagnostics, stamp: stamp) }
        }
        lock.withLock { (entries, reused) = (kept, keeping) }
    }

    /// After a build that did not put its outputs in place: what it noted goes; what the build before left stands
    /// (a file that changed since no longer matches its stamp).
    package func abandon() {
        lock.withLock { (noted, keeping) = ([:], 0) }
    }
}
