/// Finds the contrast pairs of every permutation (declared in the config or in token `$extensions`) and
/// measures them. Shared by the `contrast` rule and `ContrastReport`.
///
/// Config pairs are matched once against the path index of all permutations (a pattern walks only the
/// branches it can reach; `$n` backgrounds become literal lookups), then each permutation reads its two
/// tokens by node, with each opaque colour's luminance computed once per permutation — so the cost is the
/// number of pairs × permutations, not tokens × pairs.
package struct ContrastEngine {
    /// The rule settings (severity, options, overrides).
    package let settings: RuleSettings<ContrastOptions>
    /// The permutations and their index.
    package let context: RuleContext

    /// What one run found.
    package struct Output {
        package var measurements: [ContrastMeasurement] = []
        /// Problems with `$extensions` declarations (reported once, without a permutation).
        var declarationProblems: [Diagnostic] = []
        /// Config pairs that measured no pair of colour tokens in any permutation, with how many tokens their
        /// foreground matched.
        var unmatchedPairs: [(pair: ContrastPair, foregroundMatches: Int)] = []
        /// The severity, options and overrides in force per permutation.
        package var resolved: [RuleSettings<ContrastOptions>.Resolved] = []
    }

    /// A structural pair: two token nodes.
    private struct Candidate: Hashable {
        var foreground: PathIndex.Node
        var background: PathIndex.Node
        /// The typography token the pair names for the foreground, or -1.
        var typography: PathIndex.Node = -1
        /// True when an earlier declared pair has the same two tokens: only then can a measurement repeat.
        var repeated = false
    }

    /// Identifies a measurement within a permutation, so a pair declared twice is measured once.
    private struct Seen: Hashable {
        var pair: UInt64
        var surface: Int32
        var minimum: Double
        var minimumLc: Double
    }

    /// Measures every pair in every permutation (`includeOff`: also where the rule is off, for reports).
    package func run(includeOff: Bool = false) -> Output {
        var out = Output()
        var structural: [[ContrastPair]: [(pairs: [Candidate], foregroundMatches: Int)]] = [:]
        var masks = MaskCache()
        var patternCache: [TokenPattern: [PathIndex.Node]] = [:]
        var measuredConfigPairs = Set<ContrastPair>()
        var foregroundMatches: [ContrastPair: Int] = [:]
        var seenConfigPairs: [ContrastPair] = []
        var problems = Set<Diagnostic>()
        let nodeCount = context.index.nodeCount

        for p in context.permutations.indices {
            let resolved = settings.resolved(for: context.permutations[p], roles: context.roles)
            out.resolved.append(resolved)
            guard resolved.severity != nil || includeOff else { continue }
            let options = resolved.options
            let fallback = context.roles.isDark(context.permutations[p]) ? Self.black : Self.white
            var luminance = [Double](repeating: .nan, count: nodeCount)
            var packed = [UInt32](repeating: 0, count: nodeCount)
            var screenY = [Double](repeating: .nan, count: nodeCount)  // APCA's luminance, beside WCAG's
            var seen = Set<Seen>()

            /// Measures the candidates of one declared pair; returns true when any was a pair of colours.
            func measure(_ candidates: [Candidate], _ pair: ContrastPair, _ source: ContrastMeasurement.Source, checkRepeats: Bool) -> Bool {
                let exempt = masks.mask(pair.exempt ?? options.exempt, context)
                let base = ContrastRequirement(kind: pair.kind, level: pair.level ?? options.level, customMinimum: pair.minimum,
                                               algorithm: pair.algorithm ?? options.algorithm, use: pair.use)
                let minimum = base.minimum
                var surfaces: [(PathIndex.Node?, ColorValue)]?
                var any = false
                for c in candidates {
                    guard let fgColor = context.color(c.foreground, in: p), let bgColor = context.color(c.background, in: p) else { continue }
                    any = true
                    var requirement = base
                    if let typography = pair.typography {
                        if c.typography >= 0 {
                            requirement.font = font(c.typography, typography, in: p, &problems)
                        } else {
                            problems.insert(Diagnostic(.configInvalid, "\"typography\" \"\(typography.pattern.text)\" names no token for \(context.index.path(c.foreground)!); APCA judges the pair by its use case", at: typography.location))
                        }
                    }
                    let isExempt = exempt.contains(c.foreground) || exempt.contains(c.background) || fgColor.alpha <= 0
                    let pairKey = UInt64(UInt32(bitPattern: c.foreground)) << 32 | UInt64(UInt32(bitPattern: c.background))
                    func record(_ surface: PathIndex.Node?, _ measuredBackground: ColorValue, _ backgroundRGB: UInt32, _ backgroundLuminance: Double,
                                _ backgroundY: Double) {
                        if checkRepeats || c.repeated {
                            guard seen.insert(Seen(pair: pairKey, surface: surface ?? -1, minimum: minimum, minimumLc: requirement.minimumLc)).inserted else { return }
                        }
                        let fgRGB: UInt32
                        let fgLuminance: Double
                        let fgY: Double
                        if fgColor.alpha < 1 {
                            let composite = fgColor.composited(over: measuredBackground)
                            fgRGB = composite.packedRGB
                            fgLuminance = composite.relativeLuminance
                            fgY = APCA.screenLuminance(composite)
                        } else {
                            if luminance[Int(c.foreground)].isNaN {
                                luminance[Int(c.foreground)] = fgColor.relativeLuminance
                                packed[Int(c.foreground)] = fgColor.packedRGB
                                screenY[Int(c.foreground)] = APCA.screenLuminance(fgColor)
                            }
                            fgRGB = packed[Int(c.foreground)]
                            fgLuminance = luminance[Int(c.foreground)]
                            fgY = screenY[Int(c.foreground)]
                        }
                        // WCAG 2: (L1 + 0.05) / (L2 + 0.05), as ColorValue.contrastRatio computes it.
                        let ratio = (max(fgLuminance, backgroundLuminance) + 0.05) / (min(fgLuminance, backgroundLuminance) + 0.05)
                        // APCA: the foreground is the text, the (composited) background what it sits on.
                        let lc = APCA.lightnessContrast(textY: fgY, backgroundY: backgroundY)
                        out.measurements.append(ContrastMeasurement(
                            permutation: p, foreground: c.foreground, background: c.background, surface: surface,
                            foregroundPath: context.index.path(c.foreground)!, backgroundPath: context.index.path(c.background)!,
                            surfacePath: surface.flatMap { context.index.path($0) },
                            foregroundRGB: fgRGB, backgroundRGB: backgroundRGB,
                            backgroundIsTranslucent: bgColor.alpha < 1, ratio: ratio, lc: lc, requirement: requirement, isExempt: isExempt, source: source))
                    }
                    if bgColor.alpha >= 1 {
                        if luminance[Int(c.background)].isNaN {
                            luminance[Int(c.background)] = bgColor.relativeLuminance
                            packed[Int(c.background)] = bgColor.packedRGB
                            screenY[Int(c.background)] = APCA.screenLuminance(bgColor)
                        }
                        record(nil, bgColor, packed[Int(c.background)], luminance[Int(c.background)], screenY[Int(c.background)])
                    } else {
                        if surfaces == nil { surfaces = self.surfaces(pair.over ?? options.over, in: p, fallback: fallback, cache: &patternCache) }
                        for (node, color) in surfaces! {
                            let composite = bgColor.composited(over: color)
                            record(node, composite, composite.packedRGB, composite.relativeLuminance, APCA.screenLuminance(composite))
                        }
                    }
                }
                return any
            }

            if structural[options.pairs] == nil {
                structural[options.pairs] = candidates(options.pairs, cache: &patternCache)
                for pair in options.pairs where !seenConfigPairs.contains(pair) { seenConfigPairs.append(pair) }
                if out.measurements.isEmpty {
                    out.measurements.reserveCapacity(structural[options.pairs]!.reduce(0) { $0 + $1.pairs.count } * context.permutations.count)
                }
            }
            for (i, pair) in options.pairs.enumerated() {
                let (list, count) = structural[options.pairs]![i]
                foregroundMatches[pair] = count
                if measure(list, pair, .config(index: i), checkRepeats: false) { measuredConfigPairs.insert(pair) }
            }

            let tokens = context.permutations[p].tokens.tokens
            for i in tokens.indices where tokens[i].extensions != nil {
                let token = tokens[i]
                guard let declared = RuleContext.tokencExtension(token)?["contrast"] else { continue }
                let fgNode = context.index.node(ofToken: i, in: p)
                for pair in ContrastExtension.read(declared, of: token, &problems) {
                    var list: [Candidate] = []
                    let typography = pair.typography.map { typographyNode($0.pattern, cache: &patternCache) } ?? -1
                    for bg in pair.background {
                        for bgNode in nodes(bg.pattern, cache: &patternCache) where bgNode != fgNode {
                            list.append(Candidate(foreground: fgNode, background: bgNode, typography: typography))
                        }
                    }
                    _ = measure(list, pair, .tokenExtension, checkRepeats: true)
                }
            }
        }
        out.declarationProblems = problems.sorted()
        out.unmatchedPairs = seenConfigPairs.filter { !measuredConfigPairs.contains($0) }
            .map { ($0, foregroundMatches[$0] ?? 0) }
        return out
    }

    /// Structural pairs of each config pair: every foreground match with the backgrounds its template names,
    /// each pair once per declaration, marked when an earlier declaration has the same two tokens.
    private func candidates(_ pairs: [ContrastPair], cache: inout [TokenPattern: [PathIndex.Node]]) -> [(pairs: [Candidate], foregroundMatches: Int)] {
        var earlier = Set<UInt64>()
        var result: [(pairs: [Candidate], foregroundMatches: Int)] = []
        for pair in pairs {
            var out: [Candidate] = []
            var seen = Set<UInt64>()
            var foregrounds = Set<PathIndex.Node>()
            for f in pair.foreground {
                // Fast path: whole-segment wildcards and `$n`/literal backgrounds resolve by interned names.
                let templates = pair.background.map { context.index.template($0.pattern) }
                let typographyTemplate = pair.typography.map { context.index.template($0.pattern) }
                if templates.allSatisfy({ $0 != nil }), typographyTemplate ?? nil != nil || pair.typography == nil,
                   let matches = context.index.matchNames(f.pattern) {
                    for (fg, captures) in matches {
                        foregrounds.insert(fg)
                        let typography = typographyTemplate.map { context.index.resolve($0!, captures) ?? -1 } ?? -1
                        for t in templates {
                            guard let bg = context.index.resolve(t!, captures), bg != fg else { continue }
                            let key = UInt64(UInt32(bitPattern: fg)) << 32 | UInt64(UInt32(bitPattern: bg))
                            if seen.insert(key).inserted {
                                out.append(Candidate(foreground: fg, background: bg, typography: typography, repeated: earlier.contains(key)))
                            }
                        }
                    }
                    continue
                }
                for (fg, captures) in context.index.match(f.pattern) {
                    foregrounds.insert(fg)
                    let typography = pair.typography.flatMap { $0.pattern.substituting(captures) }.map { typographyNode($0, cache: &cache) } ?? -1
                    for b in pair.background {
                        guard let concrete = b.pattern.substituting(captures) else { continue }
                        for bg in nodes(concrete, cache: &cache) where bg != fg {
                            let key = UInt64(UInt32(bitPattern: fg)) << 32 | UInt64(UInt32(bitPattern: bg))
                            if seen.insert(key).inserted {
                                out.append(Candidate(foreground: fg, background: bg, typography: typography, repeated: earlier.contains(key)))
                            }
                        }
                    }
                }
            }
            earlier.formUnion(seen)
            result.append((out, foregrounds.count))
        }
        return result
    }

    /// The one token a pair's `typography` pattern names (the first, when a wildcard matches several), or -1.
    private func typographyNode(_ pattern: TokenPattern, cache: inout [TokenPattern: [PathIndex.Node]]) -> PathIndex.Node {
        nodes(pattern, cache: &cache).first ?? -1
    }

    /// The size and weight of the typography token at `node` in permutation `p`; nil, with a problem reported
    /// once, when it is not a typography token there or its size is not a length.
    private func font(_ node: PathIndex.Node, _ declared: LocatedPattern, in p: Int, _ problems: inout Set<Diagnostic>) -> APCAFont? {
        guard let token = context.token(node, in: p) else { return nil }
        guard case .typography(let t) = token.value else {
            problems.insert(Diagnostic(.configInvalid, "\"typography\" names \(token.path), a \(token.type.rawValue) token; APCA's font lookup needs a typography token", at: declared.location))
            return nil
        }
        guard let size = context.pixels(t.fontSize) else {
            problems.insert(Diagnostic(.configInvalid, "\(token.path) sets its font size in a viewport unit; APCA's font lookup needs px or rem", at: declared.location))
            return nil
        }
        return APCAFont(size: size, weight: t.fontWeight, token: token.path.description)
    }

    /// The token nodes `pattern` matches, cached by pattern.
    private func nodes(_ pattern: TokenPattern, cache: inout [TokenPattern: [PathIndex.Node]]) -> [PathIndex.Node] {
        if let literal = pattern.literalPath {
            guard let n = context.index.node(literal), context.index.path(n) != nil else { return [] }
            return [n]
        }
        if let hit = cache[pattern] { return hit }
        let found = context.index.nodes(matching: pattern)
        cache[pattern] = found
        return found
    }

    /// What a translucent background is composited over in permutation `p`: each `over` surface that is a
    /// colour there (itself composited over the fallback when translucent), or the fallback (white, black in
    /// dark themes) when none is.
    package func surfaces(_ over: [LocatedPattern], in p: Int, fallback: ColorValue,
                  cache: inout [TokenPattern: [PathIndex.Node]]) -> [(PathIndex.Node?, ColorValue)] {
        var out: [(PathIndex.Node?, ColorValue)] = []
        for o in over {
            for n in nodes(o.pattern, cache: &cache) {
                guard let t = context.token(n, in: p), case .color(let c) = t.value else { continue }
                out.append((n, c.alpha < 1 ? c.composited(over: fallback) : c))
            }
        }
        return out.isEmpty ? [(nil, fallback)] : out
    }

    /// The default surface of light themes.
    package static let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    /// The default surface of dark themes.
    package static let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0])
}
