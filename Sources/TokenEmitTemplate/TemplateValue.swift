/// A token's value in a template's context: every representation a template may want, each written by the
/// writer the built-in outputs use (CSS text by `CSSValueWriter`, JSON by `JSONTextWriter`, colours by
/// `EmitColor`). Numbers are decimal text (`16`, `0.5`), as every output prints them. See docs/templates.md.
package enum TemplateValue {
    /// px per rem for `points` (as the Swift output's default `remBase`).
    package static let remBase = 16.0

    /// The value object of `value`: `type`, `css`, `json`, and the members of its type.
    package static func object(_ value: TokenValue) -> TemplateObject {
        let css = CSSValueWriter().render(value)
        var out = ByteBuffer()
        JSONTextWriter.write(value.canonicalJSON, compact: true, into: &out)
        var members: [String: Any?] = [
            "type": value.type.rawValue,
            "css": css,
            "json": String(decoding: out.bytes, as: UTF8.self),
        ]
        let n = NumberText.format
        switch value {
        case .color(let c):
            let e = EmitColor(c)
            members["hex"] = e.hex
            members["red"] = EmitColor.rounded(e.red)
            members["green"] = EmitColor.rounded(e.green)
            members["blue"] = EmitColor.rounded(e.blue)
            members["alpha"] = n(e.alpha)
            members["red255"] = String(channel(e.red))
            members["green255"] = String(channel(e.green))
            members["blue255"] = String(channel(e.blue))
            members["alpha255"] = String(channel(e.alpha))
            members["opaque"] = e.alpha >= 1
        case .dimension(let d):
            members["number"] = n(d.value)
            members["unit"] = d.unit.rawValue
            if let px = d.absolutePixels(remBase: remBase) { members["points"] = n(px) }
        case .duration(let d):
            members["number"] = n(d.value)
            members["unit"] = d.unit.rawValue
            members["seconds"] = n(d.seconds)
            members["ms"] = n(d.seconds * 1000)
        case .number(let x), .fontWeight(let x):
            members["number"] = n(x)
        case .fontFamily(let families):
            members["families"] = families
        case .cubicBezier(let b):
            members["x1"] = n(b.p1x); members["y1"] = n(b.p1y); members["x2"] = n(b.p2x); members["y2"] = n(b.p2y)
        case .string(let s):
            members["string"] = s
        case .boolean(let b):
            members["bool"] = b
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography, .edgeInsets:
            break
        }
        return TemplateObject("\(value.type.rawValue) value", members, text: css)
    }

    /// A 0…1 component as 0…255, clamped (extended-sRGB components beyond the gamut are clipped).
    private static func channel(_ x: Double) -> Int {
        Int((min(max(x, 0), 1) * 255).rounded())
    }
}
