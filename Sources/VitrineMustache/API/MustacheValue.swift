/// What a template reads: text, flags, lists and objects, typed up front so rendering never casts.
package enum MustacheValue: Sendable {
    case text(String)
    case bool(Bool)
    case list([MustacheValue])
    case object([String: MustacheValue])
    /// A value made only when a template asks for it (a menu most themes never read).
    case lazy(@Sendable () -> MustacheValue)

    /// The value itself, with a lazy value made.
    var resolved: MustacheValue {
        if case .lazy(let make) = self { return make().resolved }
        return self
    }

    /// `false`, an empty list and a missing value hide a section; everything else shows it, empty text
    /// included (as the Mustache implementations Vitrine's themes were first written for do).
    var isFalsey: Bool {
        switch resolved {
        case .bool(let flag): !flag
        case .list(let items): items.isEmpty
        default: false
        }
    }

    /// The value under `name`, when this is an object holding one.
    func child(_ name: String) -> MustacheValue? {
        if case .object(let entries) = resolved { return entries[name] }
        return nil
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    package init(stringLiteral text: String) { self = .text(text) }
    package init(booleanLiteral flag: Bool) { self = .bool(flag) }
    package init(arrayLiteral items: MustacheValue...) { self = .list(items) }
    package init(dictionaryLiteral entries: (String, MustacheValue)...) {
        self = .object(Dictionary(entries, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue {
    /// A number as a template shows it.
    package static func number(_ value: Int) -> MustacheValue { .text(String(value)) }
}
