/// A project's own paired shortcode that draws a tab (a Bootstrap `tab-pane`, as minikube's `linuxtab` with
/// `title="Linux"`), or the element around a set of tabs (`nav-tabs`, `tab-content`), read from its template, never
/// run: its tabs are drawn as Docsy's `tab` is, consecutive ones a set.
enum TabShortcode: Sendable, Equatable {
    /// A tab, titled by texts and arguments joined.
    case tab(title: [ShortcodeTemplate.Part])
    /// What holds a set of tabs: its tags are left out, its tabs are the set.
    case set

    /// The opening tag's replacement for a call's arguments: a tab's fence, or nothing for a set; nil for a tab
    /// whose title needs an argument the call lacks.
    func opening(arguments: [String: String]) -> String? {
        switch self {
        case .set: return ""
        case .tab(let parts):
            guard let title = ShortcodeTemplate.joined(parts, arguments: arguments) else { return nil }
            return "::: tab " + (title.isEmpty ? "Tab" : title)
        }
    }

    /// What a template draws around the shortcode's inner text (`.Inner`, Zola's `body`), when it is a tab or a set.
    static func reading(template: String, dialect: Shortcodes.Dialect) -> TabShortcode? {
        let inner = dialect == .hugo ? template.contains(".Inner") : template.contains("body")
        guard inner, let classes = firstClasses(in: template) else { return nil }
        if classes.contains("tab-pane") {
            guard let tag = template.range(of: "class=").map({ template[..<$0.lowerBound].reversed().prefix { $0 != "<" }.reversed() + template[$0.lowerBound...].prefix { $0 != ">" } })
            else { return nil }
            let tagText = Substring(String(tag))
            if let written = ShortcodeTemplate.attributeExpression("title", in: tagText),
                let title = ShortcodeTemplate.value(of: written, dialect: dialect, variables: [:])?.parts
            {
                return .tab(title: title)
            }
            if let literal = literalAttribute("title", in: tagText) { return .tab(title: [.text(literal)]) }
            return nil
        }
        return classes.contains { ["nav-tabs", "tab-content", "code-tabs", "tabs"].contains($0) } ? .set : nil
    }

    /// The classes of the template's first element with a `class`.
    private static func firstClasses(in template: String) -> [Substring]? {
        guard let start = template.range(of: "class=\"") else { return nil }
        let value = template[start.upperBound...].prefix { $0 != "\"" }
        return value.split(separator: " ")
    }

    /// A plain `name="text"` attribute's text.
    private static func literalAttribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " " + name + "=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return value.contains("{{") || value.isEmpty ? nil : String(value)
    }
}
