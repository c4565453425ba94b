import Foundation
import Testing
import TestSupport

/// `tokenc build` on a Style Dictionary-form file with unitless sizes, under each `"units": {"unitless": …}`:
/// the CSS carries the unit the policy names and the file gets one `unitless-dimension` warning; `error` refuses
/// each size; `tokenc fix` writes the units so the warning goes.
@Suite struct UnitlessDimensionCLITests {
    static let tokens = #"""
    {
      "size": {
        "font": {
          "small": { "value": "0.75" },
          "large": { "value": 2 }
        }
      }
    }
    """#

    static func project(_ units: String?) throws -> URL {
        let unitsMember = units.map { #", "units": {"unitless": "\#($0)"}"# } ?? ""
        return try CLITests.project(["tokenc.json": #"{"tokens": ["tokens.json"], "output": "out", "css": {"path": "css"}\#(unitsMember)}"#,
                                     "tokens.json": tokens])
    }

    static func css(_ dir: URL) throws -> String {
        try FixCLITests.tree(dir, "out/css").values.map { String(decoding: $0, as: UTF8.self) }.joined()
    }

    @Test(arguments: [(String?.none, "rem"), ("rem", "rem"), ("px", "px")])
    func buildsInThePolicysUnit(units: String?, unit: String) throws {
        let dir = try Self.project(units)
        let build = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(build.status == 0, "\(build.stderr)")
        let css = try Self.css(dir)
        #expect(css.contains("--size-font-small: 0.75\(unit);"), "\(css)")
        #expect(css.contains("--size-font-large: 2\(unit);"), "\(css)")
        #expect(build.stderr.components(separatedBy: "[unitless-dimension]").count - 1 == 1, "\(build.stderr)")
        #expect(build.stderr.contains("2 lengths in"), "\(build.stderr)")
    }

    @Test func errorRefusesEachSize() throws {
        let dir = try Self.project("error")
        let build = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(build.status != 0)
        #expect(build.stderr.components(separatedBy: "has no unit").count - 1 == 2, "\(build.stderr)")
        #expect(!build.stderr.contains("unitless-dimension"), "\(build.stderr)")
    }

    @Test func fixWritesTheUnits() throws {
        let dir = try Self.project("px")
        let fix = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(fix.status == 0, "\(fix.stderr)")
        let fixed = try String(contentsOf: dir.appendingPathComponent("tokens.json"), encoding: .utf8)
        #expect(fixed.contains(#""0.75px""#) && fixed.contains(#""2px""#), "\(fixed)")
        let build = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("unitless-dimension"), "\(build.stderr)")
    }
}
