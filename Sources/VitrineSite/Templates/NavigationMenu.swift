import Mustache

/// The menu as data, for templates that lay it out themselves (`{{#nav}}…{{/nav}}`): the same bounded
/// levels as the default theme's `{{{menu}}}`, built only when a template asks for it.
struct NavigationMenu: MustacheCustomRepresentation {
    let menu: Menu
    let node: Int
    let root: String

    var representation: Any? { items(menu.levels(for: node)[...]) }

    private func items(_ levels: ArraySlice<Menu.Level>) -> [[String: Any]] {
        guard let level = levels.first else { return [] }
        return level.shown.map { index in
            let child = level.children[index]
            let entry = menu.tree.nodes[child]
            let children = child == level.focus ? items(levels.dropFirst()) : []
            return [
                "title": entry.menuTitle, "url": root + entry.location.encoded,
                "current": child == node || child == level.focus, "hasChildren": !children.isEmpty, "children": children,
            ]
        }
    }
}
