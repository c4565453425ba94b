import Foundation
import Testing

/// The folders of `Sources/TokenCore` form a stack that only depends downward (docs/architecture.md), and the
/// check that says so finds what it should on small trees.
@Suite struct LayeringTests {
    /// The stack, lowest layer first. Folders in one layer are siblings unless the layer is mutual.
    static let stack: [LayeringCheck.Layer] = [
        .init(folders: ["Source", "Diagnostics", "Support"], mutual: true),
        .init(folders: ["Model"], mutual: false),
        .init(folders: ["Parse"], mutual: false),
        .init(folders: ["Resolve"], mutual: false),
        .init(folders: ["Config"], mutual: false),
        .init(folders: ["Validate", "Emit"], mutual: false),
        .init(folders: ["Diff"], mutual: false),
        .init(folders: ["Pipeline"], mutual: false),
        .init(folders: ["Build"], mutual: false),
        .init(folders: ["Migrate"], mutual: false),
    ]

    /// `Sources/TokenCore` of this checkout.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TokenCore")

    @Test func tokenCoreOnlyDependsDownward() throws {
        let files = try LayeringCheck.sources(under: Self.sources)
        #expect(files.count > 100, "Sources/TokenCore not found at \(Self.sources.path)")
        let report = LayeringCheck(layers: Self.stack, allowances: []).check(files)
        #expect(report.violations.isEmpty, "upward uses:\n\(report.violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyFolderIsInTheStack() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { !$0.hasPrefix(".") && !$0.hasSuffix(".swift") }
        let stacked = Set(Self.stack.flatMap(\.folders))
        #expect(Set(folders) == stacked)
    }

    /// Inside `Emit`, the format folders are siblings over `Text/` (the shared text rules), the files at the
    /// root of `Emit` and the other folders (`Other/…`, so their members, as `DimensionUnit.px`, are known): no
    /// format names a type another format's folder declares. Only uses from format folders and `Text/` count.
    @Test func emitFormatsOnlyShareThroughText() throws {
        var files: [String: String] = [:]
        for (path, text) in try LayeringCheck.sources(under: Self.sources) {
            files[path.hasPrefix("Emit/") ? String(path.dropFirst(5)) : "Other/" + path] = text
        }
        let formats = Set(files.keys.map(LayeringCheck.folder(of:))).subtracting(["(root)", "Text", "Other"])
        #expect(formats.count > 5)
        let check = LayeringCheck(layers: [
            .init(folders: ["Other", "(root)", "Text"], mutual: true),
            .init(folders: formats.sorted(), mutual: false),
        ])
        let all = check.violations(in: files).filter { $0.folder != "(root)" && $0.folder != "Other" }
        let uses = Set(all.map { LayeringCheck.Allowance(file: $0.file, use: $0.use) })
        let found = all.filter { !Self.emitAllowances.contains(LayeringCheck.Allowance(file: $0.file, use: $0.use)) }
        #expect(found.isEmpty, "uses across formats:\n\(found.map(\.description).joined(separator: "\n"))")
        #expect(Self.emitAllowances.subtracting(uses).isEmpty, "unused allowances: \(Self.emitAllowances.subtracting(uses))")
    }

    /// Uses across format folders that are not text rules: SCSS is CSS written for Sass and reuses its lowering,
    /// so the two never disagree on a value.
    static let emitAllowances: Set<LayeringCheck.Allowance> = [
        .init(file: "SCSS/SCSSEmitter.swift", use: "CSS.CSSOptions"),
        .init(file: "SCSS/SCSSEmitter.swift", use: "CSS.CSSBrandLowering"),
    ]

    // MARK: The check itself, on small trees

    /// Base (mutual with Util) → Mid → Left and Right (siblings).
    static let small = LayeringCheck(layers: [
        .init(folders: ["Base", "Util"], mutual: true),
        .init(folders: ["Mid"], mutual: false),
        .init(folders: ["Left", "Right"], mutual: false),
    ])

    static func found(_ files: [String: String], _ check: LayeringCheck = small) -> [String] {
        check.violations(in: files).map(\.description)
    }

    @Test func anUpwardUseFails() {
        let files = [
            "Base/Cell.swift": "struct Cell {\n    var row: Row?\n}\n",
            "Mid/Row.swift": "struct Row {\n    var cells: [Cell]\n}\n",
        ]
        #expect(Self.found(files) == ["Base/Cell.swift:2: Base uses Mid.Row"])
    }

    @Test func downwardUsesPass() {
        let files = [
            "Base/Cell.swift": "struct Cell { var text: Text }\ntypealias Cells = [Cell]\nfunc blank() -> Cell { Cell(text: Text()) }\n",
            "Util/Text.swift": "struct Text { var cell: Cell? }\n",
            "Mid/Row.swift": "extension Cell {\n    var width: Int { 1 }\n}\nstruct Row { var cells: Cells = [blank()] }\n",
            "Left/Sheet.swift": "struct Sheet { let rows: [Row]\n    var width: Int { rows[0].cells[0].width } }\n",
        ]
        #expect(Self.found(files) == [])
    }

    @Test func functionsAndGlobalsAreChecked() {
        let files = [
            "Base/Cell.swift": "struct Cell {\n    var text = render(1)\n    var size = defaultSize\n}\n",
            "Mid/Render.swift": "func render(_ n: Int) -> String { \"\" }\nlet defaultSize = 2\n",
        ]
        #expect(Self.found(files) == ["Base/Cell.swift:2: Base uses Mid.render", "Base/Cell.swift:3: Base uses Mid.defaultSize"])
    }

    @Test func aMemberAddedByAHigherExtensionFails() {
        let files = [
            "Base/Cell.swift": "struct Cell {\n    var json: String { \"\" }\n}\nfunc show(_ c: Value) -> String {\n    c.canonical + Value.zero.text\n}\n",
            "Base/Value.swift": "struct Value { var text: String }\n",
            "Mid/Value+JSON.swift": "extension Value {\n    var canonical: String { \"\" }\n    static var zero: Value { Value(text: \"\") }\n}\n",
        ]
        #expect(Self.found(files) == ["Base/Cell.swift:5: Base uses Mid.canonical", "Base/Cell.swift:5: Base uses Mid.zero"])
    }

    @Test func siblingsMayNotUseEachOther() {
        let files = [
            "Left/Sheet.swift": "struct Sheet { var report: Report }\n",
            "Right/Report.swift": "struct Report { var rows: [Int] }\n",
        ]
        #expect(Self.found(files) == ["Left/Sheet.swift:1: Left uses Right.Report"])
    }

    /// Nested types, generic parameters, parameters and locals may share a higher folder's names.
    @Test func nestedAndLocalNamesAreNotHigherOnes() {
        let files = [
            "Base/Table.swift": """
                struct Table {
                    struct Entry { var key: Int }
                    var entries: [Entry]
                    func find<Key: Hashable>(_ key: Key, in node: Int) -> Entry? {
                        let Node = node
                        _ = Node
                        return entries.first { entry in entry.key == 0 }
                    }
                }
                extension Table {
                    func first() -> Entry? { entries.first }
                }
                func head(_ t: Table) -> Table.Entry? { t.entries.first }
                """,
            "Mid/Entry.swift": "struct Entry {}\nstruct Key {}\nstruct Node {}\nfunc entry() {}\n",
        ]
        #expect(Self.found(files) == [])
    }

    @Test func commentsStringsAndPrivateNamesAreIgnored() {
        let files = [
            "Base/Cell.swift": #"""
                // Row is mentioned here, /* and Row here /* nested Row */ */ but not used.
                /// `Row` in a doc comment.
                struct Cell {
                    var a = "Row \"Row\" Row"
                    var b = """
                        Row
                        """
                    var c = #"Row "Row" \(Row)"#
                    var d = helper()
                    var e = "\(Row.self)"
                }
                private func helper() -> Int { 0 }
                """#,
            "Mid/Row.swift": "struct Row {}\nprivate func helper() -> Int { 1 }\n",
        ]
        // Only the interpolated `Row.self` is code.
        #expect(Self.found(files) == ["Base/Cell.swift:10: Base uses Mid.Row"])
    }

    @Test func allowancesAreExactAndTheirRemovalIsAsked() {
        let files = [
            "Base/Cell.swift": "struct Cell {\n    var row: Row?\n    var col: Column?\n}\n",
            "Mid/Row.swift": "struct Row {}\nstruct Column {}\n",
        ]
        let check = LayeringCheck(layers: Self.small.layers, allowances: [
            .init(file: "Base/Cell.swift", use: "Mid.Row"),
            .init(file: "Base/Other.swift", use: "Mid.Column"),
        ])
        let report = check.check(files)
        #expect(report.violations.map(\.description) == ["Base/Cell.swift:3: Base uses Mid.Column"])
        #expect(report.unusedAllowances == [.init(file: "Base/Other.swift", use: "Mid.Column")])
    }

    @Test func aFolderOutsideTheStackFails() {
        let files = ["Extra/Thing.swift": "struct Thing {}\n"]
        #expect(Self.found(files) == ["Extra/Thing.swift:1: Extra is not in the stack"])
    }
}
