import VitrineMustache

/// The menu as data, for templates that lay it out themselves (`{{#nav}}…{{/nav}}`): the same bounded
/// levels as the default theme's `{{{menu}}}`, built only when a template asks for it.
struct NavigationMenu: Sendable {
    let menu: Menu
    let node: Int
    let root: String

    var value: MustacheValue { .list(items(menu.levels(for: node)[...])) }

    private func items(_ levels: ArraySlice<Menu.Level>) -> [MustacheValue] {
        guard let level = levels.first else { return [] }
        return level.shown.map { index in
            let child = level.children[index]
            let entry = menu.tree.nodes[child]
            let children = child == level.focus ? items(levels.dropFirst()) : []
            return [
                "title": .text(entry.menuTitle), "url": .text(root + entry.location.encoded),
                "current": .bool(child == node || child == level.focus), "hasChildren": .bool(!children.isEmpty), "children": .list(children),
            ]
        }
    }
}
