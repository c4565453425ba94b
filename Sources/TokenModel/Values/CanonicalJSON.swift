/// The canonical DTCG 2025.10 JSON form of typed values.
///
/// Decisions, so that output is deterministic and always current-format:
/// - Object keys follow the spec's (and JSON Schema's) property order, whatever order the author used.
/// - A colour always carries `alpha` (1 when it was omitted); `hex` only when one was given (a legacy hex
///   string reads with its `#rrggbb` part as `hex`). `none` components are written as `"none"`.
/// - Dimensions and durations are `{ "value", "unit" }` objects, legacy strings included.
/// - `fontFamily` is always an array (a single name becomes a one-element array); `fontWeight` is a number.
/// - A shadow is always an array of layers, even when written as a single object (the typed value does not
///   keep the difference), and every layer carries `inset`.
/// - Gradient positions are written clamped to 0…1.
/// - The non-standard `string` and `boolean` values are the JSON string and boolean they were written as; an
///   `edgeInsets` value is the array of its 1 to 4 dimensions.
extension TokenValue {
    /// The canonical DTCG 2025.10 JSON form of this value.
    public var canonicalJSON: JSONValue {
        switch self {
        case .color(let c): return c.canonicalJSON
        case .dimension(let d): return d.canonicalJSON
        case .fontFamily(let names): return .array(names.map(JSONValue.string))
        case .fontWeight(let w): return .number(w)
        case .duration(let d): return d.canonicalJSON
        case .cubicBezier(let b): return b.canonicalJSON
        case .number(let n): return .number(n)
        case .strokeStyle(let s): return s.canonicalJSON
        case .border(let b): return b.canonicalJSON
        case .transition(let t): return t.canonicalJSON
        case .shadow(let layers): return .array(layers.map(\.canonicalJSON))
        case .gradient(let stops): return .array(stops.map(\.canonicalJSON))
        case .typography(let t): return t.canonicalJSON
        case .string(let s): return .string(s)
        case .boolean(let b): return .bool(b)
        case .edgeInsets(let e): return .array(e.parts.map(\.canonicalJSON))
        }
    }
}

/// An ordered JSON object from key–value pairs.
private func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members.map { JSONMember(key: $0.0, value: $0.1) }))
}

extension ColorValue {
    /// `{ "colorSpace", "components", "alpha", "hex"? }`.
    public var canonicalJSON: JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(colorSpace.rawValue)),
            ("components", .array(components.map { $0.map(JSONValue.number) ?? .string("none") })),
            ("alpha", .number(alpha)),
        ]
        if let hex { members.append(("hex", .string(hex))) }
        return object(members)
    }
}

extension DimensionValue {
    /// `{ "value", "unit" }`.
    public var canonicalJSON: JSONValue { object([("value", .number(value)), ("unit", .string(unit.rawValue))]) }
}

extension DurationValue {
    /// `{ "value", "unit" }`.
    public var canonicalJSON: JSONValue { object([("value", .number(value)), ("unit", .string(unit.rawValue))]) }
}

extension CubicBezierValue {
    /// `[P1x, P1y, P2x, P2y]`.
    public var canonicalJSON: JSONValue { .array([.number(p1x), .number(p1y), .number(p2x), .number(p2y)]) }
}

extension StrokeStyleValue {
    /// The keyword string, or `{ "dashArray", "lineCap" }`.
    public var canonicalJSON: JSONValue {
        switch self {
        case .keyword(let k): return .string(k)
        case .dashes(let dashes, let cap):
            return object([("dashArray", .array(dashes.map(\.canonicalJSON))), ("lineCap", .string(cap))])
        }
    }
}

extension BorderValue {
    /// `{ "color", "width", "style" }`.
    public var canonicalJSON: JSONValue {
        object([("color", color.canonicalJSON), ("width", width.canonicalJSON), ("style", style.canonicalJSON)])
    }
}

extension TransitionValue {
    /// `{ "duration", "delay", "timingFunction" }`.
    public var canonicalJSON: JSONValue {
        object([("duration", duration.canonicalJSON), ("delay", delay.canonicalJSON),
                ("timingFunction", timingFunction.canonicalJSON)])
    }
}

extension ShadowValue {
    /// `{ "color", "offsetX", "offsetY", "blur", "spread", "inset" }`.
    public var canonicalJSON: JSONValue {
        object([("color", color.canonicalJSON), ("offsetX", offsetX.canonicalJSON), ("offsetY", offsetY.canonicalJSON),
                ("blur", blur.canonicalJSON), ("spread", spread.canonicalJSON), ("inset", .bool(inset))])
    }
}

extension GradientStop {
    /// `{ "color", "position" }`, the position clamped to 0…1.
    public var canonicalJSON: JSONValue {
        object([("color", color.canonicalJSON), ("position", .number(min(max(position, 0), 1)))])
    }
}

extension TypographyValue {
    /// `{ "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight" }`; the last two left out when the
    /// token does not give them.
    public var canonicalJSON: JSONValue {
        var members: [(String, JSONValue)] = [("fontFamily", .array(fontFamily.map(JSONValue.string))),
                                              ("fontSize", fontSize.canonicalJSON), ("fontWeight", .number(fontWeight))]
        if let letterSpacing { members.append(("letterSpacing", letterSpacing.canonicalJSON)) }
        if let lineHeightLength {
            members.append(("lineHeight", lineHeightLength.canonicalJSON))
        } else if let lineHeight {
            members.append(("lineHeight", .number(lineHeight)))
        }
        for e in extras { members.append((e.name, e.value)) }
        return object(members)
    }
}
