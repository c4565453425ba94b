#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the bytes a build's outputs hand to their sink against the config's `OutputBudget`, as they are
/// rendered. Once a file or the total goes over, every further byte is refused (the sink drops it, so nothing
/// more reaches the disk) and the sink stops (no other output is rendered); the build then fails with
/// `overrunDiagnostic`. Renderers call it from every core at once.
package final class OutputMeter: @unchecked Sendable {
    package let budget: OutputBudget
    /// The total the budget allows this build.
    package let totalBytes: Int
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Guarded by `lock`.
    private var total = 0
    private var sizes: [String: Int] = [:]
    private var overrun: (path: String, file: Bool)?

    /// A meter for a build whose sources hold `sourceBytes` bytes.
    init(budget: OutputBudget, sourceBytes: Int) {
        self.budget = budget
        totalBytes = budget.total(sourceBytes: sourceBytes)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    /// Adds `count` bytes of the output at `path`; false (drop them) once the budget is spent.
    @Sendable package func count(_ path: String, _ count: Int) -> Bool {
        locked {
            guard overrun == nil else { return false }
            total += count
            let size = sizes[path, default: 0] + count
            sizes[path] = size
            if let limit = budget.fileBytes, size > limit {
                overrun = (path, true)
            } else if total > totalBytes {
                overrun = (path, false)
            }
            return overrun == nil
        }
    }

    /// True once the budget is spent.
    @Sendable func isSpent() -> Bool {
        locked { overrun != nil }
    }

    /// The `limit-exceeded` error when the budget was spent, else nil: located at the limit in the config (or at
    /// the config, or the output directory, when the default was spent), with a note at the token whose value
    /// accounts for most of the bytes.
    func overrunDiagnostic(_ compiled: CompiledProject, config: Config) -> Diagnostic? {
        guard let overrun = locked({ self.overrun }) else { return nil }
        let output = PathText.join(compiled.outputDirectory, overrun.path)
        let configFile = config.file
        func at(_ pointer: JSONPointer?) -> SourceLocation {
            if let configFile { return SourceLocation(file: configFile, pointer: pointer ?? .root, part: pointer == nil ? .value : .key) }
            return SourceLocation(file: compiled.outputDirectory)
        }
        var diagnostic: Diagnostic
        if overrun.file, let limit = budget.fileBytes {
            let notes = [DiagnosticNote("\(output) is the output that went over", at: SourceLocation(file: output))]
            diagnostic = Diagnostic(.limitExceeded,
                "an output would be over the output budget of \(limit) bytes per file (\"outputBudget\": {\"fileBytes\"}); "
                    + "nothing was written; make the outputs smaller or raise the budget in tokenc.json",
                at: at(budget.filePointer), notes: notes)
        } else {
            diagnostic = Diagnostic(.limitExceeded,
                "the outputs would be over the output budget of \(totalBytes) bytes in total (\"outputBudget\": {\"totalBytes\"}); "
                    + "nothing was written; make the outputs smaller or raise the budget in tokenc.json",
                at: at(budget.totalPointer))
        }
        if let heaviest = Self.heaviestValue(compiled.compilation.permutations) { diagnostic.notes.append(heaviest) }
        return diagnostic
    }

    /// A note at the token whose value, times the tokens that have it, is the largest: the value aliases multiply.
    /// Each distinct value is written out once (this runs only when the budget is spent).
    static func heaviestValue(_ permutations: [CompiledPermutation]) -> DiagnosticNote? {
        var groups: [Int: (token: ResolvedToken, count: Int)] = [:]
        for p in permutations {
            for token in p.tokens.tokens {
                if let group = groups[token.valueHash], group.token.hasSameValue(as: token) {
                    // The token the others alias speaks for the value.
                    groups[token.valueHash] = (group.token.aliasOf != nil && token.aliasOf == nil ? token : group.token, group.count + 1)
                } else if groups[token.valueHash] == nil {
                    groups[token.valueHash] = (token, 1)
                }
            }
        }
        var best: (token: ResolvedToken, size: Int, count: Int)?
        for group in groups.values {
            let size = JSONWriter.string(group.token.value.canonicalJSON, pretty: false).utf8.count
            // The heaviest; of equal weights, the first path in order, so the note does not depend on hashing.
            if let b = best {
                let (was, now) = (b.size * b.count, size * group.count)
                if was > now || (was == now && b.token.path.description <= group.token.path.description) { continue }
            }
            best = (group.token, size, group.count)
        }
        guard let best else { return nil }
        return DiagnosticNote("\(best.token.path.description)'s value (\(best.size) bytes) is written for \(best.count) tokens across the permutations, "
                                  + "itself and those with the same value: it weighs most in the outputs",
                              at: best.token.origin.location())
    }
}
