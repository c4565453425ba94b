import ArgumentParser
import Foundation
import TokenCore

/// `tokenc diff`: compares two permutations of the project (`--from brand=harbor --to brand=summit`), or the
/// project with another version of it (`--base PATH`, `--base-ref REF`) across every permutation. Prints text,
/// JSON, Markdown or HTML; with `--fail-on`, exits 1 when the diff has such changes. See docs/diff.md.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two permutations (brands, themes) or two versions of the tokens: added, removed, renamed, changed; semver suggestion.",
        discussion: """
            Permutations: tokenc diff --from brand=harbor --to brand=summit [--input theme=dark]
            Versions:     tokenc diff --base ../other-checkout    or    tokenc diff --base-ref origin/main
                          (any project: --config, --resolver, --tokens-studio or --style-dictionary; the old version is read as the same kind)
            Exit codes: 0 (no --fail-on, or nothing it fails on), 1 (--fail-on matched, or the tokens have errors), 2 (usage, configuration or I/O problems).
            """
    )

    /// Report formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        case markdown
        case html
    }

    /// What `--fail-on` fails on.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        /// Removed, renamed or type-changed tokens, or removed permutations.
        case breaking
        /// Any difference.
        case any
    }

    /// --config / --resolver / --input.
    @OptionGroup var project: ProjectOptions

    /// `--from`: the old side of a permutation diff.
    @Option(parsing: .singleValue, help: ArgumentHelp("The permutation to compare from: modifier=context pairs (others from --input or their default).", valueName: "modifier=context"))
    var from: [String] = []

    /// `--to`: the new side of a permutation diff.
    @Option(parsing: .singleValue, help: ArgumentHelp("The permutation to compare to: modifier=context pairs.", valueName: "modifier=context"))
    var to: [String] = []

    /// `--base PATH`: the old version is another folder.
    @Option(help: ArgumentHelp("Compare with another checkout or folder holding the same project path, or with an older copy of the project file itself (--tokens-studio new.json --base old.json).", valueName: "path"))
    var base: String?

    /// `--base-ref REF`: the old version is a git revision.
    @Option(name: .customLong("base-ref"), help: ArgumentHelp("Compare with a git revision of the project (read with git, the working tree untouched).", valueName: "ref"))
    var baseRef: String?

    /// `--format`.
    @Option(help: "text (coloured on a terminal), json (schema in docs/diff.md) or markdown (for a pull-request comment) or html (a visual page: swatches, sizes drawn to scale).")
    var format: Format = .text

    /// `--fail-on breaking|any`.
    @Option(name: .customLong("fail-on"), help: "Exit 1 when the diff has breaking changes, or any change.")
    var failOn: FailOn?

    /// `--id-extension namespace.key` (default `com.tokenc.id`).
    @Option(name: .customLong("id-extension"), help: ArgumentHelp("Where a token's stable id is, for renames: the $extensions namespace and key (the last dot-separated part is the key).", valueName: "namespace.key"))
    var idExtension: String = DiffOptions.defaultIDExtension.joined(separator: ".")

    /// How loading problems are printed.
    @OptionGroup var diagnostics: DiagnosticOptions

    /// Checks that exactly one kind of comparison is asked for.
    func validate() throws {
        let comparesPermutations = !from.isEmpty || !to.isEmpty
        let comparesVersions = base != nil || baseRef != nil
        if base != nil && baseRef != nil { throw ValidationError("use either --base or --base-ref, not both") }
        if comparesPermutations && comparesVersions {
            throw ValidationError("--from/--to compare permutations of one tree; --base/--base-ref compare versions: use one or the other")
        }
        if comparesPermutations && (from.isEmpty || to.isEmpty) {
            throw ValidationError("--from and --to go together: tokenc diff --from brand=harbor --to brand=summit")
        }
        if !comparesPermutations && !comparesVersions {
            throw ValidationError("nothing to compare: pass --from and --to (permutations) or --base/--base-ref (versions)")
        }
        _ = try ProjectOptions.pairs(from, option: "--from")
        _ = try ProjectOptions.pairs(to, option: "--to")
        guard idExtensionPath.count == 2 else { throw ValidationError("--id-extension takes an $extensions namespace and key, like com.tokenc.id") }
    }

    /// Loads both sides, compares, prints the report, and maps `--fail-on` to the exit code.
    func run() throws {
        var options: DiffOptions
        let diff: TokenDiff
        if !from.isEmpty {
            let (old, new, config) = try loadPermutations()
            options = DiffOptions(validation: config.validation)
            options.idExtension = idExtensionPath
            options.renames = .extensionID
            diff = TokenDiffer.compare(permutation: old, with: new, options: options)
        } else {
            let versions = try loadVersions()
            options = DiffOptions(validation: versions.config.validation)
            options.idExtension = idExtensionPath
            diff = TokenDiffer.compare(versions: versions.base, versions.head, baseName: versions.baseName, headName: versions.headName, options: options)
        }
        if !diagnostics.quiet {
            switch format {
            case .text:
                Terminal.standardOutput.write(DiffTextRenderer(colors: Terminal.standardOutput.isInteractive, idExtension: options.idExtension).render(diff))
            case .json:
                Terminal.standardOutput.write(DiffJSONRenderer(idExtension: options.idExtension).render(diff))
            case .markdown:
                Terminal.standardOutput.write(DiffMarkdownRenderer(idExtension: options.idExtension).render(diff))
            case .html:
                Terminal.standardOutput.write(DiffHTMLRenderer(idExtension: options.idExtension, remBase: options.remBase).render(diff))
            }
        }
        switch failOn {
        case .breaking? where diff.hasBreakingChanges: throw Exit.tokenErrors
        case .any? where !diff.isEmpty: throw Exit.tokenErrors
        default: return
        }
    }

    /// `--id-extension` as [namespace, key]: `com.tokenc.id` → `["com.tokenc", "id"]`.
    var idExtensionPath: [String] {
        guard let dot = idExtension.lastIndex(of: "."), dot != idExtension.startIndex, idExtension.index(after: dot) != idExtension.endIndex else { return [] }
        return [String(idExtension[..<dot]), String(idExtension[idExtension.index(after: dot)...])]
    }
}
