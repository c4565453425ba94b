import Foundation
import Testing

/// `--help` and docs/cli.md agree: every option a command's help lists is on the page, and the overview names
/// every output tokenc writes.
@Suite struct HelpDocsCLITests {
    static let commands = ["build", "resolve", "validate", "explain", "permutations", "diff", "fix", "migrate"]

    /// The long options (`--name`) of `command`'s help, without ArgumentParser's own.
    static func options(_ command: String) throws -> Set<String> {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0, "\(help.stderr)")
        var out: Set<String> = []
        for line in help.stdout.split(separator: "\n") {
            // An option's own line is indented two spaces; its wrapped description, further.
            guard line.hasPrefix("  -"), let start = line.range(of: "--") else { continue }
            let trimmed = line[...]
            let name = trimmed[start.lowerBound...].prefix(while: { $0 != " " && $0 != "," })
            out.insert(String(name))
        }
        return out.subtracting(["--help", "--version"])
    }

    @Test func everyOptionOfEveryCommandIsOnTheCLIPage() throws {
        let page = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        var missing: [String] = []
        for command in Self.commands {
            let options = try Self.options(command)
            #expect(!options.isEmpty, "no options read from \(command) --help")
            for option in options.sorted() where ![" \(option)`", "`\(option)", " \(option) ", ", \(option)"].contains(where: { page.contains($0) }) {
                missing.append("\(command) \(option)")
            }
            #expect(page.contains("`\(command)"), "docs/cli.md does not name \(command)")
        }
        #expect(missing.isEmpty, "options in --help but not in docs/cli.md: \(missing)")
    }

    @Test func theOverviewNamesEveryOutput() throws {
        let help = try CLI.run(["--help"])
        let overview = help.stdout.components(separatedBy: "USAGE:")[0].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for output in ["Swift", "CSS", "SCSS", "JavaScript", "TypeScript", "JSON", "Tailwind", "Android", "Kotlin", "Xcode asset catalogs", "HTML"] {
            #expect(overview.contains(output), "the overview does not name \(output): \(overview)")
        }
    }
}
