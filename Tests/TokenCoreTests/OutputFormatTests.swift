import Foundation
import Testing
@testable import TokenCore

/// Output formats: each reads its own options strictly (an unknown or wrong option is an error at its member in
/// tokenc.json), the config reads outputs by the keys of the formats it is given, and the renderer runs whatever
/// formats it is given: concurrent ones by rank with results in list order, then those that wait for
/// validation, with validation's results in their context.
@Suite struct OutputFormatTests {
    /// The order in which fake formats ran, from any thread.
    final class RunLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    /// A format only these tests know: writes `<key>.txt` with its greeting and the brand names, and logs
    /// its run (with whether its context held validation results).
    struct EchoFormat: OutputFormat {
        var key: String
        var start: OutputStart
        var log: RunLog

        func options(from reader: inout ObjectReader) -> String {
            reader.string("greeting") ?? "hello"
        }

        func emit(_ model: EmitModel, options: String, context: EmitContext, scheduler: some WorkScheduler,
                  sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
            log.add(key + (context.sheet == nil ? "" : " with validation"))
            let text = options + " " + model.brands.map(\.name).joined(separator: ",") + "\n"
            return ([sink(OutputFile(path: key + ".txt", contents: Array(text.utf8)))], [])
        }
    }

    /// Where a diagnostic points: its file, member and part.
    static func place(_ d: Diagnostic) -> String {
        "\(d.location?.file ?? "") \(d.location?.pointer.map { "\($0)" } ?? "") \(d.location.map { "\($0.part)" } ?? "")"
    }

    /// The key of the member at `pointer` in tokenc.json, as `place` writes it.
    static func place(_ pointer: JSONPointer) -> String {
        "tokenc.json \(pointer) key"
    }

    static let tokens = SourceFile(path: "tokens.json", text: """
    {"color": {"$type": "color", "accent": {"$value": "#336699"}}}
    """)

    /// One misspelt option for each built-in format, and the option it is close to.
    static let misspelt: [(key: String, option: String, meant: String)] = [
        ("swift", "namepsace", "namespace"), ("css", "prefx", "prefix"),
        ("json", "flatt", "flat"), ("html", "contrastMatrx", "contrastMatrix"),
        ("xcassets", "bundel", "bundle"), ("android", "prefx", "prefix"), ("kotlin", "packge", "package"),
        ("scss", "mapNam", "mapName"), ("js", "typs", "types"), ("tailwind", "themeAtribute", "themeAttribute"),
    ]

    @Test func everyBuiltInFormatIsRegisteredByItsConfigKey() {
        #expect(OutputFormats.keys == ["swift", "css", "json", "html", "xcassets", "android", "kotlin", "scss", "js", "tailwind"])
    }

    @Test(arguments: misspelt)
    func unknownOptionOfEachFormatIsALocatedError(_ c: (key: String, option: String, meant: String)) throws {
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "\#(c.key)": {"path": "Out", "\#(c.option)": true}}"#)
        let config = try #require(Config.decode(configFile).config)
        let out = OutputRenderer.render(Compiler.compile(files: [Self.tokens]), config: config, resolver: nil, source: "x")
        #expect(out.diagnostics.map(\.code) == [.configUnknownKey])
        #expect(out.diagnostics.first?.message == "unknown key \"\(c.option)\"; did you mean \"\(c.meant)\"?")
        #expect(out.diagnostics.first.map(Self.place) == Self.place(JSONPointer([c.key, c.option])))
        // The output is still written, with default options.
        #expect(!out.files.isEmpty)
    }

    @Test(arguments: ["swift", "css", "json", "html"])
    func optionOfTheWrongTypeIsALocatedError(_ key: String) throws {
        let option = ["swift": "platformConveniences", "css": "comments", "json": "manifest", "html": "components"][key]!
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "\#(key)": {"\#(option)": "yes"}}"#)
        let config = try #require(Config.decode(configFile).config)
        let out = OutputRenderer.render(Compilation(), config: config, resolver: nil, source: "x")
        #expect(out.diagnostics.map(\.code) == [.configInvalid])
        #expect(out.diagnostics.first?.message == "\"\(option)\" must be true or false, not string")
        #expect(out.diagnostics.first?.location?.pointer == JSONPointer([key, option]))
    }

    @Test func misspeltOutputKeyIsSuggested() {
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "csss": {"path": "CSS"}}"#)
        let decoded = Config.decode(configFile)
        #expect(decoded.config == nil)
        #expect(decoded.diagnostics.map(\.message) == ["unknown key \"csss\"; did you mean \"css\"?"])
        #expect(decoded.diagnostics.first.map(Self.place) == Self.place(JSONPointer(["csss"])))
    }

    @Test func configReadsOutputsByTheKeysItIsGiven() throws {
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "echo": {"path": "Echo", "greeting": "hi"}}"#)
        // Without the format, its key is unknown (and close to none of the built-in keys).
        #expect(Config.decode(configFile).diagnostics.map(\.code) == [.configUnknownKey])
        let decoded = Config.decode(configFile, outputKeys: OutputFormats.keys + ["echo"])
        let config = try #require(decoded.config)
        #expect(decoded.diagnostics.isEmpty)
        #expect(config.outputs.keys.sorted() == ["echo"])
        #expect(config.outputs["echo"]?.path == "Echo")
        #expect(config.outputs["echo"]?.pointer == JSONPointer(["echo"]))
        #expect(config.swift == nil && config.css == nil && config.json == nil && config.html == nil)

        let misspelt = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "ecoh": {}}"#)
        #expect(Config.decode(misspelt, outputKeys: OutputFormats.keys + ["echo"]).diagnostics.map(\.message)
                == ["unknown key \"ecoh\"; did you mean \"echo\"?"])
    }

    @Test func builtInOutputsAreSetByName() {
        var config = Config()
        config.css = Config.Target(path: "CSS")
        config.swift = Config.Target(path: "Swift")
        #expect(config.outputs.keys.sorted() == ["css", "swift"])
        config.css = nil
        #expect(config.outputs.keys.sorted() == ["swift"])
    }

    @Test func aRegisteredFormatIsRenderedWithItsOptions() throws {
        let log = RunLog()
        let echo = EchoFormat(key: "echo", start: .concurrent(rank: 5), log: log)
        let configFile = SourceFile(path: "tokenc.json", text: """
        {"tokens": ["tokens.json"], "name": "Acme", "css": {"path": "CSS"}, "echo": {"path": "Echo", "greeting": "hi"}}
        """)
        let config = try #require(Config.decode(configFile, outputKeys: OutputFormats.keys + ["echo"]).config)
        let out = OutputRenderer.render(Compiler.compile(files: [Self.tokens]), config: config, resolver: nil, source: "x",
                                        formats: OutputFormats.builtIn + [echo], awaitingValidation: { nil },
                                        scheduler: SerialScheduler(), sink: .keep)
        #expect(out.diagnostics.isEmpty)
        #expect(out.files.map(\.path) == ["CSS/acme.css", "Echo/echo.txt"])
        #expect(out.files.last?.text == "hi Acme\n")
        #expect(log.all == ["echo"])
        // The built-in list does not know it: its output is not rendered.
        let builtIn = OutputRenderer.render(Compiler.compile(files: [Self.tokens]), config: config, resolver: nil, source: "x")
        #expect(builtIn.files.map(\.path) == ["CSS/acme.css"])
    }

    @Test func unknownOptionOfARegisteredFormatIsALocatedError() throws {
        let echo = EchoFormat(key: "echo", start: .concurrent(rank: 0), log: RunLog())
        let configFile = SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "echo": {"greting": "hi"}}"#)
        let config = try #require(Config.decode(configFile, outputKeys: ["echo"]).config)
        let out = OutputRenderer.render(Compilation(), config: config, resolver: nil, source: "x", formats: [echo],
                                        awaitingValidation: { nil }, scheduler: SerialScheduler(), sink: .keep)
        #expect(out.diagnostics.map(\.message) == ["unknown key \"greting\"; did you mean \"greeting\"?"])
        #expect(out.diagnostics.first.map(Self.place) == Self.place(JSONPointer(["echo", "greting"])))
        #expect(out.files.map(\.path) == ["echo/echo.txt"])
    }

    @Test func formatsStartByRankAndResultsComeInListOrderWaitingFormatsLast() throws {
        let log = RunLog()
        let formats: [any OutputFormat] = [
            EchoFormat(key: "late", start: .afterValidation, log: log),
            EchoFormat(key: "slow", start: .concurrent(rank: 9), log: log),
            EchoFormat(key: "quick", start: .concurrent(rank: -1), log: log),
            EchoFormat(key: "off", start: .concurrent(rank: -2), log: log),
        ]
        let configFile = SourceFile(path: "tokenc.json", text: """
        {"tokens": ["tokens.json"], "late": {}, "slow": {}, "quick": {}, "slwo": {}}
        """)
        let decoded = Config.decode(configFile, outputKeys: formats.map(\.key))
        #expect(decoded.diagnostics.map(\.message) == ["unknown key \"slwo\"; did you mean \"slow\"?"])
        var config = Config()
        config.outputs = ["late": Config.Target(path: "late"), "slow": Config.Target(path: "slow"), "quick": Config.Target(path: "quick")]
        let validated = RunLog()
        let out = OutputRenderer.render(Compiler.compile(files: [Self.tokens]), config: config, resolver: nil, source: "x",
                                        formats: formats, awaitingValidation: { validated.add("waited"); return nil },
                                        scheduler: SerialScheduler(), sink: .keep)
        #expect(log.all == ["quick", "slow", "late with validation"])
        #expect(out.files.map(\.path) == ["slow/slow.txt", "quick/quick.txt", "late/late.txt"])
        #expect(validated.all == ["waited"])
    }

    @Test func validationIsAwaitedOnlyForAFormatThatWaitsForIt() {
        var config = Config()
        config.css = Config.Target(path: "CSS")
        let validated = RunLog()
        _ = OutputRenderer.render(Compiler.compile(files: [Self.tokens]), config: config, resolver: nil, source: "x",
                                  awaitingValidation: { validated.add("waited"); return nil })
        #expect(validated.all.isEmpty)
    }
}
