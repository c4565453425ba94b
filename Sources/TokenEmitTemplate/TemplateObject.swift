import Stencil

/// One object of a template's context (a token, a value, a brand, …): a fixed set of members, read strictly.
///
/// Stencil resolves an unknown name to nothing and prints an empty string; here a member the object does not
/// have is an error instead (`template-unknown-variable`, located at the tag), so a misspelt `{{ token.nmae }}`
/// never writes an empty name. A member the object has without a value (`description` of a token without one)
/// is nil: empty in output, false in `{% if %}`.
package final class TemplateObject: DynamicMemberLookup, CustomStringConvertible {
    /// What the object is, for messages (`token`, `color value`).
    package let kind: String
    /// The members, by name; a nil value is a member without a value.
    package let members: [String: Any?]
    /// What `{{ object }}` prints.
    package let description: String

    /// An object of `kind` with `members`, printed as `text`.
    init(_ kind: String, _ members: [String: Any?], text: String) {
        self.kind = kind
        self.members = members
        self.description = text
    }

    package subscript(dynamicMember member: String) -> Any? {
        if let value = members[member] { return value.map(Self.strict) }
        let kind = self.kind
        let known = members.keys.sorted()
        // Resolved lazily so that Stencil throws, and places the error at the tag being rendered.
        return LazyValueWrapper(closure: { _ -> Any in
            throw TemplateUnknownMember(kind: kind, member: member, known: known)
        })
    }
}

extension TemplateObject {
    /// `value` as a template reads it: text as `TemplateText` and lists as `TemplateList` (their members read
    /// strictly), anything else as it is.
    package static func strict(_ value: Any) -> Any {
        switch value {
        case let text as String: return TemplateText(text)
        case let objects as [TemplateObject]: return TemplateList(objects, of: objects.first?.kind ?? "item")
        case let list as [Any]: return TemplateList(list)
        default: return value
        }
    }
}

/// `brand` or `theme` where the rendering has none (`theme` per brand, `brand` per project): nil as a value (empty,
/// false in `{% if %}`), but reading a member of it is an error, not an empty string.
package final class TemplateAbsent: DynamicMemberLookup, Resolvable {
    /// The name (`theme`).
    package let name: String
    /// Why there is none (`a template rendered per brand has no theme`).
    package let reason: String

    init(_ name: String, _ reason: String) {
        self.name = name
        self.reason = reason
    }

    package subscript(dynamicMember member: String) -> Any? {
        let error = TemplateUnknownMember(kind: name, member: member, known: [], reason: reason)
        return LazyValueWrapper(closure: { _ -> Any in throw error })
    }

    package func resolve(_ context: Context) throws -> Any? { nil }
}

/// A member a context object does not have, found while rendering.
package struct TemplateUnknownMember: Error, CustomStringConvertible {
    /// The object's kind.
    package let kind: String
    /// The member asked for.
    package let member: String
    /// The members the object has.
    package let known: [String]
    /// Why the object has no members at all (an absent `theme`), or nil.
    package var reason: String? = nil

    /// The words every such message has, by which it is told from other render errors.
    package static let marker = " has no member \""

    package var description: String {
        if let reason { return "\(kind) has no member \"\(member)\": \(reason)" }
        var text = "a \(kind) has no member \"\(member)\""
        if let close = NameSuggestion.closest(to: member, among: known) { text += "; did you mean \"\(close)\"?" }
        else { text += "; it has: \(known.joined(separator: ", "))" }
        return text
    }
}
