/// Tokens Studio math in a value: the expressions at numeric places evaluated (`MathExpression`) and written
/// as the DTCG value the place takes, before the value is read; and `rgba(…)` text at colour places (what
/// `rgba({color.black}, 0.5)` in a shadow becomes once its reference is in place) read as a colour. See
/// docs/tokens-studio-math.md.
extension ValueParser {
    /// `json` (references already substituted) with each expression at a numeric place replaced by its result:
    /// a dimension or duration object, or a number. `written` is the value as the file has it, for messages.
    /// Returns nil when an expression could not be evaluated or its result does not fit (each reported as
    /// `invalid-expression` at its place); `evaluated` lists the places (paths below `$value`) replaced.
    package static func evaluatingMath(
        _ json: JSONValue, written: JSONValue, as type: TokenType, origin: Origin, token: TokenPath,
        diagnostics: inout [Diagnostic]
    ) -> (value: JSONValue, evaluated: [[String]])? {
        switch type {
        case .fontFamily, .string, .boolean, .strokeStyle: return (json, [])
        default: break
        }
        var evaluated: [[String]] = []
        var failed = false
        func walk(_ v: JSONValue, _ w: JSONValue?, _ path: [String]) -> JSONValue {
            switch v {
            case .string(let s):
                let site = expectedType(inside: type, at: JSONPointer(path))
                switch site {
                case .color?:
                    // `rgba(#hex, a)` and `rgb(…)` text, as Tokens Studio writes colours (`StyleDictionaryColor`).
                    guard s.utf8.first == UInt8(ascii: "r"), let c = StyleDictionaryColor.literal(s) else { return v }
                    evaluated.append(path)
                    return StyleDictionaryColor.json(c)
                case .gradient?:
                    return v
                case .fontFamily?, .string?, .boolean?, .strokeStyle?: return v
                default: break
                }
                guard isExpression(s) else { return v }
                let writtenText = w?.stringValue ?? s
                switch mathResult(of: s, written: writtenText, for: site) {
                case .success(let result):
                    evaluated.append(path)
                    return result
                case .failure(let problem):
                    failed = true
                    diagnostics.append(Diagnostic(.invalidExpression, problem.message, at: origin.location(["$value"] + path),
                                                  token: token.description))
                    return v
                }
            case .object(var o):
                for m in o.members {
                    o[m.key] = walk(m.value, w?.objectValue?[m.key], path + [m.key])
                }
                return .object(o)
            case .array(var a):
                for i in a.indices {
                    let wi: JSONValue? = { if case .array(let wa)? = w, wa.indices.contains(i) { return wa[i] }; return nil }()
                    a[i] = walk(a[i], wi, path + [String(i)])
                }
                return .array(a)
            default:
                return v
            }
        }
        let value = walk(json, written, [])
        return failed ? nil : (value, evaluated)
    }

    /// A failure's message, for `mathResult`.
    struct MathProblem: Error { var message: String }

    /// The DTCG value of expression `s` at a place of type `site` (nil: a number or a dimension, as a
    /// typography line height), or the message saying why there is none. `written` is `s` before its
    /// references were substituted.
    static func mathResult(of s: String, written: String, for site: TokenType?) -> Result<JSONValue, MathProblem> {
        func shown(_ t: String) -> String { t.count > 60 ? String(t.prefix(60)) + "…" : t }
        let quoted = written == s ? "\"\(shown(s))\"" : "\"\(shown(written))\" (\"\(shown(s))\" with its references)"
        let values: [MathQuantity]
        switch MathExpression.evaluate(s) {
        case .success(let v): values = v
        case .failure(let f): return .failure(MathProblem(message: "cannot evaluate \(quoted): \(f.reason)"))
        }
        let what = site.map { $0 == .fontWeight ? "a font weight" : "a \($0.rawValue)" } ?? "this value"
        guard values.count == 1, let q = values.first else {
            let list = values.map(\.text).joined(separator: " ")
            return .failure(MathProblem(message: "\(quoted) gives \(values.count) values (\(list)); \(what) takes one"))
        }
        func dimension(_ unit: String) -> JSONValue {
            .object(JSONObject([JSONMember(key: "value", value: .number(q.value)), JSONMember(key: "unit", value: .string(unit))]))
        }
        switch site {
        case .dimension?:
            // A plain number is px, as Tokens Studio reads a dimension without a unit.
            if q.unit.isEmpty || q.unit == "px" { return .success(dimension("px")) }
            // em, vw, vh and % go on to the dimension reader, which accepts them where they mean something, with a warning.
            if ["rem", "em", "vw", "vh", "%"].contains(q.unit) { return .success(dimension(q.unit)) }
            return .failure(MathProblem(message: "\(quoted) evaluates to \(q.text); a dimension takes px or rem"))
        case .duration?:
            if q.unit == "ms" || q.unit == "s" { return .success(dimension(q.unit)) }
            return .failure(MathProblem(message: "\(quoted) evaluates to \(q.text); a duration takes ms or s"))
        case nil:
            if q.unit.isEmpty { return .success(.number(q.value)) }
            if q.unit == "px" || q.unit == "rem" || q.unit == "em" { return .success(dimension(q.unit)) }
            return .failure(MathProblem(message: "\(quoted) evaluates to \(q.text), which is neither a number nor a dimension in px or rem"))
        default:
            // px is a plain number to Tokens Studio (`{a} / {b}` of two px sizes is a ratio).
            if q.unit.isEmpty || q.unit == "px" { return .success(.number(q.value)) }
            return .failure(MathProblem(message: "\(quoted) evaluates to \(q.text); \(what) takes a plain number"))
        }
    }
}
