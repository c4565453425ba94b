/// The `when` of a rule override: modifier → context patterns (`{"brand": "summit", "theme": "*-high-contrast"}`).
/// A permutation matches when every listed modifier's context matches one of its patterns (`*` wildcards).
package struct PermutationCondition: Sendable, Hashable {
    /// One modifier's accepted contexts.
    package struct Requirement: Sendable, Hashable {
        /// The key as written: `brand`, `theme` or a modifier name.
        package var key: String
        /// Context patterns; `*` matches any run of characters.
        package var contexts: [String]
        /// Where the requirement is written.
        package var location: SourceLocation?

        /// A requirement on one modifier.
        package init(key: String, contexts: [String], location: SourceLocation? = nil) {
            self.key = key
            self.contexts = contexts
            self.location = location
        }
    }

    /// All must hold.
    package var requirements: [Requirement]

    /// A condition from its requirements (none: every permutation).
    package init(_ requirements: [Requirement] = []) { self.requirements = requirements }

    /// True when `permutation` satisfies every requirement.
    package func matches(_ permutation: CompiledPermutation, roles: ModifierRoles) -> Bool {
        requirements.allSatisfy { req in
            guard let context = permutation.context(for: roles.modifier(forKey: req.key)) else { return false }
            return req.contexts.contains { Glob.matches($0, context) }
        }
    }

    /// `brand=summit, theme=*-high-contrast`, for notes.
    package var summary: String {
        requirements.map { "\($0.key)=\($0.contexts.joined(separator: "|"))" }.joined(separator: ", ")
    }

    /// Reads a `when` object: each member a context pattern or an array of them.
    package static func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) -> PermutationCondition {
        var out: [Requirement] = []
        for m in r.object.members {
            let location = r.location(m.key)
            switch r.value(m.key) {
            case .string(let s)?: out.append(Requirement(key: m.key, contexts: [s], location: location))
            case .array(let a)? where !a.isEmpty && a.allSatisfy({ $0.stringValue != nil }):
                out.append(Requirement(key: m.key, contexts: a.compactMap(\.stringValue), location: location))
            default:
                more.append(Diagnostic(.configInvalid, "\"\(m.key)\" in \"when\" must be a context name or pattern (\"*-high-contrast\"), or an array of them", at: location))
            }
        }
        if out.isEmpty && r.object.isEmpty {
            more.append(Diagnostic(.configInvalid, "\"when\" needs at least one modifier, e.g. {\"brand\": \"summit\"}", at: SourceLocation(file: r.file, pointer: r.pointer)))
        }
        return PermutationCondition(out)
    }
}
