import Stencil

/// tokenc's `{% for %}` tag, which replaces Stencil's: the same syntax and `forloop` (`for x in list`,
/// `for key, value in dictionary`, `where`, `{% empty %}`, labels, `break` and `continue`), but every iteration
/// and every byte a loop writes counts against the file's `TemplateBudget`, and a range (`1...n`) is counted,
/// never built as an array, so `for i in 1...100000000` stops at the limit at once instead of allocating gigabytes.
package final class TemplateForNode: NodeType {
    /// What the loop runs over: a range's ends, or any other expression.
    package enum Sequence {
        case range(Resolvable, Resolvable)
        case value(Resolvable)
    }

    package let sequence: Sequence
    let loopVariables: [String]
    package let nodes: [NodeType]
    let emptyNodes: [NodeType]
    package let condition: Expression?
    package let label: String?
    package let token: Token?
    package let budget: TemplateBudget

    /// The keys Stencil's `break` and `continue` set in the loop's context level.
    private static let breakKey = "_internal_forloop_break"
    private static let continueKey = "_internal_forloop_continue"

    /// Parses `{% [label:] for <x>[, <y>] in <sequence> [where <condition>] %}` … `{% endfor %}`.
    package static func parse(_ parser: TokenParser, token: Token, budget: TemplateBudget) throws -> NodeType {
        var components = token.components
        var label: String?
        if components.first?.hasSuffix(":") == true { label = String(components.removeFirst().dropLast()) }
        func has(_ word: String, at index: Int) -> Bool { components.count > index + 1 && components[index] == word }
        guard has("in", at: 2), components.count == 4 || has("where", at: 4) else {
            throw TemplateSyntaxError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let loopVariables = components[1].split(separator: ",").map { String($0.filter { $0 != " " }) }
        let sequence: Sequence
        let ends = components[3].components(separatedBy: "...")
        if ends.count == 2 {
            sequence = .range(try parser.compileFilter(ends[0], containedIn: token), try parser.compileFilter(ends[1], containedIn: token))
        } else {
            sequence = .value(try parser.compileFilter(components[3], containedIn: token))
        }
        let condition = has("where", at: 4) ? try parser.compileExpression(components: Array(components[5...]), token: token) : nil
        let nodes = try parser.parse(until(["endfor", "empty"]))
        guard let end = parser.nextToken() else { throw TemplateSyntaxError("`endfor` was not found.") }
        var emptyNodes: [NodeType] = []
        if end.contents == "empty" {
            emptyNodes = try parser.parse(until(["endfor"]))
            guard parser.nextToken() != nil else { throw TemplateSyntaxError("`endfor` was not found.") }
        }
        return TemplateForNode(sequence: sequence, loopVariables: loopVariables, nodes: nodes, emptyNodes: emptyNodes,
                               condition: condition, label: label, token: token, budget: budget)
    }

    init(sequence: Sequence, loopVariables: [String], nodes: [NodeType], emptyNodes: [NodeType], condition: Expression?,
         label: String?, token: Token, budget: TemplateBudget) {
        self.sequence = sequence
        self.loopVariables = loopVariables
        self.nodes = nodes
        self.emptyNodes = emptyNodes
        self.condition = condition
        self.label = label
        self.token = token
        self.budget = budget
    }

    package func render(_ context: Context) throws -> String {
        var items = try values(context)
        if let condition {
            var kept: [Any] = []
            for index in 0..<items.count {
                try budget.iterate()
                if try bind(items[index], context, { try condition.evaluate(context: context) }) { kept.append(items[index]) }
            }
            items = .list(kept)
        }
        guard items.count > 0 else { return try context.push { try renderNodes(emptyNodes, context) } }
        let parents = (context["forloop"] as? [String: Any])?.filter { ($0.value as? [String: Any])?["label"] != nil } ?? [:]
        var result = ""
        for index in 0..<items.count {
            try budget.iterate()
            var forloop: [String: Any] = ["first": index == 0, "last": index == items.count - 1, "counter": index + 1,
                                          "counter0": index, "length": items.count]
            if let label {
                forloop["label"] = label
                forloop[label] = forloop
            }
            forloop.merge(parents) { own, _ in own }
            var stop = false
            // Output of loops inside this one is counted by them: only the rest of this body's output is added.
            let before = budget.outputBytes
            let piece = try context.push(dictionary: ["forloop": forloop]) {
                defer {
                    if let continued = context[Self.continueKey] as? String { stop = continued != label || label == nil }
                    else { stop = context[Self.breakKey] != nil }
                }
                return try bind(items[index], context) { try renderNodes(nodes, context) }
            }
            try budget.output(piece.utf8.count - (budget.outputBytes - before))
            result += piece
            if stop { break }
        }
        return result
    }

    /// The items to loop over.
    private enum Items {
        case list([Any])
        case range(lower: Int, count: Int, step: Int)

        var count: Int {
            switch self {
            case .list(let l): l.count
            case .range(_, let count, _): count
            }
        }

        subscript(_ i: Int) -> Any {
            switch self {
            case .list(let l): l[i]
            case .range(let lower, _, let step): lower + i * step
            }
        }
    }

    /// The sequence's items: a list, a dictionary's (key, value) pairs by key, or a range's integers (in either
    /// direction, as Stencil's); nothing for nil. A range longer than the iterations left fails before it starts.
    private func values(_ context: Context) throws -> Items {
        switch sequence {
        case .range(let from, let to):
            let lower = try integer(from.resolve(context), "from"), upper = try integer(to.resolve(context), "to")
            let (span, overflow) = upper.subtractingReportingOverflow(lower)
            if overflow || span.magnitude >= UInt(budget.limits.maximumIterations) {
                try budget.iterate(budget.limits.maximumIterations + 1)
            }
            return .range(lower: lower, count: Int(span.magnitude) + 1, step: span < 0 ? -1 : 1)
        case .value(let expression):
            switch try expression.resolve(context) {
            case nil: return .list([])
            case let list as [Any]: return .list(list)
            case let dictionary as [String: Any]: return .list(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) as Any })
            case let other?:
                throw budget.invalidArgument("`for` loops over a list, a dictionary or a range (1...3), not over \(TemplateFilters.describe(other))")
            }
        }
    }

    /// A range's end as an integer: an integer, or a number or text that is one.
    private func integer(_ value: Any?, _ end: String) throws -> Int {
        switch value {
        case let i as Int: return i
        case let f as Float where f.isFinite && f.rounded() == f && abs(f) < 1e15: return Int(f)
        case let d as Double where d.isFinite && d.rounded() == d && abs(d) < 1e15: return Int(d)
        case let s as String:
            if let i = Int(s) { return i }
        default: break
        }
        throw budget.invalidArgument("the range's '\(end)' end is not an integer (\(TemplateFilters.describe(value)))")
    }

    /// Runs `body` with the loop variables bound to `item`: a pair's parts to two variables, text wrapped so that
    /// its members are read strictly (`TemplateText`).
    private func bind<R>(_ item: Any, _ context: Context, _ body: () throws -> R) throws -> R {
        var bound: [String: Any] = [:]
        if loopVariables.count > 1 {
            guard let pair = item as? (String, Any) else {
                throw budget.invalidArgument("`for \(loopVariables.joined(separator: ", "))` needs (key, value) pairs, from a dictionary; an item is \(TemplateFilters.describe(item))")
            }
            if loopVariables.count > 2 {
                throw budget.invalidArgument("a dictionary's items are (key, value) pairs: at most two loop variables")
            }
            bound[loopVariables[0]] = TemplateObject.strict(pair.0)
            bound[loopVariables[1]] = TemplateObject.strict(pair.1)
        } else if let name = loopVariables.first {
            bound[name] = TemplateObject.strict((item as? (String, Any)).map { $0.0 } ?? item)
        }
        for name in bound.keys where name == "_" { bound[name] = nil }
        return try context.push(dictionary: bound, closure: body)
    }
}
