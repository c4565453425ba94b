/// Resolves one permutation's merged tokens: type inheritance, `$deprecated` inheritance, aliases (whole and
/// inside composites, curly and `$ref`), chains followed to the end, cycles (every member reported, each hop
/// as a note), type checks, and typed values.
///
/// Resolution is an explicit-stack depth-first walk, so alias chains of any length cannot overflow the stack,
/// and each token is resolved once (memoised).
package enum TokenResolver {
    /// The outcome for one permutation.
    package struct Result: Sendable {
        /// The permutation's resolved tokens.
        package var tokens: ResolvedTokens
        /// Every diagnostic found while resolving.
        package var diagnostics: [Diagnostic]
    }

    private enum State: UInt8 { case pending, visiting, done, failed }

    /// Hops named in a cycle's message and notes; longer cycles are abbreviated (see `reportCycle`).
    package static let maximumCycleHopsShown = 16

    /// Resolves `merged`. `permutation` labels diagnostics when several permutations are compiled.
    /// Tokens found in `seed` (already resolved elsewhere from the same definition and the same dependencies)
    /// are taken as they are: a permutation only pays for what it changes.
    /// `errors: false` leaves out every error (for a resolution that drops them, like the shared sets' alone, where
    /// every reference into a modifier is unresolved): a token that fails still fails, but no message (nor "did you
    /// mean") is built for it. `deprecatedForms: false` leaves out `deprecated-form` warnings (see `ValueParser.parse`).
    /// A literal value found in `literals` as the type it resolves to is taken from there instead of parsed again.
    package static func resolve(_ merged: MergedTokens, permutation: String? = nil, seed: [TokenPath: ResolvedToken] = [:],
                               errors: Bool = true, deprecatedForms: Bool = true,
                               literals: PreparedLiterals = PreparedLiterals()) -> Result {
        resolve(merged, permutation: permutation, seed: seed, seededAt: nil, errors: errors, deprecatedForms: deprecatedForms,
                literals: literals)
    }

    /// `resolve`, with `seededAt` (when given, one entry per merged token) seeding tokens by index as well.
    static func resolve(_ merged: MergedTokens, permutation: String?, seed: [TokenPath: ResolvedToken],
                        seededAt: [ResolvedToken?]?, errors: Bool, deprecatedForms: Bool, literals: PreparedLiterals) -> Result {
        var r = Run(merged: merged, permutation: permutation, literals: literals)
        r.reportsErrors = errors
        r.reportsDeprecatedForms = deprecatedForms
        if let seededAt {
            for i in seededAt.indices {
                if let known = seededAt[i] {
                    r.resolved[i] = known
                    r.state[i] = .done
                }
            }
        }
        if !seed.isEmpty {
            for (i, t) in merged.tokens.enumerated() where r.state[i] == .pending {
                if let known = seed[t.path] {
                    r.resolved[i] = known
                    r.state[i] = .done
                }
            }
        }
        r.run()
        let tokens = r.takeOutput()
        // Usually every token resolves: then the merged tree's index is the resolved tokens' index too.
        let resolved = tokens.count == merged.tokens.count
            ? ResolvedTokens(tokens, index: merged.tokenIndex, pathOrder: merged.order?.paths) : ResolvedTokens(tokens)
        return Result(tokens: resolved, diagnostics: r.diagnostics)
    }

    private struct Run {
        let merged: MergedTokens
        let permutation: String?
        /// Literal values parsed before any permutation ran (see `PreparedLiterals`).
        let literals: PreparedLiterals
        /// Whether errors are reported (warnings always are).
        var reportsErrors = true
        /// Whether values written in a pre-2025.10 form are reported (`ValueParser.parse`'s `deprecatedForms`).
        var reportsDeprecatedForms = true
        /// Whether any group is `$deprecated` (when none is, a token's deprecation is its own, looked up nowhere).
        let groupsDeprecate: Bool
        var diagnostics: [Diagnostic] = []
        var state: [State]
        /// The index of each reference's target in `merged.tokens` (-1: no such token), every token's in turn:
        /// token `i`'s are `targets[targetStart[i] ..< targetStart[i + 1]]`, in the order of its `references`
        /// (none for a token that failed or was seeded). Looked up once, in pass 1; the walk and `compute` read
        /// integers instead of hashing and comparing paths again.
        var targets: [Int32] = []
        var targetStart: [Int32]
        var declared: [TokenType?]
        var resolved: [ResolvedToken?]
        /// Effective `$type` (and poison) of each group, memoised: every token asks about its parent.
        var groupTypes: [TokenPath: (type: TokenType?, poisoned: Bool)] = [:]
        /// Effective `$deprecated` of each group, memoised (`.some(nil)`: explicitly not deprecated / none).
        var groupDeprecations: [TokenPath: Deprecation?] = [:]

        init(merged: MergedTokens, permutation: String?, literals: PreparedLiterals) {
            self.merged = merged
            self.permutation = permutation
            self.literals = literals
            groupsDeprecate = merged.groups.values.contains { $0.deprecated != nil }
            let n = merged.tokens.count
            state = Array(repeating: .pending, count: n)
            targetStart = Array(repeating: 0, count: n + 1)
            declared = Array(repeating: nil, count: n)
            resolved = Array(repeating: nil, count: n)
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, _ token: TokenDefinition, at sub: [String] = [],
                             notes: [DiagnosticNote] = [], target: TokenPath? = nil) {
            guard reportsErrors || code.defaultSeverity != .error else { return }
            // A place below `$extensions` (a Tokens Studio colour modifier's reference) is the token's own.
            let place = sub.first == "$extensions" ? sub : ["$value"] + sub
            var d = Diagnostic(code, message, at: token.origin.location(place), token: token.path.description,
                               permutation: permutation, notes: notes)
            d.referenceTarget = target?.description
            diagnostics.append(d)
        }

        /// The `$type` token `t` inherits: the nearest group above it that sets one.
        mutating func inheritedType(_ t: TokenDefinition) -> (type: TokenType?, poisoned: Bool) {
            guard let parent = t.parentPath else { return (nil, false) }
            return groupType(parent)
        }

        mutating func groupType(_ path: TokenPath) -> (type: TokenType?, poisoned: Bool) {
            if path.isRoot {
                let g = merged.groups[path]
                return (g?.type, g?.isPoisoned ?? false)
            }
            if let known = groupTypes[path] { return known }
            let result: (type: TokenType?, poisoned: Bool)
            if let g = merged.groups[path], g.type != nil || g.isPoisoned {
                result = (g.type, g.isPoisoned)
            } else {
                result = groupType(path.parent ?? .root)
            }
            groupTypes[path] = result
            return result
        }

        mutating func inheritedDeprecation(_ token: TokenDefinition) -> Deprecation? {
            if let own = token.deprecated { return own }
            guard groupsDeprecate, let parent = token.parentPath else { return nil }
            return groupDeprecation(parent)
        }

        mutating func groupDeprecation(_ path: TokenPath) -> Deprecation? {
            if let known = groupDeprecations[path] { return known }
            let result: Deprecation?
            if let g = merged.groups[path], let d = g.deprecated {
                result = d
            } else if let parent = path.parent {
                result = groupDeprecation(parent)
            } else {
                result = nil
            }
            groupDeprecations[path] = result
            return result
        }

        mutating func run() {
            // Where the references of definitions this merge shares with its layout's first merge lead (valid
            // only with that merge's paths and index: `order` says so).
            let knownTargets = merged.order?.targets
            // Pass 1: declared types and references' targets.
            for (i, t) in merged.tokens.enumerated() {
                defer { targetStart[i + 1] = Int32(targets.count) }
                guard state[i] == .pending else { continue }
                if t.isPoisoned { state[i] = .failed; continue }
                if let own = t.type {
                    declared[i] = own
                } else {
                    let inherited = inheritedType(t)
                    if inherited.poisoned { state[i] = .failed; continue }
                    declared[i] = inherited.type
                }
                // In a `string` token, braces that do not wrap the whole value are text (`"Hello {name}"`).
                if !t.malformedReferences.isEmpty, !(declared[i] == .string && ReferenceSyntax.isStringText(t.value)) {
                    for m in t.malformedReferences {
                        report(.invalidReference, m.message, t, at: m.position.tokens)
                    }
                    state[i] = .failed
                    continue
                }
                if let known = knownTargets?.targets(of: i, t) {
                    targets.append(contentsOf: known)  // the definition the layout's first merge found them for
                } else {
                    for ref in t.references { targets.append(t.targetIndex(of: ref, in: merged.tokenIndex).map(Int32.init) ?? -1) }
                }
            }
            // Pass 2: resolve every token (depth first, explicit stack).
            for i in merged.tokens.indices where state[i] == .pending {
                visit(i)
            }
        }

        /// `visit`'s stack, kept between calls (most tokens are visited from the top, each with a walk of its own).
        var walkStack: [(index: Int, next: Int)] = []

        mutating func visit(_ root: Int) {
            state[root] = .visiting
            // A token without references (a literal) needs no walk.
            if targetStart[root] == targetStart[root + 1] {
                compute(root)
                return
            }
            var stack = walkStack
            walkStack = [] // moved out, so appending does not copy it
            defer { walkStack = stack }
            stack.removeAll(keepingCapacity: true)
            stack.append((root, 0))
            while let top = stack.last {
                let i = top.index
                let end = Int(targetStart[i + 1])
                var descended = false
                var k = Int(targetStart[i]) + top.next
                while k < end {
                    let j = Int(targets[k])
                    k += 1
                    guard j >= 0 else { continue } // reported in compute
                    switch state[j] {
                    case .pending:
                        stack[stack.count - 1].next = k - Int(targetStart[i])
                        state[j] = .visiting
                        stack.append((j, 0))
                        descended = true
                    case .visiting:
                        reportCycle(stack.map(\.index), closingAt: j)
                    case .done, .failed:
                        break
                    }
                    if descended { break }
                }
                if descended { continue }
                stack.removeLast()
                if state[i] == .visiting { compute(i) }
            }
        }

        /// Reports every member of a cycle. Each member's message names the cycle from that member and carries
        /// one note per hop; a cycle longer than `maximumCycleHopsShown` is abbreviated (first hops and a count),
        /// so a 10,000-token cycle costs 10,000 short diagnostics, not 10,000².
        mutating func reportCycle(_ path: [Int], closingAt j: Int) {
            guard let start = path.firstIndex(of: j) else { return }
            let cycle = Array(path[start...])
            let shown = min(cycle.count, TokenResolver.maximumCycleHopsShown)
            for (n, member) in cycle.enumerated() where state[member] != .failed {
                let t = merged.tokens[member]
                var names = (0..<shown).map { merged.tokens[cycle[(n + $0) % cycle.count]].path.description }
                if shown < cycle.count { names.append("… \(cycle.count - shown) more") }
                names.append(t.path.description)
                var notes = (0..<shown).map { h -> DiagnosticNote in
                    let from = merged.tokens[cycle[(n + h) % cycle.count]]
                    let to = merged.tokens[cycle[(n + h + 1) % cycle.count]]
                    let at = from.references.first { $0.target == to.path }
                    return DiagnosticNote("\"\(from.path)\" references \(at?.text ?? "{\(to.path)}")",
                                          at: from.origin.location(["$value"] + (at?.position.tokens ?? [])))
                }
                if shown < cycle.count { notes.append(DiagnosticNote("… and \(cycle.count - shown) more hops (the cycle has \(cycle.count) tokens)")) }
                let ref = t.references.first { $0.target == merged.tokens[cycle[(n + 1) % cycle.count]].path }
                report(.referenceCycle, "reference cycle: " + names.joined(separator: " → "), t,
                       at: ref?.position.tokens ?? [], notes: notes)
                state[member] = .failed
            }
        }

        /// Resolves token `i` once all its references are resolved (or failed).
        mutating func compute(_ i: Int) {
            let t = merged.tokens[i]
            let refs = t.references
            let first = Int(targetStart[i]), count = Int(targetStart[i + 1]) - first
            /// Tokens Studio: the targets of references inside text (math) and in a colour modifier, by reference.
            let studio = t.format == .tokensStudio
            var studioTargets: [(reference: Int, target: ResolvedToken)] = []
            /// The value with every partial reference substituted; taken from `t` at the first one.
            var json: JSONValue?
            var type = declared[i]
            /// The reference whose target this token aliases as a whole, if it does.
            var aliasReference: Int?
            var partial: [JSONPointer: TokenPath] = [:]
            var reuse: TokenValue?
            /// `ValueKey.hash` of the value, when known without hashing it (an alias's target's, a literal's).
            var valueHash: Int?
            var failed = false
            /// Where references that failed sit below `$value` (nil once one of them was the whole value).
            var failedAt: [[String]]? = []

            // References are read in place (`refs[k].…`): binding one copies, and so retains, all its fields.
            for k in 0..<count {
                let j = Int(targets[first + k])
                guard j >= 0 else {
                    failed = true
                    failedAt = refs[k].isWholeValue ? nil : failedAt.map { $0 + [refs[k].position.tokens] }
                    unresolved(refs[k], in: t)
                    continue
                }
                guard state[j] == .done, let target = resolved[j] else {
                    failed = true // the target's own error was reported
                    failedAt = refs[k].isWholeValue ? nil : failedAt.map { $0 + [refs[k].position.tokens] }
                    continue
                }
                if studio, refs[k].form == .embedded || refs[k].isInExtensions {
                    studioTargets.append((k, target))  // put in place below, once every target is known
                    continue
                }
                let wholeValue = refs[k].isWholeValue
                if wholeValue && refs[k].targetMember.tokens.isEmpty {
                    // A whole-value alias: the target's typed value is reused as it is (no JSON round trip).
                    if let d = type, d != target.type, t.format == .tokensStudio,
                       let coerced = TokensStudioCoercion.value(target.value, as: d) {
                        // Tokens Studio's types are loose: a unitless size is a number (see TokensStudioCoercion).
                        reuse = coerced
                        aliasReference = k
                        continue
                    }
                    if let d = type, d != target.type {
                        report(.aliasTypeMismatch, "\"\(t.path)\" has type \(d) but references \(refs[k].text), which is a \(target.type)", t, at: [],
                               notes: [DiagnosticNote("\"\(target.path)\" defined here", at: target.origin.location())])
                        failed = true
                        failedAt = nil
                        continue
                    }
                    type = target.type
                    reuse = target.value
                    valueHash = target.valueHash
                    aliasReference = k
                    continue
                }
                let ref = refs[k]
                let member = ref.targetMember
                let canonical = target.value.canonicalJSON
                guard let replacement = member.tokens.isEmpty ? canonical : canonical.value(at: member) else {
                    report(.unresolvedReference, "\(ref.text) points at \"\(member)\" inside \"\(target.path)\", which its value does not have", t, at: ref.position.tokens)
                    failed = true
                    failedAt = wholeValue ? nil : failedAt.map { $0 + [ref.position.tokens] }
                    continue
                }
                if member.tokens.isEmpty, !wholeValue, let outer = type,
                   let expected = ValueParser.expectedType(inside: outer, at: ref.position), expected != target.type {
                    report(.aliasTypeMismatch, "\(ref.text) is a \(target.type), but \"\(ref.position.tokens.joined(separator: "."))\" of a \(outer) must be a \(expected)",
                           t, at: ref.position.tokens, notes: [DiagnosticNote("\"\(target.path)\" defined here", at: target.origin.location())])
                    failed = true
                    failedAt = failedAt.map { $0 + [ref.position.tokens] }
                    continue
                }
                if !wholeValue { partial[ref.position] = target.path }
                json = (json ?? t.value).replacing(at: ref.position, with: replacement)
            }
            /// The text of the modifier's `value` with its references in place, and the colour its `color` names.
            var modifierAmount: JSONValue?, modifierColor: ColorValue?
            if !studioTargets.isEmpty, !failed {
                let placed = TokensStudioText.substitute(studioTargets.map { (refs[$0.reference], $0.target) }, in: json ?? t.value,
                                                         extensions: t.extensions)
                for p in placed.problems { report(.invalidExpression, p.message, t, at: p.at) }
                if placed.problems.isEmpty {
                    json = placed.value
                    modifierAmount = placed.modifierAmount
                    modifierColor = placed.modifierColor
                } else {
                    failed = true
                    failedAt = nil
                }
            }
            if failed {
                // The members the failed references leave alone are still checked, so every problem shows at once.
                if reportsErrors, let failedAt, let type {
                    diagnostics += ValueParser.problems(besides: failedAt, in: json ?? t.value, as: type, origin: t.origin, token: t.path,
                                                        substituted: partial.keys.map(\.tokens), deprecatedForms: reportsDeprecatedForms)
                }
                state[i] = .failed
                return
            }
            guard let finalType = type else {
                report(.missingType, "cannot determine the type of \"\(t.path)\": it has no $type, no group above it has one, and it is not an alias", t)
                state[i] = .failed
                return
            }
            var value = reuse
            /// Where Tokens Studio math put a result (no warning about how a result is written belongs there).
            var evaluatedSites: [[String]] = []
            if studio, value == nil {
                // Tokens Studio math: the expressions, their references in place, evaluated once for this token.
                guard let math = ValueParser.evaluatingMath(json ?? t.value, written: t.value, as: finalType, origin: t.origin,
                                                            token: t.path, diagnostics: &diagnostics) else {
                    state[i] = .failed
                    return
                }
                if !math.evaluated.isEmpty { json = math.value }
                evaluatedSites = math.evaluated
            }
            if value == nil {
                if refs.isEmpty, let literal = literals.literal(for: t), literal.type == finalType {
                    // Parsed once for every permutation: the same definition, the same type.
                    value = literal.value
                    valueHash = literal.valueHash
                    diagnostics += literal.diagnostics
                } else {
                    value = ValueParser.parse(json ?? t.value, as: finalType, origin: t.origin, token: t.path,
                                             substituted: partial.keys.map(\.tokens) + evaluatedSites, deprecatedForms: reportsDeprecatedForms,
                                             extensions: t.extensions, diagnostics: &diagnostics)
                }
            }
            guard var value else {
                state[i] = .failed
                return
            }
            if let alpha = t.alpha {
                if case .color(var c) = value {
                    c.alpha = alpha
                    value = .color(c)
                    valueHash = nil
                    aliasReference = nil  // a new value, not the aliased one
                } else {
                    report(.unknownProperty, "\"alpha\" beside $value applies to colours only; \"\(t.path)\" is a \(finalType)", t)
                }
            }
            if studio, let modify = t.extensions?.objectValue?["studio.tokens"]?.objectValue?["modify"] {
                guard case .color(let c) = value else {
                    report(.invalidColorModifier, "a colour modifier applies to colours only; \"\(t.path)\" is a \(finalType)", t,
                           at: ReferenceSyntax.modifierPath)
                    state[i] = .failed
                    return
                }
                guard let modified = ValueParser.modifiedColor(c, modify: modify, amount: modifierAmount ?? modify.objectValue?["value"],
                                                               mixColor: modifierColor, origin: t.origin, token: t.path,
                                                               diagnostics: &diagnostics) else {
                    state[i] = .failed
                    return
                }
                value = .color(modified)
                valueHash = nil
                aliasReference = nil  // a new value, not the aliased one
            }
            resolved[i] = ResolvedToken(definition: t, type: finalType, value: value, valueHash: valueHash ?? ValueKey.hash(value),
                                        deprecation: inheritedDeprecation(t), aliasReference: aliasReference, partialAliases: partial)
            state[i] = .done
        }

        mutating func unresolved(_ ref: Reference, in t: TokenDefinition) {
            guard reportsErrors else { return }  // both outcomes are errors
            let isGroup = merged.groups[ref.target] != nil
            if isGroup {
                report(.referenceToGroup, "\(ref.text) references a group; references must name a token", t, at: ref.position.tokens)
                return
            }
            var notes: [DiagnosticNote] = []
            if let suggestion = suggestion(for: ref.target) {
                notes.append(DiagnosticNote("did you mean {\(suggestion.path)}?", at: suggestion.origin.location()))
            } else {
                // A wrong segment earlier in the path: corrected level by level.
                if paths == nil { paths = PathSuggestion(merged) }
                if let p = paths?.suggestion(for: ref.target), let suggestion = merged[p] {
                    notes.append(DiagnosticNote("did you mean {\(suggestion.path)}?", at: suggestion.origin.location()))
                }
            }
            report(.unresolvedReference, "unresolved reference \(ref.text)", t, at: ref.position.tokens, notes: notes,
                   target: ref.target)
        }

        /// Tokens by parent path, built the first time a suggestion is needed.
        var siblings: [TokenPath: [Int]]?
        /// Every token's path by level, built the first time a wrong segment above the last is looked for.
        var paths: PathSuggestion?

        /// A token with a similar path (same parent, close name), for "did you mean".
        mutating func suggestion(for path: TokenPath) -> TokenDefinition? {
            if siblings == nil {
                var index: [TokenPath: [Int]] = [:]
                for (i, t) in merged.tokens.enumerated() { index[t.parentPath ?? .root, default: []].append(i) }
                siblings = index
            }
            var best: (TokenDefinition, Int)?
            let nameLength = path.name.unicodeScalars.count
            for i in siblings?[path.parent ?? .root] ?? [] {
                let t = merged.tokens[i]
                let d = NameSuggestion.distance(path.name, t.path.name)
                if d <= max(2, nameLength / 3), d < (best?.1 ?? Int.max) { best = (t, d) }
            }
            return best?.0
        }

        /// The tokens that resolved, in order, moved out of `resolved` (copying them retained each, and freeing
        /// `resolved` released each again).
        mutating func takeOutput() -> [ResolvedToken] {
            var out: [ResolvedToken] = []
            out.reserveCapacity(resolved.count)
            for i in resolved.indices { if let r = resolved[i].take() { out.append(r) } }
            return out
        }
    }
}

extension JSONValue {
    /// This value with the node at `pointer` replaced (the whole value for the root pointer).
    package func replacing(at pointer: JSONPointer, with replacement: JSONValue) -> JSONValue {
        guard let first = pointer.tokens.first else { return replacement }
        let rest = JSONPointer(Array(pointer.tokens.dropFirst()))
        switch self {
        case .object(var o):
            if let child = o[first] { o[first] = child.replacing(at: rest, with: replacement) }
            return .object(o)
        case .array(var a):
            if let i = Int(first), a.indices.contains(i) { a[i] = a[i].replacing(at: rest, with: replacement) }
            return .array(a)
        default:
            return self
        }
    }
}
