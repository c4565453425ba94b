import Stencil

/// A list in a template's context (`tokens`, `token.components`, `value.families`, …), read strictly: `list.0`
/// past the end is an error (`template-unknown-variable`), where Stencil would print nothing, and `list.last` of
/// an empty list is nil, where Stencil would trap. Wherever the list itself is the value (`{{ list }}`, a `for`
/// loop, a filter's input, `{% if list %}`) it resolves to the plain array, so Stencil sees what it always did.
final class TemplateList: DynamicMemberLookup, Resolvable {
    /// The items.
    let items: [Any]
    /// What the items are, for messages (`token`, `item`).
    let itemKind: String

    init(_ items: [Any], of itemKind: String = "item") {
        self.items = items
        self.itemKind = itemKind
    }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "count": return items.count
        case "first": return items.first.map(TemplateObject.strict)
        case "last": return items.last.map(TemplateObject.strict)
        default:
            if let index = Int(member), items.indices.contains(index) { return TemplateObject.strict(items[index]) }
            let count = items.count, kind = "list of \(count) \(itemKind)\(count == 1 ? "" : "s")"
            let known = (count > 0 ? ["0…\(count - 1)"] : []) + ["count", "first", "last"]
            return LazyValueWrapper(closure: { _ -> Any in throw TemplateUnknownMember(kind: kind, member: member, known: known) })
        }
    }

    func resolve(_ context: Context) throws -> Any? { items }
}

/// Text in a template's context, read strictly as `TemplateList` reads lists: `text.5` past the end is an error,
/// `text.last` of empty text is nil (Stencil traps on it), and anything but `count`, `first`, `last` and an index
/// is an unknown member. As a value it resolves to the string itself.
final class TemplateText: DynamicMemberLookup, Resolvable {
    /// The text.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "count": return text.count
        case "first": return text.first.map(String.init)
        case "last": return text.last.map(String.init)
        default:
            if let index = Int(member), index >= 0, let i = text.index(text.startIndex, offsetBy: index, limitedBy: text.endIndex),
               i < text.endIndex {
                return String(text[i])
            }
            let kind = "text of \(text.count) character\(text.count == 1 ? "" : "s")"
            let known = (text.isEmpty ? [] : ["0…\(text.count - 1)"]) + ["count", "first", "last"]
            return LazyValueWrapper(closure: { _ -> Any in throw TemplateUnknownMember(kind: kind, member: member, known: known) })
        }
    }

    func resolve(_ context: Context) throws -> Any? { text }
}
