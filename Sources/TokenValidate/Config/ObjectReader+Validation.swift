/// Typed getters for rule options: token patterns, positive numbers, numbers keyed by name.
extension ObjectReader {
    /// A pattern or an array of patterns at `key`, each parsed; errors are located at the element.
    public mutating func patterns(_ key: String, allowReferences: Bool = false, _ more: inout [Diagnostic]) -> [LocatedPattern]? {
        guard let v = value(key) else { return nil }
        let items: [(JSONValue, SourceLocation)]
        switch v {
        case .string: items = [(v, location(key))]
        case .array(let a):
            items = a.enumerated().map { (i, e) in (e, SourceLocation(file: file, pointer: pointer.appending(key).appending(String(i)))) }
        default:
            report(key, "\"\(key)\" must be a token pattern (\"button.*.label\") or an array of them, not \(v.kindName)")
            return nil
        }
        var out: [LocatedPattern] = []
        for (item, at) in items {
            guard case .string(let s) = item else {
                more.append(Diagnostic(.configInvalid, "\"\(key)\" must hold token patterns (strings), not \(item.kindName)", at: at))
                continue
            }
            switch TokenPattern.parse(s, allowReferences: allowReferences) {
            case .success(let p): out.append(LocatedPattern(p, at: at))
            case .failure(let e): more.append(Diagnostic(.configInvalid, e.message, at: at))
            }
        }
        return out
    }

    /// An array of objects at `key`, each read by `read` with its own reader (unknown members reported, problems
    /// located at the element; `read` reports what it finds beyond the element into its second argument); nil
    /// when `key` is absent. `members` names them in the message for a wrong shape,
    /// `example` shows one element.
    public mutating func objects<T>(_ key: String, members: String, example: String, _ more: inout [Diagnostic],
                                    _ read: (inout ObjectReader, inout [Diagnostic]) -> T?) -> [T]? {
        guard let v = value(key) else { return nil }
        guard case .array(let items) = v else {
            report(key, "\"\(key)\" must be an array of {\(members)} objects")
            return nil
        }
        var out: [T] = []
        for (i, item) in items.enumerated() {
            let at = pointer.appending(key).appending(String(i))
            guard case .object(let o) = item else {
                more.append(Diagnostic(.configInvalid, "an element of \"\(key)\" must be an object like \(example)", at: SourceLocation(file: file, pointer: at)))
                continue
            }
            var element = ObjectReader(o, file: file, at: at)
            if let t = read(&element, &more) { out.append(t) }
            element.finish()
            more += element.diagnostics
        }
        return out
    }

    /// A number greater than zero (or at least zero when `allowZero`).
    public mutating func positiveNumber(_ key: String, allowZero: Bool = false) -> Double? {
        guard let n = number(key) else { return nil }
        guard n > 0 || (allowZero && n == 0) else {
            report(key, "\"\(key)\" must be \(allowZero ? "zero or more" : "greater than zero"), not \(NumberText.format(n))")
            return nil
        }
        return n
    }

    /// An object of name → positive number (`{"harbor": 48}`), with each member's location.
    public mutating func numbersByName(_ key: String, _ more: inout [Diagnostic]) -> [NamedNumber]? {
        guard let v = value(key) else { return nil }
        guard case .object(let o) = v else {
            report(key, "\"\(key)\" must be an object like {\"name\": 48}, not \(v.kindName)")
            return nil
        }
        var out: [NamedNumber] = []
        for m in o.members {
            let at = SourceLocation(file: file, pointer: pointer.appending(key).appending(m.key))
            guard case .number(let n) = m.value, n > 0 else {
                more.append(Diagnostic(.configInvalid, "\"\(m.key)\" must be a number greater than zero", at: at))
                continue
            }
            out.append(NamedNumber(name: m.key, value: n, location: at))
        }
        return out
    }
}

/// A number configured for a name (a brand's touch-target minimum), with where it is written.
public struct NamedNumber: Sendable, Hashable {
    /// The name (a brand context).
    public var name: String
    /// The number.
    public var value: Double
    /// Where it is written.
    public var location: SourceLocation?

    /// A named number.
    public init(name: String, value: Double, location: SourceLocation? = nil) {
        self.name = name
        self.value = value
        self.location = location
    }
}
