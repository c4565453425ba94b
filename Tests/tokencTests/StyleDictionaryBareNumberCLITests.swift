import Foundation
import Testing

/// Values written as bare numbers in a Style Dictionary project reach each platform as Style Dictionary's
/// transforms make them from the written text: `size/px` gives px and `size/rem` rem (whatever the unitless
/// policy read), `time/seconds` divides by 1000, and a platform without the transform keeps the number as written.
@Suite struct StyleDictionaryBareNumberCLITests {
    static let tokens = #"""
    {
      "size": {"font": {"small": {"value": "0.75", "type": "fontSize"}}, "padding": {"value": "1", "type": "dimension"},
               "gap": {"value": "4px", "type": "dimension"}},
      "time": {"fast": {"value": "200", "type": "time"}},
      "font": {"weight": {"bold": {"value": "700", "type": "fontWeight"}}}
    }
    """#
    static let config = #"""
    {
      "source": ["tokens/*.json"],
      "platforms": {
        "scss": {"transformGroup": "scss", "buildPath": "build/scss/", "files": [{"destination": "_v.scss", "format": "scss/variables"}]},
        "js": {"transformGroup": "js", "buildPath": "build/js/", "files": [{"destination": "t.js", "format": "javascript/es6"}]},
        "json": {"transforms": ["attribute/cti", "name/kebab", "size/px"], "buildPath": "build/json/",
                 "files": [{"destination": "flat.json", "format": "json/flat"}]},
        "ios": {"transformGroup": "ios-swift", "buildPath": "build/ios/",
                "files": [{"destination": "T.swift", "format": "ios-swift/enum.swift", "options": {"className": "T"}}]}
      }
    }
    """#

    @Test func eachPlatformStartsFromTheWrittenNumber() throws {
        let dir = try CLITests.project(["config.json": Self.config, "tokens/base.json": Self.tokens])
        let r = try CLI.run(["build", "--style-dictionary", "config.json", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        func read(_ path: String) throws -> String { try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8) }
        let scss = try read("build/scss/_v.scss")
        #expect(scss.contains("$size-font-small: 0.75rem;") && scss.contains("$size-padding: 1rem;"), "\(scss)")
        #expect(scss.contains("$time-fast: 0.20s;"), "\(scss)")
        let js = try read("build/js/t.js")
        #expect(js.contains(#"export const TimeFast = "200";"#) && js.contains(#"export const FontWeightBold = "700";"#), "\(js)")
        let json = try read("build/json/flat.json")
        #expect(json.contains(#""size-font-small": "0.75px""#) && json.contains(#""size-padding": "1px""#), "\(json)")
        #expect(json.contains(#""size-gap": "4px""#) && json.contains(#""time-fast": "200""#), "\(json)")
        let swift = try read("build/ios/T.swift")
        #expect(swift.contains("public static let fontWeightBold = 700\n") && swift.contains("public static let timeFast = 200\n"), "\(swift)")
        #expect(swift.contains("public static let sizePadding = CGFloat(16.00)"), "\(swift)")
    }
}
