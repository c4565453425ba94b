import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `KeptOutputs` (`build --watch`): a build that keeps the files whose inputs did not change writes, byte for byte,
/// what a build from nothing writes, and reports what it reports, after each of a run of random edits of the
/// sample brands; and it does keep files.
@Suite struct KeptOutputsTests {
    /// The sample project in a scratch folder; returns the folder.
    static func sample(_ name: String) throws -> String {
        let dir = Scratch.directory(name).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Corpus.packageRoot.appendingPathComponent("Tokens").path, toPath: dir + "/Tokens")
        return dir
    }

    /// Builds the sample in `dir`; returns the build's status and report.
    static func build(_ dir: String, cache: CompileCache?, kept: KeptOutputs?) -> (status: BuildStatus, report: String) {
        var options = BuildOptions()
        options.compileCache = cache
        var builder = ProjectBuilder(project: .config(dir + "/Tokens/tokenc.json"), options: options)
        builder.keptOutputs = kept
        let log = ProjectBuilderTests.log()
        let outcome = builder.build(into: log)
        return (outcome.status, log.render(format: .text, interactive: false, omitWhenEmpty: false)
            .replacingOccurrences(of: dir, with: "<dir>"))
    }

    /// Every file below `dir`, by its path there, with `root` (where the headers name the sources) as `<dir>`.
    static func files(_ dir: String, root: String) -> [String: String] {
        var out: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: dir)!
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let bytes = FileManager.default.contents(atPath: dir + "/" + relative) ?? Data()
            out[relative] = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: root, with: "<dir>")
        }
        return out
    }

    @Test(arguments: [21, 22] as [UInt64])
    func keptBuildsWriteWhatFreshBuildsWrite(seed: UInt64) throws {
        let kept = try Self.sample("tokenc-kept-a"), fresh = try Self.sample("tokenc-kept-b")
        let cache = CompileCache(), outputs = KeptOutputs()
        var files = try IncrementalResolutionTests.files("Tokens")
        var rng = SplitMix64(seed: seed)
        var reused = 0
        #expect(Self.build(kept, cache: cache, kept: outputs).status == .success)
        for step in 0..<24 {
            let before = files
            files = IncrementalResolutionTests.edit(files, studio: false, step: step, using: &rng)
            for (path, file) in files where before[path]?.bytes != file.bytes {
                for dir in [kept, fresh] { try Data(file.bytes).write(to: URL(fileURLWithPath: dir + "/" + path)) }
            }
            let a = Self.build(kept, cache: cache, kept: outputs)
            let b = Self.build(fresh, cache: nil, kept: nil)
            #expect(a.status == b.status, "step \(step)")
            #expect(a.report == b.report, "step \(step): the report")
            guard b.status == .success else { continue }
            reused += outputs.reused
            let written = Self.files(kept + "/Output", root: kept), expected = Self.files(fresh + "/Output", root: fresh)
            #expect(written.keys.sorted() == expected.keys.sorted(), "step \(step): the files")
            let differ = expected.keys.filter { written[$0] != expected[$0] }.sorted()
            #expect(differ.isEmpty, "step \(step): \(differ.prefix(5))")
            if !differ.isEmpty { return }
        }
        #expect(reused > 0)
    }

    /// An edit in one brand's file keeps every other brand's Swift, CSS and JSON files; an output changed on disk
    /// behind the build is rendered again.
    @Test func anEditInOneBrandKeepsTheOthersFiles() throws {
        let dir = try Self.sample("tokenc-kept-brand")
        let cache = CompileCache(), outputs = KeptOutputs()
        #expect(Self.build(dir, cache: cache, kept: outputs).status == .success)
        #expect(outputs.reused == 0)
        let path = dir + "/Tokens/brands/harbor/color.tokens.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let step = #""500": {"$value": "{color.purple.500}"}"#
        #expect(text.contains(step))
        try text.replacingOccurrences(of: step, with: #""500": {"$value": "{color.purple.400}"}"#).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.build(dir, cache: cache, kept: outputs).status == .success)
        // A brand's files: Swift 1, CSS 1, JSON 8 (4 themes, resolved and flat); the other two brands' are kept, and
        // so is the shared Swift file (the edit changes nothing it shows).
        #expect(outputs.reused == 2 * (1 + 1 + 8) + 1)

        // An output edited behind the build is not kept: the next build writes it again.
        let css = dir + "/Output/CSS/summit.css"
        let original = try Data(contentsOf: URL(fileURLWithPath: css))
        try Data("/* edited */\n".utf8).write(to: URL(fileURLWithPath: css))
        #expect(Self.build(dir, cache: cache, kept: outputs).status == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: css)) == original)
        #expect(outputs.reused == 3 * (1 + 1 + 8) + 1 - 1, "every file but summit.css, the shared Swift file included")
    }

    /// An edit in one brand that changes what the other brands' files say of their own unchanged tokens: a token
    /// every brand has becomes a requirement of the shared protocol, and a token one brand takes from the theme
    /// makes it themed in every brand; and one that changes only what the shared file documents. The kept build
    /// follows a build from nothing.
    @Test func anEditInOneBrandThatChangesTheOthersFiles() throws {
        let kept = try Self.sample("tokenc-kept-shared-a"), fresh = try Self.sample("tokenc-kept-shared-b")
        let cache = CompileCache(), outputs = KeptOutputs()
        /// Adds `member` to the `color` group of `brand`'s colour file in both copies (or, with `replacing`, puts it
        /// in that text's place), builds both and compares.
        func step(_ brand: String, _ member: String, replacing: String? = nil, _ label: Comment) throws {
            for dir in [kept, fresh] {
                let path = dir + "/Tokens/brands/\(brand)/color.tokens.json"
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let opening = "{\n  \"color\": {\n"
                #expect(text.hasPrefix(opening))
                if let replacing { #expect(text.contains(replacing)) }
                let edited = replacing.map { text.replacingOccurrences(of: $0, with: member) }
                    ?? opening + "    " + member + ",\n" + text.dropFirst(opening.count)
                try edited.write(toFile: path, atomically: true, encoding: .utf8)
            }
            let a = Self.build(kept, cache: cache, kept: outputs), b = Self.build(fresh, cache: nil, kept: nil)
            #expect(a.status == .success && b.status == .success, label)
            #expect(a.report == b.report, label)
            let written = Self.files(kept + "/Output", root: kept), expected = Self.files(fresh + "/Output", root: fresh)
            let differ = expected.keys.filter { written[$0] != expected[$0] }.sorted()
            #expect(differ.isEmpty, "\(label): \(differ)")
        }
        #expect(Self.build(kept, cache: cache, kept: outputs).status == .success)
        try step("harbor", ##""extra": {"$type": "color", "$value": "#102030"}"##, "in one brand")
        try step("lumen", ##""extra": {"$type": "color", "$value": "#102030"}"##, "in two brands")
        try step("summit", ##""extra": {"$type": "color", "$value": "#102030"}"##, "in every brand: a requirement")
        try step("harbor", ##""extra": {"$type": "color", "$value": "#102030", "$description": "Added."}"##,
                 replacing: ##""extra": {"$type": "color", "$value": "#102030"}"##, "a description the protocol shows")
        try step("harbor", ##""themed": {"$type": "color", "$value": "{color.text.primary}"}"##, "themed in one brand")
        try step("lumen", ##""themed": {"$type": "color", "$value": "#ffffff"}"##, "the same in every theme of another")
    }

    /// `SharedInputs` compares by value, and a remembered result holds only for the part it was found with.
    @Test func sharedInputsCompareByValue() {
        let a = SharedInputs([1, 2]), b = SharedInputs([1, 2]), c = SharedInputs([3])
        #expect(a == b)
        #expect(a == b, "remembered")
        #expect(a != c, "another part: compared again")
        #expect(a == b)
        #expect(a == a)
    }
}
