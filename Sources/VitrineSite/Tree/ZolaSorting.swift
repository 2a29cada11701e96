/// Zola orders a section's pages by the section's `sort_by`: `date` newest first, `title` by title alone,
/// `weight` (and `none`) by weight. The tree orders siblings by `order` and then by title, so each page of such a
/// section is given the `order` that puts it where Zola does.
enum ZolaSorting {
    static func pages(_ treePages: [PageTree.Page], published: [PublishedPage]) -> [PageTree.Page] {
        var rules: [String: String] = [:]
        for page in published where page.source.name == "_index" {
            if case .scalar(let rule, _)? = page.source.matter.params["sort_by"] { rules[page.source.sourceFolder] = rule }
        }
        guard rules.values.contains(where: { $0 == "date" || $0 == "title" }) else { return treePages }
        return zip(treePages, published).map { tree, page in
            guard page.source.name != "_index", let rule = rules[section(of: page.source)] else { return tree }
            let order: Int?
            switch rule {
            // Newest first; a page without a date after those with one, as Zola leaves it out of the sorted ones.
            case "date": order = page.source.matter.date.flatMap { Int($0.day.filter(\.isNumber)) }.map { 99_999_999 - $0 }
            case "title": order = nil
            default: return tree
            }
            var sorted = PageTree.Page(
                sourcePath: tree.sourcePath, location: tree.location, title: tree.title, linkTitle: tree.linkTitle, order: order, isIndex: tree.isIndex)
            sorted.hasOwnTitle = tree.hasOwnTitle
            return sorted
        }
    }

    /// The folder of the section a page belongs to: its own folder's, or, for a bundle's `index.md`, the parent's.
    private static func section(of page: PageSource) -> String {
        guard page.name == "index" else { return page.sourceFolder }
        return SitePaths.directory(of: String(page.sourceFolder.dropLast()))
    }
}
