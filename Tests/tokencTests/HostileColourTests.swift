import Foundation
import Testing
@testable import TokenCore

/// Colour components at and beyond the edges of their spaces through the real binary, with every output on
/// (Swift, CSS, JSON, HTML): a component outside the range its space accepts is a located `invalid-value`
/// error, never a hang or a trap; every accepted extreme builds to finite numbers.
@Suite(.serialized) struct HostileColourTests {
    static let config = #"{"tokens": ["t.json"], "output": "../out", "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}, "html": {"path": "HTML"}}"#
    static let build = ["build", "--config", "tokens/tokenc.json"]

    /// A token file of one colour token `c.a` with `value` as its `$value`.
    static func tokens(_ value: String) -> String {
        #"{"c": {"$type": "color", "a": {"$value": "# + value + "}}}"
    }

    /// A project built from an ordinary colour, and its outputs.
    static func project() throws -> (HostileProject, [String: FileState]) {
        let p = try HostileProject(["tokens/tokenc.json": config,
                                    "tokens/t.json": tokens(#"{"colorSpace": "srgb", "components": [0, 0.4, 0.8]}"#)])
        return (p, try p.goodBuild(build))
    }

    /// The issue's reproductions and their family: chroma, a and b so large that the gamut mapping's search
    /// never narrowed (oklch) or a byte conversion trapped (lab), in every unbounded component.
    @Test func componentsBeyondTheirSpaceAreLocatedErrors() throws {
        let (p, before) = try Self.project()
        defer { p.removeAll() }
        let cases: [(String, String, String)] = [
            ("oklch chroma 1e155", "oklch", "[0.5, 1e155, 30]"),
            ("lab a and b 1e300", "lab", "[50, 1e300, 1e300]"),
            ("lch chroma 1e308", "lch", "[50, 1e308, 30]"),
            ("oklab a -1e308", "oklab", "[0.5, -1e308, 0]"),
            ("oklch chroma just past the limit", "oklch", "[0.5, 10.000000000000002, 30]"),
            ("lab b just past the limit", "lab", "[50, 0, -1000.0000000000001]"),
        ]
        for (name, space, components) in cases {
            try p.write("tokens/t.json", Self.tokens(#"{"colorSpace": "\#(space)", "components": \#(components)}"#))
            let r = try p.expectRefused(name, Self.build, code: "invalid-value", status: [1], against: before)
            #expect(r.stderr.contains("tokens/t.json:1:"), "\(name): \(r.stderr.prefix(500))")
            #expect(r.stderr.contains("invalid color: \(space) "), "\(name): \(r.stderr.prefix(500))")
            let v = try p.tokenc(["validate", "tokens/t.json"])
            #expect(v.status == 1 && v.stderr.contains("[invalid-value]"), "\(name): \(v.stderr.prefix(500))")
        }
    }

    /// `tokenc diff` between a good tree and one with an extreme colour: the extreme is reported, nothing traps.
    @Test func diffRefusesExtremeColoursWithoutTrapping() throws {
        let base = try HostileProject(["tokens/tokenc.json": Self.config,
                                       "tokens/t.json": Self.tokens(#"{"colorSpace": "srgb", "components": [1, 0, 0]}"#)])
        defer { base.removeAll() }
        let head = try HostileProject(["tokens/tokenc.json": Self.config,
                                       "tokens/t.json": Self.tokens(#"{"colorSpace": "lab", "components": [50, 1e300, 1e300]}"#)])
        defer { head.removeAll() }
        let r = try head.tokenc(["diff", "--base", base.root.path, "--config", "tokens/tokenc.json"])
        #expect(!r.timedOut && !r.stderr.contains("Fatal error") && !r.stderr.contains("Backtrace"), "\(r.stderr.prefix(1000))")
        #expect(r.status != 0)
        #expect(r.stderr.contains("[invalid-value]"), "\(r.stderr.prefix(1000))")

        // At the accepted limits the diff measures a finite ΔE.
        try head.write("tokens/t.json", Self.tokens(#"{"colorSpace": "lab", "components": [50, 1000, -1000]}"#))
        let ok = try head.tokenc(["diff", "--base", base.root.path, "--config", "tokens/tokenc.json", "--format", "json"])
        #expect(ok.status == 0, "\(ok.stderr.prefix(1000))")
        #expect(ok.stdout.contains("\"deltaE2000\""), "\(ok.stdout.prefix(1000))")
    }

    /// Colours at the edges of every space the Color module lists (each corner of the range, −0, a subnormal,
    /// the largest hue below 360, `none`) build with every output, and no output holds a non-number.
    @Test func everySpaceAtItsLimitsBuilds() throws {
        let (p, _) = try Self.project()
        defer { p.removeAll() }
        var members: [String] = []
        for space in ColorSpace.allCases {
            for (k, corner) in Self.corners(space).enumerated() {
                let hex = k == 0 ? ##", "hex": "#000000""## : ""
                members.append(#""\#(space.rawValue)-\#(k)": {"$value": {"colorSpace": "\#(space.rawValue)", "components": \#(corner), "alpha": \#(k % 2 == 0 ? "1" : "1e-320")\#(hex)}}"#)
            }
        }
        // Composites carry the same colours through their own writers.
        members.append(#""border": {"$type": "border", "$value": {"color": "{c.oklch-1}", "width": {"value": 1, "unit": "px"}, "style": "solid"}}"#)
        members.append(#""shadow": {"$type": "shadow", "$value": {"color": "{c.lab-1}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"#)
        members.append(#""gradient": {"$type": "gradient", "$value": [{"color": "{c.lch-1}", "position": 0}, {"color": "{c.oklab-2}", "position": 1}]}"#)
        try p.write("tokens/t.json", "{\"c\": {\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "\n}}")
        let r = try p.tokenc(Self.build, timeout: 300)
        #expect(!r.timedOut && r.status == 0, "\(r.stderr.prefix(2000))")
        #expect(!r.stderr.contains("[invalid-value]"), "\(r.stderr.prefix(2000))")
        for (path, state) in p.snapshot() {
            let text = String(decoding: state.bytes, as: UTF8.self).lowercased()
            #expect(!text.contains("nan") && !text.contains("inf)") && !text.contains("infinity"), "\(path)")
        }
        let css = Self.text(p, "out/CSS")
        #expect(css.contains("lab-1: "), "\(css.prefix(500))")
    }

    /// Every file under `directory` of the project, as one text.
    static func text(_ p: HostileProject, _ directory: String) -> String {
        p.snapshot(directory).sorted { $0.key < $1.key }.map { String(decoding: $0.value.bytes, as: UTF8.self) }.joined()
    }

    /// Components at the corners of `space`'s accepted ranges, as JSON arrays.
    static func corners(_ space: ColorSpace) -> [String] {
        let ranges = space.componentRanges
        func ends(_ r: ColorSpace.ComponentRange) -> (String, String, String) {
            switch r {
            case .unit: return ("0", "1", "1e-320")
            case .percentage: return ("0", "100", "-0")
            case .hue: return ("0", "359.99999999999994", "\"none\"")
            case .chroma(let limit): return ("0", NumberText.format(limit), "5e-324")
            case .axis(let limit): return ("-" + NumberText.format(limit), NumberText.format(limit), "-0")
            }
        }
        let e = ranges.map(ends)
        return [
            "[\(e[0].0), \(e[1].0), \(e[2].0)]", "[\(e[0].1), \(e[1].1), \(e[2].1)]", "[\(e[0].2), \(e[1].1), \(e[2].0)]",
            "[\(e[0].1), \(e[1].0), \(e[2].1)]", "[\(e[0].1), \(e[1].2), \(e[2].2)]", "[\(e[0].0), \(e[1].1), \(e[2].1)]",
        ]
    }
}
