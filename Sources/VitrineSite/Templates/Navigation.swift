/// The site's menu: top-level pages in order, each with the pages of its folder, then the catalog.
struct Navigation: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        let title: String
        /// Folder URL relative to the site root.
        let folder: String
        var children: [Entry] = []
    }

    let entries: [Entry]

    init(pages: [RenderedPage]) {
        let sorted = pages.sorted { ($0.order ?? Int.max, $0.folder) < ($1.order ?? Int.max, $1.folder) }
        var top: [Entry] = []
        for page in sorted where page.folder.split(separator: "/").count <= 1 {
            top.append(Entry(title: page.title, folder: page.folder))
        }
        for page in sorted where page.folder.split(separator: "/").count > 1 {
            let parent = String(page.folder.split(separator: "/")[0]) + "/"
            if let index = top.firstIndex(where: { $0.folder == parent }) {
                top[index].children.append(Entry(title: page.title, folder: page.folder))
            } else {
                top.append(Entry(title: page.title, folder: page.folder))
            }
        }
        top.append(Entry(title: "Catalog", folder: "catalog/"))
        entries = top
    }

    /// The menu as a template sees it from a page in `folder`: relative URLs and the current page marked.
    func context(from folder: String, root: String) -> [[String: Any]] {
        entries.map { entry in
            [
                "title": entry.title, "url": root + entry.folder,
                "current": entry.folder == folder || (entry.folder != "" && folder.hasPrefix(entry.folder)),
                "hasChildren": !entry.children.isEmpty,
                "children": entry.children.map { child in
                    ["title": child.title, "url": root + child.folder, "current": child.folder == folder] as [String: Any]
                },
            ]
        }
    }
}
