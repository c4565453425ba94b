/// Says why a reference into a set that `resolutionOrder` leaves out fails: each `unresolved-reference` whose
/// target is a token of such a set gets the note "defined in set X, which resolutionOrder does not include".
/// (Apple HIG's `{font.design.default}` references fail exactly so.) Runs only after a reference failed.
package enum UnusedSetNotes {
    /// True when `diagnostics` has a failed reference that an unused set of `resolver` may explain.
    package static func apply(to diagnostics: [Diagnostic], resolver: ResolverDocument) -> Bool {
        !resolver.unusedSets.isEmpty && diagnostics.contains { $0.code == .unresolvedReference }
    }

    /// The files the unused sets of `resolver` read, relative to its directory, in order, each once.
    package static func files(of resolver: ResolverDocument) -> [String] {
        var seen: Set<String> = []
        return resolver.unusedSets.flatMap(\.sources).compactMap { source in
            guard case .file(let path, _, _, _) = source, seen.insert(path).inserted else { return nil }
            return path
        }
    }

    /// `diagnostics` with the note added where it applies. `files` holds the unused sets' files by path joined to
    /// the resolver document's directory (one missing or unreadable is skipped).
    package static func annotate(_ diagnostics: [Diagnostic], resolver: ResolverDocument, files: [String: SourceFile]) -> [Diagnostic] {
        guard apply(to: diagnostics, resolver: resolver) else { return diagnostics }
        let base = PathText.directory(of: resolver.path)
        // The set that declares each token path (the first one, in document order).
        var owner: [TokenPath: String] = [:]
        for set in resolver.unusedSets {
            for source in set.sources {
                let value: JSONValue?
                switch source {
                case .file(let path, let pointer, _, _):
                    value = files[PathText.join(base, path)].flatMap { JSONReader.read($0).value?.value(at: pointer) }
                case .inline(let inline, _):
                    value = inline
                case .modeValues:
                    value = nil
                }
                if let value { collectTokens(value, at: .root) { if owner[$0] == nil { owner[$0] = set.name } } }
            }
        }
        guard !owner.isEmpty else { return diagnostics }
        return diagnostics.map { d in
            guard d.code == .unresolvedReference, let target = d.referenceTarget.map(TokenPath.init(dotted:)),
                  let set = owner[target] else { return d }
            var d = d
            d.notes.append(DiagnosticNote("\(target) is defined in set \"\(set)\", which resolutionOrder does not include",
                                          at: SourceLocation(file: resolver.path, pointer: JSONPointer(["sets", set]), part: .key)))
            return d
        }
    }

    /// Calls `found` with the path of every token (an object with `$value`) in `value`, which sits at `path`.
    private static func collectTokens(_ value: JSONValue, at path: TokenPath, _ found: (TokenPath) -> Void) {
        guard case .object(let o) = value else { return }
        if o["$value"] != nil, !path.isRoot { found(path); return }
        for m in o.members where !m.key.hasPrefix("$") || m.key == "$root" {
            collectTokens(m.value, at: path.appending(m.key), found)
        }
    }
}
