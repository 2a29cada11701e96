/// Where another tool puts a page among its siblings, given to the tree as the page's `order` (the tree orders
/// siblings by `order`, then by title):
///
/// - Zola: its sections' `sort_by` (`ZolaSorting`).
/// - Hugo: weight first, then date, newest first, for the pages without one (Hugo's default order, in which a
///   weight of 0 is unset and comes after the weighted).
/// - Docusaurus: `sidebar_position`, else the number a file's or folder's name starts with (`02-intro.md`), which
///   its URL drops; a folder's `_category_.json` (or `.yml`) gives its `position` and `label`.
enum ToolSorting {
    /// Docusaurus' positions may be decimals (1.5 between 1 and 2): kept in thousandths.
    static let positionScale = 1000.0
    /// Above any weight an author writes: the dated pages after the weighted ones.
    private static let datedAfterWeights = 1_000_000_000

    static func pages(_ treePages: [PageTree.Page], published: [PublishedPage], tool: SourceTool?) -> [PageTree.Page] {
        switch tool {
        case .zola: return ZolaSorting.pages(treePages, published: published)
        case .hugo:
            return zip(treePages, published).map { tree, page in
                guard tree.order == nil, let day = page.source.matter.date.flatMap({ Int($0.day.filter(\.isNumber).prefix(8)) }) else { return tree }
                return tree.ordered(datedAfterWeights + 99_999_999 - day)
            }
        case .docusaurus:
            return zip(treePages, published).map { tree, page in
                if case .scalar(let written, _)? = page.source.matter.params["sidebar_position"], let position = Double(written), position.isFinite {
                    return tree.ordered(Int((position * positionScale).rounded()))
                }
                guard tree.order == nil, let number = numberPrefix(page.source.isIndex ? "" : page.source.name) else { return tree }
                return tree.ordered(number * Int(positionScale))
            }
        default: return treePages
        }
    }

    /// Jekyll's pages read from an underscore folder its `include:` names (`_pages/start.md`): placed in the menu as
    /// pages of the site's root, as Jekyll publishes them at their permalinks with no section for the folder. A page
    /// whose place there another page already has keeps its folder.
    static func unfolded(_ treePages: [PageTree.Page], included: [String]) -> [PageTree.Page] {
        let folders = Set(included.filter { $0.hasPrefix("_") && !$0.contains("/") })
        guard !folders.isEmpty else { return treePages }
        var taken = Set(treePages.map(\.sourcePath))
        return treePages.map { page in
            let parts = page.sourcePath.split(separator: "/", maxSplits: 1)
            guard parts.count == 2, folders.contains(String(parts[0])), taken.insert(String(parts[1])).inserted else { return page }
            return PageTree.Page(
                sourcePath: String(parts[1]), location: page.location, title: page.title, linkTitle: page.linkTitle, order: page.order,
                isIndex: page.isIndex, hasOwnTitle: page.hasOwnTitle)
        }
    }

    /// For Docusaurus, each folder's place and name among its siblings, by its path in the site folder
    /// (`guides/01-basics/`): from its `_category_` file, else from the number its name starts with.
    static func folders(of pagePaths: [String], staticFiles: [SiteSource.StaticFile], tool: SourceTool?) -> (orders: [String: Int], titles: [String: String]) {
        guard tool == .docusaurus else { return ([:], [:]) }
        var folders: Set<String> = []
        for path in pagePaths {
            var folder = SitePaths.directory(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = SitePaths.directory(of: String(folder.dropLast())) }
        }
        var orders: [String: Int] = [:]
        var titles: [String: String] = [:]
        for folder in folders where !folder.isEmpty {
            let name = String(folder.dropLast().split(separator: "/").last ?? "")
            if let number = numberPrefix(name) { orders[folder] = number * Int(positionScale) }
        }
        for file in staticFiles where isCategoryFile(file.path) {
            let folder = SitePaths.directory(of: file.path)
            guard folders.contains(folder), case .table(let settings)? = category(file) else { continue }
            if case .scalar(let written, _)? = settings["position"], let position = Double(written), position.isFinite {
                orders[folder] = Int((position * positionScale).rounded())
            }
            if case .scalar(let label, .string)? = settings["label"], !label.isEmpty { titles[folder] = label }
        }
        return (orders, titles)
    }

    /// Whether the file at `path` is a Docusaurus folder's `_category_` settings, read for the menu, never published.
    static func isCategoryFile(_ path: String) -> Bool {
        ["_category_.json", "_category_.yml", "_category_.yaml"].contains(path.split(separator: "/").last ?? "")
    }

    /// `02-intro` → 2; `nil` where Docusaurus reads no number prefix (`2024-01-01-post`, `10.20`).
    static func numberPrefix(_ name: String) -> Int? {
        guard DocusaurusDocs.withoutNumberPrefix(name) != name else { return nil }
        return Int(name.prefix { $0.isNumber })
    }

    private static func category(_ file: SiteSource.StaticFile) -> HeaderValue? {
        let text = String(decoding: file.bytes, as: UTF8.self)
        if file.path.hasSuffix(".json") { return ScriptLiteral.value(of: text) }
        return YAMLHeader.value(ofDocument: text)
    }
}

extension PageTree.Page {
    /// The same page with the place `order` gives it among its siblings.
    func ordered(_ order: Int) -> PageTree.Page {
        var page = PageTree.Page(sourcePath: sourcePath, location: location, title: title, linkTitle: linkTitle, order: order, isIndex: isIndex)
        page.hasOwnTitle = hasOwnTitle
        return page
    }
}
