/// How two permutations (two brands, typically) differ at a glance: per top-level group, how many tokens each
/// side has and how many differ; and the differences the accessibility rules care about.
package struct BrandSummary: Sendable, Hashable {
    /// One top-level group (`color`, `button`, …).
    package struct Group: Sendable, Hashable {
        /// The group name (first path segment).
        package var name: String
        /// Tokens in the group on each side.
        package var fromCount: Int
        /// Tokens in the group on the `to` side.
        package var toCount: Int
        /// Tokens on both sides whose type or value differs.
        package var differing: Int
        /// Tokens only one side has.
        package var onlyInFrom: Int
        /// Tokens only the `to` side has.
        package var onlyInTo: Int

        /// A group's counts.
        package init(name: String, fromCount: Int = 0, toCount: Int = 0, differing: Int = 0, onlyInFrom: Int = 0, onlyInTo: Int = 0) {
            self.name = name
            self.fromCount = fromCount
            self.toCount = toCount
            self.differing = differing
            self.onlyInFrom = onlyInFrom
            self.onlyInTo = onlyInTo
        }
    }

    /// Which rule a difference matters to.
    package enum Rule: String, Sendable, Hashable {
        /// Marked `touchTarget` in `$extensions`, `touch-target` in the path, or matching `touch-target.tokens`.
        case touchTarget = "touch-target"
        /// A `min-…` or `minimum` segment in the path, or matching `min-size.tokens`.
        case minSize = "min-size"
    }

    /// A rule-relevant token whose value differs (or that only one side has).
    package struct RuleDifference: Sendable, Hashable {
        /// The token.
        package var path: TokenPath
        /// The rule it matters to.
        package var rule: Rule
        /// The token on each side (nil where absent).
        package var from: TokenSnapshot?
        /// The token on the `to` side.
        package var to: TokenSnapshot?
        /// How far the value moved, when both sides have it.
        package var delta: ValueDelta?
    }

    /// Groups by name.
    package var groups: [Group]
    /// Sorted by path.
    package var ruleDifferences: [RuleDifference]

    /// A summary from its parts.
    package init(groups: [Group], ruleDifferences: [RuleDifference]) {
        self.groups = groups
        self.ruleDifferences = ruleDifferences
    }

    /// Tokens that differ in total (changed, or on one side only).
    package var totalDiffering: Int { groups.reduce(0) { $0 + $1.differing + $1.onlyInFrom + $1.onlyInTo } }

    /// Summarises `from` against `to`.
    package static func compare(_ from: ResolvedTokens, _ to: ResolvedTokens, options: DiffOptions) -> BrandSummary {
        var groups: [String: Group] = [:]
        var rules: [RuleDifference] = []
        func group(_ p: TokenPath) -> String { p.components.first ?? "" }
        for t in from.tokens {
            let name = group(t.path)
            groups[name, default: Group(name: name)].fromCount += 1
            if let other = to[t.path] {
                if other.type != t.type || other.value != t.value { groups[name]!.differing += 1 }
            } else {
                groups[name]!.onlyInFrom += 1
            }
        }
        for t in to.tokens {
            let name = group(t.path)
            groups[name, default: Group(name: name)].toCount += 1
            if from[t.path] == nil { groups[name]!.onlyInTo += 1 }
        }
        var paths = Set(from.tokens.map(\.path))
        paths.formUnion(to.tokens.map(\.path))
        for path in paths.sorted() {
            let a = from[path].map { TokenSnapshot($0, idExtension: options.idExtension) }
            let b = to[path].map { TokenSnapshot($0, idExtension: options.idExtension) }
            guard a?.value != b?.value || a?.type != b?.type, let rule = rule(for: path, a, b, options) else { continue }
            let delta = a.flatMap { a in b.flatMap { ValueDelta.between(a.value, $0.value, remBase: options.remBase) } }
            rules.append(RuleDifference(path: path, rule: rule, from: a, to: b, delta: delta))
        }
        return BrandSummary(groups: groups.values.sorted { $0.name < $1.name }, ruleDifferences: rules)
    }

    /// The rule a dimension token matters to, if any.
    package static func rule(for path: TokenPath, _ a: TokenSnapshot?, _ b: TokenSnapshot?, _ options: DiffOptions) -> Rule? {
        guard a?.type == .dimension || b?.type == .dimension else { return nil }
        let names = path.components.map { $0.lowercased() }
        if a?.isTouchTarget == true || b?.isTouchTarget == true
            || names.contains(where: { $0.contains("touch-target") || $0.contains("touchtarget") || $0.contains("touch_target") })
            || options.touchTargetPatterns.contains(where: { $0.match(path) != nil }) {
            return .touchTarget
        }
        let original = path.components
        if original.contains(where: { n in
            let l = n.lowercased()
            return l == "min" || l == "minimum" || l.hasPrefix("min-") || l.hasPrefix("min_")
                || (n.hasPrefix("min") && n.dropFirst(3).first?.isUppercase == true)
        }) || options.minSizePatterns.contains(where: { $0.match(path) != nil }) {
            return .minSize
        }
        return nil
    }
}
