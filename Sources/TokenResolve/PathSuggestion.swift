/// "Did you mean" for a path that names no token, whichever of its segments is wrong: `{colour.blue.500}` →
/// `color.blue.500`, `{color.blu.700}` → `color.blue.700`. Each segment that names nothing at its level is
/// replaced by the closest name there (`NameSuggestion`); the result is offered when it is a token. Built only
/// when a path fails to resolve, once per resolution.
package struct PathSuggestion: Sendable {
    /// The names directly below each group, in order of first appearance.
    private var children: [TokenPath: [String]] = [:]
    /// Every token's path.
    private var tokens: Set<TokenPath> = []

    /// The suggestions among `paths` (every token's; the groups are the paths' prefixes).
    package init(paths: some Sequence<TokenPath>) {
        var seen: Set<TokenPath> = []
        for path in paths {
            tokens.insert(path)
            var parent = TokenPath.root
            for name in path.components {
                let child = parent.appending(name)
                if seen.insert(child).inserted { children[parent, default: []].append(name) }
                parent = child
            }
        }
    }

    /// The suggestions among the tokens of `merged`.
    package init(_ merged: MergedTokens) {
        self.init(paths: merged.tokens.lazy.map(\.path))
    }

    /// The token `path` most likely means, or nil when a segment is close to nothing at its level (or `path`
    /// is itself a token).
    package func suggestion(for path: TokenPath) -> TokenPath? {
        var current = TokenPath.root
        for name in path.components {
            let names = children[current] ?? []
            if names.contains(name) {
                current = current.appending(name)
            } else if let close = NameSuggestion.closest(to: name, among: names) {
                current = current.appending(close)
            } else {
                return nil
            }
        }
        return current != path && tokens.contains(current) ? current : nil
    }
}
