import ArgumentParser
import Foundation
import TokenCore
#if canImport(CMimalloc)
import CMimalloc
#endif

/// The `tokenc` command: a thin shell over TokenCore. It parses the arguments, makes one core call (the build
/// itself, with its atomic writes, is `ProjectBuilder`'s), prints diagnostics, and maps outcomes to exit codes
/// (0 success, 1 the tokens have errors, 2 usage, configuration or I/O problems).
@main
struct Tokenc: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "tokenc",
        abstract: "A design-token compiler: DTCG 2025.10, Tokens Studio and Style Dictionary tokens in; Swift, CSS, SCSS, JavaScript and TypeScript, JSON, Tailwind, Android, Kotlin, Xcode asset catalogs and HTML token sheets out.",
        version: version,
        subcommands: [BuildCommand.self, ResolveCommand.self, ValidateCommand.self, ExplainCommand.self, PermutationsCommand.self, DiffCommand.self, FixCommand.self, MigrateCommand.self, LSPCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    /// Parses and runs, mapping ArgumentParser's usage failures (64) to exit code 2.
    static func main() {
        #if canImport(CMimalloc)
        // mimalloc (Package.swift) asks for transparent huge pages: a large build touches much memory once, and
        // large pages take far fewer page faults (docs/performance.md). MIMALLOC_LARGE_OS_PAGES=0 overrides it.
        if ProcessInfo.processInfo.environment["MIMALLOC_LARGE_OS_PAGES"] == nil {
            mi_option_set_enabled(mi_option_large_os_pages, true)
        }
        #endif
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            let message = fullMessage(for: error)
            if !message.isEmpty { Terminal.standardError.write(message + "\n") }
            Foundation.exit(code == .validationFailure || code.rawValue == 64 ? 2 : code.rawValue)
        }
    }
}

/// Exit codes, as documented in docs/diagnostics.md.
enum Exit {
    static let tokenErrors = ExitCode(1)
    static let environment = ExitCode(2)
}
