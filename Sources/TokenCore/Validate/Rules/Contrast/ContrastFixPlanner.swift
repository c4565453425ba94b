/// Plans `tokenc fix --contrast`: for each failing contrast pair, a new colour for one definition (a file and the
/// JSON location of a token), the nearest to the current colour (`ContrastFixSearch`) that makes every judged pair
/// of every token taking its colour from that definition pass, in every permutation where it gives that colour.
///
/// Which definition: the foreground's, then (when no colour of it can pass) the background's. For each, first the
/// one that holds the literal colour at the end of the token's alias chain, so aliases stay (every token it colours
/// is checked, and the message names the others it recolours); when that cannot pass, the token's own definition,
/// its alias replaced by the colour, when that definition gives one colour wherever it is used. Fixes are planned
/// one after another, each measured with the ones before it made, so together they break no pair.
struct ContrastFixPlanner {
    let context: RuleContext
    let measurements: [ContrastMeasurement]

    /// A token's definition: what a fix edits.
    struct Definition: Hashable, Comparable {
        var file: String
        var pointer: JSONPointer
        static func < (a: Definition, b: Definition) -> Bool { (a.file, a.pointer.description) < (b.file, b.pointer.description) }
    }

    /// A token in a permutation.
    struct Use: Hashable {
        var node: PathIndex.Node
        var permutation: Int
    }

    /// What the plan found.
    struct Plan {
        /// The fix-it for each failing measurement (index into `measurements`) a fix makes pass.
        var fixIts: [Int: FixIt] = [:]
        /// `contrast-no-fix` findings: failing pairs no colour can fix.
        var unfixable: [Diagnostic] = []
    }

    /// A definition no colour could fix, with what it was asked to pass.
    private struct Attempt {
        var original: ColorValue
        var constraints: [ContrastFixConstraint]
        var measurements: [Int]
        var form: ContrastFixForm
    }

    /// Every definition that gives a colour, with the tokens it colours.
    private struct Users {
        var uses: [Use] = []
        /// A token that uses it, in a permutation (for its origin and raw value).
        var token: ResolvedToken
        var permutation: Int
        /// The colour it gives; nil when its users do not all have one colour (a colour modifier, or an alias
        /// resolved differently per permutation).
        var color: ColorValue?
    }

    func plan() -> Plan {
        var plan = Plan()
        // The definitions along each colour token's alias chain, the token's own first.
        var users: [Definition: Users] = [:]
        var chains: [Use: [Definition]] = [:]
        for p in context.permutations.indices {
            let tokens = context.permutations[p].tokens
            for (i, token) in tokens.tokens.enumerated() {
                guard case .color(let color) = token.value else { continue }
                let use = Use(node: context.index.node(ofToken: i, in: p), permutation: p)
                var chain: [Definition] = []
                for path in [token.path] + tokens.aliasChain(of: token.path) {
                    guard let t = tokens[path] else { break }
                    let d = Definition(file: t.origin.file, pointer: t.origin.pointer)
                    chain.append(d)
                    if users[d] == nil {
                        users[d] = Users(token: t, permutation: p, color: color)
                    } else if let c = users[d]!.color, !Self.sameColor(c, color) {
                        users[d]!.color = nil
                    }
                    users[d]!.uses.append(use)
                }
                chains[use] = chain
            }
        }
        // The judged measurements each token takes part in.
        var pairsOf: [Use: [Int]] = [:]
        for (k, m) in measurements.enumerated() where !m.isExempt {
            let p = m.permutation
            pairsOf[Use(node: m.foreground, permutation: p), default: []].append(k)
            if m.background != m.foreground { pairsOf[Use(node: m.background, permutation: p), default: []].append(k) }
            if let s = m.surface, s != m.foreground, s != m.background { pairsOf[Use(node: s, permutation: p), default: []].append(k) }
        }

        var changed: [Use: ColorValue] = [:]
        var tried = Set<Definition>()
        var impossible: [Definition: Attempt] = [:]
        func color(_ node: PathIndex.Node, _ p: Int) -> ColorValue? { changed[Use(node: node, permutation: p)] ?? context.color(node, in: p) }
        func constraint(_ k: Int, _ candidate: Set<Use>) -> ContrastFixConstraint? {
            let m = measurements[k], p = m.permutation
            let fallback = context.roles.isDark(context.permutations[p]) ? ContrastEngine.black : ContrastEngine.white
            func slot(_ node: PathIndex.Node?) -> ContrastFixConstraint.Slot? {
                guard let node else { return .fixed(fallback) }
                if candidate.contains(Use(node: node, permutation: p)) { return .candidate }
                return color(node, p).map { .fixed($0) }
            }
            guard let fg = slot(m.foreground), let bg = slot(m.background), let surface = slot(m.surface) else { return nil }
            return ContrastFixConstraint(foreground: fg, background: bg, surface: surface, fallback: fallback, requirement: m.requirement)
        }
        func passesNow(_ k: Int) -> Bool { constraint(k, [])?.passes(ContrastEngine.black) ?? true }

        for (k, m) in measurements.enumerated() where m.fails && plan.fixIts[k] == nil && !passesNow(k) {
            let p = m.permutation
            let fgChain = chains[Use(node: m.foreground, permutation: p)] ?? []
            let bgChain = chains[Use(node: m.background, permutation: p)] ?? []
            var targets: [Definition] = []
            for chain in [fgChain, bgChain] {
                if let holder = chain.last { targets.append(holder) }
                if let own = chain.first, own != chain.last { targets.append(own) }
            }
            var fixed = false
            var firstTried: Attempt?
            for d in targets where !tried.contains(d) {
                if let failed = impossible[d] {
                    if firstTried == nil { firstTried = failed }
                    continue
                }
                guard let u = users[d], let original = u.color,
                      let form = ContrastFixForm(token: u.token, permutation: u.permutation, in: context) else { continue }
                let set = Set(u.uses)
                let ks = Array(Set(u.uses.flatMap { pairsOf[$0] ?? [] })).sorted()
                let constraints = ks.compactMap { constraint($0, set) }
                guard constraints.count == ks.count else { continue }
                guard let found = ContrastFixSearch.nearest(to: original, written: form.written, passes: { c in constraints.allSatisfy { $0.passes(c) } })
                else {
                    impossible[d] = Attempt(original: original, constraints: constraints, measurements: ks, form: form)
                    if firstTried == nil { firstTried = impossible[d] }
                    continue
                }
                tried.insert(d)
                let before = ks.filter { !passesNow($0) }
                for use in u.uses { changed[use] = found.color }
                let fixIt = FixIt(message(d, u, original, found, fixing: before), edits: form.edits(found.color, at: u.token.origin))
                for j in before where plan.fixIts[j] == nil { plan.fixIts[j] = fixIt }
                fixed = true
                break
            }
            if !fixed { plan.unfixable.append(unfixable(m, firstTried)) }
        }
        return plan
    }

    /// True when the two are one colour (the `hex` fallback aside).
    static func sameColor(_ a: ColorValue, _ b: ColorValue) -> Bool {
        a.colorSpace == b.colorSpace && a.components == b.components && a.alpha == b.alpha
    }

    /// `color.text.secondary on color.surface.sunken`.
    private func pairText(_ k: Int) -> String {
        let m = measurements[k]
        return "\(m.foregroundPath) on \(m.backgroundPath)" + (m.surfacePath.map { " over \($0)" } ?? "")
    }

    /// The permutations of `ks`, named (`harbor/dark, summit/dark`), or `every permutation`.
    private func permutationsText(_ ks: [Int]) -> String {
        let ps = Set(ks.map { measurements[$0].permutation })
        if ps.count == context.permutations.count { return ps.count == 1 ? "the permutation" : "every permutation" }
        let names = ps.sorted().map { context.label($0) ?? "(default)" }
        return names.count <= 4 ? names.joined(separator: ", ") : names.prefix(4).joined(separator: ", ") + " and \(names.count - 4) more"
    }

    /// `a, b and 2 more` of distinct texts.
    private static func list(_ items: [String], limit: Int = 3) -> String {
        var seen = Set<String>()
        let distinct = items.filter { seen.insert($0).inserted }
        if distinct.count <= limit { return distinct.joined(separator: ", ") }
        return distinct.prefix(limit).joined(separator: ", ") + " and \(distinct.count - limit) more"
    }

    /// What a fix does: the definition, old → new colour, ΔE2000, the pairs it makes pass and where, and the other
    /// tokens it recolours.
    private func message(_ d: Definition, _ u: Users, _ original: ColorValue, _ found: ContrastFixSearch.Found, fixing ks: [Int]) -> String {
        let name = u.token.path.description
        var text = "set \(name) in \(d.file) to \(found.color.hexString) (was \(original.hexString); ΔE2000 \(NumberText.fixed(found.deltaE, places: 1)))"
        if !ks.isEmpty {
            text += " so \(Self.list(ks.map(pairText))) pass\(Set(ks.map(pairText)).count == 1 ? "es" : "") in \(permutationsText(ks))"
        }
        if u.token.aliasOf != nil { text += ", in place of its alias to \(u.token.aliasOf!)" }
        let named = Set(ks.flatMap { [measurements[$0].foregroundPath, measurements[$0].backgroundPath] } + [u.token.path])
        let others = Set(u.uses.compactMap { context.index.path($0.node) }).subtracting(named).map(\.description).sorted()
        if !others.isEmpty { text += "; also recolours \(Self.list(others))" }
        return text
    }

    /// The `contrast-no-fix` finding for failing measurement `m`, naming the pairs that make a fix of its first
    /// candidate definition impossible.
    private func unfixable(_ m: ContrastMeasurement, _ first: Attempt?) -> Diagnostic {
        let fg = context.token(m.foreground, in: m.permutation)!
        let location = fg.origin.location(["$value"])
        guard let first else {
            return Diagnostic(.contrastNoFix, "no fix for \(m.foregroundPath) on \(m.backgroundPath): neither colour is a literal tokenc can rewrite (a colour modifier or an alias that differs per permutation)",
                              at: location, token: fg.path.description, permutation: context.label(m.permutation))
        }
        let ks = first.measurements
        let blocking = ContrastFixSearch.blocking(first.constraints, original: first.original, written: first.form.written).map { ks[$0] }
        let why: String
        switch blocking.count {
        case 1: why = "no colour of its hue passes \(pairText(blocking[0])) in \(permutationsText(blocking))"
        case 2: why = "\(pairText(blocking[0])) (\(permutationsText([blocking[0]]))) and \(pairText(blocking[1])) (\(permutationsText([blocking[1]]))) pull it in opposite directions"
        default: why = "no colour passes all \(ks.count) pairs it takes part in at once"
        }
        return Diagnostic(.contrastNoFix, "no colour in sRGB fixes \(m.foregroundPath) on \(m.backgroundPath) keeping its hue: \(why)",
                          at: location, token: fg.path.description, permutation: context.label(m.permutation))
    }
}

/// How a colour definition is written, so a fix writes its new colour the same way: a hex string stays hex (alpha
/// kept), a colour object keeps its space, `alpha` and `hex` members. An alias replaced by a colour is written in
/// the form of the colour it pointed to.
struct ContrastFixForm {
    /// The space of a colour object; nil for a hex string.
    var space: ColorSpace?
    var hasAlpha = false
    var hasHex = false
    /// True when the definition is an alias: the whole `$value` is replaced.
    var replacesAlias = false

    /// A form given outright.
    init(space: ColorSpace?, hasAlpha: Bool = false, hasHex: Bool = false, replacesAlias: Bool = false) {
        self.space = space
        self.hasAlpha = hasAlpha
        self.hasHex = hasHex
        self.replacesAlias = replacesAlias
    }

    /// The form for rewriting `token`'s definition (as resolved in permutation `p`); nil when its value cannot be rewritten (a colour with references
    /// inside it, or a value tokenc does not write).
    init?(token: ResolvedToken, permutation p: Int, in context: RuleContext) {
        guard token.partialAliases.isEmpty, case .color(let color) = token.value else { return nil }
        let holderPath = context.permutations[p].tokens.aliasChain(of: token.path).last ?? token.path
        guard let holder = context.permutations[p].tokens[holderPath], holder.partialAliases.isEmpty else { return nil }
        replacesAlias = token.aliasOf != nil
        switch holder.rawValue {
        case .object(let o):
            space = color.colorSpace
            hasAlpha = o["alpha"] != nil
            hasHex = o["hex"] != nil
        case .string:
            space = nil
        default:
            return nil
        }
    }

    /// `c` as the file will hold it (components rounded, hex to 8 bits), read back as tokenc reads it.
    func written(_ c: ColorValue) -> ColorValue {
        guard let space else { return ColorValue(hex: c.hexString) ?? c }
        // An sRGB object with a hex fallback gets the fallback's 8-bit colour, so the two agree.
        let converted = space == .srgb && hasHex ? (ColorValue(hex: String(c.hexString.prefix(7))) ?? c) : c.converted(to: space)
        let components: [Double?] = converted.components.map { (($0 ?? 0) * 10000).rounded() / 10000 }
        var out = ColorValue(colorSpace: space, components: components, alpha: c.alpha)
        if hasHex { out.hex = String(out.hexString.prefix(7)) }
        return out
    }

    /// The edits that write `c` (already `written`) at the definition at `origin`.
    func edits(_ c: ColorValue, at origin: Origin) -> [FixIt.Edit] {
        guard let space else { return [.replace(origin.location(["$value"]), json: "\"\(c.hexString)\"")] }
        let components = "[" + c.components.map { NumberText.format($0 ?? 0) }.joined(separator: ", ") + "]"
        if replacesAlias {
            var members = ["\"colorSpace\": \"\(space.rawValue)\"", "\"components\": \(components)"]
            if hasAlpha || c.alpha < 1 { members.append("\"alpha\": \(NumberText.format(c.alpha))") }
            if let hex = c.hex { members.append("\"hex\": \"\(hex)\"") }
            return [.replace(origin.location(["$value"]), json: "{" + members.joined(separator: ", ") + "}")]
        }
        var out: [FixIt.Edit] = [.replace(origin.location(["$value", "components"]), json: components)]
        if let hex = c.hex { out.append(.replace(origin.location(["$value", "hex"]), json: "\"\(hex)\"")) }
        return out
    }
}

extension FixIt {
    /// `diagnostics` with the fix-it taken off every finding but a `contrast` one whose fix-it edits a node a
    /// `contrast` fix-it edits too (the same node, or one inside the other): the contrast fix rewrites that value,
    /// so the two would conflict and neither be applied. The finding stays, for a later `tokenc fix`.
    public static func preferringContrastFixes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var contrast: [String: [[String]]] = [:]
        for d in diagnostics where d.code == .contrast {
            for e in d.fixIt?.edits ?? [] { contrast[e.location.file, default: []].append((e.location.pointer ?? .root).tokens) }
        }
        guard !contrast.isEmpty else { return diagnostics }
        func overlaps(_ e: Edit) -> Bool {
            let t = (e.location.pointer ?? .root).tokens
            return contrast[e.location.file]?.contains { c in c.starts(with: t) || t.starts(with: c) } ?? false
        }
        return diagnostics.map { d in
            guard d.code != .contrast, let f = d.fixIt, f.edits.contains(where: overlaps) else { return d }
            var d = d
            d.fixIt = nil
            return d
        }
    }
}
