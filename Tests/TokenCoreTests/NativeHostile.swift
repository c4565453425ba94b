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

    /// Descriptions that try to leave a comment in the host language or in a file a toolchain derives from it
    /// (`R.java` from Android resources, `.d.ts` from TypeScript): closers, nested openers, Java's `\u` escapes
    /// (which Java reads before it lexes comments), line breaks of every kind, Javadoc tags `aapt2` turns into
    /// annotations, bidirectional controls. Each would declare a member named `INJECTED…` if it got out.
    static let descriptions: [String] = [
        "*/ public static final String INJECTED = System.getProperty(\"java.version\"); /**",
        "\\u002a\\u002f public static int INJECTED_U = 1; /**",
        "\\\\\\u002a\\u002f public static int INJECTED_ODD = 1; /**",
        "\\u000a*/ public static int INJECTED_NL = 1; /**",
        "x\n*/ public static int INJECTED_LF = 1; /**",
        "x\r*/ int INJECTED_CR; /**", "x\u{2028}*/ val INJECTED_LS = 1 /**", "x\u{2029}*/ INJECTED_PS /**",
        "x\u{85}*/ INJECTED_NEL /**", "/* nested /* twice */ val INJECTED_NEST = 1; /*",
        "--> <!-- --!> <resources><color name=\"INJECTED_XML\">#fff</color></resources>",
        "@SystemApi @TestApi @deprecated @hide {@link INJECTED_TAG}", "C:\\users\\u and \\uZZZZ",
        "</script><script>INJECTED_HTML()</script>", "rtl \u{202E}desrever\u{202C} \u{2066}iso\u{2069} \u{200F}\u{61C}",
        "`INJECTED_TICK` ${INJECTED_TEMPLATE} \\(INJECTED_INTERP)",
    ]

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
                for (i, d) in descriptions.enumerated() {
                    list.append(EmitSample.token("notes.d\(i)", .color(EmitSample.rgb(UInt32(0x204060 + i + t * 0x100))), description: d,
                                                 deprecated: i % 2 == 0 ? Deprecation(message: d) : nil))
                }
                for (i, n) in topLevel.enumerated() { list.append(EmitSample.token(n, .number(Double(i * 2 + t)))) }
                model.brands[b].themes[t] = ResolvedTokens(list)
            }
        }
        return model
    }
}
