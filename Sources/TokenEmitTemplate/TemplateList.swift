import Stencil

/// A list in a template's context (`tokens`, `token.components`, `value.families`, …), read strictly: `list.0`
/// past the end is an error (`template-unknown-variable`), where Stencil would print nothing, and `list.last` of
/// an empty list is nil, where Stencil would trap. Wherever the list itself is the value (`{{ list }}`, a `for`
/// loop, a filter's input, `{% if list %}`) it resolves to the plain array, so Stencil sees what it always did.
package final class TemplateList: DynamicMemberLookup, Resolvable {
    /// The items.
    package let items: [Any]
    /// What the items are, for messages (`token`, `item`).
    let itemKind: String

    init(_ items: [Any], of itemKind: String = "item") {
        self.items = items
        self.itemKind = itemKind
    }

    package subscript(dynamicMember member: String) -> Any? {
        Self.member(member, of: items, kind: "list of \(items.count) \(itemKind)\(items.count == 1 ? "" : "s")", as: TemplateObject.strict)
    }

    /// Member `member` of a list or text: `count`, `first` and `last` (nil when empty), an item by index, each
    /// made by `value`; any other, or an index past the end, fails when read (`TemplateUnknownMember`).
    package static func member<C: BidirectionalCollection>(_ member: String, of items: C, kind: String, as value: (C.Element) -> Any) -> Any? {
        switch member {
        case "count": return items.count
        case "first": return items.first.map(value)
        case "last": return items.last.map(value)
        default:
            if let index = Int(member), index >= 0, let i = items.index(items.startIndex, offsetBy: index, limitedBy: items.endIndex),
               i < items.endIndex {
                return value(items[i])
            }
            let known = (items.isEmpty ? [] : ["0…\(items.count - 1)"]) + ["count", "first", "last"]
            return LazyValueWrapper(closure: { _ -> Any in throw TemplateUnknownMember(kind: kind, member: member, known: known) })
        }
    }

    package func resolve(_ context: Context) throws -> Any? { items }
}

/// Text in a template's context, read strictly as `TemplateList` reads lists: `text.5` past the end is an error,
/// `text.last` of empty text is nil (Stencil traps on it), and anything but `count`, `first`, `last` and an index
/// is an unknown member. As a value it resolves to the string itself.
package final class TemplateText: DynamicMemberLookup, Resolvable {
    /// The text.
    package let text: String

    init(_ text: String) {
        self.text = text
    }

    package subscript(dynamicMember member: String) -> Any? {
        TemplateList.member(member, of: text, kind: "text of \(text.count) character\(text.count == 1 ? "" : "s")", as: { String($0) })
    }

    package func resolve(_ context: Context) throws -> Any? { text }
}
