/// Reads a token's `$value` as a typed `TokenValue`, following the DTCG Format and Color modules 2025.10.
///
/// The older draft forms still found in the wild are accepted and normalised, each with a `deprecated-form`
/// warning: `"#rrggbb"`, `"#rrggbbaa"`, `"#rgb"`, `"#rgba"` colour strings, `"16px"`/`"1.5rem"` dimension strings and
/// `"200ms"`/`"0.5s"` duration strings (also inside composite values). Font weight names (`"bold"`) and a single
/// font family string are current forms and are read without a warning.
///
/// Anything else the spec says is invalid gives an `invalid-value` error located at the offending node
/// (for example `["$value", "components", "1"]`), and the value is rejected. Every problem in a value is
/// reported, not just the first.
package enum ValueParser {
    /// Parses a $value (references already substituted: no `{…}` strings or `$ref` objects remain) as `type`.
    /// Problems are appended as diagnostics located at `origin.location(["$value"] + subpath)` with
    /// `token: path.description`; returns nil if the value is invalid. `substituted` are the places (paths below
    /// `$value`) where a reference's value was put in: warnings about how that value is written (a non-standard
    /// unit) belong to the token that wrote it, so none is reported there. `deprecatedForms: false` leaves out
    /// the `deprecated-form` warnings (for a project whose `legacyForms` policy drops them: none is even built).
    /// `extensions` is the token's `$extensions` (typography properties beyond the five are read from there too).
    package static func parse(
        _ json: JSONValue, as type: TokenType, origin: Origin, token: TokenPath, substituted: [[String]] = [],
        deprecatedForms: Bool = true, extensions: JSONValue? = nil, diagnostics: inout [Diagnostic]
    ) -> TokenValue? {
        var reader = Reader(origin: origin, path: token)
        reader.substituted = substituted
        reader.extensions = extensions
        reader.reportsDeprecatedForms = deprecatedForms
        let value = reader.value(json, as: type, at: Site(label: type.rawValue))
        diagnostics.append(contentsOf: reader.diagnostics)
        return reader.errorCount == 0 ? value : nil
    }
}

extension ValueParser {
    /// Where a node is: its path below `$value` and the words that name it in messages
    /// (`"dimension"`, `"border width"`, `"shadow layer 2 offsetX"`).
    package struct Site: Sendable {
        /// Pointer tokens below `$value`.
        package var path: [String] = []
        /// How messages name the node.
        package var label: String

        /// The member `key` of this node, named `"<label> <key>"` unless `label` is given.
        package func member(_ key: String, label: String? = nil) -> Site {
            Site(path: path + [key], label: label ?? "\(self.label) \(key)")
        }

        /// A node below this one that messages still name by this node's label (a component, a unit).
        package func below(_ key: String) -> Site {
            Site(path: path + [key], label: label)
        }
    }

    /// Collects diagnostics while one value is read.
    package struct Reader {
        /// The token's location.
        package let origin: Origin
        /// The token's path.
        package let path: TokenPath
        /// The token's dotted path, for diagnostics (made only when one is reported).
        package var token: String { path.description }
        /// Whether `deprecatedForm` reports anything.
        package var reportsDeprecatedForms = true
        /// Everything found so far.
        package var diagnostics: [Diagnostic] = []
        /// How many of `diagnostics` are errors.
        var errorCount = 0
        /// Paths below `$value` where a reference's value was substituted (no warnings about how it is written).
        package var substituted: [[String]] = []
        /// The token's `$extensions`, when it has them (where a fix-it moves what 2025.10 has no place for).
        package var extensions: JSONValue?
        /// `$extensions["org.tokenc"].typography`: typography properties beyond the five, in their strict place.
        var extensionTypography: JSONObject? {
            extensions?.objectValue?["org.tokenc"]?.objectValue?["typography"]?.objectValue
        }

        /// True when `site` lies in a substituted reference's value.
        func isSubstituted(_ site: Site) -> Bool {
            substituted.contains { site.path.starts(with: $0) }
        }

        /// Creates a reader for one token.
        package init(origin: Origin, path: TokenPath) {
            self.origin = origin
            self.path = path
        }

        /// Reports `invalid <label>: <detail>` at `site` (its key when `part` is `.key`).
        package mutating func error(_ detail: String, at site: Site, part: SourceLocation.Part = .value) {
            errorCount += 1
            diagnostics.append(Diagnostic(
                .invalidValue, "invalid \(site.label): \(detail)",
                at: origin.location(["$value"] + site.path, part: part), token: token))
        }

        /// Reports that a pre-2025.10 form was read at `site`, with a fix-it writing `replacement` (the value's
        /// 2025.10 form, as JSON text) there, unless the node came from a reference (it is not in this token's text).
        package mutating func deprecatedForm(_ message: @autoclosure () -> String, at site: Site, replacement: @autoclosure () -> String? = nil) {
            guard reportsDeprecatedForms else { return }
            let location = origin.location(["$value"] + site.path)
            let fixIt = isSubstituted(site) ? nil : replacement().map { FixIt("write \($0)", edits: [.replace(location, json: $0)]) }
            diagnostics.append(Diagnostic(.deprecatedForm, message(), at: location, token: token, fixIt: fixIt))
        }

        /// Reads a value of any type.
        package mutating func value(_ json: JSONValue, as type: TokenType, at site: Site) -> TokenValue? {
            switch type {
            case .color: return color(json, at: site).map(TokenValue.color)
            case .dimension: return dimension(json, at: site).map(TokenValue.dimension)
            case .fontFamily: return fontFamily(json, at: site).map(TokenValue.fontFamily)
            case .fontWeight: return fontWeight(json, at: site).map(TokenValue.fontWeight)
            case .duration: return duration(json, at: site).map(TokenValue.duration)
            case .cubicBezier: return cubicBezier(json, at: site).map(TokenValue.cubicBezier)
            case .number: return number(json, at: site).map(TokenValue.number)
            case .strokeStyle: return strokeStyle(json, at: site).map(TokenValue.strokeStyle)
            case .border: return border(json, at: site).map(TokenValue.border)
            case .transition: return transition(json, at: site).map(TokenValue.transition)
            case .shadow: return shadow(json, at: site).map(TokenValue.shadow)
            case .gradient: return gradient(json, at: site).map(TokenValue.gradient)
            case .typography: return typography(json, at: site).map(TokenValue.typography)
            case .string: return string(json, at: site).map(TokenValue.string)
            case .boolean: return boolean(json, at: site).map(TokenValue.boolean)
            case .edgeInsets: return edgeInsets(json, at: site).map(TokenValue.edgeInsets)
            }
        }

        /// Checks that `json` is an object with every `required` member and no member outside `required` +
        /// `optional`. Reports each problem; returns the object when it is one (even with problems, so that the
        /// members present are still checked) and whether its shape was right.
        package mutating func object(
            _ json: JSONValue, at site: Site, required: [String], optional: [String] = [], expecting: String,
            othersAllowed: Bool = false
        ) -> (object: JSONObject, ok: Bool)? {
            guard case .object(let o) = json else {
                error("expected \(expecting), found \(ValueParser.describe(json))", at: site)
                return nil
            }
            var ok = true
            for key in o.keys where !othersAllowed && !required.contains(key) && !optional.contains(key) {
                error("unknown property \"\(key)\"; allowed: \((required + optional).joined(separator: ", "))",
                      at: site.below(key), part: .key)
                ok = false
            }
            let missing = required.filter { o[$0] == nil }
            if !missing.isEmpty {
                let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
                error("missing required propert\(missing.count == 1 ? "y" : "ies") \(names)", at: site)
                ok = false
            }
            return (o, ok)
        }
    }

    /// The names of a CSS font stack: split at commas outside quotes, trimmed, and unquoted (`'Segoe UI'` →
    /// `Segoe UI`). An empty name stays empty, for the caller to reject.
    static func fontStack(_ s: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        for c in s {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "," {
                names.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        names.append(current)
        return names.map { name in
            var n = Substring(name)
            while let f = n.first, f == " " || f == "\t" || f == "\n" { n = n.dropFirst() }
            while let l = n.last, l == " " || l == "\t" || l == "\n" { n = n.dropLast() }
            return String(n)
        }
    }

    /// A short description of a JSON value for messages: `number 42`, `string "16"`, `array`, `object`.
    package static func describe(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool(let b): return "boolean \(b)"
        case .number(let n): return "number \(NumberText.format(n))"
        case .string(let s):
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "string \"\(shown)\""
        case .array: return "array"
        case .object: return "object"
        }
    }
}
