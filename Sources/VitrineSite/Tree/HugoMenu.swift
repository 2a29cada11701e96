/// Hugo's main menu, made of the config's `[[menu.main]]` entries and the pages that put themselves in it
/// (`menu: main`, `menu: {main: {parent, weight, name, identifier}}`): entries under a `parent` are its section,
/// named as the parent entry is, each level ordered by weight (none last), then by name.
struct HugoMenu {
    private struct Entry {
        var identifier: String
        var name: String?
        var weight: Double
        var parent: String?
        /// The page files the entry leads to: a page's own, or those its `pageRef` or `url` names.
        var paths: [String]
        let index: Int
        var isPage = false
    }

    private var entries: [Entry] = []

    /// - Parameters:
    ///   - config: `menu.main` from the config: a list of entries.
    ///   - pages: Each page's path, title and `menu` setting.
    init(config: HeaderValue?, pages: [(path: String, title: String?, menu: HeaderValue?)]) {
        func text(_ value: HeaderValue?) -> String? { if case .scalar(let text, _)? = value, !text.isEmpty { text } else { nil } }
        func weight(_ value: HeaderValue?) -> Double { text(value).flatMap(Double.init).flatMap { $0 == 0 ? nil : $0 } ?? .infinity }
        if case .list(let list)? = config {
            for entry in list {
                let target = text(entry["pageRef"] ?? entry["pageref"] ?? entry["url"])
                let paths = target.map { ReadingOrder.pagePaths(ofURL: $0.hasPrefix("/") ? $0 : "/" + $0) } ?? []
                let name = text(entry["name"])
                entries.append(Entry(
                    identifier: text(entry["identifier"]) ?? name ?? target ?? "", name: name, weight: weight(entry["weight"]),
                    parent: text(entry["parent"]), paths: paths, index: entries.count))
            }
        }
        for page in pages {
            let settings: HeaderValue?
            switch page.menu {
            case .scalar(let menu, _)? where menu == "main": settings = .table([:])
            case .list(let menus)? where menus.contains(.scalar("main", .string)): settings = .table([:])
            case .table(let menus)?: settings = menus["main"]
            default: settings = nil
            }
            guard let settings else { continue }
            let name = text(settings["name"])
            entries.append(Entry(
                identifier: text(settings["identifier"]) ?? name ?? page.title ?? page.path, name: name, weight: weight(settings["weight"]),
                parent: text(settings["parent"]), paths: [page.path], index: entries.count, isPage: true))
        }
    }

    /// Whether the menu is more than the order of its top: a page puts itself in it, or an entry is under a `parent`
    /// (Doks' `Integrations` heading over `SEO` and `Images`). The config's flat entries alone order only the top.
    var ordersMoreThanTheTop: Bool { entries.contains { $0.isPage || $0.parent != nil } }

    /// The reading order the menu gives, outermost entries first, each one's children in its section.
    var items: [ReadingOrder.Item] {
        var children: [String: [Entry]] = [:]
        for entry in entries { children[entry.parent ?? "", default: []].append(entry) }
        var items: [ReadingOrder.Item] = []
        var visited: Set<String> = []
        func walk(_ parent: String, groups: [String]) {
            guard visited.insert(parent).inserted else { return }
            let level = (children[parent] ?? []).sorted { ($0.weight, $0.name ?? "", $0.index) < ($1.weight, $1.name ?? "", $1.index) }
            for entry in level {
                let below = children[entry.identifier]?.isEmpty == false
                let section = below ? groups + [entry.name ?? entry.identifier] : groups
                items += entry.paths.map { ReadingOrder.Item(path: $0, title: entry.name, groups: section) }
                if below { walk(entry.identifier, groups: section) }
            }
        }
        walk("", groups: [])
        return items
    }
}
