/// Plans `tokenc fix --contrast`: for each failing contrast pair, a new colour for one definition (a file and the
/// JSON location of a token), the nearest to the current colour (`ContrastFixSearch`) that makes every judged pair
/// of every token taking its colour from that definition pass, in every permutation where it gives that colour.
///
/// Which definition: the foreground's, then (when nothing of it can pass) the background's. For each, first the one
/// that holds the literal colour at the end of the token's alias chain, so aliases stay (every token it colours is
/// checked, the message names the others it recolours, and a numbered palette step stays between its neighbours);
/// else the token's own alias, pointed at another token of its target's group or replaced by a colour (when that
/// definition gives one colour wherever it is used), whichever is nearer. Fixes are planned one after another, each
/// measured with the ones before it made, so together they break no pair.
package struct ContrastFixPlanner {
    package let context: RuleContext
    package let measurements: [ContrastMeasurement]

    /// A token's definition: what a fix edits.
    package struct Definition: Hashable, Comparable {
        package var file: String
        package var pointer: JSONPointer
        package static func < (a: Definition, b: Definition) -> Bool { (a.file, a.pointer.description) < (b.file, b.pointer.description) }
    }

    /// A token in a permutation.
    package struct Use: Hashable {
        package var node: PathIndex.Node
        package var permutation: Int
    }

    /// What the plan found.
    package struct Plan {
        /// The fix-it for each failing measurement (index into `measurements`) a fix makes pass.
        package var fixIts: [Int: FixIt] = [:]
        /// `contrast-no-fix` findings: failing pairs no colour can fix.
        package var unfixable: [Diagnostic] = []
    }

    /// A definition no colour could fix, with what it was asked to pass.
    private struct Attempt {
        var definition: Definition
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

    package func plan() -> Plan {
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
        var reasons: [Definition: String] = [:]
        var noRepoint = Set<Definition>()
        /// Colours tried for a re-pointed alias, per token and permutation.
        var overlay: [Use: ColorValue] = [:]
        func color(_ node: PathIndex.Node, _ p: Int) -> ColorValue? {
            let use = Use(node: node, permutation: p)
            return overlay[use] ?? changed[use] ?? context.color(node, in: p)
        }
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
        /// True when every pair of `ks` passes with these colours in place.
        func passesWith(_ colors: [Use: ColorValue], _ ks: [Int]) -> Bool {
            overlay = colors
            defer { overlay = [:] }
            return ks.allSatisfy(passesNow)
        }

        /// The nearest colour for definition `d` written as a literal, or why none passes (kept in `impossible`).
        func literal(_ d: Definition) -> (u: Users, found: ContrastFixSearch.Found, form: ContrastFixForm, ks: [Int])? {
            guard impossible[d] == nil, let u = users[d], let original = u.color,
                  let form = ContrastFixForm(token: u.token, permutation: u.permutation, in: context) else { return nil }
            let set = Set(u.uses)
            let ks = Array(Set(u.uses.flatMap { pairsOf[$0] ?? [] })).sorted()
            let constraints = ks.compactMap { constraint($0, set) }
            guard constraints.count == ks.count else { return nil }
            let ramp = u.token.aliasOf == nil ? rampBounds(u.token.path, in: u.permutation) : nil
            func inRamp(_ c: ColorValue) -> Bool { ramp.map { $0.low < c.oklab.x && c.oklab.x < $0.high } ?? true }
            guard let found = ContrastFixSearch.nearest(to: original, written: form.written, passes: { c in inRamp(c) && constraints.allSatisfy { $0.passes(c) } })
            else {
                impossible[d] = Attempt(definition: d, original: original, constraints: constraints, measurements: ks, form: form)
                return nil
            }
            return (u, found, form, ks)
        }

        for (k, m) in measurements.enumerated() where m.fails && plan.fixIts[k] == nil && !passesNow(k) {
            let p = m.permutation
            let fgChain = chains[Use(node: m.foreground, permutation: p)] ?? []
            let bgChain = chains[Use(node: m.background, permutation: p)] ?? []
            // The palette colour (kept between its ramp neighbours); else the token's own alias, pointed at another
            // token of its target's group or replaced by a colour, whichever is nearer; the foreground's first.
            var targets: [(Definition, own: Bool)] = []
            for chain in [fgChain, bgChain] {
                if let holder = chain.last { targets.append((holder, false)) }
                if let own = chain.first, own != chain.last { targets.append((own, true)) }
            }
            var fixIt: FixIt?
            var fixedPairs: [Int] = []
            for (d, own) in targets where !tried.contains(d) {
                let lit = literal(d)
                var sibling: (target: TokenPath, colors: [Use: ColorValue], deltaE: Double)?
                if own, !noRepoint.contains(d), let u = users[d] {
                    let ks = Array(Set(u.uses.flatMap { pairsOf[$0] ?? [] })).sorted()
                    sibling = bestSibling(u, ks, passes: passesWith, color: color)
                    if sibling == nil { noRepoint.insert(d) }
                }
                if let s = sibling, lit == nil || s.deltaE < lit!.found.deltaE, let u = users[d] {
                    let ks = Array(Set(u.uses.flatMap { pairsOf[$0] ?? [] })).sorted()
                    fixedPairs = ks.filter { !passesNow($0) }
                    changed.merge(s.colors) { $1 }
                    fixIt = FixIt(repointMessage(d, u, s.target, s.deltaE, fixing: fixedPairs),
                                  edits: [.replace(u.token.origin.location(["$value"]), json: "\"{\(s.target)}\"")])
                } else if let l = lit {
                    fixedPairs = l.ks.filter { !passesNow($0) }
                    for use in l.u.uses { changed[use] = l.found.color }
                    fixIt = FixIt(message(d, l.u, l.u.color!, l.found, fixing: fixedPairs), edits: l.form.edits(l.found.color, at: l.u.token.origin))
                } else {
                    continue
                }
                tried.insert(d)
                break
            }
            if let fixIt {
                for j in fixedPairs where plan.fixIts[j] == nil { plan.fixIts[j] = fixIt }
            } else {
                // Why a definition cannot be fixed is worked out once, however many pairs it fails.
                let first = targets.lazy.compactMap { impossible[$0.0] }.first
                let why = first.map { a in reasons[a.definition] ?? reason(a) }
                if let a = first { reasons[a.definition] = why }
                plan.unfixable.append(unfixable(m, why))
            }
        }
        return plan
    }

    /// The OKLab lightness a palette step must stay strictly between: that of the nearest lower and higher numbered
    /// siblings (`color.blue.300` between `200` and `400`), so a ramp keeps its order; nil when the name is not a
    /// number or has no numbered sibling.
    private func rampBounds(_ path: TokenPath, in p: Int) -> (low: Double, high: Double)? {
        guard let key = path.components.last.flatMap(Double.init), let node = context.index.node(path),
              let parent = context.index.parent(node) else { return nil }
        var below: (Double, Double)?, above: (Double, Double)?
        for s in context.index.children(parent) where s != node {
            guard let k = context.index.path(s)?.components.last.flatMap(Double.init), let c = context.color(s, in: p) else { continue }
            if k < key, below == nil || k > below!.0 { below = (k, c.oklab.x) }
            if k > key, above == nil || k < above!.0 { above = (k, c.oklab.x) }
        }
        switch (below?.1, above?.1) {
        case let (a?, b?): return (min(a, b), max(a, b))
        case let (x?, nil), let (nil, x?):
            // One neighbour: the step stays on its side of it.
            guard let l0 = context.color(node, in: p)?.oklab.x else { return nil }
            return x < l0 ? (x, .infinity) : (-.infinity, x)
        case (nil, nil): return nil
        }
    }

    /// The sibling of the alias's target (`color.brand.neutral.100` for `{color.brand.neutral.300}`) that makes every
    /// pair `ks` pass when the alias points at it, in every permutation `u` is used in, nearest (the largest ΔE2000
    /// over those permutations the least); with the colours it gives each use.
    private func bestSibling(_ u: Users, _ ks: [Int], passes: ([Use: ColorValue], [Int]) -> Bool,
                             color: (PathIndex.Node, Int) -> ColorValue?) -> (target: TokenPath, colors: [Use: ColorValue], deltaE: Double)? {
        guard let target = u.token.aliasOf, u.token.partialAliases.isEmpty, case .string = u.token.rawValue,
              let node = context.index.node(target), let parent = context.index.parent(node) else { return nil }
        var best: (target: TokenPath, colors: [Use: ColorValue], deltaE: Double)?
        let siblings = context.index.children(parent).filter { $0 != node }.compactMap { s in context.index.path(s).map { (s, $0) } }
        for (s, path) in siblings.sorted(by: { $0.1 < $1.1 }) {
            var colors: [Use: ColorValue] = [:]
            var worst = 0.0
            for use in u.uses {
                // A sibling that is not a colour here, or that takes its colour from this alias, cannot be used.
                guard let c = color(s, use.permutation), let now = color(use.node, use.permutation),
                      context.permutations[use.permutation].tokens.aliasChain(of: path).contains(u.token.path) == false else { worst = .infinity; break }
                colors[use] = c
                worst = max(worst, now.deltaE2000(c))
            }
            guard worst.isFinite, best == nil || worst < best!.deltaE - 1e-9 else { continue }
            if passes(colors, ks) { best = (path, colors, worst) }
        }
        return best
    }

    /// What a re-pointing fix does.
    private func repointMessage(_ d: Definition, _ u: Users, _ target: TokenPath, _ deltaE: Double, fixing ks: [Int]) -> String {
        var text = "point \(u.token.path) in \(d.file) at {\(target)} (was {\(u.token.aliasOf!)}; ΔE2000 up to \(NumberText.fixed(deltaE, places: 1)))"
        if !ks.isEmpty {
            text += " so \(Self.list(ks.map(pairText))) pass\(Set(ks.map(pairText)).count == 1 ? "es" : "") in \(permutationsText(ks))"
        }
        return text
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
        // Labels hold commas (`brand=zen, theme=dark`): permutations are separated as merged findings list them.
        return names.count <= 4 ? names.joined(separator: "; ") : names.prefix(4).joined(separator: "; ") + " and \(names.count - 4) more"
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

    /// The `contrast-no-fix` finding for failing measurement `m`: `why` no colour of its first candidate definition
    /// passes, nil when no definition could be rewritten.
    private func unfixable(_ m: ContrastMeasurement, _ why: String?) -> Diagnostic {
        let fg = context.token(m.foreground, in: m.permutation)!
        let location = fg.origin.location(["$value"])
        guard let why else {
            return Diagnostic(.contrastNoFix, "no fix for \(m.foregroundPath) on \(m.backgroundPath): neither colour is a literal tokenc can rewrite (a colour modifier or an alias that differs per permutation)",
                              at: location, token: fg.path.description, permutation: context.label(m.permutation))
        }
        return Diagnostic(.contrastNoFix, "no colour in sRGB fixes \(m.foregroundPath) on \(m.backgroundPath) keeping its hue: \(why)",
                          at: location, token: fg.path.description, permutation: context.label(m.permutation))
    }

    /// The pair no colour of `first`'s definition passes, or the two that pull it apart.
    private func reason(_ first: Attempt) -> String {
        let ks = first.measurements
        let blocking = ContrastFixSearch.blocking(first.constraints, original: first.original, written: first.form.written).map { ks[$0] }
        let why: String
        switch blocking.count {
        case 1: why = "no colour of its hue passes \(pairText(blocking[0])) in \(permutationsText(blocking))"
        case 2: why = "\(pairText(blocking[0])) (\(permutationsText([blocking[0]]))) and \(pairText(blocking[1])) (\(permutationsText([blocking[1]]))) pull it in opposite directions"
        default: why = "no colour passes all \(ks.count) pairs it takes part in at once"
        }
        return why
    }
}

/// How a colour definition is written, so a fix writes its new colour the same way: a hex string stays hex (alpha
/// kept), a colour object keeps its space, `alpha` and `hex` members. An alias replaced by a colour is written in
/// the form of the colour it pointed to.
package struct ContrastFixForm {
    /// The space of a colour object; nil for a hex string.
    package var space: ColorSpace?
    package var hasAlpha = false
    var hasHex = false
    /// True when the definition is an alias: the whole `$value` is replaced.
    var replacesAlias = false

    /// A form given outright.
    package init(space: ColorSpace?, hasAlpha: Bool = false, hasHex: Bool = false, replacesAlias: Bool = false) {
        self.space = space
        self.hasAlpha = hasAlpha
        self.hasHex = hasHex
        self.replacesAlias = replacesAlias
    }

    /// The form for rewriting `token`'s definition (as resolved in permutation `p`); nil when its value cannot be rewritten (a colour with references
    /// inside it, or a value tokenc does not write).
    package init?(token: ResolvedToken, permutation p: Int, in context: RuleContext) {
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
    package func written(_ c: ColorValue) -> ColorValue {
        guard let space else { return ColorValue(hex: c.hexString) ?? c }
        // An sRGB object with a hex fallback gets the fallback's 8-bit colour, so the two agree.
        let converted = space == .srgb && hasHex ? (ColorValue(hex: String(c.hexString.prefix(7))) ?? c) : c.converted(to: space)
        let components: [Double?] = converted.components.map { (($0 ?? 0) * 10000).rounded() / 10000 }
        var out = ColorValue(colorSpace: space, components: components, alpha: c.alpha)
        if hasHex { out.hex = String(out.hexString.prefix(7)) }
        return out
    }

    /// The edits that write `c` (already `written`) at the definition at `origin`.
    package func edits(_ c: ColorValue, at origin: Origin) -> [FixIt.Edit] {
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
