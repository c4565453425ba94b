/// Which permutations of a resolver document a command compiles: the one owner of that rule. Inputs are
/// `modifier=context` lists (`--input`, the config's `inputs`, diff's `--from`/`--to`), highest precedence
/// first (see `InputPairs.overlay`); a modifier no input names takes every context, or with
/// `defaultsForUnnamed` its `default`. The selected permutations are the product of the contexts left, counted
/// before any is built (modifiers can multiply into billions) and refused beyond `limit`.
public struct PermutationSelection: Sendable {
    /// The most permutations one command compiles: far above real design systems (brands × themes × densities),
    /// far below what a document with thirty two-context modifiers asks for (a billion).
    public static let defaultLimit = 4096

    /// The input lists, highest precedence first.
    public var inputs: [[(String, String)]]
    /// Modifiers no input names take their `default` context (`resolve`, `diff`: one permutation).
    public var defaultsForUnnamed: Bool
    /// Every modifier must end up with exactly one context (diff's sides); one left open is a problem.
    public var oneContextEach: Bool
    /// The most permutations selected at once.
    public var limit: Int

    /// A selection by `inputs` (highest precedence first).
    public init(inputs: [[(String, String)]] = [], defaultsForUnnamed: Bool = false, oneContextEach: Bool = false,
                limit: Int = PermutationSelection.defaultLimit) {
        self.inputs = inputs
        self.defaultsForUnnamed = defaultsForUnnamed
        self.oneContextEach = oneContextEach
        self.limit = limit
    }

    /// Why a selection selected nothing: every problem found.
    public struct Problems: Error, Sendable, Hashable {
        /// The problems, in the order found.
        public var all: [Problem]
    }

    /// One reason a selection selects nothing.
    public enum Problem: Sendable, Hashable {
        /// An input names a modifier the document lacks (as the input spells it).
        case unknownModifier(String)
        /// An input names a context the modifier lacks.
        case unknownContext(modifier: ResolverModifier, context: String)
        /// With `oneContextEach`: no input names the modifier and it has no default.
        case noContext(modifier: ResolverModifier)
        /// The selection makes `count` permutations (`Int.max` when it overflows), more than `limit`.
        case tooMany(count: Int, limit: Int)

        /// What went wrong, for diagnostics and usage errors alike.
        public func message(in resolver: ResolverDocument) -> String {
            switch self {
            case .unknownModifier(let name):
                return "unknown modifier \"\(name)\"; the resolver document has \(resolver.modifiers.map { "\"\($0.name)\"" }.joined(separator: ", "))"
            case .unknownContext(let m, let context):
                return "modifier \"\(m.name)\" has no context \"\(context)\"; it has \(m.contextNames.map { "\"\($0)\"" }.joined(separator: ", "))"
            case .noContext(let m):
                return "modifier \"\(m.name)\" has no default; choose one of \(m.contextNames.joined(separator: ", "))"
            case .tooMany(let count, let limit):
                return "the modifiers of \(resolver.path) make \(count == Int.max ? "more than \(Int.max)" : String(count)) permutations; tokenc compiles at most \(limit) at once: select contexts with --input or \"inputs\" in tokenc.json"
            }
        }

        /// The problem as a located diagnostic.
        public func diagnostic(in resolver: ResolverDocument) -> Diagnostic {
            let message = message(in: resolver)
            switch self {
            case .unknownModifier:
                return Diagnostic(.inputUnknownModifier, message, at: SourceLocation(file: resolver.path))
            case .unknownContext(let m, _):
                return Diagnostic(.inputUnknownContext, message, at: m.origin.location())
            case .noContext(let m):
                return Diagnostic(.inputMissing, message, at: m.origin.location())
            case .tooMany:
                return Diagnostic(.limitExceeded, message,
                                  at: SourceLocation(file: resolver.path, pointer: JSONPointer(["modifiers"]), part: .key))
            }
        }
    }

    /// The selected permutations (first modifier outermost, contexts in document order), or every problem found:
    /// unknown modifiers and contexts in input order; the limit only once the inputs are right.
    public func select(from resolver: ResolverDocument) -> Result<[Permutation], Problems> {
        let defaults = defaultsForUnnamed ? resolver.modifiers.compactMap { m in m.defaultContext.map { (m.name, $0) } } : []
        let filters = InputPairs.overlay(inputs + [defaults])
        // The contexts each modifier may take (all, unless an input names one).
        var allowed: [String: Set<String>] = [:]
        var problems: [Problem] = []
        for (modifier, context) in filters {
            guard let m = resolver.modifier(named: modifier) else {
                problems.append(.unknownModifier(modifier))
                continue
            }
            guard m.context(named: context) != nil else {
                problems.append(.unknownContext(modifier: m, context: context))
                continue
            }
            allowed[m.name] = (allowed[m.name] ?? Set(m.contexts.map { $0.name.lowercased() })).intersection([context.lowercased()])
        }
        if oneContextEach {
            for m in resolver.modifiers where allowed[m.name] == nil && !problems.contains(where: { $0.names(m) }) {
                problems.append(.noContext(modifier: m))
            }
        }
        guard problems.isEmpty else { return .failure(Problems(all: problems)) }
        let choices = resolver.modifiers.map { m in
            (m.name, m.contexts.map(\.name).filter { allowed[m.name]?.contains($0.lowercased()) ?? true })
        }
        var count = 1
        for (_, contexts) in choices { count = count.multipliedReportingOverflow(by: contexts.count).overflow ? Int.max : count * contexts.count }
        guard count <= limit else { return .failure(Problems(all: [.tooMany(count: count, limit: limit)])) }
        var selected: [[Permutation.Input]] = [[]]
        for (modifier, contexts) in choices {
            selected = selected.flatMap { prefix in contexts.map { prefix + [Permutation.Input(modifier: modifier, context: $0)] } }
        }
        return .success(selected.map(Permutation.init))
    }

    /// The selected permutations, or none and the problems as located diagnostics.
    public func permutations(of resolver: ResolverDocument) -> (permutations: [Permutation], diagnostics: [Diagnostic]) {
        switch select(from: resolver) {
        case .success(let permutations): return (permutations, [])
        case .failure(let problems): return ([], problems.all.map { $0.diagnostic(in: resolver) })
        }
    }

    /// Every permutation of `resolver`, with no input and no limit: the cartesian product of its modifiers'
    /// contexts, the first modifier outermost. One empty permutation when there are no modifiers.
    public static func all(of resolver: ResolverDocument) -> [Permutation] {
        var result: [[Permutation.Input]] = [[]]
        for m in resolver.modifiers {
            var next: [[Permutation.Input]] = []
            next.reserveCapacity(result.count * m.contexts.count)
            for prefix in result {
                for c in m.contexts { next.append(prefix + [Permutation.Input(modifier: m.name, context: c.name)]) }
            }
            result = next
        }
        return result.map(Permutation.init)
    }
}

extension PermutationSelection.Problem {
    /// True when the problem is about modifier `m`'s context.
    fileprivate func names(_ m: ResolverModifier) -> Bool {
        if case .unknownContext(let other, _) = self { return other.name == m.name }
        return false
    }
}
