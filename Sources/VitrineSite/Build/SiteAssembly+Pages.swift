import Foundation
import VitrineMustache
import VitrineSearch

/// Each page of a tree templated, on every core: its menu, values and file; written at once where the build
/// writes as it goes, only its links and ids kept.
extension SiteAssembly {
    /// - Parameter rendering: Renders a page (by its index in `pages`) as it is templated, where the build rendered
    ///   none ahead; returned are then the rendered pages by index, without their HTML and SVGs (else none).
    @discardableResult
    mutating func addPages(
        _ pages: [PublishedPage], tree: PageTree, menu: Menu, context: TemplateContext, reusing reusable: [String: CachedPageFile], memo: TemplatingMemo?,
        feeds: SectionFeeds, cards: SocialCards, languages: (map: LanguageMap, part: Int)? = nil, rendering: PageRendering? = nil
    ) -> [RenderedPage?] {
        let templates = templates
        let editURL = config.editURL
        let base = config.absoluteBaseURL
        // Values, templating, the bytes and their etag are per page work: all of it on every core.
        // Menus, breadcrumbs and neighbours depend on the tree alone: an edit that keeps the tree keeps them.
        let sectionsListPages = config.sectionsListPages
        let versionMap = VersionMap(tree: tree, versions: config.docVersions)
        let inputs = pages.map {
            NavigationInputs(description: $0.source.matter.description, isEmpty: $0.rendered.isEmpty, noList: $0.source.matter.params["no_list"]?.truth == true)
        }
        // Made ahead for the preview's memo; a build makes each page's as it templates the page, holding none.
        let navigations = memo.map { memo in
            memo.reusableNavigation(for: tree, inputs: inputs) ?? Parallel.map(tree.readingOrder) { node in
                Self.navigation(
                    of: node, page: tree.nodes[node].page.map { pages[$0] }, pages: pages, tree: tree, menu: menu, root: Self.root(of: tree.nodes[node].location.outputPath),
                    sectionsListPages: sectionsListPages)
            }
        }
        if let navigations { memo?.keep(navigation: navigations, for: tree, inputs: inputs) }
        let (output, keepsValues) = (output, memo != nil)
        // In runs, each sharing its pages' URLs among their scans: neighbouring pages repeat most menu links.
        let order = tree.readingOrder
        let runLength = max(1, (order.count + 15) / 16)
        let runs = stride(from: 0, to: order.count, by: runLength).map { $0..<min($0 + runLength, order.count) }
        // Two entries at one address (a folder's listing and a page whose permalink is the folder's): the later
        // in reading order is the file, as it is in `files`. The earlier is not made, so no two threads write one file.
        let lastAtPath = Dictionary(order.indices.map { (tree.nodes[order[$0]].location.outputPath, $0) }, uniquingKeysWith: { _, later in later })
        // Kept in their runs: one flattened array would be a second copy of them all.
        let bundlesMove = config.sourceTool == .hugo
        let htmlRuns = Parallel.map(runs) { run -> [TemplatedPage?] in
            let urls = URLTable()
            return run.map { position -> TemplatedPage? in
                let node = order[position]
                let outputPath = tree.nodes[node].location.outputPath
                guard lastAtPath[outputPath] == position else { return nil }
                // The page rendered here, where the build rendered none ahead: its HTML lives while it is templated.
                let page = tree.nodes[node].page.map { index in
                    rendering.map { PublishedPage(source: pages[index].source, rendered: $0(index, pages[index]), lastChange: pages[index].lastChange) } ?? pages[index]
                }
                let navigation = navigations?[position]
                    ?? Self.navigation(
                        of: node, page: page, pages: pages, tree: tree, menu: menu, root: Self.root(of: outputPath), sectionsListPages: sectionsListPages)
                let feed = feeds.feedOfNode.isEmpty ? nil : feeds.feedOfNode[node].map { feeds.feeds[$0] }
                var values = Self.values(of: node, page: page, tree: tree, navigation: navigation, editURL: editURL, feed: feed)
                values.image = Self.sharedImage(of: node, pages: pages, tree: tree, cards: cards, base: base, bundlesMove: bundlesMove)
                values.languages = languages.map { $0.map.links(part: $0.part, node: node, root: Self.root(of: outputPath), base: base) }
                values.versions = versionMap?.links(node: node, root: Self.root(of: outputPath))
                if let previous = reusable[outputPath], previous.values == values { return TemplatedPage(file: previous.file, cached: previous, isNew: false) }
                var context = context.base(outputPath: outputPath, title: values.title, description: values.description, node: node)
                context.merge(values.context) { _, new in new }
                let bytes = templates.renderBytes("page", context, sizeHint: values.content.utf8.count + navigation.menu.utf8.count + 4096)
                var file = SnapshotFile(bytes: bytes, contentType: ContentTypes.forPath(outputPath))
                var scan: HTMLAttributes.Scan?
                // Written here, on every core, and only its links and ids kept: no build holds its pages' HTML.
                if let output {
                    output.write(outputPath, file)
                    file = SnapshotFile(written: file)
                    scan = HTMLAttributes.linkScan(bytes, sharing: urls)
                }
                var rendered = rendering == nil ? nil : page?.rendered
                rendered?.content = ""
                return TemplatedPage(file: file, cached: keepsValues ? CachedPageFile(values: values, file: file) : nil, isNew: true, scan: scan, rendered: rendered)
            }
        }
        let htmls = htmlRuns.joined()
        for (node, html) in zip(tree.readingOrder, htmls) {
            let entry = tree.nodes[node]
            guard let html else {
                if entry.page == nil { generatedListings.insert(entry.location.outputPath) }
                continue
            }
            if let index = entry.page {
                let rendered = html.rendered ?? pages[index].rendered
                add(entry.location.outputPath, html.file, origin: LinkChecker.Origin(file: rendered.displayPath, links: rendered.links, included: rendered.includedLinks), scan: html.scan)
                for (path, svg) in rendered.svgFiles { add(path, svg) }
            } else {
                add(entry.location.outputPath, html.file, origin: LinkChecker.Origin(file: templates.directory + "/page.mustache", links: []), scan: html.scan)
                generatedListings.insert(entry.location.outputPath)
            }
        }
        memo?.keep(
            pageFiles: Dictionary(
                zip(tree.readingOrder.map { tree.nodes[$0].location.outputPath }, htmls).compactMap { path, html in html?.cached.map { (path, $0) } },
                uniquingKeysWith: { first, _ in first }),
            templated: htmls.count { $0?.isNew == true })
        guard let rendering else { return [] }
        var rendered = [RenderedPage?](repeating: nil, count: pages.count)
        // A page whose address a later entry's file took is rendered all the same: its problems and its text for
        // search are the site's, as they are when every page is rendered ahead.
        var replaced: [Int] = []
        for (node, html) in zip(tree.readingOrder, htmls) {
            guard let index = tree.nodes[node].page else { continue }
            if let html { rendered[index] = html.rendered } else { replaced.append(index) }
        }
        for (index, made) in zip(replaced, Parallel.map(replaced) { rendering($0, pages[$0]) }) { rendered[index] = made }
        for index in rendered.indices {
            rendered[index]?.content = ""
            rendered[index]?.svgFiles = [:]
        }
        return rendered
    }

    /// Renders the page at an index of the pages being templated, from what they hold of it (its header and place).
    typealias PageRendering = @Sendable (_ index: Int, _ page: PublishedPage) -> RenderedPage

    /// A page's templated file, what the preview's memo keeps of it, and its links and ids once written.
    struct TemplatedPage: Sendable {
        var file: SnapshotFile
        var cached: CachedPageFile?
        var isNew: Bool
        var scan: HTMLAttributes.Scan?
        /// The page as rendered while it was templated, without its HTML.
        var rendered: RenderedPage?
    }
}
