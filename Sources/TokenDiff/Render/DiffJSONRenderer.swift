/// Renders a `TokenDiff` as JSON (schema version 1, documented in docs/diff.md). Keys are in a fixed order;
/// optional keys are left out rather than null; numbers are rounded (ΔE and contrast ratios to 2 decimals,
/// ratios truncated) so output is the same on every platform.
package struct DiffJSONRenderer: Sendable {
    /// The schema version written as `"tokencDiff"`.
    package static let schemaVersion = 1
    /// The `$extensions` path of stable ids.
    package var idExtension: [String]

    /// A renderer.
    package init(idExtension: [String] = DiffOptions.defaultIDExtension) { self.idExtension = idExtension }

    /// The JSON text, ending with a newline.
    package func render(_ diff: TokenDiff) -> String {
        JSONWriter.string(value(diff)) + "\n"
    }

    /// The JSON value of `diff`.
    package func value(_ diff: TokenDiff) -> JSONValue {
        var o = DiffJSONObject()
        o["tokencDiff"] = .number(Double(Self.schemaVersion))
        o["mode"] = .string(diff.mode.rawValue)
        o["from"] = side(diff.from, diff.fromPermutation)
        o["to"] = side(diff.to, diff.toPermutation)
        o["semver"] = .string(diff.bump.rawValue)
        o["breaking"] = .bool(diff.hasBreakingChanges)
        var counts = DiffJSONObject()
        counts["total"] = .number(Double(diff.changes.count))
        counts["breaking"] = .number(Double(diff.breakingCount))
        for kind in TokenChange.Kind.allCases { counts[kind.rawValue] = .number(Double(diff.count(kind))) }
        o["counts"] = counts.value
        if diff.mode == .versions {
            var p = DiffJSONObject()
            p["compared"] = .array(diff.permutations.map(permutation))
            p["added"] = .array(diff.addedPermutations.map(permutation))
            p["removed"] = .array(diff.removedPermutations.map(permutation))
            o["permutations"] = p.value
        }
        o["changes"] = .array(diff.changes.map { change($0, diff) })
        if let s = diff.summary { o["summary"] = summary(s) }
        return o.value
    }

    /// `{"name", "inputs"?}`.
    private func side(_ name: String, _ p: Permutation?) -> JSONValue {
        var o = DiffJSONObject()
        o["name"] = .string(name)
        if let p { o["inputs"] = inputs(p) }
        return o.value
    }

    /// `{modifier: context}` in modifier order.
    private func inputs(_ p: Permutation) -> JSONValue {
        .object(JSONObject(p.inputs.map { JSONMember(key: $0.modifier, value: .string($0.context)) }))
    }

    /// `{"label", "inputs"}`.
    private func permutation(_ p: Permutation) -> JSONValue {
        var o = DiffJSONObject()
        o["label"] = .string(TokenDiffer.name(p))
        o["inputs"] = inputs(p)
        return o.value
    }

    /// One entry of `changes`.
    private func change(_ c: TokenChange, _ diff: TokenDiff) -> JSONValue {
        var o = DiffJSONObject()
        o["path"] = .string(c.path.description)
        if let old = c.oldPath { o["oldPath"] = .string(old.description) }
        o["kinds"] = .array(c.kinds.map { .string($0.rawValue) })
        o["breaking"] = .bool(c.isBreaking)
        o["semver"] = .string(c.bump.rawValue)
        if let e = c.renameEvidence {
            var r = DiffJSONObject()
            r["evidence"] = .string(e.rawValue)
            if e == .extensionID, let id = c.new?.id {
                r["extension"] = .string(idExtension.joined(separator: "."))
                r["id"] = .string(id)
            }
            o["rename"] = r.value
        }
        if let s = c.old { o["old"] = snapshot(s) }
        if let s = c.new { o["new"] = snapshot(s) }
        if let d = c.delta { o["delta"] = delta(d) }
        if !c.contrast.isEmpty { o["contrast"] = .array(c.contrast.map(contrast)) }
        if diff.mode == .versions { o["permutations"] = .array(c.permutations.map(JSONValue.string)) }
        return o.value
    }

    /// One side of a token: `{"path", "type", "value", "display", "aliasOf"?, "references"?, "description"?, "deprecated"?, "id"?}`.
    private func snapshot(_ s: TokenSnapshot) -> JSONValue {
        var o = DiffJSONObject()
        o["path"] = .string(s.path.description)
        o["type"] = .string(s.type.rawValue)
        o["value"] = s.value.canonicalJSON
        o["display"] = .string(DiffValueText.text(s.value))
        if let w = s.reference.whole {
            o["aliasOf"] = .string(w.description)
        }
        if !s.reference.parts.isEmpty {
            o["references"] = .object(JSONObject(s.reference.parts.map { JSONMember(key: $0.position, value: .string($0.target.description)) }))
        }
        if let d = s.description { o["description"] = .string(d) }
        if let d = s.deprecation { o["deprecated"] = d.message.map(JSONValue.string) ?? .bool(true) }
        if let id = s.id { o["id"] = .string(id) }
        return o.value
    }

    /// `{"deltaE2000"}` for colours, `{"value", "unit"?}` otherwise.
    package static func delta(_ d: ValueDelta) -> JSONValue {
        var o = DiffJSONObject()
        switch d {
        case .color(let e):
            o["deltaE2000"] = .number(ValueDelta.rounded(e, places: 2))
        case .dimension(let v):
            o["value"] = .number(d.amount)
            o["unit"] = .string(v.unit.rawValue)
        case .duration(let v):
            o["value"] = .number(d.amount)
            o["unit"] = .string(v.unit.rawValue)
        case .number:
            o["value"] = .number(d.amount)
        }
        return o.value
    }

    /// The delta object.
    private func delta(_ d: ValueDelta) -> JSONValue { Self.delta(d) }

    /// `{"foreground", "background", "kind", "minimum", "old": {"ratio", "passes"}, "new": …}`.
    private func contrast(_ c: ContrastChange) -> JSONValue {
        var o = DiffJSONObject()
        o["foreground"] = .string(c.foreground.description)
        o["background"] = .string(c.background.description)
        o["kind"] = .string(c.kind.rawValue)
        o["minimum"] = .number(c.minimum)
        o["old"] = ["ratio": .number(Self.ratio(c.oldRatio)), "passes": .bool(c.passedBefore)]
        o["new"] = ["ratio": .number(Self.ratio(c.newRatio)), "passes": .bool(c.passesAfter)]
        return o.value
    }

    /// A ratio truncated to 2 decimals.
    package static func ratio(_ r: Double) -> Double { Double(ContrastChange.ratioText(r)) ?? r }

    /// `{"groups": […], "ruleDifferences": […]}`.
    private func summary(_ s: BrandSummary) -> JSONValue {
        var o = DiffJSONObject()
        o["groups"] = .array(s.groups.map { g in
            var e = DiffJSONObject()
            e["group"] = .string(g.name)
            e["from"] = .number(Double(g.fromCount))
            e["to"] = .number(Double(g.toCount))
            e["differing"] = .number(Double(g.differing))
            e["onlyInFrom"] = .number(Double(g.onlyInFrom))
            e["onlyInTo"] = .number(Double(g.onlyInTo))
            return e.value
        })
        o["ruleDifferences"] = .array(s.ruleDifferences.map { r in
            var e = DiffJSONObject()
            e["path"] = .string(r.path.description)
            e["rule"] = .string(r.rule.rawValue)
            if let f = r.from { e["from"] = snapshot(f) }
            if let t = r.to { e["to"] = snapshot(t) }
            if let d = r.delta { e["delta"] = delta(d) }
            return e.value
        })
        return o.value
    }
}
