/// What the templates receive of each page: its values, its place in the tree, its picture for sharing.
extension SiteAssembly {
    static func root(of outputPath: String) -> String {
        let prefix = SitePaths.rootPrefix(from: SitePaths.directory(of: outputPath))
        return prefix.isEmpty ? "./" : prefix
    }

    /// - Parameters:
    ///   - page: The node's page, rendered.
    ///   - editURL: The config's `editURL`, `{path}` standing for the page's file.
    static func values(of node: Int, page: PublishedPage?, tree: PageTree, navigation: PageNavigation, editURL: String?, feed: Feed? = nil) -> PageValues {
        let root = Self.root(of: tree.nodes[node].location.outputPath)
        var values = PageValues(
            title: tree.nodes[node].title, description: page.flatMap { $0.source.matter.description ?? $0.rendered.summary } ?? "", content: page?.rendered.content ?? "",
            // A hero's name is the page's visible title, its one `<h1>`.
            showTitle: !(page?.rendered.startsWithHeading ?? false) && page?.rendered.home?.hero?.name == nil,
            contents: Self.contents(page?.rendered.sections ?? []), navigation: navigation,
            date: page?.source.matter.date?.day, lastmod: page?.lastmod?.day, params: page?.source.matter.params ?? [:])
        values.lastmodAuthor = page?.lastmodAuthor
        values.home = page?.rendered.home
        if let editURL, let page {
            values.editURL = editURL.replacing(SiteConfig.editPathPlaceholder, with: PercentEncoding.encodedPath(page.source.file))
        }
        values.feed = feed.map {
            PageValues.FeedLink(
                title: $0.title, atom: root + PercentEncoding.encodedPath($0.atomPath), rss: root + PercentEncoding.encodedPath($0.rssPath))
        }
        return values
    }

    /// The picture shared with a link to the page: its front matter's `image` (a URL, or a path from the page's
    /// folder or, with a leading `/`, from the site's root), else its social card. Both need the base URL's host,
    /// as OpenGraph takes absolute URLs only.
    /// - Parameter bundlesMove: Whether a page bundle's files are published with its page (Hugo's).
    static func sharedImage(of node: Int, pages: [PublishedPage], tree: PageTree, cards: SocialCards, base: String?, bundlesMove: Bool = false)
        -> PageValues.SharedImage?
    {
        if let page = tree.nodes[node].page.map({ pages[$0] }), let written = page.source.matter.image {
            if written.contains("://") { return PageValues.SharedImage(url: written) }
            guard let base, let path = imagePath(of: page, bundlesMove: bundlesMove) else { return nil }
            return PageValues.SharedImage(url: base + PercentEncoding.encodedPath(path))
        }
        guard let base, let card = cards.cardOfNode[node] else { return nil }
        return PageValues.SharedImage(url: base + PercentEncoding.encodedPath(card.path), width: card.width, height: card.height)
    }

    /// Where a page's front-matter `image` is in the output, when it names a file of the site: beside the page's file,
    /// or, in a page bundle whose files are published with the page (Hugo's `post/x/index.md` at `/p/x/`), there.
    static func imagePath(of page: PublishedPage, bundlesMove: Bool = false) -> String? {
        guard let written = page.source.matter.image, !written.contains("://") else { return nil }
        if written.hasPrefix("/") { return String(written.drop { $0 == "/" }) }
        let folder = bundlesMove && page.source.isIndex && !page.rendered.location.directory.hasSuffix(".html")
            ? page.rendered.location.directory : page.source.sourceFolder
        return SitePaths.resolve(written, in: folder)
    }

    /// Three or more sections with anchors make an "On this page" list; fewer need none.
    static func contents(_ sections: [RenderedPage.Section]) -> [RenderedPage.Section] {
        let linked = sections.filter { !$0.id.isEmpty }
        return linked.count >= 3 ? linked : []
    }

    /// - Parameters:
    ///   - page: The node's page, rendered; `pages` give the other entries' descriptions.
    ///   - sectionsListPages: Whether a section's page lists its pages under its own text (Docsy's, unless the page
    ///     says `no_list: true`); otherwise only a section page with no text of its own does.
    static func navigation(
        of node: Int, page: PublishedPage?, pages: [PublishedPage], tree: PageTree, menu: Menu, root: String, sectionsListPages: Bool = false
    ) -> PageNavigation {
        let entry = tree.nodes[node]
        func link(_ index: Int) -> PageValues.Link {
            let target = tree.nodes[index]
            let description = target.page.map { pages[$0].source.matter.description ?? "" } ?? ""
            return PageValues.Link(title: target.menuTitle, url: root + target.location.encoded, description: description)
        }
        let listsChildren = entry.isSection
            && (page?.rendered.isEmpty ?? true || sectionsListPages && page?.source.matter.params["no_list"]?.truth != true)
        return PageNavigation(
            menu: menu.html(for: node, root: root), breadcrumbs: node == 0 ? [] : tree.ancestors(of: node).map(link),
            previous: tree.previous(of: node).map(link), next: tree.next(of: node).map(link),
            children: listsChildren ? entry.children.map(link) : [])
    }
}
