/// The value of each token after a platform's value transforms, the way Style Dictionary 5 reaches it: a token
/// with a literal value is transformed; a reference takes the transformed value of the token it names (the
/// transforms are not applied again); a value with references inside gets their transformed values, then only
/// the transitive transforms (the CSS shorthands, font family and cubic-bézier).
package struct StyleDictionaryPlatformValues {
    package let tokens: ResolvedTokens
    /// The platform's transforms, in order.
    package let transforms: [String]
    /// `basePxFontSize`.
    package let base: Double
    /// The type written in the token files, by dotted path (`fontSize`, which tokenc reads as a dimension).
    package let writtenTypes: [String: String]
    /// Values written as bare numbers, as written (`"0.75"`, not the `0.75rem` tokenc read), by dotted path.
    let writtenNumbers: [String: JSONValue]
    private var memo: [TokenPath: JSONValue] = [:]
    private var visiting: Set<TokenPath> = []

    init(tokens: ResolvedTokens, transforms: [String], base: Double, writtenTypes: [String: String],
         writtenNumbers: [String: JSONValue] = [:]) {
        self.tokens = tokens
        self.transforms = transforms.filter { StyleDictionaryTransformNames.value.contains($0) }
        self.base = base
        self.writtenTypes = writtenTypes
        self.writtenNumbers = writtenNumbers
    }

    static let transitive: Set<String> = ["fontFamily/css", "cubicBezier/css", "strokeStyle/css/shorthand", "border/css/shorthand",
                                          "typography/css/shorthand", "transition/css/shorthand", "shadow/css/shorthand"]

    /// The kind Style Dictionary's filters see for `token`.
    package func kind(_ token: ResolvedToken) -> StyleDictionaryTokenKind {
        StyleDictionaryTokenKind(type: writtenTypes[token.path.description] ?? token.type.rawValue)
    }

    /// The transformed value of the token at `path` (null when there is none).
    package mutating func value(_ path: TokenPath) -> JSONValue {
        if let v = memo[path] { return v }
        guard let token = tokens[path], !visiting.contains(path) else { return .null }
        visiting.insert(path)
        defer { visiting.remove(path) }
        let result: JSONValue
        if let target = token.aliasOf, tokens.contains(target) {
            result = value(target)
        } else {
            var referenced = false
            let raw = substitute(token.rawValue, referenced: &referenced)
            // A bare number starts from its written text, as Style Dictionary's transforms see it.
            let start = referenced ? nil : writtenNumbers[path.description]
            result = transform(start ?? Self.normalized(raw, typed: token.value), token: token, literal: !referenced)
        }
        memo[path] = result
        return result
    }

    /// `v` with each reference replaced by the referenced token's value (inside a string, by its text).
    private mutating func substitute(_ v: JSONValue, referenced: inout Bool) -> JSONValue {
        switch v {
        case .string(let s) where s.contains("{"):
            if s.hasPrefix("{"), s.hasSuffix("}"), s.dropFirst().firstIndex(of: "{") == nil {
                referenced = true
                return value(TokenPath(dotted: String(s.dropFirst().dropLast())))
            }
            var out = ""
            var rest = s[...]
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                out += rest[..<open]
                referenced = true
                out += StyleDictionaryTransforms.text(value(TokenPath(dotted: String(rest[rest.index(after: open)..<close]))))
                rest = rest[rest.index(after: close)...]
            }
            return .string(out + rest)
        case .array(let items):
            return .array(items.map { substitute($0, referenced: &referenced) })
        case .object(let o):
            var out = JSONObject()
            for m in o.members { out.members.append(JSONMember(key: m.key, value: substitute(m.value, referenced: &referenced))) }
            return .object(out)
        default:
            return v
        }
    }

    /// DTCG object forms as the strings Style Dictionary reads: a dimension or duration `{value, unit}` as
    /// `"16px"`, a colour object as its hex.
    package static func normalized(_ v: JSONValue, typed: TokenValue) -> JSONValue {
        switch v {
        case .object(let o):
            if let n = o["value"]?.numberValue, let unit = o["unit"]?.stringValue, o.members.count == 2 {
                return .string(NumberText.format(n) + unit)
            }
            if o["colorSpace"] != nil {
                if case .color(let c) = typed { return .string(EmitColor(c).hex) }
                return .string(o["hex"]?.stringValue ?? "")
            }
            var out = JSONObject()
            for m in o.members {
                var member = typed
                if case .border(let b) = typed, m.key == "color" { member = .color(b.color) }
                if case .shadow(let layers) = typed, m.key == "color", layers.count == 1 { member = .color(layers[0].color) }
                out.members.append(JSONMember(key: m.key, value: normalized(m.value, typed: member)))
            }
            return .object(out)
        case .array(let items):
            if case .shadow(let layers) = typed, layers.count == items.count {
                return .array(zip(items, layers).map { normalized($0, typed: .shadow([$1])) })
            }
            return .array(items.map { normalized($0, typed: typed) })
        default:
            return v
        }
    }

    /// `v` through the transforms that apply to `token` (with `literal` false, only the transitive ones).
    private func transform(_ start: JSONValue, token: ResolvedToken, literal: Bool) -> JSONValue {
        var v = start
        let kind = kind(token)
        let color: EmitColor? = if case .color(let c) = token.value { EmitColor(c) } else { nil }
        for t in transforms where literal || Self.transitive.contains(t) {
            v = apply(t, v, kind: kind, color: color)
        }
        return v
    }

    /// One transform.
    private func apply(_ t: String, _ v: JSONValue, kind: StyleDictionaryTokenKind, color: EmitColor?) -> JSONValue {
        let f = StyleDictionaryTransforms.self
        if t.hasPrefix("color/") {
            guard kind.isColor, let c = color else { return v }
            return .string(Self.color(t, c))
        }
        switch t {
        case "size/rem", "size/px":
            guard kind.isDimension || kind.isFontSize else { return v }
            if let s = v.stringValue, let last = s.last, !(last.isNumber || last == ".") { return v }
            guard let n = f.parseFloat(v) else { return v }
            if t == "size/rem", n == 0 { return .string("0") }
            return .string(NumberText.format(n) + (t == "size/rem" ? "rem" : "px"))
        case "size/remToDp", "size/compose/remToDp", "size/swift/remToCGFloat", "size/remToPt":
            guard kind.isDimension, let n = f.parseFloat(v) else { return v }
            let x = f.fixed(n * base, 2)
            switch t {
            case "size/remToDp": return .string(x + "dp")
            case "size/compose/remToDp": return .string(x + ".dp")
            case "size/remToPt": return .string(x + "f")
            default: return .string("CGFloat(\(x))")
            }
        case "size/remToSp", "size/compose/remToSp":
            guard kind.isFontSize, let n = f.parseFloat(v) else { return v }
            if t == "size/compose/remToSp", v.stringValue?.hasSuffix("em") == true, v.stringValue?.hasSuffix("rem") == false { return v }
            return .string(f.fixed(n * base, 2) + (t == "size/remToSp" ? "sp" : ".sp"))
        case "size/compose/em":
            guard kind.isFontSize, let s = v.stringValue, s.hasSuffix("em"), !s.hasSuffix("rem"), let n = f.parseFloat(v) else { return v }
            return .string(NumberText.format(n) + ".em")
        case "time/seconds":
            // A bare number is milliseconds (Style Dictionary's `time` convention); a duration with a unit stays.
            guard kind.type == "duration" || kind.type == "time", f.isBareNumber(v), let n = f.parseFloat(v) else { return v }
            return .string(f.fixed(n / 1000, 2) + "s")
        case "fontFamily/css":
            guard kind.type == "fontFamily" else { return v }
            return .string(Self.fontFamily(v))
        case "cubicBezier/css":
            guard kind.type == "cubicBezier" else { return v }
            return Self.cubicBezier(v)
        case "strokeStyle/css/shorthand":
            guard kind.type == "strokeStyle", case .object = v else { return v }
            return .string("dashed")
        case "border/css/shorthand":
            guard kind.type == "border", case .object(let o) = v else { return v }
            let style: String? = o["style"].map { if case .object = $0 { "dashed" } else { f.text($0) } }
            return .string([o["width"].map(f.text), style, o["color"].map(f.text)].compactMap { $0 }.joined(separator: " "))
        case "typography/css/shorthand":
            guard kind.type == "typography", case .object(let o) = v else { return v }
            let size = o["fontSize"].map(f.text).map { s in o["lineHeight"].map { s + "/" + f.text($0) } ?? s }
            let family = o["fontFamily"].map(Self.fontFamily)
            return .string([o["fontStyle"].map(f.text), o["fontVariant"].map(f.text), o["fontWeight"].map(f.text), size, family]
                .compactMap { $0 }.joined(separator: " "))
        case "transition/css/shorthand":
            guard kind.type == "transition", case .object(let o) = v else { return v }
            return .string([o["duration"].map(f.text), o["timingFunction"].map { f.text(Self.cubicBezier($0)) }, o["delay"].map(f.text)]
                .compactMap { $0 }.joined(separator: " "))
        case "shadow/css/shorthand":
            guard kind.type == "shadow" else { return v }
            return .string(Self.shadow(v))
        default:
            return v
        }
    }

    /// A colour transform's text.
    package static func color(_ t: String, _ c: EmitColor) -> String {
        func byte(_ x: Double) -> Int { Int((min(max(x, 0), 1) * 255).rounded()) }
        func hex2(_ n: Int) -> String { let s = String(n, radix: 16); return s.count == 1 ? "0" + s : s }
        let (r, g, b, a) = (byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
        let rgb = hex2(r) + hex2(g) + hex2(b)
        let alpha = NumberText.format((c.alpha * 100).rounded() / 100)
        let f = StyleDictionaryTransforms.self
        switch t {
        case "color/hex": return "#" + rgb
        case "color/hex8": return "#" + rgb + hex2(a)
        case "color/hex8android": return "#" + hex2(a) + rgb
        case "color/composeColor": return "Color(0x\(hex2(a))\(rgb))"
        case "color/rgb": return c.alpha == 1 ? "rgb(\(r), \(g), \(b))" : "rgba(\(r), \(g), \(b), \(alpha))"
        case "color/UIColorSwift":
            return "UIColor(red: \(f.fixed(Double(r) / 255, 3)), green: \(f.fixed(Double(g) / 255, 3)), blue: \(f.fixed(Double(b) / 255, 3)), alpha: \(NumberText.format(c.alpha)))"
        default: return c.alpha == 1 ? "#" + rgb : "rgba(\(r), \(g), \(b), \(alpha))"
        }
    }

    /// A font stack as CSS: names with spaces single-quoted, joined by `, `.
    package static func fontFamily(_ v: JSONValue) -> String {
        let names: [String]
        switch v {
        case .array(let items): names = items.map(StyleDictionaryTransforms.text)
        default: names = StyleDictionaryTransforms.text(v).split(separator: ",").map { String($0) }
        }
        return names.map { n -> String in
            let name = n.trimmingSpaces
            let quoted = name.hasPrefix("'") || name.hasPrefix("\"")
            return !quoted && name.contains(" ") ? "'\(name)'" : name
        }.joined(separator: ", ")
    }

    /// `[a, b, c, d]` as `cubic-bezier(a, b, c, d)`; anything else as it is.
    package static func cubicBezier(_ v: JSONValue) -> JSONValue {
        guard case .array(let items) = v, items.count == 4 else { return v }
        return .string("cubic-bezier(\(items.map(StyleDictionaryTransforms.text).joined(separator: ", ")))")
    }

    /// A shadow (a layer, or a list of layers or already-written layers) as CSS.
    package static func shadow(_ v: JSONValue) -> String {
        let f = StyleDictionaryTransforms.self
        switch v {
        case .array(let layers): return layers.map(shadow).joined(separator: ", ")
        case .object(let o):
            let inset = o["inset"]?.boolValue == true ? "inset" : nil
            return [inset, o["offsetX"].map(f.text), o["offsetY"].map(f.text), o["blur"].map(f.text), o["spread"].map(f.text),
                    o["color"].map(f.text)].compactMap { $0 }.joined(separator: " ")
        default: return f.text(v)
        }
    }
}
