/// One custom property declaration: its name, its value, and the Display P3 variant of the value when it
/// holds colours outside sRGB (written inside `@supports`, after the hex fallback).
package struct CSSDeclaration: Hashable {
    /// `--color-accent`.
    package var name: String
    /// The value, with sRGB hex colours.
    package var value: String
    /// The value with wide-gamut colours as `color(display-p3 …)`, when it differs.
    var wideValue: String?

    /// Creates a declaration.
    init(name: String, value: String, wideValue: String? = nil) {
        self.name = name
        self.value = value
        self.wideValue = wideValue
    }

    /// The custom properties this value refers to with `var(--…)`.
    package var references: [String] {
        var out: [String] = []
        Self.scanReferences(value, into: &out)
        if let wideValue { Self.scanReferences(wideValue, into: &out) }
        return out
    }

    /// Appends the names in `var(--name)` occurrences of `text`.
    private static func scanReferences(_ text: String, into out: inout [String]) {
        var copy = text
        copy.withUTF8 { scan($0, into: &out) }
    }

    private static func scan(_ u: UnsafeBufferPointer<UInt8>, into out: inout [String]) {
        var i = 0
        while i + 6 <= u.count {
            if u[i] == 0x76, u[i + 1] == 0x61, u[i + 2] == 0x72, u[i + 3] == 0x28, u[i + 4] == 0x2D, u[i + 5] == 0x2D {
                let start = i + 4
                var end = start
                while end < u.count, u[end] != 0x29, u[end] != 0x2C, u[end] != 0x20 { end += 1 }
                out.append(String(decoding: UnsafeBufferPointer(rebasing: u[start..<end]), as: UTF8.self))
                i = end
            } else {
                i += 1
            }
        }
    }
}
