import Foundation
import Testing

/// Numbers whose conversions overflow or that a target forbids, through the real binary: each is a located
/// error (never a silent `0.0` in the Swift output), and the largest accepted values convert to the right
/// finite numbers in every output.
@Suite(.serialized) struct HostileNumberTests {
    static let config = #"{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}, "html": {"path": "HTML"}}"#
    static let build = ["build", "--config", "tokens/tokenc.json"]
    static let good = #"{"s": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#

    /// A project built from `good`, and its outputs.
    static func project(config: String = config) throws -> (HostileProject, [String: FileState]) {
        let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": good])
        return (p, try p.goodBuild(build))
    }

    /// One token `t.v` of `type` with `value` as its `$value`.
    static func token(_ type: String, _ value: String) -> String {
        #"{"t": {"v": {"$type": "\#(type)", "$value": \#(value)}}}"#
    }

    /// The issue's reproductions: values whose conversion overflowed to a silent 0 (Swift points of a huge rem,
    /// an em letter spacing times a huge font size, legacy strings past the largest double), and the values
    /// browsers reject (negative blur, border width, line height), each an `invalid-value` error at the value.
    @Test func overflowingAndForbiddenValuesAreLocatedErrors() throws {
        let (p, before) = try Self.project()
        defer { p.removeAll() }
        let digits = String(repeating: "9", count: 400)
        let px = #"{"value": 1, "unit": "px"}"#
        let cases: [(String, String, String, String)] = [
            ("1e308rem", "dimension", #"{"value": 1e308, "unit": "rem"}"#, "/$value/value"),
            ("-1e16px", "dimension", #"{"value": -1e16, "unit": "px"}"#, "/$value/value"),
            ("1e308s", "duration", #"{"value": 1e308, "unit": "s"}"#, "/$value/value"),
            ("letterSpacing 1e200em of a 1e200px font", "typography",
             #"{"fontFamily": "A", "fontSize": {"value": 1e200, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 1e200, "unit": "em"}}"#,
             "/$value/fontSize/value"),
            ("400-digit legacy px", "dimension", "\"\(digits)px\"", "/$value"),
            ("400-digit legacy ms", "duration", "\"\(digits)ms\"", "/$value"),
            ("shadow blur -1px", "shadow",
             ##"{"color": "#000000", "offsetX": \##(px), "offsetY": \##(px), "blur": {"value": -1, "unit": "px"}, "spread": \##(px)}"##,
             "/$value/blur"),
            ("border width -1px", "border", ##"{"color": "#000000", "width": {"value": -1, "unit": "px"}, "style": "solid"}"##, "/$value/width"),
            ("lineHeight -1", "typography", #"{"fontFamily": "A", "fontSize": \#(px), "fontWeight": 400, "lineHeight": -1}"#, "/$value/lineHeight"),
        ]
        for (name, type, value, pointer) in cases {
            try p.write("tokens/t.json", Self.token(type, value))
            let r = try p.expectRefused(name, Self.build, code: "invalid-value", status: [1], against: before)
            #expect(r.stderr.contains("tokens/t.json:1:"), "\(name): \(r.stderr.prefix(1000))")
            let located = try p.tokenc(["validate", "tokens/t.json", "--diagnostics-format", "json"])
            #expect(located.status == 1 && located.stdout.contains("\"/t/v\(pointer)\""),
                    "\(name): not located at \(pointer)\n\(located.stdout.prefix(1000))")
        }
    }

    /// `remBase` 0, −16 and 1e308 (each output that reads one, and validation) are config errors at the member.
    @Test func remBaseOutOfRangeIsAConfigError() throws {
        for bad in ["0", "-16", "1e308"] {
            for (name, config) in [
                ("swift", #"{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift", "remBase": \#(bad)}}"#),
                ("html", #"{"tokens": ["t.json"], "output": "../out", "html": {"path": "HTML", "remBase": \#(bad)}}"#),
                ("validation", #"{"tokens": ["t.json"], "output": "../out", "css": {"path": "CSS"}, "validation": {"remBase": \#(bad)}}"#),
            ] {
                let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": Self.good])
                defer { p.removeAll() }
                let r = try p.tokenc(Self.build)
                #expect(r.status == 2, "\(name) remBase \(bad): exit \(r.status)\n\(r.stderr.prefix(1000))")
                #expect(r.stderr.contains("tokens/tokenc.json:1:") && r.stderr.contains("remBase") && r.stderr.contains("[config-invalid]"),
                        "\(name) remBase \(bad):\n\(r.stderr.prefix(1000))")
                #expect(p.snapshot().isEmpty, "\(name) remBase \(bad): wrote outputs")
            }
        }
    }

    /// The largest accepted values convert exactly: 1e15rem at remBase 10000 is 1e19 points, and an em letter
    /// spacing multiplies the font size in points.
    @Test func largestAcceptedValuesConvertExactly() throws {
        let config = #"{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift", "remBase": 10000}, "css": {"path": "CSS"}}"#
        let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": #"""
            {"t": {"d": {"$type": "dimension", "$value": {"value": 1e15, "unit": "rem"}},
                   "f": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 1e15, "unit": "px"}, "fontWeight": 400,
                         "letterSpacing": {"value": -1e15, "unit": "em"}, "lineHeight": 1e15}}}}
            """#])
        defer { p.removeAll() }
        let r = try p.tokenc(Self.build)
        #expect(r.status == 0, "\(r.stderr.prefix(1000))")
        let swift = p.snapshot("out/Swift").values.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(swift.contains("10000000000000000000"), "rem × remBase")
        #expect(swift.contains("letterSpacing: -1000000000000000000000000000000"), "em × font size")
        #expect(!swift.contains("letterSpacing: 0,"))
        let css = p.snapshot("out/CSS").values.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(css.contains("1000000000000000rem"))
    }
}
