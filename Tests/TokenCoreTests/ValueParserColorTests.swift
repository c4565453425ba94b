import Testing
@testable import TokenCore

@Suite struct ValueParserColorTests {
    @Test func colorObjects() {
        let r = parseValue(.color, #"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": 0.8}"#)
        #expect(r.value == .color(ColorValue(colorSpace: .srgb, components: [0.3, 0.6, 1], alpha: 0.8)))
        #expect(r.canonical == #"{"colorSpace":"srgb","components":[0.3,0.6,1],"alpha":0.8}"#)
        #expect(r.diagnostics.isEmpty)
        #expect(parseValue(.color, #"{"components": [218, 50, 67], "colorSpace": "hsl"}"#).canonical
            == #"{"colorSpace":"hsl","components":[218,50,67],"alpha":1}"#)
        #expect(parseValue(.color, ##"{"colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 1, "hex": "#FFFFFF"}"##).canonical
            == ##"{"colorSpace":"hsl","components":["none",0,100],"alpha":1,"hex":"#ffffff"}"##)
    }

    @Test func everyDTCGColorExampleParses() {
        let examples: [(String, String)] = [
            ("srgb", "[1, 0, 1]"), ("srgb-linear", "[1, 0, 1]"), ("hsl", "[330, 100, 50]"), ("hwb", "[330, 0, 0]"),
            ("lab", "[60.17, 93.54, -60.5]"), ("lch", "[60.17, 111.4, 327.11]"), ("oklab", "[0.701, 0.2746, -0.169]"),
            ("oklch", "[0.7016, 0.3225, 328.363]"), ("display-p3", "[1, 0, 1]"), ("a98-rgb", "[1, 0, 1]"),
            ("prophoto-rgb", "[1, 0, 1]"), ("rec2020", "[1, 0, 1]"), ("xyz-d65", "[0.5929, 0.2848, 0.9699]"),
            ("xyz-d50", "[0.5791, 0.2831, 0.728]"),
        ]
        for (space, components) in examples {
            // The hex fallback must be the components' colour: hsl(330 100% 50%) and hwb(330 0% 0%) are #ff0080.
            let hex = space == "hsl" || space == "hwb" ? "#ff0080" : "#ff00ff"
            let r = parseValue(.color, ##"{"colorSpace": "\##(space)", "components": \##(components), "alpha": 1, "hex": "\##(hex)"}"##)
            #expect(r.diagnostics.isEmpty, "\(space): \(r.lines)")
            guard case .color(let c)? = r.value else { Issue.record("\(space)"); continue }
            #expect(c.colorSpace.rawValue == space)
            #expect(c.hex == hex)
        }
    }

    @Test func componentRangesPerSpace() {
        let bad: [(String, String, String, String)] = [
            ("srgb", "[1.5, 0, 0]", "/$value/components/0", "invalid color: srgb red must be between 0 and 1, found 1.5"),
            ("display-p3", "[0, -0.1, 0]", "/$value/components/1", "invalid color: display-p3 green must be between 0 and 1, found -0.1"),
            ("hsl", "[360, 50, 50]", "/$value/components/0", "invalid color: hsl hue must be at least 0 and less than 360, found 360"),
            ("hsl", "[0, 101, 50]", "/$value/components/1", "invalid color: hsl saturation must be between 0 and 100, found 101"),
            ("hwb", "[0, 0, -1]", "/$value/components/2", "invalid color: hwb blackness must be between 0 and 100, found -1"),
            ("lab", "[100.5, 0, 0]", "/$value/components/0", "invalid color: lab lightness must be between 0 and 100, found 100.5"),
            ("lch", "[50, -1, 0]", "/$value/components/1", "invalid color: lch chroma must be between 0 and 1000, found -1"),
            ("oklab", "[1.2, 0, 0]", "/$value/components/0", "invalid color: oklab lightness must be between 0 and 1, found 1.2"),
            ("oklch", "[0.5, 0.1, -10]", "/$value/components/2", "invalid color: oklch hue must be at least 0 and less than 360, found -10"),
            ("xyz-d65", "[0.95, 1, 1.089]", "/$value/components/2", "invalid color: xyz-d65 z must be between 0 and 1, found 1.089"),
        ]
        for (space, components, pointer, message) in bad {
            let r = parseValue(.color, #"{"colorSpace": "\#(space)", "components": \#(components)}"#)
            #expect(r.value == nil)
            #expect(r.pointers == [pointer], "\(space)")
            #expect(r.diagnostics.map(\.message) == [message])
        }
        // Large a/b and chroma (within the bounds, see ColorRangeTests) are fine.
        #expect(parseValue(.color, #"{"colorSpace": "lab", "components": [50, -300, 300]}"#).errors.isEmpty)
        #expect(parseValue(.color, #"{"colorSpace": "oklch", "components": [0.5, 0.9, 359.9]}"#).errors.isEmpty)
    }

    @Test func componentErrorLocatedAtTheComponent() {
        let r = parseValue(.color, #"{"colorSpace": "srgb", "components": [0, 2, 0]}"#)
        #expect(r.lines == ["1:77 invalid-value invalid color: srgb green must be between 0 and 1, found 2"])
    }

    @Test func colorShapeErrors() {
        func messages(_ text: String) -> [String] { parseValue(.color, text).diagnostics.map(\.message) }
        // A string that is no hex colour says which forms are accepted.
        #expect(messages(#""color(srgb 0.3 0.6 1)""#) == [#"invalid color: string "color(srgb 0.3 0.6 1)" is not a colour tokenc reads; "# + ValueParser.acceptedColorForms])
        #expect(messages(#""""#) == [#"invalid color: string "" is not a colour tokenc reads; "# + ValueParser.acceptedColorForms])
        #expect(messages("0") == [#"invalid color: expected an object with "colorSpace" and "components", found number 0"#])
        #expect(messages(#"{"colorSpace": "srgb", "channels": [0.3, 0.6, 1]}"#) == [
            #"invalid color: missing required property "components""#,
            #"invalid color: unknown property "channels"; allowed: colorSpace, components, alpha, hex"#,
        ])
        #expect(messages(#"{"components": [0.3, 0.6, 1]}"#) == [#"invalid color: missing required property "colorSpace""#])
        #expect(messages(#"{"colorSpace": "srgb"}"#) == [#"invalid color: missing required property "components""#])
        #expect(messages(#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1, 0.2]}"#) == ["invalid color: srgb has 3 components (red, green, blue), found 4"])
        #expect(messages(#"{"colorSpace": "mondrian", "components": [0.3, 0.6, 1]}"#) == [
            #"invalid color: colorSpace "mondrian" is not one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"#,
        ])
        #expect(messages(#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": "quack"}"#) == [#"invalid color: alpha must be a number between 0 and 1, found string "quack""#])
        #expect(messages(#"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}"#) == ["invalid color: alpha must be a number between 0 and 1, found 1.5"])
        #expect(messages(##"{"colorSpace": "srgb", "hex": "#abcde", "components": [0.3, 0.6, 1]}"##) == [##"invalid color: hex must be a 6-digit "#rrggbb" string, found string "#abcde""##])
        // An 8-digit fallback is a colour: accepted as #aabbcc (short-hex-fallback), which is not the components' colour.
        #expect(parseValue(.color, ##"{"colorSpace": "srgb", "hex": "#aabbccdd", "components": [0.3, 0.6, 1]}"##).diagnostics.map(\.code)
                == [.hexFallbackMismatch, .shortHexFallback])
        #expect(messages(#"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "bad": true}"#) == [#"invalid color: unknown property "bad"; allowed: colorSpace, components, alpha, hex"#])
        #expect(messages(#"{"colorSpace": "srgb", "components": ["None", 0, 0]}"#) == [#"invalid color: srgb red must be a number or "none", found string "None""#])
        #expect(messages(#"{"colorSpace": "srgb", "components": {"r": 1}}"#) == ["invalid color: components must be an array of 3 numbers, found object"])
    }

    @Test func unknownPropertyPointsAtItsKey() {
        let r = parseValue(.color, #"{"colorSpace": "srgb", "components": [0, 0, 0], "bad": true}"#)
        #expect(r.diagnostics.first?.location?.part == .key)
        #expect(r.lines.first?.hasPrefix("1:84 ") == true)
    }

    @Test func everyProblemIsReported() {
        let r = parseValue(.color, #"{"colorSpace": "srgb", "components": [2, -1, "x"], "alpha": 3, "hex": "red"}"#)
        #expect(r.pointers == ["/$value/components/0", "/$value/components/1", "/$value/components/2", "/$value/alpha", "/$value/hex"])
    }

    @Test func legacyHexStrings() {
        let r = parseValue(.color, ##""#FF0000""##)
        #expect(r.value == .color(ColorValue(colorSpace: .srgb, components: [1, 0, 0], alpha: 1, hex: "#ff0000")))
        #expect(r.canonical == ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":1,"hex":"#ff0000"}"##)
        #expect(r.lines == [##"1:36 deprecated-form color "#FF0000" uses the pre-2025.10 hex string form; write { "colorSpace": "srgb", "components": [1, 0, 0] }"##])
        let translucent = parseValue(.color, ##""#00000080""##)
        #expect(translucent.canonical == ##"{"colorSpace":"srgb","components":[0,0,0],"alpha":0.5019607843137255,"hex":"#000000"}"##)
        #expect(translucent.diagnostics.first?.message.hasSuffix(#""components": [0, 0, 0], "alpha": 0.5019607843137255 }"#) == true)
        #expect(parseValue(.color, ##""#f0f""##).canonical == ##"{"colorSpace":"srgb","components":[1,0,1],"alpha":1,"hex":"#ff00ff"}"##)
        guard case .color(let c)? = parseValue(.color, ##""#f0f8""##).value else { Issue.record("#rgba"); return }
        #expect(c.alpha == 136.0 / 255)
        #expect(parseValue(.color, ##""#abcde""##).diagnostics.map(\.message) == [##"invalid color: "#abcde" is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa); or write an object {"colorSpace": "srgb", "components": [r, g, b]}"##])
        #expect(parseValue(.color, #""red""#).errors.count == 1)
    }

    /// `deprecatedForms: false` (a project whose `legacyForms` policy drops the warnings) reads legacy forms to the
    /// same values without building a warning; errors are still reported.
    @Test func legacyFormsLeftOutWhenAsked() {
        func parse(_ type: TokenType, _ text: String, deprecatedForms: Bool) -> (TokenValue?, [Diagnostic]) {
            let file = SourceFile(path: "t.json", text: #"{"t": {"$value": \#(text)}}"#)
            let json = JSONReader.read(file).value?.value(at: JSONPointer(["t", "$value"])) ?? .null
            var diagnostics: [Diagnostic] = []
            let value = ValueParser.parse(json, as: type, origin: Origin(file: "t.json", pointer: JSONPointer(["t"])),
                                          token: TokenPath(["t"]), deprecatedForms: deprecatedForms, diagnostics: &diagnostics)
            return (value, diagnostics)
        }
        for (type, text) in [(TokenType.color, ##""#FF000080""##), (.dimension, #""16px""#), (.duration, #""200ms""#),
                             (.fontFamily, #""Inter, sans-serif""#)] {
            let reported = parse(type, text, deprecatedForms: true)
            let quiet = parse(type, text, deprecatedForms: false)
            #expect(reported.0 != nil && quiet.0 == reported.0, "\(text)")
            #expect(reported.1.map(\.code) == [.deprecatedForm], "\(text)")
            #expect(quiet.1.isEmpty, "\(text): \(quiet.1)")
        }
        let bad = parse(.color, ##""#abcde""##, deprecatedForms: false)
        #expect(bad.0 == nil)
        #expect(bad.1.map(\.code) == [.invalidValue])
    }
}
