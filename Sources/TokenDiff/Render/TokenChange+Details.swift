/// The phrases reports use to describe a change, shared by the text and Markdown renderers.
extension TokenChange {
    /// One aspect of a change as a label and a phrase (`value`, `#0066cc → #0052a3 (ΔE 5.21)`).
    package struct Detail: Sendable, Hashable {
        package var label: String
        package var text: String
    }

    /// Which report section a change belongs in.
    package enum Section: String, Sendable, Hashable, CaseIterable {
        /// Removed, renamed or type-changed.
        case breaking
        case added
        /// Everything else.
        case changed
    }

    /// The section: breaking first, then added, then changed.
    package var section: Section {
        if isBreaking { return .breaking }
        if kinds == [.added] { return .added }
        return .changed
    }

    /// `-` removed, `+` added, `>` renamed, `!` type changed, `~` otherwise.
    package var sigil: String {
        if kinds.contains(.removed) { return "-" }
        if kinds.contains(.added) { return "+" }
        if kinds.contains(.renamed) { return ">" }
        if kinds.contains(.typeChanged) { return "!" }
        return "~"
    }

    /// `color #0066cc {color.blue.500}`: a token's type, value and reference, for added and removed tokens.
    package static func describe(_ s: TokenSnapshot) -> String {
        var out = "\(s.type.rawValue) \(DiffValueText.text(s.value))"
        if !s.reference.isLiteral { out += " = \(s.reference)" }
        if let d = s.deprecation { out += " (\(DiffValueText.deprecation(d)))" }
        return out
    }

    /// Why the old and new paths were paired: `same com.tokenc.id "x"` or `same type and value`.
    package func renameReason(idExtension: [String] = DiffOptions.defaultIDExtension) -> String? {
        switch renameEvidence {
        case .extensionID?: return "same \(idExtension.joined(separator: ".")) \(DiffValueText.quoted(new?.id ?? old?.id))"
        case .sameValue?: return "same type and value"
        case nil: return nil
        }
    }

    /// One detail per aspect, in kind order; contrast changes last. `idExtension` names the id in rename evidence.
    package func details(idExtension: [String] = DiffOptions.defaultIDExtension) -> [Detail] {
        var out: [Detail] = []
        for kind in kinds {
            switch kind {
            case .added:
                if let n = new { out.append(Detail(label: "added", text: TokenChange.describe(n))) }
            case .removed:
                if let o = old { out.append(Detail(label: "removed", text: TokenChange.describe(o))) }
            case .renamed:
                let why = renameReason(idExtension: idExtension)
                out.append(Detail(label: "renamed", text: "from \(oldPath?.description ?? "?")" + (why.map { " (\($0))" } ?? "")))
            case .typeChanged:
                guard let o = old, let n = new else { continue }
                out.append(Detail(label: "type", text: "\(o.type.rawValue) → \(n.type.rawValue) (\(DiffValueText.text(o.value)) → \(DiffValueText.text(n.value)))"))
            case .valueChanged:
                guard let o = old, let n = new else { continue }
                var text = "\(DiffValueText.text(o.value)) → \(DiffValueText.text(n.value))"
                if DiffValueText.text(o.value) == DiffValueText.text(n.value) {
                    text = "\(JSONWriter.string(o.value.canonicalJSON, pretty: false)) → \(JSONWriter.string(n.value.canonicalJSON, pretty: false))"
                }
                if let delta { text += " (\(delta.text))" }
                out.append(Detail(label: "value", text: text))
            case .referenceChanged:
                guard let o = old, let n = new else { continue }
                var text = o.reference.change(to: n.reference)
                if !kinds.contains(.valueChanged) && !kinds.contains(.typeChanged) { text += " (same value \(DiffValueText.text(n.value)))" }
                out.append(Detail(label: "reference", text: text))
            case .descriptionChanged:
                out.append(Detail(label: "description", text: "\(DiffValueText.quoted(old?.description)) → \(DiffValueText.quoted(new?.description))"))
            case .deprecated:
                out.append(Detail(label: "deprecated", text: new?.deprecation?.message.map { DiffValueText.quoted($0) } ?? "yes"))
            case .undeprecated:
                out.append(Detail(label: "deprecated", text: "no longer"))
            case .deprecationChanged:
                out.append(Detail(label: "deprecated", text: "\(DiffValueText.quoted(old?.deprecation?.message)) → \(DiffValueText.quoted(new?.deprecation?.message))"))
            }
        }
        for c in contrast {
            out.append(Detail(label: "contrast", text: c.text))
        }
        return out
    }
}
