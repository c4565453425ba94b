/// The Kotlin output: `Theme.kt` (the `Theme` enum and `Themed<T>`, a value per theme) and one file per brand
/// holding `object <Brand>` with a member per token: constants where every theme agrees, `Themed` values where
/// they differ. Colours are `Long` ARGB (`0xAARRGGBBL`), dimensions `Float` dp (sp for font sizes), durations
/// `Long` milliseconds; with `compose`, Jetpack Compose types. Names that collide are reported
/// (`name-collision`); the later token is left out. See docs/outputs.md.
package enum KotlinEmitter {
    /// The most members a brand object holds: a JVM class holds 65,535 constant-pool entries, and each member
    /// takes up to about six (its name, getter, field and the value's reference).
    package static let maximumMembers = 8_000

    /// Estimated bytes of bytecode one class initialiser is given (`KotlinValue.weight`), within the JVM's
    /// 65,535-byte limit on a method with room for the estimate's error.
    static let initialiserBudget = 32_000

    /// The name of the objects holding values initialised apart (`TokenValues0`, …): not `Theme`, `Themed`, or
    /// a member (members are lowerCamelCase).
    static let holderName = "TokenValues"

    /// Renders `model`.
    package static func emit(_ model: EmitModel, options: KotlinOptions = KotlinOptions(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        let a = options.publicDeclarations ? "" : "internal "
        var head = ""
        for line in KotlinText.docLines(GeneratedHeader.text(source: model.source)) { head += "// \(line)\n" }
        head += "@file:Suppress(\"unused\", \"RedundantVisibilityModifier\")\n\n"
        if !options.packageName.isEmpty { head += "package \(options.packageName)\n\n" }
        if options.compose { head += "import androidx.compose.ui.unit.dp\nimport androidx.compose.ui.unit.sp\n\n" }

        // Theme cases: UPPER_SNAKE_CASE, renamed `_2`… when two are the same.
        var cases: [String] = []
        for theme in model.themes {
            var name = KotlinName.constant(theme.name)
            if cases.contains(name) {
                var n = 2
                while cases.contains(name + "_\(n)") { n += 1 }
                diagnostics.append(.nameCollision(kind: "The themes", kept: model.themes[cases.firstIndex(of: name)!].name,
                                                  dropped: theme.name, becomes: "the Kotlin enum entry `\(name)`", renamed: name + "_\(n)"))
                name += "_\(n)"
            }
            cases.append(name)
        }
        var shared = head
        shared += "/** The themes, in order; the first is the default. */\n"
        shared += "\(a)enum class Theme(\n    \(a)val themeName: kotlin.String,\n    \(a)val isDark: kotlin.Boolean,\n    \(a)val isHighContrast: kotlin.Boolean\n) {\n"
        for (i, theme) in model.themes.enumerated() {
            shared += "    \(cases[i])(\(KotlinText.expression(theme.name).text), \(theme.colorScheme == .dark), \(theme.highContrast))"
            shared += i + 1 < model.themes.count ? ",\n" : ";\n"
        }
        shared += """

            \(a)companion object {
                /** The theme for a system appearance: the one made for it, else one of the same light or dark appearance, else the default. */
                \(a)fun matching(dark: kotlin.Boolean, highContrast: kotlin.Boolean): Theme = when {

        """
        for (dark, hc) in [(false, false), (true, false), (false, true), (true, true)] {
            shared += "            dark == \(dark) && highContrast == \(hc) -> \(cases[NativeTokens.theme(model.themes, dark: dark, highContrast: hc)])\n"
        }
        shared += "            else -> \(cases[0])\n        }\n    }\n}\n\n"
        shared += "/** A token's value in each theme, read with `value[theme]`. */\n"
        shared += "\(a)class Themed<out T>(private val values: kotlin.collections.List<T>) {\n"
        shared += "    /** The value in `theme`. */\n"
        shared += "    \(a)operator fun get(theme: Theme): T = values[theme.ordinal]\n}\n"
        var files = [sink(OutputFile(path: "Theme.kt", contents: Array(shared.utf8)))]

        // Brand objects: UpperCamelCase, not the shared types' names, distinct even without case.
        let reservedTypes: Set<String> = ["Theme", "Themed"]
        var takenFiles: [String: String] = [:]  // lower-cased type (and file) name → brand
        var insetsReported = Set<TokenPath>()
        let reservedMembers: Set<String> = ["kotlin", "androidx", String(options.packageName.split(separator: ".").first ?? "")]
        var names: [TokenPath: (member: String, fontSize: Bool)] = [:]  // by path, the same in every brand
        for b in model.brands.indices {
            let brand = model.brands[b]
            var type = KotlinName.type(brand.name)
            if reservedTypes.contains(type) { type += "Brand" }
            if let kept = takenFiles[type.lowercased()] {
                var n = 2
                while takenFiles[(type + "_\(n)").lowercased()] != nil { n += 1 }
                diagnostics.append(.nameCollision(kind: "The brands", kept: kept, dropped: brand.name,
                                                  becomes: "the Kotlin object `\(type)`", renamed: type + "_\(n)"))
                type += "_\(n)"
            }
            takenFiles[type.lowercased()] = brand.name
            let tokens = NativeTokens.withoutEdgeInsets(NativeTokens.of(model, brand: b, output: "the Kotlin output", diagnostics: &diagnostics),
                                                        output: "the Kotlin output", reported: &insetsReported, diagnostics: &diagnostics)
            var claims = NativeNameClaims()
            var body = ByteBuffer(capacity: 1 << 16)
            body.append(head)
            body.append("/** The tokens of brand \(KotlinText.breakCommentMarks(SwiftText.commentLine(brand.name))). */\n")
            body.append("\(a)object \(type) {\n")
            var members: [(member: String, value: KotlinValue, token: ResolvedToken, path: TokenPath)] = []
            for t in tokens {
                let (member, fontSize) = names[t.path] ?? {
                    let made = (KotlinName.member(NativeTokens.words(t.path), reserved: reservedMembers), NativeTokens.isFontSize(t.path))
                    names[t.path] = made
                    return made
                }()
                guard let value = KotlinValue(t, fontSize: fontSize, options: options) else { continue }
                guard value.weight <= Self.initialiserBudget else {
                    diagnostics.append(.kotlinValueTooLarge(t.path, at: TokenOriginLocation.name(of: t.token), brand: brand.name))
                    continue
                }
                guard claims.claim(member, by: t.token, what: "the Kotlin member `\(member)`", permutation: "brand=\(brand.name)",
                                   diagnostics: &diagnostics) else { continue }
                guard members.count < Self.maximumMembers else {
                    diagnostics.append(.kotlinObjectTooLarge(t.path, at: TokenOriginLocation.name(of: t.token), object: type,
                                                             brand: brand.name, limit: Self.maximumMembers))
                    break
                }
                members.append((member, value, t.token, t.path))
            }
            // Values computed when the class is initialised go into `<clinit>`, which the JVM bounds at 64 KB: past
            // the budget they are initialised in holder objects, each within it, and the brand's members copy them.
            let dynamic = members.filter { !$0.value.isConstant }
            var holders: [[Int]] = []  // indices into `members`
            if dynamic.reduce(0, { $0 + $1.value.weight }) > Self.initialiserBudget {
                var weight = Self.initialiserBudget
                for (i, m) in members.enumerated() where !m.value.isConstant {
                    if weight + m.value.weight > Self.initialiserBudget { holders.append([]); weight = 0 }
                    holders[holders.count - 1].append(i)
                    weight += m.value.weight
                }
            }
            var holderOf: [Int: Int] = [:]
            for (h, list) in holders.enumerated() { for i in list { holderOf[i] = h } }
            for (i, m) in members.enumerated() {
                if i > 0 { body.append(static: "\n") }
                body.append(static: "    /**\n     * `")
                body.append(KotlinText.breakCommentMarks(SwiftText.commentLine(m.path.description)))
                body.append(static: "`")
                body.append(m.value.unitNote)
                body.append(static: "\n")
                if let d = m.token.description {
                    for line in KotlinText.docLines(d) {
                        body.append(static: "     * ")
                        body.append(line)
                        body.append(static: "\n")
                    }
                }
                if let dep = m.token.deprecation {
                    body.append("     * @deprecated" + (dep.message.map { " " + KotlinText.docLines($0).joined(separator: " ") } ?? "") + "\n")
                }
                body.append(static: "     */\n")
                if let dep = m.token.deprecation {
                    body.append("    @Deprecated(\(KotlinText.string(KotlinText.constantText(dep.message ?? "Deprecated token."))))\n")
                }
                body.append(static: "    ")
                body.append(a)
                let name = KotlinText.escaped(m.member)
                if let h = holderOf[i] {
                    m.value.declaration(name, initialiser: "\(Self.holderName)\(h).\(name)", into: &body)
                } else {
                    m.value.declaration(name, into: &body)
                }
                body.append(static: "\n")
            }
            for (h, list) in holders.enumerated() {
                body.append("\n    /** Values of `\(type)` initialised apart, so no class initialiser outgrows the JVM's 64 KB. */\n")
                body.append("    private object \(Self.holderName)\(h) {\n")
                for i in list {
                    body.append(static: "        @kotlin.jvm.JvmField ")
                    members[i].value.declaration(KotlinText.escaped(members[i].member), into: &body)
                    body.append(static: "\n")
                }
                body.append(static: "    }\n")
            }
            body.append(static: "}\n")
            files.append(sink(OutputFile(path: type + ".kt", contents: body.finished())))
        }
        return (files, diagnostics)
    }
}

/// Kotlin names from token, brand and theme names.
package enum KotlinName {
    /// A member name: `lowerCamelCase` as in Swift (`reserved` names get a trailing `_`), keeping only what
    /// Kotlin's grammar allows in an identifier (letters, decimal digits, `_`; not the combining marks Swift
    /// accepts).
    package static func member(_ words: [String], reserved: Set<String>) -> String {
        letters(SwiftIdentifier.lowerCamel(words.joined(separator: " "), reserved: reserved))
    }

    /// A type name: `UpperCamelCase`, with Kotlin's identifier characters only.
    package static func type(_ name: String) -> String {
        letters(SwiftIdentifier.upperCamel(name))
    }

    /// `id` without the scalars Kotlin identifiers cannot hold (anything but letters, decimal digits and `_`).
    package static func letters(_ id: String) -> String {
        guard !id.utf8.allSatisfy({ $0 < 0x80 }) else { return id }
        var out = String.UnicodeScalarView()
        for s in id.unicodeScalars {
            switch s.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
                out.append(s)
            default:
                if s == "_" { out.append(s) }
            }
        }
        return String(out)
    }

    /// `light-high-contrast` → `LIGHT_HIGH_CONTRAST` (an enum entry); `_` in front of a leading digit.
    package static func constant(_ name: String) -> String {
        let camel = letters(SwiftIdentifier.lowerCamel(name))  // letters Kotlin accepts, `_` before a digit
        var words: [String] = []
        for w in NameWords.split(camel) { words.append(w.uppercased()) }
        var id = words.joined(separator: "_")
        if let f = camel.unicodeScalars.first, f == "_" { id = "_" + id }
        return id
    }
}

/// A token's Kotlin type and its value in each theme.
package struct KotlinValue {
    /// The type (`kotlin.Long`).
    package var type: String
    /// The literal in each theme.
    package var literals: [String]
    /// True when the type may be a `const val`.
    package var constant: Bool
    /// ` (dp)` / ` (sp)` / ` (ms)` after the path in the doc comment.
    var unitNote: String
    /// Estimated bytes of bytecode of its initialiser, when not a constant: a load and a box per value, list
    /// element and piece of a long string, and the `Themed` and list around them.
    package var weight: Int

    /// True when it is written as a `const val` (every theme agrees, and the type and text allow it).
    var isConstant: Bool { constant && literals.dropFirst().allSatisfy { $0 == literals[0] } }

    /// The value of `t`, nil for types the Kotlin output does not write (cubic Béziers and the composites);
    /// `fontSize` says its dimensions are in sp (`NativeTokens.isFontSize`).
    init?(_ t: NativeToken, fontSize sp: Bool, options: KotlinOptions) {
        unitNote = ""
        weight = 32
        constant = !options.compose
        switch t.values[0] {
        case .color:
            type = options.compose ? "androidx.compose.ui.graphics.Color" : "kotlin.Long"
            unitNote = " (ARGB)"
        case .dimension:
            type = options.compose ? (sp ? "androidx.compose.ui.unit.TextUnit" : "androidx.compose.ui.unit.Dp") : "kotlin.Float"
            unitNote = sp ? " (sp)" : " (dp)"
        case .number: type = "kotlin.Double"
        case .fontWeight: type = "kotlin.Int"
        case .duration:
            type = "kotlin.Long"
            unitNote = " (ms)"
            constant = true
        case .string:
            type = "kotlin.String"
            constant = true
        case .boolean:
            type = "kotlin.Boolean"
            constant = true
        case .fontFamily:
            type = "kotlin.collections.List<kotlin.String>"
            constant = false
        default: return nil
        }
        var literals: [String] = []
        for v in t.values {
            switch v {
            case .color(let c):
                let hex = "0x" + NativeTokens.argb(c)
                literals.append(options.compose ? "androidx.compose.ui.graphics.Color(\(hex))" : hex + "L")
            case .dimension(let d):
                let f = KotlinText.float(d.pixels(remBase: options.remBase))
                literals.append(options.compose ? (sp ? "\(f).sp" : "androidx.compose.ui.unit.Dp(\(f))") : f)
            case .number(let n): literals.append(KotlinText.double(n))
            case .fontWeight(let w): literals.append(String(Int64(min(max(w, -1e9), 1e9).rounded())))
            case .duration(let d): literals.append(String(Int64(min(max(d.seconds * 1000, -9e15), 9e15).rounded())) + "L")
            case .string(let s):
                let e = KotlinText.expression(s)
                literals.append(e.text)
                if !e.constant { constant = false }
                weight += 12 * e.pieces
            case .boolean(let v): literals.append(v ? "true" : "false")
            case .fontFamily(let names):
                let parts = names.map(KotlinText.expression)
                literals.append("kotlin.collections.listOf(" + parts.map(\.text).joined(separator: ", ") + ")")
                weight += 16 + parts.reduce(0) { $0 + 12 * $1.pieces }
            default: literals.append("TODO()")
            }
            weight += options.compose ? 24 : 16
        }
        self.literals = literals
    }

    /// `val name: T = initialiser` (the type `declaration(_:into:)` gives), appended to `out`.
    package func declaration(_ name: String, initialiser: String, into out: inout ByteBuffer) {
        out.append(static: "val ")
        out.append(name)
        out.append(static: ": ")
        if literals.dropFirst().allSatisfy({ $0 == literals[0] }) {
            out.append(type)
        } else {
            out.append(static: "Themed<")
            out.append(type)
            out.append(static: ">")
        }
        out.append(static: " = ")
        out.append(initialiser)
    }

    /// `const val name: T = v` for a value every theme shares, else `val name: Themed<T> = Themed(listOf(…))`,
    /// appended to `out`.
    package func declaration(_ name: String, into out: inout ByteBuffer) {
        if literals.dropFirst().allSatisfy({ $0 == literals[0] }) {
            out.append(static: isConstant ? "const val " : "val ")
            out.append(name)
            out.append(static: ": ")
            out.append(type)
            out.append(static: " = ")
            out.append(literals[0])
            return
        }
        out.append(static: "val ")
        out.append(name)
        out.append(static: ": Themed<")
        out.append(type)
        out.append(static: "> = Themed(kotlin.collections.listOf(")
        for (i, literal) in literals.enumerated() {
            if i > 0 { out.append(static: ", ") }
            out.append(literal)
        }
        out.append(static: "))")
    }
}
