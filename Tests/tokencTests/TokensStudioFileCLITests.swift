import Foundation
import Testing
import TestSupport

/// `--tokens-studio FILE` as users run it: a single-file export (sets beside `$themes` and `$metadata`) and a plain
/// set file each build, and `diff` reads both sides of a file the same way.
@Suite struct TokensStudioFileCLITests {
    static let export = #"""
    {
      "core": {"color": {"red": {"value": "#ff0000", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"}}},
      "light": {"accent": {"value": "{color.red}", "type": "color"}},
      "dark": {"accent": {"value": "{color.blue}", "type": "color"}},
      "$themes": [
        {"id": "l", "name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"id": "d", "name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
    }
    """#

    static let plainSet = #"""
    {
      "color": {"brand": {"$type": "color", "$value": "#0066cc"}, "link": {"$type": "color", "$value": "{color.brand}"}},
      "space": {"sm": {"$type": "spacing", "$value": "8"}}
    }
    """#

    /// A scratch folder holding `files` (path → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = Scratch.directory("tokenc-ts-file")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (path, text) in files { try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8) }
        return dir
    }

    /// Every CSS file written below `dir/out`, concatenated.
    static func css(in dir: URL) throws -> String {
        let root = dir.appendingPathComponent("out/css")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".css") }.sorted()
        return try names.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    @Test func aSingleFileExportBuildsItsThemes() throws {
        let dir = try Self.folder(["tokens.json": Self.export])
        let r = try CLI.run(["build", "--tokens-studio", "tokens.json", "--output", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let css = try Self.css(in: dir)
        #expect(css.contains("--accent: #ff0000"), "\(css)")
        #expect(css.contains("--accent: #0000ff"), "\(css)")
        #expect(!css.contains("--color-red"), "a source set is not emitted")
    }

    @Test func aSingleFileExportEmitsSourceSetsWhenTheConfigSaysSo() throws {
        let dir = try Self.folder(["tokens.json": Self.export,
                                   "tokenc.json": #"{"tokensStudio": "tokens.json", "output": "out", "css": {}, "emitSourceSets": ["core"]}"#])
        let r = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let css = try Self.css(in: dir)
        #expect(css.contains("--color-red: #ff0000"), "\(css)")
        #expect(css.contains("--color-blue: #0000ff"), "\(css)")
    }

    @Test func aPlainSetBuildsAsOnePermutation() throws {
        let dir = try Self.folder(["global.json": Self.plainSet])
        let r = try CLI.run(["build", "--tokens-studio", "global.json", "--output", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let css = try Self.css(in: dir)
        // The top-level groups are the tokens' own names, not set names.
        #expect(css.contains("--color-brand: #0066cc"), "\(css)")
        #expect(css.contains("--color-link: var(--color-brand)") || css.contains("--color-link: #0066cc"), "\(css)")
        #expect(css.contains("--space-sm: 8px") || css.contains("--space-sm: 0.5rem"), "\(css)")
    }

    @Test(arguments: ["export", "plain"])
    func diffAgainstAnOlderFileReportsThePlantedChange(_ kind: String) throws {
        let text = kind == "export" ? Self.export : Self.plainSet
        let (old, new) = kind == "export" ? ("#0000ff", "#0000ee") : ("#0066cc", "#0055bb")
        let dir = try Self.folder(["tokens.json": text.replacingOccurrences(of: old, with: new), "old.json": text, "same.json": text])
        let changed = try CLI.run(["diff", "--tokens-studio", "tokens.json", "--base", "old.json"], in: dir)
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(!changed.stdout.contains("No differences"), "\(changed.stdout)")
        #expect(changed.stdout.contains(kind == "export" ? "accent" : "color.brand"), "\(changed.stdout)")
        #expect(changed.stdout.contains(new), "\(changed.stdout)")
        let same = try CLI.run(["diff", "--tokens-studio", "same.json", "--base", "old.json"], in: dir)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("No differences."), "\(same.stdout)")
    }

    @Test func diffAgainstARefReadsTheFileAtThatRef() throws {
        let dir = try Self.folder(["tokens.json": Self.plainSet])
        try DiffCLITests.git(["init", "-q"], in: dir)
        try DiffCLITests.git(["add", "-A"], in: dir)
        try DiffCLITests.git(["commit", "-q", "-m", "v1"], in: dir)
        let unchanged = try CLI.run(["diff", "--tokens-studio", "tokens.json", "--base-ref", "HEAD"], in: dir)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(unchanged.stdout.contains("No differences."), "\(unchanged.stdout)")
        try Self.plainSet.replacingOccurrences(of: "\"8\"", with: "\"12\"")
            .write(to: dir.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let changed = try CLI.run(["diff", "--tokens-studio", "tokens.json", "--base-ref", "HEAD"], in: dir)
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("space.sm"), "\(changed.stdout)")
        #expect(!changed.stdout.contains("No differences"), "\(changed.stdout)")
    }
}
