/// An RFC 6901 JSON Pointer: the path from a document's root to one of its values.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The unescaped reference tokens, root first.
    public var tokens: [String]

    /// The pointer made of the unescaped `tokens`, root first (the root when empty).
    public init(_ tokens: [String] = []) { self.tokens = tokens }

    /// The document root.
    public static let root = JSONPointer()

    /// Parses the string form (`/a/b~1c`). Returns nil when it does not start with `/` (and is not empty)
    /// or holds a `~` not followed by `0` or `1`.
    public init?(parsing text: String) {
        if text.isEmpty { self.tokens = []; return }
        guard text.first == "/" else { return nil }
        var result: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var iterator = raw.makeIterator()
            while let c = iterator.next() {
                if c == "~" {
                    switch iterator.next() {
                    case "0": token.append("~")
                    case "1": token.append("/")
                    default: return nil
                    }
                } else {
                    token.append(c)
                }
            }
            result.append(token)
        }
        self.tokens = result
    }

    /// This pointer extended by one token.
    public func appending(_ token: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(token)
        return copy
    }

    /// This pointer extended by several tokens.
    public func appending(contentsOf more: [String]) -> JSONPointer {
        var copy = self
        copy.tokens.append(contentsOf: more)
        return copy
    }

    /// The escaped string form, `""` for the root.
    public var description: String {
        var out = ""
        for t in tokens {
            out.append("/")
            for c in t {
                switch c {
                case "~": out.append("~0")
                case "/": out.append("~1")
                default: out.append(c)
                }
            }
        }
        return out
    }

    /// Orders pointers token by token, a pointer before those below it.
    public static func < (a: JSONPointer, b: JSONPointer) -> Bool {
        a.tokens.lexicographicallyPrecedes(b.tokens)
    }
}

extension JSONValue {
    /// The value a pointer designates, if any. Array tokens must be canonical decimal indices.
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var current = self
        for t in pointer.tokens {
            switch current {
            case .object(let o):
                guard let next = o[t] else { return nil }
                current = next
            case .array(let a):
                guard let i = Int(t), i >= 0, i < a.count, String(i) == t else { return nil }
                current = a[i]
            default:
                return nil
            }
        }
        return current
    }
}
