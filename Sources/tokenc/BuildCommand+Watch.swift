import ArgumentParser
import Foundation
import TokenCore

extension BuildCommand {
    /// How often `--watch` looks at the files the last build read.
    static let watchPollInterval: TimeInterval = 0.3
    /// How long the files must stay unchanged after a change before the rebuild starts (editors and `git
    /// checkout` write several files in a row; one rebuild follows them all).
    static let watchSettleInterval: TimeInterval = 0.15
    /// The longest a rebuild waits for files to settle.
    static let watchMaximumSettle: TimeInterval = 2

    /// `build --watch`: builds, then polls every file the build read (config, resolver document, token files, and
    /// files it looked for but did not find: existence, size, modification time, inode) and rebuilds after a
    /// change. Diagnostics are printed each time; token and configuration errors never end the loop. Ctrl-C does.
    func watchForever() -> Never {
        Self.restoreDefaultStopSignals()
        while true {
            let timer = StageTimer()
            let reads = ReadLog()
            var outcome = ProjectBuilder.Outcome()
            var failed = false
            let report = DiagnosticReport(diagnostics)
            do {
                outcome = try build(timer: timer, reads: reads, report: report)
                failed = outcome.status != .success
            } catch let problem as Diagnostic {
                failed = true
                report.add([problem])
            } catch {
                failed = true
                if !(error is ExitCode) { Terminal.standardError.write("tokenc: error: \(DisplayText.escape("\(error)"))\n") }
            }
            report.print()
            printTimings(timer, outcome)
            if !diagnostics.quiet {
                let state = failed ? "build failed; fix the errors above" : "build succeeded"
                diagnostics.progress.write("\(state). Watching \(reads.paths.count) file\(reads.paths.count == 1 ? "" : "s") for changes (Ctrl-C to stop)\n")
            }
            let changed = waitForChange(reads)
            if !diagnostics.quiet {
                let list = changed.prefix(3).map(DisplayText.escape).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
                diagnostics.progress.write("changed: \(list); rebuilding\n")
            }
        }
    }

    /// Makes Ctrl-C (SIGINT), SIGTERM and SIGHUP end the process even when it was started with them blocked or
    /// ignored (as by some process supervisors and test runners): the watch loop has nothing to clean up, since
    /// every write is atomic and a killed build's temporary files are removed by the next build.
    private static func restoreDefaultStopSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGINT, SIGTERM, SIGHUP] {
            signal(s, SIG_DFL)
            sigaddset(&set, s)
        }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Blocks until a file in `reads` changes (at once when one changed while the build ran), then until the
    /// files stop changing; returns the paths that differ from what the build read.
    private func waitForChange(_ reads: ReadLog) -> [String] {
        while true {
            while reads.changed().isEmpty { Thread.sleep(forTimeInterval: Self.watchPollInterval) }
            // Debounce: wait until two looks in a row see the same state.
            let started = Date()
            var last = reads.paths.map(FileStamp.init)
            while Date().timeIntervalSince(started) < Self.watchMaximumSettle {
                Thread.sleep(forTimeInterval: Self.watchSettleInterval)
                let now = reads.paths.map(FileStamp.init)
                if now == last { break }
                last = now
            }
            let changed = reads.changed()
            if !changed.isEmpty { return changed } // else the change was undone: keep waiting
        }
    }
}
