/// Reading `color` values (DTCG Color module 2025.10).
extension ValueParser.Reader {
    /// What a colour object looks like, for messages.
    static let colorShape = "an object with \"colorSpace\" and \"components\""

    /// Reads a colour object, or a legacy hex string (with a deprecated-form warning).
    package mutating func color(_ json: JSONValue, at site: ValueParser.Site) -> ColorValue? {
        if case .string(let s) = json {
            guard !s.isEmpty, let c = ColorValue(hex: s) else {
                if s.hasPrefix("#") {
                    error("\"\(s)\" is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa); or write an object {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}", at: site)
                } else {
                    error("\(ValueParser.describe(json)) is not a colour tokenc reads; \(ValueParser.acceptedColorForms)", at: site)
                }
                return nil
            }
            deprecatedForm(
                "color \"\(s)\" uses the pre-2025.10 hex string form; write "
                    + "{ \"colorSpace\": \"srgb\", \"components\": [\(c.components.map { NumberText.format($0 ?? 0) }.joined(separator: ", "))]"
                    + (c.alpha < 1 ? ", \"alpha\": \(NumberText.format(c.alpha))" : "") + " }",
                at: site, replacement: ValueParser.colorJSON(c))
            return c
        }
        guard let (o, shapeOK) = object(json, at: site, required: ["colorSpace", "components"], optional: ["alpha", "hex"],
                                        expecting: Self.colorShape) else { return nil }
        var ok = shapeOK

        var space: ColorSpace?
        if let raw = o["colorSpace"] {
            if case .string(let name) = raw, let s = ColorSpace(rawValue: name) {
                space = s
            } else {
                let names = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
                let found = raw.stringValue.map { "\"\($0)\"" } ?? ValueParser.describe(raw)
                error("colorSpace \(found) is not one of \(names)", at: site.below("colorSpace"))
                ok = false
            }
        }

        var components: [Double?] = []
        if let raw = o["components"] {
            if let parsed = colorComponents(raw, space: space, at: site.below("components")) {
                components = parsed
            } else {
                ok = false
            }
        }

        var alpha = 1.0
        if let raw = o["alpha"] {
            if case .number(let a) = raw, a >= 0, a <= 1 {
                alpha = a
            } else {
                let found = raw.numberValue.map(NumberText.format) ?? ValueParser.describe(raw)
                error("alpha must be a number between 0 and 1, found \(found)", at: site.below("alpha"))
                ok = false
            }
        }

        var hex: String?
        if let raw = o["hex"] {
            if case .string(let h) = raw, ColorValue.isSixDigitHex(h) {
                hex = h.lowercased()
            } else if case .string(let h) = raw, let written = ColorValue(hex: h) {
                // `#fff`, `#ffff`, `#ffffff80`: the colour is plain; 2025.10 only allows six digits.
                hex = written.hex
                if !isSubstituted(site) { shortHexFallback(h, as: written, alpha: alpha, at: site) }
            } else {
                error("hex must be a 6-digit \"#rrggbb\" string, found \(ValueParser.describe(raw))", at: site.below("hex"))
                ok = false
            }
        }

        guard ok, let space else { return nil }
        var value = ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
        if let written = hex, let own = value.hexFallbackContradiction(written) {
            // The components are the colour; a fallback naming another one would make JSON disagree with CSS and Swift.
            value.hex = own
            if !isSubstituted(site) {
                diagnostics.append(Diagnostic(
                    .hexFallbackMismatch,
                    "\(site.label) hex fallback \(written) is not the colour of the components (\(own) in sRGB); every output uses \(own)",
                    at: origin.location(["$value"] + site.path + ["hex"]), token: token))
            }
        }
        return value
    }

    /// Reports a `hex` fallback written with 3, 4 or 8 digits (`written` is what it reads as), with a fix-it that
    /// writes its six-digit form. A hex alpha is dropped by the fix: the colour's alpha is `alpha` (1 when the
    /// member is absent), and the message says so when the two differ.
    private mutating func shortHexFallback(_ text: String, as written: ColorValue, alpha: Double, at site: ValueParser.Site) {
        let six = written.hex ?? String(written.hexString.prefix(7))
        var message = "\(site.label) hex fallback \"\(text)\" has \(text.utf8.count - 1) digits; DTCG 2025.10 allows only #rrggbb. "
            + "Accepted as \(six)"
        if text.utf8.count == 5 || text.utf8.count == 9 {
            let hexAlpha = NumberText.format((written.alpha * 1000).rounded() / 1000)
            message += abs(written.alpha - alpha) * 255 < 0.5
                ? "; its alpha \(hexAlpha) is the colour's alpha already, so the fix drops it"
                : "; its alpha \(hexAlpha) differs from the colour's alpha \(NumberText.format(alpha)): outputs and the fix keep alpha \(NumberText.format(alpha))"
        }
        let location = origin.location(["$value"] + site.path + ["hex"])
        diagnostics.append(Diagnostic(
            .shortHexFallback, message, at: location, token: token,
            fixIt: FixIt("write \"\(six)\"", edits: [.replace(location, json: "\"\(six)\"")])))
    }

    /// Reads the `components` array: three numbers (or `"none"`) within the space's ranges. When the space is
    /// unknown only the shape is checked.
    mutating func colorComponents(_ json: JSONValue, space: ColorSpace?, at site: ValueParser.Site) -> [Double?]? {
        guard case .array(let items) = json else {
            error("components must be an array of 3 numbers, found \(ValueParser.describe(json))", at: site)
            return nil
        }
        guard items.count == 3 else {
            let what = space.map { "\($0.rawValue) has 3 components (\($0.componentNames.joined(separator: ", ")))" }
                ?? "components must have 3 entries"
            error("\(what), found \(items.count)", at: site)
            return nil
        }
        var ok = true
        var out: [Double?] = []
        for (i, item) in items.enumerated() {
            let name = space.map { "\($0.rawValue) \($0.componentNames[i])" } ?? "component \(i + 1)"
            switch item {
            case .string("none"):
                out.append(nil)
            case .number(let v):
                if let range = space?.componentRanges[i], !range.contains(v) {
                    error("\(name) must be \(range.phrase), found \(NumberText.readable(v))", at: site.below(String(i)))
                    ok = false
                }
                out.append(v)
            default:
                error("\(name) must be a number or \"none\", found \(ValueParser.describe(item))", at: site.below(String(i)))
                ok = false
            }
        }
        return ok ? out : nil
    }
}
