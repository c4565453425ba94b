/// Finds the contrast pairs of every permutation (declared in the config or in token `$extensions`) and
/// measures them. Shared by the `contrast` rule and `ContrastReport`.
///
/// Config pairs are matched once against the path index of all permutations (a pattern walks only the
/// branches it can reach; `$n` backgrounds become literal lookups), then each permutation reads its two
/// tokens by node — so the cost is the number of pairs × permutations, not tokens × pairs.
struct ContrastEngine {
    let settings: RuleSettings<ContrastOptions>
    let context: RuleContext

    /// What one run found.
    struct Output {
        var measurements: [ContrastMeasurement] = []
        /// Problems with `$extensions` declarations (reported once, without a permutation).
        var declarationProblems: [Diagnostic] = []
        /// Config pairs (by location) that measured no pair of colour tokens in any permutation.
        var unmatchedPairs: [(pair: ContrastPair, foregroundMatches: Int)] = []
        /// The severity and overrides in force per permutation.
        var resolved: [RuleSettings<ContrastOptions>.Resolved] = []
    }

    private struct Candidate: Hashable {
        var foreground: PathIndex.Node
        var background: PathIndex.Node
    }

    private struct Key: Hashable {
        var foreground: PathIndex.Node
        var background: PathIndex.Node
        var surface: PathIndex.Node
        var requirement: ContrastRequirement
    }

    /// Measures every pair in every permutation (`includeOff`: also where the rule is off, for reports).
    func run(includeOff: Bool = false) -> Output {
        var out = Output()
        var structural: [ContrastPair: (pairs: [Candidate], foregroundMatches: Int)] = [:]
        var masks: [[LocatedPattern]: NodeMask] = [:]
        var templateCache: [TokenPattern: [PathIndex.Node]] = [:]
        var measuredConfigPairs = Set<ContrastPair>()
        var seenConfigPairs: [ContrastPair] = []
        var problems = Set<Diagnostic>()

        for p in context.permutations.indices {
            let resolved = settings.resolved(for: context.permutations[p], roles: context.roles)
            out.resolved.append(resolved)
            guard resolved.severity != nil || includeOff else { continue }
            let options = resolved.options
            var seen = Set<Key>()

            func mask(_ patterns: [LocatedPattern]) -> NodeMask {
                if let m = masks[patterns] { return m }
                let m = context.mask(patterns)
                masks[patterns] = m
                return m
            }

            func measure(_ c: Candidate, _ pair: ContrastPair, _ source: ContrastMeasurement.Source) -> Bool {
                guard let fg = context.token(c.foreground, in: p), case .color(let fgColor) = fg.value,
                      let bg = context.token(c.background, in: p), case .color(let bgColor) = bg.value else { return false }
                let exemptPatterns = pair.exempt ?? options.exempt
                let exemptMask = mask(exemptPatterns)
                // A fully transparent foreground draws nothing (a tertiary button's border): measured, not judged.
                let isExempt = exemptMask.contains(c.foreground) || exemptMask.contains(c.background) || fgColor.alpha <= 0
                let requirement = ContrastRequirement(kind: pair.kind, level: pair.level ?? options.level, customMinimum: pair.minimum)
                for (surfaceNode, surfaceColor) in surfaces(under: bgColor, pair.over ?? options.over, in: p, cache: &templateCache) {
                    guard seen.insert(Key(foreground: c.foreground, background: c.background, surface: surfaceNode ?? -1, requirement: requirement)).inserted else { continue }
                    let measuredBackground = bgColor.alpha < 1 ? bgColor.composited(over: surfaceColor ?? Self.white) : opaque(bgColor)
                    let measuredForeground = fgColor.alpha < 1 ? fgColor.composited(over: measuredBackground) : opaque(fgColor)
                    out.measurements.append(ContrastMeasurement(
                        permutation: p, foreground: c.foreground, background: c.background, surface: surfaceNode,
                        foregroundPath: fg.path, backgroundPath: bg.path, surfacePath: surfaceNode.flatMap { context.index.path($0) },
                        foregroundColor: fgColor, backgroundColor: bgColor, surfaceColor: bgColor.alpha < 1 ? surfaceColor : nil,
                        measuredForeground: measuredForeground, measuredBackground: measuredBackground,
                        ratio: ColorValue.contrastRatio(measuredForeground, measuredBackground),
                        requirement: requirement, isExempt: isExempt, source: source, declaration: pair.location))
                }
                return true
            }

            for (i, pair) in options.pairs.enumerated() {
                if structural[pair] == nil {
                    structural[pair] = candidates(pair, cache: &templateCache)
                    seenConfigPairs.append(pair)
                }
                var any = false
                for c in structural[pair]!.pairs where measure(c, pair, .config(index: i)) { any = true }
                if any { measuredConfigPairs.insert(pair) }
            }

            for (i, token) in context.permutations[p].tokens.tokens.enumerated() where token.extensions != nil {
                guard let declared = RuleContext.tokencExtension(token)?["contrast"] else { continue }
                let fgNode = context.index.node(ofToken: i, in: p)
                for pair in ContrastExtension.read(declared, of: token, &problems) {
                    for bg in pair.background {
                        for bgNode in nodes(bg.pattern, cache: &templateCache) where bgNode != fgNode {
                            _ = measure(Candidate(foreground: fgNode, background: bgNode), pair, .tokenExtension)
                        }
                    }
                }
            }
        }
        out.declarationProblems = problems.sorted()
        out.unmatchedPairs = seenConfigPairs.filter { !measuredConfigPairs.contains($0) }
            .map { ($0, structural[$0]!.foregroundMatches) }
        return out
    }

    /// Structural pairs of a config pair: every foreground match with the backgrounds its template names.
    private func candidates(_ pair: ContrastPair, cache: inout [TokenPattern: [PathIndex.Node]]) -> (pairs: [Candidate], foregroundMatches: Int) {
        var out: [Candidate] = []
        var seen = Set<Candidate>()
        var foregrounds = Set<PathIndex.Node>()
        for f in pair.foreground {
            for (fg, captures) in context.index.match(f.pattern) {
                foregrounds.insert(fg)
                for b in pair.background {
                    guard let concrete = b.pattern.substituting(captures) else { continue }
                    for bg in nodes(concrete, cache: &cache) where bg != fg {
                        let c = Candidate(foreground: fg, background: bg)
                        if seen.insert(c).inserted { out.append(c) }
                    }
                }
            }
        }
        return (out, foregrounds.count)
    }

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

    /// What lies under `background`: nothing to composite when it is opaque (one entry, nil surface);
    /// otherwise each `over` surface that is a colour in this permutation, or the default surface
    /// (white, black in dark themes) when none is.
    private func surfaces(under background: ColorValue, _ over: [LocatedPattern], in p: Int,
                          cache: inout [TokenPattern: [PathIndex.Node]]) -> [(PathIndex.Node?, ColorValue?)] {
        guard background.alpha < 1 else { return [(nil, nil)] }
        let fallback = context.roles.isDark(context.permutations[p]) ? Self.black : Self.white
        var out: [(PathIndex.Node?, ColorValue?)] = []
        for o in over {
            for n in nodes(o.pattern, cache: &cache) {
                guard let t = context.token(n, in: p), case .color(let c) = t.value else { continue }
                out.append((n, c.alpha < 1 ? c.composited(over: fallback) : opaque(c)))
            }
        }
        return out.isEmpty ? [(nil, fallback)] : out
    }

    private func opaque(_ c: ColorValue) -> ColorValue {
        let s = c.srgbComponents
        return ColorValue(colorSpace: .srgb, components: [s.red, s.green, s.blue], alpha: 1)
    }

    static let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    static let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0])
}
