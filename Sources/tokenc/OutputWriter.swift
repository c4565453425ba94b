import Foundation
import TokenCore

/// Compares rendered outputs with what is on disk and writes only what changed, atomically.
struct OutputWriter {
    /// The output directory, as a path from the working directory.
    let directory: String

    /// What a build would do to one file.
    struct Change {
        enum Kind: String {
            case missing = "missing"
            case stale = "stale"
        }
        var path: String
        var kind: Kind
        var bytes: [UInt8]
    }

    /// Every change, and the files already up to date.
    struct Plan {
        var changes: [Change]
        var unchanged: [String]

        /// A line for `make`'s output: what was written.
        func summary(directory: String) -> String {
            if changes.isEmpty { return "nothing changed: \(unchanged.count) outputs in \(directory) are up to date\n" }
            var out = ""
            for c in changes { out += "wrote \(c.path)\n" }
            out += "\(changes.count) file\(changes.count == 1 ? "" : "s") written, \(unchanged.count) unchanged, in \(directory)\n"
            return out
        }
    }

    /// Compares each output with the file on disk.
    func plan(_ files: [OutputFile]) -> Plan {
        var plan = Plan(changes: [], unchanged: [])
        for f in files.sorted(by: { $0.path < $1.path }) {
            let full = PathText.join(directory, f.path)
            switch FileSystem.existingBytes(full) {
            case nil: plan.changes.append(Change(path: full, kind: .missing, bytes: f.contents))
            case let existing? where existing != f.contents: plan.changes.append(Change(path: full, kind: .stale, bytes: f.contents))
            default: plan.unchanged.append(full)
            }
        }
        return plan
    }

    /// Writes every changed file atomically; unchanged files keep their bytes and modification times.
    func apply(_ plan: Plan) throws {
        for c in plan.changes {
            do {
                try FileSystem.writeAtomically(c.bytes, to: c.path)
            } catch {
                Terminal.standardError.write("tokenc: error: cannot write \(error) [file-unwritable]\n")
                throw Exit.environment
            }
        }
    }
}
