extension SiteBuilder {
    /// A multilingual site's languages, the default first, each with its pages and its own tree built from its
    /// folder as a one-language site's tree is built from the site folder: the same `nav:` orders every language.
    static func languageParts(
        _ pages: [PublishedPage], languages: SiteLanguages, siteTitle: String, rules: URLRules, tool: SourceTool?,
        order: (positions: [String: Int], titles: [String: String], groups: [String: [String]], groupsHoldFolders: Bool, sectionPages: Set<String>, nestedUnder: [String: String], unparted: Set<String>),
        groupTranslations: [String: [String: String]] = [:], folders: (orders: [String: Int], titles: [String: String]) = ([:], [:]),
        hidesUnlisted: Bool = false
    ) -> [LanguagePart] {
        var byLanguage: [String: [PublishedPage]] = [:]
        for page in pages { byLanguage[page.source.language, default: []].append(page) }
        return languages.languages.map { language in
            let prefix = languages.prefix(of: language.code)
            // Its URL path, as the tool writes its folder's (Hugo's `zh-Hans/` is `/zh-hans/`).
            let urlPrefix = prefix.isEmpty ? "" : rules.section(prefix).path
            let own = byLanguage[language.code] ?? []
            // Each language's pages in the order the tool gives them (Hugo's dates, Zola's `sort_by`).
            let treePages = ToolSorting.pages(own.map(\.treePage), published: own, tool: tool).map { whole in
                let path = whole.sourcePath.hasPrefix(prefix) ? String(whole.sourcePath.dropFirst(prefix.count)) : whole.sourcePath
                return PageTree.Page(
                    sourcePath: path, location: whole.location, title: whole.title, linkTitle: whole.linkTitle, order: whole.order, isIndex: whole.isIndex,
                    hasOwnTitle: whole.hasOwnTitle)
            }
            // A language with a sidebar of its own (VitePress' per-locale `sidebar`) is ordered by it; the others
            // by the default language's.
            var order = order
            if !prefix.isEmpty, order.positions.keys.contains(where: { $0.hasPrefix(prefix) }) {
                let own = { (path: String) in path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil }
                order.positions = Dictionary(order.positions.compactMap { path, position in own(path).map { ($0, position) } }, uniquingKeysWith: min)
                order.titles = Dictionary(order.titles.compactMap { path, title in own(path).map { ($0, title) } }, uniquingKeysWith: { first, _ in first })
                order.groups = Dictionary(order.groups.compactMap { path, chain in own(path).map { ($0, chain) } }, uniquingKeysWith: { first, _ in first })
            }
            // The menu's groups and folders under the labels the sidebar gives them in this language.
            let code = language.code.lowercased()
            let translated = { (label: String) in
                groupTranslations[label]?[code] ?? groupTranslations[label]?[String(code.prefix { $0 != "-" })] ?? label
            }
            let groups = groupTranslations.isEmpty ? order.groups : order.groups.mapValues { $0.map(translated) }
            let folders = Self.folders(folders, ofLanguageAt: prefix, translated: translated)
            let tree = PageTree(
                pages: treePages, listed: order.positions, listedTitles: order.titles, groups: groups, groupsHoldFolders: order.groupsHoldFolders,
                sectionPages: order.sectionPages, nestedUnder: order.nestedUnder, unparted: order.unparted, folders: folders, siteTitle: siteTitle,
                homeTitle: ThemeWords.words(for: language.code, overrides: language.words)["home"] ?? "Home", homePath: urlPrefix,
                section: { rules.section(prefix + $0) }, hidesUnlisted: hidesUnlisted)
            return LanguagePart(language: language, prefix: urlPrefix, pages: own, tree: tree)
        }
    }

    /// The folders' places and titles in the language whose pages are under `prefix`: a translation's own (its
    /// `_category_` files) where it has them, else its original folder's, each title translated.
    static func folders(
        _ folders: (orders: [String: Int], titles: [String: String]), ofLanguageAt prefix: String, translated: (String) -> String
    ) -> (orders: [String: Int], titles: [String: String]) {
        guard !prefix.isEmpty else { return (folders.orders, folders.titles.mapValues(translated)) }
        var orders = folders.orders
        var titles = folders.titles
        for (folder, order) in folders.orders where folder.hasPrefix(prefix) { orders[String(folder.dropFirst(prefix.count))] = order }
        for (folder, title) in folders.titles where folder.hasPrefix(prefix) { titles[String(folder.dropFirst(prefix.count))] = title }
        return (orders, titles.mapValues(translated))
    }
}
