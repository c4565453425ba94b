import Testing
@testable import TokenCore

/// The value cases of the Terrazzo parser conformance suite (`Tests/Corpus/terrazzo-parser-cases/`), one token
/// each, with references already substituted (as `ValueParser` receives values).
///
/// Deliberate differences from Terrazzo, each marked in the table:
/// - `.legacyAccepted`: Terrazzo rejects a pre-2025.10 string form that tokenc must accept (with a
///   `deprecated-form` warning) and normalise: "dimension: invalid: legacy format" (`"0.5rem"`),
///   "duration: invalid: legacy format" (`"100ms"`), "stroke-style: invalid: legacy syntax" (`"0.25rem"` dashes).
/// - `.compatAccepted`: Terrazzo accepts what DTCG 2025.10 forbids, and so does tokenc, with compatibility
///   warnings. "typography: valid" and "typography: valid: lineHeight (number)" carry `fontStyle`, `fontVariant`,
///   `textDecoration` and `textTransform`, which the typography schema does not allow (`additionalProperties:
///   false`): kept, with `typography-extra-property`; "valid" has a dimension `lineHeight` where the spec requires a
///   number: kept, with `line-height-dimension`. The typography alias cases use the same members (two are kept
///   below, substituted); their referenced tokens are listed as ordinary cases. `$type: "string"` tokens are not
///   DTCG types and are left out. Also, where Terrazzo rejects it: "dimension: invalid: number (zero)" and "shadow:
///   invalid: bad dimension" (`"offsetX": 0`), a bare `0`, whose meaning is plain (0 is 0 in every unit): read as 0px
///   with `dimension-without-unit`, an error in strict mode.
/// - "typography: invalid: incorrect fontWeight alias" fails on the alias's type (number → fontWeight), which
///   the resolver checks with `expectedType(inside:at:)`, not on a value; it is covered in ValueExpectedTypeTests.
struct TerrazzoValueCase: Sendable, CustomTestStringConvertible {
    enum Expect: Sendable {
        /// Parses without diagnostics; canonical JSON equals this (key order ignored).
        case success(String)
        /// Rejected with at least one invalid-value error.
        case error
        /// Terrazzo rejects it; tokenc accepts it with a deprecated-form warning and this canonical JSON.
        case legacyAccepted(String)
        /// DTCG 2025.10 does not allow it (Terrazzo mostly accepts it); tokenc accepts it with these compatibility
        /// warnings and this canonical JSON.
        case compatAccepted(String, Set<DiagnosticCode>)
    }
    var name: String
    var type: TokenType
    var value: String
    var expect: Expect
    init(_ name: String, _ type: TokenType, _ value: String, _ expect: Expect) {
        self.name = name; self.type = type; self.value = value; self.expect = expect
    }
    var testDescription: String { name }
}

/// `text` parsed and rendered with object keys sorted, to compare JSON regardless of key order.
func sortedJSON(_ text: String) -> String {
    func sorted(_ v: JSONValue) -> JSONValue {
        switch v {
        case .array(let a): return .array(a.map(sorted))
        case .object(let o):
            return .object(JSONObject(o.members.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: sorted($0.value)) }))
        default: return v
        }
    }
    guard let v = JSONReader.read(SourceFile(path: "x.json", text: text)).value else { return "<invalid JSON: \(text)>" }
    return renderJSON(sorted(v))
}

@Suite struct ValueParserTerrazzoTests {
    static let cases: [TerrazzoValueCase] = [
        .init(#"color: valid: object (srgb)"#, .color, #"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": 0.8}"#, .success(#"{"alpha":0.8,"components":[0.3,0.6,1],"colorSpace":"srgb"}"#)),
        .init(#"color: valid: object (hsl)"#, .color, #"{"colorSpace": "hsl", "components": [218, 50, 67]}"#, .success(#"{"alpha":1,"components":[218,50,67],"colorSpace":"hsl"}"#)),
        .init(#"color: invalid: string"#, .color, #""color(srgb 0.3 0.6 1)""#, .error),
        .init(#"color: invalid: object (legacy channels)"#, .color, #"{"colorSpace": "srgb", "channels": [0.3, 0.6, 1]}"#, .error),
        .init(#"color: invalid: empty string"#, .color, #""""#, .error),
        .init(#"color: invalid: number"#, .color, #"0"#, .error),
        .init(#"color: invalid: missing colorSpace"#, .color, #"{"components": [0.3, 0.6, 1]}"#, .error),
        .init(#"color: invalid: missing components"#, .color, #"{"colorSpace": "srgb"}"#, .error),
        .init(#"color: invalid: wrong number of components"#, .color, #"{"colorSpace": "srgb", "components": [0.3, 0.6, 1, 0.2]}"#, .error),
        .init(#"color: invalid: unknown colorSpace"#, .color, #"{"colorSpace": "mondrian", "components": [0.3, 0.6, 1]}"#, .error),
        .init(#"color: invalid: bad alpha value"#, .color, #"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "alpha": "quack"}"#, .error),
        .init(#"color: invalid: bad hex fallback"#, .color, ##"{"colorSpace": "srgb", "hex": "#abcde", "components": [0.3, 0.6, 1]}"##, .error),
        .init(#"color: invalid: unknown props"#, .color, #"{"colorSpace": "srgb", "components": [0.3, 0.6, 1], "bad": true}"#, .error),
        .init(#"dimension: valid: rem"#, .dimension, #"{"value": 0.5, "unit": "rem"}"#, .success(#"{"value":0.5,"unit":"rem"}"#)),
        .init(#"dimension: valid: px"#, .dimension, #"{"value": 12, "unit": "px"}"#, .success(#"{"value":12,"unit":"px"}"#)),
        .init(#"dimension: valid: negative"#, .dimension, #"{"value": -0.25, "unit": "rem"}"#, .success(#"{"value":-0.25,"unit":"rem"}"#)),
        .init(#"dimension: valid: 0"#, .dimension, #"{"value": 0, "unit": "px"}"#, .success(#"{"value":0,"unit":"px"}"#)),
        .init(#"dimension: invalid: legacy format"#, .dimension, #""0.5rem""#, .legacyAccepted(#"{"value":0.5,"unit":"rem"}"#)),
        .init(#"dimension: invalid: empty string"#, .dimension, #""""#, .error),
        .init(#"dimension: invalid: no number"#, .dimension, #""rem""#, .error),
        .init(#"dimension: invalid: no units"#, .dimension, #""16""#, .error),
        .init(#"dimension: invalid: number"#, .dimension, #"42"#, .error),
        .init(#"dimension: invalid: number (zero)"#, .dimension, #"0"#, .compatAccepted(#"{"value":0,"unit":"px"}"#, [.dimensionWithoutUnit])),
        .init(#"dimension: invalid: unsupported unit"#, .dimension, #"{"value": 1, "unit": "vw"}"#, .compatAccepted(#"{"value":1,"unit":"vw"}"#, [.nonStandardUnit])),
        .init(#"dimension: invalid: unknown prop"#, .dimension, #"{"value": 2, "unit": "px", "bad": true}"#, .error),
        .init(#"duration: valid: ms"#, .duration, #"{"value": 100, "unit": "ms"}"#, .success(#"{"value":100,"unit":"ms"}"#)),
        .init(#"duration: valid: s"#, .duration, #"{"value": 0.25, "unit": "s"}"#, .success(#"{"value":0.25,"unit":"s"}"#)),
        .init(#"duration: valid: 0"#, .duration, #"{"value": 0, "unit": "ms"}"#, .success(#"{"value":0,"unit":"ms"}"#)),
        .init(#"duration: valid: -100"#, .duration, #"{"value": -100, "unit": "ms"}"#, .success(#"{"value":-100,"unit":"ms"}"#)),
        .init(#"duration: invalid: legacy format"#, .duration, #""100ms""#, .legacyAccepted(#"{"value":100,"unit":"ms"}"#)),
        .init(#"duration: invalid: empty string"#, .duration, #""""#, .error),
        .init(#"duration: invalid: no number"#, .duration, #""ms""#, .error),
        .init(#"duration: invalid: no units"#, .duration, #""250""#, .error),
        .init(#"duration: invalid: number"#, .duration, #"250"#, .error),
        .init(#"duration: invalid: unsupported unit"#, .duration, #"{"value": 200, "unit": "ns"}"#, .error),
        .init(#"duration: invalid: unknown prop"#, .duration, #"{"value": 100, "unit": "ms", "bad": true}"#, .error),
        .init(#"font-family: valid: string"#, .fontFamily, #"["Helvetica"]"#, .success(#"["Helvetica"]"#)),
        .init(#"font-family: valid: string[]"#, .fontFamily, #"["Helvetica", "system-ui", "sans-serif"]"#, .success(#"["Helvetica","system-ui","sans-serif"]"#)),
        .init(#"font-family: invalid: empty string"#, .fontFamily, #""""#, .error),
        .init(#"font-family: invalid: empty string in array"#, .fontFamily, #"[""]"#, .error),
        .init(#"font-family: invalid: number"#, .fontFamily, #"200"#, .error),
        .init(#"font-weight: valid: number"#, .fontWeight, #"700"#, .success(#"700"#)),
        .init(#"font-weight: valid: weight name font-weight.thin"#, .fontWeight, #""thin""#, .success(#"100"#)),
        .init(#"font-weight: valid: weight name font-weight.hairline"#, .fontWeight, #""hairline""#, .success(#"100"#)),
        .init(#"font-weight: valid: weight name font-weight.extra-light"#, .fontWeight, #""extra-light""#, .success(#"200"#)),
        .init(#"font-weight: valid: weight name font-weight.ultra-light"#, .fontWeight, #""ultra-light""#, .success(#"200"#)),
        .init(#"font-weight: valid: weight name font-weight.light"#, .fontWeight, #""light""#, .success(#"300"#)),
        .init(#"font-weight: valid: weight name font-weight.normal"#, .fontWeight, #""normal""#, .success(#"400"#)),
        .init(#"font-weight: valid: weight name font-weight.regular"#, .fontWeight, #""regular""#, .success(#"400"#)),
        .init(#"font-weight: valid: weight name font-weight.book"#, .fontWeight, #""book""#, .success(#"400"#)),
        .init(#"font-weight: valid: weight name font-weight.medium"#, .fontWeight, #""medium""#, .success(#"500"#)),
        .init(#"font-weight: valid: weight name font-weight.semi-bold"#, .fontWeight, #""semi-bold""#, .success(#"600"#)),
        .init(#"font-weight: valid: weight name font-weight.demi-bold"#, .fontWeight, #""demi-bold""#, .success(#"600"#)),
        .init(#"font-weight: valid: weight name font-weight.bold"#, .fontWeight, #""bold""#, .success(#"700"#)),
        .init(#"font-weight: valid: weight name font-weight.extra-bold"#, .fontWeight, #""extra-bold""#, .success(#"800"#)),
        .init(#"font-weight: valid: weight name font-weight.ultra-bold"#, .fontWeight, #""ultra-bold""#, .success(#"800"#)),
        .init(#"font-weight: valid: weight name font-weight.black"#, .fontWeight, #""black""#, .success(#"900"#)),
        .init(#"font-weight: valid: weight name font-weight.heavy"#, .fontWeight, #""heavy""#, .success(#"900"#)),
        .init(#"font-weight: valid: weight name font-weight.extra-black"#, .fontWeight, #""extra-black""#, .success(#"950"#)),
        .init(#"font-weight: valid: weight name font-weight.ultra-black"#, .fontWeight, #""ultra-black""#, .success(#"950"#)),
        .init(#"font-weight: invalid: unknown string"#, .fontWeight, #""thinnish""#, .error),
        .init(#"font-weight: invalid: number out of range"#, .fontWeight, #"9001"#, .error),
        .init(#"number: valid"#, .number, #"42"#, .success(#"42"#)),
        .init(#"number: invalid"#, .number, #""100""#, .error),
        .init(#"number: invalid: type"#, .cubicBezier, #"["33%", "100%", "68%", "100%"]"#, .error),
        .init(#"cubic-bezier: valid"#, .cubicBezier, #"[0.33, 1, 0.68, 1]"#, .success(#"[0.33,1,0.68,1]"#)),
        // "valid: aliases", with the four {number.*} references substituted.
        .init(#"cubic-bezier: valid: aliases cubic"#, .cubicBezier, #"[0.33, 1, 0.68, 1]"#, .success(#"[0.33,1,0.68,1]"#)),
        .init(#"cubic-bezier: valid: aliases number.a"#, .number, #"0.33"#, .success(#"0.33"#)),
        .init(#"cubic-bezier: valid: aliases number.b"#, .number, #"1"#, .success(#"1"#)),
        .init(#"cubic-bezier: valid: aliases number.c"#, .number, #"0.68"#, .success(#"0.68"#)),
        .init(#"cubic-bezier: valid: aliases number.d"#, .number, #"1"#, .success(#"1"#)),
        .init(#"cubic-bezier: invalid: length"#, .cubicBezier, #"[0.33, 1, 0.68, 1, 5]"#, .error),
        .init(#"cubic-bezier: invalid: type"#, .cubicBezier, #"["33%", "100%", "68%", "100%"]"#, .error),
        .init(#"stroke-style: valid: string"#, .strokeStyle, #""double""#, .success(#""double""#)),
        .init(#"stroke-style: valid: object"#, .strokeStyle, #"{"lineCap": "square", "dashArray": [{"value": 0.25, "unit": "rem"}, {"value": 0.5, "unit": "rem"}]}"#, .success(#"{"lineCap":"square","dashArray":[{"value":0.25,"unit":"rem"},{"value":0.5,"unit":"rem"}]}"#)),
        .init(#"stroke-style: invalid: unknown string"#, .strokeStyle, #""thicc""#, .error),
        .init(#"stroke-style: invalid: legacy syntax"#, .strokeStyle, #"{"lineCap": "round", "dashArray": ["0.25rem", "0.5rem"]}"#, .legacyAccepted(#"{"dashArray":[{"value":0.25,"unit":"rem"},{"value":0.5,"unit":"rem"}],"lineCap":"round"}"#)),
        .init(#"stroke-style: invalid: unknown prop"#, .strokeStyle, #"{"lineCap": "square", "dashArray": [{"value": 0.25, "unit": "rem"}, {"value": 0.5, "unit": "rem"}], "bad": true}"#, .error),
        .init(#"border: valid"#, .border, #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "style": "solid", "width": {"value": 1, "unit": "px"}}"#, .success(#"{"color":{"alpha":0.15,"components":[0,0,0],"colorSpace":"srgb"},"style":"solid","width":{"value":1,"unit":"px"}}"#)),
        .init(#"border: invalid: missing color"#, .border, #"{"style": "solid", "width": {"value": 1, "unit": "px"}}"#, .error),
        .init(#"border: invalid: unknown prop"#, .border, #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15}, "style": "solid", "width": {"value": 1, "unit": "px"}, "bad": "foo"}"#, .error),
        .init(#"transition: valid timing.quick"#, .duration, #"{"value": 150, "unit": "ms"}"#, .success(#"{"value":150,"unit":"ms"}"#)),
        .init(#"transition: valid ease.in-out"#, .cubicBezier, #"[0.42, 0, 0.58, 1]"#, .success(#"[0.42,0,0.58,1]"#)),
        // "valid", with {timing.quick} and {ease.in-out} substituted.
        .init(#"transition: valid transition.ease-in-out"#, .transition, #"{"duration": {"value": 150, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1], "delay": {"value": 0, "unit": "ms"}}"#, .success(#"{"duration":{"value":150,"unit":"ms"},"timingFunction":[0.42,0,0.58,1],"delay":{"value":0,"unit":"ms"}}"#)),
        .init(#"transition: invalid: missing duration"#, .transition, #"{"timingFunction": [0.42, 0, 0.58, 1]}"#, .error),
        .init(#"transition: invalid: missing delay"#, .transition, #"{"duration": {"value": 150, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}"#, .error),
        .init(#"transition: invalid: missing timingFunction"#, .transition, #"{"duration": {"value": 150, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}}"#, .error),
        .init(#"transition: invalid: unknown prop"#, .transition, #"{"duration": {"value": 100, "unit": "ms"}, "timingFunction": [0, 0, 1, 1], "delay": {"value": 0, "unit": "ms"}, "bad": true}"#, .error),
        .init(#"shadow: valid: single"#, .shadow, ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.15, "hex": "#000000"}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}"##, .success(##"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.15,"hex":"#000000"},"offsetX":{"value":0,"unit":"rem"},"offsetY":{"value":0.25,"unit":"rem"},"blur":{"value":0.5,"unit":"rem"},"spread":{"value":0,"unit":"rem"},"inset":false}]"##)),
        .init(#"shadow: valid: array"#, .shadow, #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}, {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.5, "unit": "rem"}, "blur": {"value": 1, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}]"#, .success(#"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.1},"offsetX":{"value":0,"unit":"rem"},"offsetY":{"value":0.25,"unit":"rem"},"blur":{"value":0.5,"unit":"rem"},"spread":{"value":0,"unit":"rem"},"inset":false},{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.1},"offsetX":{"value":0,"unit":"rem"},"offsetY":{"value":0.5,"unit":"rem"},"blur":{"value":1,"unit":"rem"},"spread":{"value":0,"unit":"rem"},"inset":false}]"#)),
        .init(#"shadow: invalid: bad dimension"#, .shadow, #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, "offsetX": 0, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}]"#, .compatAccepted(#"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":0.1},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":0.25,"unit":"rem"},"blur":{"value":0.5,"unit":"rem"},"spread":{"value":0,"unit":"rem"},"inset":false}]"#, [.dimensionWithoutUnit])),
        .init(#"shadow: invalid: missing color"#, .shadow, #"{"offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}}"#, .error),
        .init(#"shadow: valid: inset"#, .shadow, ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}, "inset": true}"##, .success(##"[{"color":{"colorSpace":"srgb","components":[0,0,0],"alpha":1,"hex":"#000000"},"offsetX":{"value":0,"unit":"rem"},"offsetY":{"value":0.25,"unit":"rem"},"blur":{"value":0.5,"unit":"rem"},"spread":{"value":0,"unit":"rem"},"inset":true}]"##)),
        .init(#"shadow: invalid: unknown prop"#, .shadow, #"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1}, "offsetX": {"value": 0, "unit": "rem"}, "offsetY": {"value": 0.25, "unit": "rem"}, "blur": {"value": 0.5, "unit": "rem"}, "spread": {"value": 0, "unit": "rem"}, "inset": false, "bad": true}]"#, .error),
        .init(#"gradient: valid"#, .gradient, ##"[{"color": {"alpha": 1, "components": [0.4, 0.2, 0.6], "colorSpace": "srgb", "hex": "#663399"}, "position": 0}, {"color": {"alpha": 1, "components": [1, 0.6, 0], "colorSpace": "srgb", "hex": "#ff9900"}, "position": 1}]"##, .success(##"[{"color":{"alpha":1,"components":[0.4,0.2,0.6],"colorSpace":"srgb","hex":"#663399"},"position":0},{"color":{"alpha":1,"components":[1,0.6,0],"colorSpace":"srgb","hex":"#ff9900"},"position":1}]"##)),
        .init(#"gradient: invalid: bad color"#, .gradient, ##"[{"color": {"colorSpace": "mud"}, "position": 0}, {"color": {"alpha": 1, "components": [1, 0.6, 0], "colorSpace": "srgb", "hex": "#ff9900"}, "position": 1}]"##, .error),
        .init(#"gradient: invalid: bad position"#, .gradient, ##"[{"color": {"alpha": 1, "components": [0.4, 0.2, 0.6], "colorSpace": "srgb", "hex": "#663399"}, "position": 0}, {"color": {"alpha": 1, "components": [1, 0.6, 0], "colorSpace": "srgb", "hex": "#ff9900"}, "position": "12px"}]"##, .error),
        .init(#"gradient: invalid: missing position"#, .gradient, ##"[{"color": {"alpha": 1, "components": [0.4, 0.2, 0.6], "colorSpace": "srgb", "hex": "#663399"}, "position": 0}, {"color": {"alpha": 1, "components": [1, 0.6, 0], "colorSpace": "srgb", "hex": "#ff9900"}}]"##, .error),
        .init(#"gradient: invalid: unknown prop"#, .gradient, ##"[{"color": {"alpha": 1, "components": [0.4, 0.2, 0.6], "colorSpace": "srgb", "hex": "#663399"}, "position": 0, "bad": true}]"##, .error),
        .init(#"typography: valid"#, .typography, #"{"fontFamily": "Helvetica", "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": {"value": 24, "unit": "px"}, "textDecoration": "underline", "textTransform": "uppercase"}"#, .compatAccepted(#"{"fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": {"value": 24, "unit": "px"}, "textDecoration": "underline", "textTransform": "uppercase"}"#, [.typographyExtraProperty, .lineHeightDimension])),
        .init(#"typography: valid: lineHeight (number)"#, .typography, #"{"fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.5, "textDecoration": "underline", "textTransform": "uppercase"}"#, .compatAccepted(#"{"fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.5, "textDecoration": "underline", "textTransform": "uppercase"}"#, [.typographyExtraProperty])),
        .init(#"typography: valid: fontFamily alias font.family"#, .fontFamily, #""Helvetica""#, .success(#"["Helvetica"]"#)),
        .init(#"typography: valid: fontSize alias font.size"#, .dimension, #"{"value": 1.25, "unit": "rem"}"#, .success(#"{"value":1.25,"unit":"rem"}"#)),
        .init(#"typography: valid: fontWeight alias font.weight"#, .fontWeight, #"750"#, .success(#"750"#)),
        .init(#"typography: valid: lineHeight alias (dimension) font.line-height"#, .dimension, #"{"value": 1.25, "unit": "rem"}"#, .success(#"{"value":1.25,"unit":"rem"}"#)),
        .init(#"typography: valid: lineHeight alias (number) font.line-height"#, .number, #"1.6"#, .success(#"1.6"#)),
        .init(#"typography: valid: letterSpacing alias font.spacing"#, .dimension, #"{"value": 0.01, "unit": "px"}"#, .success(#"{"value":0.01,"unit":"px"}"#)),
        .init(#"typography: valid: non-spec value (dimension) font.paragraphSpacing"#, .dimension, #"{"value": 14, "unit": "px"}"#, .success(#"{"value":14,"unit":"px"}"#)),
        .init(#"typography: invalid: missing properties"#, .typography, #"{}"#, .error),
        .init(#"typography: invalid: dimension legacy format"#, .typography, #"{"fontFamily": "Helvetica", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0.001em", "lineHeight": "24px"}"#, .error),
        // Typography alias cases, substituted; accepted with compatibility warnings for their non-spec members (see above).
        .init(#"typography: valid: fontSize alias typography.body"#, .typography, #"{"fontFamily": ["Helvetica"], "fontSize": {"value": 1.25, "unit": "rem"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": {"value": 24, "unit": "px"}, "textDecoration": "underline", "textTransform": "uppercase"}"#, .compatAccepted(#"{"fontFamily": ["Helvetica"], "fontSize": {"value": 1.25, "unit": "rem"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": {"value": 24, "unit": "px"}, "textDecoration": "underline", "textTransform": "uppercase"}"#, [.typographyExtraProperty, .lineHeightDimension])),
        .init(#"typography: valid: lineHeight alias (number) typography.body"#, .typography, #"{"fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.6, "textDecoration": "underline", "textTransform": "uppercase"}"#, .compatAccepted(#"{"fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps", "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.6, "textDecoration": "underline", "textTransform": "uppercase"}"#, [.typographyExtraProperty])),
    ]

    @Test(arguments: cases)
    func terrazzoCase(_ c: TerrazzoValueCase) {
        let r = parseValue(c.type, c.value)
        switch c.expect {
        case .success(let expected):
            #expect(r.diagnostics.isEmpty, "\(r.lines)")
            #expect(r.canonical.map(sortedJSON) == sortedJSON(expected))
        case .error:
            #expect(r.value == nil)
            #expect(r.errors.contains { $0.code == .invalidValue }, "\(r.lines)")
        case .compatAccepted(let expected, let codes):
            #expect(r.errors.isEmpty, "\(r.lines)")
            #expect(Set(r.diagnostics.map(\.code)) == codes, "\(r.lines)")
            #expect(r.canonical.map(sortedJSON) == sortedJSON(expected))
        case .legacyAccepted(let expected):
            #expect(r.errors.isEmpty, "\(r.lines)")
            #expect(!r.diagnostics.isEmpty && r.diagnostics.allSatisfy { $0.code == .deprecatedForm })
            #expect(r.canonical.map(sortedJSON) == sortedJSON(expected))
        }
    }

    @Test func specConformingTypographyFromTheTerrazzoCases() {
        // "typography: valid: lineHeight (number)" without the members 2025.10 does not define.
        let r = parseValue(.typography, #"{"fontFamily": ["Helvetica"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.125, "unit": "rem"}, "lineHeight": 1.5}"#)
        #expect(r.diagnostics.isEmpty)
        #expect(r.canonical == #"{"fontFamily":["Helvetica"],"fontSize":{"value":16,"unit":"px"},"fontWeight":400,"letterSpacing":{"value":0.125,"unit":"rem"},"lineHeight":1.5}"#)
    }
}
