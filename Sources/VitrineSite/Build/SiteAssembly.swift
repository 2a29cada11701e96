import Foundation
import VitrineMustache
import VitrineSearch

/// Puts the built site together: every output file by path, and where each page came from.
struct SiteAssembly {
    /// Where the list of every page goes: what the search box links to without JavaScript. `search/`, unless
    /// a page of the site is published there (Docsy's and Jekyll themes' `search.md`): then `all-pages/`.
    static let allPagesPaths = ["search/", "all-pages/"]
    /// The theme's files' folder in another tool's project whose own files have their names.
    static let themeFolder = "_vitrine/"
    let allPagesPath: String
    /// Where the print page is (`printPaths`), `nil` for none: the link check leaves it to the pages it copies.
    let printPath: String?

    let config: SiteConfig
    let templates: TemplateSet
    /// Every output file by path; with `output`, what is kept of each once written (`SnapshotFile.isWritten`).
    private(set) var files: [String: SnapshotFile] = [:]
    private(set) var origins: [String: LinkChecker.Origin] = [:]
    /// Where each file goes as it is made, so the build holds no page once written; `nil` keeps them in `files`.
    let output: StagedOutput?
    /// The links and ids of the HTML files written to `output`, for the link check, which cannot read them back.
    private(set) var scans: [String: HTMLAttributes.Scan] = [:]
    private(set) var diagnostics: [SiteDiagnostic] = []

    /// - Parameters:
    ///   - memo: Templated pages and catalog files of the last build, reused where their inputs are the same.
    /// The search index when it is made on demand.
    private(set) var deferred: DeferredFiles?
    /// The print page and the llms files, in the preview: made when first asked for (`Snapshot.onDemand`).
    private(set) var onDemand: DeferredFiles?

    /// Each page as rendered while it was templated (`rendering`), without its HTML, by its index; empty otherwise.
    private(set) var renderedAsTemplated: [RenderedPage?] = []

    /// - Parameters:
    ///   - searchIndex: When the search index is made; `deferred` holds it unless with the pages.
    ///   - rendering: Renders each page as it is templated, where the build rendered none ahead (`pages` then
    ///     hold their headers and places only).
    init(
        config: SiteConfig, templates: TemplateSet, pages: [PublishedPage], tree: PageTree, catalog: [CatalogEntry],
        catalogPNGs: [String: [UInt8]] = [:], memo: TemplatingMemo? = nil, searchIndex: SearchIndexTiming = .withPages,
        allPagesPath: String = allPagesPaths[0], printPath: String? = nil, feeds: SectionFeeds = SectionFeeds(), cards: SocialCards = SocialCards(),
        notFound: PublishedPage? = nil, ownComponents: [String: String] = [:], languages: [LanguagePart] = [], output: StagedOutput? = nil,
        rendering: PageRendering? = nil
    ) {
        self.output = output
        self.config = config
        self.templates = templates
        self.allPagesPath = allPagesPath
        self.printPath = printPath
        // A multilingual site's default language lists its pages in its own folder, as the others do.
        let languagePrefix = languages.first?.prefix ?? ""
        let menu = Menu(tree: tree, allPagesPath: languagePrefix + allPagesPath)
        let context = TemplateContext(config: config, menu: menu, printPath: printPath, language: languages.first?.language, languagePrefix: languagePrefix)
        let reusable = memo?.reusablePageFiles(
            madeWith: TemplateInputs(templates: templates.sources, config: config, allPagesPath: allPagesPath, printPath: printPath)) ?? [:]
        let languageMap = languages.isEmpty ? nil : LanguageMap(parts: languages, languages: config.languages)
        renderedAsTemplated = addPages(
            pages, tree: tree, menu: menu, context: context, reusing: reusable, memo: memo, feeds: feeds, cards: cards, languages: languageMap.map { ($0, 0) },
            rendering: rendering)
        for (path, png) in cards.files { add(path, SnapshotFile(bytes: png, contentType: ContentTypes.forPath(path))) }
        addRedirects(pages, tree: tree)
        addHomeRedirect(tree)
        // A book without a page of its own at the root opens at its first chapter, as mdBook writes that as index.html.
        if config.sourceTool == .mdBook, tree.nodes[0].page == nil, let first = tree.readingOrder.dropFirst().first(where: { tree.nodes[$0].page != nil }) {
            let chapter = tree.nodes[first]
            add("index.html", SiteExtras.redirect(
                to: chapter.location.encoded, canonical: (config.absoluteBaseURL ?? config.basePath) + chapter.location.encoded, title: chapter.title,
                language: config.language), origin: templates.directory + "/page.mustache")
        }
        let docs = Set(pages.map(\.rendered.location.path))
        if config.catalog {
            let catalogFiles = memo?.reusableCatalogFiles(docs: docs, components: ownComponents)
                ?? catalogFiles(catalog, pngs: catalogPNGs, docs: docs, context: context)
            memo?.keep(catalogFiles: catalogFiles, docs: docs, components: ownComponents)
            for assembled in catalogFiles { add(assembled.path, assembled.file, origin: assembled.origin) }
        }
        addPageIndex(tree: tree, context: context, at: languagePrefix + allPagesPath)
        let makesLLMFiles = config.makesLLMFiles(pages: tree.readingOrder.count)
        if searchIndex == .onDemand, printPath != nil || makesLLMFiles {
            // The preview makes them when asked: each holds every page, and a save would make them again.
            let paths = Set((makesLLMFiles ? LLMFiles.paths(pages: pages) : []) + (printPath.map { [$0 + "index.html"] } ?? []))
            let (config, templates) = (config, templates)
            onDemand = DeferredFiles(prefix: printPath ?? "", paths: paths) {
                var made: [String: SnapshotFile] = [:]
                if let printPath {
                    made[printPath + "index.html"] = Self.printPage(at: printPath, pages: pages, tree: tree, context: context, templates: templates, config: config)
                }
                if makesLLMFiles { for file in LLMFiles.files(pages: pages, tree: tree, config: config) { made[file.path] = file.file } }
                return made
            }
        } else if let printPath {
            addPrintPage(at: printPath, pages: pages, tree: tree, context: context)
        }
        // The site's own not-found page, where it has one, fills the template's `content`; its links are its own.
        var notFoundValues = context.base(
            outputPath: "404.html", title: notFound?.title ?? context.words["pageNotFound"] ?? "Page not found", description: notFound?.source.matter.description ?? "", absolute: true)
        if let notFound { notFoundValues["content"] = .text(notFound.rendered.content) }
        add("404.html", templates.render("404", notFoundValues), origin: notFound?.source.displayPath ?? templates.directory + "/404.mustache",
            links: notFound?.rendered.links ?? [])
        // A site's own `404.html` (Astro's `public/`, GitHub Pages') is its not-found page, where no page is.
        if notFound == nil { generatedListings.insert("404.html") }
        var entries = tree.readingOrder.map { node -> SiteExtras.SitemapEntry in
            let page = tree.nodes[node].page.map { pages[$0] }
            return SiteExtras.SitemapEntry(path: tree.nodes[node].location.path, lastmod: page?.lastmod ?? page?.source.matter.date)
        }
        // The other languages: each its own pages, menu, page list and search index, in its folder.
        for (index, part) in languages.enumerated().dropFirst() {
            let menu = Menu(tree: part.tree, allPagesPath: part.prefix + allPagesPath)
            let context = TemplateContext(config: config, menu: menu, language: part.language, languagePrefix: part.prefix)
            addPages(part.pages, tree: part.tree, menu: menu, context: context, reusing: [:], memo: nil, feeds: SectionFeeds(), cards: SocialCards(),
                     languages: languageMap.map { ($0, index) })
            addRedirects(part.pages, tree: part.tree)
            addPageIndex(tree: part.tree, context: context, at: part.prefix + allPagesPath)
            // A stand-in for a missing translation is the original's copy: the sitemap lists the original only.
            entries += part.tree.readingOrder.compactMap { node in
                let page = part.tree.nodes[node].page.map { part.pages[$0] }
                guard page?.source.fallbackFrom == nil else { return nil }
                return SiteExtras.SitemapEntry(path: part.tree.nodes[node].location.path, lastmod: page?.lastmod ?? page?.source.matter.date)
            }
            if config.search {
                Self.writeSearchFiles(Self.searchDocuments(part.pages, tree: part.tree), language: part.language.code) { add(part.prefix + $0, $1) }
            }
        }
        if config.catalog { entries += (["catalog/"] + catalog.map(\.folder)).map { SiteExtras.SitemapEntry(path: $0, lastmod: nil) } }
        // The sitemap protocol takes absolute URLs only: without a host to put first, there is no sitemap.
        if let base = config.absoluteBaseURL { add("sitemap.xml", SiteExtras.sitemap(entries, base: base)) }
        func documents() -> [SearchDocument] {
            Self.searchDocuments(pages, tree: tree, rendered: renderedAsTemplated)
                + (config.catalog ? Self.catalogSearchDocuments(catalog, section: context.words["catalog"] ?? "Catalog") : [])
        }
        // With `search: false` no index is made; the page list stays, the way to every page without a script.
        if config.search, searchIndex == .withPages {
            Self.writeSearchFiles(documents(), language: config.language) { add(languagePrefix + $0, $1) }
        } else if config.search {
            let documents = documents()
            // A build that writes as it goes writes each index file as it is made, keeping only its name and etag.
            let output = searchIndex == .alongside ? output : nil
            let index = DeferredFiles(prefix: languagePrefix + "search/") {
                var made: [String: SnapshotFile] = [:]
                Self.writeSearchFiles(documents, language: config.language) { path, file in
                    output?.write(languagePrefix + path, file)
                    made[languagePrefix + path] = output == nil ? file : SnapshotFile(written: file)
                }
                return made
            }
            if searchIndex == .alongside { Thread { _ = index.all }.start() }
            deferred = index
        }
        for feed in feeds.feeds {
            add(feed.atomPath, feed.atom)
            add(feed.rssPath, feed.rss)
        }
        if makesLLMFiles, onDemand == nil {
            for made in LLMFiles.files(pages: pages, tree: tree, config: config) { add(made.path, made.file) }
        }
        // A site's own llms.txt says what it offers models better than the generated one, in the preview too
        // (where the generated one is made when asked for, and a site's file is found first).
        if makesLLMFiles { generatedListings.formUnion([LLMFiles.index, LLMFiles.full]) }
        add("robots.txt", SiteExtras.robots(config: config))
        // A site's own `robots.txt` says what crawlers may read better than the generated one.
        generatedListings.insert("robots.txt")
    }

    /// One warning for each page whose front-matter `image` names no file of the site: a link shared from it would
    /// show a broken picture.
    func missingImages(_ pages: [PublishedPage]) -> [SiteDiagnostic] {
        pages.compactMap { page in
            guard let path = Self.imagePath(of: page, bundlesMove: config.sourceTool == .hugo), files[path] == nil, let written = page.source.matter.image else { return nil }
            let place = page.source.matter.imagePlace
            return SiteDiagnostic(
                file: page.source.displayPath, line: place?.line ?? 1, column: place?.column ?? 0,
                message: "image '\(written)' is not a file of the site: a link to this page would be shared with a missing picture", severity: .warning)
        }
    }

    /// Copies static files: the theme's first, then the site's, which may replace them. A site's own
    /// `index.html` takes the place of the list vitrine would make for a folder without an index page; any
    /// other site file that collides with a generated file is an error.
    /// - Parameter prefix: Where in the site the files' folder is mounted (`img/logos/`): their paths start with it,
    ///   their names in messages do not.
    mutating func addStaticFiles(_ staticFiles: [SiteSource.StaticFile], displayPrefix: String, mountedAt prefix: String = "", replaceable: Bool = false) {
        var withFrontMatter: [String] = []
        func shown(_ file: SiteSource.StaticFile) -> String { displayPrefix + "/" + file.path.dropFirst(prefix.count) }
        // The output's folders: a file named as one (a stray copy of `page.mdx` without its extension) cannot be beside it.
        lazy var folders = Set(files.keys.flatMap { path in
            path.indices.filter { path[$0] == "/" }.map { String(path[..<$0]) }
        })
        for file in staticFiles {
            if folders.contains(file.path) {
                diagnostics.append(SiteDiagnostic(
                    file: shown(file), line: 1, column: 1,
                    message: "this file is not published: the site has a folder of its name (/\(file.path)/), a page's or a file's",
                    severity: .warning))
                continue
            }
            let hasFrontMatter = file.bytes.starts(with: "---\n".utf8) || file.bytes.starts(with: "---\r\n".utf8)
            // One written as a template for another tool (Jekyll's Liquid `sitemap.xml`) would be copied as its source.
            let replacesGenerated = generatedListings.contains(file.path) || (files[file.path] != nil && !themeFiles.contains(file.path))
            if replacesGenerated, [LLMFiles.index, LLMFiles.full].contains(file.path) || !file.path.hasSuffix(".html"), hasFrontMatter {
                diagnostics.append(SiteDiagnostic(
                    file: shown(file), line: 1, column: 1,
                    message: "this \(file.path) is a template with front matter, which vitrine does not run: the generated \(file.path) is published in its place",
                    severity: .warning))
                continue
            }
            if files[file.path] != nil, !themeFiles.contains(file.path), !generatedListings.contains(file.path) {
                // MkDocs keeps the page and leaves the file out, with a warning.
                if config.sourceTool == .mkDocs {
                    diagnostics.append(SiteDiagnostic(
                        file: shown(file), line: 1, column: 1,
                        message: "left out: the page made at \(file.path) is published there, as MkDocs keeps the page", severity: .warning))
                    continue
                }
                // Docusaurus publishes its docs under their route (`/docs/helm/`), beside this file (`/helm/`); vitrine
                // publishes them at the root, so the clash is vitrine's own: the page stays, and the file is named.
                if config.sourceTool == .docusaurus, !config.routePrefix.isEmpty {
                    diagnostics.append(SiteDiagnostic(
                        file: shown(file), line: 1, column: 1,
                        message: "left out: vitrine publishes the docs at the site's root, and a page of them is at \(file.path) "
                            + "(Docusaurus publishes it under /\(config.routePrefix), beside this file)", severity: .warning))
                    continue
                }
                // Zola copies the static folder last, over the pages it wrote.
                guard config.sourceTool == .zola else {
                    diagnostics.append(SiteDiagnostic(file: shown(file), message: "this file would replace the generated \(file.path)"))
                    continue
                }
                diagnostics.append(SiteDiagnostic(
                    file: shown(file), line: 1, column: 1,
                    message: "this file is published at \(file.path) in place of the page made there, as Zola copies its static files last",
                    severity: .warning))
            }
            store(file.path, SnapshotFile(bytes: file.bytes, contentType: ContentTypes.forPath(file.path)))
            let isSitePage = !replaceable && file.path.hasSuffix(".html")
            origins[file.path] = isSitePage ? LinkChecker.Origin(file: shown(file), links: [], isCopied: true) : nil
            generatedListings.remove(file.path)
            if replaceable { themeFiles.insert(file.path) }
            if isSitePage, hasFrontMatter {
                withFrontMatter.append(shown(file))
            }
        }
        // Jekyll reads front matter and Liquid in HTML files too; a folder brought over keeps them as text.
        if let first = withFrontMatter.min() {
            let others = withFrontMatter.count > 1 ? " (here and in \(withFrontMatter.count - 1) more)" : ""
            diagnostics.append(SiteDiagnostic(
                file: first, line: 1, column: 1,
                message: "front matter in an HTML file is not read\(others): HTML files are copied as they are; a page written in Markdown gets its title, menu and layout",
                severity: .warning))
        }
    }

    private var themeFiles: Set<String> = []
    /// The pages vitrine makes for folders without an index page: a site's own `index.html` may replace them.
    var generatedListings: Set<String> = []
    /// Redirect pages to another site on the host (mdBook's `/old-book/…` targets), whose one link the check leaves alone.
    var redirectsOffTheSite: Set<String> = []
}

private extension SiteAssembly {
    /// A small page at each alias that sends the reader on: a refresh, a canonical link and a plain link.
    mutating func addRedirects(_ pages: [PublishedPage], tree: PageTree) {
        var owners: [String: String] = [:]
        // Jekyll's aliases with a placeholder (`/sips/:number`), which only a plugin of the project fills.
        var unfilled: [(page: PublishedPage, alias: String)] = []
        defer {
            if let first = unfilled.first {
                let count = unfilled.count == 1 ? "1 alias holds a placeholder" : "\(unfilled.count) aliases hold placeholders"
                diagnostics.append(SiteDiagnostic(
                    file: first.page.source.displayPath, line: 1,
                    message: "\(count) a plugin of the project fills, not written, the first here: '\(first.alias)'", severity: .warning))
            }
        }
        for (index, page) in pages.enumerated() {
            for alias in page.source.matter.aliases {
                if config.sourceTool == .jekyll, JekyllPermalink.placeholders(in: alias) != nil {
                    unfilled.append((page, alias))
                    continue
                }
                // Zola and Jekyll (jekyll-redirect-from) read every alias from the site's root; Hugo and vitrine a
                // relative one from the page's folder.
                let fromRoot = alias.hasPrefix("/") || config.sourceTool == .zola || config.sourceTool == .jekyll
                guard let location = PageLocation(headerPath: fromRoot ? alias : page.source.sourceFolder + alias) else { continue }
                let path = location.outputPath
                if path == page.rendered.location.outputPath { continue }
                // An old URL another redirect or a page already holds is skipped, as Hugo and Jekyll keep the
                // first: a warning, so the folder still builds as its authors built it.
                if let owner = owners[path] {
                    diagnostics.append(SiteDiagnostic(
                        file: page.source.displayPath, line: 1, message: "alias '\(alias)' skipped: it is already an alias of \(owner)",
                        severity: .warning))
                    continue
                }
                if files[path] != nil {
                    diagnostics.append(SiteDiagnostic(
                        file: page.source.displayPath, line: 1, message: "alias '\(alias)' skipped: the page at /\(location.path) is there",
                        severity: .warning))
                    continue
                }
                owners[path] = page.source.displayPath
                let target = SitePaths.relative(from: location.directory, to: page.rendered.location.encoded)
                let canonical = (config.absoluteBaseURL ?? config.basePath) + page.rendered.location.encoded
                add(path, SiteExtras.redirect(to: target, canonical: canonical, title: tree.nodes[tree.nodeOfPage[index]].title, language: config.language),
                    origin: page.source.displayPath)
            }
        }
    }

    /// The root index page may live elsewhere (a permalink); the site's root then sends readers to it.
    mutating func addHomeRedirect(_ tree: PageTree) {
        let home = tree.nodes[0]
        guard !home.location.path.isEmpty, files["index.html"] == nil else { return }
        let canonical = (config.absoluteBaseURL ?? config.basePath) + home.location.encoded
        add("index.html", SiteExtras.redirect(to: home.location.encoded, canonical: canonical, title: home.title, language: config.language),
            origin: templates.directory + "/page.mustache")
    }

    /// Every page in reading order, indented by section: the way to any page without a script. A hundred
    /// entries a page, the pages linked in order, so no page of it grows with the site.
    mutating func addPageIndex(tree: PageTree, context: TemplateContext, at allPagesPath: String) {
        let perPage = 100
        let order = tree.readingOrder
        let parts = stride(from: 0, to: order.count, by: perPage).map { $0..<min($0 + perPage, order.count) }
        func folder(_ part: Int) -> String { part == 0 ? allPagesPath : allPagesPath + "\(part + 1)/" }
        for (number, range) in parts.enumerated() {
            let outputPath = folder(number) + "index.html"
            guard files[outputPath] == nil else { continue }
            let root = Self.root(of: outputPath)
            var html = "<ul class=\"page-index\">\n"
            for node in order[range] {
                let entry = tree.nodes[node]
                let depth = min(tree.ancestors(of: node).count, 6)
                html += "<li class=\"depth-\(depth)\"><a href=\"\(root)\(entry.location.encoded.htmlEscaped)\">\(entry.title.htmlEscaped)</a></li>\n"
            }
            html += "</ul>\n"
            let allPages = context.words["allPages"] ?? "All pages"
            let title = parts.count == 1 ? allPages : "\(allPages), \(range.lowerBound + 1)–\(range.upperBound) / \(order.count)"
            var values = context.base(outputPath: outputPath, title: title, description: "")
            values["content"] = .text(html)
            values["contentBody"] = .text(html)
            values["showTitle"] = true
            func neighbour(_ part: Int) -> MustacheValue {
                ["title": .text("\(parts[part].lowerBound + 1)–\(parts[part].upperBound)"), "url": .text(root + folder(part))]
            }
            if number > 0 { values["prev"] = neighbour(number - 1) }
            if number + 1 < parts.count { values["next"] = neighbour(number + 1) }
            add(outputPath, templates.render("page", values), origin: templates.directory + "/page.mustache")
        }
    }
}

/// Adding an output file, for the assembly's other files too (`SiteAssembly+Print`).
extension SiteAssembly {
    mutating func add(_ path: String, _ text: String, origin: String? = nil, links: [RenderedPage.Link] = []) {
        add(path, SnapshotFile(bytes: Array(text.utf8), contentType: ContentTypes.forPath(path)), origin: origin, links: links)
    }

    mutating func add(_ path: String, _ file: SnapshotFile, origin: String? = nil, links: [RenderedPage.Link] = []) {
        add(path, file, origin: origin.map { LinkChecker.Origin(file: $0, links: links) })
    }

    mutating func add(_ path: String, _ file: SnapshotFile, origin: LinkChecker.Origin?, scan: HTMLAttributes.Scan? = nil) {
        store(path, file, scan: scan)
        if let origin { origins[path] = origin }
    }

    /// The pages rendered as they were templated, by index, handed over: the assembly keeps none.
    mutating func takeRenderedPages() -> [RenderedPage?] {
        defer { renderedAsTemplated = [] }
        return renderedAsTemplated
    }

    /// Keeps `file`, or writes it to `output` and keeps its links and ids when it is a page.
    private mutating func store(_ path: String, _ file: SnapshotFile, scan: HTMLAttributes.Scan? = nil) {
        guard let output, !file.isWritten else {
            files[path] = file
            if let scan { scans[path] = scan }
            return
        }
        if path.hasSuffix(".html") { scans[path] = HTMLAttributes.linkScan(file.bytes) }
        output.write(path, file)
        files[path] = SnapshotFile(written: file)
    }
}
