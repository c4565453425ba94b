import ArgumentParser
import Foundation
import TokenLanguageServer
#if canImport(CMimalloc)
import CMimalloc
#endif

/// `tokenc lsp`: the language server, over standard input and output (docs/editors.md).
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output) for the token project in the editor's workspace."
    )

    @Flag(help: "Accepted for clients that pass it; standard input and output are the only transport.")
    var stdio = false

    @Option(help: ArgumentHelp("Seconds to wait after an edit before checking the project again.", valueName: "seconds"))
    var debounce: Double = 0.05

    func validate() throws {
        guard debounce >= 0, debounce <= 10 else { throw ValidationError("--debounce must be between 0 and 10 seconds") }
    }

    func run() throws {
        #if canImport(CMimalloc)
        // Every edit compiles the project again: memory freed by one compile is kept for the next rather than
        // given back to the system and faulted in (and zeroed) again.
        mi_option_set_enabled(mi_option_allow_decommit, false)
        #endif
        var settings = LanguageServer.Settings()
        settings.debounce = debounce
        settings.version = Tokenc.version
        let status = LanguageServer(settings: settings).run()
        throw ExitCode(status)
    }
}
