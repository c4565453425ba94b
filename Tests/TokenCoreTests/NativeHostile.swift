@testable import TokenCore

/// The hostile-names fixture (`EmitHostileNamesTests.model`: quotes, backslashes, `*/`, keywords, emoji, names that
/// collide after case conversion, hostile brand and theme names) with what the platform formats write besides
/// numbers and dimensions: a colour per hostile name, each hostile string as a `string` token, and Kotlin and Java
/// keywords as names.
enum NativeHostile {
    /// Kotlin and Java keywords (and names the generated code uses), as token names.
    static let keywords: [String] = ["fun", "val", "object", "when", "typeof", "package", "null", "int", "class",
                                     "kotlin", "designtokens", "Theme", "Themed", "INSTANCE", "rawValue", "color", "bundle"]

    /// Keywords of Kotlin and Java as whole token paths (so the name is the keyword itself).
    static let topLevel: [String] = ["fun", "val", "object", "when", "int", "null", "kotlin", "designtokens", "INSTANCE", "package"]

    static var model: EmitModel {
        var model = EmitHostileNamesTests.model
        for b in model.brands.indices {
            for t in model.themes.indices {
                var list = model.brands[b].themes[t].tokens
                for (i, s) in EmitHostileNamesTests.nasty.enumerated() {
                    list.append(EmitSample.token("texts.s\(i)", .string(s), description: s))
                }
                for (i, n) in (EmitHostileNamesTests.names + keywords).enumerated() {
                    list.append(EmitSample.token("colors.\(n)", .color(EmitSample.rgb(UInt32(0x102030 + i * 0x010101 + t * 0x400000))),
                                                 description: n + " */ /* -- <!-- \\u0041"))
                    list.append(EmitSample.token("kw.\(n)", .boolean(i % 2 == t)))
                }
                for (i, n) in topLevel.enumerated() { list.append(EmitSample.token(n, .number(Double(i * 2 + t)))) }
                model.brands[b].themes[t] = ResolvedTokens(list)
            }
        }
        return model
    }
}
