import ArgumentParser
import Foundation
import TokenCore

extension BuildCommand {
    /// `build --watch`: builds, then watches every file the build read (config, resolver document, token files, and
    /// files it looked for but did not find: existence, size, modification time, inode; woken by the file system
    /// where it can, polled otherwise) and rebuilds after a change. Diagnostics are printed each time; token and
    /// configuration errors never end the loop. Ctrl-C does.
    func watchForever() -> Never {
        Self.restoreDefaultStopSignals()
        // Files that did not change between builds are not parsed again (`tokenc lsp` keeps layers the same way).
        let cache = CompileCache()
        // Outputs whose inputs did not change are not rendered again.
        let kept = KeptOutputs()
        while true {
            let timer = StageTimer()
            let reads = ReadLog()
            var outcome = ProjectBuilder.Outcome()
            var failed = false
            let report = DiagnosticReport(diagnostics)
            do {
                outcome = try build(timer: timer, reads: reads, report: report, cache: cache, kept: kept)
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
            let changed = reads.waitForChange()
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
}
