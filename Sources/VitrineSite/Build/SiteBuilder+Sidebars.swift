extension SiteBuilder {
    /// The menu entry a docs' other versions are held under (`SiteConfig.versionFolders`).
    static let versionsGroup = "Versions"

    /// The reading order Docusaurus' sidebars give: each page's place and categories, the content folder's from its
    /// sidebar and each mounted version's from its own, its categories inside the version's folder.
    static func sidebarOrder(config: SiteConfig, pages: [PublishedPage], mountPrefixes: [String]) -> (positions: [String: Int], groups: [String: [String]]) {
        var pathOfID: [String: String] = [:]
        for page in pages { pathOfID[DocusaurusDocs.id(of: page.source, mounts: mountPrefixes)] = page.source.path }
        var positions = sidebarPositions(config.sidebarStrings, pathOfID: pathOfID)
        var groups = sidebarGroups(config.sidebarEntries, pathOfID: pathOfID)
        for sidebar in config.mountedSidebars {
            let after = positions.count
            for (path, position) in sidebarPositions(sidebar.strings.map { sidebar.prefix + $0 }, pathOfID: pathOfID) { positions[path] = after + position }
            let entries = sidebar.entries.map {
                DocusaurusSidebar.Entry(target: sidebar.prefix + $0.target, groups: ReadingOrder.anchored($0.groups, in: sidebar.prefix))
            }
            groups.merge(sidebarGroups(entries, pathOfID: pathOfID)) { first, _ in first }
        }
        return (positions, groups)
    }

    /// The categories of each page and folder a Docusaurus sidebar lists, by source path; none when it has no categories.
    static func sidebarGroups(_ entries: [DocusaurusSidebar.Entry], pathOfID: [String: String]) -> [String: [String]] {
        guard entries.contains(where: { !$0.groups.isEmpty }) else { return [:] }
        var groups: [String: [String]] = [:]
        for entry in entries {
            let path = entry.target.hasSuffix("/") ? entry.target : pathOfID[entry.target]
            if let path, !path.isEmpty, groups[path] == nil { groups[path] = entry.groups }
        }
        return groups
    }

    /// Each page's place in a Docusaurus sidebar, by source path: a page is found by its doc id (`DocusaurusDocs`,
    /// `pathOfID`).
    static func sidebarPositions(_ strings: [String], pathOfID: [String: String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for string in strings {
            if let path = pathOfID[string], positions[path] == nil { positions[path] = positions.count }
        }
        return positions
    }
}
