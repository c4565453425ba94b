/// Style Dictionary values as the DTCG value shapes the rest of the pipeline reads: `"16px"` as
/// `{"value": 16, "unit": "px"}`, `"rgba(0, 0, 0, 0.1)"` as a colour object, a shadow keyed by index as a list of
/// layers, numbers written as strings as numbers. What has no exact DTCG shape is an `invalid-value` error that
/// names the rewrite. Located at the place in the file the author wrote (`/color/red/value/0/offsetX`).
package struct StyleDictionaryValues {
    /// The token's origin (its value key is the file's).
    package let origin: Origin
    /// The token's path.
    package let path: TokenPath
    /// What converting found.
    package var diagnostics: [Diagnostic] = []
    /// The opacity a colour written as a reference with an alpha gets (`"{color.red}80"`).
    package var alpha: Double?
    /// What a length without a unit means (`"units": {"unitless": …}`).
    package var unitless: UnitlessPolicy = .styleDictionaryDefault
    /// Each length read without a unit: where it is written and the JSON that writes it with its unit
    /// (reported once per file by the reader, `unitless-dimension`).
    var unitlessEdits: [FixIt.Edit] = []

    /// Reports an `invalid-value` error at `sub` below the value.
    private mutating func refuse(_ message: String, at sub: [String]) {
        diagnostics.append(Diagnostic(.invalidValue, message, at: origin.location(["$value"] + sub), token: path.description))
    }

    /// `value` (references already rewritten) in the shape of `type`; nil when it was refused.
    package mutating func convert(_ value: JSONValue, as type: TokenType, at sub: [String] = []) -> JSONValue? {
        if case .string(let s) = value {
            if StyleDictionaryReferences.isWhole(s) { return value }
            if StyleDictionaryReferences.isInterpolated(s), type != .color, type != .border, type != .shadow {
                refuse("\"\(s)\" puts a reference inside other text; a \(type.rawValue) token can only be one whole reference (\"{a.b}\") or a literal. Write the \(type.rawValue) in full, or split the value into tokens of their own", at: sub)
                return nil
            }
        }
        switch type {
        case .color: return color(value, at: sub)
        case .dimension: return dimension(value, at: sub)
        case .duration: return duration(value, at: sub)
        case .number: return number(value, at: sub)
        case .fontWeight: return fontWeight(value)
        case .fontFamily: return fontFamily(value)
        case .shadow: return shadow(value, at: sub)
        case .border: return border(value, at: sub)
        case .typography: return typography(value, at: sub)
        case .cubicBezier:
            // CSS's `cubic-bezier(…)` text as DTCG's four numbers.
            guard case .string(let s) = value, let p = StyleDictionaryNameTypes.cubicBezier(s) else { return value }
            return .array(p.map(JSONValue.number))
        default: return value
        }
    }

    /// A colour: hex, colour functions, named colours, `transparent`, or a reference with an alpha.
    package mutating func color(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        guard case .string(let s) = value else { return value }
        if let c = StyleDictionaryColor.literal(s) { return StyleDictionaryColor.json(c) }
        if let (reference, a) = StyleDictionaryColor.referenceWithAlpha(s) {
            guard sub.isEmpty else {
                refuse("\"\(s)\" gives a referenced colour an alpha inside a composite value; make it a colour token of its own (\"value\": \"\(s)\") and reference that token here", at: sub)
                return nil
            }
            alpha = a
            return .string(reference)
        }
        refuse("\"\(s)\" is not a colour tokenc reads; write a hex colour (\"#rrggbb\"), rgb()/rgba()/hsl()/hsla() with numbers, a CSS colour name, or a reference (\"{color.name}\", with \"80\" after it or in rgba(…, 0.5) for an alpha)", at: sub)
        return nil
    }

    /// A length: `"16px"`, `"1.5rem"`, 0.
    package mutating func dimension(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        switch value {
        case .number(let n) where n == 0:
            return Self.measure(0, "px")
        case .number(let n):
            let text = NumberText.format(n)
            if let unit = unitless.unit { return readUnitless(n, text, unit, at: sub) }
            refuse("\(text) has no unit; Style Dictionary's transforms choose one, DTCG needs it written: write \"\(text)px\" or \"\(text)rem\" (or set \"units\": {\"unitless\": \"rem\"} in tokenc.json)", at: sub)
            return nil
        case .string(let s):
            let (n, unit) = ValueParser.splitNumber(s)
            if let n {
                switch unit {
                case "px", "rem", "em": return Self.measure(n, unit)
                case "":
                    if n == 0 { return Self.measure(0, "px") }
                    if let unit = unitless.unit { return readUnitless(n, s, unit, at: sub) }
                    return refuseUnitless(s, at: sub)
                case "%":
                    refuse("\"\(s)\" is a percentage, and a DTCG dimension is a length (px or rem): write the length it stands for, or give the token \"type\": \"string\" to carry the text as it is", at: sub)
                    return nil
                default: break
                }
            }
            refuse("\"\(s)\" is not a length tokenc reads; write a number with px or rem (\"16px\", \"1.5rem\")", at: sub)
            return nil
        default:
            return value
        }
    }

    private mutating func refuseUnitless(_ s: String, at sub: [String]) -> JSONValue? {
        refuse("\"\(s)\" has no unit; Style Dictionary's transforms choose one, DTCG needs it written: write \"\(s)px\" or \"\(s)rem\" (or set \"units\": {\"unitless\": \"rem\"} in tokenc.json)", at: sub)
        return nil
    }

    /// `n` (written `text`) in `unit`, noting the edit that writes the unit at `sub`.
    private mutating func readUnitless(_ n: Double, _ text: String, _ unit: String, at sub: [String]) -> JSONValue {
        unitlessEdits.append(.replace(origin.location(["$value"] + sub), json: Self.jsonString(text + unit)))
        return Self.measure(n, unit)
    }

    /// A time: `"200ms"`, `"0.5s"`; a bare number is milliseconds (what Style Dictionary's `time/seconds` assumes).
    package mutating func duration(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        switch value {
        case .number(let n): return Self.measure(n, "ms")
        case .string(let s):
            let (n, unit) = ValueParser.splitNumber(s)
            if let n, unit == "ms" || unit == "s" { return Self.measure(n, unit) }
            if let n, unit.isEmpty { return Self.measure(n, "ms") }
            refuse("\"\(s)\" is not a duration tokenc reads; write \"200ms\" or \"0.5s\"", at: sub)
            return nil
        default: return value
        }
    }

    /// A number: a number, a number written as a string (`"0.5"`), or a percentage (`"50%"` is 0.5).
    package mutating func number(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        guard case .string(let s) = value else { return value }
        let (n, unit) = ValueParser.splitNumber(s)
        if let n, unit.isEmpty { return .number(n) }
        if let n, unit == "%" { return .number(n / 100) }
        refuse("\"\(s)\" is not a number; write it as a JSON number (0.5)", at: sub)
        return nil
    }

    /// A font weight: a number, a number written as a string, or a name (read by the value parser).
    package func fontWeight(_ value: JSONValue) -> JSONValue? {
        guard case .string(let s) = value else { return value }
        let (n, unit) = ValueParser.splitNumber(s)
        if let n, unit.isEmpty { return .number(n) }
        return value
    }

    /// A font family: a CSS font stack in one string is its names.
    package func fontFamily(_ value: JSONValue) -> JSONValue? {
        guard case .string(let s) = value, s.contains(",") else { return value }
        let names = ValueParser.fontStack(s)
        guard !names.contains(where: \.isEmpty) else { return value }
        return .array(names.map(JSONValue.string))
    }

    /// A shadow: one layer object, a list of them, or an object keyed by index (`"0": {…}, "1": {…}`).
    package mutating func shadow(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        switch value {
        case .object(let o) where !o.isEmpty && o.keys.allSatisfy({ Int($0) != nil }):
            let ordered = o.members.sorted { Int($0.key)! < Int($1.key)! }
            var layers: [JSONValue] = []
            for m in ordered {
                guard let layer = shadowLayer(m.value, at: sub + [m.key]) else { return nil }
                layers.append(layer)
            }
            return layers.count == 1 ? layers[0] : .array(layers)
        case .object:
            return shadowLayer(value, at: sub)
        case .array(let a):
            var layers: [JSONValue] = []
            for (i, item) in a.enumerated() {
                guard let layer = shadowLayer(item, at: sub + [String(i)]) else { return nil }
                layers.append(layer)
            }
            return .array(layers)
        case .string(let s):
            refuse("\"\(s)\" is a CSS shadow in one string; write it as an object {\"offsetX\": \"0px\", \"offsetY\": \"2px\", \"blur\": \"8px\", \"spread\": \"0px\", \"color\": \"#00000029\"} (a list of them for several layers)", at: sub)
            return nil
        default:
            return value
        }
    }

    /// One shadow layer: Style Dictionary's names (`x`, `y`, `blurRadius`, `spreadRadius`, `opacity`) as DTCG's;
    /// unitless numbers are pixels, and `opacity` is the alpha of a literal colour.
    private mutating func shadowLayer(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        guard case .object(let o) = value else {
            refuse("a shadow layer must be an object with offsetX, offsetY, blur, spread and color, not \(value.kindName)", at: sub)
            return nil
        }
        let names = ["x": "offsetX", "y": "offsetY", "blurRadius": "blur", "spreadRadius": "spread", "offsetX": "offsetX",
                     "offsetY": "offsetY", "blur": "blur", "spread": "spread", "color": "color", "inset": "inset"]
        var out: [JSONMember] = []
        var opacity: Double?
        var ok = true
        for m in o.members {
            if m.key == "opacity" {
                guard let n = m.value.numberValue ?? m.value.stringValue.flatMap({ Double($0) }), n >= 0, n <= 1 else {
                    refuse("a shadow's opacity must be a number from 0 to 1", at: sub + [m.key])
                    ok = false
                    continue
                }
                opacity = n
                continue
            }
            if m.key == "type", m.value.stringValue == "innerShadow" || m.value.stringValue == "dropShadow" {
                if m.value.stringValue == "innerShadow" { out.append(JSONMember(key: "inset", value: .bool(true))) }
                continue
            }
            guard let name = names[m.key] else {
                out.append(m)  // the value parser names what it does not know
                continue
            }
            let converted: JSONValue?
            switch name {
            case "color": converted = color(m.value, at: sub + [m.key])
            case "inset": converted = m.value
            default:
                if case .number(let n) = m.value { converted = Self.measure(n, "px") } else { converted = dimension(m.value, at: sub + [m.key]) }
            }
            guard let converted else { ok = false; continue }
            out.append(JSONMember(key: name, value: converted))
        }
        guard ok else { return nil }
        if let opacity {
            guard let i = out.firstIndex(where: { $0.key == "color" }), case .object(var c) = out[i].value else {
                refuse("a shadow's opacity applies to a literal colour; write the colour with its alpha (rgba(…) or \"#rrggbbaa\") instead of \"opacity\"", at: sub + ["opacity"])
                return nil
            }
            if opacity < 1 { c["alpha"] = .number(opacity) } else { c["alpha"] = nil }
            out[i].value = .object(c)
        }
        return .object(JSONObject(out))
    }

    /// A border: an object, or the CSS shorthand `"1px solid #000"` / `"1px solid {color.border}"`.
    package mutating func border(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        switch value {
        case .string(let s):
            let parts = s.split(separator: " ").map(String.init)
            guard parts.count == 3 else {
                refuse("\"\(s)\" is not a border tokenc reads; write \"WIDTH STYLE COLOR\" (\"1px solid {color.border}\") or an object {\"width\": …, \"style\": …, \"color\": …}", at: sub)
                return nil
            }
            let noted = unitlessEdits.count
            let width = parts[0].hasPrefix("{") ? .string(parts[0]) : dimension(.string(parts[0]), at: sub)
            if unitlessEdits.count > noted, case .object(let w)? = width, let unit = w["unit"]?.stringValue {
                // The width is inside the shorthand: the fix-it writes the whole shorthand.
                unitlessEdits[noted...] = [.replace(origin.location(["$value"] + sub), json: Self.jsonString(([parts[0] + unit] + parts[1...]).joined(separator: " ")))]
            }
            guard let width,
                  let color = parts[2].hasPrefix("{") && StyleDictionaryReferences.isWhole(parts[2]) ? .string(parts[2]) : color(.string(parts[2]), at: sub)
            else { return nil }
            return .object(JSONObject([JSONMember(key: "color", value: color), JSONMember(key: "width", value: width),
                                       JSONMember(key: "style", value: .string(parts[1]))]))
        case .object(let o):
            var out: [JSONMember] = []
            for m in o.members {
                let converted: JSONValue?
                switch m.key {
                case "color": converted = convert(m.value, as: .color, at: sub + [m.key])
                case "width": converted = convert(m.value, as: .dimension, at: sub + [m.key])
                default: converted = m.value
                }
                guard let converted else { return nil }
                out.append(JSONMember(key: m.key, value: converted))
            }
            return .object(JSONObject(out))
        default:
            return value
        }
    }

    /// A typography object, each member in its own type's shape.
    package mutating func typography(_ value: JSONValue, at sub: [String]) -> JSONValue? {
        guard case .object(let o) = value else { return value }
        let types: [String: TokenType] = ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
                                          "letterSpacing": .dimension, "lineHeight": .number]
        var out: [JSONMember] = []
        for m in o.members {
            guard let t = types[m.key] else { out.append(m); continue }
            guard let converted = convert(m.value, as: t, at: sub + [m.key]) else { return nil }
            out.append(JSONMember(key: m.key, value: converted))
        }
        return .object(JSONObject(out))
    }

    /// `s` as a JSON string literal.
    package static func jsonString(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `{"value": n, "unit": unit}`.
    package static func measure(_ n: Double, _ unit: String) -> JSONValue {
        .object(JSONObject([JSONMember(key: "value", value: .number(n)), JSONMember(key: "unit", value: .string(unit))]))
    }
}
