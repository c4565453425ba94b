/// Reading the composite types: strokeStyle, border, transition, shadow, gradient, typography.
extension ValueParser.Reader {
    /// Reads a stroke-style keyword or `{ "dashArray": [dimension, …], "lineCap": "round" | "butt" | "square" }`.
    package mutating func strokeStyle(_ json: JSONValue, at site: ValueParser.Site) -> StrokeStyleValue? {
        if case .string(let s) = json {
            guard StrokeStyleValue.keywords.contains(s) else {
                error("\"\(s)\" is not one of \(StrokeStyleValue.keywords.joined(separator: ", "))", at: site)
                return nil
            }
            return .keyword(s)
        }
        guard let (o, shapeOK) = object(
            json, at: site, required: ["dashArray", "lineCap"],
            expecting: "one of \(StrokeStyleValue.keywords.joined(separator: ", ")) or an object with \"dashArray\" and \"lineCap\""
        ) else { return nil }
        var ok = shapeOK
        var dashes: [DimensionValue] = []
        if let raw = o["dashArray"] {
            if case .array(let items) = raw, !items.isEmpty {
                for (i, item) in items.enumerated() {
                    let dashSite = ValueParser.Site(path: site.path + ["dashArray", String(i)], label: "\(site.label) dashArray[\(i)]")
                    if let d = dimension(item, at: dashSite), nonNegative(d.value, d.unit.rawValue, at: dashSite) {
                        dashes.append(d)
                    } else {
                        ok = false
                    }
                }
            } else {
                let found = raw.arrayValue != nil ? "an empty array" : ValueParser.describe(raw)
                error("dashArray must be a non-empty array of dimensions, found \(found)", at: site.below("dashArray"))
                ok = false
            }
        }
        var lineCap = ""
        if let raw = o["lineCap"] {
            if case .string(let c) = raw, StrokeStyleValue.lineCaps.contains(c) {
                lineCap = c
            } else {
                let found = raw.stringValue.map { "\"\($0)\"" } ?? ValueParser.describe(raw)
                error("lineCap \(found) is not one of \(StrokeStyleValue.lineCaps.joined(separator: ", "))", at: site.below("lineCap"))
                ok = false
            }
        }
        return ok ? .dashes(dashArray: dashes, lineCap: lineCap) : nil
    }

    /// Reads `{ "color", "width", "style" }`.
    package mutating func border(_ json: JSONValue, at site: ValueParser.Site) -> BorderValue? {
        guard let (o, shapeOK) = object(json, at: site, required: ["color", "width", "style"],
                                        expecting: "an object with \"color\", \"width\" and \"style\"") else { return nil }
        let color = o["color"].flatMap { self.color($0, at: site.member("color")) }
        let width = o["width"].flatMap { self.dimension($0, at: site.member("width")) }
        let widthOK = width.map { nonNegative($0.value, $0.unit.rawValue, at: site.member("width")) } ?? true
        let style = o["style"].flatMap { self.strokeStyle($0, at: site.member("style")) }
        guard shapeOK, widthOK, let color, let width, let style else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }

    /// Reads `{ "duration", "delay", "timingFunction" }`.
    package mutating func transition(_ json: JSONValue, at site: ValueParser.Site) -> TransitionValue? {
        guard let (o, shapeOK) = object(json, at: site, required: ["duration", "delay", "timingFunction"],
                                        expecting: "an object with \"duration\", \"delay\" and \"timingFunction\"") else { return nil }
        let duration = o["duration"].flatMap { self.duration($0, at: site.member("duration")) }
        // A delay may be negative (the transition starts part-way); a duration may not (CSS rejects it).
        let durationOK = duration.map { nonNegative($0.value, $0.unit.rawValue, at: site.member("duration")) } ?? true
        let delay = o["delay"].flatMap { self.duration($0, at: site.member("delay")) }
        let timing = o["timingFunction"].flatMap { self.cubicBezier($0, at: site.member("timingFunction")) }
        guard shapeOK, durationOK, let duration, let delay, let timing else { return nil }
        return TransitionValue(duration: duration, delay: delay, timingFunction: timing)
    }

    /// Reads one shadow object or a non-empty array of them. An array element that is itself an array (a
    /// substituted reference to a layered shadow token) contributes all its layers.
    package mutating func shadow(_ json: JSONValue, at site: ValueParser.Site) -> [ShadowValue]? {
        guard case .array(let items) = json else {
            return shadowLayer(json, at: site).map { [$0] }
        }
        guard !items.isEmpty else {
            error("expected at least one shadow, found an empty array", at: site)
            return nil
        }
        var layers: [ShadowValue] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let layerSite = ValueParser.Site(path: site.path + [String(i)], label: "\(site.label) layer \(i + 1)")
            if case .array = item {
                if let nested = shadow(item, at: layerSite) { layers += nested } else { ok = false }
            } else if let layer = shadowLayer(item, at: layerSite) {
                layers.append(layer)
            } else {
                ok = false
            }
        }
        return ok ? layers : nil
    }

    /// Reads `{ "color", "offsetX", "offsetY", "blur", "spread", "inset"? }`.
    private mutating func shadowLayer(_ json: JSONValue, at site: ValueParser.Site) -> ShadowValue? {
        guard let (o, shapeOK) = object(
            json, at: site, required: ["color", "offsetX", "offsetY", "blur"], optional: ["spread", "inset", "alpha"],
            expecting: "an object with \"color\", \"offsetX\", \"offsetY\", \"blur\" and \"spread\" (or an array of them)"
        ) else { return nil }
        let color = o["color"].flatMap { self.color($0, at: site.member("color")) }
        let x = o["offsetX"].flatMap { self.dimension($0, at: site.member("offsetX")) }
        let y = o["offsetY"].flatMap { self.dimension($0, at: site.member("offsetY")) }
        let blur = o["blur"].flatMap { self.dimension($0, at: site.member("blur")) }
        let spread = o["spread"].map { self.dimension($0, at: site.member("spread")) } ?? shadowWithoutSpread(at: site)
        var inset = false
        // Offsets and spread may be negative; a blur radius may not (CSS rejects it).
        var insetOK = blur.map { nonNegative($0.value, $0.unit.rawValue, at: site.member("blur")) } ?? true
        if let raw = o["inset"] {
            if case .bool(let b) = raw { inset = b } else {
                error("inset must be true or false, found \(ValueParser.describe(raw))", at: site.below("inset"))
                insetOK = false
            }
        }
        // `alpha` beside the colour (GitHub Primer, Style Dictionary): the shadow colour's opacity.
        var alpha: Double?
        if let raw = o["alpha"] {
            if case .number(let a) = raw, a >= 0, a <= 1 { alpha = a } else {
                error("alpha must be a number from 0 to 1, found \(ValueParser.describe(raw))", at: site.below("alpha"))
                insetOK = false
            }
        }
        guard shapeOK, insetOK, var color, let x, let y, let blur, let spread else { return nil }
        if let alpha { color.alpha = alpha }
        return ShadowValue(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    /// A shadow layer without `spread` (Style Dictionary 5 writes them): spread 0, with a compatibility warning
    /// and a fix-it adding it, unless the layer came from a reference (its own token reports it).
    private mutating func shadowWithoutSpread(at site: ValueParser.Site) -> DimensionValue {
        if !isSubstituted(site) {
            let location = origin.location(["$value"] + site.path)
            let json = ValueParser.measureJSON(0, unit: "px")
            diagnostics.append(Diagnostic(
                .shadowWithoutSpread, "\(site.label) has no \"spread\"; DTCG 2025.10 requires it. Read as 0px",
                at: location, token: token, fixIt: FixIt("add \"spread\": \(json)", edits: [.insert(location, key: "spread", json: json)])))
        }
        return DimensionValue(0, .px)
    }

    /// Reads a non-empty array of `{ "color", "position" }` stops; positions outside 0…1 are clamped, as the
    /// spec says. An element that is itself an array (a substituted reference to a gradient token) contributes
    /// all its stops.
    package mutating func gradient(_ json: JSONValue, at site: ValueParser.Site) -> [GradientStop]? {
        guard case .array(let items) = json else {
            error("expected an array of { \"color\", \"position\" } stops, found \(ValueParser.describe(json))", at: site)
            return nil
        }
        guard !items.isEmpty else {
            error("expected at least one stop, found an empty array", at: site)
            return nil
        }
        var stops: [GradientStop] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let stopSite = ValueParser.Site(path: site.path + [String(i)], label: "\(site.label) stop \(i + 1)")
            if case .array = item {
                if let nested = gradient(item, at: stopSite) { stops += nested } else { ok = false }
                continue
            }
            guard let (o, shapeOK) = object(item, at: stopSite, required: ["color", "position"],
                                            expecting: "an object with \"color\" and \"position\"") else {
                ok = false
                continue
            }
            let color = o["color"].flatMap { self.color($0, at: stopSite.member("color")) }
            var position: Double?
            if let raw = o["position"] {
                if case .number(let p) = raw {
                    position = min(max(p, 0), 1)
                } else {
                    error("position must be a number (0 to 1), found \(ValueParser.describe(raw))", at: stopSite.below("position"))
                }
            }
            if shapeOK, let color, let position {
                stops.append(GradientStop(color: color, position: position))
            } else {
                ok = false
            }
        }
        return ok ? stops : nil
    }

    /// Reads `{ "fontFamily", "fontSize", "fontWeight", "letterSpacing"?, "lineHeight"? }`. DTCG 2025.10 requires
    /// all five; `letterSpacing` and `lineHeight` are read as optional because real token sets (Figma SDS, GitHub
    /// Primer) leave them out, meaning the font's own spacing and line height. Compatibility forms, each with a
    /// warning: a line height given as a dimension (`line-height-dimension`), and properties beyond the five
    /// (`typography-extra-property`, kept in `extras`, as are those under `$extensions["org.tokenc"].typography`).
    package mutating func typography(_ json: JSONValue, at site: ValueParser.Site) -> TypographyValue? {
        guard let (o, shapeOK) = object(
            json, at: site, required: ["fontFamily", "fontSize", "fontWeight"], optional: ["letterSpacing", "lineHeight"],
            expecting: "an object with \"fontFamily\", \"fontSize\" and \"fontWeight\" (and \"letterSpacing\", \"lineHeight\")",
            othersAllowed: true
        ) else { return nil }
        let family = o["fontFamily"].flatMap { self.fontFamily($0, at: site.member("fontFamily")) }
        let size = o["fontSize"].flatMap { self.dimension($0, at: site.member("fontSize")) }
        let weight = o["fontWeight"].flatMap { self.fontWeight($0, at: site.member("fontWeight")) }
        var partsOK = size.map { nonNegative($0.value, $0.unit.rawValue, at: site.member("fontSize")) } ?? true
        // The font size as the token writes it, for exact conversions (one from a reference may differ by theme).
        let literalSize = isSubstituted(site.member("fontSize")) ? nil : size
        var spacing: DimensionValue?
        if let raw = o["letterSpacing"] {
            spacing = self.dimension(raw, at: site.member("letterSpacing"), percentOf: .some(literalSize))
            if spacing == nil { partsOK = false }
        }
        var lineHeight: Double?
        var lineHeightLength: DimensionValue?
        if let raw = o["lineHeight"] {
            if case .number(let n) = raw {
                lineHeight = n
                // CSS rejects a negative line height; the bound keeps its product with the font size finite.
                if !nonNegative(n, "", at: site.member("lineHeight")) {
                    partsOK = false
                } else if !ValueParser.withinMagnitudeLimit(n) {
                    error("must be \(ValueParser.magnitudeRange), found \(NumberText.readable(n))", at: site.member("lineHeight"))
                    partsOK = false
                }
            } else if case .object = raw {
                if let read = lineHeightDimension(raw, fontSize: size, literalSize: literalSize, at: site.member("lineHeight")) {
                    (lineHeight, lineHeightLength) = read
                } else {
                    partsOK = false
                }
            } else {
                error("lineHeight must be a number (a multiple of fontSize), found \(ValueParser.describe(raw))",
                      at: site.below("lineHeight"))
                partsOK = false
            }
        }
        var extras: [TypographyExtra] = []
        if o.members.contains(where: { !Self.isTypographyMember($0.key) }) {
            extras = typographyExtras(o, at: site)
        }
        if let kept = extensionTypography {
            for m in kept.members where !Self.isTypographyMember(m.key) && !extras.contains(where: { $0.name == m.key }) {
                extras.append(TypographyExtra(name: m.key, value: m.value))
            }
        }
        guard shapeOK, partsOK, let family, let size, let weight else { return nil }
        return TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight,
                               lineHeightLength: lineHeightLength, extras: extras)
    }

    /// True for the five members of a 2025.10 typography value (compared as literals: this runs for every member).
    static func isTypographyMember(_ key: String) -> Bool {
        switch key {
        case "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight": return true
        default: return false
        }
    }

    /// The members of typography object `o` beyond the five, with one warning for them all whose fix-it moves them
    /// under the token's `$extensions["org.tokenc"].typography` (where they are read from as well, so the strict
    /// form keeps every output). No fix-it when a moved value came from a reference (the move would lose it) or
    /// the place it would go holds the same name.
    private mutating func typographyExtras(_ o: JSONObject, at site: ValueParser.Site) -> [TypographyExtra] {
        let extras = o.members.filter { !Self.isTypographyMember($0.key) }.map { TypographyExtra(name: $0.key, value: $0.value) }
        guard let first = extras.first, site.path.isEmpty else { return extras }
        let names = extras.map { "\"\($0.name)\"" }.joined(separator: ", ")
        var fix: FixIt?
        let movable = !extras.contains { isSubstituted(site.below($0.name)) }
            && !extras.contains { extensionTypography?[$0.name] != nil }
        if movable {
            var edits: [FixIt.Edit] = extras.map { .remove(origin.location(["$value", $0.name])) }
            let moved = JSONValue.object(JSONObject(extras.map { JSONMember(key: $0.name, value: $0.value) }))
            if extensionTypography != nil {
                for e in extras {
                    edits.append(.insert(origin.location(["$extensions", "org.tokenc", "typography"]), key: e.name, json: JSONWriter.string(e.value, pretty: false)))
                }
            } else if case .object(let ext)? = extensions {
                if case .object? = ext["org.tokenc"] {
                    edits.append(.insert(origin.location(["$extensions", "org.tokenc"]), key: "typography", json: JSONWriter.string(moved, pretty: false)))
                } else if ext["org.tokenc"] == nil {
                    edits.append(.insert(origin.location(["$extensions"]), key: "org.tokenc",
                                         json: JSONWriter.string(["typography": moved], pretty: false)))
                }
            } else if extensions == nil {
                edits.append(.insert(origin.location(), key: "$extensions",
                                     json: JSONWriter.string(["org.tokenc": ["typography": moved]], pretty: false)))
            }
            if edits.count > extras.count {
                fix = FixIt("move \(names) to $extensions[\"org.tokenc\"].typography", edits: edits)
            }
        }
        diagnostics.append(Diagnostic(
            .typographyExtraProperty,
            "\(site.label) has propert\(extras.count == 1 ? "y" : "ies") \(names) beyond the five of DTCG 2025.10 "
                + "(fontFamily, fontSize, fontWeight, letterSpacing, lineHeight); kept: JSON carries \(extras.count == 1 ? "it" : "them"), "
                + "CSS and Swift what they can express",
            at: origin.location(["$value"] + site.path + [first.name], part: .key), token: token, fixIt: fix))
        return extras
    }

    /// Reads a line height written as a dimension (px, rem, em or %): em and % are ratios; px and rem are kept
    /// as a length, with their ratio to `fontSize` when both have one unit. The fix-it writes the ratio when
    /// it is exact and does not depend on a referenced font size (`literalSize`).
    private mutating func lineHeightDimension(
        _ json: JSONValue, fontSize: DimensionValue?, literalSize: DimensionValue?, at site: ValueParser.Site
    ) -> (ratio: Double?, length: DimensionValue?)? {
        guard let (o, shapeOK) = object(json, at: site, required: ["value", "unit"],
                                        expecting: "a number (a multiple of fontSize)") else { return nil }
        guard shapeOK, case .number(let v)? = o["value"], case .string(let u)? = o["unit"],
              ["px", "rem", "em", "%"].contains(u) else {
            error("lineHeight must be a number (a multiple of fontSize) or a dimension in px, rem, em or %, found \(JSONWriter.string(json, pretty: false))",
                  at: site)
            return nil
        }
        guard nonNegative(v, u, at: site) else { return nil }
        guard ValueParser.withinMagnitudeLimit(v) else {
            error("must be \(ValueParser.magnitudeRange), found \(NumberText.readable(v))", at: site)
            return nil
        }
        var ratio: Double?
        var length: DimensionValue?
        var exact: Double?
        switch u {
        case "%": ratio = v / 100; exact = ratio
        case "em": ratio = v; exact = ratio
        default:
            let d = DimensionValue(v, u == "px" ? .px : .rem)
            length = d
            if let fontSize, fontSize.unit == d.unit, fontSize.value > 0 { ratio = v / fontSize.value }
            if let literalSize, literalSize.unit == d.unit, literalSize.value > 0 { exact = v / literalSize.value }
        }
        if !isSubstituted(site) {
            let written = NumberText.format(v) + u
            var message = "\(site.label) \(written) is a dimension; DTCG 2025.10 wants a number (a multiple of fontSize). Accepted: "
            if let length {
                message += "CSS and JSON keep \(length.text), Swift takes "
                    + (ratio.map { "\(written) / \(NumberText.format(fontSize!.value))\(fontSize!.unit.rawValue) = \(NumberText.format($0))" }
                        ?? "it over the font size in points")
            } else {
                message += "read as \(NumberText.format(ratio ?? 0))"
            }
            let location = origin.location(["$value"] + site.path)
            diagnostics.append(Diagnostic(
                .lineHeightDimension, message, at: location, token: token,
                fixIt: exact.map { FixIt("write \(NumberText.format($0))", edits: [.replace(location, json: NumberText.format($0))]) }))
        }
        return (ratio, length)
    }

    /// Reports `value` (written with `unit`) at `site` when it is below 0, for the lengths and times a target
    /// forbids below 0 (CSS rejects a negative blur radius, border width, font size, line height, dash or
    /// transition duration). True when it is 0 or more (−0 included).
    mutating func nonNegative(_ value: Double, _ unit: String, at site: ValueParser.Site) -> Bool {
        guard value < 0 else { return true }
        error("must be 0 or more, found \(NumberText.readable(value))\(unit)", at: site)
        return false
    }
}
