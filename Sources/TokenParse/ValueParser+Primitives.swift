/// Reading the simple types: dimension, duration, number, fontFamily, fontWeight, cubicBezier.
extension ValueParser.Reader {
    /// Reads `{ "value": n, "unit": "px" | "rem" }`, or a legacy `"16px"` string (with a deprecated-form warning).
    /// The non-standard unit `em` is accepted with a `non-standard-unit` warning; messages about a wrong unit
    /// list only the standard ones. Compatibility forms, each with a warning: `dp` (Android's density-independent
    /// pixel, read as px), a bare `0`, the string `"0"` or a unit `""` on 0 (`dimension-without-unit`, read as 0px: 0 is 0 in every
    /// unit) and, where `percentOf` is given (a letter spacing, relative to its font size), `%` (read as em). `fontSize` is the
    /// literal font size of the text a letter spacing belongs to: an `em` or `%` spacing then has an exact px/rem
    /// equivalent, which the warning's fix-it writes.
    package mutating func dimension(_ json: JSONValue, at site: ValueParser.Site, percentOf fontSize: DimensionValue?? = nil) -> DimensionValue? {
        if case .number(0) = json {
            if !isSubstituted(site) { dimensionWithoutUnit("a bare 0", edit: [], json: #"{"value": 0, "unit": "px"}"#, at: site) }
            return DimensionValue(0, .px)
        }
        if case .string(let s) = json, case (let n?, "") = ValueParser.splitNumber(s), n == 0 {
            if !isSubstituted(site) {
                dimensionWithoutUnit("the string \"\(s)\"", edit: [], json: #"{"value": 0, "unit": "px"}"#, at: site)
            }
            return DimensionValue(0, .px)
        }
        // Viewport units only as a dimension token's whole value: inside a composite they have no meaning in Swift.
        let extra = fontSize == nil ? Self.compatibilityUnits + (site.path.isEmpty ? Self.viewportUnits : []) : Self.letterSpacingUnits
        guard let (v, u) = measure(json, at: site, kind: "dimension", units: DimensionUnit.standard.map(\.rawValue),
                                   extraUnits: extra) else { return nil }
        // `%` is a letter spacing's share of its font size (below), elsewhere a dimension's own unit.
        if let unit = DimensionUnit(rawValue: u), unit != .percent || fontSize == nil {
            if unit == .em, !isSubstituted(site) {
                let path = ["$value"] + site.path + (json.objectValue != nil ? ["unit"] : [])
                let exact = (fontSize ?? nil).map { DimensionValue(v * $0.value, $0.unit) }
                diagnostics.append(Diagnostic(
                    .nonStandardUnit,
                    "\(site.label) \"\(NumberText.format(v))em\" uses the unit em, which DTCG 2025.10 does not define (px, rem); "
                        + "accepted: CSS keeps em, Swift and validation take 1em as the font size (letterSpacing) or the rem base",
                    at: origin.location(path), token: token, fixIt: exact.map { dimensionFix($0, at: site) }))
            }
            if unit.isLayoutRelative, !isSubstituted(site) {
                diagnostics.append(Diagnostic(
                    .nonStandardUnit,
                    "\(site.label) \"\(NumberText.format(v))\(u)\" uses the unit \(u), which DTCG 2025.10 does not define (px, rem); "
                        + "accepted: CSS and JSON keep it, outputs without a \(unit == .percent ? "containing box" : "viewport") (Swift, Kotlin, Android, the asset catalog) "
                        + "leave the token out, and size rules skip it",
                    at: origin.location(["$value"] + site.path + (json.objectValue != nil ? ["unit"] : [])), token: token))
            }
            return DimensionValue(v, unit)
        }
        let substituted = isSubstituted(site)
        switch u {
        case "":
            guard v == 0 else {
                error("unit \"\" is not one of px, rem; only 0 may be written without a unit", at: site.below("unit"))
                return nil
            }
            if !substituted { dimensionWithoutUnit("0 with the unit \"\"", edit: ["unit"], json: #""px""#, at: site) }
            return DimensionValue(0, .px)
        case "dp":
            // 1dp is Android's reference pixel, which is CSS's px and iOS's point.
            if !substituted {
                let fix = json.objectValue != nil
                    ? FixIt("write the unit \"px\"", edits: [.replace(origin.location(["$value"] + site.path + ["unit"]), json: #""px""#)])
                    : dimensionFix(DimensionValue(v, .px), at: site)
                diagnostics.append(Diagnostic(
                    .nonStandardUnit,
                    "\(site.label) \"\(NumberText.format(v))dp\" uses the unit dp, which DTCG 2025.10 does not define (px, rem); "
                        + "accepted as \(NumberText.format(v))px (1dp is one reference pixel, as 1px is)",
                    at: origin.location(["$value"] + site.path + (json.objectValue != nil ? ["unit"] : [])), token: token, fixIt: fix))
            }
            return DimensionValue(v, .px)
        default: // "%", of the font size
            let em = v / 100
            if !substituted {
                let exact = (fontSize ?? nil).map { DimensionValue(em * $0.value, $0.unit) }
                diagnostics.append(Diagnostic(
                    .nonStandardUnit,
                    "\(site.label) \"\(NumberText.format(v))%\" uses the unit %, which DTCG 2025.10 does not define (px, rem); "
                        + "accepted as \(NumberText.format(em))em (a share of the font size)",
                    at: origin.location(["$value"] + site.path + (json.objectValue != nil ? ["unit"] : [])), token: token,
                    fixIt: exact.map { dimensionFix($0, at: site) }))
            }
            return DimensionValue(em, .em)
        }
    }

    /// The non-standard units a dimension is read with (each converted or warned about by `dimension`); `""` only on 0.
    package static let compatibilityUnits = [DimensionUnit.em.rawValue, "dp", ""]
    /// The viewport units and `%` a dimension token's whole value is read with (a share of the viewport or of the
    /// containing box, kept by CSS).
    package static let viewportUnits = [DimensionUnit.vw.rawValue, DimensionUnit.vh.rawValue, DimensionUnit.percent.rawValue]
    /// The non-standard units a letter spacing is read with: those of any dimension, and `%` of the font size.
    static let letterSpacingUnits = compatibilityUnits + ["%"]

    /// A fix-it that writes `d` as the dimension object at `site`.
    func dimensionFix(_ d: DimensionValue, at site: ValueParser.Site) -> FixIt {
        let json = #"{"value": "# + NumberText.format(d.value) + #", "unit": ""# + d.unit.rawValue + #""}"#
        return FixIt("write \(json)", edits: [.replace(origin.location(["$value"] + site.path), json: json)])
    }

    /// Reports a zero dimension written without a unit (`what`), with a fix-it writing `json` at `edit` below `site`.
    private mutating func dimensionWithoutUnit(_ what: String, edit: [String], json: String, at site: ValueParser.Site) {
        let location = origin.location(["$value"] + site.path + edit)
        diagnostics.append(Diagnostic(
            .dimensionWithoutUnit,
            "\(site.label) is \(what); DTCG 2025.10 gives every dimension a unit (px, rem). Accepted as 0px",
            at: location, token: token, fixIt: FixIt("write \(json)", edits: [.replace(location, json: json)])))
    }

    /// Reads `{ "value": n, "unit": "ms" | "s" }`, or a legacy `"200ms"` string (with a deprecated-form warning).
    package mutating func duration(_ json: JSONValue, at site: ValueParser.Site) -> DurationValue? {
        measure(json, at: site, kind: "duration", units: DurationUnit.allCases.map(\.rawValue))
            .flatMap { v, u in DurationUnit(rawValue: u).map { DurationValue(v, $0) } }
    }

    /// The shared shape of dimension and duration: a number and one of `units`.
    /// `extraUnits` are accepted too but left out of messages (non-standard units).
    private mutating func measure(
        _ json: JSONValue, at site: ValueParser.Site, kind: String, units: [String], extraUnits: [String] = []
    ) -> (Double, String)? {
        let unitList = units.joined(separator: ", ")
        if case .string(let s) = json {
            return legacyMeasure(s, at: site, kind: kind, units: units, extraUnits: extraUnits)
        }
        guard let (o, shapeOK) = object(json, at: site, required: ["value", "unit"],
                                        expecting: "an object with \"value\" and \"unit\" (\(unitList))") else { return nil }
        var ok = shapeOK
        var value = 0.0
        if let raw = o["value"] {
            if case .number(let v) = raw {
                value = v
                if !ValueParser.withinMagnitudeLimit(v) {
                    error("value must be \(ValueParser.magnitudeRange), found \(NumberText.readable(v))", at: site.below("value"))
                    ok = false
                }
            } else {
                error("value must be a number, found \(ValueParser.describe(raw))", at: site.below("value"))
                ok = false
            }
        }
        var unit = ""
        if let raw = o["unit"] {
            if case .string(let u) = raw, units.contains(u) || extraUnits.contains(u) { unit = u } else {
                let found = raw.stringValue.map { "\"\($0)\"" } ?? ValueParser.describe(raw)
                error("unit \(found) is not one of \(unitList)", at: site.below("unit"))
                ok = false
            }
        }
        return ok ? (value, unit) : nil
    }

    /// Reads a pre-2025.10 `"<number><unit>"` string.
    private mutating func legacyMeasure(_ s: String, at site: ValueParser.Site, kind: String, units: [String], extraUnits: [String]) -> (Double, String)? {
        let unitList = units.joined(separator: ", ")
        if let problem = ValueParser.expressionProblem(s) {
            error("\(problem) as { \"value\": n, \"unit\": u } (u: \(unitList))", at: site)
            return nil
        }
        let (number, unit) = ValueParser.splitNumber(s)
        guard let number else {
            error("\"\(s)\" is neither an object with \"value\" and \"unit\" nor a number followed by \(unitList)", at: site)
            return nil
        }
        guard !unit.isEmpty else {
            error("\"\(s)\" has no unit (\(unitList))", at: site)
            return nil
        }
        guard units.contains(unit) || extraUnits.contains(unit) else {
            error("unit \"\(unit)\" is not one of \(unitList)", at: site)
            return nil
        }
        // A number of more than 309 digits reads as infinity: refused, as the JSON reader refuses such numbers.
        guard ValueParser.withinMagnitudeLimit(number) else {
            error("the number of \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\" must be \(ValueParser.magnitudeRange)", at: site)
            return nil
        }
        deprecatedForm(
            "\(kind) \"\(s)\" uses the pre-2025.10 string form; write { \"value\": \(NumberText.format(number)), \"unit\": \"\(unit)\" }",
            at: site, replacement: ValueParser.measureJSON(number, unit: unit))
        return (number, unit)
    }

    /// Reads a JSON number.
    package mutating func number(_ json: JSONValue, at site: ValueParser.Site) -> Double? {
        guard case .number(let n) = json else {
            if case .string(let s) = json, let problem = ValueParser.expressionProblem(s) {
                error("\(problem) as a number", at: site)
                return nil
            }
            error("expected a number, found \(ValueParser.describe(json))", at: site)
            return nil
        }
        return n
    }

    /// Reads a font name or a non-empty array of font names. A single string holding a CSS font stack
    /// (`"-apple-system, 'Segoe UI', sans-serif"`, as GitHub Primer and Style Dictionary sets write) is split into
    /// its names, quotes removed, with a `deprecated-form` finding: no font is named with a comma, and kept whole
    /// the stack would be one unmatchable family in CSS and Swift.
    package mutating func fontFamily(_ json: JSONValue, at site: ValueParser.Site) -> [String]? {
        switch json {
        case .string(let s):
            guard !s.isEmpty else {
                error("font name must not be empty", at: site)
                return nil
            }
            guard s.contains(",") else { return [s] }
            let names = ValueParser.fontStack(s)
            guard !names.contains(where: \.isEmpty) else {
                error("\"\(s)\" is a list of font names with an empty one", at: site)
                return nil
            }
            // The suggestion is JSON the author can paste: each name a JSON string literal.
            let array = names.map { JSONWriter.string(.string($0)) }.joined(separator: ", ")
            deprecatedForm("fontFamily \"\(s)\" is a CSS font stack in one string; write an array: [\(array)]", at: site,
                           replacement: ValueParser.fontFamilyJSON(names))
            return names
        case .array(let items):
            guard !items.isEmpty else {
                error("expected at least one font name, found an empty array", at: site)
                return nil
            }
            var names: [String] = []
            var ok = true
            for (i, item) in items.enumerated() {
                if case .string(let s) = item, !s.isEmpty {
                    names.append(s)
                } else {
                    let found = item.stringValue != nil ? "an empty string" : ValueParser.describe(item)
                    error("font name \(i + 1) must be a non-empty string, found \(found)", at: site.below(String(i)))
                    ok = false
                }
            }
            if ok, names.count == 1, names[0].contains(",") {
                let split = ValueParser.fontStack(names[0])
                if !split.contains(where: \.isEmpty) {
                    if !isSubstituted(site) { fontStackInArray(names[0], split, at: site) }
                    return split
                }
            }
            return ok ? names : nil
        default:
            error("expected a font name or an array of font names, found \(ValueParser.describe(json))", at: site)
            return nil
        }
    }

    /// Reports a one-element `fontFamily` array holding a whole CSS font stack (`["Inter, system-ui, sans-serif"]`),
    /// read as its names; the fix-it writes them as the array.
    private mutating func fontStackInArray(_ stack: String, _ names: [String], at site: ValueParser.Site) {
        let array = "[" + names.map { JSONWriter.string(.string($0)) }.joined(separator: ", ") + "]"
        let location = origin.location(["$value"] + site.path)
        diagnostics.append(Diagnostic(
            .fontStackInArray,
            "\(site.label) \(JSONWriter.string(.string(stack))) is a CSS font stack in one array element; read as \(names.count) font names: \(array)",
            at: location, token: token, fixIt: FixIt("write \(array)", edits: [.replace(location, json: array)])))
    }

    /// Reads a weight 1…1000 or one of the pre-defined names (converted to their number).
    package mutating func fontWeight(_ json: JSONValue, at site: ValueParser.Site) -> Double? {
        switch json {
        case .number(let n):
            guard n >= 1, n <= 1000 else {
                error("must be between 1 and 1000, found \(NumberText.readable(n))", at: site)
                return nil
            }
            return n
        case .string(let s):
            if let w = FontWeightAlias.weight(named: s) { return w }
            let names = FontWeightAlias.table.map(\.name).joined(separator: ", ")
            let suggestion = ValueParser.fontWeightSuggestion(for: s).map { "; did you mean \"\($0)\"?" } ?? ""
            error("\"\(s)\" is not a number 1–1000 or one of \(names)\(suggestion)", at: site)
            return nil
        default:
            error("expected a number 1–1000 or a weight name, found \(ValueParser.describe(json))", at: site)
            return nil
        }
    }

    /// Reads `[P1x, P1y, P2x, P2y]`, x in 0…1.
    package mutating func cubicBezier(_ json: JSONValue, at site: ValueParser.Site) -> CubicBezierValue? {
        guard case .array(let items) = json else {
            error("expected an array of 4 numbers [P1x, P1y, P2x, P2y], found \(ValueParser.describe(json))", at: site)
            return nil
        }
        guard items.count == 4 else {
            error("expected 4 numbers [P1x, P1y, P2x, P2y], found \(items.count)", at: site)
            return nil
        }
        let names = ["P1x", "P1y", "P2x", "P2y"]
        var values: [Double] = []
        var ok = true
        for (i, item) in items.enumerated() {
            guard case .number(let v) = item else {
                error("\(names[i]) must be a number, found \(ValueParser.describe(item))", at: site.below(String(i)))
                ok = false
                continue
            }
            if i % 2 == 0, !(v >= 0 && v <= 1) {
                error("\(names[i]) must be between 0 and 1, found \(NumberText.readable(v))", at: site.below(String(i)))
                ok = false
            }
            values.append(v)
        }
        return ok ? CubicBezierValue(values[0], values[1], values[2], values[3]) : nil
    }
}

extension ValueParser {
    /// The largest magnitude of a dimension, duration or line height: no output lays out or waits that long,
    /// every whole number up to it is a `Double`, and any product of such values with `remBase` (at most
    /// `ObjectReader.maximumRemBase`) stays finite, so no conversion overflows.
    package static let magnitudeLimit = 1e15
    /// The accepted range in words, for messages.
    static let magnitudeRange = "between -1e15 and 1e15"

    /// True when `v` is a number within ±`magnitudeLimit` (never for NaN or an infinity).
    package static func withinMagnitudeLimit(_ v: Double) -> Bool {
        v >= -magnitudeLimit && v <= magnitudeLimit
    }

    /// Splits `"-1.5rem"` into its leading decimal number (`-1.5`, nil when there is none) and the rest (`"rem"`).
    /// The number is `-?(digits[.digits] | .digits)`, without exponent or `+`.
    package static func splitNumber(_ s: String) -> (Double?, String) {
        let u = Array(s.utf8)
        var i = 0
        if i < u.count, u[i] == UInt8(ascii: "-") { i += 1 }
        let digitsStart = i
        var sawDigit = false
        while i < u.count, u[i] >= UInt8(ascii: "0"), u[i] <= UInt8(ascii: "9") { i += 1; sawDigit = true }
        if i < u.count, u[i] == UInt8(ascii: ".") {
            var j = i + 1
            var fraction = false
            while j < u.count, u[j] >= UInt8(ascii: "0"), u[j] <= UInt8(ascii: "9") { j += 1; fraction = true }
            if fraction { i = j; sawDigit = true } else if sawDigit { i = j }
        }
        guard sawDigit, i > digitsStart else { return (nil, s) }
        let numberText = String(decoding: u[0..<i], as: UTF8.self)
        let rest = String(decoding: u[i...], as: UTF8.self)
        return (Double(numberText), rest)
    }
}
